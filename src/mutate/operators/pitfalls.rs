//! Language pitfalls with a known correct spelling: edits no token swap reaches, each a common
//! real-world slip of one language.
//! - Python: a truthiness test where absence was meant (`if not value:` -> `if value is None:`),
//!   `int(x * 100)` truncating where `round` was meant, `s.lstrip(prefix)` stripping characters
//!   where `removeprefix` was meant, and a timedelta's `.seconds` (the seconds part) where
//!   `.total_seconds()` was meant.
//! - JavaScript: `xs.sort()` without a comparator, which orders numbers as text
//!   (`[10, 9].sort()` is `[10, 9]`) -> `xs.sort((a, b) => a - b)` (`AddCall`).
//! - Rust: `a % n` on a value that can be negative, which keeps the dividend's sign (`-1 % 7`
//!   is `-1`) where a wrap-around was meant -> `a.rem_euclid(n)` (`CallSwap`'s family, an
//!   operator replaced by the method that computes the intended operation); JavaScript's `%`
//!   likewise -> `((a % n) + n) % n`.

use super::structure::Analysis;
use super::{Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// The Python pitfalls (see the module documentation), at token `i`.
    pub(super) fn python_pitfalls(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python {
            return;
        }
        let t = self.t(i);
        // `if not value:` / `if value:` on a plain name or attribute -> `is None` / `is not None`.
        if (self.is_kw(i, "if") || self.is_kw(i, "elif")) && self.first_on_line(i) {
            let negated = self.is_kw(i + 1, "not");
            let s = if negated { i + 2 } else { i + 1 };
            let mut e = s;
            let named = self.kind(s) == Some(TokenKind::Ident) || self.is_kw(s, "self");
            while self.is_punct(e + 1, ".") && self.kind(e + 2) == Some(TokenKind::Ident) {
                e += 2;
            }
            if named && self.is_punct(e + 1, ":") {
                let name = self.range_text(s, e);
                let (to, what) = if negated {
                    (format!("{name} is None"), "is None")
                } else {
                    (format!("{name} is not None"), "is not None")
                };
                let from = if negated { i + 1 } else { s };
                out.push(self.cand(
                    self.toks[from].start,
                    self.toks[e].end,
                    to,
                    Operator::Membership,
                    format!("test `{name} {what}` instead of its truth"),
                ));
            }
        }
        // `int(x * 100)` -> `round(x * 100)`: an arithmetic result truncated.
        if t == "int" && self.is_punct(i + 1, "(") && !self.is_punct(i.wrapping_sub(1), ".") {
            if let Some(c) = self.pair[i + 1] {
                let arithmetic = (i + 2..c).any(|k| {
                    self.parent[k] == Some(i + 1) && matches!(self.t(k), "*" | "/" | "-" | "+")
                });
                if arithmetic {
                    let tok = self.toks[i];
                    out.push(self.cand(
                        tok.start,
                        tok.end,
                        "round".into(),
                        Operator::CallSwap,
                        "call `round` instead of `int` (which truncates)".into(),
                    ));
                }
            }
        }
        // `s.lstrip(prefix)` -> `s.removeprefix(prefix)` when given a name or a longer string.
        if matches!(t, "lstrip" | "rstrip")
            && self.is_punct(i.wrapping_sub(1), ".")
            && self.is_punct(i + 1, "(")
            && self.pair[i + 1].is_some_and(|c| c > i + 2)
        {
            let arg = self.range_text(i + 2, self.pair[i + 1].unwrap() - 1);
            let one_char = arg.len() == 3 && (arg.starts_with('\'') || arg.starts_with('"'));
            if !one_char {
                let to = if t == "lstrip" {
                    "removeprefix"
                } else {
                    "removesuffix"
                };
                let tok = self.toks[i];
                out.push(self.cand(
                    tok.start,
                    tok.end,
                    to.into(),
                    Operator::CallSwap,
                    format!("call `{to}` instead of `{t}` (which strips characters, not a string)"),
                ));
            }
        }
        // `(a - b).seconds` -> `.total_seconds()`.
        if t == "seconds"
            && self.is_punct(i.wrapping_sub(1), ".")
            && !self.is_punct(i + 1, "(")
            && !self.is_op(i + 1, "=")
        {
            let tok = self.toks[i];
            out.push(self.cand(
                tok.start,
                tok.end,
                "total_seconds()".into(),
                Operator::AddCall,
                "read `.total_seconds()` instead of `.seconds` (the seconds part of a timedelta)"
                    .into(),
            ));
        }
    }
}

impl<'s> Analysis<'s> {
    /// `xs.sort()` with no comparator in JavaScript -> a numeric comparator, at token `i`
    /// (the `sort` name).
    pub(super) fn js_pitfalls(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::JavaScript {
            return;
        }
        if self.t(i) == "sort"
            && self.is_punct(i.wrapping_sub(1), ".")
            && self.is_punct(i + 1, "(")
            && self.pair[i + 1] == Some(i + 2)
        {
            let close = self.toks[i + 2];
            out.push(self.cand(
                self.toks[i + 1].start,
                close.end,
                "((a, b) => a - b)".into(),
                Operator::AddCall,
                "sort numerically: `.sort()` compares numbers as text".into(),
            ));
        }
    }

