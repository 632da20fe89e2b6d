use workdays::{BusinessCalendar, Day, Weekday};

// 2026-11-27, a Friday.
const FRI: Day = Day(20_784);

#[test]
fn weekday_names() {
    assert_eq!(Weekday::parse("Monday"), Some(Weekday::Mon));
    assert_eq!(Weekday::parse(" SAT"), Some(Weekday::Sat));
    assert_eq!(Weekday::parse("holiday"), None);
}

#[test]
fn adding_days_wraps_around_the_week() {
    assert_eq!(Weekday::Fri.add_days(3), Weekday::Mon);
    assert_eq!(Weekday::Sun.add_days(14), Weekday::Sun);
    assert_eq!(Weekday::Thu.days_until(Weekday::Mon), 4);
    assert_eq!(Weekday::Mon.days_until(Weekday::Mon), 0);
}

#[test]
fn going_back_in_the_week() {
    assert_eq!(Weekday::Mon.add_days(-1), Weekday::Sun);
    assert_eq!(Weekday::Wed.add_days(-9), Weekday::Mon);
}

#[test]
fn days_since_the_epoch() {
    assert_eq!(Day(0).weekday(), Weekday::Thu);
    assert_eq!(FRI.weekday(), Weekday::Fri);
    assert_eq!(Day(-1).weekday(), Weekday::Wed);
    assert_eq!(Day(-4).weekday(), Weekday::Sun);
}

#[test]
fn due_dates_skip_weekends_and_holidays() {
    let cal = BusinessCalendar::with_holidays(&[FRI.offset(4)]);
    assert!(!cal.is_business_day(FRI.offset(1)));
    assert_eq!(cal.add_business_days(FRI, 1), FRI.offset(3));
    assert_eq!(cal.add_business_days(FRI, 3), FRI.offset(6));
    assert_eq!(cal.add_business_days(FRI.offset(3), -1), FRI);
}
