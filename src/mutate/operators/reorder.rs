//! Swapping the order of two arguments of a call or two elements of a literal.

use super::scope::{kinds_compatible, ScopeCache};
use super::structure::Analysis;
use super::{compact, Cand, Operator, VALUE_KEYWORDS};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// The top-level items of the bracket group opened at `o`, as inclusive token ranges, or
    /// `None` if an item is empty (apart from one trailing comma).
    pub(super) fn items(&self, o: usize) -> Option<Vec<(usize, usize)>> {
        let c = self.pair[o]?;
        let mut items = Vec::new();
        let mut start = o + 1;
        for j in o + 1..=c {
            // A comprehension (`[x for x in xs]`) has no items to reorder.
            if self.is_kw(j, "for") && self.parent[j] == Some(o) {
                return None;
            }
            if j == c || (self.is_punct(j, ",") && self.parent[j] == Some(o)) {
                if j == start {
                    // Allow exactly one trailing comma.
                    if j == c && !items.is_empty() {
                        break;
                    }
                    return None;
                }
                items.push((start, j - 1));
                start = j + 1;
            }
        }
        Some(items)
    }

    pub(super) fn range_text(&self, first: usize, last: usize) -> &'s str {
        self.src
            .get(self.toks[first].start..self.toks[last].end)
            .unwrap_or("")
    }

    pub(super) fn swap_ranges(
        &self,
        a: (usize, usize),
        b: (usize, usize),
        op: Operator,
        what: &str,
    ) -> Option<Cand> {
        let (ta, tb) = (self.range_text(a.0, a.1), self.range_text(b.0, b.1));
        if ta == tb || ta.is_empty() || tb.is_empty() {
            return None;
        }
        let start = self.toks[a.0].start;
        let end = self.toks[b.1].end;
        let middle = self.src.get(self.toks[a.1].end..self.toks[b.0].start)?;
        Some(self.cand(
            start,
            end,
            format!("{tb}{middle}{ta}"),
            op,
            format!(
                "swap {what} `{}` and `{}`",
                compact(ta, 30),
                compact(tb, 30)
            ),
        ))
    }

    /// `f(a, b)` → `f(b, a)` for calls with two to four simple arguments on one line (a name,
    /// a literal, `obj.attr`, or a call without arguments such as `self.total()`); the callee may
    /// also be an element or a call result (`ops[k](a, b)`, `make()(a, b)`).
    pub(super) fn swap_arguments(&self, o: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        let callee_end = o.checked_sub(1).is_some_and(|p| {
            self.kind(p) == Some(TokenKind::Ident)
                || (matches!(self.lang, Lang::Python | Lang::JavaScript)
                    && (self.is_punct(p, "]") || self.is_punct(p, ")")))
        });
        if !self.is_punct(o, "(") || self.decl[o] || !callee_end {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        // Python's keyword arguments (`cross_fade=fade`) keep their place: only the positional
        // ones can have been written in the wrong order.
        let items: Vec<(usize, usize)> = items
            .into_iter()
            .filter(|&(f, l)| {
                !(self.lang == Lang::Python
                    && l > f
                    && self.kind(f) == Some(TokenKind::Ident)
                    && self.t(f + 1) == "=")
            })
            .collect();
        if !(2..=4).contains(&items.len()) {
            return;
        }
        // `self.total()`, `xs.len()`: a dotted name called without arguments.
        let getter = |&(f, l): &(usize, usize)| {
            l - f >= 2
                && l - f <= 6
                && self.is_punct(l, ")")
                && self.is_punct(l - 1, "(")
                && (f..l - 1).all(|j| match (j - f) % 2 {
                    0 => self.kind(j) == Some(TokenKind::Ident),
                    _ => self.t(j) == ".",
                })
        };
        let simple = |item: &(usize, usize)| {
            let &(f, l) = item;
            getter(item)
                || l - f < 3
                    && (f..=l).all(|j| match self.kind(j) {
                        Some(
                            TokenKind::Ident | TokenKind::Number | TokenKind::Str | TokenKind::Char,
                        ) => true,
                        Some(TokenKind::Keyword) => VALUE_KEYWORDS.contains(&self.t(j)),
                        Some(TokenKind::Punct) => self.t(j) == ".",
                        Some(TokenKind::Operator) => self.t(j) == "-" && j == f,
                        _ => false,
                    })
        };
        if !items.iter().all(simple) {
            return;
        }
        for w in items.windows(2) {
            // Single-token arguments of known, different types cannot trade places.
            if w[0].0 == w[0].1 && w[1].0 == w[1].1 {
                let (a, b) = (self.kind_of(w[0].0, cache), self.kind_of(w[1].0, cache));
                if !kinds_compatible(a.as_deref(), b.as_deref()) {
                    continue;
                }
            }
            if let Some(cand) = self.swap_ranges(w[0], w[1], Operator::SwapArguments, "arguments") {
                out.push(cand);
            }
        }
    }

    /// Two neighbouring items of an argument list or a sequence literal that differ in one name
    /// or number only trade places (`branch_deeper(t2[key], t1[key], path)`, a time tuple's
    /// `t[4], t[3]` in a call spread over lines): the slip of two values of one shape written in
    /// the wrong order. Called at the `,` between them, so a call opened on another line still
    /// has its items swapped on the line that holds them; `swap_arguments` covers the simple
    /// one-line calls. Keyword arguments, dictionary entries and single tokens are left to it.
    pub(super) fn swap_twins(&self, comma: usize, out: &mut Vec<Cand>) {
        const MAX_TOKENS: usize = 11;
        if !self.is_punct(comma, ",") {
            return;
        }
        let Some(o) = self.parent[comma] else { return };
        if !(self.is_punct(o, "(") || self.is_punct(o, "[")) || self.decl[o] || self.params[o] {
            return;
        }
        let Some(items) = self.items(o) else { return };
        let Some(at) = items.iter().position(|&(_, l)| l + 1 == comma) else {
            return;
        };
        let (Some(&a), Some(&b)) = (items.get(at), items.get(at + 1)) else {
            return;
        };
        let len = |(f, l): (usize, usize)| l + 1 - f;
        if len(a) != len(b) || len(a) < 2 || len(a) > MAX_TOKENS {
            return;
        }
        let keyword = |(f, _): (usize, usize)| {
            self.kind(f) == Some(TokenKind::Ident) && matches!(self.t(f + 1), "=" | ":")
        };
        if keyword(a) || keyword(b) {
            return;
        }
        let mut differ = (0..len(a)).filter(|&k| self.t(a.0 + k) != self.t(b.0 + k));
        let (Some(k), None) = (differ.next(), differ.next()) else {
            return;
        };
        let (x, y) = (a.0 + k, b.0 + k);
        let same_kind = self.kind(x) == self.kind(y)
            && matches!(self.kind(x), Some(TokenKind::Ident | TokenKind::Number));
        // Both items must read something of their own (`t1[key]`), not call a function by
        // two names (`f(a), g(a)` differ in what they compute, not in their order).
        let callee = |j: usize| self.is_punct(j + 1, "(");
        if !same_kind || callee(x) || callee(y) {
            return;
        }
        if let Some(cand) = self.swap_ranges(a, b, Operator::SwapArguments, "arguments") {
            out.push(cand);
        }
    }

    /// `a.since(b)` → `b.since(a)`: the receiver and the only argument of a method call trade
    /// places (`self.start.signed_days_since(self.end)`, `start.diff(end)`), the slip of a
    /// difference or comparison written from the wrong side. Only for two names of one shape:
    /// two fields of one object (`self.start`, `self.end`), or two plain names of one known
    /// kind. A Rust `&` before the argument stays where it is. Methods that add to or change
    /// their receiver (`xs.append(x)`) are left alone.
    pub(super) fn swap_receiver(&self, o: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        const CHANGES_RECEIVER: &[&str] = &[
            "append",
            "push",
            "extend",
            "insert",
            "add",
            "update",
            "remove",
            "discard",
            "pop",
            "write",
            "send",
            "emit",
            "set",
            "join",
            "format",
            "push_str",
            "extend_from_slice",
            "setdefault",
            "get",
            "call",
            "apply",
            "bind",
            "then",
            "catch",
            "map",
            "filter",
        ];
        if !self.is_punct(o, "(") || self.decl[o] || o < 4 || !self.is_punct(o - 2, ".") {
            return;
        }
        let method = o - 1;
        if self.kind(method) != Some(TokenKind::Ident) || CHANGES_RECEIVER.contains(&self.t(method))
        {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        let [(mut af, al)] = items[..] else { return };
        if self.lang == Lang::Rust && self.t(af) == "&" && af < al {
            af += 1;
        }
        let ident = |j: usize| self.kind(j) == Some(TokenKind::Ident);
        let base = |j: usize| ident(j) || matches!(self.t(j), "self" | "this");
        let starts =
            |j: usize| j == 0 || !(self.is_punct(j - 1, ".") || self.is_punct(j - 1, "?."));
        // Two fields of one object: `self.start` and `self.end`.
        let fields = o >= 6
            && ident(o - 3)
            && self.is_punct(o - 4, ".")
            && base(o - 5)
            && starts(o - 5)
            && al == af + 2
            && base(af)
            && self.is_punct(af + 1, ".")
            && ident(al)
            && self.t(af) == self.t(o - 5);
        // Two plain names of one known kind.
        let names = ident(o - 3)
            && starts(o - 3)
            && af == al
            && ident(af)
            && !matches!(self.t(af), "self" | "this" | "cls")
            && !matches!(self.t(o - 3), "self" | "this" | "cls")
            && self
                .kind_of(o - 3, cache)
                .is_some_and(|k| self.kind_of(af, cache).as_deref() == Some(k.as_str()));
        let receiver = if fields {
            (o - 5, o - 3)
        } else {
            (o - 3, o - 3)
        };
        if !(fields || names) {
            return;
        }
        if let Some(cand) = self.swap_ranges(
            receiver,
            (af, al),
            Operator::SwapArguments,
            "receiver and argument",
        ) {
            out.push(cand);
        }
    }

    /// `[a, b]` → `[b, a]` (and Python/Rust tuples `(a, b)`) for two-element literals on one line.
    pub(super) fn swap_elements(&self, o: usize, out: &mut Vec<Cand>) {
        if self.decl[o] {
            return;
        }
        let literal = match self.t(o) {
            // An index follows an operand; `#[...]` is a Rust attribute.
            "[" => !self.is_binary(o) && self.prev_t(o) != "#",
            "(" => {
                matches!(self.lang, Lang::Python | Lang::Rust)
                    && match self.prev(o) {
                        None => true,
                        Some(p) => match self.kind(p) {
                            Some(TokenKind::Operator) => self.t(p) != "!",
                            Some(TokenKind::Punct) => {
                                matches!(self.t(p), "(" | "[" | "{" | "," | ":" | "=>")
                            }
                            Some(TokenKind::Keyword) => {
                                matches!(self.t(p), "return" | "in" | "yield")
                            }
                            _ => false,
                        },
                    }
            }
            _ => false,
        };
        if !literal {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        if items.len() == 2 {
            if let Some(cand) =
                self.swap_ranges(items[0], items[1], Operator::SwapElements, "elements")
            {
                out.push(cand);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{Lang, Operator};

    #[test]
    fn receiver_and_argument_of_one_shape_trade_places() {
        let rs = "impl Range {\n    fn days(&self) -> i64 {\n        self.start.days_since(self.end)\n    }\n    fn after(&self, d: Date) -> bool {\n        self.end.cmp(&self.start).is_lt() && d.gt(&self.end)\n    }\n}\nfn gap(a: Date, b: Date) -> i64 {\n    a.days_since(b)\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            3,
            Operator::SwapArguments,
            "        self.end.days_since(self.start)"
        ));
        assert!(mutated(rs, Lang::Rust, 6, Operator::SwapArguments)
            .iter()
            .any(|s| s.contains("self.start.cmp(&self.end)")));
        // `d` and `self.end` are not of one shape.
        assert!(!mutated(rs, Lang::Rust, 6, Operator::SwapArguments)
            .iter()
            .any(|s| s.contains("self.end.gt(&d)")));
        assert!(has(
            rs,
            Lang::Rust,
            10,
            Operator::SwapArguments,
            "    b.days_since(a)"
        ));
        // A method that adds to its receiver, a module's function, names of unknown kind.
        let py = "import json\n\ndef f(out, item, text):\n    out.append(item)\n    return json.dumps(text)\n\ndef g(a, b):\n    return a.distance(b)\n";
        assert!(mutated(py, Lang::Python, 4, Operator::SwapArguments).is_empty());
        assert!(mutated(py, Lang::Python, 5, Operator::SwapArguments).is_empty());
        assert!(mutated(py, Lang::Python, 8, Operator::SwapArguments).is_empty());
    }

    #[test]
    fn neighbouring_items_of_one_shape_trade_places() {
        // deepdiff: the two sides of a comparison passed the wrong way round.
        let py = "def diff(self, level, t1, t2):\n    for key in t1.keys() & t2.keys():\n        self._diff(level.branch_deeper(t2[key], t1[key], f\"[{key!r}]\"))\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::SwapArguments,
            "level.branch_deeper(t1[key], t2[key], f\"[{key!r}]\")"
        ));
        // tinycss2: hue, saturation, lightness read into a function that takes h, l, s.
        let py = "def rgb(args):\n    r, g, b = hls_to_rgb(args[0].int_value / 360, args[1].value / 100, args[2].value / 100)\n    return r\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::SwapArguments,
            "hls_to_rgb(args[0].int_value / 360, args[2].value / 100, args[1].value / 100)"
        ));
        // email.utils: a call spread over lines, the items on the line asked for.
        let py = "def fmt(tt, zone):\n    return '%s, %02d %s %04d %02d:%02d:%02d %s' % (\n        DAYS[tt[6]], tt[2], MONTHS[tt[1] - 1],\n        tt[0], tt[4], tt[3], tt[5],\n        zone)\n";
        let got = mutated(py, Lang::Python, 4, Operator::SwapArguments);
        assert!(
            got.iter()
                .any(|s| s.contains("tt[0], tt[3], tt[4], tt[5],")),
            "{got:?}"
        );
        assert!(got
            .iter()
            .any(|s| s.contains("tt[4], tt[0], tt[3], tt[5],")));
        // Not items that differ in more than one token, nor two calls of different functions,
        // nor keyword arguments.
        let py =
            "def f(a, b):\n    g(a[0], b[1], 2)\n    h(load(a), dump(a), 0)\n    k(x=a.one, y=a.two)\n";
        assert!(mutated(py, Lang::Python, 2, Operator::SwapArguments).is_empty());
        assert!(mutated(py, Lang::Python, 3, Operator::SwapArguments).is_empty());
        assert!(mutated(py, Lang::Python, 4, Operator::SwapArguments).is_empty());
        // JavaScript and Rust alike.
        let js = "function span(a, b) {\n  return distance(a.start, b.start, a.unit);\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::SwapArguments,
            "distance(b.start, a.start, a.unit)"
        ));
        let rs = "fn span(a: &P, b: &P) -> f64 {\n    dist(a.x, b.x, 2.0)\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::SwapArguments,
            "dist(b.x, a.x, 2.0)"
        ));
    }

    #[test]
    fn positional_arguments_trade_places_beside_a_keyword_argument() {
        let py = "def pulse(fore, back, fade):\n    color = blend(back, fore, cross_fade=fade)\n    return color\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::SwapArguments,
            "    color = blend(fore, back, cross_fade=fade)"
        ));
        // The keyword argument itself never moves.
        assert!(!mutated(py, Lang::Python, 2, Operator::SwapArguments)
            .iter()
            .any(|s| s.contains("blend(back, cross_fade=fade, fore)")));
    }
}
