//! Replacing a variable use by another variable of the same function, closest by line first and
//! type-compatible where types are known (see `scope`); a name the function uses in the same
//! place (the same two tokens before, or the same operator after) comes first.

use super::scope::{kinds_compatible, ScopeCache, Unread};
use super::structure::Analysis;
use super::swaps::COMPOUND;
use super::{Cand, Operator};
use crate::mutate::lexer::TokenKind;
use std::collections::BTreeSet;

impl<'s> Analysis<'s> {
    /// Whether the name at `k` is only assigned there (`x = ...`, `a, b = ...`), not read.
    fn pure_binding(&self, k: usize) -> bool {
        self.is_binding(k) && matches!(self.next_t(k), "=" | ":=" | ",")
    }

    /// The names that tokens `lo..hi` read (not attributes, not names only assigned).
    fn names_read(&self, lo: usize, hi: usize) -> BTreeSet<&'s str> {
        (lo..hi)
            .filter(|&k| {
                self.kind(k) == Some(TokenKind::Ident)
                    && !matches!(self.prev_t(k), "." | "?.")
                    && !self.pure_binding(k)
            })
            .map(|k| self.t(k))
            .collect()
    }

    /// The locals of the file assigned a bare number (`pos = 0`) that nothing in the file reads,
    /// each with the number and the scope of its assignment: once per file.
    pub(super) fn unread_literal_locals(&self) -> Vec<(&'s str, &'s str, (usize, usize))> {
        let n = self.toks.len();
        let read = self.names_read(0, n);
        (0..n.saturating_sub(2))
            .filter(|&j| {
                let name = self.t(j);
                !name.starts_with('_')
                    && !read.contains(name)
                    && self.is_binding(j)
                    && self.is_op(j + 1, "=")
                    && self.kind(j + 2) == Some(TokenKind::Number)
                    && (j + 3 >= n
                        || self.line(j + 3) != self.line(j + 2)
                        || self.is_punct(j + 3, ";"))
            })
            .map(|j| (self.t(j), self.t(j + 2), self.scope_of(j)))
            .collect()
    }

    /// `item[0]` -> `item[pos]`: a number replaced by the local that the function assigns that
    /// very number (`pos = 0` in one branch, `pos = 1` in the other) and never reads, at token
    /// `i` (the number), later in the assignment's scope.
    pub(super) fn literal_for_unread(
        &self,
        i: usize,
        unread: &[(&'s str, &'s str, (usize, usize))],
        out: &mut Vec<Cand>,
    ) {
        if self.kind(i) != Some(TokenKind::Number) || self.is_op(i.wrapping_sub(1), "=") {
            return;
        }
        let mut done: Vec<&str> = Vec::new();
        for &(name, lit, (lo, hi)) in unread {
            if lit != self.t(i) || i <= lo || i >= hi || done.contains(&name) {
                continue;
            }
            let t = self.toks[i];
            out.push(self.cand(
                t.start,
                t.end,
                name.to_string(),
                Operator::IdentifierReplace,
                format!("replace `{lit}` with `{name}`, assigned `{lit}` above and never read"),
            ));
            done.push(name);
        }
    }

    /// Replaces the variable use at `i` by up to `max` other variables of the same function,
    /// closest by line first.
    /// The locals of `scope` assigned with `=` that nothing in the scope reads (not
    /// `_`-prefixed, not loop variables), in order of their assignment, each with its line and
    /// the names its value reads. One pass over the scope for the reads, one over each
    /// assignment's line.
    pub(super) fn unread_locals(&self, scope: (usize, usize)) -> Vec<Unread> {
        let (lo, hi) = (scope.0, scope.1.min(self.toks.len()));
        let read = self.names_read(lo, hi);
        let mut out: Vec<Unread> = Vec::new();
        for j in lo..hi {
            let n = self.t(j);
            if n.starts_with('_')
                || read.contains(n)
                || !self.pure_binding(j)
                || out.iter().any(|u| u.name == n)
            {
                continue;
            }
            // `a, b = ...`: the statement must be an assignment, not a call's arguments.
            let on_line =
                |from: usize| (from..hi).take_while(move |&k| self.line(k) == self.line(j));
            let eq = on_line(j + 1)
                .find(|&k| {
                    !(self.kind(k) == Some(TokenKind::Ident) || matches!(self.t(k), "," | "*"))
                })
                .filter(|&k| matches!(self.t(k), "=" | ":="));
            let Some(e) = eq else { continue };
            let sources: Vec<String> = on_line(e + 1)
                .filter(|&k| {
                    self.kind(k) == Some(TokenKind::Ident) && !matches!(self.prev_t(k), "." | "?.")
                })
                .map(|k| self.t(k).to_string())
                .collect();
            out.push(Unread {
                name: n.to_string(),
                line: self.line(j),
                sources,
            });
        }
        out
    }

    /// Replaces the variable use at `i` by up to `max` other variables of the same function,
    /// closest by line first.
    pub(super) fn identifier_replace(
        &self,
        i: usize,
        max: usize,
        cache: &mut ScopeCache,
        out: &mut Vec<Cand>,
    ) {
        if max == 0 || !self.is_var_use(i) {
            return;
        }
        let scope = self.scope_of(i);
        let whole = (0, self.toks.len());
        for range in [scope, whole] {
            cache
                .scopes
                .entry(range)
                .or_insert_with(|| self.scope_names(range.0, range.1));
        }
        let (Some(local), Some(global)) = (cache.scopes.get(&scope), cache.scopes.get(&whole))
        else {
            return;
        };
        // Types declared in the function win over those declared elsewhere in the file.
        let kind = |n: &str| {
            local
                .kinds
                .get(n)
                .or_else(|| global.kinds.get(n))
                .map(String::as_str)
        };
        let name = self.t(i);
        let assigned = COMPOUND.iter().any(|(op, _)| *op == self.next_t(i))
            || matches!(self.next_t(i), "++" | "--")
            || matches!(self.prev_t(i), "++" | "--");
        // The closest names, a few more than `max`, then those the function also uses in the
        // same place first (`data[left]` -> `data[smallest]` when `data[smallest]` is read
        // nearby): a slip copies a neighbouring expression and changes one name of it.
        let mut ranked = local.closest(i, self.line(i), name, max + 4, &kind, assigned);
        let same_place = |other: &str| {
            (scope.0..scope.1.min(self.toks.len())).any(|k| {
                k != i
                    && self.t(k) == other
                    && ((k >= 2
                        && i >= 2
                        && self.t(k - 1) == self.t(i - 1)
                        && self.t(k - 2) == self.t(i - 2)
                        && self.kind(i - 1) != Some(TokenKind::Ident))
                        || (self.t(k + 1) == self.t(i + 1)
                            && self.t(k + 2) == self.t(i + 2)
                            && self.kind(i + 1) == Some(TokenKind::Operator)))
            })
        };
        let (mut first, rest): (Vec<&str>, Vec<&str>) =
            ranked.drain(..).partition(|o| same_place(o));
        first.extend(rest);
        // A local the function assigns before this line and never reads (`*parts, tail =
        // key.split("__")` ... `current[key] = value`) is the value some read was meant to
        // take: it comes first.
        if !assigned {
            let unread = cache
                .unread
                .entry(scope)
                .or_insert_with(|| self.unread_locals(scope));
            for u in unread.iter().rev() {
                let other = u.name.as_str();
                if u.line < self.line(i)
                    && other != name
                    && u.sources.iter().any(|s| s == name)
                    && kinds_compatible(kind(name), kind(other))
                {
                    first.retain(|o| *o != other);
                    first.insert(0, other);
                }
            }
        }
        first.truncate(max);
        let ranked = first;
        let t = self.toks[i];
        for other in ranked {
            out.push(self.cand(
                t.start,
                t.end,
                other.to_string(),
                Operator::IdentifierReplace,
                format!("replace `{name}` with `{other}`"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::mutated;
    use crate::mutate::{Lang, Operator};

    #[test]
    fn a_local_assigned_and_never_read_is_the_first_replacement() {
        let py = "def load(self, prefix):\n    for key in sorted(self.env):\n        value = self.env[key]\n        key = key[len(prefix):]\n        current = self\n        *parts, tail = key.split(\"__\")\n        for part in parts:\n            current = current.setdefault(part, {})\n        current[key] = value\n    return True\n";
        let got = mutated(py, Lang::Python, 9, Operator::IdentifierReplace);
        // The read of `key`, the value `tail` was split from, becomes `tail` first.
        let key_edits: Vec<&String> = got
            .iter()
            .filter(|s| s.contains("        current[") && s.contains("] = value\n"))
            .collect();
        assert!(
            key_edits
                .first()
                .is_some_and(|s| s.contains("current[tail] = value")),
            "{key_edits:#?}"
        );
        // Where every assigned local is read, `key`'s first replacement is the closest name.
        let used = py.replace("current[key] = value", "current[key] = tail");
        let got = mutated(&used, Lang::Python, 9, Operator::IdentifierReplace);
        let key_edits: Vec<&String> = got
            .iter()
            .filter(|s| s.contains("        current[") && s.contains("] = tail\n"))
            .collect();
        assert!(
            key_edits
                .first()
                .is_some_and(|s| !s.contains("current[tail]")),
            "{key_edits:#?}"
        );
    }

    #[test]
    fn a_number_becomes_the_unread_local_assigned_it() {
        let py = "def dictsort(value, by):\n    if by == 'key':\n        pos = 0\n    else:\n        pos = 1\n\n    def sort_func(item):\n        return item[0]\n\n    return sorted(value.items(), key=sort_func)\n";
        let got = mutated(py, Lang::Python, 8, Operator::IdentifierReplace);
        assert!(
            got.iter().any(|s| s.contains("        return item[pos]")),
            "{got:#?}"
        );
        // Once the local is read, its number is a number.
        let read = py.replace("return sorted(value.items(), key=sort_func)", "return pos");
        assert!(
            !mutated(&read, Lang::Python, 8, Operator::IdentifierReplace)
                .iter()
                .any(|s| s.contains("item[pos]"))
        );
    }
}
