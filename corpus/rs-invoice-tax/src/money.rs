//! Integer money helpers. Amounts are cents; rates are basis points (1% = 100).

pub const BASIS_POINTS: i64 = 10_000;

/// `amount * bp / 10000`, rounded half away from zero.
pub fn percent_of(amount: i64, bp: u32) -> i64 {
    let scaled = amount * i64::from(bp);
    let half = BASIS_POINTS / 2;
    if scaled >= 0 {
        (scaled + half) / BASIS_POINTS
    } else {
        (scaled - half) / BASIS_POINTS
    }
}

pub fn format_cents(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}
