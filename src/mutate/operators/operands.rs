//! Operands in the wrong place and values that should have been a parameter:
//!
//! - the operands of a non-commutative operator swapped (`self.issued_at - now` ->
//!   `now - self.issued_at`, `total / count` -> `count / total`), for simple operands only and
//!   never with a number (`j - 1` -> `1 - j` is no slip anyone makes);
//! - a literal returned where the function's parameter with that default was meant
//!   (`return False` -> `return default`).
//!
//! And, for the fix candidates, the edit that leaves a local variable computed but never read
//! (`for a in collected` -> `for a in groups`: the lines that build `collected` become dead code),
//! which `analyze::mbfl::fixes` turns into a concern.

use super::structure::Analysis;
use super::{Cand, Mutant, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// Methods that change their receiver: a call of one on a name writes it, it does not read it.
const MUTATORS: &[&str] = &[
    "append",
    "extend",
    "add",
    "update",
    "insert",
    "push",
    "unshift",
    "setdefault",
    "discard",
    "clear",
    "sort",
    "reverse",
];

impl<'s> Analysis<'s> {
    /// The first token of the dotted name or number that ends at `end` (`self.a.b`, `now`, `2`),
    /// or `None` when it is not one.
    fn simple_operand_start(&self, end: usize) -> Option<usize> {
        match self.kind(end) {
            Some(TokenKind::Number) => return Some(end),
            Some(TokenKind::Ident) => {}
            _ => return None,
        }
        let mut s = end;
        while s >= 2 && self.is_punct(s - 1, ".") && self.kind(s - 2) == Some(TokenKind::Ident) {
            s -= 2;
        }
        Some(s)
    }

    /// The last token of the dotted name or number that starts at `start`.
    fn simple_operand_end(&self, start: usize) -> Option<usize> {
        match self.kind(start) {
            Some(TokenKind::Number) => return Some(start),
            Some(TokenKind::Ident) => {}
            _ => return None,
        }
        let mut e = start;
        while self.is_punct(e + 1, ".") && self.kind(e + 2) == Some(TokenKind::Ident) {
            e += 2;
        }
        // A call or an index continues the operand: not simple.
        if self.is_punct(e + 1, "(") || self.is_punct(e + 1, "[") {
            return None;
        }
        Some(e)
    }

    /// `a - b` -> `b - a` (also `/`, `//`, `%`) when both operands are simple and nothing of a
    /// higher or equal precedence binds them on either side.
    pub(super) fn swap_operands(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Operator)
            || !matches!(self.t(i), "-" | "/" | "//" | "%")
            || !self.is_binary(i)
            || i == 0
        {
            return;
        }
        let (Some(ls), Some(re)) = (
            self.simple_operand_start(i - 1),
            self.simple_operand_end(i + 1),
        ) else {
            return;
        };
        if self.line(ls) != self.line(re) {
            return;
        }
        let loose_before = ls == 0
            || match self.kind(ls - 1) {
                Some(TokenKind::Punct) => matches!(self.t(ls - 1), "(" | "[" | "," | ":" | "{"),
                Some(TokenKind::Operator) => matches!(
                    self.t(ls - 1),
                    "=" | "=="
                        | "!="
                        | "<"
                        | "<="
                        | ">"
                        | ">="
                        | "==="
                        | "!=="
                        | "+="
                        | "-="
                        | "&&"
                        | "||"
                        | "=>"
                        | "+"
                ),
                Some(TokenKind::Keyword) => matches!(
                    self.t(ls - 1),
                    "return"
                        | "if"
                        | "elif"
                        | "while"
                        | "and"
                        | "or"
                        | "not"
                        | "in"
                        | "else"
                        | "yield"
                        | "let"
                ),
                _ => self.line(ls - 1) != self.line(ls),
            };
        let loose_after = match self.kind(re + 1) {
            None => true,
            Some(TokenKind::Punct) => matches!(self.t(re + 1), ")" | "]" | "," | ":" | ";" | "}"),
            Some(TokenKind::Operator) => {
                matches!(
                    self.t(re + 1),
                    "==" | "!=" | "<" | "<=" | ">" | ">=" | "===" | "!==" | "&&" | "||" | "+" | "-"
                ) && !(self.t(i) != "-" && matches!(self.t(re + 1), "+" | "-"))
            }
            Some(TokenKind::Keyword) => {
                matches!(self.t(re + 1), "and" | "or" | "if" | "else" | "for")
            }
            _ => self.line(re + 1) != self.line(re),
        };
        // `a - b + c`: only the first difference of a chain of `+`/`-` is swapped, and `x + a - b`
        // is left alone (its `a` belongs to `x + a`).
        let chained_before = ls > 0 && self.is_op(ls - 1, "+") && self.t(i) == "-";
        let (left, right) = (self.range_text(ls, i - 1), self.range_text(i + 1, re));
        if !loose_before
            || !loose_after
            || chained_before
            || left == right
            || self.kind(ls) == Some(TokenKind::Number)
            || self.kind(re) == Some(TokenKind::Number)
        {
            return;
        }
        if let Some(c) = self.swap_ranges(
            (ls, i - 1),
            (i + 1, re),
            Operator::SwapArguments,
            "operands",
        ) {
            out.push(c);
        }
    }

    /// Rust: the value a function gives back, the other way (`Ok(())` -> `Err(())` where the
    /// file returns `Result<(), ()>`, `Some(x)` -> `None`), at token `i` (`Ok`/`Err`/`Some`) of
    /// a `return` or of a block's tail expression: the branch answering wrongly that it
    /// succeeded or found something.
    pub(super) fn rust_result_flip(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Rust || !self.is_punct(i + 1, "(") {
            return;
        }
        let Some(close) = self.pair[i + 1] else {
            return;
        };
        let returned = self.is_kw(i.wrapping_sub(1), "return")
            || (self.first_on_line(i) && self.is_punct(close + 1, "}"));
        if !returned {
            return;
        }
        let (s, e) = (self.toks[i].start, self.toks[close].end);
        let unit = close == i + 4 && self.t(i + 2) == "(" && self.t(i + 3) == ")";
        let to = match self.t(i) {
            "Ok" | "Err" if unit && self.src.contains("Result<(), ()>") => {
                if self.t(i) == "Ok" {
                    "Err(())"
                } else {
                    "Ok(())"
                }
            }
            "Some" => "None",
            _ => return,
        };
        out.push(self.cand(
            s,
            e,
            to.into(),
            Operator::BooleanLiteral,
            format!("give back `{to}` instead of `{}`", &self.src[s..e]),
        ));
    }

    /// `return False` -> `return default` in a function with a parameter whose default is a
    /// literal of the same kind (or is named `default`/`fallback`).
    pub(super) fn return_default(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_kw(i, "return") {
            return;
        }
        let v = i + 1;
        let literal = matches!(self.kind(v), Some(TokenKind::Number | TokenKind::Str))
            || matches!(
                self.t(v),
                "True" | "False" | "None" | "true" | "false" | "null" | "undefined"
            );
        let ends = self.line(v + 1) != self.line(v) || self.is_punct(v + 1, ";");
        if !literal || !ends {
            return;
        }
        let Some((open, close)) = self.parameter_list(i) else {
            return;
        };
        let kind_of = |k: usize| match self.t(k) {
            "True" | "False" | "true" | "false" => "bool",
            "None" | "null" | "undefined" => "none",
            _ => match self.kind(k) {
                Some(TokenKind::Number) => "number",
                Some(TokenKind::Str) => "text",
                _ => "other",
            },
        };
        let want = kind_of(v);
        let mut names = Vec::new();
        for k in open + 1..close {
            if self.kind(k) != Some(TokenKind::Ident) || self.parent[k] != Some(open) {
                continue;
            }
            let named = matches!(self.t(k), "default" | "fallback" | "otherwise");
            let defaulted = self.is_op(k + 1, "=")
                && (kind_of(k + 2) == want || (want == "none" && kind_of(k + 2) != "other"));
            if (named || defaulted) && self.t(k) != self.t(v) && !names.contains(&self.t(k)) {
                names.push(self.t(k));
            }
        }
        let mut names: Vec<String> = names.into_iter().take(2).map(str::to_string).collect();
        // In a method: the object's own default (`return None` -> `return self.default`), a
        // field named for it that the file reads or sets.
        let receiver = match self.lang {
            Lang::Python => "self",
            _ => "this",
        };
        let in_method = match self.lang {
            Lang::Python => self.t(open + 1) == "self",
            _ => self.in_js_class_body(i),
        };
        if in_method {
            for k in 0..self.toks.len().saturating_sub(2) {
                let field = self.t(k + 2);
                let named = ["default", "fallback"].iter().any(|w| field.contains(w));
                let attr = format!("{receiver}.{field}");
                if self.t(k) == receiver
                    && self.is_punct(k + 1, ".")
                    && self.kind(k + 2) == Some(TokenKind::Ident)
                    && !self.is_punct(k + 3, "(")
                    && named
                    && !names.contains(&attr)
                    && names.len() < 3
                {
                    names.push(attr);
                }
            }
        }
        // In an exception handler, a value that could not be processed is often meant to pass
        // through unchanged: `except ValueError: return ''` -> `return value`.
        if self.in_handler(i) {
            for n in self.plain_parameters(i).into_iter().take(2) {
                if n != self.t(v) && !names.iter().any(|x| x == n) {
                    names.push(n.to_string());
                }
            }
        }
        let t = self.toks[v];
        for n in names {
            out.push(self.cand(
                t.start,
                t.end,
                n.to_string(),
                Operator::IdentifierReplace,
                if n.contains('.') {
                    format!(
                        "return `{n}` (the object's own default) instead of `{}`",
                        self.t(v)
                    )
                } else {
                    format!("return the parameter `{n}` instead of `{}`", self.t(v))
                },
            ));
        }
    }

    /// Whether token `i` is inside the body of a JavaScript `class` (in one of its methods): one
    /// of the braces around it is the one that opens `class Name [extends Base] {`.
    fn in_js_class_body(&self, i: usize) -> bool {
        let mut at = self.parent[i];
        while let Some(open) = at {
            if self.t(open) == "{"
                && (open.saturating_sub(8)..open)
                    .rev()
                    .find(|&k| self.t(k) == "class" && self.kind(k) == Some(TokenKind::Keyword))
                    .is_some_and(|c| (c + 1..open).find(|&j| self.is_punct(j, "{")).is_none())
            {
                return true;
            }
            at = self.parent[open];
        }
        false
    }

    /// Whether token `i` is in the body of an `except` (Python) or `catch` (JavaScript) block.
    fn in_handler(&self, i: usize) -> bool {
        match self.lang {
            Lang::Python => {
                let own = self.indent(i);
                let Some(line) = self.first_token_on_line(self.line(i)) else {
                    return false;
                };
                // The header of the block: the first line above with less indentation (the
                // `except ...:` line itself when the body shares its line).
                if self.t(line) == "except" {
                    return true;
                }
                (0..line)
                    .rev()
                    .filter(|&k| self.first_on_line(k))
                    .find(|&k| self.indent(k) < own)
                    .is_some_and(|k| self.t(k) == "except")
            }
            Lang::JavaScript => self.parent[i].is_some_and(|open| {
                self.t(open) == "{"
                    && (self.t(open.wrapping_sub(1)) == "catch"
                        || (self.is_punct(open.wrapping_sub(1), ")")
                            && self.pair[open - 1]
                                .is_some_and(|o| self.t(o.wrapping_sub(1)) == "catch")))
            }),
            _ => false,
        }
    }

    /// The reads of `name` in the function around token `at` (not assignments, not calls of a
    /// method that changes it), and the lines that write it.
    fn reads_and_writes(&self, name: &str, at: usize) -> (usize, Vec<u32>) {
        let (lo, hi) = self.scope_of(at);
        let mut reads = 0;
        let mut writes = Vec::new();
        for k in lo..hi {
            if self.t(k) != name
                || self.kind(k) != Some(TokenKind::Ident)
                || matches!(self.prev_t(k), "." | "::")
            {
                continue;
            }
            let mutated = self.is_punct(k + 1, ".")
                && MUTATORS.contains(&self.t(k + 2))
                && self.is_punct(k + 3, "(");
            let assigned = self.is_op(k + 1, "=") || self.is_binding(k);
            if mutated || assigned {
                if !writes.contains(&self.line(k)) {
                    writes.push(self.line(k));
                }
            } else {
                reads += 1;
            }
        }
        (reads, writes)
    }
}

