//! Negating the condition of an `if`, `elif` or `while`, or one plain operand of its `and`/`or`
//! chain (`if (this.strictSlash && path.endsWith('/'))` -> `if (!this.strictSlash && ...)`), or
//! of the chain a `return` gives.

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

    /// `a && b` -> `!a && b`, `a and b` -> `not a and b`: each operand of the condition's
    /// top-level `and`/`or` chain that is a plain name, attribute or call.
    /// Also the chain a `return` gives (`return matching and supported and backup` -> `... and
    /// not backup`): a predicate written as one boolean expression.
    pub(super) fn negate_conjunct(&self, i: usize, out: &mut Vec<Cand>) {
        let span = if self.is_kw(i, "return") {
            self.return_span(i)
        } else {
            self.condition_span(i)
        };
        let Some((first, last)) = span else {
            return;
        };
        let level = self.parent[first];
        let joins: &[&str] = if self.lang == Lang::Python {
            &["and", "or"]
        } else {
            &["&&", "||"]
        };
        let mut parts = Vec::new();
        let mut start = first;
        for j in first..=last + 1 {
            if j == last + 1 || (self.parent[j] == level && joins.contains(&self.t(j))) {
                if j > start {
                    parts.push((start, j - 1));
                }
                start = j + 1;
            }
        }
        if parts.len() < 2 {
            return;
        }
        for (f, l) in parts {
            let mut k = f;
            let name = |k: usize| {
                self.kind(k) == Some(TokenKind::Ident)
                    || self.is_kw(k, "self")
                    || self.is_kw(k, "this")
            };
            if !name(k) {
                continue;
            }
            while self.is_punct(k + 1, ".") && self.kind(k + 2) == Some(TokenKind::Ident) {
                k += 2;
            }
            if self.is_punct(k + 1, "(") {
                if let Some(c) = self.pair[k + 1] {
                    k = c;
                }
            }
            if k != l {
                continue;
            }
            let text = self.range_text(f, l);
            let to = if self.lang == Lang::Python {
                format!("not {text}")
            } else {
                format!("!{text}")
            };
            out.push(self.cand(
                self.toks[f].start,
                self.toks[l].end,
                to.clone(),
                Operator::NegateCondition,
                format!("negate `{}` in the condition", compact(text, 40)),
            ));
        }
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

    /// First and last token of the value of the `return` at `i` (to the end of its statement).
    pub(super) fn return_span(&self, i: usize) -> Option<(usize, usize)> {
        let level = self.parent[i];
        let line = self.line(i);
        let mut last = None;
        for j in i + 1..self.toks.len() {
            let at_level = self.parent[j] == level;
            if at_level && (self.line(j) != line || self.is_punct(j, ";") || self.is_punct(j, "}"))
            {
                break;
            }
            if !at_level && self.parent[j].map_or(true, |o| o < i) {
                break;
            }
            last = Some(j);
        }
        last.map(|l| (i + 1, l))
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

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{Lang, Operator};

    #[test]
    fn an_operand_of_a_returned_chain_is_negated() {
        // Cookiecutter's `valid_hook`: the backup-file check lost its `not`.
        let py = "def valid_hook(hook_file, hook_name):\n    backup_file = hook_file.endswith(\"~\")\n    return matching_hook and supported_hook and backup_file\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::NegateCondition,
            "return matching_hook and supported_hook and not backup_file\n"
        ));
        let js = "function isOptional(next, arg) {\n  return next !== undefined && next.startsWith('-');\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::NegateCondition,
            "return next !== undefined && !next.startsWith('-');"
        ));
        // A return of one value has no chain to negate an operand of; the statement ends at
        // its line (the next statement is not part of it).
        let py = "def f(a, b):\n    return a\n    x = b and a\n";
        assert!(mutated(py, Lang::Python, 2, Operator::NegateCondition).is_empty());
    }
}
