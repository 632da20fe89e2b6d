//! Replacing a variable use by another variable of the same function, closest by line first and
//! type-compatible where types are known (see `scope`); a name the function uses in the same
//! place (the same two tokens before, or the same operator after) comes first.

use super::scope::{kinds_compatible, ScopeCache, Unread};
use super::structure::Analysis;
use super::swaps::COMPOUND;
use super::{Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};
use std::collections::BTreeSet;

/// A loop or callback whose one bound name its body never reads (`for row in rows:` that
/// reads `rows[0]`, `.forEach((x) => { ... key ... })`): the body likely meant it.
#[derive(Debug)]
pub(super) struct UnusedBinder<'s> {
    pub(super) name: &'s str,
    /// The body's tokens, `lo..hi`.
    pub(super) lo: usize,
    pub(super) hi: usize,
    /// Names the body declares (never replaced: they are the body's own).
    pub(super) own: BTreeSet<&'s str>,
}

/// At most this many reads of one body are replaced by its unused name.
const MAX_UNUSED_BINDER_READS: usize = 6;

impl<'s> Analysis<'s> {
    /// The loops (`for x in ...:`, `for (const x of ...) {`) and block-bodied callbacks
    /// (`(x) => {`, `x => {`, `function (x) {`) binding one name that their body never reads.
    /// Not `_`-prefixed names, not counting loops over `range(...)` (a retry loop needs no
    /// counter). Python and JavaScript.
    pub(super) fn unused_binders(&self) -> Vec<UnusedBinder<'s>> {
        let mut out = Vec::new();
        let n = self.toks.len();
        let is_name = |k: usize| self.kind(k) == Some(TokenKind::Ident);
        let mut push = |name: &'s str, lo: usize, hi: usize| {
            if name.starts_with('_') || hi <= lo {
                return;
            }
            let read = (lo..hi).any(|k| self.t(k) == name && !matches!(self.prev_t(k), "." | "?."));
            if read {
                return;
            }
            let own: BTreeSet<&'s str> = (lo..hi)
                .filter(|&k| is_name(k) && self.is_binding(k))
                .map(|k| self.t(k))
                .collect();
            out.push(UnusedBinder { name, lo, hi, own });
        };
        for k in 0..n {
            match self.lang {
                Lang::Python if self.is_kw(k, "for") && self.first_on_line(k) => {
                    // `for x in xs:` with one name.
                    if !(is_name(k + 1) && self.is_kw(k + 2, "in")) {
                        continue;
                    }
                    if self.t(k + 3) == "range" && self.is_punct(k + 4, "(") {
                        continue;
                    }
                    if let Some((lo, hi)) = self.py_block(k) {
                        push(self.t(k + 1), lo, hi);
                    }
                }
                Lang::JavaScript => {
                    // `for (const x of xs) {`
                    if self.is_kw(k, "for") && self.is_punct(k + 1, "(") {
                        let decl = matches!(self.t(k + 2), "const" | "let" | "var");
                        let at = k + 2 + usize::from(decl);
                        let Some(close) = self.pair[k + 1] else {
                            continue;
                        };
                        if is_name(at)
                            && matches!(self.t(at + 1), "of" | "in")
                            && self.is_punct(close + 1, "{")
                        {
                            if let Some(end) = self.pair[close + 1] {
                                push(self.t(at), close + 2, end);
                            }
                        }
                        continue;
                    }
                    // `(x) => {`, `x => {`, `function (x) {` (a callback: inside a call's
                    // arguments).
                    let arrow = self.t(k) == "=>";
                    let function = self.is_kw(k, "function") && self.is_punct(k + 1, "(");
                    if !(arrow || function) {
                        continue;
                    }
                    let (name, open) = if arrow {
                        let p = k.wrapping_sub(1);
                        if is_name(p) && k >= 1 {
                            (Some(p), k + 1)
                        } else if self.is_punct(p, ")")
                            && k >= 3
                            && is_name(k - 2)
                            && self.is_punct(k - 3, "(")
                        {
                            (Some(k - 2), k + 1)
                        } else {
                            (None, k + 1)
                        }
                    } else {
                        let close = self.pair[k + 1];
                        match close {
                            Some(c) if c == k + 3 && is_name(k + 2) => (Some(k + 2), c + 1),
                            _ => (None, k + 1),
                        }
                    };
                    let Some(p) = name else { continue };
                    let head = if arrow && self.is_punct(p.wrapping_sub(1), "(") {
                        p - 1
                    } else if arrow {
                        p
                    } else {
                        k
                    };
                    let callback = self.parent[head].is_some_and(|o| self.is_call_paren(o));
                    if callback && self.is_punct(open, "{") {
                        if let Some(end) = self.pair[open] {
                            push(self.t(p), open + 1, end);
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The read at `i`, inside the body of a loop or callback that never reads its own bound
    /// name, replaced by that name (`key.split('.')` -> `x.split('.')` in `.forEach((x) => {`).
    pub(super) fn use_unused_binder(
        &self,
        i: usize,
        binders: &[UnusedBinder<'s>],
        out: &mut Vec<Cand>,
    ) {
        if self.kind(i) != Some(TokenKind::Ident)
            || matches!(self.prev_t(i), "." | "?.")
            || self.is_punct(i + 1, "(")
            || self.is_binding(i)
            || super::never_replace(self.lang, self.t(i))
        {
            return;
        }
        let name = self.t(i);
        // The innermost body around `i`.
        let Some(b) = binders
            .iter()
            .filter(|b| b.lo <= i && i < b.hi)
            .min_by_key(|b| b.hi - b.lo)
        else {
            return;
        };
        if b.own.contains(name) || name == b.name {
            return;
        }
        // A variable of the program: bound somewhere in the file (a parameter, a local).
        let variable = (0..self.toks.len())
            .any(|k| self.t(k) == name && (self.is_binding(k) || self.params_at(k)));
        let nth = (b.lo..i)
            .filter(|&k| {
                self.kind(k) == Some(TokenKind::Ident)
                    && !matches!(self.prev_t(k), "." | "?.")
                    && !self.is_punct(k + 1, "(")
                    && !b.own.contains(self.t(k))
            })
            .count();
        if variable && nth < MAX_UNUSED_BINDER_READS {
            out.push(self.cand(
                self.toks[i].start,
                self.toks[i].end,
                b.name.to_string(),
                Operator::IdentifierReplace,
                format!(
                    "replace `{name}` with `{}` (the loop's own variable, never read)",
                    b.name
                ),
            ));
        }
    }

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
    fn a_loop_or_callback_that_never_reads_its_variable_gets_it() {
        // yargs-parser: the aliases of a key are set under the key itself.
        let js = "function setArg(key, val) {\n  const value = val;\n  (aliases[key] || []).forEach((x) => {\n    const keyProperties = key.split('.');\n    setKey(argv, keyProperties, value);\n  });\n}\n";
        let got = mutated(js, Lang::JavaScript, 4, Operator::IdentifierReplace);
        assert!(
            got.iter()
                .any(|s| s.contains("const keyProperties = x.split('.');")),
            "{got:#?}"
        );
        // The body's own names and calls stay.
        let got = mutated(js, Lang::JavaScript, 5, Operator::IdentifierReplace);
        assert!(
            !got.iter().any(|s| s.contains("setKey(argv, x, value)")),
            "{got:#?}"
        );
        assert!(!got.iter().any(|s| s.contains("x(argv")), "{got:#?}");
        // Python: a leftover loop variable (CPython's csv.Sniffer.has_header).
        let py = "def has_header(rows, columns):\n    header = rows[0]\n    for row in rows[1:]:\n        if len(header) != columns:\n            return False\n    return True\n";
        let got = mutated(py, Lang::Python, 4, Operator::IdentifierReplace);
        assert!(
            got.iter().any(|s| s.contains("if len(row) != columns:")),
            "{got:#?}"
        );
        // A loop that reads its variable, a retry loop over `range`, `_`: nothing.
        for src in [
            "def f(rows, header):\n    for row in rows:\n        if len(row) != len(header):\n            return False\n",
            "def f(rows, header):\n    for attempt in range(3):\n        if len(rows) != len(header):\n            return False\n",
            "def f(rows, header):\n    for _row in rows:\n        if len(rows) != len(header):\n            return False\n",
        ] {
            let own: Vec<String> =
                crate::mutate::generate(src, Lang::Python, &[3], &Default::default())
                    .into_iter()
                    .map(|m| m.description)
                    .filter(|d| d.contains("the loop's own variable"))
                    .collect();
            assert!(own.is_empty(), "{src}: {own:#?}");
        }
    }

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
