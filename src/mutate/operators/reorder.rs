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
