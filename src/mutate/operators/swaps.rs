//! Operators that swap one token for its alternatives: relational, logical, arithmetic,
//! compound-assignment and bitwise operators, a unary `!`, Python's keyword operators (`and`/`or`,
//! `not`, `is`, `in`), boolean literals and dual calls (`min`/`max`).

use super::scope::ScopeCache;
use super::structure::Analysis;
use super::{Cand, EditClass, Operator};
use crate::mutate::lexer::{Lang, TokenKind};
use std::collections::BTreeSet;

pub(super) const RELATIONAL: &[(&str, &[&str])] = &[
    ("<", &["<=", ">", ">="]),
    ("<=", &["<", ">=", ">"]),
    (">", &[">=", "<", "<="]),
    (">=", &[">", "<=", "<"]),
    ("==", &["!="]),
    ("!=", &["=="]),
    ("===", &["!=="]),
    ("!==", &["==="]),
];

pub(super) const ARITHMETIC: &[(&str, &[&str])] = &[
    ("+", &["-", "*"]),
    ("-", &["+"]),
    ("*", &["/", "+"]),
    ("/", &["*"]),
    ("%", &["*", "/"]),
    ("**", &["*"]),
];

pub(super) const BITWISE: &[(&str, &[&str])] = &[
    ("&", &["|", "^"]),
    ("|", &["&", "^"]),
    ("^", &["&", "|"]),
    ("<<", &[">>"]),
    (">>", &["<<"]),
    (">>>", &[">>"]),
];

pub(super) const COMPOUND: &[(&str, &[&str])] = &[
    ("+=", &["-="]),
    ("-=", &["+="]),
    ("*=", &["/="]),
    ("/=", &["*="]),
    ("%=", &["*="]),
    ("**=", &["*="]),
    ("<<=", &[">>="]),
    (">>=", &["<<="]),
    (">>>=", &[">>="]),
    ("&=", &["|="]),
    ("|=", &["&="]),
    ("^=", &["&=", "|="]),
];

/// Dual functions, swapped in both directions when called.
pub(super) fn call_pairs(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::Python => &[
            ("min", "max"),
            ("any", "all"),
            ("floor", "ceil"),
            ("startswith", "endswith"),
            ("lower", "upper"),
            ("lstrip", "rstrip"),
            ("lstrip", "strip"),
            ("rstrip", "strip"),
            ("append", "extend"),
            ("keys", "values"),
            ("find", "rfind"),
            ("index", "rindex"),
            ("split", "rsplit"),
            ("partition", "rpartition"),
            ("isupper", "islower"),
            ("search", "match"),
            ("match", "fullmatch"),
            ("search", "fullmatch"),
            ("basename", "dirname"),
            ("isfile", "isdir"),
            ("copy", "deepcopy"),
            ("ljust", "rjust"),
            ("int", "float"),
            ("union", "intersection"),
            ("issubset", "issuperset"),
            ("get", "pop"),
            ("title", "capitalize"),
            ("remove", "discard"),
            ("pop", "remove"),
        ],
        Lang::Rust => &[
            ("min", "max"),
            ("any", "all"),
            ("floor", "ceil"),
            ("starts_with", "ends_with"),
            ("first", "last"),
            ("min_by_key", "max_by_key"),
            ("min_by", "max_by"),
            ("to_lowercase", "to_uppercase"),
            ("trim_start", "trim_end"),
            ("trim_start", "trim"),
            ("trim_end", "trim"),
            ("find", "rfind"),
            ("split", "rsplit"),
            ("splitn", "rsplitn"),
            ("keys", "values"),
            ("split_first", "split_last"),
            ("split_once", "rsplit_once"),
            ("strip_prefix", "strip_suffix"),
            ("trim_start_matches", "trim_end_matches"),
            ("trim_start_matches", "trim_matches"),
            ("trim_end_matches", "trim_matches"),
            ("position", "rposition"),
            ("push_front", "push_back"),
            ("pop_front", "pop_back"),
            ("is_some", "is_none"),
            ("is_ok", "is_err"),
        ],
        Lang::JavaScript => &[
            ("min", "max"),
            ("floor", "ceil"),
            ("startsWith", "endsWith"),
            ("some", "every"),
            ("toLowerCase", "toUpperCase"),
            ("trimStart", "trimEnd"),
            ("trimStart", "trim"),
            ("trimEnd", "trim"),
            ("indexOf", "lastIndexOf"),
            ("push", "unshift"),
            ("pop", "shift"),
            ("padStart", "padEnd"),
            ("keys", "values"),
            ("find", "findLast"),
            ("parseInt", "parseFloat"),
            ("decodeURI", "decodeURIComponent"),
            ("encodeURI", "encodeURIComponent"),
        ],
        Lang::Go => &[
            ("min", "max"),
            ("Min", "Max"),
            ("Floor", "Ceil"),
            ("HasPrefix", "HasSuffix"),
            ("ToLower", "ToUpper"),
            ("TrimLeft", "TrimRight"),
        ],
        Lang::Java => &[
            ("min", "max"),
            ("floor", "ceil"),
            ("startsWith", "endsWith"),
            ("toLowerCase", "toUpperCase"),
            ("anyMatch", "allMatch"),
            ("indexOf", "lastIndexOf"),
        ],
    }
}

