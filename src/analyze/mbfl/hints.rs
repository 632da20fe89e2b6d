//! What the failing assertions' own values say about the repair. When the value a test got
//! differs from the one it expected only by surrounding whitespace (`' example.com'` for
//! `'example.com'`), only by letter case, or only by sign, or is the same text once quoted and
//! once not (`'5'` for `5`), the missing step is almost always a call that normalises or
//! converts it (`.strip()`, `.lower()`, `abs()`, `int()`, `str()`). `plan` then tries the mutants
//! that add (or switch to) such a call first on every line, so they run in the first round
//! instead of waiting behind a line's other operators until the budget is spent.
//!
//! A hint only reorders mutants; it never adds or drops one, and it says nothing about which
//! line is at fault.

use crate::mutate::{Mutant, Operator};

/// The call names (as substrings of a mutant's replacement) that the failing assertions'
/// `(actual, expected)` pairs point to, without duplicates.
pub fn repair_calls(corrections: &[(String, String)]) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    let mut add = |names: &[&'static str]| {
        for n in names {
            if !out.contains(n) {
                out.push(n);
            }
        }
    };
    for (actual, expected) in corrections {
        let (a, e) = (unquote(actual), unquote(expected));
        if a == e {
            // The same text, once quoted and once not: `'5'` for `5` wants a number, `5` for
            // `'5'` wants text.
            let quoted = |s: &str| s.trim() != unquote(s);
            if quoted(actual) && !quoted(expected) && e.trim().parse::<f64>().is_ok() {
                add(&[
                    "int(",
                    "float(",
                    "Number(",
                    "parseInt",
                    "parseFloat",
                    "parse",
                ]);
            } else if !quoted(actual) && quoted(expected) {
                add(&["str(", "String(", "toString", "to_string"]);
            }
            continue;
        }
        let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        if squeeze(a) == squeeze(e) {
            add(&["strip", "trim"]);
        } else if a.to_lowercase() == e.to_lowercase() {
            add(&[
                "lower",
                "upper",
                "casefold",
                "LowerCase",
                "UpperCase",
                "lowercase",
                "uppercase",
            ]);
        } else if let (Ok(x), Ok(y)) = (a.trim().parse::<f64>(), e.trim().parse::<f64>()) {
            if x != 0.0 && x == -y {
                add(&["abs"]);
            }
        }
    }
    out
}

/// Whether `m` adds one of the `calls` (or switches to one): `value` -> `value.strip()`,
/// `.lstrip()` -> `.strip()`, `x` -> `abs(x)`.
pub fn matches(m: &Mutant, calls: &[&str]) -> bool {
    matches!(m.operator, Operator::AddCall | Operator::CallSwap)
        && calls
            .iter()
            .any(|c| m.replacement.contains(c) && !m.original.contains(c))
}

/// The text of a repr without its quotes: `'a'`, `"a"` -> `a`; anything else as it is.
fn unquote(s: &str) -> &str {
    let s = s.trim();
    for q in ['\'', '"', '`'] {
        if s.len() >= 2 && s.starts_with(q) && s.ends_with(q) {
            return &s[1..s.len() - 1];
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(a, e)| (a.to_string(), e.to_string()))
            .collect()
    }

    #[test]
    fn whitespace_case_and_sign_point_to_their_calls() {
        // Python's unittest reprs, a list of them, Rust's and JavaScript's.
        let ws = repair_calls(&pairs(&[("' example.com'", "'example.com'")]));
        assert_eq!(ws, vec!["strip", "trim"]);
        let list = repair_calls(&pairs(&[(
            "[' text/html', ' application/json']",
            "['text/html', 'application/json']",
        )]));
        assert_eq!(list, vec!["strip", "trim"]);
        let case = repair_calls(&pairs(&[("\"Feature\"", "\"feature\"")]));
        assert!(case.contains(&"lower") && case.contains(&"LowerCase"));
        assert_eq!(repair_calls(&pairs(&[("-4", "4")])), vec!["abs"]);
        // Values that differ otherwise say nothing.
        assert!(repair_calls(&pairs(&[("3", "4"), ("'abc'", "'abd'"), ("0", "-0")])).is_empty());
        assert!(repair_calls(&pairs(&[("'x'", "'x'")])).is_empty());
        // Text for a number, a number for text.
        assert!(repair_calls(&pairs(&[("'5'", "5")])).contains(&"int("));
        assert!(repair_calls(&pairs(&[("5", "'5'")])).contains(&"str("));
    }

    #[test]
    fn a_mutant_matches_when_it_adds_or_switches_to_the_call() {
        let src = "def parse_line(self, line):\n    name, value = line.split(\":\", 1)\n    self.add(name, value)\n    return name.strip()\n";
        let ms = crate::mutate::generate(
            src,
            crate::mutate::Lang::Python,
            &[3, 4],
            &Default::default(),
        );
        let hit = |line: u32| {
            ms.iter()
                .filter(|m| m.line == line && matches(m, &["strip", "trim"]))
                .map(|m| {
                    crate::mutate::apply(src, m)
                        .lines()
                        .nth(line as usize - 1)
                        .unwrap()
                        .to_string()
                })
                .collect::<Vec<_>>()
        };
        assert!(
            hit(3).iter().any(|l| l.contains("value.strip()")),
            "{:?}",
            hit(3)
        );
        // A line that already strips gains nothing by stripping again, or differently.
        assert!(hit(4).is_empty(), "{:?}", hit(4));
    }
}
