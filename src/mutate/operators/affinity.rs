//! Names the code around a read points to. A line copied from its neighbour and edited for its
//! new purpose keeps, now and then, one name of the old one: `minutes = to_int(m, "tz_hour")`
//! below `hours = to_int(m, "tz_hour")`, `def is_prefix(self, p): return lc(p) in
//! self.C.titles` below `is_title`'s identical body, `full_path` built from the parent's `path`.
//! The variable the line assigns and the function it is in name what the read was meant to be:
//! `name_affinity` offers, for a member read or a short string key that shares no word with
//! them, another field or key of the code that does (`self.C.prefixes`, `"tz_minute"`, the
//! regular expression's group of that name, `self.context.full_path`), and marks those edits to
//! be tried first on their line (`Cand::first`).

use super::members::simple_string;
use super::structure::Analysis;
use super::swaps::name_words;
use super::{Cand, Operator, ProjectFacts};
use crate::mutate::lexer::TokenKind;
use crate::mutate::EditClass;

/// Words too common in names to say what a name is about (`is_prefix` is about `prefix`).
const STOP_WORDS: &[&str] = &[
    "is", "get", "set", "has", "add", "to", "from", "make", "build", "compute", "calc", "check",
    "find", "parse", "read", "load", "new", "old", "the", "for", "and", "not", "all", "any",
    "value", "values", "key", "keys", "self", "this", "item", "items", "data", "result", "res",
    "tmp", "val", "obj", "str", "num", "int", "list", "dict", "init", "main", "run", "do", "with",
];

/// At most this many edits of one read.
const MAX_AFFINE: usize = 2;

/// Whether two words name the same thing: equal, or one the plural of the other
/// (`prefix`/`prefixes`, `minute`/`minutes`); three letters at least.
fn same_word(a: &str, b: &str) -> bool {
    let plural = |s: &str, p: &str| p.strip_prefix(s).is_some_and(|r| r == "s" || r == "es");
    a.len() >= 3 && b.len() >= 3 && (a == b || plural(a, b) || plural(b, a))
}

/// The words of a name that say what it is about.
fn topic_words(name: &str) -> Vec<String> {
    name_words(name)
        .into_iter()
        .filter(|w| w.len() >= 3 && !STOP_WORDS.contains(&w.as_str()))
        .collect()
}

fn shares(words: &[String], name: &str) -> usize {
    let theirs = name_words(name);
    words
        .iter()
        .filter(|w| theirs.iter().any(|t| same_word(w, t)))
        .count()
}