impl<'s> Analysis<'s> {
    /// Operators that look at one token (or a short run starting at it).
    pub(super) fn token_operators(&self, i: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        if self.in_decl(i) || self.generic[i] || self.signature[i] {
            return;
        }
        let text = self.t(i);
        let kind = self.kind(i);
        let table = |t: &[(&str, &'static [&'static str])]| {
            t.iter().find(|(from, _)| *from == text).map(|(_, to)| *to)
        };
        match kind {
            Some(TokenKind::Operator) => {
                if let Some(tos) = table(RELATIONAL) {
                    if self.is_binary(i) {
                        for to in tos {
                            out.push(self.swap_cand(i, to, Operator::Relational));
                        }
                    }
                    return;
                }
                if matches!(text, "&&" | "||") {
                    if !self.closure_pipe[i] && self.is_binary(i) {
                        let to = if text == "&&" { "||" } else { "&&" };
                        out.push(self.swap_cand(i, to, Operator::Logical));
                        // A default that swallows `0`, `''` and `false`: `x || DEFAULT` where
                        // only a missing value was meant (`x ?? DEFAULT`).
                        if text == "||" && self.lang == Lang::JavaScript {
                            out.push(self.swap_cand(i, "??", Operator::Logical));
                        }
                    }
                    return;
                }
                if text == "??" && self.lang == Lang::JavaScript && self.is_binary(i) {
                    out.push(self.swap_cand(i, "||", Operator::Logical));
                    return;
                }
                if let Some(tos) = table(ARITHMETIC) {
                    // `"a" + b` concatenates text: no other operator applies.
                    let concat = text == "+"
                        && (self.kind(i.wrapping_sub(1)) == Some(TokenKind::Str)
                            || self.kind(i + 1) == Some(TokenKind::Str));
                    if self.is_binary(i) && !self.go_pointer_star(i) && !concat {
                        // `2 * attempts`, `1024 * exponent` for `**`: a power of a literal base
                        // (exponential backoff, bit widths, unit prefixes) written as a
                        // product. A number times a name is rarely meant as `/` or `+`, so
                        // the power is this site's first alternative.
                        let power = text == "*"
                            && matches!(self.lang, Lang::Python | Lang::JavaScript)
                            && !self.makes_identity(i, "**");
                        let literal_base = self.kind(i.wrapping_sub(1)) == Some(TokenKind::Number)
                            && !matches!(self.literal_value(i - 1), Some(b) if b == 0.0 || b == 1.0);
                        if power && literal_base {
                            out.push(self.swap_cand(i, "**", Operator::Arithmetic));
                        }
                        for to in tos {
                            // `i + 1` → `i * 1` is `i`: an identity, never a fix anyone writes.
                            if !self.makes_identity(i, to) {
                                out.push(self.swap_cand(i, to, Operator::Arithmetic));
                            }
                        }
                        // A name raised to a count (`growth_factor * (attempts - 1)`,
                        // `ratio * n`), after the other alternatives: a power written as a
                        // product.
                        let count_offset = self.is_punct(i + 1, "(")
                            && self.kind(i + 2) == Some(TokenKind::Ident)
                            && (self.is_op(i + 3, "-") || self.is_op(i + 3, "+"))
                            && self.kind(i + 4) == Some(TokenKind::Number)
                            && self.is_punct(i + 5, ")");
                        let growth_name = ["factor", "growth", "ratio", "multiplier"]
                            .iter()
                            .any(|w| self.t(i.wrapping_sub(1)).to_ascii_lowercase().contains(w));
                        if power
                            && !literal_base
                            && self.kind(i.wrapping_sub(1)) == Some(TokenKind::Ident)
                            && (count_offset
                                || (growth_name && self.kind(i + 1) == Some(TokenKind::Ident)))
                        {
                            out.push(self.swap_cand(i, "**", Operator::Arithmetic));
                        }
                        if self.lang == Lang::Python && text == "/" && !self.makes_identity(i, "//")
                        {
                            out.push(self.swap_cand(i, "//", Operator::Arithmetic));
                        }
                    }
                    return;
                }
                if self.lang == Lang::Python && text == "//" {
                    out.push(self.swap_cand(i, "/", Operator::Arithmetic));
                    return;
                }
                if matches!(text, "++" | "--") {
                    let to = if text == "++" { "--" } else { "++" };
                    out.push(self.swap_cand(i, to, Operator::Arithmetic));
                    return;
                }
                if let Some(tos) = table(COMPOUND) {
                    for to in tos {
                        out.push(self.swap_cand(i, to, Operator::CompoundAssign));
                    }
                    if self.lang == Lang::Python && matches!(text, "/=" | "//=") {
                        let to = if text == "/=" { "//=" } else { "/=" };
                        out.push(self.swap_cand(i, to, Operator::CompoundAssign));
                    }
                    return;
                }
                if let Some(tos) = table(BITWISE) {
                    if self.is_binary(i) && !self.closure_pipe[i] && !self.rust_pattern_pipe(i) {
                        for to in tos {
                            out.push(self.swap_cand(i, to, Operator::Bitwise));
                        }
                    }
                    return;
                }
                if text == "!"
                    && !self.is_binary(i)
                    && self.prev_t(i) != "#"
                    && self.next(i).is_some()
                {
                    let t = self.toks[i];
                    out.push(self.cand(
                        t.start,
                        t.end,
                        String::new(),
                        Operator::RemoveNegation,
                        "remove `!`".to_string(),
                    ));
                }
            }
            Some(TokenKind::Keyword) => self.keyword_operators(i, out),
            Some(TokenKind::Number) => self.constant(i, out),
            Some(TokenKind::Ident) => {
                self.call_swap(i, out);
                self.call_sibling(i, out);
            }
            Some(TokenKind::Punct) if text == "(" || text == "[" => {
                self.swap_arguments(i, cache, out);
                self.swap_receiver(i, cache, out);
                self.swap_elements(i, out);
            }
            Some(TokenKind::Punct) if text == "," => self.swap_twins(i, out),
            _ => {}
        }
    }

    /// Go pointer types (`var p *T`, struct fields `next *Node`) look like multiplication.
    pub(super) fn go_pointer_star(&self, i: usize) -> bool {
        if self.lang != Lang::Go || self.t(i) != "*" {
            return false;
        }
        let Some(p) = self.prev(i) else { return false };
        self.kind(p) == Some(TokenKind::Ident)
            && (self.first_on_line(p) || self.is_kw(p.wrapping_sub(1), "var"))
    }

    /// A `|` in a Rust `match` arm pattern (`A | B =>`).
    pub(super) fn rust_pattern_pipe(&self, i: usize) -> bool {
        self.lang == Lang::Rust
            && self.t(i) == "|"
            && (i + 1..self.toks.len())
                .take_while(|&j| self.line(j) == self.line(i))
                .any(|j| self.is_punct(j, "=>") && self.parent[j] == self.parent[i])
    }

    /// True when the binary operator at `i`, changed to `to`, would make an identity with a
    /// literal operand next to it: `x * 1`, `1 * x`, `x / 1`, `x // 1`, `x ** 1`, `x + 0`,
    /// `0 + x`, `x - 0`.
    pub(super) fn makes_identity(&self, i: usize, to: &str) -> bool {
        let left = i.checked_sub(1).and_then(|k| self.literal_value(k));
        let right = self.literal_value(i + 1);
        match to {
            "*" => left == Some(1.0) || right == Some(1.0),
            "/" | "//" | "**" => right == Some(1.0),
            "+" => left == Some(0.0) || right == Some(0.0),
            "-" => right == Some(0.0),
            _ => false,
        }
    }

    pub(super) fn keyword_operators(&self, i: usize, out: &mut Vec<Cand>) {
        let text = self.t(i);
        match text {
            "True" | "False" | "true" | "false" => {
                let to = match text {
                    "True" => "False",
                    "False" => "True",
                    "true" => "false",
                    _ => "true",
                };
                let mut c = self.swap_cand(i, to, Operator::BooleanLiteral);
                // A call's flag (`json.dumps(x, sort_keys=False)`, `escape(s, quote=False)`)
                // chooses what the call does, like choosing another call: not a value tuned to
                // the data, so not suspect as a fix.
                if self.is_call_flag(i) {
                    c.class = EditClass::Operator;
                }
                out.push(c);
            }
            "and" | "or" if self.lang == Lang::Python => {
                let to = if text == "and" { "or" } else { "and" };
                out.push(self.swap_cand(i, to, Operator::Logical));
            }
            "if" | "elif" | "while" => self.negate_condition(i, out),
            "not" if self.lang == Lang::Python => {
                if self.is_kw(i + 1, "in") && self.adjacent(i) {
                    // `not in` → `in`.
                    let (s, e) = (self.toks[i].start, self.toks[i + 1].end);
                    out.push(self.cand(
                        s,
                        e,
                        "in".into(),
                        Operator::Membership,
                        "change `not in` to `in`".into(),
                    ));
                } else if !self.is_kw(i.wrapping_sub(1), "is") && self.next(i).is_some() {
                    // Remove `not` and the spaces after it, never a comment or line break.
                    let s = self.toks[i].start;
                    let rest = self.src.get(self.toks[i].end..).unwrap_or("");
                    let spaces = rest.len() - rest.trim_start_matches([' ', '\t']).len();
                    let e = self.toks[i].end + spaces;
                    out.push(self.cand(
                        s,
                        e,
                        String::new(),
                        Operator::RemoveNegation,
                        "remove `not`".into(),
                    ));
                }
            }
            "is" if self.lang == Lang::Python => {
                // Identity where equality was meant (`tag is wanted`: equal strings are not
                // always the same object); never against a singleton, where `is` is right.
                let negated = self.is_kw(i + 1, "not");
                let right = if negated { i + 2 } else { i + 1 };
                let singleton = matches!(
                    self.t(right),
                    "None" | "True" | "False" | "NotImplemented" | "Ellipsis" | "..."
                );
                if negated {
                    if self.adjacent(i) {
                        let (s, e) = (self.toks[i].start, self.toks[i + 1].end);
                        out.push(self.cand(
                            s,
                            e,
                            "is".into(),
                            Operator::Membership,
                            "change `is not` to `is`".into(),
                        ));
                        if !singleton {
                            out.push(self.cand(
                                s,
                                e,
                                "!=".into(),
                                Operator::Membership,
                                "compare values: change `is not` to `!=`".into(),
                            ));
                        }
                    }
                } else {
                    out.push(self.swap_cand(i, "is not", Operator::Membership));
                    if !singleton {
                        let t = self.toks[i];
                        out.push(self.cand(
                            t.start,
                            t.end,
                            "==".into(),
                            Operator::Membership,
                            "compare values: change `is` to `==`".into(),
                        ));
                    }
                }
            }
            "in" if self.lang == Lang::Python
                && !self.is_kw(i.wrapping_sub(1), "not")
                && !self.is_loop_in(i) =>
            {
                out.push(self.swap_cand(i, "not in", Operator::Membership));
            }
            _ => {}
        }
    }

    /// True for the `in` of a Python `for` loop or comprehension: walking back over its
    /// siblings, a `for` comes before any other `in`.
    pub(super) fn is_loop_in(&self, i: usize) -> bool {
        let mut j = i;
        while let Some(p) = self.prev(j) {
            if Some(p) == self.parent[i] || self.is_punct(p, ";") {
                return false;
            }
            if self.is_close(p) {
                match self.pair[p] {
                    Some(o) => {
                        j = o;
                        continue;
                    }
                    None => return false,
                }
            }
            if self.is_kw(p, "for") {
                return true;
            }
            if self.is_kw(p, "in") {
                return false;
            }
            // A new logical line at the top level ends the search.
            if self.parent[i].is_none()
                && self.end_line(p) < self.line(j)
                && !self.is_punct(p, "\\")
            {
                return false;
            }
            j = p;
        }
        false
    }

    /// Whether the boolean at `i` is a keyword argument of a Python call (`f(x, flag=True)`).
    pub(super) fn is_call_flag(&self, i: usize) -> bool {
        self.lang == Lang::Python
            && self.is_op(i.wrapping_sub(1), "=")
            && self.kind(i.wrapping_sub(2)) == Some(TokenKind::Ident)
            && matches!(self.t(i.wrapping_sub(3)), "(" | ",")
            && self.parent[i].is_some_and(|open| {
                self.is_punct(open, "(")
                    && !self.params[open]
                    && !self.decl[open]
                    && (self.kind(open.wrapping_sub(1)) == Some(TokenKind::Ident)
                        || self.is_close(open.wrapping_sub(1)))
            })
    }

    /// Another function of the file whose name differs by one word (or by one letter in front,
    /// `pvariance` and `variance`): `QUERY_QUOTER(v)` ->
    /// `QUERY_PART_QUOTER(v)`, `quote(s)` -> `quote_plus(s)`, `self._format_date(d)` ->
    /// `self._format_datetime(d)`. Wrong-function slips between siblings named alike. The
    /// siblings are the functions the file defines and, for plain calls, the names it calls;
    /// one word more or fewer first, then one word different, at most three.
    pub(super) fn call_sibling(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_punct(i + 1, "(") || self.decl[i + 1] {
            return;
        }
        let method = matches!(self.prev_t(i), "." | "?.");
        if method && !matches!(self.t(i.wrapping_sub(2)), "self" | "this") {
            return;
        }
        if matches!(
            self.prev_t(i),
            "def" | "fn" | "function" | "func" | "class" | "new"
        ) {
            return;
        }
        let name = self.t(i);
        let words = name_words(name);
        if words.is_empty() {
            return;
        }
        let mut known: BTreeSet<&str> = self.defined.iter().copied().collect();
        if !method {
            for k in 0..self.toks.len().saturating_sub(1) {
                if self.kind(k) == Some(TokenKind::Ident)
                    && self.is_punct(k + 1, "(")
                    && !matches!(self.prev_t(k), "." | "?." | "def" | "fn" | "function")
                {
                    known.insert(self.t(k));
                }
            }
        }
        let mut ranked: Vec<(u8, &str)> = known
            .into_iter()
            .filter(|&other| other != name)
            .filter_map(|other| {
                let ow = name_words(other);
                let (short, long) = if ow.len() < words.len() {
                    (&ow, &words)
                } else {
                    (&words, &ow)
                };
                if long.len() == short.len() + 1 && !short.is_empty() {
                    // One word more: the shorter is the longer without one of its words.
                    let skip = (0..long.len()).any(|x| {
                        long.iter()
                            .enumerate()
                            .filter(|(j, _)| *j != x)
                            .map(|(_, w)| w)
                            .eq(short.iter())
                    });
                    skip.then_some((0, other))
                } else if letter_prefixed(name, other) || letter_prefixed(other, name) {
                    // `pvariance` for `variance`, `rfind` for `find`: one letter in front.
                    Some((0, other))
                } else if ow.len() == words.len() && words.len() >= 2 {
                    let differ = ow.iter().zip(&words).filter(|(a, b)| a != b).count();
                    (differ == 1).then_some((1, other))
                } else {
                    None
                }
            })
            .collect();
        ranked.sort();
        let t = self.toks[i];
        for (_, other) in ranked.into_iter().take(3) {
            out.push(self.cand(
                t.start,
                t.end,
                other.to_string(),
                Operator::CallSwap,
                format!("call `{other}` instead of `{name}`"),
            ));
        }
    }

    /// `min`↔`max` and the other dual calls, for a name followed by `(`.
    pub(super) fn call_swap(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_punct(i + 1, "(") {
            return;
        }
        let text = self.t(i);
        // In Java and JavaScript these are `Math` functions; elsewhere a `max` may have no `min`.
        if matches!(self.lang, Lang::Java | Lang::JavaScript)
            && matches!(text, "min" | "max" | "floor" | "ceil")
            && !(self.prev_t(i) == "." && self.t(i.wrapping_sub(2)) == "Math")
        {
            return;
        }
        // Queue ends: a deque taken or fed at the wrong end turns a breadth-first search into a
        // depth-first one (JavaScript's `pop`/`shift` and `push`/`unshift` are in `call_pairs`).
        let queue_ends: &[(&str, &str)] = match self.lang {
            Lang::Python if self.src.contains("deque") => {
                &[("pop", "popleft"), ("append", "appendleft")]
            }
            _ => &[],
        };
        let method = self.prev_t(i) == ".";
        let pairs = call_pairs(self.lang)
            .iter()
            .chain(queue_ends.iter().filter(|_| method));
        for &(a, b) in pairs {
            let to = if text == a {
                b
            } else if text == b {
                a
            } else {
                continue;
            };
            let t = self.toks[i];
            out.push(self.cand(
                t.start,
                t.end,
                to.to_string(),
                Operator::CallSwap,
                format!("call `{to}` instead of `{text}`"),
            ));
        }
        // A Python list fed at the wrong end: `xs.append(v)` <-> `xs.insert(0, v)`.
        if self.lang == Lang::Python && method {
            let Some(c) = self.pair[i + 1] else { return };
            let (s, e) = (self.toks[i].start, self.toks[c].end);
            let args = &self.src[self.toks[i + 1].end..self.toks[c].start];
            let one_arg = c > i + 2 && self.items(i + 1).is_some_and(|v| v.len() == 1);
            if text == "append" && one_arg {
                out.push(self.cand(
                    s,
                    e,
                    format!("insert(0, {args})"),
                    Operator::CallSwap,
                    "insert at the front instead of appending".to_string(),
                ));
            } else if text == "insert"
                && self.t(i + 2) == "0"
                && self.is_punct(i + 3, ",")
                && self.items(i + 1).is_some_and(|v| v.len() == 2)
            {
                let rest = &self.src[self.toks[i + 3].end..self.toks[c].start];
                out.push(self.cand(
                    s,
                    e,
                    format!("append({})", rest.trim_start()),
                    Operator::CallSwap,
                    "append instead of inserting at the front".to_string(),
                ));
            }
        }
    }
}

