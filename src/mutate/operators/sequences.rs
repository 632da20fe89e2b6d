//! Edits of how a sequence is walked, Python: a comprehension that keeps every item where
//! the empty ones were meant to go (`[w for w in words]` -> `[w for w in words if w]`,
//! `AddGuard`), and a list built back to front (digits appended least significant first) that is
//! joined or returned as it is (`"".join(digits)` -> `"".join(reversed(digits))`, `return out`
//! -> `return out[::-1]`, `AddCall`); and (every language) the last item a loop collects but
//! only flushes when the next one starts (`out.push_str(&format!("{run}{current}"))` in the
//! loop's `else`), returned without the final flush: the loop's own flush statement is added
//! again between the loop and the `return` (`AddJump`'s family of added statements, class
//! `AddedGuard`).
//! And a slice that drops one end of a sequence where both were meant (a quoted value unquoted
//! as `v[1:]` for `v[1:-1]`; JavaScript `.slice(1)` for `.slice(1, -1)`, `BoundOffset`).

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

/// Calls that add to a collection or a buffer.
const COLLECTING: &[&str] = &["append", "push", "push_str", "extend", "write", "add"];

impl<'s> Analysis<'s> {
    /// The flush a loop forgets for its last item (see the module header): at `line`, a
    /// `return name` (or Rust's tail `name`) right after a loop whose body adds to `name` with
    /// a call statement, that statement is added before the return.
    pub(super) fn add_final_flush(&self, line: u32, out: &mut Vec<Cand>) {
        let Some(f) = self.first_token_on_line(line) else {
            return;
        };
        let (name_at, indent_of) = match self.lang {
            Lang::Python | Lang::JavaScript if self.is_kw(f, "return") => (f + 1, f),
            Lang::Rust if self.kind(f) == Some(TokenKind::Ident) && self.is_punct(f + 1, "}") => {
                (f, f)
            }
            _ => return,
        };
        if self.kind(name_at) != Some(TokenKind::Ident) || self.line(name_at) != line {
            return;
        }
        let name = self.t(name_at);
        // The loop right before the return.
        let (start, end) = if self.lang == Lang::Python {
            let indent = self.indent(f);
            let Some(prev) = (0..f)
                .rev()
                .find(|&k| self.first_on_line(k) && self.indent(k) <= indent)
            else {
                return;
            };
            if self.indent(prev) != indent || !matches!(self.t(prev), "for" | "while") {
                return;
            }
            (prev, f)
        } else {
            let Some(close) = f.checked_sub(1) else {
                return;
            };
            let Some(open) = self.pair[close].filter(|_| self.is_punct(close, "}")) else {
                return;
            };
            let Some(head) = self.first_token_on_line(self.line(open)) else {
                return;
            };
            if !matches!(self.t(head), "for" | "while" | "loop") {
                return;
            }
            (head, close)
        };
        // The loop body's statements that add to `name`, first one first (at most two).
        let mut flushes: Vec<String> = Vec::new();
        for k in start + 1..end {
            if self.t(k) != name
                || !self.first_on_line(k)
                || !self.is_punct(k + 1, ".")
                || !COLLECTING.contains(&self.t(k + 2))
                || !self.is_punct(k + 3, "(")
            {
                continue;
            }
            let Some(c) = self.pair[k + 3] else { continue };
            let last = if self.is_punct(c + 1, ";") { c + 1 } else { c };
            if !self.last_on_line(last) {
                continue;
            }
            let text = self.range_text(k, last).to_string();
            if text.contains('\n') {
                continue;
            }
            // The remainder itself when the loop adds a piece of it (`lines.append(text[:cut])`
            // -> `lines.append(text)`): what is left after the loop is the last piece.
            let arg = k + 4;
            let remainder = (self.kind(arg) == Some(TokenKind::Ident)
                && matches!(self.t(arg + 1), "[" | ".")
                && self.pair[k + 3].is_some_and(|c| c > arg + 1))
            .then(|| {
                format!(
                    "{}{}{}",
                    self.range_text(k, k + 3),
                    self.t(arg),
                    self.range_text(c, last)
                )
            });
            for t in std::iter::once(text).chain(remainder) {
                if !flushes.contains(&t) {
                    flushes.push(t);
                }
            }
            if flushes.len() >= 2 {
                break;
            }
        }
        let Some(indent) = self.indent_text(indent_of) else {
            return;
        };
        let t = self.toks[f];
        let head = self.t(f);
        for flush in flushes {
            out.push(self.cand(
                t.start,
                t.end,
                format!("{flush}\n{indent}{head}"),
                Operator::AddJump,
                format!("flush the last item after the loop: add `{flush}` before line {line}"),
            ));
        }
    }

