use staynights::{Date, Stay};

fn d(y: i32, m: u32, day: u32) -> Date {
    Date::from_ymd(y, m, day).unwrap()
}

#[test]
fn invalid_dates_are_rejected() {
    assert!(Date::from_ymd(2023, 2, 29).is_none());
    assert!(Date::from_ymd(2024, 2, 29).is_some());
    assert!(Date::from_ymd(2024, 13, 1).is_none());
}

#[test]
fn weekdays() {
    assert_eq!(d(2024, 3, 4).weekday(), 0); // Monday
    assert_eq!(d(2000, 1, 1).weekday(), 5); // Saturday
}

#[test]
fn checkout_before_checkin_is_refused() {
    assert!(Stay::new(d(2024, 3, 10), d(2024, 3, 8), 10_000).is_none());
}

#[test]
fn day_use_has_no_nights() {
    let stay = Stay::new(d(2024, 3, 10), d(2024, 3, 10), 10_000).unwrap();
    assert_eq!(stay.nights(), 0);
    assert_eq!(stay.total_cents(), 0);
}

#[test]
fn nights_across_a_leap_day() {
    let stay = Stay::new(d(2024, 2, 27), d(2024, 3, 2), 10_000).unwrap();
    assert_eq!(stay.nights(), 4);
}

#[test]
fn weekday_stay_price() {
    // Monday to Thursday: three weekday nights.
    let stay = Stay::new(d(2024, 3, 4), d(2024, 3, 7), 12_000).unwrap();
    assert_eq!(stay.total_cents(), 36_000);
}

#[test]
fn overlapping_bookings() {
    let a = Stay::new(d(2024, 7, 1), d(2024, 7, 5), 9_000).unwrap();
    let b = Stay::new(d(2024, 7, 5), d(2024, 7, 8), 9_000).unwrap();
    let c = Stay::new(d(2024, 7, 4), d(2024, 7, 6), 9_000).unwrap();
    assert!(!a.conflicts_with(&b));
    assert!(a.conflicts_with(&c) && b.conflicts_with(&c));
}
