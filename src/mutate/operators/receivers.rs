//! The wrong object or the wrong field of a local object: `next.text.length` ->
//! `prev.text.length` (another variable that the file also reads `.text` on), `s.label` ->
//! `s.created` (another field the file reads on a plain variable). The identifier replacement
//! leaves receivers alone (`x.` is not a variable use there) and the attribute replacement of
//! `members` only covers `self`/`this`; these two cover the rest, kept plausible by the file's
//! own accesses: a receiver becomes only a name the file reads the same member on, a field only a
//! field the file reads on the same variable.

use super::project::ProjectFacts;
use super::scope::ScopeCache;
use super::structure::Analysis;
use super::{never_replace, Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};
use std::collections::{BTreeMap, BTreeSet};

/// At most this many other receivers per member access.
const MAX_RECEIVERS: usize = 3;
/// At most this many other fields per field read.
const MAX_FIELDS: usize = 4;
/// And at most this many more from the project's types (`ProjectFacts`).
const MAX_TYPE_FIELDS: usize = 3;

/// JavaScript's global objects (not variables of the program).
const JS_GLOBALS: &[&str] = &[
    "module",
    "exports",
    "console",
    "process",
    "window",
    "document",
    "globalThis",
    "global",
    "navigator",
    "location",
];

/// The member accesses of a file on plain variables (`name.member`, not `self.`, not a module,
/// a class or a chain's inner link).
#[derive(Default)]
pub(super) struct Members<'s> {
    /// Member -> the receivers it is read or called on.
    receivers_of: BTreeMap<&'s str, BTreeSet<&'s str>>,
    /// Fields (members not called) with the receiver and line of each read.
    fields: Vec<(&'s str, &'s str, u32)>,
    /// Names brought in by imports: modules, not objects.
    imported: BTreeSet<&'s str>,
}

