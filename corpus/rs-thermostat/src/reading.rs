//! Sensor readings as the sensor prints them: `"21.5"` means 215 tenths of a degree.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    pub tenths: i32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ReadingError {
    Empty,
    NotANumber(String),
}

pub fn parse_reading(text: &str) -> Result<Reading, ReadingError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ReadingError::Empty);
    }
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, "0"),
    };
    let bad = || ReadingError::NotANumber(text.to_string());
    let w: i32 = whole.parse().map_err(|_| bad())?;
    let f: i32 = frac.get(..1).unwrap_or("0").parse().map_err(|_| bad())?;
    let tenths = if whole.starts_with('-') { w * 10 - f } else { w * 10 + f };
    Ok(Reading { tenths })
}