/// Whether `long` is `short` with one lower-case letter in front (`pvariance`, `variance`;
/// `rfind`, `find`), `short` at least four characters long.
fn letter_prefixed(long: &str, short: &str) -> bool {
    short.len() >= 4
        && long.len() == short.len() + 1
        && long.ends_with(short)
        && long.as_bytes()[0].is_ascii_lowercase()
}

/// The words of a name, lower case: `QUERY_PART_QUOTER` and `queryPartQuoter` both give
/// `query`, `part`, `quoter`.
pub(super) fn name_words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in name.split('_').filter(|p| !p.is_empty()) {
        let mut cur = String::new();
        let mut prev_lower = false;
        for c in part.chars() {
            if c.is_uppercase() && prev_lower && !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            prev_lower = c.is_lowercase() || c.is_ascii_digit();
            cur.extend(c.to_lowercase());
        }
        if !cur.is_empty() {
            out.push(cur);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{Lang, Operator};

    #[test]
    fn a_calls_boolean_flag_is_an_operator_edit_other_booleans_are_suspect() {
        use crate::mutate::{generate, EditClass, MutationBudget};
        let py = "def sign(payload, strict=False):\n    text = json.dumps(payload, sort_keys=False)\n    ok = False\n    return text\n";
        let class_of = |line: u32| -> Vec<EditClass> {
            generate(py, Lang::Python, &[line], &MutationBudget::default())
                .into_iter()
                .filter(|m| m.operator == Operator::BooleanLiteral)
                .map(|m| m.class)
                .collect()
        };
        assert_eq!(class_of(2), vec![EditClass::Operator]);
        // A value assigned, a parameter's default: suspect as fixes.
        for line in [1, 3] {
            let got = class_of(line);
            assert!(
                got.len() == 1 && got[0].is_suspect_fix(),
                "line {line}: {got:?}"
            );
        }
    }

    #[test]
    fn a_queue_is_taken_or_fed_at_the_other_end() {
        let py = "from collections import deque\n\ndef bfs(start):\n    queue = deque([start])\n    cell = queue.pop()\n    queue.append(cell)\n    return pop(cell)\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::CallSwap,
            "cell = queue.popleft()"
        ));
        assert!(has(
            py,
            Lang::Python,
            6,
            Operator::CallSwap,
            "queue.appendleft(cell)"
        ));
        // A plain function is not a queue's method.
        assert!(!has(
            py,
            Lang::Python,
            7,
            Operator::CallSwap,
            "popleft(cell)"
        ));
        // Without a deque in the file, a list's `pop` has no `popleft`.
        let py = "def f(stack):\n    return stack.pop()\n";
        assert!(!has(py, Lang::Python, 2, Operator::CallSwap, "popleft"));
        let js = "function bfs(queue) {\n  const cell = queue.pop();\n  queue.push(cell);\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::CallSwap,
            "queue.shift()"
        ));
        assert!(has(
            js,
            Lang::JavaScript,
            3,
            Operator::CallSwap,
            "queue.unshift(cell)"
        ));
    }

    #[test]
    fn a_product_with_a_literal_base_becomes_a_power() {
        let py = "def backoff(factor, n, k):\n    return factor * (2 * (n - 1)) + 1 * k + k * 3\n";
        let got = mutated(py, Lang::Python, 2, Operator::Arithmetic);
        assert!(
            got.iter().any(|s| s.contains("factor * (2 ** (n - 1))")),
            "{got:#?}"
        );
        // Only a literal base, never 1 (`1 ** k` is 1), never a variable base.
        assert!(!got.iter().any(|s| s.contains("1 ** k")), "{got:#?}");
        assert!(!got.iter().any(|s| s.contains("factor ** (2")), "{got:#?}");
        assert!(!got.iter().any(|s| s.contains("k ** 3")), "{got:#?}");
        let js = "const wait = (n) => base * 2 * n;\n";
        assert!(has(
            js,
            Lang::JavaScript,
            1,
            Operator::Arithmetic,
            "base * 2 ** n"
        ));
        let rs = "fn f(n: u32) -> u32 { 2 * n }\n";
        let got = mutated(rs, Lang::Rust, 1, Operator::Arithmetic);
        assert!(!got.iter().any(|s| s.contains("**")), "{got:#?}");
    }

    #[test]
    fn identity_becomes_equality_except_against_singletons() {
        let py = "def f(tag, wanted, x):\n    if tag is wanted:\n        return x is None\n    return tag is not wanted\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::Membership,
            "if tag == wanted:"
        ));
        assert!(!has(py, Lang::Python, 3, Operator::Membership, "x == None"));
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::Membership,
            "return tag != wanted"
        ));
    }

    #[test]
    fn a_default_that_swallows_zero_becomes_nullish() {
        let js =
            "function opts(u) {\n  return { retries: u.retries || 3, delay: u.delay ?? 100 };\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::Logical,
            "retries: u.retries ?? 3"
        ));
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::Logical,
            "delay: u.delay || 100"
        ));
    }

    #[test]
    fn new_dual_calls() {
        let rs = "fn kv(l: &str) -> Option<(&str, &str)> {\n    l.rsplit_once('=')\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::CallSwap,
            "l.split_once('=')"
        ));
        let py = "import copy\n\ndef merge(base):\n    return copy.copy(base)\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::CallSwap,
            "copy.deepcopy(base)"
        ));
        let py = "def opts(kwargs, a, b):\n    t = kwargs.get('timeout', 5)\n    return a.union(b), int(t)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::CallSwap,
            "kwargs.pop('timeout', 5)"
        ));
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::CallSwap,
            "a.intersection(b)"
        ));
        assert!(has(py, Lang::Python, 3, Operator::CallSwap, "float(t)"));
        let rs = "fn f(x: Option<u8>) -> bool {\n    x.is_some()\n}\n";
        assert!(has(rs, Lang::Rust, 2, Operator::CallSwap, "x.is_none()"));
        let js = "const n = parseInt(text, 10);\n";
        assert!(has(
            js,
            Lang::JavaScript,
            1,
            Operator::CallSwap,
            "parseFloat(text, 10)"
        ));
        // botocore's `delay_exponential`: the growth factor multiplied by the attempt.
        let py = "def delay(base, growth_factor, attempts):\n    return base * (growth_factor * (attempts - 1))\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::Arithmetic,
            "base * (growth_factor ** (attempts - 1))"
        ));
        // qs's `decode`: a query value decoded as a whole URI keeps `%26` and `%3D` encoded.
        let js = "function decode(str) {\n  return decodeURI(str.replace(/\\+/g, ' '));\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::CallSwap,
            "return decodeURIComponent(str"
        ));
    }

    #[test]
    fn a_sibling_function_named_alike_is_called_instead() {
        let py = "QUERY_QUOTER = _Quoter(qs=True)\nQUERY_PART_QUOTER = _Quoter(qs=True, part=True)\n\ndef encode(items):\n    return \"&\".join(QUERY_PART_QUOTER(k) + \"=\" + QUERY_QUOTER(v) for k, v in items)\n\nclass F:\n    def _format_date(self, d):\n        return d\n    def _format_datetime(self, d):\n        return d\n    def show(self, d):\n        return self._format_date(d) + other.format_time(d) + print(d)\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::CallSwap,
            "QUERY_PART_QUOTER(v)"
        ));
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::CallSwap,
            "QUERY_QUOTER(k)"
        ));
        assert!(has(
            py,
            Lang::Python,
            13,
            Operator::CallSwap,
            "self._format_datetime(d)"
        ));
        // Not another object's method; not a name that shares no word.
        assert!(!mutated(py, Lang::Python, 13, Operator::CallSwap)
            .iter()
            .any(|s| s.contains("other._format")
                || s.contains("print(d)") && s.contains("_Quoter(d)")));
        assert_eq!(
            super::name_words("queryPartQuoter"),
            ["query", "part", "quoter"]
        );
        assert_eq!(
            super::name_words("QUERY_PART_QUOTER"),
            ["query", "part", "quoter"]
        );
    }

    #[test]
    fn a_sibling_function_one_letter_apart_is_called_instead() {
        let py = "def variance(data, xbar=None):\n    return _ss(data, xbar) / (len(data) - 1)\n\ndef pvariance(data, mu=None):\n    return _ss(data, mu) / len(data)\n\ndef stdev(data, xbar=None):\n    var = pvariance(data, xbar)\n    return var ** 0.5\n";
        assert!(has(
            py,
            Lang::Python,
            8,
            Operator::CallSwap,
            "    var = variance(data, xbar)"
        ));
        assert!(super::letter_prefixed("rfind", "find"));
        // Too short to tell a prefix from a word (`pop`/`op`), or a capital (a class).
        assert!(!super::letter_prefixed("pop", "op"));
        assert!(!super::letter_prefixed("Xmean", "mean"));
    }

    #[test]
    fn a_list_is_fed_at_the_other_end() {
        let py = "def add(methods, impl, first):\n    if first:\n        methods.append(impl)\n    else:\n        methods.insert(0, impl)\n    methods.append(a, b)\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::CallSwap,
            "        methods.insert(0, impl)"
        ));
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::CallSwap,
            "        methods.append(impl)"
        ));
        assert!(!mutated(py, Lang::Python, 6, Operator::CallSwap)
            .iter()
            .any(|s| s.contains("methods.insert(0, a, b)")));
    }
}
