use csvlite::{parse, split_fields};

#[test]
fn compact_file() {
    let t = parse("name,qty\nbolt,4\nnut,10\n").unwrap();
    assert_eq!(t.column("qty").unwrap(), ["4", "10"]);
    assert_eq!(t.sum("qty"), Some(14.0));
}

#[test]
fn spaces_after_commas_are_ignored() {
    let t = parse("name, qty\nbolt, 4\nnut, 10\n").unwrap();
    assert_eq!(t.column("qty").unwrap(), ["4", "10"]);
}

#[test]
fn fields_are_trimmed() {
    assert_eq!(split_fields(" a , b,c "), ["a", "b", "c"]);
}

#[test]
fn comments_and_blank_lines_are_skipped() {
    let t = parse("# inventory\nname,qty\n\nbolt,4\n").unwrap();
    assert_eq!(t.rows.len(), 1);
}

#[test]
fn ragged_rows_are_refused() {
    let e = parse("a,b\n1,2,3\n").unwrap_err();
    assert_eq!(e, "row 1 has 3 fields, expected 2");
}
