use naive_date::{NaiveDate, Weekday};

fn ymd(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

#[test]
fn test_date_from_ymd() {
    let d = ymd(2015, 3, 14);
    assert_eq!((d.year(), d.month(), d.day()), (2015, 3, 14));
    assert_eq!(NaiveDate::from_ymd_opt(2014, 2, 29), None);
    assert_eq!(NaiveDate::from_ymd_opt(1900, 2, 29), None);
    assert_eq!(NaiveDate::from_ymd_opt(2015, 4, 31), None);
    assert_eq!(NaiveDate::from_ymd_opt(2015, 13, 1), None);
    assert_eq!(NaiveDate::from_ymd_opt(2015, 6, 0), None);
    assert!(ymd(2015, 12, 31) > ymd(2015, 1, 1));
}

#[test]
fn test_date_ordinal() {
    assert_eq!(ymd(2015, 1, 1).ordinal(), 1);
    assert_eq!(ymd(2015, 2, 1).ordinal(), 32);
    assert_eq!(ymd(2015, 12, 31).ordinal(), 365);
    assert_eq!(NaiveDate::from_yo_opt(2015, 60), Some(ymd(2015, 3, 1)));
    assert_eq!(NaiveDate::from_yo_opt(2015, 366), None);
}

#[test]
fn test_leap_years() {
    assert!(ymd(2024, 2, 29).leap_year());
    assert!(ymd(2000, 1, 1).leap_year());
    assert!(!ymd(1900, 1, 1).leap_year());
    assert!(!ymd(2023, 1, 1).leap_year());
    assert_eq!(ymd(2024, 12, 31).ordinal(), 366);
    assert_eq!(NaiveDate::from_yo_opt(2024, 60), Some(ymd(2024, 2, 29)));
}

#[test]
fn test_date_weekday() {
    assert_eq!(ymd(1, 1, 1).weekday(), Weekday::Mon);
    assert_eq!(ymd(1970, 1, 1).weekday(), Weekday::Thu);
    assert_eq!(ymd(2000, 1, 1).weekday(), Weekday::Sat);
    assert_eq!(ymd(2023, 11, 28).weekday(), Weekday::Tue);
    assert_eq!(ymd(2026, 11, 28).weekday(), Weekday::Sat);
    assert_eq!(ymd(1999, 12, 31).weekday().num_days_from_sunday(), 5);
}

#[test]
fn test_weekday_cycle() {
    assert_eq!(Weekday::Sun.succ(), Weekday::Mon);
    assert_eq!(Weekday::Mon.pred(), Weekday::Sun);
    assert_eq!(Weekday::Wed.number_from_monday(), 3);
    assert_eq!(Weekday::Sun.num_days_from_sunday(), 0);
}

#[test]
fn test_date_succ_pred() {
    assert_eq!(ymd(2014, 5, 6).succ_opt(), Some(ymd(2014, 5, 7)));
    assert_eq!(ymd(2014, 12, 31).succ_opt(), Some(ymd(2015, 1, 1)));
    assert_eq!(ymd(2015, 2, 28).succ_opt(), Some(ymd(2015, 3, 1)));
    assert_eq!(ymd(2015, 1, 1).pred_opt(), Some(ymd(2014, 12, 31)));
    assert_eq!(ymd(1, 1, 1).pred_opt(), None);
}

#[test]
fn test_leap_day_succ_pred() {
    assert_eq!(ymd(2024, 2, 28).succ_opt(), Some(ymd(2024, 2, 29)));
    assert_eq!(ymd(2024, 3, 1).pred_opt(), Some(ymd(2024, 2, 29)));
}
