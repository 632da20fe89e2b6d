//! Replacing a variable use by another variable of the same function, closest by line first and
//! type-compatible where types are known (see `scope`).

use super::scope::ScopeCache;
use super::structure::Analysis;
use super::swaps::COMPOUND;
use super::{Cand, Operator};

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
        let ranked = local.closest(i, self.line(i), name, max, &kind, assigned);
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