/// The group names of the regular expressions in `strings` (Python `(?P<name>`, JavaScript
/// `(?<name>`): the keys of their matches' dictionaries.
pub(super) fn regex_group_names(strings: impl Iterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in strings {
        for open in ["(?P<", "(?<"] {
            let mut rest = s.as_str();
            while let Some(at) = rest.find(open) {
                rest = &rest[at + open.len()..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() && rest[name.len()..].starts_with('>') && !out.contains(&name) {
                    out.push(name);
                }
            }
        }
    }
    out
}

impl<'s> Analysis<'s> {
    /// The file's short word-like strings (each once, in order) and its regular expressions'
    /// group names.
    pub(super) fn strings_and_groups(&self) -> (Vec<String>, Vec<String>) {
        let texts: Vec<&str> = (0..self.toks.len())
            .filter(|&k| self.kind(k) == Some(TokenKind::Str))
            .map(|k| self.t(k))
            .collect();
        let mut strings: Vec<String> = Vec::new();
        for t in &texts {
            if let Some((_, inner)) = simple_string(t) {
                if !strings.iter().any(|s| s == inner) {
                    strings.push(inner.to_string());
                }
            }
        }
        let groups = regex_group_names(texts.iter().map(|t| t.to_string()));
        (strings, groups)
    }

    /// The name of the function whose body holds token `i`, with whether its only parameter
    /// is `self` (a property-like method).
    fn function_around(&self, i: usize) -> Option<(&'s str, bool)> {
        let name = self.enclosing_function(i)?;
        let only_self = self.parameter_list(i).is_some_and(|(o, c)| {
            let inner: Vec<&str> = (o + 1..c).map(|k| self.t(k)).collect();
            matches!(inner[..], ["self"] | ["&", "self"] | ["&", "mut", "self"])
        });
        Some((name, only_self))
    }

    /// The plain name the statement holding token `i` assigns (`minutes = ...`, `self.minutes
    /// = ...`, `const minutes = ...`), if it starts the line.
    fn assigned_on_line(&self, i: usize) -> Option<&'s str> {
        let first = self.first_token_on_line(self.line(i))?;
        let mut k = first;
        if matches!(self.t(k), "const" | "let" | "var" | "mut") {
            k += 1;
            if self.t(k) == "mut" {
                k += 1;
            }
        }
        if matches!(self.t(k), "self" | "this") && self.is_punct(k + 1, ".") {
            k += 2;
        }
        (self.kind(k) == Some(TokenKind::Ident) && self.is_op(k + 1, "=") && k + 1 < i)
            .then(|| self.t(k))
    }

    /// See the module header. `strings` are the file's short strings and its regular
    /// expressions' group names; `project` gives the other fields of the types that have a
    /// field.
    pub(super) fn name_affinity(
        &self,
        i: usize,
        strings: &[String],
        groups: &[String],
        project: &ProjectFacts,
        out: &mut Vec<Cand>,
    ) {
        let member = self.kind(i) == Some(TokenKind::Ident)
            && self.is_punct(i.wrapping_sub(1), ".")
            && !self.is_punct(i + 1, "(")
            && !self.is_op(i + 1, "=");
        let string = self.kind(i) == Some(TokenKind::Str);
        if !(member || string) || self.in_decl(i) {
            return;
        }
        let text = self.t(i);
        let (quote, inner) = if string {
            let q = text.chars().next().unwrap_or('"');
            let inner = text.get(1..text.len().saturating_sub(1)).unwrap_or("");
            let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
            if !matches!(q, '"' | '\'') || !text.ends_with(q) || inner.is_empty() {
                return;
            }
            if !inner.chars().all(word) || inner.len() > 24 {
                return;
            }
            (q, inner)
        } else {
            ('"', text)
        };
        let assigned = self
            .assigned_on_line(i)
            .map(topic_words)
            .unwrap_or_default();
        let function = self.function_around(i);
        let in_fn = function.map(|(f, _)| topic_words(f)).unwrap_or_default();
        if assigned.is_empty() && in_fn.is_empty() {
            return;
        }
        // How much a name is about what its line and function are about: a replacement must
        // be more so than the name it replaces (`full_path` for `path` in `def full_path`).
        let about = |name: &str| 2 * shares(&assigned, name) + shares(&in_fn, name);
        let before = about(inner);
        let own = name_words(inner);
        let mut pool: Vec<(String, bool)> = Vec::new();
        let mut add = |name: &str, key: bool| {
            if name != inner && !pool.iter().any(|(p, _)| p == name) {
                pool.push((name.to_string(), key));
            }
        };
        if member {
            let receiver_is_self = matches!(self.t(i.wrapping_sub(2)), "self" | "this")
                && !self.is_punct(i.wrapping_sub(3), ".");
            let own_name = function.map(|(f, _)| f);
            for f in project.sibling_fields(inner) {
                // `self.full_path` inside `full_path` itself would only call itself.
                if !(receiver_is_self && Some(f) == own_name) {
                    add(f, true);
                }
            }
            // The property's own value on a related object: `self.context.full_path` in
            // `def full_path(self)` (the recursion that builds it from its parent's).
            if let Some((name, true)) = function {
                if !receiver_is_self && i >= 2 {
                    add(name, true);
                }
            }
        } else {
            for g in groups {
                add(g, true);
            }
            for k in project.sibling_keys(inner) {
                add(k, true);
            }
            for s in strings {
                add(s, false);
            }
        }
        let mut ranked: Vec<(usize, usize, usize, String, bool)> = pool
            .into_iter()
            .enumerate()
            .filter_map(|(n, (name, key))| {
                let score = about(&name);
                if score <= before {
                    return None;
                }
                let kin = name_words(&name)
                    .iter()
                    .filter(|w| own.iter().any(|o| o == *w))
                    .count();
                Some((score, kin, n, name, key))
            })
            .collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        let why = match (self.assigned_on_line(i), function) {
            (Some(a), _) if !assigned.is_empty() => format!("`{a}`, which its line assigns"),
            (_, Some((f, _))) => format!("`{f}`, the function it is in"),
            _ => return,
        };
        let t = self.toks[i];
        let recv = if member && self.kind(i - 2).is_some() {
            format!("{}.", self.t(i - 2))
        } else {
            String::new()
        };
        for (_, _, _, name, key) in ranked.into_iter().take(MAX_AFFINE) {
            let to = if string {
                format!("{quote}{name}{quote}")
            } else {
                name.clone()
            };
            let mut c = self.cand(
                t.start,
                t.end,
                to.clone(),
                if string {
                    Operator::StringReplace
                } else {
                    Operator::IdentifierReplace
                },
                format!("replace `{recv}{text}` with `{recv}{to}`, named like {why}"),
            );
            // Another field or key of the same data read by its name: the wrong field read,
            // an operator edit like `page.created` for `page.updated`, not changed data.
            if key {
                c.class = EditClass::Operator;
            }
            c.first = true;
            out.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::mutated;
    use super::*;
    use crate::mutate::{apply, generate_in, Lang, MutationBudget, Operator};

    #[test]
    fn words_and_plurals() {
        assert!(same_word("prefix", "prefixes"));
        assert!(same_word("minutes", "minute"));
        assert!(!same_word("min", "mine"));
        assert!(!same_word("is", "is"));
        assert_eq!(topic_words("is_prefix"), vec!["prefix"]);
        assert_eq!(
            regex_group_names(
                ["(?P<tz_hour>[0-9]{2}):?(?P<tz_minute>[0-9]{2})".to_string()].into_iter()
            ),
            vec!["tz_hour", "tz_minute"]
        );
    }

    #[test]
    fn a_key_copied_from_the_line_above_becomes_the_one_its_variable_is_named_after() {
        let py = "import re\n\nRX = re.compile(r\"(?P<tz_sign>[-+])(?P<tz_hour>[0-9]{2}):?(?P<tz_minute>[0-9]{2})?\")\n\n\ndef parse_timezone(matches):\n    sign = matches.get(\"tz_sign\", None)\n    hours = to_int(matches, \"tz_hour\")\n    minutes = to_int(matches, \"tz_hour\", default_to_zero=True)\n    return sign, hours, minutes\n";
        let got: Vec<_> = generate_in(
            py,
            Lang::Python,
            &[9],
            &MutationBudget::default(),
            &ProjectFacts::default(),
        );
        let first = got
            .iter()
            .find(|m| m.first)
            .expect("an edit named after `minutes`");
        assert!(apply(py, first).contains("to_int(matches, \"tz_minute\", default_to_zero=True)"));
        assert_eq!(first.class, EditClass::Operator);
        // `hours` reads the key it is named after: nothing to offer.
        assert!(!generate_in(
            py,
            Lang::Python,
            &[8],
            &MutationBudget::default(),
            &ProjectFacts::default()
        )
        .iter()
        .any(|m| m.first));
    }

    #[test]
    fn a_field_copied_from_a_sibling_method_becomes_the_one_the_method_is_named_after() {
        let config = "class Constants:\n    def __init__(self):\n        self.titles = set()\n        self.prefixes = set()\n        self.conjunctions = set()\n";
        let parser = "class HumanName:\n    def is_title(self, value):\n        return lc(value) in self.C.titles\n\n    def is_prefix(self, piece):\n        return lc(piece) in self.C.titles\n";
        let facts = ProjectFacts::collect(Lang::Python, [(config, false), (parser, false)]);
        let got: Vec<_> = generate_in(
            parser,
            Lang::Python,
            &[6],
            &MutationBudget::default(),
            &facts,
        );
        let first = got
            .iter()
            .find(|m| m.first)
            .expect("an edit named after `is_prefix`");
        assert!(apply(parser, first).contains("return lc(piece) in self.C.prefixes"));
        assert_eq!(first.operator, Operator::IdentifierReplace);
        // `is_title` reads `titles`: left alone.
        assert!(!generate_in(
            parser,
            Lang::Python,
            &[3],
            &MutationBudget::default(),
            &facts
        )
        .iter()
        .any(|m| m.first));
    }

    #[test]
    fn a_property_built_from_its_parent_reads_the_parents_property() {
        let py = "class Child:\n    @property\n    def full_path(self):\n        return self.path if self.context is None else self.context.path.child(self.path)\n";
        assert!(mutated(py, Lang::Python, 4, Operator::IdentifierReplace)
            .iter()
            .any(|s| s.contains("else self.context.full_path.child(self.path)")));
        // Not on `self` itself (that would be the property calling itself).
        assert!(!mutated(py, Lang::Python, 4, Operator::IdentifierReplace)
            .iter()
            .any(|s| s.contains("return self.full_path if")));
    }
}
