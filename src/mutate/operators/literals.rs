//! Integer literals moved by one (`n` to `n + 1`, `n - 1`), and the identities that would make
//! (`x + 0`, `x * 1`) written plainly instead: the operator and the literal removed.

use super::structure::Analysis;
use super::{compact, Cand, EditClass, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// Integer literal suffixes that keep a literal an integer (or a valid number after `+1`).
pub(super) const INT_SUFFIXES: &[&str] = &[
    "", "n", "L", "l", "u", "U", "j", "J", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16",
    "u32", "u64", "u128", "usize",
];

impl<'s> Analysis<'s> {
    /// `n` → `n + 1`, `n - 1` for decimal integer literals, keeping the suffix.
    pub(super) fn constant(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang == Lang::Rust && self.prev_t(i) == "." {
            return;
        }
        let text = self.t(i);
        let digits_end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '_'))
            .unwrap_or(text.len());
        let (core, suffix) = text.split_at(digits_end);
        let suffix_clean = suffix.trim_start_matches('_');
        if core.is_empty() || !INT_SUFFIXES.contains(&suffix_clean) {
            return;
        }
        let digits: String = core.chars().filter(|c| *c != '_').collect();
        if digits.is_empty() || (digits.len() > 1 && digits.starts_with('0')) {
            return;
        }
        let Ok(n) = digits.parse::<u128>() else {
            return;
        };
        let mut values = Vec::new();
        if let Some(up) = n.checked_add(1) {
            values.push(up);
        }
        if n > 0 {
            values.push(n - 1);
        }
        // Python `[0]`/`[1]` alone in a subscript: the last item may have been meant
        // (`name.split(".")[1]` -> `[-1]`).
        let lone_index = self.is_punct(i.wrapping_sub(1), "[")
            && self.is_punct(i + 1, "]")
            && self.is_operand_end(i.wrapping_sub(2))
            && matches!(self.lang, Lang::Python)
            && suffix.is_empty()
            && n <= 1;
        if lone_index {
            out.push(self.swap_cand(i, "-1", Operator::Constant));
        }
        for v in values {
            // `x + 1` → `x + 0` is `x` written as no one would: remove the offset instead.
            if let Some(c) = self.identity_removal(i, v) {
                out.push(c);
                continue;
            }
            let to = format!("{v}{suffix}");
            out.push(self.swap_cand(i, &to, Operator::Constant));
        }
    }

    /// The value of a decimal number literal (`1`, `1.0`, `1_000`, `2u8`), if it is one.
    pub(super) fn literal_value(&self, k: usize) -> Option<f64> {
        if self.kind(k) != Some(TokenKind::Number) {
            return None;
        }
        let text: String = self.t(k).chars().filter(|&c| c != '_').collect();
        let end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(text.len());
        let (num, suffix) = text.split_at(end);
        let suffix_ok = INT_SUFFIXES.contains(&suffix)
            || matches!(suffix, "f32" | "f64" | "f" | "F" | "d" | "D");
        if !suffix_ok
            || num.is_empty()
            || (num.len() > 1 && num.starts_with('0') && !num.starts_with("0."))
        {
            return None;
        }
        num.parse().ok()
    }

    /// True when only spaces (no comment, no line break) separate the tokens `from..=to`.
    pub(super) fn gap_is_blank(&self, from: usize, to: usize) -> bool {
        (from..to).all(|j| {
            self.src
                .get(self.toks[j].end..self.toks[j + 1].start)
                .is_some_and(|g| g.chars().all(|c| c == ' ' || c == '\t'))
        })
    }

    /// For the literal at `k` changed to `v`: when that makes it the identity of the operator
    /// next to it (`x + 1` → `x + 0`, `x * 2` → `x * 1`, `1 + x` → `0 + x`), the same program
    /// written plainly: the operator and the literal removed (`x`). An offset of one removed is a
    /// `Boundary` edit, a factor removed a `Literal` one. `None` when `v` makes no identity or
    /// the literal is not a whole operand there.
    pub(super) fn identity_removal(&self, k: usize, v: u128) -> Option<Cand> {
        fn prec(op: &str) -> u8 {
            match op {
                "**" => 6,
                "*" | "/" | "//" | "%" => 5,
                "+" | "-" => 4,
                _ => 0,
            }
        }
        if v > 1 {
            return None;
        }
        let binary_op = |j: usize| {
            (self.kind(j) == Some(TokenKind::Operator) && self.is_binary(j) && prec(self.t(j)) > 0)
                .then_some(j)
        };
        // A unary sign before the literal (`-1 * x`) belongs to it.
        if k > 0 && self.kind(k - 1) == Some(TokenKind::Operator) && !self.is_binary(k - 1) {
            return None;
        }
        let l = k.checked_sub(1).and_then(binary_op);
        let r = binary_op(k + 1);
        let (lp, rp) = (
            l.map_or(0, |j| prec(self.t(j))),
            r.map_or(0, |j| prec(self.t(j))),
        );
        let class = |op: &str| {
            if matches!(op, "+" | "-") {
                EditClass::Boundary
            } else {
                EditClass::Literal
            }
        };
        // `x OP lit`: the literal is the whole right operand when what follows binds no tighter.
        if let Some(l) = l {
            let op = self.t(l);
            let identity =
                (v == 0 && matches!(op, "+" | "-")) || (v == 1 && matches!(op, "*" | "/" | "//"));
            if identity && rp <= lp && rp != 6 && self.gap_is_blank(l - 1, k) {
                let (s, e) = (self.toks[l - 1].end, self.toks[k].end);
                let removed = self.src.get(self.toks[l].start..e)?;
                let mut c = self.cand(
                    s,
                    e,
                    String::new(),
                    Operator::Constant,
                    format!("remove `{}`", compact(removed, 30)),
                );
                c.class = class(op);
                return Some(c);
            }
        }
        // `lit OP x`: the literal is the whole left operand when what precedes binds looser.
        if let Some(r) = r {
            let op = self.t(r);
            let identity = (v == 0 && op == "+") || (v == 1 && op == "*");
            if identity && lp < rp && self.next(r).is_some() && self.gap_is_blank(k, r + 1) {
                let (s, e) = (self.toks[k].start, self.toks[r + 1].start);
                let removed = self.src.get(s..self.toks[r].end)?;
                let mut c = self.cand(
                    s,
                    e,
                    String::new(),
                    Operator::Constant,
                    format!("remove `{}`", compact(removed, 30)),
                );
                c.class = class(op);
                return Some(c);
            }
        }
        None
    }
}
