use toml_datetime::{Date, Datetime, Offset, Time};

fn parse(s: &str) -> Datetime {
    s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

#[test]
fn offset_date_time() {
    let dt = parse("1979-05-27T07:32:00Z");
    assert_eq!(dt.date, Some(Date { year: 1979, month: 5, day: 27 }));
    assert_eq!(dt.time, Some(Time { hour: 7, minute: 32, second: 0, nanosecond: 0 }));
    assert_eq!(dt.offset, Some(Offset::Z));

    assert_eq!(parse("1979-05-27T00:32:00-07:00").offset, Some(Offset::Custom { minutes: -420 }));
    assert_eq!(parse("1979-05-27 00:32:00+05:30").offset, Some(Offset::Custom { minutes: 330 }));
}

#[test]
fn fractional_seconds() {
    let dt = parse("1979-05-27T00:32:00.999999-07:00");
    assert_eq!(dt.time.unwrap().nanosecond, 999_999_000);
    assert_eq!(dt.to_string(), "1979-05-27T00:32:00.999999-07:00");
}

#[test]
fn local_date_time_and_time() {
    assert_eq!(parse("1979-05-27T07:32:00").offset, None);
    assert_eq!(parse("1979-05-27").time, None);
    assert_eq!(parse("07:32:00").date, None);
    assert_eq!(parse("07:32:00").to_string(), "07:32:00");
}

#[test]
fn display_round_trips() {
    for s in ["1979-05-27T07:32:00Z", "2023-12-31T23:59:59+09:00", "1987-07-05", "2000-01-01T00:00:00-00:30"] {
        assert_eq!(parse(s).to_string(), s);
    }
}

#[test]
fn day_of_month_is_checked() {
    assert!(parse("2023-04-30").date.is_some());
    assert!("2023-04-31".parse::<Datetime>().is_err());
    assert!("2023-01-32".parse::<Datetime>().is_err());
    assert!("2023-13-01".parse::<Datetime>().is_err());
}

#[test]
fn february_in_leap_years() {
    assert_eq!(parse("2024-02-29").date, Some(Date { year: 2024, month: 2, day: 29 }));
    assert!(parse("2000-02-29T12:00:00Z").date.is_some());
    assert!("2023-02-29".parse::<Datetime>().is_err());
    assert!("1900-02-29".parse::<Datetime>().is_err());
}

#[test]
fn invalid_offsets_and_times() {
    assert!("1979-05-27T07:32:00+24:00".parse::<Datetime>().is_err());
    assert!("1979-05-27T07:32:00+0700".parse::<Datetime>().is_err());
    assert!("1979-05-27T25:32:00Z".parse::<Datetime>().is_err());
    assert!("1979-05-27X07:32:00Z".parse::<Datetime>().is_err());
}
