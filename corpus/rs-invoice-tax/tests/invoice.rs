use invoicing::money::{format_cents, percent_of};
use invoicing::{Invoice, Line, Summary, TaxClass};

#[test]
fn percentages_round_half_away_from_zero() {
    assert_eq!(percent_of(1_250, 2_000), 250);
    assert_eq!(percent_of(5, 1_000), 1);
    assert_eq!(percent_of(-5, 1_000), -1);
    assert_eq!(format_cents(-1_005), "-10.05");
}

#[test]
fn empty_invoice() {
    assert_eq!(Invoice::default().summary(), Summary::default());
}

#[test]
fn invoice_without_discounts() {
    let mut inv = Invoice::default();
    inv.add(Line::new("consulting", 3, 10_000, TaxClass::Standard))
        .add(Line::new("book", 2, 1_500, TaxClass::Reduced));
    let s = inv.summary();
    assert_eq!(s.net, 33_000);
    assert_eq!(s.tax, 6_000 + 210);
    assert_eq!(s.total, 39_210);
}

#[test]
fn exempt_lines_pay_no_tax() {
    let mut inv = Invoice::default();
    inv.add(Line::new("training", 1, 80_000, TaxClass::Exempt).with_discount(2_500));
    let s = inv.summary();
    assert_eq!((s.discount, s.net, s.tax), (20_000, 60_000, 0));
}

#[test]
fn tax_is_charged_after_the_discount() {
    let mut inv = Invoice::default();
    inv.add(Line::new("licence", 1, 50_000, TaxClass::Standard).with_discount(1_000));
    let s = inv.summary();
    assert_eq!(s.net, 45_000);
    assert_eq!(s.tax, 9_000);
}

#[test]
fn rendered_total() {
    let mut inv = Invoice {
        number: "2026-0042".to_string(),
        ..Invoice::default()
    };
    inv.add(Line::new("support", 4, 2_500, TaxClass::Standard).with_discount(500))
        .add(Line::new("manual", 1, 1_999, TaxClass::Reduced));
    assert_eq!(inv.render_total(), "Invoice 2026-0042: 135.39");
}
