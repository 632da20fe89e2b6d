use std::str::{self, FromStr};

use crate::datetime::{Date, Datetime, DatetimeParseError, Offset, Time};

const ERR: DatetimeParseError = DatetimeParseError { _private: () };

fn digits(s: &[u8]) -> Result<u32, DatetimeParseError> {
    if s.is_empty() || !s.iter().all(u8::is_ascii_digit) {
        return Err(ERR);
    }
    Ok(s.iter().fold(0, |acc, b| acc * 10 + u32::from(b - b'0')))
}

fn parse_date(s: &[u8]) -> Result<Date, DatetimeParseError> {
    if s.len() != 10 || s[4] != b'-' || s[7] != b'-' {
        return Err(ERR);
    }
    let date = Date { year: digits(&s[0..4])? as u16, month: digits(&s[5..7])? as u8, day: digits(&s[8..10])? as u8 };
    if date.month < 1 || date.month > 12 {
        return Err(ERR);
    }
    let is_leap_year = (date.year % 4 == 0) && ((date.year % 100 != 0) || (date.year % 400 == 0));
    let max_days_in_month = match date.month {
        2 if !is_leap_year => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if date.day < 1 || date.day > max_days_in_month {
        return Err(ERR);
    }
    Ok(date)
}

fn parse_time(s: &[u8]) -> Result<Time, DatetimeParseError> {
    if s.len() < 8 || s[2] != b':' || s[5] != b':' {
        return Err(ERR);
    }
    let nanosecond = match &s[8..] {
        [] => 0,
        [b'.', frac @ ..] if !frac.is_empty() && frac.len() <= 9 => digits(frac)? * 10u32.pow(9 - frac.len() as u32),
        _ => return Err(ERR),
    };
    let time = Time { hour: digits(&s[0..2])? as u8, minute: digits(&s[3..5])? as u8, second: digits(&s[6..8])? as u8, nanosecond };
    if time.hour > 23 || time.minute > 59 || time.second > 60 {
        return Err(ERR);
    }
    Ok(time)
}

fn parse_offset(s: &[u8]) -> Result<Offset, DatetimeParseError> {
    let sign = match s.first() {
        Some(b'Z') | Some(b'z') if s.len() == 1 => return Ok(Offset::Z),
        Some(b'+') => 1,
        Some(b'-') => -1,
        _ => return Err(ERR),
    };
    if s.len() != 6 || s[3] != b':' {
        return Err(ERR);
    }
    let (hours, minutes) = (digits(&s[1..3])? as i16, digits(&s[4..6])? as i16);
    if hours > 23 || minutes > 59 {
        return Err(ERR);
    }
    Ok(Offset::Custom { minutes: sign * (hours * 60 + minutes) })
}

impl FromStr for Datetime {
    type Err = DatetimeParseError;

    fn from_str(date: &str) -> Result<Datetime, DatetimeParseError> {
        let s = date.as_bytes();
        if s.len() >= 3 && s[2] == b':' {
            return Ok(Datetime { date: None, time: Some(parse_time(s)?), offset: None });
        }
        let date = parse_date(s.get(..10).ok_or(ERR)?)?;
        let rest = &s[10..];
        if rest.is_empty() {
            return Ok(Datetime { date: Some(date), time: None, offset: None });
        }
        if !matches!(rest[0], b'T' | b't' | b' ') {
            return Err(ERR);
        }
        let rest = &rest[1..];
        let end = rest.iter().position(|b| matches!(b, b'Z' | b'z' | b'+' | b'-')).unwrap_or(rest.len());
        let time = parse_time(&rest[..end])?;
        let offset = if end < rest.len() { Some(parse_offset(&rest[end..])?) } else { None };
        Ok(Datetime { date: Some(date), time: Some(time), offset })
    }
}
