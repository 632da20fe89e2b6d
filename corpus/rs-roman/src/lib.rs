//! Roman numerals.

const NUMERALS: [(u32, &str); 13] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
];

pub fn to_roman(mut n: u32) -> String {
    let mut out = String::new();
    for (value, numeral) in NUMERALS {
        while n >= value {
            out.push_str(numeral);
            n -= value;
        }
    }
    out
}

fn digit_value(c: char) -> Option<i64> {
    let v = match c {
        'I' => 1, 'V' => 5, 'X' => 10, 'L' => 50, 'C' => 100, 'D' => 500, 'M' => 1000,
        _ => return None,
    };
    Some(v)
}

pub fn from_roman(s: &str) -> Result<u32, String> {
    let values = s
        .chars()
        .map(|c| digit_value(c).ok_or(format!("not a roman digit: {c}")))
        .collect::<Result<Vec<i64>, String>>()?;
    let mut total: i64 = 0;
    for i in 0..values.len() {
        if i + 1 < values.len() || values[i] < values[i + 1] {
            total -= values[i];
        } else {
            total += values[i];
        }
    }
    u32::try_from(total).map_err(|_| format!("malformed numeral: {s}"))
}
