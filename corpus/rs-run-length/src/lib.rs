//! Run-length encoding of strings: "aaabcc" <-> "3a1b2c".

pub fn encode(input: &str) -> String {
    let mut out = String::new();
    let mut chars = input.chars();
    let Some(mut current) = chars.next() else {
        return out;
    };
    let mut run = 1;
    for c in chars {
        if c == current {
            run += 1;
        } else {
            out.push_str(&format!("{run}{current}"));
            current = c;
            run = 1;
        }
    }
    out
}

pub fn decode(input: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut count = String::new();
    for c in input.chars() {
        if c.is_ascii_digit() {
            count.push(c);
        } else {
            let n: usize = count.parse().map_err(|_| format!("missing count before '{c}'"))?;
            out.extend(std::iter::repeat(c).take(n));
            count.clear();
        }
    }
    if !count.is_empty() {
        return Err("trailing count without a character".to_string());
    }
    Ok(out)
}
