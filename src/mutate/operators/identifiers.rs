//! Replacing a variable use by another variable of the same function, closest by line first and
//! type-compatible where types are known (see `scope`); a name the function uses in the same
//! place (the same two tokens before, or the same operator after) comes first.

use super::scope::ScopeCache;
use super::structure::Analysis;
use super::swaps::COMPOUND;
use super::{Cand, Operator};
use crate::mutate::lexer::TokenKind;

impl<'s> Analysis<'s> {
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
