use inflector::pluralize::to_plural;
use inflector::{to_camel_case, to_kebab_case, to_snake_case, Inflector};

#[test]
fn snake_case_from_camel_and_title() {
    assert_eq!(to_snake_case("fooBar"), "foo_bar");
    assert_eq!(to_snake_case("FooBar"), "foo_bar");
    assert_eq!(to_snake_case("Foo bar"), "foo_bar");
    assert_eq!(to_snake_case("foo-bar"), "foo_bar");
    assert_eq!(to_snake_case("foo_bar"), "foo_bar");
}

#[test]
fn kebab_and_camel_case() {
    assert_eq!(to_kebab_case("FooBar"), "foo-bar");
    assert_eq!(to_camel_case("foo_bar"), "fooBar");
    assert_eq!(to_camel_case("Foo Bar"), "fooBar");
    assert_eq!("foo-bar".to_camel_case(), "fooBar");
}

#[test]
fn regular_plurals() {
    assert_eq!(to_plural("crate"), "crates");
    assert_eq!(to_plural("box"), "boxes");
    assert_eq!(to_plural("church"), "churches");
    assert_eq!(to_plural("bus"), "buses");
}

#[test]
fn plurals_ending_in_y() {
    assert_eq!(to_plural("category"), "categories");
    assert_eq!(to_plural("city"), "cities");
    assert_eq!(to_plural("day"), "days");
    assert_eq!(to_plural("key"), "keys");
    assert_eq!(to_plural("boy"), "boys");
}

#[test]
fn plurals_ending_in_f() {
    assert_eq!(to_plural("wolf"), "wolves");
    assert_eq!(to_plural("knife"), "knives");
    assert_eq!(to_plural("roof"), "roofs");
}

#[test]
fn irregular_and_uncountable() {
    assert_eq!(to_plural("person"), "people");
    assert_eq!(to_plural("sales_person"), "sales_people");
    assert_eq!(to_plural("sheep"), "sheep");
    assert_eq!(to_plural("news"), "news");
    assert_eq!("child".to_plural(), "children");
}

#[test]
fn table_names() {
    assert_eq!(to_plural(&to_snake_case("LineItem")), "line_items");
    assert_eq!(to_plural(&to_snake_case("DeliveryDay")), "delivery_days");
}