impl<'s> Analysis<'s> {
    /// Names brought in by imports (`import os`, `from x import y`, `const fs = require(...)`,
    /// `import x from`, `use a::b`): receivers that are modules, not objects.
    fn imported_names(&self) -> BTreeSet<&'s str> {
        let mut lines = BTreeSet::new();
        for i in 0..self.toks.len() {
            let t = self.t(i);
            let head = self.first_on_line(i)
                && matches!(
                    (self.lang, t),
                    (Lang::Python, "import" | "from")
                        | (Lang::JavaScript, "import")
                        | (Lang::Rust, "use")
                );
            let require =
                self.lang == Lang::JavaScript && t == "require" && self.is_punct(i + 1, "(");
            if head || require {
                lines.insert(self.line(i));
            }
        }
        (0..self.toks.len())
            .filter(|&i| self.kind(i) == Some(TokenKind::Ident) && lines.contains(&self.line(i)))
            .map(|i| self.t(i))
            .collect()
    }

    /// Whether token `r` is a plain variable used as a receiver: `r.member` where `r` is not
    /// itself a member, not `self`/`this`, not an import, not a type or constant.
    fn plain_receiver(&self, r: usize, imported: &BTreeSet<&str>) -> bool {
        let name = self.t(r);
        self.kind(r) == Some(TokenKind::Ident)
            && self.is_punct(r + 1, ".")
            && self.kind(r + 2) == Some(TokenKind::Ident)
            && !matches!(self.prev_t(r), "." | "::" | "?." | "->")
            && !never_replace(self.lang, name)
            && !imported.contains(name)
            && !(self.lang == Lang::JavaScript && JS_GLOBALS.contains(&name))
            && name.starts_with(|c: char| c.is_ascii_lowercase() || c == '_')
            && !self.in_decl(r)
            && !self.signature[r]
            && !self.generic[r]
    }

    /// Gathers the file's member accesses on plain variables.
    pub(super) fn members(&self) -> Members<'s> {
        let mut m = Members {
            imported: self.imported_names(),
            ..Members::default()
        };
        for r in 0..self.toks.len().saturating_sub(2) {
            if !self.plain_receiver(r, &m.imported) {
                continue;
            }
            let (recv, member) = (self.t(r), self.t(r + 2));
            m.receivers_of.entry(member).or_default().insert(recv);
            if !self.is_punct(r + 3, "(") {
                m.fields.push((member, recv, self.line(r + 2)));
            }
        }
        m
    }

    /// `next.text` -> `prev.text`: the receiver at `i` replaced by a variable of the same
    /// function that the file reads the same member on, closest by line first.
    pub(super) fn receiver_replace(
        &self,
        i: usize,
        members: &Members<'s>,
        cache: &mut ScopeCache,
        out: &mut Vec<Cand>,
    ) {
        let Some(readers) = members.receivers_of.get(self.t(i + 2)) else {
            return;
        };
        if readers.len() < 2
            || !readers.contains(self.t(i))
            || !self.plain_receiver(i, &members.imported)
        {
            return;
        }
        let scope = self.scope_of(i);
        let local = cache
            .scopes
            .entry(scope)
            .or_insert_with(|| self.scope_names(scope.0, scope.1));
        let name = self.t(i);
        let member = self.t(i + 2);
        let none = |_: &str| None;
        let ranked: Vec<String> = local
            .closest(i, self.line(i), name, 32, &none, false)
            .into_iter()
            .filter(|o| readers.contains(o))
            .take(MAX_RECEIVERS)
            .map(str::to_string)
            .collect();
        let t = self.toks[i];
        for other in ranked {
            out.push(self.cand(
                t.start,
                t.end,
                other.clone(),
                Operator::IdentifierReplace,
                format!("replace `{name}.{member}` with `{other}.{member}`"),
            ));
        }
    }

    /// `s.label` -> `s.created`: the field at `i` (read on a plain variable, not called) replaced
    /// by another field the file reads on the same variable name, closest by line first.
    pub(super) fn field_replace(
        &self,
        i: usize,
        members: &Members<'s>,
        project: &ProjectFacts,
        out: &mut Vec<Cand>,
    ) {
        if i < 2 || self.is_punct(i + 1, "(") || !self.is_punct(i - 1, ".") {
            return;
        }
        let recv = self.t(i - 2);
        let name = self.t(i);
        let line = self.line(i);
        // Only fields the table saw on this exact receiver (so `i - 2` is a plain receiver).
        if !members
            .fields
            .iter()
            .any(|&(f, r, l)| f == name && r == recv && l == line)
            || self.is_op(i + 1, "=")
        {
            return;
        }
        // Only fields read on the same name: a field of another variable is another type's
        // (`err.code` -> `err.factor` from `opts.factor` only made a lookup fail).
        let mut others: Vec<(u32, &str)> = Vec::new();
        for &(f, r, l) in &members.fields {
            if f == name || r != recv {
                continue;
            }
            let key = (l.abs_diff(line), f);
            match others.iter_mut().find(|o| o.1 == f) {
                Some(o) => *o = (*o).min(key),
                None => others.push(key),
            }
        }
        others.sort();
        let t = self.toks[i];
        let local: Vec<&str> = others.into_iter().take(MAX_FIELDS).map(|o| o.1).collect();
        for other in &local {
            out.push(self.cand(
                t.start,
                t.end,
                other.to_string(),
                Operator::IdentifierReplace,
                format!("replace `{recv}.{name}` with `{recv}.{other}`"),
            ));
        }
        // Then the other fields of a project type that has this one (`project`): the type is
        // usually declared in another module.
        let from_types = project
            .sibling_fields(name)
            .into_iter()
            .filter(|f| !local.contains(f))
            .take(MAX_TYPE_FIELDS);
        for other in from_types {
            out.push(self.cand(
                t.start,
                t.end,
                other.to_string(),
                Operator::IdentifierReplace,
                format!("replace `{recv}.{name}` with `{recv}.{other}`, another field of its type"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{Lang, Operator};

    const JS: &str = "function canMerge(prev, next, windowMs) {\n  return prev.kind === 'insert' &&\n    next.time - prev.time <= windowMs &&\n    next.pos === prev.pos + next.text.length;\n}\nfunction merge(prev, next) {\n  return { pos: prev.pos, text: prev.text + next.text };\n}\n";

    #[test]
    fn a_receiver_becomes_another_variable_read_with_the_same_member() {
        assert!(has(
            JS,
            Lang::JavaScript,
            4,
            Operator::IdentifierReplace,
            "prev.pos + prev.text.length"
        ));
        // `windowMs` is never read with `.text`: not a candidate.
        let got = mutated(JS, Lang::JavaScript, 4, Operator::IdentifierReplace);
        assert!(!got.iter().any(|s| s.contains("windowMs.")), "{got:#?}");
    }

    #[test]
    fn a_field_becomes_another_field_of_the_same_variable_first() {
        let py = "def newest_first(snaps):\n    return sorted(snaps, key=lambda s: s.label, reverse=True)\n\n\ndef ids(snaps):\n    return [s.id for s in snaps if s.created]\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::IdentifierReplace,
            "key=lambda s: s.created"
        ));
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::IdentifierReplace,
            "key=lambda s: s.id"
        ));
        // A field of another variable is not a candidate.
        let py = "def f(err, opts):\n    return err.code in opts.codes\n";
        let got = mutated(py, Lang::Python, 2, Operator::IdentifierReplace);
        assert!(!got.iter().any(|s| s.contains("err.codes")), "{got:#?}");
    }

    #[test]
    fn a_field_becomes_another_field_of_its_type_declared_in_another_module() {
        use crate::mutate::{apply, generate_in, MutationBudget, ProjectFacts};
        let pages = "from dataclasses import dataclass\n\n\n@dataclass\nclass Page:\n    slug: str\n    created: datetime\n    updated: datetime = None\n";
        let cache = "def last_modified(page):\n    return page.created.replace(microsecond=0)\n";
        let texts = |facts: &ProjectFacts| -> Vec<String> {
            generate_in(cache, Lang::Python, &[2], &MutationBudget::default(), facts)
                .iter()
                .filter(|m| m.operator == Operator::IdentifierReplace)
                .map(|m| apply(cache, m))
                .collect()
        };
        // The file alone reads no other field of `page`.
        let alone = texts(&ProjectFacts::default());
        assert!(
            !alone.iter().any(|s| s.contains("page.updated")),
            "{alone:#?}"
        );
        let facts = ProjectFacts::collect(Lang::Python, [(pages, false), (cache, false)]);
        let got = texts(&facts);
        assert!(
            got.iter()
                .any(|s| s.contains("return page.updated.replace")),
            "{got:#?}"
        );
        assert!(
            got.iter().any(|s| s.contains("return page.slug.replace")),
            "{got:#?}"
        );
        // A method called on the receiver is not a field read.
        assert!(
            !got.iter().any(|s| s.contains("page.created.slug")),
            "{got:#?}"
        );
    }

    #[test]
    fn modules_self_and_method_calls_are_left_alone() {
        let py = "import os\n\n\ndef f(self, a, b):\n    x = os.sep + a.name\n    self.v = b.name\n    return a.strip() + b.title()\n";
        let got = mutated(py, Lang::Python, 5, Operator::IdentifierReplace);
        assert!(
            !got.iter()
                .any(|s| s.contains("a.sep") || s.contains("b.sep")),
            "{got:#?}"
        );
        let got = mutated(py, Lang::Python, 7, Operator::IdentifierReplace);
        // `strip`/`title` are calls, not fields; `a`/`b` are not read with the other's method.
        assert!(
            !got.iter()
                .any(|s| s.contains("a.title") || s.contains("a.name()")),
            "{got:#?}"
        );
        // `b.name` on line 6 -> `a.name`: both are read with `.name`.
        assert!(has(
            py,
            Lang::Python,
            6,
            Operator::IdentifierReplace,
            "self.v = a.name"
        ));
    }
}