    /// `x[1:]` or `x[:-1]` -> `x[1:-1]` (Python), `.slice(1)` or `.slice(0, -1)` ->
    /// `.slice(1, -1)` (JavaScript), at token `i` (the `[` or the `slice`): the first and last
    /// character both dropped (quotes, brackets) where the code drops one.
    pub(super) fn slice_both_ends(&self, i: usize, out: &mut Vec<Cand>) {
        let texts = |a: usize, b: usize| -> Vec<&str> { (a..b).map(|k| self.t(k)).collect() };
        match self.lang {
            Lang::Python if self.is_punct(i, "[") && i > 0 && self.is_operand_end(i - 1) => {
                let Some(c) = self.pair[i] else { return };
                let inner = texts(i + 1, c);
                if matches!(inner.as_slice(), ["1", ":"] | [":", "-", "1"]) {
                    let (s, e) = (self.toks[i].start, self.toks[c].end);
                    out.push(self.cand(
                        s,
                        e,
                        "[1:-1]".into(),
                        Operator::BoundOffset,
                        format!("drop both ends (`{}` to `[1:-1]`)", &self.src[s..e]),
                    ));
                }
            }
            Lang::JavaScript
                if self.t(i) == "slice"
                    && self.is_punct(i.wrapping_sub(1), ".")
                    && self.is_punct(i + 1, "(") =>
            {
                let Some(c) = self.pair[i + 1] else { return };
                let inner = texts(i + 2, c);
                if matches!(inner.as_slice(), ["1"] | ["0", ",", "-", "1"]) {
                    let (s, e) = (self.toks[i + 1].start, self.toks[c].end);
                    out.push(self.cand(
                        s,
                        e,
                        "(1, -1)".into(),
                        Operator::BoundOffset,
                        format!(
                            "drop both ends (`slice{}` to `slice(1, -1)`)",
                            &self.src[s..e]
                        ),
                    ));
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{generate, Lang, MutationBudget, Operator};

    #[test]
    fn a_comprehension_gets_the_filter_it_lacks() {
        let py = "def words(text):\n    stripped = (w.strip('.') for w in text.split())\n    return [w for w in stripped]\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::AddGuard,
            "return [w for w in stripped if w]"
        ));
        assert!(has(
            py,
            Lang::Python,
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
            Lang::Python,
            6,
            Operator::AddCall,
            "return \"\".join(reversed(digits))"
        ));
        assert!(has(
            py,
            Lang::Python,
            13,
            Operator::AddCall,
            "    return out[::-1]\n"
        ));
        // Not a collection the file builds: nothing.
        let py = "def f(text):\n    return \",\".join(text)\n";
        assert!(!has(py, Lang::Python, 2, Operator::AddCall, "reversed"));
    }

    #[test]
    fn the_last_item_a_loop_collects_is_flushed() {
        let rs = "pub fn encode(input: &str) -> String {\n    let mut out = String::new();\n    let mut run = 0;\n    for c in input.chars() {\n        if c == 'a' {\n            run += 1;\n        } else {\n            out.push_str(&format!(\"{run}\"));\n            run = 1;\n        }\n    }\n    out\n}\n";
        let got = mutated(rs, Lang::Rust, 12, Operator::AddJump);
        assert_eq!(got.len(), 1, "{got:#?}");
        assert!(
            got[0].contains("    }\n    out.push_str(&format!(\"{run}\"));\n    out\n}"),
            "{}",
            got[0]
        );
        let py = "def wrap(text, width):\n    lines = []\n    while len(text) > width:\n        lines.append(text[:width])\n        text = text[width:]\n    return lines\n";
        assert!(has(
            py,
            Lang::Python,
            6,
            Operator::AddJump,
            "        text = text[width:]\n    lines.append(text[:width])\n    return lines\n"
        ));
        // No loop right before the return: nothing.
        let py = "def f(xs):\n    out = []\n    for x in xs:\n        out.append(x)\n    out.sort()\n    return out\n";
        assert!(!has(py, Lang::Python, 6, Operator::AddJump, "append"));
    }

    #[test]
    fn a_slice_drops_both_ends_where_it_drops_one() {
        // python-decouple's `RepositoryEnv`: a quoted value kept its closing quote.
        let py =
            "def unquote(v):\n    if v[0] == v[-1] == '\"':\n        v = v[1:]\n    return v\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::BoundOffset,
            "v = v[1:-1]\n"
        ));
        let js = "function unquote(v) {\n  return v.slice(0, -1);\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::BoundOffset,
            "v.slice(1, -1);"
        ));
        let py = "def rest(v):\n    return v[2:]\n";
        assert!(!has(py, Lang::Python, 2, Operator::BoundOffset, "[1:-1]"));
    }
}