/// After `m` (a variable replaced by another), the local variable it stopped reading when the
/// function no longer reads it anywhere although it still computes it: the name and the lines
/// that write it. `None` for any other edit.
pub fn orphaned_by(source: &str, lang: Lang, m: &Mutant) -> Option<(String, Vec<u32>)> {
    if m.operator != Operator::IdentifierReplace
        || !m.original.chars().all(|c| c.is_alphanumeric() || c == '_')
        || m.original.is_empty()
    {
        return None;
    }
    let before = Analysis::new(source, lang);
    let before_at = before.toks.iter().position(|t| t.start == m.start_byte)?;
    if matches!(before.prev_t(before_at), "." | "::") || before.is_punct(before_at + 1, ".") {
        return None;
    }
    let (reads_before, writes) = before.reads_and_writes(&m.original, before_at);
    if reads_before == 0 || writes.is_empty() {
        return None;
    }
    let after_src = super::try_apply(source, m)?;
    let after = Analysis::new(&after_src, lang);
    let at = after.toks.iter().position(|t| t.start == m.start_byte)?;
    let (reads_after, _) = after.reads_and_writes(&m.original, at);
    // An edit that starts reading a name nothing read before (`out.append(key)` ->
    // `out.append(value)` in `for key, value in ...`) trades one unread name for another: the
    // wrong-variable fix itself, not dead code.
    let (new_reads_before, _) = before.reads_and_writes(&m.replacement, before_at);
    (reads_after == 0 && new_reads_before > 0).then(|| (m.original.clone(), writes))
}

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use super::orphaned_by;
    use crate::mutate::{generate, Lang, MutationBudget, Operator};

    #[test]
    fn operands_of_a_difference_trade_places_when_nothing_binds_them() {
        let py = "class E:\n    def age(self, now):\n        return self.issued_at - now\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::SwapArguments,
            "return now - self.issued_at"
        ));
        let py = "def f(a, b, c):\n    x = a * b - c\n    y = (a - b) * c\n    return x + a - b\n";
        assert!(mutated(py, Lang::Python, 2, Operator::SwapArguments).is_empty());
        assert!(mutated(py, Lang::Python, 4, Operator::SwapArguments).is_empty());
        assert!(mutated(py, Lang::Python, 3, Operator::SwapArguments)
            .iter()
            .any(|s| s.contains("(b - a) * c")));
        let js = "function ratio(done, total) {\n  return done / total;\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::SwapArguments,
            "return total / done;"
        ));
    }

    #[test]
    fn a_returned_literal_becomes_the_parameter_with_that_default() {
        let py = "def parse_bool(name, default=True):\n    raw = get(name)\n    if raw is None:\n        return False\n    return raw in ('1', 'yes')\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::IdentifierReplace,
            "return default\n"
        ));
        let py =
            "def count(xs, start=0):\n    if not xs:\n        return True\n    return len(xs)\n";
        assert!(!has(
            py,
            Lang::Python,
            3,
            Operator::IdentifierReplace,
            "return start"
        ));
    }

    #[test]
    fn a_method_returns_the_objects_default() {
        let py = "class TakeFirst:\n    def __init__(self, default=None):\n        self.default = default\n\n    def __call__(self, values):\n        for v in values:\n            return v\n        return None\n\ndef f(values):\n    return None\n";
        assert!(has(
            py,
            Lang::Python,
            8,
            Operator::IdentifierReplace,
            "        return self.default\n"
        ));
        // Not in a plain function.
        assert!(!has(
            py,
            Lang::Python,
            11,
            Operator::IdentifierReplace,
            "self.default"
        ));

        // JavaScript: in a class's method, not in a function that follows the class.
        let js = "class TakeFirst {\n  constructor(opts = {}) {\n    this.defaultValue = opts.defaultValue;\n  }\n  pick(values) {\n    for (const v of values) return v;\n    return null;\n  }\n}\nfunction first(values) {\n  return null;\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            7,
            Operator::IdentifierReplace,
            "    return this.defaultValue;\n"
        ));
        assert!(!has(
            js,
            Lang::JavaScript,
            11,
            Operator::IdentifierReplace,
            "this.defaultValue"
        ));
    }

    #[test]
    fn a_handler_hands_the_input_back() {
        let js = "function safeDecode(value) {\n  try {\n    return decodeURIComponent(value);\n  } catch (err) {\n    if (err instanceof URIError) return '';\n    throw err;\n  }\n}\nfunction f(value) {\n  if (!value) return '';\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            5,
            Operator::IdentifierReplace,
            "return value;"
        ));
        // Outside a handler, a literal is not the input.
        assert!(!has(
            js,
            Lang::JavaScript,
            10,
            Operator::IdentifierReplace,
            "return value;"
        ));
        let py = "def to_int(self, text, base):\n    try:\n        return int(text, base)\n    except ValueError:\n        return None\n    return 0\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::IdentifierReplace,
            "        return text\n"
        ));
        assert!(!has(
            py,
            Lang::Python,
            5,
            Operator::IdentifierReplace,
            "return self"
        ));
        assert!(!has(
            py,
            Lang::Python,
            6,
            Operator::IdentifierReplace,
            "return text"
        ));
    }

    #[test]
    fn an_edit_that_stops_reading_a_computed_local_is_found() {
        let py = "def merge(*groups):\n    collected = []\n    for group in groups:\n        collected.append(group)\n    out = []\n    for a in collected:\n        out.append(a)\n    return out\n";
        let ms = generate(py, Lang::Python, &[6], &MutationBudget::default());
        let m = ms
            .iter()
            .find(|m| m.operator == Operator::IdentifierReplace && m.replacement == "groups")
            .expect("collected -> groups");
        assert_eq!(
            orphaned_by(py, Lang::Python, m),
            Some(("collected".to_string(), vec![2, 4]))
        );
        // `for key, value in ...: out.append(key)` -> `value`: the unread `value` is read now.
        let py = "def values(d):\n    out = []\n    for key, value in d.items():\n        out.append(key)\n    return out\n";
        let ms = generate(py, Lang::Python, &[4], &MutationBudget::default());
        let keep = ms
            .iter()
            .find(|m| m.operator == Operator::IdentifierReplace && m.replacement == "value")
            .expect("key -> value");
        assert_eq!(orphaned_by(py, Lang::Python, keep), None, "{keep:?}");
    }

    #[test]
    fn a_rust_answer_is_given_back_the_other_way() {
        // shlex: an unterminated quote was reported as parsed; indoc: a blank line got an indent.
        let rs = "fn quoted(s: &[u8]) -> Result<(), ()> {\n    for c in s {\n        if *c == b'\"' {\n            return Ok(());\n        }\n    }\n    Ok(())\n}\nfn indent(line: &str) -> Option<usize> {\n    Some(line.len())\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            7,
            Operator::BooleanLiteral,
            "    Err(())\n}"
        ));
        assert!(has(
            rs,
            Lang::Rust,
            4,
            Operator::BooleanLiteral,
            "return Err(());"
        ));
        assert!(has(
            rs,
            Lang::Rust,
            10,
            Operator::BooleanLiteral,
            "    None\n}"
        ));
        // Not a returned value: `let x = Some(1);` stays.
        let rs = "fn f() -> usize {\n    let x = Some(1);\n    x.unwrap()\n}\n";
        assert!(!has(rs, Lang::Rust, 2, Operator::BooleanLiteral, "None"));
    }
}
