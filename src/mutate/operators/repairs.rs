//! Repairs of idioms that go wrong in real code, each a one-line fix no token swap reaches:
//! - an `except` that catches everything narrowed to what the `try` body raises
//!   (`except Exception:` -> `except FileNotFoundError:`; Python, `ExceptBroaden`'s family);
//! - a mutable default argument stored as it is, copied (`self.headers = headers` ->
//!   `self.headers = dict(headers)` when `headers={}`; Python, `AddCall`);
//! - a function that returns values elsewhere but falls off its end after binding one
//!   (`value, expires = entry ... self._entries.move_to_end(key)` + `return value`; Python,
//!   `AddReturn`);
//! - a value whose sign was just tested used without `abs` (`let sign = if m < 0 {..}; let
//!   total = m;` -> `m.abs()`; Rust, Python, JavaScript, `AddCall`);
//! - Python pitfalls with a known correct spelling: a truthiness test where absence was meant
//!   (`if not value:` -> `if value is None:`), `int(x * 100)` truncating where `round` was meant,
//!   `s.lstrip(prefix)` stripping characters where `removeprefix` was meant, and a timedelta's
//!   `.seconds` (the seconds part) where `.total_seconds()` was meant.

use super::structure::Analysis;
use super::{Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// At most this many exception types per narrowed `except`.
const MAX_NARROW: usize = 4;
/// At most this many names per added `return`.
const MAX_RETURNS: usize = 3;

impl<'s> Analysis<'s> {
    /// The Python function (as `[def, end)`) that contains token `i`, innermost.
    fn py_function_of(&self, i: usize) -> Option<(usize, usize)> {
        self.py_defs
            .iter()
            .filter(|&&(d, end)| d < i && i < end)
            .max_by_key(|&&(d, _)| d)
            .copied()
    }

    /// `except Exception:`, `except BaseException:`, bare `except:` -> the exception types the
    /// `try` body plausibly raises, and the exception types the file names elsewhere.
    pub(super) fn except_narrow(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_kw(i, "except") && self.t(i) != "except" {
            return;
        }
        let broad = match self.t(i + 1) {
            ":" => None,
            "Exception" | "BaseException" if matches!(self.t(i + 2), ":" | "as") => Some(i + 1),
            _ => return,
        };
        // The `try` this clause belongs to: the nearest one before it at the same indentation.
        let indent = self.indent(i);
        let Some(t) = (0..i)
            .rev()
            .find(|&k| self.t(k) == "try" && self.first_on_line(k) && self.indent(k) == indent)
        else {
            return;
        };
        let body = t + 1..i;
        let calls = |name: &str| {
            body.clone()
                .any(|k| self.t(k) == name && self.is_punct(k + 1, "("))
        };
        let mut types: Vec<&str> = Vec::new();
        if calls("open") {
            types.extend(["FileNotFoundError", "OSError"]);
        }
        if calls("int") || calls("float") || calls("loads") || calls("load") || calls("index") {
            types.push("ValueError");
        }
        if body
            .clone()
            .any(|k| self.is_punct(k, "[") && self.is_operand_end(k - 1))
        {
            types.extend(["KeyError", "IndexError"]);
        }
        if calls("getattr") {
            types.push("AttributeError");
        }
        if calls("next") {
            types.push("StopIteration");
        }
        // Exception types the file catches or raises elsewhere (`except json.JSONDecodeError`).
        for k in 0..self.toks.len() {
            if (self.t(k) == "except" || self.t(k) == "raise") && k != i {
                let mut j = k + 1;
                while self.is_punct(j + 1, ".") && self.kind(j + 2) == Some(TokenKind::Ident) {
                    j += 2;
                }
                let name = self.t(j);
                if (name.ends_with("Error") || name.ends_with("Exception"))
                    && name != "Exception"
                    && self.line(j) == self.line(k)
                {
                    let text = self.range_text(k + 1, j);
                    if !types.contains(&text) {
                        types.push(text);
                    }
                }
            }
        }
        types.dedup();
        let (start, end, what) = match broad {
            Some(b) => (self.toks[b].start, self.toks[b].end, self.t(b)),
            None => (self.toks[i].start, self.toks[i].end, "everything"),
        };
        for ty in types.into_iter().take(MAX_NARROW) {
            let to = match broad {
                Some(_) => ty.to_string(),
                None => format!("except {ty}"),
            };
            out.push(self.cand(
                start,
                end,
                to,
                Operator::ExceptBroaden,
                format!("catch `{ty}` instead of `{what}`"),
            ));
        }
    }

    /// `self.x = p` / `x = p` where `p` is a parameter defaulting to `{}`, `[]` or `set()`:
    /// every call without `p` shares (and this line keeps) one object; copy it.
    pub(super) fn copy_mutable_default(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python
            || !self.is_op(i, "=")
            || self.kind(i + 1) != Some(TokenKind::Ident)
            || self.line(i + 2) == self.line(i + 1) && i + 2 < self.toks.len()
        {
            return;
        }
        let Some((d, _)) = self.py_function_of(i) else {
            return;
        };
        let p = self.t(i + 1);
        let Some(open) = (d + 1..i).find(|&k| self.is_punct(k, "(")) else {
            return;
        };
        let Some(close) = self.pair[open] else { return };
        let default = (open + 1..close).find_map(|k| {
            (self.t(k) == p && self.is_op(k + 1, "=") && self.parent[k] == Some(open))
                .then(|| match (self.t(k + 2), self.t(k + 3)) {
                    ("{", "}") => Some("dict"),
                    ("[", "]") => Some("list"),
                    ("set", "(") if self.t(k + 4) == ")" => Some("set"),
                    _ => None,
                })
                .flatten()
        });
        let Some(ctor) = default else { return };
        let t = self.toks[i + 1];
        out.push(self.cand(
            t.start,
            t.end,
            format!("{ctor}({p})"),
            Operator::AddCall,
            format!("copy the mutable default: replace `{p}` with `{ctor}({p})`"),
        ));
    }

    /// `AddReturn`: the last statement of a Python function that returns values elsewhere,
    /// followed by `return name` for the names it binds (the latest first).
    pub(super) fn add_return(&self, line: u32, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python {
            return;
        }
        let Some(f) = self.first_token_on_line(line) else {
            return;
        };
        let Some((d, end)) = self.py_function_of(f) else {
            return;
        };
        // The last code token of the function is on this line, and the statement is simple.
        let last = end - 1;
        if self.line(last) != line
            || self.statement_head(f) != f
            || matches!(
                self.t(f),
                "return"
                    | "raise"
                    | "if"
                    | "elif"
                    | "else"
                    | "for"
                    | "while"
                    | "try"
                    | "except"
                    | "finally"
                    | "with"
                    | "def"
                    | "class"
                    | "pass"
                    | "yield"
                    | "@"
            )
            || self.py_function_of(f) != Some((d, end))
        {
            return;
        }
        // Other returns give values, and none of them is the whole function's end.
        let returns_values = (d..end).any(|k| {
            self.t(k) == "return"
                && self.line(k + 1) == self.line(k)
                && self.py_function_of(k) == Some((d, end))
        });
        if !returns_values {
            return;
        }
        // Names bound by `name = ...` or `a, b = ...` at the start of a line of the function.
        let mut names: Vec<&str> = Vec::new();
        for k in d..end {
            if !self.first_on_line(k) || self.py_function_of(k) != Some((d, end)) {
                continue;
            }
            let mut j = k;
            let mut bound = Vec::new();
            while self.kind(j) == Some(TokenKind::Ident) && self.line(j) == self.line(k) {
                bound.push(self.t(j));
                if self.is_punct(j + 1, ",") {
                    j += 2;
                } else {
                    break;
                }
            }
            if self.is_op(j + 1, "=") {
                for b in bound {
                    names.retain(|n| *n != b);
                    names.push(b);
                }
            }
        }
        let Some(indent) = self.indent_text(f) else {
            return;
        };
        let t = self.toks[last];
        let tail = self.t(last);
        for name in names.into_iter().rev().take(MAX_RETURNS) {
            out.push(self.cand(
                t.start,
                t.end,
                format!("{tail}\n{indent}return {name}"),
                Operator::AddReturn,
                format!("add `return {name}` after the last statement"),
            ));
        }
    }

    /// `let total = self.minutes;` after `if self.minutes < 0`: the magnitude was meant
    /// (`self.minutes.abs()`, `abs(x)`, `Math.abs(x)`). Token `i` is the `=` of the binding.
    pub(super) fn abs_after_sign_test(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Rust | Lang::Python | Lang::JavaScript) || !self.is_op(i, "=")
        {
            return;
        }
        // The value: a dotted name that ends the statement.
        let s = i + 1;
        let mut e = s;
        if !(self.kind(s) == Some(TokenKind::Ident)
            || self.is_kw(s, "self")
            || self.is_kw(s, "this"))
        {
            return;
        }
        while self.is_punct(e + 1, ".") && self.kind(e + 2) == Some(TokenKind::Ident) {
            e += 2;
        }
        let after = e + 1;
        let ends = after >= self.toks.len()
            || self.line(after) != self.line(e)
            || self.is_punct(after, ";");
        if !ends {
            return;
        }
        let value = self.range_text(s, e);
        // Earlier in the same function (at most 6 lines up): `value < 0` or `0 > value`.
        let line = self.line(i);
        let tested = (0..i)
            .rev()
            .take_while(|&k| self.line(k) + 6 >= line)
            .any(|k| {
                let here = k + (e - s);
                self.range_text(k, here) == value
                    && ((matches!(self.t(here + 1), "<" | "<=" | ">=" | ">")
                        && self.t(here + 2) == "0")
                        || (k >= 2 && self.t(k - 2) == "0" && matches!(self.t(k - 1), "<" | ">")))
            });
        if !tested {
            return;
        }
        let to = match self.lang {
            Lang::Rust => format!("{value}.abs()"),
            Lang::Python => format!("abs({value})"),
            _ => format!("Math.abs({value})"),
        };
        let (start, end) = (self.toks[s].start, self.toks[e].end);
        out.push(self.cand(
            start,
            end,
            to.clone(),
            Operator::AddCall,
            format!("add `abs`: replace `{value}` with `{to}` (its sign was tested above)"),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::has;
    use crate::mutate::{Lang, Operator};

    #[test]
    fn a_catch_all_is_narrowed_to_what_the_try_body_raises() {
        let py = "import json\n\ndef read_json(path):\n    try:\n        with open(path) as fh:\n            data = json.loads(fh.read())\n    except Exception:\n        return {}\n    return data\n\n\ndef parse(path):\n    try:\n        return read_json(path)\n    except json.JSONDecodeError as e:\n        raise ValueError(e)\n";
        for want in [
            "except FileNotFoundError:",
            "except OSError:",
            "except ValueError:",
        ] {
            assert!(
                has(py, Lang::Python, 7, Operator::ExceptBroaden, want),
                "{want}"
            );
        }
        // Already narrow: left alone by this operator (broadening is `except_broaden`'s).
        assert!(!has(
            py,
            Lang::Python,
            15,
            Operator::ExceptBroaden,
            "except FileNotFoundError"
        ));
    }

    #[test]
    fn a_mutable_default_stored_as_is_is_copied() {
        let py = "class Message:\n    def __init__(self, to, headers={}):\n        self.to = to\n        self.headers = headers\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddCall,
            "self.headers = dict(headers)"
        ));
        assert!(!has(py, Lang::Python, 3, Operator::AddCall, "dict(to)"));
    }

    #[test]
    fn a_function_that_falls_off_its_end_returns_what_it_bound() {
        let py = "class Cache:\n    def get(self, key, default=None):\n        entry = self._entries.get(key)\n        if entry is None:\n            return default\n        value, expires = entry\n        self._entries.move_to_end(key)\n\n    def size(self):\n        return len(self._entries)\n";
        assert!(has(
            py,
            Lang::Python,
            7,
            Operator::AddReturn,
            "        self._entries.move_to_end(key)\n        return value\n"
        ));
        // Not on a line that is not the function's last.
        assert!(!has(
            py,
            Lang::Python,
            3,
            Operator::AddReturn,
            "return entry"
        ));
    }

    #[test]
    fn the_other_of_a_pair_of_methods_is_called() {
        let py = "def add(tags, more):\n    tags.append(more)\n    return tags\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::CallSwap,
            "tags.extend(more)"
        ));
        let js = "function take(q) {\n  return q.pop();\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::CallSwap,
            "q.shift()"
        ));
    }

    #[test]
    fn a_boolean_is_never_offset_like_a_number() {
        let js = "class Router {\n  constructor({ strictSlash = false } = {}) {\n    this.strictSlash = strictSlash;\n  }\n}\n";
        assert!(!has(
            js,
            Lang::JavaScript,
            3,
            Operator::OperandOffset,
            "strictSlash - 1"
        ));
        let js =
            "class Pager {\n  constructor({ size = 10 } = {}) {\n    this.size = size;\n  }\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            3,
            Operator::OperandOffset,
            "(size - 1)"
        ));
    }

    #[test]
    fn one_operand_of_a_condition_is_negated() {
        let js = "function r(path) {\n  if (this.strictSlash && path.length > 1 && path.endsWith('/')) {\n    return 1;\n  }\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::NegateCondition,
            "if (!this.strictSlash && path.length"
        ));
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::NegateCondition,
            "&& !path.endsWith('/'))"
        ));
        let py = "def f(user, flags):\n    if user.active and flags.beta:\n        return 1\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::NegateCondition,
            "if not user.active and flags.beta:"
        ));
        // A comparison is the relational operators' business.
        assert!(!has(
            js,
            Lang::JavaScript,
            2,
            Operator::NegateCondition,
            "!path.length > 1"
        ));
    }

    #[test]
    fn a_lone_python_index_may_have_meant_the_last_item() {
        let py = "def extension(name):\n    return name.split(\".\")[1].lower()\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::Constant,
            "name.split(\".\")[-1].lower()"
        ));
        // Not a slice bound or an index expression.
        let py = "def head(xs, i):\n    return xs[1:], xs[i + 1]\n";
        assert!(!has(py, Lang::Python, 2, Operator::Constant, "[-1"));
    }

    #[test]
    fn a_value_whose_sign_was_tested_gets_abs() {
        let rs = "impl UtcOffset {\n    fn show(&self) -> String {\n        let sign = if self.minutes < 0 { '-' } else { '+' };\n        let total = self.minutes;\n        format!(\"{}{:02}:{:02}\", sign, total / 60, total % 60)\n    }\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            4,
            Operator::AddCall,
            "let total = self.minutes.abs();"
        ));
        let py = "def show(m):\n    sign = '-' if m < 0 else '+'\n    total = m\n    return sign + str(total)\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::AddCall,
            "total = abs(m)"
        ));
        // No sign test: no abs.
        let py = "def show(m):\n    total = m\n    return str(total)\n";
        assert!(!has(py, Lang::Python, 2, Operator::AddCall, "abs(m)"));
    }
}
