//! Luhn checksums, as used for payment card numbers and IMEIs.

fn digits(number: &str) -> Option<Vec<u32>> {
    number
        .chars()
        .filter(|c| *c != ' ')
        .map(|c| c.to_digit(10))
        .collect()
}

/// True when `number` (digits, spaces allowed) passes the Luhn check.
pub fn is_valid(number: &str) -> bool {
    let Some(digits) = digits(number) else {
        return false;
    };
    if digits.len() < 2 {
        return false;
    }
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            if i % 2 == 0 {
                let doubled = d * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                d
            }
        })
        .sum();
    sum % 10 == 0
}
