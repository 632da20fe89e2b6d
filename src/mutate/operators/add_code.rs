//! Operators that add code, for one-line bugs whose fix is not a swapped token but a missing
//! piece: a call around an expression (`AddCall`: `sku.lower()`, `abs(a - b)`, `len(xs)`,
//! `int(row["qty"])`, `Math.abs(d)`, `name.trim()`, `d.abs()`), a missing `+ 1`/`- 1` on a
//! compound index, slice or range bound (`BoundOffset`: `xs[n // 2]` → `xs[n // 2 - 1]`), and an
//! early-return guard before a statement (`AddGuard`: `if item is None: return None`).
//!
//! They are kept type- and scope-plausible like the other operators, from facts gathered once
//! per file (`Facts`): a string normalizer only on expressions that are plausibly text (compared
//! with a string literal, ending in a string method, a name a string method is called on
//! elsewhere, annotated or initialised as a string, a key of a string-keyed table), `abs` only on
//! numbers and differences, `len` only on collections in a numeric comparison, `int()`/`Number()`
//! only on text used as a number. Their operators come after every existing family in
//! `Operator`'s order, so within a line's budget they never crowd out an operator or boundary
//! change; the swapped arguments of a call are `reorder`'s `SwapArguments`.

use super::scope::{is_numeric_kind, ScopeCache};
use super::structure::Analysis;
use super::{compact, Cand, Operator, EXPR_KEYWORDS};
use crate::mutate::lexer::{Lang, TokenKind};
use std::collections::BTreeSet;

/// Last words of names that hold numbers (`port`, `max_retries`, `timeoutSeconds` is not split):
/// a value read from text into such a name is plausibly missing its `int()`.
const NUMERIC_WORDS: &[&str] = &[
    "port", "count", "size", "limit", "timeout", "width", "height", "year", "month", "day", "hour",
    "minute", "minutes", "seconds", "age", "num", "number", "total", "retries", "level", "depth",
    "priority", "weight", "length", "offset", "index",
];

/// What the whole file says about names, gathered once per `generate`.
#[derive(Debug, Default)]
pub(super) struct Facts<'s> {
    /// Names that hold text: a string method is called on them, they are compared with or
    /// initialised from a string literal, annotated as a string, (Python) joined to a string
    /// literal with `+`, or unpacked from a `split`/`partition` of text.
    stringy: BTreeSet<&'s str>,
    /// Names that hold numbers: compared with, initialised from or combined with a number.
    numeric: BTreeSet<&'s str>,
    /// Tables indexed by (or built with) string-literal keys.
    str_keyed: BTreeSet<&'s str>,
    /// Collections: appended to, iterated, initialised as `[]`.
    collections: BTreeSet<&'s str>,
    /// Names that may be none: bound to a lookup (`.get(`, `.find(`, `re.match(`), compared with
    /// `None`/`null`, or a parameter defaulting to `None`.
    noneable: BTreeSet<&'s str>,
    /// Names bound to a difference (`d = a - b`): the values `abs` is plausibly missing on.
    differences: BTreeSet<&'s str>,
    /// Names given a boolean literal (`strict = false`, `x: bool`): never a number to offset.
    booleans: BTreeSet<&'s str>,
    /// Names that are the whole key of a lookup in a string-keyed table (`UNITS[unit]`).
    str_keys: BTreeSet<&'s str>,
}

impl Facts<'_> {
    /// Whether `name` holds a boolean, as far as the file says.
    pub(super) fn is_boolean(&self, name: &str) -> bool {
        self.booleans.contains(name)
    }

    /// Whether `name` is a collection (appended to, iterated, initialised as `[]`).
    pub(super) fn is_collection(&self, name: &str) -> bool {
        self.collections.contains(name)
    }

    /// Whether `name` holds text, as far as the file says (`x + 1` on it is no number moved).
    pub(super) fn is_text(&self, name: &str) -> bool {
        self.stringy.contains(name)
    }
}

fn string_methods(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Python => &[
            "lower",
            "upper",
            "strip",
            "lstrip",
            "rstrip",
            "casefold",
            "split",
            "startswith",
            "endswith",
            "replace",
            "isdigit",
            "encode",
            "title",
            "partition",
        ],
        Lang::JavaScript => &[
            "toLowerCase",
            "toUpperCase",
            "trim",
            "trimStart",
            "trimEnd",
            "startsWith",
            "endsWith",
            "padStart",
            "charAt",
            "localeCompare",
        ],
        Lang::Rust => &[
            "to_lowercase",
            "to_uppercase",
            "to_ascii_lowercase",
            "to_ascii_uppercase",
            "trim",
            "trim_start",
            "trim_end",
            "starts_with",
            "ends_with",
            "chars",
            "split_whitespace",
            "eq_ignore_ascii_case",
        ],
        _ => &[],
    }
}

/// The calls a text expression may be missing, as method names appended with `.name()`.
fn normalizers(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Python => &["lower", "strip", "upper"],
        Lang::JavaScript => &["toLowerCase", "trim", "toUpperCase"],
        Lang::Rust => &["trim", "to_lowercase"],
        _ => &[],
    }
}

const STRING_TYPES: &[&str] = &["str", "&str", "String", "string", "&String", "&mut String"];
const SIGNED: &[&str] = &["i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64"];

