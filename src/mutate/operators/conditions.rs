//! Negating the condition of an `if`, `elif` or `while`, or one plain operand of its `and`/`or`
//! chain (`if (this.strictSlash && path.endsWith('/'))` -> `if (!this.strictSlash && ...)`), or
//! of the chain a `return` gives; and a condition that reads the first or last item of a
//! sequence guarded against the empty one (`if path[0] == '/'` -> `if path and path[0] == '/'`);
//! and a chain of flags that leaves out the one flag the function computes and never reads
//! (`if leading_space or trailing_break:` with `trailing_space = ...` unread -> `... or
//! trailing_space`).

use super::scope::ScopeCache;
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

    /// Python: a comprehension's filter negated (`[k for k in keys if isinstance(k, Optional)]`
    /// -> `if not (isinstance(k, Optional))`): the filter kept the items it meant to drop.
    pub(super) fn negate_filter(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || !self.is_kw(i, "if") {
            return;
        }
        let Some(o) = self.parent[i] else { return };
        let Some(close) = self.pair[o] else { return };
        let in_comprehension =
            (o + 1..i).any(|j| self.parent[j] == Some(o) && self.is_kw(j, "for"));
        if !in_comprehension {
            return;
        }
        // The filter ends at the next clause (`for`, `if`) or the closing bracket.
        let last = (i + 1..close)
            .find(|&j| self.parent[j] == Some(o) && (self.is_kw(j, "for") || self.is_kw(j, "if")))
            .unwrap_or(close)
            - 1;
        if last <= i || self.is_double_negation(i + 1, last) {
            return;
        }
        let (s, e) = (self.toks[i + 1].start, self.toks[last].end);
        let cond = self.src.get(s..e).unwrap_or("");
        out.push(self.cand(
            s,
            e,
            format!("not ({cond})"),
            Operator::NegateCondition,
            format!("negate the filter `{}`", compact(cond, 60)),
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
        let joins = self.boolean_joins();
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

    /// A condition (`if`/`elif`/`while`, at `i`) that is a chain of plain names joined by one
    /// kind of `or`/`and`, while the function assigns a local and never reads it: that local
    /// joined to the chain (`if leading_space or leading_break or trailing_break:` -> `... or
    /// trailing_space`), the flag computed for the test and left out of it.
    pub(super) fn join_unread_flag(&self, i: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        let Some((first, last)) = self.condition_span(i) else {
            return;
        };
        let level = self.parent[first];
        let joins = self.boolean_joins();
        let mut join: Option<&str> = None;
        let mut names: Vec<&str> = Vec::new();
        let mut k = first;
        while k <= last {
            let negated = (self.lang == Lang::Python && self.is_kw(k, "not"))
                || (self.lang != Lang::Python && self.is_op(k, "!"));
            let at = k + usize::from(negated);
            if self.kind(at) != Some(TokenKind::Ident) || self.parent[at] != level {
                return;
            }
            names.push(self.t(at));
            if at == last {
                break;
            }
            let j = at + 1;
            if !joins.contains(&self.t(j)) || join.is_some_and(|x| x != self.t(j)) {
                return;
            }
            join = Some(self.t(j));
            k = j + 1;
        }
        let Some(join) = join else { return };
        let scope = self.scope_of(i);
        let unread = cache
            .unread
            .entry(scope)
            .or_insert_with(|| self.unread_locals(scope))
            .clone();
        let (s, e) = (self.toks[first].start, self.toks[last].end);
        let cond = &self.src[s..e];
        for u in unread
            .iter()
            .filter(|u| u.line < self.line(i) && !names.contains(&u.name.as_str()))
            .take(2)
        {
            out.push(self.cand(
                s,
                e,
                format!("{cond} {join} {}", u.name),
                Operator::Logical,
                format!(
                    "add the unread `{}` to the condition (`{cond} {join} {}`)",
                    u.name, u.name
                ),
            ));
        }
    }

    /// `X[0]` or `X[-1]` (at the `[` of `i`) read inside a condition that never tests `X`
    /// itself: the condition guarded against the empty sequence, the guard a maintainer writes
    /// for an `IndexError` (Python `path and path[0] == '/'`, also in `a if c else b`), a
    /// panic (Rust `!v.is_empty() && v[0] ...`) or a `TypeError` on the missing item's member
    /// (JavaScript `xs.length > 0 && xs[0].id ...`). `X` is a name or a dotted field chain.
    pub(super) fn guard_empty_subscript(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_punct(i, "[") || i == 0 || !self.adjacent(i) {
            return;
        }
        let Some(close) = self.pair[i] else { return };
        let index: Vec<&str> = (i + 1..close).map(|k| self.t(k)).collect();
        let first_or_last = match index.as_slice() {
            ["0"] => true,
            ["-", "1"] => self.lang == Lang::Python,
            _ => false,
        };
        if !first_or_last {
            return;
        }
        // The receiver: `name` or `a.b.name`, nothing called or indexed.
        let Some(r) = self.dotted_start(i - 1) else {
            return;
        };
        if self.kind(r) != Some(TokenKind::Ident)
            || (r >= 1 && (self.is_punct(r - 1, ".") || self.is_punct(r - 1, ")")))
        {
            return;
        }
        if self.lang == Lang::JavaScript
            && !(self.is_punct(close + 1, ".") || self.is_punct(close + 1, "["))
        {
            // `s[0] === '/'` on an empty string is `undefined === '/'`: no error to guard.
            return;
        }
        if !matches!(self.lang, Lang::Python | Lang::Rust | Lang::JavaScript) {
            return;
        }
        let Some((first, last)) = self.enclosing_condition(r, close) else {
            return;
        };
        let receiver = self
            .src
            .get(self.toks[r].start..self.toks[i - 1].end)
            .unwrap_or("");
        // Already tested before the read (`if path and path[0]`, `len(xs) > 0 and xs[0]`).
        let tested = (first..r).any(|k| {
            self.kind(k) == Some(TokenKind::Ident)
                && self.t(k) == self.t(r)
                && self
                    .src
                    .get(self.toks[k].start..)
                    .is_some_and(|rest| rest.starts_with(receiver))
        });
        if tested || receiver.is_empty() {
            return;
        }
        let level = self.parent[first];
        let or = if self.lang == Lang::Python {
            "or"
        } else {
            "||"
        };
        let wrap = (first..=last).any(|k| self.parent[k] == level && self.t(k) == or);
        let (s, e) = (self.toks[first].start, self.toks[last].end);
        let cond = self.src.get(s..e).unwrap_or("");
        let cond = if wrap {
            format!("({cond})")
        } else {
            cond.to_string()
        };
        let guard = match self.lang {
            Lang::Python => format!("{receiver} and "),
            Lang::Rust => format!("!{receiver}.is_empty() && "),
            _ => format!("{receiver}.length > 0 && "),
        };
        out.push(self.cand(
            s,
            e,
            format!("{guard}{cond}"),
            Operator::AddGuard,
            format!(
                "guard `{}` against an empty `{receiver}`",
                compact(&self.src[s..e], 40)
            ),
        ));
    }

    /// First and last token of the condition holding tokens `r..=close`: the condition of the
    /// statement `if`/`elif`/`while` its line starts with (`} else if` too), or in Python the
    /// condition of a conditional expression `a if <cond> else b` on its line.
    fn enclosing_condition(&self, r: usize, close: usize) -> Option<(usize, usize)> {
        let line = self.line(r);
        let head = self.first_token_on_line(line)?;
        let head = if self.is_punct(head, "}") && self.is_kw(head + 1, "else") {
            head + 2
        } else {
            head
        };
        if matches!(self.t(head), "if" | "elif" | "while")
            && self.kind(head) == Some(TokenKind::Keyword)
        {
            if let Some((first, last)) = self.condition_span(head) {
                if first <= r && close <= last {
                    return Some((first, last));
                }
            }
            return None;
        }
        if self.lang != Lang::Python {
            return None;
        }
        let level = self.parent[r];
        let k = (head..r)
            .rev()
            .find(|&k| self.parent[k] == level && self.is_kw(k, "if"))?;
        if (k + 1..r).any(|j| self.parent[j] == level && self.is_kw(j, "else")) {
            return None;
        }
        let n = self.toks.len();
        let e = (close + 1..n)
            .take_while(|&j| self.line(j) == line)
            .find(|&j| self.parent[j] == level && self.is_kw(j, "else"))?;
        (e > k + 1).then_some((k + 1, e - 1))
    }

    /// The operators that join a boolean chain: `and`/`or`, or `&&`/`||`.
    fn boolean_joins(&self) -> &'static [&'static str] {
        if self.lang == Lang::Python {
            &["and", "or"]
        } else {
            &["&&", "||"]
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
    fn a_comprehensions_filter_is_negated() {
        let py = "def required(validator):\n    return [key for key in validator.keys() if isinstance(key, Optional)]\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::NegateCondition,
            "if not (isinstance(key, Optional))]"
        ));
        // A conditional expression is not a filter.
        let py = "def f(a, b):\n    return [a if b else 0]\n";
        assert!(mutated(py, Lang::Python, 2, Operator::NegateCondition).is_empty());
    }

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

    #[test]
    fn a_first_item_read_in_a_condition_is_guarded_against_the_empty_sequence() {
        // kombu's `url_to_parts`: a URL without a path.
        let py = "def parts(parts):\n    path = parts.path or ''\n    path = path[1:] if path[0] == '/' else path\n    return path\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::AddGuard,
            "path = path[1:] if path and path[0] == '/' else path\n"
        ));
        let py = "def f(self):\n    if self.items[-1] == 0 or self.done:\n        return 1\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddGuard,
            "if self.items and (self.items[-1] == 0 or self.done):"
        ));
        let rs = "fn f(v: &[u8]) -> bool {\n    if v[0] == b'/' {\n        return true;\n    }\n    false\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::AddGuard,
            "if !v.is_empty() && v[0] == b'/' {"
        ));
        let js = "function f(rows) {\n  if (rows[0].id === 1) {\n    return true;\n  }\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::AddGuard,
            "if (rows.length > 0 && rows[0].id === 1) {"
        ));
        // Already guarded, not in a condition, or a JavaScript read that cannot throw: no edit.
        for (src, lang, line, unwanted) in [
            (
                "def f(p):\n    if p and p[0] == '/':\n        return 1\n",
                Lang::Python,
                2,
                "p and p and",
            ),
            (
                "def f(p):\n    x = p[0]\n    return x\n",
                Lang::Python,
                2,
                "p and p[0]",
            ),
            (
                "function f(s) {\n  if (s[0] === '/') {\n    return 1;\n  }\n}\n",
                Lang::JavaScript,
                2,
                "length > 0",
            ),
        ] {
            let guarded: Vec<String> = mutated(src, lang, line, Operator::AddGuard)
                .into_iter()
                .filter(|m| m.contains(unwanted))
                .collect();
            assert!(guarded.is_empty(), "{src}: {guarded:?}");
        }
    }

    #[test]
    fn a_flag_computed_and_never_read_joins_the_chain_of_flags() {
        // ruamel.yaml's `analyze_scalar`: the trailing space was computed and left out.
        let py = "def analyze(scalar):\n    leading_space = scalar.startswith(' ')\n    trailing_space = scalar.endswith(' ')\n    trailing_break = scalar.endswith('\\n')\n    if leading_space or trailing_break:\n        return False\n    return True\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::Logical,
            "if leading_space or trailing_break or trailing_space:"
        ));
        // A condition that is not a chain of names: no flag joins it.
        let py = "def f(s):\n    unused = s.strip()\n    if s == 'x':\n        return 1\n";
        assert!(!has(py, Lang::Python, 3, Operator::Logical, "or unused"));
    }
}