    /// `a % n` where `a` may be negative -> `a.rem_euclid(n)` (Rust) or `((a % n) + n) % n`
    /// (JavaScript), at token `i` (the `%`). The left operand is a name, a field or a
    /// parenthesized expression holding a `-` or a `+` (an index moved by a signed amount);
    /// the right one a name or a number.
    pub(super) fn euclid_remainder(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Rust | Lang::JavaScript) || !self.is_op(i, "%") || i == 0 {
            return;
        }
        // The left operand: `(...)` or a dotted name.
        let end = i - 1;
        let start = if self.is_punct(end, ")") {
            let Some(o) = self.pair[end] else { return };
            if o > 0 && (self.kind(o - 1) == Some(TokenKind::Ident) || self.is_close(o - 1)) {
                return; // a call's result: its sign is the callee's business
            }
            let signed =
                (o + 1..end).any(|k| self.parent[k] == Some(o) && matches!(self.t(k), "-" | "+"));
            if !signed {
                return;
            }
            o
        } else {
            let mut s = end;
            if self.kind(s) != Some(TokenKind::Ident) {
                return;
            }
            while s >= 2
                && self.is_punct(s - 1, ".")
                && (self.kind(s - 2) == Some(TokenKind::Ident)
                    || self.is_kw(s - 2, "self")
                    || self.is_kw(s - 2, "this"))
            {
                s -= 2;
            }
            s
        };
        // An operand of a larger product or sum binds differently: only `x % n` standing alone.
        if start > 0 && matches!(self.t(start - 1), "*" | "/" | "%" | "-" | "." | "!") {
            return;
        }
        let r = i + 1;
        if !matches!(self.kind(r), Some(TokenKind::Ident | TokenKind::Number))
            || self.is_punct(r + 1, "(")
            || self.is_punct(r + 1, ".")
        {
            return;
        }
        let left = self.range_text(start, end);
        let right = self.t(r);
        let (to, what) = if self.lang == Lang::Rust {
            (format!("{left}.rem_euclid({right})"), "rem_euclid")
        } else {
            (
                format!("(({left} % {right}) + {right}) % {right}"),
                "a wrap-around remainder",
            )
        };
        out.push(self.cand(
            self.toks[start].start,
            self.toks[r].end,
            to,
            Operator::CallSwap,
            format!("use {what}: `%` keeps the sign of a negative `{left}`"),
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::mutate::{apply, generate, Lang, MutationBudget, Operator};

    fn has(src: &str, lang: Lang, line: u32, op: Operator, want: &str) -> bool {
        generate(src, lang, &[line], &MutationBudget::default())
            .iter()
            .any(|m| m.operator == op && apply(src, m).contains(want))
    }

    #[test]
    fn python_pitfalls_get_their_known_spelling() {
        let py = "def apply(item, value):\n    if not value:\n        return item\n    if item.stock:\n        return value\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::Membership,
            "    if value is None:\n"
        ));
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::Membership,
            "    if item.stock is not None:\n"
        ));
        let py = "def cents(amount):\n    return int(amount * 100)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::CallSwap,
            "return round(amount * 100)"
        ));
        let py = "def cents(text):\n    return int(text)\n";
        assert!(!has(py, Lang::Python, 2, Operator::CallSwap, "round(text)"));
        let py = "def short(ref, prefix):\n    return ref.lstrip(prefix), ref.rstrip(' ')\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::CallSwap,
            "ref.removeprefix(prefix)"
        ));
        assert!(!has(
            py,
            Lang::Python,
            2,
            Operator::CallSwap,
            "removesuffix(' ')"
        ));
        let py = "def age(now, created):\n    return (now - created).seconds\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "(now - created).total_seconds()"
        ));
    }

    #[test]
    fn javascript_sort_gets_a_numeric_comparator() {
        let js = "function p(values) {\n  const sorted = [...values].sort();\n  return sorted.sort((a, b) => b - a);\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::AddCall,
            "const sorted = [...values].sort((a, b) => a - b);"
        ));
        // A comparator given already: nothing to add.
        assert!(
            !generate(js, Lang::JavaScript, &[3], &MutationBudget::default())
                .iter()
                .any(|m| m.replacement.contains("=> a - b"))
        );
    }

    #[test]
    fn a_signed_remainder_wraps_around() {
        let rs = "fn add(i: i64, days: i64) -> usize {\n    let j = (i + days) % 7;\n    let k = days % 7;\n    let m = f(i - 1) % 7;\n    (j + k + m) as usize\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::CallSwap,
            "let j = (i + days).rem_euclid(7);"
        ));
        assert!(has(
            rs,
            Lang::Rust,
            3,
            Operator::CallSwap,
            "let k = days.rem_euclid(7);"
        ));
        // A call's result, or an unsigned-looking parenthesis: left alone.
        assert!(!has(rs, Lang::Rust, 4, Operator::CallSwap, "rem_euclid"));
        let js = "function back(i, n) {\n  return (i - n) % 7;\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::CallSwap,
            "return (((i - n) % 7) + 7) % 7;"
        ));
        let py = "def back(i, n):\n    return (i - n) % 7\n";
        assert!(!has(py, Lang::Python, 2, Operator::CallSwap, "rem_euclid"));
    }
}