impl<'s> Analysis<'s> {
    /// Gathers `Facts` over the whole file.
    pub(super) fn add_code_facts(&self) -> Facts<'s> {
        let mut f = Facts::default();
        let n = self.toks.len();
        let strm = string_methods(self.lang);
        for i in 0..n {
            let ident = self.kind(i) == Some(TokenKind::Ident);
            let t = self.t(i);
            if !ident {
                // `{"AB-1": ...}` bound to a name: a string-keyed table.
                if self.is_punct(i, "{")
                    && self.kind(i + 1) == Some(TokenKind::Str)
                    && self.is_punct(i + 2, ":")
                    && i >= 2
                    && self.is_op(i - 1, "=")
                    && self.kind(i - 2) == Some(TokenKind::Ident)
                {
                    f.str_keyed.insert(self.t(i - 2));
                }
                continue;
            }
            let next = self.next_t(i);
            let after = self.t(i + 2);
            let after_kind = self.kind(i + 2);
            // `x.strip(`
            if next == "." && strm.contains(&after) && self.is_punct(i + 3, "(") {
                f.stringy.insert(t);
            }
            // `x: str`, `x: &str`
            if self.is_punct(i + 1, ":") {
                let ty: String = (i + 2..n.min(i + 5))
                    .take_while(|&k| !matches!(self.t(k), "," | ")" | "=" | ";" | "{"))
                    .map(|k| self.t(k))
                    .collect();
                if STRING_TYPES.contains(&ty.as_str()) {
                    f.stringy.insert(t);
                }
                if is_numeric_kind(&ty) {
                    f.numeric.insert(t);
                }
                if matches!(ty.as_str(), "bool" | "boolean") {
                    f.booleans.insert(t);
                }
                // `x: Optional[str]`, `x: str | None`
                if self.lang == Lang::Python
                    && (ty.starts_with("Optional[") || ty.ends_with("|None"))
                {
                    f.noneable.insert(t);
                }
            }
            let op_next = self.kind(i + 1) == Some(TokenKind::Operator);
            if op_next {
                let compare = matches!(next, "==" | "!=" | "===" | "!==");
                let order = matches!(next, "<" | "<=" | ">" | ">=");
                let arith = matches!(next, "-" | "*" | "/" | "//" | "%" | "+=" | "-=");
                if (compare || next == "=") && after_kind == Some(TokenKind::Str) {
                    f.stringy.insert(t);
                }
                if (compare || order || arith || next == "=")
                    && after_kind == Some(TokenKind::Number)
                {
                    f.numeric.insert(t);
                }
                if next == "=" && matches!(after, "true" | "false" | "True" | "False") {
                    f.booleans.insert(t);
                }
                if (compare || next == "=") && matches!(after, "None" | "null" | "undefined") {
                    f.noneable.insert(t);
                }
                if next == "=" && self.is_punct(i + 2, "[") && self.is_punct(i + 3, "]") {
                    f.collections.insert(t);
                }
                // `x = table.get(`, `m = re.match(`
                if next == "="
                    && (i + 2..n.min(i + 8)).any(|k| {
                        matches!(self.t(k), "get" | "find" | "match" | "search" | "fullmatch")
                            && self.is_punct(k - 1, ".")
                            && self.is_punct(k + 1, "(")
                            && self.line(k) == self.line(i)
                    })
                {
                    f.noneable.insert(t);
                }
            }
            // `d = a - b`, `let d: i64 = a - b;`
            let eq = (i + 1..n.min(i + 6))
                .find(|&k| self.is_op(k, "=") || self.line(k) != self.line(i))
                .filter(|&k| self.is_op(k, "="));
            if let Some(eq) = eq {
                let head = matches!(self.prev_t(i), "let" | "mut" | "const" | "var")
                    || self.first_on_line(i);
                let diff = (eq + 1..n)
                    .take_while(|&k| self.line(k) == self.line(i))
                    .any(|k| self.is_op(k, "-") && self.is_binary(k));
                if head && diff {
                    f.differences.insert(t);
                }
            }
            if self.is_kw(i + 1, "is") && matches!(after, "None" | "not") {
                f.noneable.insert(t);
            }
            // Python `"," + value`, `value + "\n"`, `line += "x"`: only text joins text (in
            // JavaScript a number joins text too).
            if self.lang == Lang::Python
                && ((i >= 2 && self.is_op(i - 1, "+") && self.kind(i - 2) == Some(TokenKind::Str))
                    || (matches!(next, "+" | "+=") && after_kind == Some(TokenKind::Str)))
            {
                f.stringy.insert(t);
            }
            // `name, value = line.split(":", 1)`, `const [k, v] = s.split("=")`, `for word in
            // text.split()`: the parts of split text are text.
            if self.is_split_part(i) {
                f.stringy.insert(t);
            }
            if i >= 2 && self.kind(i - 1) == Some(TokenKind::Operator) {
                let prev = self.t(i - 1);
                if matches!(prev, "==" | "!=" | "===" | "!==")
                    && self.kind(i - 2) == Some(TokenKind::Str)
                {
                    f.stringy.insert(t);
                }
            }
            // `x.append(`, `for v in x`
            if next == "." && matches!(after, "append" | "extend" | "push" | "pop") {
                f.collections.insert(t);
            }
            if i >= 1 && self.is_kw(i - 1, "in") && self.t(i.wrapping_sub(3)) == "for" {
                f.collections.insert(t);
            }
            // `table["key"]`
            if self.is_punct(i + 1, "[")
                && self.kind(i + 2) == Some(TokenKind::Str)
                && self.is_punct(i + 3, "]")
            {
                f.str_keyed.insert(t);
            }
            // `def f(x=None)`
            if self.signature[i] && next == "=" && after == "None" {
                f.noneable.insert(t);
            }
        }
        // `UNITS[unit]`, once every string-keyed table is known.
        for i in 0..n.saturating_sub(3) {
            if f.str_keyed.contains(self.t(i))
                && self.is_punct(i + 1, "[")
                && self.kind(i + 2) == Some(TokenKind::Ident)
                && self.is_punct(i + 3, "]")
            {
                f.str_keys.insert(self.t(i + 2));
            }
        }
        // A collection compared with a number is still a collection.
        let colls: Vec<&str> = f.collections.iter().copied().collect();
        for c in colls {
            f.numeric.remove(c);
        }
        // A name both stringy and numeric is neither, as far as we can tell.
        let both: Vec<&str> = f.stringy.intersection(&f.numeric).copied().collect();
        for b in both {
            f.stringy.remove(b);
            f.numeric.remove(b);
        }
        f
    }

    /// For an element `i..=e` of the right side of a Python/JavaScript unpacking on one line
    /// (`a, b = x, y`), the name it is unpacked into.
    fn unpacked_target(&self, i: usize, e: usize) -> Option<&'s str> {
        if self.lang == Lang::Rust {
            return None;
        }
        let line = self.line(i);
        let level = self.parent[i];
        // Back to the `=` of the statement, at the element's own bracket level.
        let eq = (0..i)
            .rev()
            .take_while(|&k| self.line(k) == line)
            .find(|&k| self.parent[k] == level && self.is_op(k, "="))?;
        let mut first = eq;
        while first > 0 && self.line(first - 1) == line && self.parent[first - 1] == level {
            first -= 1;
        }
        if !self.first_on_line(first) && !matches!(self.prev_t(first), "let" | "const" | "var") {
            return None;
        }
        // Both sides: names / elements separated by top-level commas.
        let split = |from: usize, to: usize| -> Vec<(usize, usize)> {
            let mut parts = Vec::new();
            let mut s = from;
            for k in from..to {
                if self.parent[k] == level && self.is_punct(k, ",") {
                    parts.push((s, k.saturating_sub(1)));
                    s = k + 1;
                }
            }
            parts.push((s, to.saturating_sub(1)));
            parts
        };
        let targets = split(first, eq);
        if targets.len() < 2
            || targets
                .iter()
                .any(|&(a, b)| a != b || self.kind(a) != Some(TokenKind::Ident))
        {
            return None;
        }
        let mut end = eq + 1;
        while end < self.toks.len() && self.line(end) == line {
            end += 1;
        }
        let values = split(eq + 1, end);
        if values.len() != targets.len() {
            return None;
        }
        let at = values.iter().position(|&(a, b)| a == i && b == e)?;
        Some(self.t(targets[at].0))
    }

    /// Whether name `i` is bound to a part of split text: one of two or more names unpacked
    /// from `….split(`/`rsplit(`/`partition(`/`rpartition(` (`a, b = …`, `[a, b] = …`), or
    /// the variable of `for x in ….split(`.
    fn is_split_part(&self, i: usize) -> bool {
        if self.lang == Lang::Rust {
            return false;
        }
        let line = self.line(i);
        let splits_from = |k: usize| {
            (k..self.toks.len())
                .take_while(|&j| self.line(j) == line)
                .any(|j| {
                    matches!(self.t(j), "split" | "rsplit" | "partition" | "rpartition")
                        && self.is_punct(j.wrapping_sub(1), ".")
                        && self.is_punct(j + 1, "(")
                })
        };
        if self.is_kw(i.wrapping_sub(1), "for") && self.is_kw(i + 1, "in") {
            return splits_from(i + 2);
        }
        // `s.split('.').map((part) => ...)`: the callback's one parameter.
        if self.lang == Lang::JavaScript {
            let param = if self.is_punct(i.wrapping_sub(1), "(") && self.is_punct(i + 1, ")") {
                i.checked_sub(2)
            } else {
                Some(i)
                    .filter(|_| self.t(i + 1) == "=>")
                    .and_then(|_| i.checked_sub(1))
            };
            if let Some(open) = param.filter(|&o| self.is_punct(o, "(")) {
                let method = open.checked_sub(1);
                let split_call = method
                    .filter(|&m| {
                        matches!(self.t(m), "map" | "forEach" | "filter" | "every" | "some")
                    })
                    .and_then(|m| m.checked_sub(2))
                    .filter(|&c| self.is_punct(c, ")"))
                    .and_then(|c| self.pair[c])
                    .is_some_and(|o| {
                        o >= 2 && matches!(self.t(o - 1), "split") && self.is_punct(o - 2, ".")
                    });
                let arrow =
                    self.t(i + 1) == "=>" || (self.is_punct(i + 1, ")") && self.t(i + 2) == "=>");
                return split_call && arrow;
            }
        }
        // The names of an unpacking target, up to its `=` on the same line.
        let mut k = i;
        while k > 0
            && self.line(k - 1) == line
            && (self.is_punct(k - 1, ",") || self.is_punct(k - 1, "["))
            && k >= 2
            && (self.kind(k - 2) == Some(TokenKind::Ident) || self.is_punct(k - 1, "["))
        {
            if self.is_punct(k - 1, "[") {
                k -= 1;
                break;
            }
            k -= 2;
        }
        let mut names = 0;
        let mut j = k;
        while j < self.toks.len() && self.line(j) == line {
            match self.t(j) {
                "[" | "]" | "," => {}
                "=" => return names >= 2 && splits_from(j + 1),
                _ if self.kind(j) == Some(TokenKind::Ident) => names += 1,
                _ => return false,
            }
            j += 1;
        }
        false
    }

    /// The operand that starts at token `i`: a name (or `self`/`this`) followed by `.name`,
    /// `[...]` and call parentheses. Returns its last token.
    fn chain_end(&self, i: usize) -> Option<usize> {
        let start_ok =
            self.kind(i) == Some(TokenKind::Ident) || matches!(self.t(i), "self" | "this");
        if !start_ok || matches!(self.prev_t(i), "." | "::" | "?.") {
            return None;
        }
        let mut e = i;
        loop {
            if self.is_punct(e + 1, ".") && self.kind(e + 2) == Some(TokenKind::Ident) {
                e += 2;
            } else if (self.is_punct(e + 1, "(") || self.is_punct(e + 1, "[")) && !self.generic[e] {
                e = self.pair[e + 1]?;
            } else {
                break;
            }
        }
        (self.line(e) == self.line(i) && self.end_line(e) == self.line(i)).then_some(e)
    }

    /// True when the operand `s..=e` stands in an expression (a value is read, not bound).
    fn in_expression(&self, s: usize, e: usize) -> bool {
        if self.in_decl(s) || self.generic[s] || self.signature[s] || self.pattern[s] {
            return false;
        }
        let prev_ok = match s.checked_sub(1) {
            None => false,
            Some(p) => match (self.kind(p), self.t(p)) {
                (Some(TokenKind::Operator), t) => !matches!(t, "." | "?." | "->" | "::" | "@"),
                (Some(TokenKind::Punct), "(" | "[" | "," | "=>") => true,
                (Some(TokenKind::Punct), ":") => self.lang == Lang::Python,
                // A Rust block's tail expression.
                (Some(TokenKind::Punct), "{" | ";") => {
                    self.lang == Lang::Rust && self.first_on_line(s)
                }
                (Some(TokenKind::Keyword), kw) => EXPR_KEYWORDS.contains(&kw) && kw != "del",
                _ => false,
            },
        };
        let next_ok = match self.next(e) {
            None => true,
            Some(n) if self.line(n) > self.line(e) && self.lang != Lang::Rust => true,
            Some(n) => match (self.kind(n), self.t(n)) {
                (Some(TokenKind::Operator), t) => {
                    !(t == "="
                        || t == ":="
                        || t == "?"
                        || t.ends_with('=') && {
                            // Compound assignment targets (`+=`), not comparisons.
                            !matches!(t, "==" | "!=" | "===" | "!==" | "<=" | ">=")
                        })
                }
                (Some(TokenKind::Punct), ")" | "]" | "," | ";" | "}") => true,
                (Some(TokenKind::Punct), ":") => self.lang == Lang::Python,
                (Some(TokenKind::Punct), "{") => self.lang == Lang::Rust,
                (Some(TokenKind::Keyword), kw) => matches!(
                    kw,
                    "in" | "not" | "and" | "or" | "if" | "else" | "is" | "for"
                ),
                _ => self.line(n) > self.line(e) && self.lang != Lang::Rust,
            },
        };
        prev_ok && next_ok
    }

    /// The token across the binary operator next to the operand `s..=e`, with the operator:
    /// `(op, other)`.
    fn across(&self, s: usize, e: usize) -> Vec<(&'s str, usize)> {
        let mut v = Vec::new();
        if self.kind(e + 1) == Some(TokenKind::Operator)
            || matches!(self.t(e + 1), "in" | "is" | "not")
        {
            v.push((self.t(e + 1), e + 2));
        }
        if s >= 2 && self.kind(s - 1) == Some(TokenKind::Operator) && self.is_binary(s - 1) {
            v.push((self.t(s - 1), s - 2));
        }
        v
    }

    fn last_name(&self, s: usize, e: usize) -> Option<&'s str> {
        (s..=e)
            .rev()
            .find(|&k| {
                self.kind(k) == Some(TokenKind::Ident)
                    && (k == s || self.is_punct(k - 1, "."))
                    && !self.is_punct(k + 1, "(")
                    && (k == e || !self.is_punct(k + 1, "["))
            })
            .map(|k| self.t(k))
    }

    /// The simple values (a name, a number, a string, `None`/`null`, `[]`) that the function
    /// around token `f` returns elsewhere, at most two, in the order they appear.
    fn simple_returns(&self, f: usize) -> Vec<&'s str> {
        let range = match self.lang {
            Lang::Python => self
                .py_defs
                .iter()
                .filter(|&&(d, end)| d < f && f < end)
                .min_by_key(|&&(d, end)| end - d)
                .map(|&(d, end)| (d, end)),
            _ => {
                // The outermost `{` block around `f` that follows a `)`: the function's body
                // (a class body follows its name; an `if` block inside is not the outermost).
                let mut p = self.parent[f];
                let mut found = None;
                while let Some(o) = p {
                    if self.t(o) == "{" && o > 0 && self.t(o - 1) == ")" {
                        found = Some((o, self.pair[o].unwrap_or(self.toks.len())));
                    }
                    p = self.parent[o];
                }
                found
            }
        };
        let Some((from, to)) = range else {
            return Vec::new();
        };
        let mut out: Vec<&'s str> = Vec::new();
        for k in from..to.min(self.toks.len()) {
            if !self.is_kw(k, "return") || k + 1 >= self.toks.len() {
                continue;
            }
            let v = k + 1;
            let ends = v + 1 >= self.toks.len()
                || self.line(v + 1) != self.line(v)
                || self.t(v + 1) == ";";
            let simple = matches!(
                self.kind(v),
                Some(TokenKind::Ident | TokenKind::Number | TokenKind::Str)
            ) || matches!(
                self.t(v),
                "None" | "null" | "False" | "True" | "false" | "true"
            );
            if simple && ends && self.line(v) == self.line(k) && !out.contains(&self.t(v)) {
                out.push(self.t(v));
            }
        }
        out.truncate(2);
        out
    }

    /// The empty value of the return type a Python function declares (`-> str` gives `""`,
    /// `-> Tuple[str, str]` gives `"", ""`, `-> List[int]` gives `[]`): what a guard at its top
    /// returns when the input is missing. None for an undeclared, optional or unknown type.
    fn declared_empty(&self, f: usize) -> Option<String> {
        if self.lang != Lang::Python {
            return None;
        }
        let (d, _) = self
            .py_defs
            .iter()
            .filter(|&&(d, end)| d < f && f < end)
            .min_by_key(|&&(d, end)| end - d)?;
        let open = (*d..f).find(|&k| self.is_punct(k, "("))?;
        let close = self.pair[open]?;
        if self.t(close + 1) != "->" {
            return None;
        }
        let colon = (close + 2..f)
            .find(|&k| self.parent[k] == self.parent[close] && self.is_punct(k, ":"))?;
        let ty: String = (close + 2..colon).map(|k| self.t(k)).collect();
        fn empty(ty: &str) -> Option<String> {
            let lower = ty.to_ascii_lowercase();
            let (head, args) = match lower.split_once('[') {
                Some((h, rest)) => (h.to_string(), rest.strip_suffix(']').map(str::to_string)),
                None => (lower.clone(), None),
            };
            Some(match head.trim_start_matches("typing.") {
                "str" => "\"\"".into(),
                "int" => "0".into(),
                "float" => "0.0".into(),
                "bool" => "False".into(),
                "bytes" => "b\"\"".into(),
                "list" | "sequence" => "[]".into(),
                "dict" | "mapping" => "{}".into(),
                "set" => "set()".into(),
                "tuple" => {
                    // The element types of `Tuple[str, str]`, from the original spelling.
                    let inner = &ty[ty.find('[')? + 1..ty.len() - 1];
                    let _ = args?;
                    let parts: Vec<&str> = inner.split(',').collect();
                    if parts.len() < 2 || inner.contains('[') || inner.contains("...") {
                        return None;
                    }
                    let v: Option<Vec<String>> = parts.iter().map(|p| empty(p.trim())).collect();
                    v?.join(", ")
                }
                _ => return None,
            })
        }
        empty(&ty)
    }

    /// `AddCall` on a returned collection: `return found` -> `return sorted(found)` (Python),
    /// when `found` is a list the function builds (initialised as `[]`, appended to): its order
    /// is whatever the input's was.
    pub(super) fn add_sorted(&self, i: usize, facts: &Facts<'s>, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_kw(i, "return") {
            return;
        }
        let k = i + 1;
        if self.kind(k) != Some(TokenKind::Ident)
            || self.line(k) != self.line(i)
            || (k + 1 < self.toks.len() && self.line(k + 1) == self.line(k))
            || !facts.collections.contains(self.t(k))
        {
            return;
        }
        let name = self.t(k);
        let t = self.toks[k];
        out.push(self.cand(
            t.start,
            t.end,
            format!("sorted({name})"),
            Operator::AddCall,
            format!("add `sorted()`: replace `{name}` with `sorted({name})`"),
        ));
    }

    /// `AddCall`: the call a copy's own name asks for. `abs_bytes = bytes_` -> `abs_bytes =
    /// abs(bytes_)`, `lowered = name` -> `name.lower()`, `sorted_keys = keys` ->
    /// `sorted(keys)`: a one-line assignment of a bare name (or `obj.attr`) to a name that
    /// says it holds the value's absolute, lower-case, upper-case, stripped or sorted form.
    /// `i` is the assigned name.
    pub(super) fn named_call(&self, i: usize, out: &mut Vec<Cand>) {
        let start = match self.t(i.wrapping_sub(1)) {
            "let" | "const" | "var" => i - 1,
            "mut" if self.t(i.wrapping_sub(2)) == "let" => i - 2,
            _ => i,
        };
        if self.kind(i) != Some(TokenKind::Ident)
            || !self.first_on_line(start)
            || !self.is_op(i + 1, "=")
            || self.kind(i + 2) != Some(TokenKind::Ident)
                && !matches!(self.t(i + 2), "self" | "this")
        {
            return;
        }
        // The value: `x` or `obj.attr`, alone up to the end of the line (or `;`).
        let mut e = i + 2;
        while self.is_punct(e + 1, ".") && self.kind(e + 2) == Some(TokenKind::Ident) {
            e += 2;
        }
        let ends = self.line(e + 1) != self.line(e) || self.is_punct(e + 1, ";");
        if !ends {
            return;
        }
        // (what the name says, the call as a template around `{}`) per language.
        let table: &[(&[&str], &str)] = match self.lang {
            Lang::Python => &[
                (&["abs", "absolute", "magnitude"], "abs({})"),
                (&["lower", "lowered", "lowercase", "folded"], "{}.lower()"),
                (&["upper", "uppercase"], "{}.upper()"),
                (&["stripped", "trimmed"], "{}.strip()"),
                (&["sorted", "ordered"], "sorted({})"),
            ],
            Lang::JavaScript => &[
                (&["abs", "absolute", "magnitude"], "Math.abs({})"),
                (&["lower", "lowered", "lowercase"], "{}.toLowerCase()"),
                (&["upper", "uppercase"], "{}.toUpperCase()"),
                (&["trimmed", "stripped"], "{}.trim()"),
            ],
            Lang::Rust => &[
                (&["abs", "absolute", "magnitude"], "{}.abs()"),
                (&["lower", "lowercase"], "{}.to_lowercase()"),
                (&["trimmed"], "{}.trim()"),
            ],
            _ => &[],
        };
        let words = super::swaps::name_words(self.t(i));
        let value = self.range_text(i + 2, e);
        let wrapped: Vec<(String, String)> = table
            .iter()
            .filter(|(says, _)| words.iter().any(|w| says.contains(&w.as_str())))
            .map(|(_, template)| {
                let call = template.replace("{}", "");
                (template.replace("{}", value), call)
            })
            .collect();
        let (from, to) = (self.toks[i + 2].start, self.toks[e].end);
        for (text, call) in wrapped {
            out.push(self.cand(
                from,
                to,
                text.clone(),
                Operator::AddCall,
                format!("add `{call}`: replace `{value}` with `{text}`"),
            ));
        }
    }

    /// `AddCall`: `port = env.get("PORT", 8080)` -> `port = int(env.get("PORT", 8080))` when
    /// the name is used as a number elsewhere (compared with, combined with numbers) and the
    /// value comes from text: a lookup by a string key (`.get("K"`, `["K"]`), the environment
    /// (`getenv`, `process.env`), `input()`, a regex group, `.strip()`. The whole right-hand side
    /// of a one-line assignment is converted (JavaScript: `Number(...)`).
    pub(super) fn convert_text_input(&self, i: usize, facts: &Facts<'s>, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript)
            || self.kind(i) != Some(TokenKind::Ident)
            || !self.is_op(i + 1, "=")
            || !(self.first_on_line(i) || matches!(self.prev_t(i), "const" | "let" | "var"))
        {
            return;
        }
        let line = self.line(i);
        // A number as far as the file says, by its name (`port`, `max_retries`), or by the
        // line's type comment (`# type: Optional[int]`).
        let line_text = self
            .index
            .line_span(self.src, line)
            .and_then(|(s, e)| self.src.get(s..e))
            .unwrap_or("");
        let typed_int = line_text.split_once('#').is_some_and(|(_, c)| {
            c.contains("type:") && (c.contains("int") || c.contains("float"))
        });
        let numeric_name = self
            .t(i)
            .rsplit('_')
            .next()
            .is_some_and(|w| NUMERIC_WORDS.contains(&w.to_ascii_lowercase().as_str()));
        if !(facts.numeric.contains(self.t(i)) || typed_int || numeric_name) {
            return;
        }
        let first = i + 2;
        let mut last = first;
        while last + 1 < self.toks.len() && self.line(last + 1) == line {
            last += 1;
        }
        if self.is_punct(last, ";") {
            last = last.saturating_sub(1);
        }
        if first > last || self.line(first) != line {
            return;
        }
        let is_text_source = (first..=last).any(|k| {
            let t = self.t(k);
            let str_arg = self.kind(k + 2) == Some(TokenKind::Str);
            (t == "get"
                && self.is_punct(k.wrapping_sub(1), ".")
                && self.is_punct(k + 1, "(")
                && str_arg)
                || (self.is_punct(k, "[")
                    && self.kind(k + 1) == Some(TokenKind::Str)
                    && self.is_punct(k + 2, "]"))
                || matches!(
                    t,
                    "getenv" | "input" | "group" | "readline" | "env" | "getAttribute"
                ) && (self.is_punct(k + 1, "(") || t == "env")
        });
        let converted = matches!(
            self.t(first),
            "int" | "float" | "Number" | "parseInt" | "parseFloat" | "Decimal" | "bool"
        );
        if !is_text_source || converted {
            return;
        }
        let (start, end) = (self.toks[first].start, self.toks[last].end);
        let text = &self.src[start..end];
        let conv = if self.lang == Lang::Python {
            "int"
        } else {
            "Number"
        };
        let to = format!("{conv}({text})");
        out.push(self.cand(
            start,
            end,
            to.clone(),
            Operator::AddCall,
            format!(
                "add `{conv}()`: replace `{}` with `{}`",
                compact(text, 40),
                compact(&to, 40)
            ),
        ));
    }

    /// `AddCall` mutants of the operand starting at token `i`.
    pub(super) fn add_call(
        &self,
        i: usize,
        cache: &mut ScopeCache,
        facts: &Facts<'s>,
        out: &mut Vec<Cand>,
    ) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript | Lang::Rust) {
            return;
        }
        let Some(e) = self.chain_end(i) else { return };
        if !self.in_expression(i, e) || (self.is_type_name(i) && e == i) {
            return;
        }
        // A callee's own name (`print`, `len`) is not a value.
        if e == i && self.is_punct(i + 1, "(") {
            return;
        }
        let (start, end) = (self.toks[i].start, self.toks[e].end);
        let text = &self.src[start..end];
        let last = self.last_name(i, e);
        let single = e == i;
        let kind = if single { self.kind_of(i, cache) } else { None };
        let field_kind = match (single, last) {
            (false, Some(n)) => self.file_kind(n, cache),
            _ => None,
        };
        let known = kind.as_deref().or(field_kind.as_deref());
        let across = self.across(i, e);
        let strm = string_methods(self.lang);
        // The method the chain ends with, when it is a call `.name()`.
        let tail_method = (e >= 2 && self.is_punct(e, ")") && self.pair[e].is_some_and(|o| o >= 2))
            .then(|| self.pair[e].unwrap() - 1)
            .filter(|&m| self.is_punct(m - 1, "."))
            .map(|m| self.t(m));
        let ends_in_str_method = tail_method.is_some_and(|m| strm.contains(&m));
        let compared_with_str = across.iter().any(|&(op, k)| {
            matches!(op, "==" | "!=" | "===" | "!==" | "in")
                && (self.kind(k) == Some(TokenKind::Str)
                    || (self.is_open(k) && self.kind(k + 1) == Some(TokenKind::Str)))
        });
        // A key of a table: the whole content of `t[...]`, the first argument of `t.get(`.
        let key_of = self.parent[i].and_then(|o| {
            let close = self.pair[o]?;
            // The key of `t.get(key, default)` is its first argument.
            let first_arg = self.t(o) == "(" && o + 1 == i && self.is_punct(e + 1, ",");
            if (close != e + 1 && !first_arg) || o == 0 {
                return None;
            }
            match self.t(o) {
                "[" if self.is_operand_end(o - 1) => Some(o - 1),
                "(" if o >= 3
                    && matches!(self.t(o - 1), "get" | "pop" | "setdefault" | "contains_key")
                    && self.is_punct(o - 2, ".") =>
                {
                    Some(o - 3)
                }
                _ => None,
            }
            .filter(|&c| self.kind(c) == Some(TokenKind::Ident))
        });
        let numeric_known =
            known.is_some_and(is_numeric_kind) || last.is_some_and(|n| facts.numeric.contains(n));
        let stringy_known = known.is_some_and(|k| STRING_TYPES.contains(&k) || k == "lit:str")
            || last.is_some_and(|n| facts.stringy.contains(n));
        let key_stringy = key_of.is_some_and(|c| {
            facts.str_keyed.contains(self.t(c))
                || (self.lang != Lang::Rust
                    && self.t(c + 1) == "."
                    && self.t(c + 2) == "get"
                    && !numeric_known)
        });
        // `x is None` says nothing about text.
        let none_check = across.iter().any(|&(op, _)| op == "is");
        // `s.rfind(".")`, `s.startswith("x")`: a call on text whose result is not text.
        let not_text_result = tail_method.is_some_and(|m| {
            matches!(
                m,
                "find"
                    | "rfind"
                    | "index"
                    | "rindex"
                    | "count"
                    | "startswith"
                    | "endswith"
                    | "isdigit"
                    | "isalpha"
                    | "isalnum"
                    | "isspace"
                    | "indexOf"
                    | "lastIndexOf"
                    | "includes"
                    | "startsWith"
                    | "endsWith"
                    | "localeCompare"
                    | "charCodeAt"
                    | "len"
                    | "contains"
                    | "starts_with"
                    | "ends_with"
            )
        });
        // `s.split(" ")`, `s.partition(":")`: a call on text whose result is a sequence, not
        // text (a normaliser after it cannot run).
        let sequence_result = tail_method.is_some_and(|m| {
            matches!(
                m,
                "split"
                    | "rsplit"
                    | "splitlines"
                    | "partition"
                    | "rpartition"
                    | "encode"
                    | "match"
                    | "matchAll"
                    | "chars"
                    | "bytes"
                    | "lines"
                    | "split_whitespace"
            )
        });
        // `digit, unit = text[:-1], text[-1:]` ... `UNITS[unit]`: the element unpacked into a
        // name that holds text or keys a string-keyed table is text, and the value's source is
        // where a normalizer repairs every later read of it.
        let unpacked_text = self
            .unpacked_target(i, e)
            .is_some_and(|n| facts.stringy.contains(n) || facts.str_keys.contains(n));
        let stringy = !none_check
            && !not_text_result
            && !sequence_result
            && (ends_in_str_method
                || compared_with_str
                || stringy_known
                || key_stringy
                || unpacked_text);

        let mut push = |to: String, what: &str| {
            out.push(self.cand(
                start,
                end,
                to.clone(),
                Operator::AddCall,
                format!("add {what}: replace `{text}` with `{to}`"),
            ));
        };

        if stringy && !numeric_known {
            let already: Vec<&str> = (i..=e)
                .filter(|&k| self.is_punct(k.wrapping_sub(1), ".") && self.is_punct(k + 1, "("))
                .map(|k| self.t(k))
                .collect();
            for m in normalizers(self.lang) {
                if already.contains(m) {
                    continue;
                }
                // `lower` after `upper` (and the reverse) undoes a normalization: not plausible.
                if already.iter().any(|a| {
                    matches!(
                        (*a, *m),
                        ("upper", "lower")
                            | ("lower", "upper")
                            | ("toUpperCase", "toLowerCase")
                            | ("toLowerCase", "toUpperCase")
                    )
                }) {
                    continue;
                }
                let borrow = self.lang == Lang::Rust
                    && *m == "to_lowercase"
                    && key_of.is_some()
                    && self.prev_t(i) != "&";
                let to = format!("{}{text}.{m}()", if borrow { "&" } else { "" });
                push(to, &format!("`.{m}()`"));
            }
        }
        // The receiver of a text method normalised first (`scope.strip().split(" ")`,
        // `name.lower().startswith(p)`): the method reads the text as it came in.
        let text_method = |m: &str| {
            strm.contains(&m)
                || match self.lang {
                    Lang::Python => {
                        matches!(m, "rsplit" | "rpartition" | "find" | "rfind" | "splitlines")
                    }
                    Lang::JavaScript => matches!(m, "split" | "replace" | "replaceAll" | "match"),
                    Lang::Rust => matches!(
                        m,
                        "split"
                            | "splitn"
                            | "rsplit"
                            | "split_once"
                            | "rsplit_once"
                            | "strip_prefix"
                            | "strip_suffix"
                    ),
                    _ => false,
                }
        };
        if let Some(m) =
            tail_method.filter(|m| text_method(m) && !normalizers(self.lang).contains(m))
        {
            let method = self.pair[e].map_or(e, |o| o - 1);
            let receiver_end = method - 2;
            let recv_text = &self.src[start..self.toks[receiver_end].end];
            let rest = &self.src[self.toks[receiver_end].end..end];
            let normalised = (i..=receiver_end).any(|k| {
                self.is_punct(k.wrapping_sub(1), ".") && normalizers(self.lang).contains(&self.t(k))
                    || matches!(
                        self.t(k),
                        "lstrip" | "rstrip" | "casefold" | "trimStart" | "trimEnd"
                    )
            });
            if !normalised && !numeric_known && !none_check {
                for n in normalizers(self.lang) {
                    // `.upper().split(...)` is rarer than the others; Rust's `to_lowercase`
                    // gives a `String` every text method still takes.
                    if matches!(*n, "upper" | "toUpperCase") {
                        continue;
                    }
                    push(
                        format!("{recv_text}.{n}(){rest}"),
                        &format!("`.{n}()` before `.{m}()`"),
                    );
                }
            }
        }
        let order_or_arith = across.iter().any(|&(op, _)| {
            matches!(
                op,
                "<" | "<=" | ">" | ">=" | "-" | "*" | "/" | "//" | "%" | "==" | "!="
            )
        });
        let other_numeric = across.iter().any(|&(op, k)| {
            !matches!(op, "in" | "is" | "not" | "and" | "or" | "&&" | "||")
                && (self.kind(k) == Some(TokenKind::Number)
                    || facts.numeric.contains(self.t(k))
                    || self.kind_of(k, cache).is_some_and(|k| is_numeric_kind(&k)))
        });
        // `abs`: a number in an ordering comparison (a tolerance, a sign check).
        let in_order = across
            .iter()
            .any(|&(op, _)| matches!(op, "<" | "<=" | ">" | ">="));
        let difference = last.is_some_and(|n| facts.differences.contains(n));
        if in_order && difference && !stringy {
            match self.lang {
                Lang::Python => push(format!("abs({text})"), "`abs()`"),
                Lang::JavaScript => push(format!("Math.abs({text})"), "`Math.abs()`"),
                Lang::Rust if known.is_some_and(|k| SIGNED.contains(&k)) => {
                    push(format!("{text}.abs()"), "`.abs()`")
                }
                _ => {}
            }
        }
        // `len`: a collection used as a number (combined with a number, or ordered against
        // anything that is not a collection itself: `self.pending >= self.max_batch`).
        let ordered_against_other = in_order
            && across.iter().all(|&(_, k)| {
                let other = self
                    .chain_end(k)
                    .and_then(|e| self.last_name(k, e))
                    .unwrap_or(self.t(k));
                !facts.collections.contains(other) && self.kind(k) != Some(TokenKind::Str)
            });
        if (other_numeric && order_or_arith || ordered_against_other)
            && last.is_some_and(|n| facts.collections.contains(n))
            && !numeric_known
        {
            match self.lang {
                Lang::Python => push(format!("len({text})"), "`len()`"),
                Lang::JavaScript => push(format!("{text}.length"), "`.length`"),
                _ => {}
            }
        }
        // `int()`/`Number()`: text used as a number.
        let text_input = stringy
            || (i..e).any(|k| self.is_punct(k, "[") && self.kind(k + 1) == Some(TokenKind::Str));
        if text_input && other_numeric && order_or_arith && !numeric_known {
            match self.lang {
                Lang::Python => push(format!("int({text})"), "`int()`"),
                Lang::JavaScript => push(format!("Number({text})"), "`Number()`"),
                _ => {}
            }
        }
        // `str()`: a number concatenated with text.
        if self.lang == Lang::Python
            && numeric_known
            && across
                .iter()
                .any(|&(op, k)| op == "+" && self.kind(k) == Some(TokenKind::Str))
        {
            push(format!("str({text})"), "`str()`");
        }
        if self.lang == Lang::Python && !stringy {
            // What `len` counts, counted once (tzlocal's `len(found_configs.values())` ->
            // `len(set(...))`: agreeing values are one).
            let in_len = self.parent[i].is_some_and(|o| {
                o >= 1 && self.t(o - 1) == "len" && o + 1 == i && self.pair[o] == Some(e + 1)
            });
            if in_len
                && (tail_method == Some("values")
                    || last.is_some_and(|n| facts.collections.contains(n)))
            {
                push(format!("set({text})"), "`set()`");
            }
        }
    }

    /// `AddCall` on a difference: `a - b` → `abs(a - b)` (Python), `Math.abs(a - b)`
    /// (JavaScript), `(a - b).abs()` (Rust, when a side is a signed number). Token `i` is the `-`.
    pub(super) fn add_abs_difference(
        &self,
        i: usize,
        cache: &mut ScopeCache,
        facts: &Facts<'s>,
        out: &mut Vec<Cand>,
    ) {
        if !self.is_op(i, "-") || !self.is_binary(i) || i < 1 {
            return;
        }
        // The left operand: a chain ending at `i - 1`; find its start.
        let Some(l) = (i.saturating_sub(12)..i).find(|&s| self.chain_end(s) == Some(i - 1)) else {
            return;
        };
        let Some(r) = self.chain_end(i + 1) else {
            return;
        };
        const TIGHTER: &[&str] = &["*", "/", "//", "%", "**", "-", "+", ".", "!", "~", "&"];
        let before_ok = l == 0
            || !(TIGHTER.contains(&self.t(l - 1)) && self.kind(l - 1) == Some(TokenKind::Operator));
        let after_ok = !matches!(
            self.t(r + 1),
            "*" | "/" | "//" | "%" | "**" | "." | "(" | "["
        );
        if !before_ok || !after_ok || !self.in_expression(l, r) {
            return;
        }
        let nums = |s: usize, e: usize, cache: &mut ScopeCache| {
            let k = if s == e {
                self.kind_of(s, cache)
            } else {
                self.last_name(s, e).and_then(|n| self.file_kind(n, cache))
            };
            let stringy = self
                .last_name(s, e)
                .is_some_and(|n| facts.stringy.contains(n));
            (k, stringy)
        };
        let (kl, sl) = nums(l, i - 1, cache);
        let (kr, sr) = nums(i + 1, r, cache);
        if sl || sr {
            return;
        }
        let (start, end) = (self.toks[l].start, self.toks[r].end);
        let text = &self.src[start..end];
        let to = match self.lang {
            Lang::Python => format!("abs({text})"),
            Lang::JavaScript => format!("Math.abs({text})"),
            Lang::Rust
                if [kl, kr]
                    .iter()
                    .any(|k| k.as_deref().is_some_and(|k| SIGNED.contains(&k))) =>
            {
                format!("({text}).abs()")
            }
            _ => return,
        };
        out.push(self.cand(
            start,
            end,
            to.clone(),
            Operator::AddCall,
            format!("add `abs`: replace `{text}` with `{to}`"),
        ));
    }

    /// `AddCall` of a modulo on a difference that wraps like the file's others: `(day1 -
    /// self.firstweekday)` → `(day1 - self.firstweekday) % 7` when the file takes `% 7` of
    /// another value (`(first - day1 - ndays) % 7`, `i % 7`). Python only: its `%` of a negative
    /// difference wraps to the modulus' sign, as the fix wants. Token `i` is the `-`.
    pub(super) fn add_modulo_difference(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_op(i, "-") || !self.is_binary(i) || i < 1 {
            return;
        }
        let Some(l) = (i.saturating_sub(12)..i).find(|&s| self.chain_end(s) == Some(i - 1)) else {
            return;
        };
        let Some(r) = self.chain_end(i + 1) else {
            return;
        };
        // The difference is a whole parenthesized group or a whole assigned value.
        let group = l >= 1
            && self.is_punct(l - 1, "(")
            && self.pair[l - 1] == Some(r + 1)
            && (l < 2 || self.kind(l - 2) != Some(TokenKind::Ident));
        let assigned = l >= 1 && self.t(l - 1) == "=" && self.line(r + 1) != self.line(r);
        let (s, e) = match (group, assigned) {
            (true, _) => (l - 1, r + 1),
            (false, true) => (l, r),
            _ => return,
        };
        if matches!(
            self.t(e + 1),
            "%" | "*" | "/" | "//" | "**" | "." | "(" | "["
        ) {
            return;
        }
        let mut moduli: Vec<(usize, &str)> = Vec::new();
        for k in 1..self.toks.len().saturating_sub(1) {
            if self.is_op(k, "%")
                && self.is_binary(k)
                && self.kind(k + 1) == Some(TokenKind::Number)
                && self.line(k) != self.line(i)
            {
                let m = self.t(k + 1);
                match moduli.iter_mut().find(|(_, n)| *n == m) {
                    Some(e) => e.0 += 1,
                    None => moduli.push((1, m)),
                }
            }
        }
        moduli.sort_by_key(|m| std::cmp::Reverse(m.0));
        let (start, end) = (self.toks[s].start, self.toks[e].end);
        let text = &self.src[start..end];
        for (_, m) in moduli.into_iter().take(2) {
            let to = if group {
                format!("{text} % {m}")
            } else {
                format!("({text}) % {m}")
            };
            out.push(self.cand(
                start,
                end,
                to.clone(),
                Operator::AddCall,
                format!(
                    "wrap with `% {m}` as the file's other values: replace `{text}` with `{to}`"
                ),
            ));
        }
    }

    /// `BoundOffset`: a compound index, slice bound, range bound or `range`/`slice`/`substring`
    /// argument with `+ 1` and `- 1` appended. Single names and lengths are `offsets`' and single
    /// numbers `literals`'; a bound that already ends in `± n` is moved by `literals`. Token `i`
    /// opens the brackets (or is Rust's `..`).
    pub(super) fn bound_offset(&self, i: usize, out: &mut Vec<Cand>) {
        if self.in_decl(i) || self.signature[i] || self.pattern[i] {
            return;
        }
        let mut parts: Vec<(usize, usize)> = Vec::new();
        let split = |o: usize, seps: &[&str], parts: &mut Vec<(usize, usize)>| {
            let Some(c) = self.pair[o] else { return };
            let mut s = o + 1;
            for k in o + 1..=c {
                if k == c || (self.parent[k] == Some(o) && seps.contains(&self.t(k))) {
                    if k > s {
                        parts.push((s, k - 1));
                    }
                    s = k + 1;
                }
            }
        };
        match self.t(i) {
            "[" if i > 0 && self.is_operand_end(i - 1) && !self.generic[i - 1] => {
                split(i, &[":", "..", "..="], &mut parts)
            }
            "(" if i > 0 => {
                let callee = self.t(i - 1);
                let ranged = match self.lang {
                    Lang::Python => callee == "range" && !self.is_punct(i.wrapping_sub(2), "."),
                    Lang::JavaScript => {
                        matches!(callee, "slice" | "substring" | "substr")
                            && self.is_punct(i - 2, ".")
                    }
                    _ => false,
                };
                if ranged {
                    split(i, &[","], &mut parts)
                }
                // The numerator of a rounding division: `(n + k) // k` -> `(n + k - 1) // k`
                // (Python `//`, an integer `/` elsewhere), the ceiling idiom's missing `- 1`.
                let divided = self.pair[i].is_some_and(|c| {
                    let op = self.t(c + 1);
                    (op == "//" || (op == "/" && self.lang != Lang::Python))
                        && self.kind(c + 1) == Some(TokenKind::Operator)
                });
                let group = !self.is_operand_end(i - 1);
                if divided && group {
                    split(i, &[], &mut parts)
                }
            }
            ".." | "..="
                if self.lang == Lang::Rust && self.parent[i].map_or(true, |o| self.t(o) != "[") =>
            {
                let mut k = i + 1;
                let mut e = None;
                while k < self.toks.len() && self.line(k) == self.line(i) {
                    if self.is_open(k) {
                        if self.t(k) == "{" {
                            break;
                        }
                        e = self.pair[k];
                        k = self.pair[k].map_or(k + 1, |c| c + 1);
                        continue;
                    }
                    if self.is_close(k) || matches!(self.t(k), "," | ";") {
                        break;
                    }
                    e = Some(k);
                    k += 1;
                }
                if let Some(e) = e {
                    parts.push((i + 1, e));
                }
            }
            _ => {}
        }
        for (s, e) in parts {
            if e <= s || self.line(s) != self.end_line(e) {
                continue;
            }
            let ok = (s..=e).all(|k| match self.kind(k) {
                Some(TokenKind::Ident | TokenKind::Number) => true,
                Some(TokenKind::Operator) => {
                    matches!(self.t(k), "+" | "-" | "*" | "/" | "//" | "%" | "**" | ".")
                }
                Some(TokenKind::Punct) => matches!(self.t(k), "(" | ")" | "[" | "]" | "."),
                Some(TokenKind::Keyword) => {
                    matches!(self.t(k), "as" | "self" | "this")
                        || self.t(k).starts_with(char::is_numeric)
                }
                _ => false,
            });
            // A single call (`len(xs)`, `f(x)`) is one operand: `offsets` moves lengths.
            let single_call = self.kind(s) == Some(TokenKind::Ident)
                && self.is_punct(s + 1, "(")
                && self.pair[s + 1] == Some(e);
            let ends_with_offset = e >= s + 2
                && self.kind(e) == Some(TokenKind::Number)
                && matches!(self.t(e - 1), "+" | "-");
            if !ok || ends_with_offset || (single_call && self.t(s) == "len") {
                continue;
            }
            let (start, end) = (self.toks[s].start, self.toks[e].end);
            let text = &self.src[start..end];
            for sign in ["+", "-"] {
                let to = format!("{text} {sign} 1");
                out.push(self.cand(
                    start,
                    end,
                    to.clone(),
                    Operator::BoundOffset,
                    format!("replace `{text}` with `{to}`"),
                ));
            }
        }
    }

    /// `AddGuard`: before the statement that starts `line`, an early return when a name it
    /// dereferences may be none (`if item is None: return None`), or when it divides by the
    /// length of a collection that may be empty (`if not xs: return 0`). Python and JavaScript.
    pub(super) fn add_guard(&self, line: u32, facts: &Facts<'s>) -> Vec<Cand> {
        let mut out = Vec::new();
        if !matches!(self.lang, Lang::Python | Lang::JavaScript) {
            return out;
        }
        let Some(f) = self.first_token_on_line(line) else {
            return out;
        };
        let in_function = match self.lang {
            Lang::Python => self.py_defs.iter().any(|&(d, end)| d < f && f < end),
            _ => self.parent[f].is_some_and(|o| self.t(o) == "{"),
        };
        if in_function && self.statement_head(f) == f {
            self.guard_after_lookup(f, line, &mut out);
        }
        if !in_function
            || self.statement_head(f) != f
            || matches!(
                self.t(f),
                "if" | "elif"
                    | "else"
                    | "def"
                    | "class"
                    | "import"
                    | "from"
                    | "function"
                    | "for"
                    | "while"
                    | "try"
                    | "except"
                    | "case"
                    | "}"
                    | "@"
                    | "with"
            )
        {
            return out;
        }
        let end = (f..self.toks.len())
            .take_while(|&k| self.line(k) == line)
            .last()
            .unwrap_or(f);
        let names_none = (f..=end).any(|k| matches!(self.t(k), "None" | "null" | "undefined"));
        let Some(indent) = self.indent_text(f) else {
            return out;
        };
        let tok = self.t(f);
        let mut seen = BTreeSet::new();
        let mut guard = |cond: String, ret: &str, out: &mut Vec<Cand>| {
            let (head, to) = self.guard_text(&cond, ret, indent, tok);
            if seen.insert(head.clone()) {
                out.push(self.cand(
                    self.toks[f].start,
                    self.toks[f].end,
                    to,
                    Operator::AddGuard,
                    format!("add `{head}` before line {line}"),
                ));
            }
        };
        // What the function returns elsewhere when it has nothing better (`return default`,
        // `return 0`): a guard may return that instead of `None`.
        let mut returns: Vec<String> = self
            .simple_returns(f)
            .into_iter()
            .map(str::to_string)
            .collect();
        returns.extend(self.declared_empty(f));
        for k in f..=end {
            if self.kind(k) != Some(TokenKind::Ident) || matches!(self.prev_t(k), "." | "?.") {
                continue;
            }
            let name = self.t(k);
            let derefs = matches!(self.next_t(k), "." | "[");
            if derefs && !names_none && facts.noneable.contains(name) && k > f {
                let (cond, ret) = match self.lang {
                    Lang::Python => (format!("{name} is None"), "None"),
                    _ => (format!("{name} == null"), "null"),
                };
                guard(cond.clone(), ret, &mut out);
                for r in &returns {
                    if r != ret && r != name {
                        guard(cond.clone(), r, &mut out);
                    }
                }
            }
            // `/ len(xs)`, `/ xs.length`
            let divides = k >= 1 && matches!(self.t(k - 1), "/" | "//" | "%");
            let empty = match self.lang {
                Lang::Python if divides && name == "len" && self.is_punct(k + 1, "(") => {
                    Some(self.t(k + 2)).filter(|_| self.is_punct(k + 3, ")"))
                }
                Lang::JavaScript
                    if divides && self.next_t(k) == "." && self.t(k + 2) == "length" =>
                {
                    Some(name)
                }
                _ => None,
            };
            if let Some(xs) = empty.filter(|x| !x.is_empty()) {
                let cond = match self.lang {
                    Lang::Python => format!("not {xs}"),
                    _ => format!("{xs}.length === 0"),
                };
                guard(cond, "0", &mut out);
            }
        }
        // A guard the sibling functions open with (same parameters, first statement `if C:
        // return V` on the parameters): `is_number` refuses bools first, `is_integer` forgot to.
        if self.lang == Lang::Python && self.first_statement(f) {
            for (cond, ret) in self.sibling_guards(f).into_iter().take(2) {
                guard(cond, &ret, &mut out);
            }
        }
        // The first statement of a function that returns nothing, passing a parameter on: a
        // missing value may be meant to skip it (`if value is None: return` before
        // `self.validator(inst, field, value)`, an optional validator).
        if self.first_statement(f) && self.returns_nothing(f) {
            for p in self.plain_parameters(f) {
                let passed =
                    (f..=end).any(|k| self.t(k) == p && matches!(self.prev_t(k), "(" | ","));
                if passed {
                    let cond = match self.lang {
                        Lang::Python => format!("{p} is None"),
                        _ => format!("{p} == null"),
                    };
                    guard(cond, "", &mut out);
                }
            }
        }
        // A parameter's first or last character or element read with no check that it has any
        // (`str(x)[0].upper()`, `name[-1]`): an empty one should come back as it is (Django's
        // `capfirst`: `x and str(x)[0].upper() + ...`).
        for p in self.plain_parameters(f) {
            let indexed = (f..=end).any(|k| {
                let base_end = if self.t(k) == p && !matches!(self.prev_t(k), "." | "?.") {
                    Some(k)
                } else if self.t(k) == "str" && self.is_punct(k + 1, "(") && self.t(k + 2) == p {
                    Some(k + 3).filter(|&c| self.is_punct(c, ")"))
                } else {
                    None
                };
                base_end.is_some_and(|b| {
                    self.is_punct(b + 1, "[")
                        && (self.t(b + 2) == "0" || (self.t(b + 2) == "-" && self.t(b + 3) == "1"))
                        && self.is_punct(b + 3 + usize::from(self.t(b + 2) == "-"), "]")
                })
            });
            if indexed && !self.checks(f, p) {
                let cond = match self.lang {
                    Lang::Python => format!("not {p}"),
                    _ => format!("!{p}"),
                };
                guard(cond, p, &mut out);
            }
        }
        // A value the previous statement computed may be empty, and the function should then
        // hand its input back unchanged: `query = encode(params)` then `if not query: return
        // url` (JavaScript: `if (!query) return url;`). At most two parameters.
        if let Some(name) = self.assigned_by_call_before(f) {
            let cond = match self.lang {
                Lang::Python => format!("not {name}"),
                _ => format!("!{name}"),
            };
            for p in self.plain_parameters(f).into_iter().take(2) {
                if p != name {
                    guard(cond.clone(), p, &mut out);
                }
            }
        }
        out
    }

    /// A lookup that may find nothing, then a use that fails on nothing: `auth = headers.get(
    /// "Authorization")` followed (later in the function) by `prefix in auth`, `auth.split()`
    /// or `auth[0]`, with no check of `auth` anywhere in the function. The guard goes right after
    /// the lookup, before statement `f` whatever it is (a `for`, an `if`): `if auth is None:
    /// return None` (JavaScript `if (auth == null) return null;`), or another value the function
    /// returns.
    fn guard_after_lookup(&self, f: usize, line: u32, out: &mut Vec<Cand>) {
        if matches!(
            self.t(f),
            "elif"
                | "else"
                | "except"
                | "finally"
                | "case"
                | "}"
                | "def"
                | "class"
                | "@"
                | "function"
                | "return"
        ) {
            return;
        }
        let Some(last) = f.checked_sub(1) else {
            return;
        };
        let Some(head) = self
            .first_token_on_line(self.line(last))
            .map(|k| self.statement_head(k))
        else {
            return;
        };
        let same_block = match self.lang {
            Lang::Python => self.first_on_line(head) && self.indent(head) == self.indent(f),
            _ => self.parent[head] == self.parent[f],
        };
        let at = if matches!(self.t(head), "const" | "let" | "var") {
            head + 1
        } else {
            head
        };
        if !same_block
            || head >= f
            || self.kind(at) != Some(TokenKind::Ident)
            || !self.is_op(at + 1, "=")
        {
            return;
        }
        const LOOKUPS: &[&str] = &[
            "get",
            "find",
            "match",
            "search",
            "getattr",
            "getItem",
            "querySelector",
        ];
        let lookup = (at + 2..f).any(|k| {
            LOOKUPS.contains(&self.t(k))
                && self.is_punct(k + 1, "(")
                && self.kind(k) == Some(TokenKind::Ident)
        });
        if !lookup {
            return;
        }
        let name = self.t(at);
        let (lo, hi) = self.scope_of(f);
        let uses: Vec<usize> = (f..hi)
            .filter(|&k| {
                self.t(k) == name
                    && self.kind(k) == Some(TokenKind::Ident)
                    && !matches!(self.prev_t(k), "." | "?.")
            })
            .collect();
        let fails_on_nothing = uses
            .iter()
            .any(|&k| matches!(self.next_t(k), "." | "[") || self.is_kw(k.wrapping_sub(1), "in"));
        // Already checked somewhere (`if auth`, `auth is None`, `auth or ""`, `auth ?? ""`).
        let checked = (lo.max(at + 1)..hi).any(|k| self.tests_name(k, name));
        // A use on this very line is the dereference guard's case (`add_guard`).
        if !fails_on_nothing || checked || uses.iter().any(|&k| self.line(k) == line) {
            return;
        }
        let Some(indent) = self.indent_text(f) else {
            return;
        };
        let tok = self.t(f);
        let mut rets: Vec<String> = vec![match self.lang {
            Lang::Python => "None".into(),
            _ => "null".into(),
        }];
        for r in self
            .simple_returns(f)
            .into_iter()
            .map(str::to_string)
            .chain(self.declared_empty(f))
        {
            if !rets.contains(&r) && r != name {
                rets.push(r);
            }
        }
        for ret in rets.into_iter().take(3) {
            let cond = match self.lang {
                Lang::Python => format!("{name} is None"),
                _ => format!("{name} == null"),
            };
            let (head, to) = self.guard_text(&cond, &ret, indent, tok);
            out.push(self.cand(
                self.toks[f].start,
                self.toks[f].end,
                to,
                Operator::AddGuard,
                format!("add `{head}` before line {line}, right after the lookup"),
            ));
        }
    }

    /// A guard `if cond: return ret` written before statement `tok` at `indent`: its one-line
    /// head (for descriptions) and the replacement text of `tok`.
    fn guard_text(&self, cond: &str, ret: &str, indent: &str, tok: &str) -> (String, String) {
        let ret = if ret.is_empty() {
            String::new()
        } else {
            format!(" {ret}")
        };
        match self.lang {
            Lang::Python => (
                format!("if {cond}: return{ret}"),
                format!("if {cond}:\n{indent}    return{ret}\n{indent}{tok}"),
            ),
            _ => {
                let head = format!("if ({cond}) return{ret};");
                let to = format!("{head}\n{indent}{tok}");
                (head, to)
            }
        }
    }

    /// `AddCall` as a statement: at the first statement of a function, a text parameter
    /// normalised for the whole body (`pattern = pattern.strip()`, JavaScript `name =
    /// name.trim();`). A call added to one read repairs that read; the value may be read on
    /// several lines, or passed on, and the repair maintainers commit is at the entry. Only
    /// for parameters the file treats as text (`Facts::stringy`), never one that may be none,
    /// and not with a normaliser the function already calls on it.
    pub(super) fn normalize_parameter(&self, line: u32, facts: &Facts<'s>) -> Vec<Cand> {
        let mut out = Vec::new();
        if !matches!(self.lang, Lang::Python | Lang::JavaScript) {
            return out;
        }
        let Some(f) = self.first_token_on_line(line) else {
            return out;
        };
        if self.statement_head(f) != f || !self.first_statement(f) || self.t(f) == "}" {
            return out;
        }
        let Some(indent) = self.indent_text(f) else {
            return out;
        };
        let (lo, hi) = self.scope_of(f);
        let hi = hi.min(self.toks.len());
        let body = |k: usize| k >= f && !self.params_at(k);
        for p in self.plain_parameters(f).into_iter().take(3) {
            if !facts.stringy.contains(p) || facts.numeric.contains(p) || facts.noneable.contains(p)
            {
                continue;
            }
            let reads: Vec<usize> = (lo..hi)
                .filter(|&k| body(k) && self.t(k) == p && !matches!(self.prev_t(k), "." | "?."))
                .collect();
            // Not before a statement that assigns it already (`name = name or "x"`).
            if reads.is_empty() || (self.t(f) == p && self.is_op(f + 1, "=")) {
                continue;
            }
            for n in normalizers(self.lang) {
                let called = reads
                    .iter()
                    .any(|&k| self.is_punct(k + 1, ".") && self.t(k + 2) == *n);
                if called {
                    continue;
                }
                let stmt = match self.lang {
                    Lang::Python => format!("{p} = {p}.{n}()"),
                    _ => format!("{p} = {p}.{n}();"),
                };
                let to = format!("{stmt}\n{indent}{}", self.t(f));
                out.push(self.cand(
                    self.toks[f].start,
                    self.toks[f].end,
                    to,
                    Operator::AddCall,
                    format!("add `{stmt}` before line {line}"),
                ));
            }
        }
        out
    }

    /// The opening guards `(condition, returned value)` of the other functions of the file with
    /// the same parameter list as the function around `f`, when the condition reads only those
    /// parameters and the value is a literal.
    fn sibling_guards(&self, f: usize) -> Vec<(String, String)> {
        let params = |def: usize| -> Option<(usize, usize)> {
            let open = (def..def + 4).find(|&k| self.is_punct(k, "("))?;
            Some((open, self.pair[open]?))
        };
        let Some(&(own, _)) = self
            .py_defs
            .iter()
            .filter(|&&(d, end)| d < f && f < end)
            .max_by_key(|&&(d, _)| d)
        else {
            return Vec::new();
        };
        let Some((o, c)) = params(own) else {
            return Vec::new();
        };
        let own_params = self.range_text(o, c);
        let names = self.plain_parameters(f);
        let mut out: Vec<(String, String)> = Vec::new();
        for &(d, _) in &self.py_defs {
            if d == own || self.indent(d) != self.indent(own) {
                continue;
            }
            let Some((po, pc)) = params(d) else { continue };
            if self.range_text(po, pc) != own_params {
                continue;
            }
            let Some((first, _)) = self.py_block(d) else {
                continue;
            };
            // Skip a comment-free docstring.
            let first = if self.kind(first) == Some(TokenKind::Str) {
                first + 1
            } else {
                first
            };
            if !self.is_kw(first, "if") {
                continue;
            }
            let Some(colon) = (first + 1..self.toks.len())
                .find(|&k| self.is_punct(k, ":") && self.parent[k] == self.parent[first])
            else {
                continue;
            };
            let ret = colon + 1;
            let value = ret + 1;
            let literal = matches!(
                self.t(value),
                "True" | "False" | "None" | "0" | "\"\"" | "''"
            ) || self.kind(value) == Some(TokenKind::Number);
            if !self.is_kw(ret, "return") || !literal || self.line(value + 1) == self.line(value) {
                continue;
            }
            let reads_params = (first + 1..colon).all(|k| {
                self.kind(k) != Some(TokenKind::Ident)
                    || names.contains(&self.t(k))
                    || self.is_punct(k + 1, "(")
                    || self.is_punct(k.wrapping_sub(1), ".")
                    || matches!(
                        self.t(k),
                        "bool" | "int" | "str" | "float" | "list" | "dict"
                    )
            });
            let cond = self.range_text(first + 1, colon - 1).to_string();
            // This function does not test the same already.
            let (lo, hi) = self.scope_of(f);
            let has_it = self.src[self.toks[lo].start..self.toks[hi.min(self.toks.len()) - 1].end]
                .contains(&cond);
            if reads_params && !has_it && !out.iter().any(|(c, _)| *c == cond) {
                out.push((cond, self.t(value).to_string()));
            }
        }
        out
    }

    /// Whether statement `f` is the first of its function's body (after a docstring).
    fn first_statement(&self, f: usize) -> bool {
        match self.lang {
            Lang::Python => {
                let Some(&(d, _)) = self
                    .py_defs
                    .iter()
                    .filter(|&&(d, end)| d < f && f < end)
                    .max_by_key(|&&(d, _)| d)
                else {
                    return false;
                };
                let Some((first, _)) = self.py_block(d) else {
                    return false;
                };
                let doc = self.kind(first) == Some(TokenKind::Str)
                    && self.line(first + 1) != self.line(first);
                f == first || (doc && f == first + 1)
            }
            _ => {
                f > 0
                    && self.is_punct(f - 1, "{")
                    && self.parent[f] == Some(f - 1)
                    && self.function_header(f - 1).is_some()
            }
        }
    }

    /// Whether the function around `f` never returns a value (only bare `return`s).
    fn returns_nothing(&self, f: usize) -> bool {
        let (lo, hi) = self.scope_of(f);
        (lo..hi.min(self.toks.len())).all(|k| {
            !self.is_kw(k, "return")
                || self.line(k + 1) != self.line(k)
                || matches!(self.t(k + 1), ";" | "}")
        })
    }

    /// Whether the function around `f` tests `name` anywhere (`if not x`, `x is None`, `x and`).
    fn checks(&self, f: usize, name: &str) -> bool {
        let (lo, hi) = self.scope_of(f);
        (lo..hi.min(self.toks.len())).any(|k| !self.params_at(k) && self.tests_name(k, name))
    }

    /// Whether token `k` is `name` tested for nothing: `if x`, `if (x`, `not x`, `x is None`,
    /// `x == ...`, `x and`, `x or ""`, `x ?? ""`.
    fn tests_name(&self, k: usize, name: &str) -> bool {
        let prev = self.prev_t(k);
        self.t(k) == name
            && (matches!(
                prev,
                "if" | "elif" | "while" | "not" | "!" | "and" | "or" | "&&" | "||"
            ) || (prev == "(" && matches!(self.t(k.wrapping_sub(2)), "if" | "while"))
                || matches!(
                    self.next_t(k),
                    "is" | "==" | "!=" | "===" | "!==" | "and" | "or" | "??" | "||" | "&&"
                ))
    }

    /// Whether token `k` is inside a parameter list.
    pub(super) fn params_at(&self, k: usize) -> bool {
        self.parent[k].is_some_and(|o| self.params[o])
    }

    /// The local that the statement just before token `f` (in the same block) assigns from a
    /// call: `name = f(...)`, `const name = f(...)`.
    fn assigned_by_call_before(&self, f: usize) -> Option<&'s str> {
        let last = f.checked_sub(1)?;
        let head = self.statement_head(self.first_token_on_line(self.line(last))?);
        let same_block = match self.lang {
            Lang::Python => self.first_on_line(head) && self.indent(head) == self.indent(f),
            _ => self.parent[head] == self.parent[f],
        };
        let at = if matches!(self.t(head), "const" | "let" | "var") && self.lang == Lang::JavaScript
        {
            head + 1
        } else {
            head
        };
        let call = self.kind(at + 2) == Some(TokenKind::Ident)
            && (self.is_punct(at + 3, "(")
                || (self.is_punct(at + 3, ".")
                    && self.kind(at + 4) == Some(TokenKind::Ident)
                    && self.is_punct(at + 5, "(")));
        (same_block
            && head < f
            && self.kind(at) == Some(TokenKind::Ident)
            && self.is_op(at + 1, "=")
            && call)
            .then(|| self.t(at))
    }

    /// The plain parameter names of the function around token `f` (no `self`/`cls`, no
    /// `*args`), in order.
    pub(super) fn plain_parameters(&self, f: usize) -> Vec<&'s str> {
        let Some((open, close)) = self.parameter_list(f) else {
            return Vec::new();
        };
        (open + 1..close)
            .filter(|&k| {
                self.parent[k] == Some(open)
                    && self.kind(k) == Some(TokenKind::Ident)
                    && matches!(self.prev_t(k), "(" | ",")
                    && !matches!(self.t(k), "self" | "cls")
            })
            .map(|k| self.t(k))
            .collect()
    }

    /// A self-assignment (`rounds = rounds`), at token `i` (its `=`): a conversion that was
    /// meant and left out. Python `int(x)`, `float(x)`, `str(x)`; JavaScript `Number(x)`,
    /// `String(x)`.
    pub(super) fn convert_self_assignment(&self, i: usize, out: &mut Vec<Cand>) {
        let calls: &[&str] = match self.lang {
            Lang::Python => &["int", "float", "str"],
            Lang::JavaScript => &["Number", "String"],
            _ => return,
        };
        if !self.is_op(i, "=")
            || i == 0
            || self.kind(i - 1) != Some(TokenKind::Ident)
            || self.t(i - 1) != self.t(i + 1)
            || !self.first_on_line(i - 1)
            || !(self.last_on_line(i + 1) || self.is_punct(i + 2, ";"))
        {
            return;
        }
        let name = self.t(i + 1);
        let tok = self.toks[i + 1];
        for call in calls {
            out.push(self.cand(
                tok.start,
                tok.end,
                format!("{call}({name})"),
                Operator::AddCall,
                format!("convert the value assigned to itself with `{call}({name})`"),
            ));
        }
    }

    /// A text default normalised as a whole (`var type = match[2] || 'ms'` ->
    /// `(match[2] || 'ms').toLowerCase()`), at token `i`: the `||`/`or` of an assignment whose
    /// value is `A || 'text'` and nothing else. The normaliser applies to the value given and the
    /// default alike, which wrapping `A` alone does not give.
    pub(super) fn normalize_default(&self, i: usize, out: &mut Vec<Cand>) {
        let or = match self.lang {
            Lang::Python => "or",
            Lang::JavaScript => "||",
            _ => return,
        };
        if self.t(i) != or || i < 2 {
            return;
        }
        let level = self.parent[i];
        let line = self.line(i);
        // `... = A || 'text'`: the `=` before, on the line and at the level of the `||`.
        let Some(eq) = (0..i)
            .rev()
            .take_while(|&k| self.line(k) == line)
            .find(|&k| self.parent[k] == level && self.is_op(k, "="))
        else {
            return;
        };
        let default = i + 1;
        let end_ok = default + 1 >= self.toks.len()
            || self.line(default + 1) != line
            || self.is_punct(default + 1, ";");
        if eq + 1 >= i || self.kind(default) != Some(TokenKind::Str) || !end_ok {
            return;
        }
        // Nothing but the one `||` at the value's level (`a + b || 'x'` binds otherwise).
        let plain = (eq + 1..i).all(|k| {
            self.parent[k] != level
                || self.kind(k) != Some(TokenKind::Operator)
                || self.is_punct(k, ".")
        });
        if !plain
            || (eq + 1..i)
                .any(|k| self.parent[k] == level && self.kind(k) == Some(TokenKind::Keyword))
        {
            return;
        }
        let (s, e) = (self.toks[eq + 1].start, self.toks[default].end);
        let value = &self.src[s..e];
        for m in normalizers(self.lang).iter().take(2) {
            out.push(self.cand(
                s,
                e,
                format!("({value}).{m}()"),
                Operator::AddCall,
                format!("normalise the value and its default alike with `({value}).{m}()`"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::mutate::{apply, generate, Lang, Mutant, MutationBudget, Operator};

    fn added(src: &str, lang: Lang, line: u32) -> Vec<Mutant> {
        generate(src, lang, &[line], &MutationBudget::default())
            .into_iter()
            .filter(|m| {
                matches!(
                    m.operator,
                    Operator::AddCall | Operator::BoundOffset | Operator::AddGuard
                )
            })
            .collect()
    }

    fn has(src: &str, lang: Lang, line: u32, want: &str) -> bool {
        added(src, lang, line).iter().any(|m| apply(src, m) == want)
    }

    fn texts(src: &str, lang: Lang, line: u32) -> Vec<String> {
        added(src, lang, line)
            .into_iter()
            .map(|m| m.replacement)
            .collect()
    }

    #[test]
    fn a_text_methods_receiver_is_normalised_before_it() {
        // oauthlib: a scope string with a trailing space splits into an extra empty scope.
        let py = "def scope_to_list(scope):\n    if scope is None:\n        return None\n    return scope.split(\" \")\n";
        let t = texts(py, Lang::Python, 4);
        assert!(
            t.contains(&"scope.strip().split(\" \")".to_string()),
            "{t:#?}"
        );
        assert!(
            t.contains(&"scope.lower().split(\" \")".to_string()),
            "{t:#?}"
        );
        // A list has no `.strip()`: nothing is added after the split.
        assert!(
            !t.iter()
                .any(|t| t.ends_with(".strip()") || t.ends_with(".lower()")),
            "{t:#?}"
        );
        // Already normalised: nothing more.
        let done = "def f(name, p):\n    return name.strip().startswith(p)\n";
        assert!(!texts(done, Lang::Python, 2)
            .iter()
            .any(|t| t.contains("strip().strip()") || t.contains("lower().strip()")));
        let js = "function tags(s) {\n  return s.split(',');\n}\n";
        assert!(texts(js, Lang::JavaScript, 2).contains(&"s.trim().split(',')".to_string()));
    }

    #[test]
    fn a_text_parameter_is_normalised_at_the_functions_entry() {
        // pathspec: patterns read from a file keep their newline; the repair is at the entry.
        let py = "class Pattern:\n    @classmethod\n    def to_regex(cls, pattern):\n        \"\"\"Convert.\"\"\"\n        if not pattern or pattern.startswith('#'):\n            return None\n        return pattern[1:]\n";
        let want = "class Pattern:\n    @classmethod\n    def to_regex(cls, pattern):\n        \"\"\"Convert.\"\"\"\n        pattern = pattern.strip()\n        if not pattern or pattern.startswith('#'):\n            return None\n        return pattern[1:]\n";
        assert!(
            has(py, Lang::Python, 5, want),
            "{:#?}",
            texts(py, Lang::Python, 5)
        );
        // Only on the first statement, never with a normaliser the body already applies, never
        // before the statement that assigns the parameter, never on one that may be none, never
        // on numbers.
        assert!(!texts(py, Lang::Python, 7)
            .iter()
            .any(|t| t.contains("pattern = pattern.")));
        let stripped = "def f(name):\n    if name.strip() == 'x':\n        return 1\n    return name.upper()\n";
        let t = texts(stripped, Lang::Python, 2);
        assert!(
            t.iter().any(|t| t.starts_with("name = name.lower()")),
            "{t:#?}"
        );
        assert!(
            !t.iter().any(|t| t.starts_with("name = name.strip()")),
            "{t:#?}"
        );
        for src in [
            "def f(name):\n    name = name or 'x'\n    return name.upper()\n",
            "def f(name=None):\n    return name.upper()\n",
            "def f(n):\n    return n + 1\n",
        ] {
            assert!(
                !texts(src, Lang::Python, 2)
                    .iter()
                    .any(|t| t.contains(" = name.")),
                "{src}"
            );
        }
        let js = "function route(path) {\n  if (path.startsWith('/')) return path;\n  return '/' + path;\n}\n";
        let want = "function route(path) {\n  path = path.trim();\n  if (path.startsWith('/')) return path;\n  return '/' + path;\n}\n";
        assert!(
            has(js, Lang::JavaScript, 2, want),
            "{:#?}",
            texts(js, Lang::JavaScript, 2)
        );
    }

    #[test]
    fn an_empty_computed_value_hands_the_input_back() {
        let py = "def with_query(url, params):\n    query = encode_params(params)\n    scheme, rest = urlsplit(url)\n    return scheme + rest + query\n";
        let want = "def with_query(url, params):\n    query = encode_params(params)\n    if not query:\n        return url\n    scheme, rest = urlsplit(url)\n    return scheme + rest + query\n";
        assert!(
            has(py, Lang::Python, 3, want),
            "{:#?}",
            texts(py, Lang::Python, 3)
        );
        // Not after the function's header, nor after an assignment that calls nothing.
        assert!(!texts(py, Lang::Python, 2)
            .iter()
            .any(|t| t.contains("if not")));
        let py = "def f(url):\n    query = url\n    return query + 'x'\n";
        assert!(!texts(py, Lang::Python, 3)
            .iter()
            .any(|t| t.contains("if not query")));
        let js = "function withQuery(url, params) {\n  const query = encode(params);\n  return url + '?' + query;\n}\n";
        assert!(
            texts(js, Lang::JavaScript, 3)
                .iter()
                .any(|t| t.starts_with("if (!query) return url;")),
            "{:#?}",
            texts(js, Lang::JavaScript, 3)
        );
    }

    #[test]
    fn split_parts_and_text_joined_with_a_literal_get_normalizers() {
        // Tornado's header parser: the value half of a split line, stored as it is.
        let py = "class Headers:\n    def parse_line(self, line):\n        name, value = line.split(\":\", 1)\n        self.add(name, value)\n\n    def add(self, name, value):\n        self.names.append(name)\n";
        assert!(
            texts(py, Lang::Python, 4)
                .iter()
                .any(|t| t == "value.strip()"),
            "{:#?}",
            texts(py, Lang::Python, 4)
        );
        let js = "function parse(line) {\n  const [key, val] = line.split('=');\n  return store(key, val);\n}\n";
        assert!(texts(js, Lang::JavaScript, 3)
            .iter()
            .any(|t| t == "val.trim()"));
        let py = "def add(d, norm, value):\n    d[norm] = d[norm] + \",\" + value\n    return register(value)\n";
        assert!(texts(py, Lang::Python, 3)
            .iter()
            .any(|t| t == "value.strip()"));
        // The parameter of a callback over split text: no `(part + 1)` (that concatenates).
        let js = "function parse(v) {\n  return v.split('.').map((part) => {\n    return Number(part);\n  });\n}\nconst f = (s) => s.split(',').map(x => Number(x));\n";
        let offsets = |line: u32| -> Vec<String> {
            generate(js, Lang::JavaScript, &[line], &MutationBudget::default())
                .into_iter()
                .filter(|m| m.operator == Operator::OperandOffset)
                .map(|m| m.replacement)
                .collect()
        };
        assert!(offsets(3).is_empty(), "{:?}", offsets(3));
        assert!(
            !offsets(6).iter().any(|r| r.contains("x + 1")),
            "{:?}",
            offsets(6)
        );
        let js = "function parse(v, n) {\n  return v.map((part) => Number(part) + n);\n}\n";
        assert!(
            generate(js, Lang::JavaScript, &[2], &MutationBudget::default())
                .iter()
                .any(|m| m.operator == Operator::OperandOffset && m.replacement == "(part + 1)")
        );
        // One name bound to a split is a list, not text; nor is a number joined in JavaScript.
        let py = "def parse(line):\n    parts = line.split(\",\")\n    return build(parts)\n";
        assert!(!texts(py, Lang::Python, 3)
            .iter()
            .any(|t| t == "parts.strip()"));
        let js = "function label(n) {\n  const s = 'n=' + n;\n  return show(n);\n}\n";
        assert!(!texts(js, Lang::JavaScript, 3)
            .iter()
            .any(|t| t == "n.trim()"));
    }

    #[test]
    fn a_lookup_used_later_gets_its_none_guard_right_after_it() {
        // Sanic's `Request.token`: the header may be missing, the loop below tests `in` it.
        let py = "class Request:\n    def token(self):\n        prefixes = (\"Bearer\", \"Token\")\n        auth_header = self.headers.get(\"Authorization\")\n        for prefix in prefixes:\n            if prefix in auth_header:\n                return auth_header.partition(prefix)[-1]\n        return auth_header\n";
        let want = py.replace(
            "        for prefix in prefixes:",
            "        if auth_header is None:\n            return None\n        for prefix in prefixes:",
        );
        assert!(
            has(py, Lang::Python, 5, &want),
            "{:#?}",
            texts(py, Lang::Python, 5)
        );
        let js = "function token(headers) {\n  const auth = headers.get('authorization');\n  const parts = auth.split(' ');\n  return parts[1];\n}\n";
        assert!(texts(js, Lang::JavaScript, 3)
            .iter()
            .any(|t| t.starts_with("if (auth == null) return null;")));
        // Checked already, or never used in a way that fails on nothing: no guard.
        let checked = py.replace(
            "        for prefix in prefixes:",
            "        if not auth_header:\n            return None\n        for prefix in prefixes:",
        );
        assert!(!texts(&checked, Lang::Python, 7)
            .iter()
            .any(|t| t.contains("auth_header is None")));
        let unused = "def f(d):\n    v = d.get(\"k\")\n    log(v)\n    return v\n";
        assert!(!texts(unused, Lang::Python, 3)
            .iter()
            .any(|t| t.contains("v is None")));
    }

    #[test]
    fn an_optional_parameter_gets_a_guard_returning_the_declared_empty_value() {
        // FastAPI's `get_authorization_scheme_param`: no header gives two empty strings.
        let py = "def get_authorization_scheme_param(value: Optional[str]) -> Tuple[str, str]:\n    \"\"\"'Bearer abc' -> ('Bearer', 'abc').\"\"\"\n    scheme, _, param = value.partition(\" \")\n    return scheme, param.strip()\n";
        let got = texts(py, Lang::Python, 3);
        assert!(
            got.iter()
                .any(|t| t.starts_with("if value is None:\n        return \"\", \"\"\n")),
            "{got:#?}"
        );
        assert!(got
            .iter()
            .any(|t| t.starts_with("if value is None:\n        return None\n")));
        let py = "def count(xs: Optional[list]) -> int:\n    return xs.count(1)\n";
        assert!(texts(py, Lang::Python, 2)
            .iter()
            .any(|t| t.contains("return 0")));
        // Nothing declared: no typed empty value.
        let py = "def f(value: Optional[str]):\n    return value.strip()\n";
        assert!(!texts(py, Lang::Python, 2)
            .iter()
            .any(|t| t.contains("return \"\"")));
    }

    #[test]
    fn python_sku_lookup_gets_normalizers_on_the_key() {
        let src = "CATALOG = {\"AB-1\": 5}\n\nclass Shop:\n    def price(self, sku):\n        code = sku.strip()\n        return CATALOG[code]\n\n    def find(self, sku):\n        return self._items.get(sku.strip())\n";
        assert!(has(
            src,
            Lang::Python,
            6,
            &src.replace("CATALOG[code]", "CATALOG[code.lower()]")
        ));
        assert!(has(
            src,
            Lang::Python,
            6,
            &src.replace("CATALOG[code]", "CATALOG[code.upper()]")
        ));
        // A chain that already strips gets the case normalizers, not a second strip.
        let t = texts(src, Lang::Python, 9);
        assert!(t.contains(&"sku.strip().upper()".to_string()), "{t:?}");
        assert!(t.contains(&"sku.strip().lower()".to_string()), "{t:?}");
        assert!(!t.iter().any(|x| x.contains("strip().strip()")), "{t:?}");
        // `self` and the method's own name are never wrapped.
        assert!(
            !t.iter()
                .any(|x| x.starts_with("self.lower") || x == "self.lower()"),
            "{t:?}"
        );
    }

    #[test]
    fn a_value_unpacked_into_a_table_key_gets_normalizers_at_its_source() {
        // rq's `parse_timeout`: `'1H'` is looked up as given.
        let src = "def parse(timeout):\n    digit, unit = timeout[:-1], timeout[-1:]\n    units = {'d': 86400, 'h': 3600}\n    return int(digit) * units[unit]\n";
        let t = texts(src, Lang::Python, 2);
        assert!(t.contains(&"timeout[-1:].lower()".to_string()), "{t:?}");
        // Not the number part: `digit` keys nothing and holds no text as far as the file says.
        assert!(!t.contains(&"timeout[:-1].lower()".to_string()), "{t:?}");
        // A call's arguments are not an unpacking.
        let src = "def f(a, b):\n    g(a, b)\n    x, y = h(a, b)\n    return T[y]\nT = {'a': 1}\n";
        assert!(!texts(src, Lang::Python, 3)
            .iter()
            .any(|x| x.ends_with(".lower()") && x.starts_with("b")));
    }

    #[test]
    fn python_distinct_counts() {
        let src = "def walk(node, seen):\n    stack = [node]\n    for child in node.children:\n        stack.append(child)\n    for i, ch in enumerate(\"abc\"):\n        pass\n    return len(seen.values()) > 1\n";
        // A loop's order is left alone: sorting what a loop visits passes wherever sorting
        // what the function returns does (`py-db-migrations`), and fixes the wrong place.
        assert!(!texts(src, Lang::Python, 3)
            .iter()
            .any(|x| x.starts_with("reversed(") || x.starts_with("sorted(")));
        let t = texts(src, Lang::Python, 7);
        assert!(t.contains(&"set(seen.values())".to_string()), "{t:?}");
        // JavaScript loops are left alone.
        let js = "function f(xs) {\n  for (const x of xs) { g(x); }\n}\n";
        assert!(!texts(js, Lang::JavaScript, 2)
            .iter()
            .any(|x| x.contains("reversed")));
    }

    #[test]
    fn python_string_comparison_and_not_numbers() {
        let src = "def is_admin(user, level):\n    if user.role == \"admin\":\n        return level > 3\n    return False\n";
        let t2 = texts(src, Lang::Python, 2);
        assert!(t2.contains(&"user.role.lower()".to_string()), "{t2:?}");
        assert!(t2.contains(&"user.role.strip()".to_string()), "{t2:?}");
        // `level` is a number: no string call on it, and no `abs` without a signed hint either
        // way is wrong; `len` never on a non-collection.
        let t3 = texts(src, Lang::Python, 3);
        assert!(
            !t3.iter().any(|x| x.contains("lower") || x.contains("len(")),
            "{t3:?}"
        );
    }

    #[test]
    fn python_abs_on_differences_and_tolerances() {
        let src = "def close(a, b, tol=1e-9):\n    diff = a - b\n    return diff < tol\n";
        assert!(has(
            src,
            Lang::Python,
            2,
            &src.replace("= a - b", "= abs(a - b)")
        ));
        // `diff` is not known to be a number here, `tol` is (a number default): abs(tol) is
        // offered only on known numbers.
        let src2 = "def close(a, b):\n    diff = 0\n    diff = a - b\n    return diff < 0.5\n";
        assert!(has(
            src2,
            Lang::Python,
            4,
            &src2.replace("return diff", "return abs(diff)")
        ));
        // Text is never given `abs`.
        let src3 = "def f(name):\n    return name.strip() < \"m\"\n";
        assert!(!texts(src3, Lang::Python, 2)
            .iter()
            .any(|x| x.contains("abs(")));
    }

    #[test]
    fn text_read_from_a_lookup_is_converted_where_it_is_used_as_a_number() {
        let has_in = |src: &str, lang, line, want: &str| {
            added(src, lang, line)
                .iter()
                .any(|m| apply(src, m).contains(want))
        };
        // py-settings-port style: a port from the environment compared with numbers.
        let py = "def load(env):\n    host = env.get(\"HOST\", \"localhost\")\n    port = env.get(\"PORT\", 8080)\n    if not 0 < port < 65536:\n        raise ValueError(port)\n    return host, port\n";
        assert!(has_in(
            py,
            Lang::Python,
            3,
            "port = int(env.get(\"PORT\", 8080))"
        ));
        // `host` is never a number: not converted.
        assert!(!has_in(py, Lang::Python, 2, "int(env.get(\"HOST\""));
        let js = "function load(env) {\n  const timeout = env['TIMEOUT'];\n  return timeout > 0 ? timeout * 1000 : 5000;\n}\n";
        assert!(has_in(
            js,
            Lang::JavaScript,
            2,
            "const timeout = Number(env['TIMEOUT']);"
        ));
        // Already converted: nothing to add.
        let py = "def load(env):\n    port = int(env.get(\"PORT\", 8080))\n    return port > 0\n";
        assert!(!has_in(py, Lang::Python, 2, "int(int("));
    }

    #[test]
    fn the_numerator_of_a_rounding_division_gets_its_offset() {
        let py = "def pages(count, per_page):\n    return (count + per_page) // per_page\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            "def pages(count, per_page):\n    return (count + per_page - 1) // per_page\n"
        ));
        // A call's arguments are not a numerator.
        let py = "def f(a, b):\n    return g(a + b) // b\n";
        assert!(!has(
            py,
            Lang::Python,
            2,
            "def f(a, b):\n    return g(a + b - 1) // b\n"
        ));
    }

    #[test]
    fn python_len_int_and_str() {
        let src = "def f(row, items):\n    items.append(1)\n    if items > 3:\n        return row[\"qty\"] * 2\n    count = 0\n    return \"n=\" + count\n";
        assert!(has(
            src,
            Lang::Python,
            3,
            &src.replace("if items > 3", "if len(items) > 3")
        ));
        assert!(has(
            src,
            Lang::Python,
            4,
            &src.replace("row[\"qty\"] * 2", "int(row[\"qty\"]) * 2")
        ));
        assert!(has(
            src,
            Lang::Python,
            6,
            &src.replace("\"n=\" + count", "\"n=\" + str(count)")
        ));
        // Ordered against an attribute the file knows nothing numeric about.
        let src = "class B:\n    def __init__(self, cap=CAP):\n        self.cap = cap\n        self.pending = []\n\n    def due(self, other):\n        return self.pending >= self.cap, self.pending < other.pending\n";
        assert!(has(
            src,
            Lang::Python,
            7,
            &src.replace("self.pending >= self.cap", "len(self.pending) >= self.cap")
        ));
        assert!(!has(
            src,
            Lang::Python,
            7,
            &src.replace("self.pending < other", "len(self.pending) < other")
        ));
    }

    #[test]
    fn python_bound_offsets_on_compound_indices_and_slices() {
        let src = "def median(xs):\n    n = len(xs)\n    mid = xs[n // 2]\n    head = xs[:n // 2]\n    for i in range(0, n - 1):\n        pass\n    return xs[i + 1]\n";
        assert!(has(
            src,
            Lang::Python,
            3,
            &src.replace("xs[n // 2]", "xs[n // 2 - 1]")
        ));
        assert!(has(
            src,
            Lang::Python,
            3,
            &src.replace("xs[n // 2]", "xs[n // 2 + 1]")
        ));
        assert!(has(
            src,
            Lang::Python,
            4,
            &src.replace("xs[:n // 2]", "xs[:n // 2 + 1]")
        ));
        // Bounds that already end in `± 1` are `literals`' business; single names `offsets'`.
        assert!(
            texts(src, Lang::Python, 5).is_empty(),
            "{:?}",
            texts(src, Lang::Python, 5)
        );
        assert!(
            texts(src, Lang::Python, 7).is_empty(),
            "{:?}",
            texts(src, Lang::Python, 7)
        );
    }

    #[test]
    fn python_guard_before_a_dereference_of_a_lookup() {
        let src = "def price_of(catalog, sku):\n    item = catalog.get(sku)\n    return item.price\n\ndef mean(xs):\n    return sum(xs) / len(xs)\n";
        let want = src.replace(
            "    return item.price",
            "    if item is None:\n        return None\n    return item.price",
        );
        assert!(has(src, Lang::Python, 3, &want));
        let want = src.replace(
            "    return sum(xs)",
            "    if not xs:\n        return 0\n    return sum(xs)",
        );
        assert!(has(src, Lang::Python, 6, &want));
        // No guard on a name that is never none.
        assert!(!texts(src, Lang::Python, 2)
            .iter()
            .any(|x| x.contains("is None")));
    }

    #[test]
    fn javascript_trim_lowercase_abs_and_guard() {
        let src = "const PRICES = { \"ab-1\": 5 };\n\nclass Cart {\n  price(code) {\n    const item = this.items.find((i) => i.code === code);\n    return item.price;\n  }\n  key(code) {\n    return PRICES[code];\n  }\n  late(due, now) {\n    return now - due > 0;\n  }\n}\n";
        let t = texts(src, Lang::JavaScript, 9);
        assert!(t.contains(&"code.toLowerCase()".to_string()), "{t:?}");
        assert!(t.contains(&"code.trim()".to_string()), "{t:?}");
        assert!(has(
            src,
            Lang::JavaScript,
            12,
            &src.replace("now - due >", "Math.abs(now - due) >")
        ));
        assert!(has(
            src,
            Lang::JavaScript,
            6,
            &src.replace(
                "    return item.price;",
                "    if (item == null) return null;\n    return item.price;"
            )
        ));
        // `this` is never wrapped.
        assert!(!texts(src, Lang::JavaScript, 5)
            .iter()
            .any(|x| x.starts_with("this.toLowerCase")));
    }

    #[test]
    fn rust_abs_trim_and_range_bounds_only_on_fitting_types() {
        let src = "fn drift(a: i64, b: i64, tol: i64) -> bool {\n    let d: i64 = a - b;\n    d > tol\n}\n\nfn tag(name: &str) -> bool {\n    name == \"admin\"\n}\n\nfn count(n: usize, xs: &[u8]) -> usize {\n    let mut c = 0;\n    for i in 0..n / 2 {\n        c += xs[i * 2] as usize;\n    }\n    c\n}\n";
        assert!(has(
            src,
            Lang::Rust,
            2,
            &src.replace("= a - b;", "= (a - b).abs();")
        ));
        assert!(has(
            src,
            Lang::Rust,
            3,
            &src.replace("    d > tol", "    d.abs() > tol")
        ));
        assert!(has(
            src,
            Lang::Rust,
            7,
            &src.replace("name ==", "name.trim() ==")
        ));
        assert!(has(
            src,
            Lang::Rust,
            7,
            &src.replace("name ==", "name.to_lowercase() ==")
        ));
        assert!(has(
            src,
            Lang::Rust,
            12,
            &src.replace("0..n / 2", "0..n / 2 + 1")
        ));
        assert!(has(
            src,
            Lang::Rust,
            13,
            &src.replace("xs[i * 2]", "xs[i * 2 + 1]")
        ));
        // `usize` has no `abs`; numbers get no string calls; no guards in Rust.
        let t12 = texts(src, Lang::Rust, 12);
        assert!(
            !t12.iter().any(|x| x.contains("abs") || x.contains("trim")),
            "{t12:?}"
        );
        assert!(!texts(src, Lang::Rust, 13).iter().any(|x| x.contains("abs")));
    }

    #[test]
    fn added_code_comes_after_the_existing_families_in_a_full_line() {
        // Every existing family outranks the added ones when the per-line budget is tight.
        let src = "def f(a, b, sku):\n    return a < b and sku.strip() == \"x\"\n";
        let budget = MutationBudget {
            max_per_line: 3,
            ..MutationBudget::default()
        };
        let m = generate(src, Lang::Python, &[2], &budget);
        assert!(m.iter().all(|m| m.operator < Operator::AddCall), "{m:?}");
        let all = generate(src, Lang::Python, &[2], &MutationBudget::default());
        assert!(all.iter().any(|m| m.operator == Operator::AddCall));
        assert!(all
            .iter()
            .filter(|m| m.operator == Operator::AddCall)
            .all(|m| m.class == crate::mutate::EditClass::AddedCall && !m.class.is_suspect_fix()));
    }

    #[test]
    fn a_copy_named_for_a_call_gets_that_call() {
        let py = "def natural(bytes_, name):\n    abs_bytes = bytes_\n    lowered = name\n    size = bytes_\n    return abs_bytes, lowered, size\n";
        assert!(texts(py, Lang::Python, 2).contains(&"abs(bytes_)".to_string()));
        assert!(texts(py, Lang::Python, 3).contains(&"name.lower()".to_string()));
        assert!(!texts(py, Lang::Python, 4)
            .iter()
            .any(|t| t.contains("abs(bytes_)")));
        let js = "function f(delta, tag) {\n  const absDelta = delta;\n  return absDelta;\n}\n";
        assert!(texts(js, Lang::JavaScript, 2).contains(&"Math.abs(delta)".to_string()));
        let rs = "fn f(d: i64) -> i64 {\n    let abs_d = d;\n    abs_d\n}\n";
        assert!(texts(rs, Lang::Rust, 2).contains(&"d.abs()".to_string()));
    }

    #[test]
    fn no_normalizer_on_a_position_or_a_flag_computed_from_text() {
        let py =
            "def after(string):\n    pos = string.rfind(\".\")\n    return string.strip()[pos:]\n";
        let t = texts(py, Lang::Python, 2);
        assert!(!t.iter().any(|x| x.contains("rfind(\".\").")), "{t:?}");
    }

    #[test]
    fn a_missing_value_may_skip_a_void_call_and_an_empty_one_come_back() {
        let py = "class Optional:\n    def __call__(self, inst, field, value):\n        self.validator(inst, field, value)\n\ndef capfirst(x):\n    \"\"\"Doc.\"\"\"\n    return str(x)[0].upper() + str(x)[1:]\n\ndef checked(x):\n    if not x:\n        return x\n    return x[0]\n";
        let three = texts(py, Lang::Python, 3);
        assert!(
            three
                .iter()
                .any(|t| t.starts_with("if value is None:\n            return\n")),
            "{three:?}"
        );
        let seven = texts(py, Lang::Python, 7);
        assert!(
            seven
                .iter()
                .any(|t| t.starts_with("if not x:\n        return x\n")),
            "{seven:?}"
        );
        // Already checked: no second guard.
        assert!(!texts(py, Lang::Python, 12)
            .iter()
            .any(|t| t.starts_with("if not x")));
        let js = "function check(value, rule) {\n  rule.validate(value);\n}\n";
        assert!(texts(js, Lang::JavaScript, 2)
            .iter()
            .any(|t| t.starts_with("if (value == null) return;")));
    }

    #[test]
    fn a_function_gets_the_guard_its_siblings_open_with() {
        let py = "def is_integer(checker, instance):\n    return isinstance(instance, int)\n\n\ndef is_number(checker, instance):\n    if isinstance(instance, bool):\n        return False\n    return isinstance(instance, float)\n\n\ndef is_thing(other):\n    return other\n";
        let two = texts(py, Lang::Python, 2);
        assert!(
            two.iter()
                .any(|t| t.starts_with("if isinstance(instance, bool):\n        return False\n")),
            "{two:?}"
        );
        // Different parameters: no sibling.
        assert!(!texts(py, Lang::Python, 12)
            .iter()
            .any(|t| t.contains("isinstance")));
        // The sibling itself already has it.
        assert!(!texts(py, Lang::Python, 8)
            .iter()
            .any(|t| t.starts_with("if isinstance(instance, bool)")));
    }

    #[test]
    fn the_key_of_a_lookup_with_a_default_gets_normalizers() {
        let py =
            "NAMES = {\"edt\": -4, \"est\": -5}\n\ndef offset(tz):\n    return NAMES.get(tz, 0)\n";
        assert!(
            texts(py, Lang::Python, 4).contains(&"tz.lower()".to_string()),
            "{:?}",
            texts(py, Lang::Python, 4)
        );
    }

    #[test]
    fn a_difference_wraps_by_the_modulus_the_file_wraps_others_by() {
        let py = "class Calendar:\n    def weekdays(self):\n        for i in range(7):\n            yield (self.first + i) % 7\n\n    def days(self, day1, ndays):\n        before = (day1 - self.first)\n        after = (self.first - day1 - ndays) % 7\n        gap = day1 - ndays\n        return before, after, gap\n";
        let got = texts(py, Lang::Python, 7);
        assert!(
            got.contains(&"(day1 - self.first) % 7".to_string()),
            "{got:#?}"
        );
        let got = texts(py, Lang::Python, 9);
        assert!(got.contains(&"(day1 - ndays) % 7".to_string()), "{got:#?}");
        // Already wrapped: nothing more.
        assert!(!texts(py, Lang::Python, 8)
            .iter()
            .any(|s| s.contains("% 7 % 7")));
        // No modulus anywhere else in the file: nothing made up.
        let plain = "def days(day1, first):\n    before = (day1 - first)\n    return before\n";
        assert!(!texts(plain, Lang::Python, 2)
            .iter()
            .any(|s| s.contains('%')));
    }

    #[test]
    fn text_read_into_a_numeric_name_or_a_typed_int_gets_its_conversion() {
        let py = "import re\n\n_re = re.compile(r'^(.+):(\\d+)$')\n\ndef split(netloc):\n    match = _re.match(netloc)\n    if match:\n        host = match.group(1)\n        port = match.group(2)\n        value = match.group(2)  # type: Optional[int]\n    return host, port, value\n";
        let got = texts(py, Lang::Python, 9);
        assert!(got.contains(&"int(match.group(2))".to_string()), "{got:#?}");
        let got = texts(py, Lang::Python, 10);
        assert!(got.contains(&"int(match.group(2))".to_string()), "{got:#?}");
        // A text name read from text stays text.
        assert!(!texts(py, Lang::Python, 8)
            .iter()
            .any(|s| s.starts_with("int(")));
    }

    #[test]
    fn a_text_default_is_normalised_with_the_value() {
        // ms' `parse`: the unit is matched case-insensitively but read as written.
        let js = "function parse(str) {\n  var match = re.exec(str);\n  var type = match[2] || 'ms';\n  return type;\n}\n";
        assert!(texts(js, Lang::JavaScript, 3)
            .contains(&"(match[2] || 'ms').toLowerCase()".to_string()));
        let py = "def unit(m):\n    kind = m.group(2) or 'ms'\n    return kind\n";
        assert!(texts(py, Lang::Python, 2).contains(&"(m.group(2) or 'ms').lower()".to_string()));
        // A default that is no text, or a value with more than the one `||`: left alone.
        let js = "function f(a, b) {\n  var n = a + b || 0;\n  var t = a || b || 'x';\n}\n";
        for line in [2, 3] {
            let wrapped: Vec<String> = texts(js, Lang::JavaScript, line)
                .into_iter()
                .filter(|t| t.starts_with('('))
                .collect();
            assert!(wrapped.is_empty(), "line {line}: {wrapped:?}");
        }
    }

    #[test]
    fn a_self_assignment_gets_the_conversion_it_left_out() {
        // passlib's `from_string`: the rounds parsed from the hash stay text.
        let py = "def parse(h):\n    rounds, salt = h.split('$')\n    rounds = rounds\n    return rounds\n";
        assert!(texts(py, Lang::Python, 3).contains(&"int(rounds)".to_string()));
        let js = "function f(n) {\n  n = n;\n  return n;\n}\n";
        assert!(texts(js, Lang::JavaScript, 2).contains(&"Number(n)".to_string()));
        let py = "def f(a, b):\n    a = b\n    return a\n";
        assert!(!texts(py, Lang::Python, 2).iter().any(|t| t == "int(b)"));
    }
}
