use std::collections::BTreeSet;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct FieldError(pub String);

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn number(text: &str, min: u32, max: u32) -> Result<u32, FieldError> {
    let n: u32 = text.parse().map_err(|_| FieldError(format!("not a number: {text:?}")))?;
    if n < min || n > max {
        return Err(FieldError(format!("{n} is out of range {min}-{max}")));
    }
    Ok(n)
}

/// One comma-separated part: `*`, `N`, `A-B`, each optionally followed by `/STEP`.
fn expand_part(part: &str, min: u32, max: u32, out: &mut BTreeSet<u32>) -> Result<(), FieldError> {
    let (range, step) = match part.split_once('/') {
        Some((range, step)) => (range, number(step, 1, max)?),
        None => (part, 1),
    };
    let (start, end) = if range == "*" {
        (min, max)
    } else if let Some((a, b)) = range.split_once('-') {
        (number(a, min, max)?, number(b, min, max)?)
    } else {
        let n = number(range, min, max)?;
        (n, if step > 1 { max } else { n })
    };
    if start > end {
        return Err(FieldError(format!("empty range {range:?}")));
    }
    out.extend((start..=end).filter(|v| v % step == 0));
    Ok(())
}

/// Expands a cron field like `*/15`, `1-5` or `0,30` to the sorted values it matches.
pub fn parse_field(text: &str, min: u32, max: u32) -> Result<Vec<u32>, FieldError> {
    let mut values = BTreeSet::new();
    for part in text.split(',') {
        expand_part(part.trim(), min, max, &mut values)?;
    }
    Ok(values.into_iter().collect())
}
