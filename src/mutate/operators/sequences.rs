//! Edits of how a sequence is walked, Python: a comprehension that keeps every item where
//! the empty ones were meant to go (`[w for w in words]` -> `[w for w in words if w]`,
//! `AddGuard`), and a list built back to front (digits appended least significant first) that is
//! joined or returned as it is (`"".join(digits)` -> `"".join(reversed(digits))`, `return out`
//! -> `return out[::-1]`, `AddCall`).

use super::add_code::Facts;
use super::structure::Analysis;
use super::{Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// `[x for x in xs]` without a condition -> `[x for x in xs if x]`, at token `i` (the
    /// `for`). Only a single loop name, and only when the comprehension has no `if` or nested
    /// `for` of its own.
    pub(super) fn comprehension_filter(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_kw(i, "for") {
            return;
        }
        let Some(o) = self.parent[i] else { return };
        let Some(c) = self.pair[o] else { return };
        if !matches!(self.t(o), "[" | "(" | "{")
            || self.kind(i + 1) != Some(TokenKind::Ident)
            || !self.is_kw(i + 2, "in")
            || i + 3 >= c
        {
            return;
        }
        let own = |k: usize| self.parent[k] == Some(o);
        if (o + 1..c).any(|k| own(k) && k != i && (self.is_kw(k, "if") || self.is_kw(k, "for"))) {
            return;
        }
        // A generator passed with other arguments (`f(x for x in xs, key)`) is not alone.
        if (i + 3..c).any(|k| own(k) && self.is_punct(k, ",")) {
            return;
        }
        let name = self.t(i + 1);
        let last = self.toks[c - 1];
        let tail = self.t(c - 1);
        out.push(self.cand(
            last.start,
            last.end,
            format!("{tail} if {name}"),
            Operator::AddGuard,
            format!("keep only the items that are set: add `if {name}` to the comprehension"),
        ));
    }

    /// A collection the function builds, joined or returned as it is -> reversed, at token `i`
    /// (its name): the sole argument of `.join(...)`, or `return name` alone on its line.
    pub(super) fn reversed_sequence(&self, i: usize, facts: &Facts<'s>, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python
            || self.kind(i) != Some(TokenKind::Ident)
            || !facts.is_collection(self.t(i))
        {
            return;
        }
        let name = self.t(i);
        let tok = self.toks[i];
        let joined = i >= 3
            && self.is_punct(i - 1, "(")
            && self.t(i - 2) == "join"
            && self.is_punct(i - 3, ".")
            && self.is_punct(i + 1, ")");
        let returned = i >= 1
            && self.is_kw(i - 1, "return")
            && self.first_on_line(i - 1)
            && self.last_on_line(i);
        if joined {
            out.push(self.cand(
                tok.start,
                tok.end,
                format!("reversed({name})"),
                Operator::AddCall,
                format!("join `{name}` reversed: replace `{name}` with `reversed({name})`"),
            ));
        } else if returned {
            out.push(self.cand(
                tok.start,
                tok.end,
                format!("{name}[::-1]"),
                Operator::AddCall,
                format!("return `{name}` reversed: replace `{name}` with `{name}[::-1]`"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::mutate::{apply, generate, Lang, MutationBudget, Operator};

    fn has(src: &str, line: u32, op: Operator, want: &str) -> bool {
        generate(src, Lang::Python, &[line], &MutationBudget::default())
            .iter()
            .any(|m| m.operator == op && apply(src, m).contains(want))
    }

    #[test]
    fn a_comprehension_gets_the_filter_it_lacks() {
        let py = "def words(text):\n    stripped = (w.strip('.') for w in text.split())\n    return [w for w in stripped]\n";
        assert!(has(
            py,
            3,
            Operator::AddGuard,
            "return [w for w in stripped if w]"
        ));
        assert!(has(
            py,
            2,
            Operator::AddGuard,
            "for w in text.split() if w)"
        ));
        // One already filtered, a nested loop, or a tuple target: left alone.
        let py = "def f(xs, ys):\n    a = [x for x in xs if x > 0]\n    b = [x for x in xs for y in ys]\n    c = [k for k, v in xs]\n    return a, b, c\n";
        for line in 2..=4 {
            assert!(
                !generate(py, Lang::Python, &[line], &MutationBudget::default())
                    .iter()
                    .any(|m| m.operator == Operator::AddGuard && m.replacement.contains(" if ")),
                "line {line}"
            );
        }
    }

    #[test]
    fn a_list_built_back_to_front_is_reversed() {
        let py = "def to_base(n, base):\n    digits = []\n    while n > 0:\n        n, r = divmod(n, base)\n        digits.append(str(r))\n    return \"\".join(digits)\n\n\ndef rev(xs):\n    out = []\n    for x in xs:\n        out.append(x)\n    return out\n";
        assert!(has(
            py,
            6,
            Operator::AddCall,
            "return \"\".join(reversed(digits))"
        ));
        assert!(has(py, 13, Operator::AddCall, "    return out[::-1]\n"));
        // Not a collection the file builds: nothing.
        let py = "def f(text):\n    return \",\".join(text)\n";
        assert!(!has(py, 2, Operator::AddCall, "reversed"));
    }
}
