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
//!   likewise -> `((a % n) + n) % n`. Rust `((a - b) / 1000) as f64`, an integer division
//!   before the conversion, -> `(a - b) as f64 / 1000.0`.
//! - Python calls missing the keyword argument that changes what they mean, from a short
//!   catalogue (`json.dumps(x)` -> `json.dumps(x, sort_keys=True)`, `sorted(xs, reverse=True)`,
//!   `os.makedirs(p, exist_ok=True)`, `s.split(sep, maxsplit=1)`; `AddCall`), and a format spec
//!   without its zero padding (`{seconds:2d}` -> `{seconds:02d}`; `StringReplace`);
//!   `Decimal.quantize(q)` without the rounding the file imports (`rounding=ROUND_HALF_UP`:
//!   the default rounds half to even); a list kept with `heapq` popped or pushed as a plain
//!   list (`self._heap.pop()` -> `heapq.heappop(self._heap)`; `CallSwap`); and a local bound
//!   to an attribute or argument list, then mutated in place (`reqs = self.requires;
//!   reqs.extend(...)` changes the object's own list) -> a copy (`list(self.requires)`,
//!   `dict(...)`, `set(...)` by how it is mutated; `AddCall`).

use super::scope::{is_string_kind, ScopeCache};
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
        // `value == False` -> `value is False`: `0 == False` and `1 == True` hold, so a number
        // passes for a boolean (`!=` -> `is not`).
        if matches!(t, "==" | "!=")
            && matches!(self.next_t(i), "True" | "False" | "None")
            && self.kind(i) == Some(TokenKind::Operator)
        {
            let tok = self.toks[i];
            let to = if t == "==" { "is" } else { "is not" };
            out.push(self.cand(
                tok.start,
                tok.end,
                to.into(),
                Operator::Membership,
                format!(
                    "compare with `{to} {}` (`0 == False` holds)",
                    self.next_t(i)
                ),
            ));
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
        // `Decimal(value)` -> `Decimal(str(value))`: a float keeps its binary error in a
        // Decimal (`Decimal(9.995)` is 9.99499...), its text does not.
        if t == "Decimal" && self.is_punct(i + 1, "(") {
            if let Some(c) = self.pair[i + 1] {
                let one_arg = c > i + 2
                    && !(i + 2..c).any(|k| self.parent[k] == Some(i + 1) && self.is_punct(k, ","));
                let text_already = self.kind(i + 2) == Some(TokenKind::Str)
                    || (self.t(i + 2) == "str" && self.is_punct(i + 3, "("));
                if one_arg && !text_already {
                    let arg = self.range_text(i + 2, c - 1);
                    out.push(self.cand(
                        self.toks[i + 2].start,
                        self.toks[c - 1].end,
                        format!("str({arg})"),
                        Operator::AddCall,
                        format!(
                            "build the Decimal from `str({arg})`: a float keeps its binary error"
                        ),
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
        // `d.setHours(0)` keeps the minutes, seconds and milliseconds: the start of a day is
        // `setHours(0, 0, 0, 0)` (date-fns' `startOfDay`); likewise `setMinutes(m)`.
        let smaller_units = match self.t(i) {
            "setHours" | "setUTCHours" => 3,
            "setMinutes" | "setUTCMinutes" => 2,
            _ => 0,
        };
        if smaller_units > 0 && self.is_punct(i.wrapping_sub(1), ".") && self.is_punct(i + 1, "(") {
            let Some(close) = self.pair[i + 1] else {
                return;
            };
            let args =
                (i + 2..close).filter(|&k| self.parent[k] == Some(i + 1) && self.is_punct(k, ","));
            if close > i + 2 && args.count() == 0 {
                let first = self
                    .src
                    .get(self.toks[i + 2].start..self.toks[close - 1].end)
                    .unwrap_or("");
                out.push(self.cand(
                    self.toks[i + 2].start,
                    self.toks[close - 1].end,
                    format!("{first}{}", ", 0".repeat(smaller_units)),
                    Operator::AddCall,
                    format!(
                        "clear the smaller units too with `.{}({first}{})`",
                        self.t(i),
                        ", 0".repeat(smaller_units)
                    ),
                ));
            }
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
            let Some(s) = self.dotted_start(end) else {
                return;
            };
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

/// Python calls and the keyword arguments they are often missing.
const KEYWORDS: &[(&str, &str)] = &[
    ("dumps", "sort_keys=True"),
    ("dump", "sort_keys=True"),
    ("sorted", "reverse=True"),
    ("sort", "reverse=True"),
    ("makedirs", "exist_ok=True"),
    ("mkdir", "exist_ok=True"),
    ("split", "maxsplit=1"),
    ("rsplit", "maxsplit=1"),
    // A positional flag, added only to an empty call: `text.splitlines(True)` keeps the ends.
    ("splitlines", "True"),
    // The standard library's flags that change what a call keeps or escapes: blank query
    // values dropped, a list value sent as its `repr`, non-ASCII escaped, `/` left unquoted.
    ("parse_qsl", "keep_blank_values=True"),
    ("parse_qs", "keep_blank_values=True"),
    ("urlencode", "doseq=True"),
    ("dumps", "ensure_ascii=False"),
    ("quote", "safe=''"),
    ("copytree", "dirs_exist_ok=True"),
];

impl<'s> Analysis<'s> {
    /// The first token of the dotted name (`self.queue.items`, `this.n`, `x`) that ends with
    /// the name at `end`; `None` when `end` is not a name.
    pub(super) fn dotted_start(&self, end: usize) -> Option<usize> {
        if self.kind(end) != Some(TokenKind::Ident) {
            return None;
        }
        let mut s = end;
        while s >= 2
            && self.is_punct(s - 1, ".")
            && (self.kind(s - 2) == Some(TokenKind::Ident)
                || self.is_kw(s - 2, "self")
                || self.is_kw(s - 2, "this"))
        {
            s -= 2;
        }
        Some(s)
    }

    /// Whether the file names `text` as a token anywhere (an import, a use).
    fn names(&self, text: &str) -> bool {
        (0..self.toks.len()).any(|k| self.t(k) == text)
    }

    /// A time unit mixed up in a Python `timedelta`/`relativedelta` keyword (`minutes=ttl` for
    /// `seconds=ttl`), at token `i` (the keyword): the next unit up and down.
    pub(super) fn time_unit(&self, i: usize, out: &mut Vec<Cand>) {
        const UNITS: &[&str] = &[
            "microseconds",
            "milliseconds",
            "seconds",
            "minutes",
            "hours",
            "days",
            "weeks",
        ];
        if self.lang != Lang::Python || !self.is_op(i + 1, "=") {
            return;
        }
        let Some(at) = UNITS.iter().position(|u| *u == self.t(i)) else {
            return;
        };
        let Some(open) = self.parent[i] else { return };
        let callee = self.t(open.wrapping_sub(1));
        if !self.is_punct(open, "(")
            || !matches!(callee, "timedelta" | "relativedelta")
            || !matches!(self.prev_t(i), "(" | ",")
        {
            return;
        }
        let neighbours = [at.checked_sub(1), Some(at + 1).filter(|&k| k < UNITS.len())];
        for to in neighbours.into_iter().flatten().map(|k| UNITS[k]) {
            let taken = (open + 1..self.pair[open].unwrap_or(open))
                .any(|k| self.parent[k] == Some(open) && self.t(k) == to && self.is_op(k + 1, "="));
            if !taken {
                out.push(self.swap_cand(i, to, Operator::IdentifierReplace));
            }
        }
    }

    /// A regular expression's flags missing one (`re.MULTILINE` -> `re.IGNORECASE |
    /// re.MULTILINE`), at token `i`: the `re` of the first flag of an argument. Adds each of
    /// the three common flags the argument lacks, spelled as the file spells flags (`re.I` or
    /// `re.IGNORECASE`).
    pub(super) fn missing_regex_flag(&self, i: usize, out: &mut Vec<Cand>) {
        const FLAGS: &[(&str, &str)] = &[("IGNORECASE", "I"), ("MULTILINE", "M"), ("DOTALL", "S")];
        let is_flag = |k: usize| {
            self.t(k) == "re"
                && self.is_punct(k + 1, ".")
                && matches!(
                    self.t(k + 2),
                    "IGNORECASE"
                        | "I"
                        | "MULTILINE"
                        | "M"
                        | "DOTALL"
                        | "S"
                        | "VERBOSE"
                        | "X"
                        | "ASCII"
                        | "A"
                        | "UNICODE"
                        | "U"
                )
        };
        if self.lang != Lang::Python
            || !is_flag(i)
            || self.is_op(i.wrapping_sub(1), "|")
            || !self.parent[i].is_some_and(|o| self.is_call_paren(o))
        {
            return;
        }
        // The chain `re.A | re.B | ...` from `i`.
        let mut end = i + 2;
        let mut have: Vec<&str> = vec![self.t(i + 2)];
        while self.is_op(end + 1, "|") && is_flag(end + 2) {
            end += 4;
            have.push(self.t(end));
        }
        let short = self.t(i + 2).len() == 1;
        let text = &self.src[self.toks[i].start..self.toks[end].end];
        for (long, abbr) in FLAGS {
            if have.contains(long) || have.contains(abbr) {
                continue;
            }
            let flag = if short { abbr } else { long };
            let to = format!("re.{flag} | {text}");
            out.push(self.cand(
                self.toks[i].start,
                self.toks[end].end,
                to,
                Operator::AddCall,
                format!("add the flag `re.{flag}` to `{text}`"),
            ));
        }
    }

    /// A Python regular expression matching one character where a run was meant, at token `i`
    /// (the pattern, the first argument of `re.compile`/`re.sub`/...): a character class or a
    /// `\s`/`\d`/`\w` class without a quantifier gets `+` (markdown2's slugify, `r'[-\s]'` for
    /// `r'[-\s]+'`: every space became a hyphen of its own). At most three per pattern.
    pub(super) fn regex_quantifier(&self, i: usize, out: &mut Vec<Cand>) {
        const CALLS: &[&str] = &[
            "compile",
            "sub",
            "subn",
            "match",
            "search",
            "fullmatch",
            "findall",
            "finditer",
            "split",
        ];
        if self.lang != Lang::Python || self.kind(i) != Some(TokenKind::Str) {
            return;
        }
        let first_arg = self.parent[i].is_some_and(|o| {
            o + 1 == i
                && o >= 3
                && CALLS.contains(&self.t(o - 1))
                && self.is_punct(o - 2, ".")
                && self.t(o - 3) == "re"
        });
        if !first_arg {
            return;
        }
        let text = self.t(i);
        // Only raw strings: in a plain one, `\s` is not what the pattern sees.
        let Some(q) = text.find(['\'', '"']) else {
            return;
        };
        if !text[..q].to_ascii_lowercase().contains('r') || text[q..].starts_with("\"\"\"") {
            return;
        }
        let b = text.as_bytes();
        let body_end = text.len() - 1;
        let quantified = |k: usize| k < body_end && matches!(b[k], b'+' | b'*' | b'?' | b'{');
        let mut ends = Vec::new();
        let mut k = q + 1;
        while k < body_end {
            match b[k] {
                b'\\' if k + 1 < body_end => {
                    if matches!(b[k + 1], b's' | b'd' | b'w' | b'S' | b'D' | b'W')
                        && !quantified(k + 2)
                    {
                        ends.push(k + 2);
                    }
                    k += 2;
                }
                b'[' => {
                    // The class ends at the first `]` that is not its first member or escaped.
                    let mut j = k + 1;
                    if j < body_end && b[j] == b'^' {
                        j += 1;
                    }
                    if j < body_end && b[j] == b']' {
                        j += 1;
                    }
                    while j < body_end && b[j] != b']' {
                        j += if b[j] == b'\\' { 2 } else { 1 };
                    }
                    if j >= body_end {
                        return;
                    }
                    if !quantified(j + 1) {
                        ends.push(j + 1);
                    }
                    k = j + 1;
                }
                _ => k += 1,
            }
        }
        for at in ends.into_iter().take(3) {
            let to = format!("{}+{}", &text[..at], &text[at..]);
            out.push(self.cand(
                self.toks[i].start,
                self.toks[i].end,
                to.clone(),
                Operator::StringReplace,
                format!("match a run: `{text}` to `{to}`"),
            ));
        }
    }

    /// A character or text appended to a pattern the file compiles as a regular expression
    /// without escaping it (`add(c)` -> `add(re.escape(c))` in fnmatch's `translate`), at token
    /// `i`: the one-name argument of `add(`/`append(`/`write(`, or the one name of `res +=`.
    /// Python, in a file that calls `re.compile` (the caller checks: `compiles_regex`).
    pub(super) fn regex_escape(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || self.kind(i) != Some(TokenKind::Ident) || i < 2 {
            return;
        }
        let arg = self.is_punct(i - 1, "(")
            && self.is_punct(i + 1, ")")
            && matches!(self.t(i - 2), "add" | "append" | "write");
        let appended = self.is_op(i - 1, "+=") && self.last_on_line(i);
        if !(arg || appended) {
            return;
        }
        let name = self.t(i);
        let tok = self.toks[i];
        out.push(self.cand(
            tok.start,
            tok.end,
            format!("re.escape({name})"),
            Operator::AddCall,
            format!("escape `{name}` in the regular expression with `re.escape({name})`"),
        ));
    }

    /// Whether the file compiles a regular expression (`re.compile(`).
    pub(super) fn compiles_regex(&self) -> bool {
        (2..self.toks.len())
            .any(|k| self.t(k) == "compile" && self.is_punct(k - 1, ".") && self.t(k - 2) == "re")
    }

    /// A catalogue keyword argument added to a Python call that lacks it, at token `i` (the
    /// called name).
    pub(super) fn missing_keyword(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_punct(i + 1, "(") {
            return;
        }
        let name = self.t(i);
        let Some(c) = self.pair[i + 1] else { return };
        let own = |k: usize| self.parent[k] == Some(i + 1);
        // `quantize` rounds half to even unless told: the rounding the file imports.
        let rounding = if name == "quantize" && self.is_punct(i.wrapping_sub(1), ".") {
            if self.names("ROUND_HALF_UP") {
                Some("rounding=ROUND_HALF_UP".to_string())
            } else if self.names("decimal") {
                Some("rounding=decimal.ROUND_HALF_UP".to_string())
            } else {
                None
            }
        } else {
            None
        };
        let extra: Vec<(&str, &str)> = rounding
            .as_deref()
            .map(|kw| vec![("quantize", kw)])
            .unwrap_or_default();
        for &(callee, kw) in KEYWORDS.iter().chain(extra.iter()) {
            if callee != name {
                continue;
            }
            let key = kw.split('=').next().unwrap_or(kw);
            if (i + 2..c).any(|k| own(k) && self.t(k) == key && self.is_op(k + 1, "=")) {
                continue;
            }
            // `sorted`/`sort` and `dumps` need something to work on; `split` is a method.
            let method = self.is_punct(i.wrapping_sub(1), ".");
            if matches!(name, "split" | "rsplit" | "sort" | "mkdir" | "splitlines") && !method {
                continue;
            }
            if !kw.contains('=') && c != i + 2 {
                continue;
            }
            if (i + 2..c).any(|k| own(k) && matches!(self.t(k), "*" | "**")) {
                continue;
            }
            let close = self.toks[c];
            let replacement = self.appended_argument(i + 1, c, kw);
            out.push(self.cand(
                close.start,
                close.end,
                replacement,
                Operator::AddCall,
                if kw.contains('=') {
                    format!("add the keyword argument `{kw}` to `{name}(...)`")
                } else {
                    format!("add the argument `{kw}` to `{name}()`")
                },
            ));
        }
    }

    /// A list kept as a heap (the file calls `heapq.heappush(X, ...)`) popped or appended to as
    /// a plain list, at token `i` (the `pop`/`append` of `X.pop()`/`X.append(v)`).
    pub(super) fn heap_as_list(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python
            || !matches!(self.t(i), "pop" | "append")
            || !self.is_punct(i.wrapping_sub(1), ".")
            || !self.is_punct(i + 1, "(")
        {
            return;
        }
        let Some(c) = self.pair[i + 1] else { return };
        // The receiver: a dotted name ending just before the `.`.
        let Some(s) = self.dotted_start(i - 2) else {
            return;
        };
        let receiver = self.range_text(s, i - 2);
        let heap = (0..self.toks.len()).any(|k| {
            matches!(self.t(k), "heappush" | "heapify" | "heappop")
                && self.is_punct(k + 1, "(")
                && self.pair[k + 1].is_some_and(|e| {
                    let first = (k + 2..e)
                        .find(|&j| self.parent[j] == Some(k + 1) && self.is_punct(j, ","))
                        .map_or(e, |j| j);
                    first > k + 2 && self.range_text(k + 2, first - 1) == receiver
                })
        });
        if !heap {
            return;
        }
        let module = if self.names("heapq") { "heapq." } else { "" };
        let (to, what) = if self.t(i) == "pop" {
            if c != i + 2 {
                return; // `pop(i)` takes a given index on purpose
            }
            (format!("{module}heappop({receiver})"), "heappop")
        } else {
            let arg = self.range_text(i + 2, c - 1);
            if c == i + 2 {
                return;
            }
            (format!("{module}heappush({receiver}, {arg})"), "heappush")
        };
        out.push(self.cand(
            self.toks[s].start,
            self.toks[c].end,
            to,
            Operator::CallSwap,
            format!(
                "keep the heap order: `{what}` instead of the list's `.{}()`",
                self.t(i)
            ),
        ));
    }

    /// `return list;` where `list` is the object's own collection (bound from `this.`/`self.`
    /// in the same function, in a file that mutates lists in place): the caller gets the live
    /// list, which changes under it (a listener removed during an emit) -> a copy
    /// (`list.slice()`, `list(list)`), at token `i` (the `return`).
    pub(super) fn return_copy(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript) || !self.is_kw(i, "return") {
            return;
        }
        let v = i + 1;
        let ends = self.line(v + 1) != self.line(v) || self.is_punct(v + 1, ";");
        if self.kind(v) != Some(TokenKind::Ident) || !ends {
            return;
        }
        let name = self.t(v);
        let receiver = if self.lang == Lang::Python {
            "self"
        } else {
            "this"
        };
        let (lo, _) = self.scope_of(i);
        let bound_from_object = (lo..i).any(|k| {
            self.t(k) == name
                && self.is_op(k + 1, "=")
                && self.t(k + 2) == receiver
                && self.is_punct(k + 3, ".")
        });
        let mutates_lists = (0..self.toks.len()).any(|k| {
            self.is_punct(k, ".")
                && matches!(
                    self.t(k + 1),
                    "push" | "splice" | "append" | "extend" | "remove" | "insert"
                )
                && self.is_punct(k + 2, "(")
        });
        if !bound_from_object || !mutates_lists {
            return;
        }
        let copy = match self.lang {
            Lang::Python => format!("list({name})"),
            _ => format!("{name}.slice()"),
        };
        let t = self.toks[v];
        out.push(self.cand(
            t.start,
            t.end,
            copy.clone(),
            Operator::AddCall,
            format!("return a copy, `{copy}`, not the object's own list"),
        ));
    }

    /// `local = self.items` (or a parameter) and then `local.extend(...)`: the object's own
    /// collection changes -> a copy, at token `i` (the `=`).
    pub(super) fn alias_copy(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_op(i, "=") || i == 0 {
            return;
        }
        let local = i - 1;
        if self.kind(local) != Some(TokenKind::Ident) || !self.first_on_line(local) {
            return;
        }
        // The value: a dotted name alone on the rest of the line.
        let s = i + 1;
        let mut e = s;
        if !(self.kind(s) == Some(TokenKind::Ident) || self.is_kw(s, "self")) {
            return;
        }
        while self.is_punct(e + 1, ".") && self.kind(e + 2) == Some(TokenKind::Ident) {
            e += 2;
        }
        if !self.last_on_line(e) || (e == s && self.is_kw(s, "self")) {
            return;
        }
        // How the local is mutated later in the same function.
        let name = self.t(local);
        let end = self
            .py_defs
            .iter()
            .filter(|&&(d, end)| d < i && i < end)
            .max_by_key(|&&(d, _)| d)
            .map_or(self.toks.len(), |&(_, end)| end);
        let mut ctor = None;
        for k in e + 1..end {
            if self.t(k) != name || !self.is_punct(k + 1, ".") {
                if self.t(k) == name && self.is_punct(k + 1, "[") {
                    let assigned = self.pair[k + 1].is_some_and(|c| self.is_op(c + 1, "="));
                    if assigned {
                        ctor = ctor.or(Some("dict"));
                    }
                }
                continue;
            }
            ctor = ctor.or(match self.t(k + 2) {
                "append" | "extend" | "insert" | "remove" | "sort" | "reverse" => Some("list"),
                "update" | "setdefault" | "popitem" => Some("dict"),
                "add" | "discard" => Some("set"),
                _ => None,
            });
        }
        let Some(ctor) = ctor else { return };
        let value = self.range_text(s, e);
        out.push(self.cand(
            self.toks[s].start,
            self.toks[e].end,
            format!("{ctor}({value})"),
            Operator::AddCall,
            format!("work on a copy: replace `{value}` with `{ctor}({value})` (`{name}` is changed in place below)"),
        ));
    }

    /// Rust: `text.len()` on a string counts bytes, not characters: `text.chars().count()`
    /// where `text` is declared a `&str` or a `String`, at token `i` (the `len`).
    pub(super) fn byte_length(&self, i: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        if self.lang != Lang::Rust
            || self.t(i) != "len"
            || i < 2
            || !self.is_punct(i - 1, ".")
            || !self.is_punct(i + 1, "(")
            || self.pair[i + 1] != Some(i + 2)
            || self.kind(i - 2) != Some(TokenKind::Ident)
            || matches!(self.prev_t(i - 2), "." | "::")
        {
            return;
        }
        let text = self.kind_of(i - 2, cache);
        if !text
            .as_deref()
            .is_some_and(|k| is_string_kind(k) && !k.starts_with("lit:"))
        {
            return;
        }
        out.push(self.cand(
            self.toks[i].start,
            self.toks[i + 2].end,
            "chars().count()".into(),
            Operator::AddCall,
            "count characters (`chars().count()`), not bytes (`len()`)".into(),
        ));
    }

    /// Rust `((a - b) / k) as f64`: the division runs on integers before the conversion ->
    /// `(a - b) as f64 / k as f64` (`1000` -> `1000.0`), at token `i` (the `as`).
    pub(super) fn division_before_cast(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Rust
            || !self.is_kw(i, "as")
            || !matches!(self.t(i + 1), "f64" | "f32")
            || !self.is_punct(i.wrapping_sub(1), ")")
        {
            return;
        }
        let close = i - 1;
        let Some(open) = self.pair[close] else { return };
        if open > 0 && (self.kind(open - 1) == Some(TokenKind::Ident) || self.is_close(open - 1)) {
            return; // a call's result
        }
        let own: Vec<usize> = (open + 1..close)
            .filter(|&k| self.parent[k] == Some(open))
            .collect();
        let divs: Vec<usize> = own
            .iter()
            .copied()
            .filter(|&k| self.is_op(k, "/"))
            .collect();
        if divs.len() != 1
            || own
                .iter()
                .any(|&k| matches!(self.t(k), "+" | "-" | "*" | "%"))
        {
            return;
        }
        let d = divs[0];
        if d == open + 1 || d + 1 >= close {
            return;
        }
        let ty = self.t(i + 1);
        let left = self.range_text(open + 1, d - 1);
        let right = self.range_text(d + 1, close - 1);
        let simple =
            |a: usize, b: usize| a == b || (self.is_punct(a, "(") && self.pair[a] == Some(b));
        let left = if simple(open + 1, d - 1) {
            format!("{left} as {ty}")
        } else {
            format!("({left}) as {ty}")
        };
        let right = if d + 1 == close - 1
            && self.kind(d + 1) == Some(TokenKind::Number)
            && right.chars().all(|c| c.is_ascii_digit() || c == '_')
        {
            format!("{right}.0")
        } else if simple(d + 1, close - 1) {
            format!("{right} as {ty}")
        } else {
            format!("({right}) as {ty}")
        };
        out.push(self.cand(
            self.toks[open].start,
            self.toks[i + 1].end,
            format!("{left} / {right}"),
            Operator::Arithmetic,
            format!("divide as `{ty}`: the integer division dropped the fraction before `as {ty}`"),
        ));
    }

    /// A format spec with a width but no zero padding, `{s:2d}` -> `{s:02d}`, at token `i` (a
    /// string literal, Python).
    pub(super) fn zero_padding(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || self.kind(i) != Some(TokenKind::Str) {
            return;
        }
        let text = self.t(i);
        let b = text.as_bytes();
        let mut k = 0;
        while k + 3 < b.len() {
            // `:` then a width without a leading zero, then `d}`.
            if b[k] == b':' && (b'1'..=b'9').contains(&b[k + 1]) {
                let mut e = k + 1;
                while e < b.len() && b[e].is_ascii_digit() {
                    e += 1;
                }
                if b.get(e) == Some(&b'd') && b.get(e + 1) == Some(&b'}') && text[..k].contains('{')
                {
                    let fixed = format!("{}:0{}", &text[..k], &text[k + 1..]);
                    let t = self.toks[i];
                    out.push(self.cand(
                        t.start,
                        t.end,
                        fixed,
                        Operator::StringReplace,
                        format!(
                            "pad with zeros: `{}` -> `:0{}`",
                            &text[k..=e + 1],
                            &text[k + 1..=e + 1]
                        ),
                    ));
                }
                k = e;
            }
            k += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{generate, Lang, MutationBudget, Operator};

    #[test]
    fn a_time_unit_becomes_its_neighbour() {
        let py = "from datetime import timedelta\n\ndef expiry(now, ttl):\n    return now + timedelta(minutes=ttl, seconds=1)\n\ndef f(minutes=3):\n    return g(minutes=minutes)\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::IdentifierReplace,
            "timedelta(hours=ttl, seconds=1)"
        ));
        // `seconds` is already given: not twice.
        assert!(!has(
            py,
            Lang::Python,
            4,
            Operator::IdentifierReplace,
            "timedelta(seconds=ttl, seconds=1)"
        ));
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::IdentifierReplace,
            "timedelta(minutes=ttl, milliseconds=1)"
        ));
        // Not another function's keyword.
        assert!(!has(
            py,
            Lang::Python,
            7,
            Operator::IdentifierReplace,
            "g(hours=minutes)"
        ));
    }

    #[test]
    fn a_string_counts_characters_not_bytes() {
        let rs = "pub fn columns(text: &str, v: &[u8]) -> usize {\n    let owned: String = text.to_string();\n    text.len() + v.len() + owned.len()\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            3,
            Operator::AddCall,
            "text.chars().count() + v.len()"
        ));
        assert!(has(
            rs,
            Lang::Rust,
            3,
            Operator::AddCall,
            "owned.chars().count()"
        ));
        // A slice of bytes has no characters.
        assert!(!has(rs, Lang::Rust, 3, Operator::AddCall, "v.chars()"));
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
        // jmespath's falsey test: `0 == False`.
        let py = "def falsey(value):\n    return (value == [] or value == False)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::Membership,
            "value is False)"
        ));
        let py = "def cents(amount):\n    return int(amount * 100)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::CallSwap,
            "return round(amount * 100)"
        ));
        let py = "from decimal import Decimal\n\ndef money(value, n):\n    return Decimal(value).quantize(Decimal(\"0.01\")) + Decimal(str(n))\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddCall,
            "return Decimal(str(value)).quantize"
        ));
        let got = mutated(py, Lang::Python, 4, Operator::AddCall);
        assert!(
            !got.iter()
                .any(|s| s.contains("str(\"0.01\")") || s.contains("str(str(n))")),
            "{got:#?}"
        );
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

    #[test]
    fn python_calls_get_the_keyword_they_lack() {
        let py = "import json, os\n\ndef key(p, xs, path, s):\n    a = json.dumps(p, separators=(',', ':'))\n    b = sorted(xs)\n    os.makedirs(path)\n    c = s.split(':')\n    d = json.dumps(p, sort_keys=True)\n    return a, b, c, d\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddCall,
            "json.dumps(p, separators=(',', ':'), sort_keys=True)"
        ));
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::AddCall,
            "sorted(xs, reverse=True)"
        ));
        assert!(has(
            py,
            Lang::Python,
            6,
            Operator::AddCall,
            "os.makedirs(path, exist_ok=True)"
        ));
        assert!(has(
            py,
            Lang::Python,
            7,
            Operator::AddCall,
            "s.split(':', maxsplit=1)"
        ));
        // Given already: nothing added.
        assert!(!has(
            py,
            Lang::Python,
            8,
            Operator::AddCall,
            "sort_keys=True, sort_keys=True"
        ));
    }

    #[test]
    fn decimals_heaps_and_aliases() {
        let py = "from decimal import Decimal, ROUND_HALF_UP\n\ndef cents(x):\n    return Decimal(x).quantize(CENT)\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddCall,
            ".quantize(CENT, rounding=ROUND_HALF_UP)"
        ));
        let py = "import heapq\n\nclass Q:\n    def push(self, j):\n        heapq.heappush(self._heap, j)\n\n    def pop(self):\n        return self._heap.pop()\n";
        assert!(has(
            py,
            Lang::Python,
            8,
            Operator::CallSwap,
            "return heapq.heappop(self._heap)"
        ));
        let py = "class M:\n    def reqs(self, extras):\n        reqs = self.requires\n        for e in extras:\n            reqs.extend(e)\n        return reqs\n\n    def names(self):\n        names = self.names\n        return names\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::AddCall,
            "reqs = list(self.requires)"
        ));
        // Never mutated: no copy.
        assert!(!has(
            py,
            Lang::Python,
            9,
            Operator::AddCall,
            "list(self.names)"
        ));
    }

    #[test]
    fn rust_divides_after_the_conversion() {
        let rs = "fn secs(now: u64, last: u64, n: u64) -> f64 {\n    let a = ((now - last) / 1000) as f64;\n    let b = (now / n) as f64;\n    let c = (now / n + 1) as f64;\n    a + b + c\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::Arithmetic,
            "let a = (now - last) as f64 / 1000.0;"
        ));
        assert!(has(
            rs,
            Lang::Rust,
            3,
            Operator::Arithmetic,
            "let b = now as f64 / n as f64;"
        ));
        assert!(!has(rs, Lang::Rust, 4, Operator::Arithmetic, "as f64 /"));
    }

    #[test]
    fn format_specs_get_their_zero_padding() {
        let py = "def tc(h, m, s):\n    return f\"{h}:{m:02d}:{s:2d}\"\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::StringReplace,
            "f\"{h}:{m:02d}:{s:02d}\""
        ));
        let py = "def t(s):\n    return \"a:2d\"\n";
        assert!(!has(py, Lang::Python, 2, Operator::StringReplace, ":02d"));
    }

    #[test]
    fn the_objects_own_list_is_returned_as_a_copy() {
        let js = "class L {\n  snapshot(e) {\n    const list = this.byEvent.get(e) || [];\n    return list;\n  }\n  add(e, f) {\n    this.byEvent.get(e).push(f);\n  }\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            4,
            Operator::AddCall,
            "return list.slice();"
        ));
        let py = "class L:\n    def items(self):\n        out = self._items\n        return out\n\n    def add(self, x):\n        self._items.append(x)\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddCall,
            "return list(out)"
        ));
        let py = "def f(xs):\n    out = xs\n    return out\n";
        assert!(!has(py, Lang::Python, 3, Operator::AddCall, "list(out)"));
    }

    #[test]
    fn lines_split_off_keep_their_ends_when_asked() {
        let py = "def indent(text, prefix):\n    for line in text.splitlines():\n        yield prefix + line\n    return text.splitlines(True)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "    for line in text.splitlines(True):"
        ));
        // Already given: nothing added.
        assert!(!mutated(py, Lang::Python, 4, Operator::AddCall)
            .iter()
            .any(|s| s.contains("True, True")));
    }

    #[test]
    fn a_regular_expression_gets_the_flag_it_lacks() {
        let py = "import re\n\ndef sections(name, source):\n    pattern = re.compile('^' + name,\n                         re.MULTILINE)\n    return re.findall('x', source, re.I | re.M)\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::AddCall,
            "                         re.IGNORECASE | re.MULTILINE)"
        ));
        assert!(has(
            py,
            Lang::Python,
            6,
            Operator::AddCall,
            "    return re.findall('x', source, re.S | re.I | re.M)"
        ));
        // Flags it has are not added twice.
        assert!(!mutated(py, Lang::Python, 6, Operator::AddCall)
            .iter()
            .any(|s| s.contains("re.I | re.I") || s.contains("re.M | re.I")));
    }

    #[test]
    fn a_regex_class_without_a_quantifier_matches_a_run() {
        let py = "import re\n_hyphenate = re.compile(r'[-\\s]')\nWORD = re.compile(r'\\w+|[a-z]*')\nx = re.sub('[-]', '', s)\n";
        let got = mutated(py, Lang::Python, 2, Operator::StringReplace);
        assert!(
            got.iter().any(|s| s.contains("re.compile(r'[-\\s]+')")),
            "{got:#?}"
        );
        // Quantified classes and plain strings are left alone.
        assert!(mutated(py, Lang::Python, 3, Operator::StringReplace).is_empty());
        assert!(mutated(py, Lang::Python, 4, Operator::StringReplace).is_empty());
    }

    #[test]
    fn a_day_start_clears_the_smaller_units() {
        // date-fns' `startOfDay`: `setHours(0)` leaves the minutes of the original date.
        let js = "function startOfDay(date) {\n  const d = new Date(date);\n  d.setHours(0);\n  return d;\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            3,
            Operator::AddCall,
            "d.setHours(0, 0, 0, 0);"
        ));
        let js = "function f(d) {\n  d.setMinutes(m, 0);\n}\n";
        assert!(!has(js, Lang::JavaScript, 2, Operator::AddCall, "0, 0, 0"));
    }

    #[test]
    fn a_standard_library_flag_is_added_to_a_call_without_it() {
        // w3lib's `add_or_replace_parameters`: `?a=&b=1` lost its blank `a`.
        let py =
            "def f(parsed):\n    current_args = parse_qsl(parsed.query)\n    return current_args\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "parse_qsl(parsed.query, keep_blank_values=True)"
        ));
        let py = "def f(q):\n    return urlencode(q, doseq=True)\n";
        assert!(!mutated(py, Lang::Python, 2, Operator::AddCall)
            .iter()
            .any(|s| s.contains("doseq=True, doseq=True")));
    }

    #[test]
    fn a_character_added_to_a_compiled_pattern_is_escaped() {
        // fnmatch's `translate`: a literal `.` matched any character.
        let py = "import re\n\ndef translate(pat):\n    res = []\n    add = res.append\n    for c in pat:\n        if c == '*':\n            add('.*')\n        else:\n            add(c)\n    return re.compile(''.join(res)).match\n";
        assert!(has(
            py,
            Lang::Python,
            10,
            Operator::AddCall,
            "add(re.escape(c))"
        ));
        let plain = py.replace("re.compile(''.join(res)).match", "''.join(res)");
        assert!(!has(
            &plain,
            Lang::Python,
            10,
            Operator::AddCall,
            "re.escape(c)"
        ));
    }
}
