//! Negating the condition of an `if`, `elif` or `while`.

use super::structure::Analysis;
use super::{compact, Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// Wraps the condition of `if`/`elif`/`while` at `i` in a negation.
    pub(super) fn negate_condition(&self, i: usize, out: &mut Vec<Cand>) {
        let Some((first, last)) = self.condition_span(i) else {
            return;
        };
        if self.is_double_negation(first, last) {
            return;
        }
        let (s, e) = (self.toks[first].start, self.toks[last].end);
        let cond = self.src.get(s..e).unwrap_or("");
        let replacement = if self.lang == Lang::Python {
            format!("not ({cond})")
        } else {
            format!("!({cond})")
        };
        out.push(self.cand(
            s,
            e,
            replacement,
            Operator::NegateCondition,
            format!("negate the condition `{}`", compact(cond, 60)),
        ));
    }

    /// True when the condition `first..=last` is itself one negation (`not x`, `!x.done()`):
    /// negating it again is a double negation, and `RemoveNegation` already makes that edit.
    pub(super) fn is_double_negation(&self, first: usize, last: usize) -> bool {
        let level = self.parent[first];
        match self.lang {
            Lang::Python => {
                self.is_kw(first, "not")
                    && !(first + 1..=last).any(|j| {
                        self.parent[j] == level
                            && self.kind(j) == Some(TokenKind::Keyword)
                            && matches!(self.t(j), "and" | "or" | "if")
                    })
            }
            _ => {
                self.is_op(first, "!")
                    && !(first + 1..=last).any(|j| {
                        self.parent[j] == level
                            && self.kind(j) == Some(TokenKind::Operator)
                            && self.is_binary(j)
                    })
            }
        }
    }

    /// First and last token of the condition of the `if`/`elif`/`while` at `i`.
    pub(super) fn condition_span(&self, i: usize) -> Option<(usize, usize)> {
        let n = self.toks.len();
        match self.lang {
            Lang::Python => {
                // Only statement `if`s, not `x if c else y` or comprehension filters.
                let starts = self.first_on_line(i) || self.prev_t(i) == ";";
                if !starts || self.parent[i].is_some() {
                    return None;
                }
                let colon = (i + 1..n).find(|&j| {
                    self.parent[j] == self.parent[i]
                        && (self.is_punct(j, ":") || self.is_punct(j, ";"))
                })?;
                if !self.is_punct(colon, ":") || colon == i + 1 {
                    return None;
                }
                Some((i + 1, colon - 1))
            }
            Lang::Rust | Lang::Go => {
                if self.is_kw(i + 1, "let") {
                    return None;
                }
                let mut first = i + 1;
                let mut j = i + 1;
                loop {
                    if j >= n || j > i + 512 {
                        return None;
                    }
                    if self.parent[j] == self.parent[i] {
                        if self.is_punct(j, "{") {
                            break;
                        }
                        if self.is_punct(j, ";") {
                            if self.lang == Lang::Rust {
                                return None;
                            }
                            first = j + 1;
                        }
                        if self.is_punct(j, "}") {
                            return None;
                        }
                    }
                    j += 1;
                }
                (j > first).then_some((first, j - 1))
            }
            Lang::JavaScript | Lang::Java => {
                if !self.is_punct(i + 1, "(") {
                    return None;
                }
                let close = self.pair[i + 1]?;
                (close > i + 2).then_some((i + 2, close - 1))
            }
        }
    }
}
