//! What the project's other files say about the names of the file being mutated: the fields of
//! its types. A wrong attribute (`page.created` for `page.updated`) is one of the commonest
//! one-token bugs, but the file that reads the field rarely reads the right one too: the type that
//! has both is declared in another module. `ProjectFacts::collect` gathers, from every source file
//! of the language, the field set of each type:
//!
//! - Python: in a `class` body, the class-level names (`updated: datetime = None`, dataclass and
//!   attrs fields), every `self.name = ...` of its methods and every `@property`;
//! - JavaScript: in a `class` body, every `this.name = ...` and every getter;
//! - Rust: the named fields of a `struct`.
//!
//! `field_replace` then also offers the other fields of a type that has the field read (closest in
//! declaration order first). A field belongs to every type that declares it; names declared by
//! a type are the only candidates, so the edit stays a read of an existing member.

use super::structure::Analysis;
use crate::mutate::lexer::{Lang, TokenKind};
use std::collections::{BTreeMap, BTreeSet};

/// Facts about a project's types, gathered from its source files of one language.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProjectFacts {
    /// Per type with two or more fields, its fields in declaration order (no duplicates).
    pub field_groups: Vec<Vec<String>>,
    /// Per dictionary or object literal with two or more string (or, in JavaScript, name) keys,
    /// its keys in order: the shapes of the data the code reads, from every file, tests too
    /// (a webhook payload or a header set is often spelled out only in a test).
    pub key_groups: Vec<Vec<String>>,
    /// What the failing assertions got and expected, string by string (`'authorization'` got
    /// where `'proxy-authorization'` was expected): a string literal of the code that holds the
    /// got text may be the one to change. Empty unless the analysis sets it
    /// (`with_expectations`).
    pub expected_strings: Vec<(String, String)>,
    /// Python: per function name defined in the code (not the tests), the names of its plain
    /// parameters in order (without `self`/`cls`) and whether it is a method, once per
    /// distinct signature (see `Analysis::arguments_out_of_order`).
    pub signatures: BTreeMap<String, Vec<(Vec<String>, bool)>>,
}

impl ProjectFacts {
    /// At most this many files are read for facts (a larger project keeps the first, in path
    /// order).
    pub const MAX_FILES: usize = 400;
    /// Files larger than this are skipped (generated or vendored code).
    pub const MAX_FILE_BYTES: usize = 256 * 1024;

    /// The facts of `sources` (texts of one language `lang`, each with whether it is a test
    /// file): fields from the code, keys from every file.
    pub fn collect<'a>(
        lang: Lang,
        sources: impl IntoIterator<Item = (&'a str, bool)>,
    ) -> ProjectFacts {
        let mut fields: BTreeSet<Vec<String>> = BTreeSet::new();
        let mut keys: BTreeSet<Vec<String>> = BTreeSet::new();
        let mut signatures: BTreeMap<String, Vec<(Vec<String>, bool)>> = BTreeMap::new();
        for (src, test) in sources.into_iter().take(Self::MAX_FILES) {
            if src.len() > Self::MAX_FILE_BYTES {
                continue;
            }
            let a = Analysis::new(src, lang);
            if !test {
                fields.extend(a.type_fields().into_iter().filter(|g| g.len() >= 2));
                for (name, sig) in a.py_signatures() {
                    let known = signatures.entry(name).or_default();
                    if !known.contains(&sig) {
                        known.push(sig);
                    }
                }
            }
            keys.extend(a.literal_keys().into_iter().filter(|g| g.len() >= 2));
        }
        ProjectFacts {
            field_groups: fields.into_iter().collect(),
            key_groups: keys.into_iter().collect(),
            expected_strings: Vec::new(),
            signatures,
        }
    }

    /// These facts with the strings that the failing assertions' `(got, expected)` values
    /// differ by (`expected_strings`): the quoted strings of the got value that the expected one
    /// lacks, paired with the expected value's strings that the got one lacks (in order when
    /// there are as many of each, every pair otherwise; at most four pairs per assertion).
    pub fn with_expectations(mut self, corrections: &[(String, String)]) -> ProjectFacts {
        for (got, expected) in corrections {
            let (g, e) = (quoted_strings(got), quoted_strings(expected));
            let only_g: Vec<&String> = g.iter().filter(|s| !e.contains(s)).collect();
            let only_e: Vec<&String> = e.iter().filter(|s| !g.contains(s)).collect();
            let pairs: Vec<(String, String)> = if only_g.len() == only_e.len() {
                only_g
                    .into_iter()
                    .cloned()
                    .zip(only_e.into_iter().cloned())
                    .collect()
            } else {
                only_g
                    .iter()
                    .flat_map(|a| only_e.iter().map(move |b| ((*a).clone(), (*b).clone())))
                    .collect()
            };
            for p in pairs.into_iter().take(4) {
                if !self.expected_strings.contains(&p) {
                    self.expected_strings.push(p);
                }
            }
        }
        self
    }

    /// The texts the failing assertions expected where they got `got`.
    pub fn expected_for(&self, got: &str) -> Vec<&str> {
        self.expected_strings
            .iter()
            .filter(|(g, _)| g == got)
            .map(|(_, e)| e.as_str())
            .collect()
    }

    /// The other fields of every type that has `field`, closest in declaration order first
    /// (ties: the earlier one), without duplicates.
    pub fn sibling_fields(&self, field: &str) -> Vec<&str> {
        siblings(&self.field_groups, field)
    }

    /// The other keys of every literal that has `key`, closest first.
    pub fn sibling_keys(&self, key: &str) -> Vec<&str> {
        siblings(&self.key_groups, key)
    }
}

/// The contents of the quoted strings (`'...'`, `"..."`) of a value as a runner printed it,
/// each once, in order. A backslash escapes the next character.
fn quoted_strings(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\'' && c != '"' {
            continue;
        }
        let mut inner = String::new();
        let mut closed = false;
        while let Some(d) = chars.next() {
            if d == '\\' {
                if let Some(e) = chars.next() {
                    inner.push(d);
                    inner.push(e);
                }
            } else if d == c {
                closed = true;
                break;
            } else {
                inner.push(d);
            }
        }
        if closed && !out.contains(&inner) {
            out.push(inner);
        }
    }
    out
}

/// The other members of every group that has `name`, closest in the group's order first (ties:
/// the earlier one), without duplicates.
fn siblings<'g>(groups: &'g [Vec<String>], name: &str) -> Vec<&'g str> {
    let mut out: Vec<(usize, usize, &str)> = Vec::new();
    for g in groups {
        let Some(at) = g.iter().position(|f| f == name) else {
            continue;
        };
        for (k, other) in g.iter().enumerate() {
            if k == at {
                continue;
            }
            let key = (k.abs_diff(at), k);
            match out.iter_mut().find(|o| o.2 == other) {
                Some(o) => {
                    if (o.0, o.1) > key {
                        (o.0, o.1) = key;
                    }
                }
                None => out.push((key.0, key.1, other)),
            }
        }
    }
    out.sort();
    out.into_iter().map(|o| o.2).collect()
}

impl<'s> Analysis<'s> {
    /// The fields of each type the file declares, in declaration order.
    pub(super) fn type_fields(&self) -> Vec<Vec<String>> {
        match self.lang {
            Lang::Python => self.python_class_fields(),
            Lang::JavaScript => self.js_class_fields(),
            Lang::Rust => self.rust_struct_fields(),
            _ => Vec::new(),
        }
    }

    /// The keys of each dictionary (Python) or object (JavaScript) literal, in order: string
    /// keys, and in JavaScript also plain names.
    pub(super) fn literal_keys(&self) -> Vec<Vec<String>> {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for open in 0..self.toks.len() {
            if !self.is_punct(open, "{") {
                continue;
            }
            let Some(close) = self.pair[open] else {
                continue;
            };
            let mut group = Vec::new();
            for k in open + 1..close {
                let starts = k == open + 1 || self.is_punct(k - 1, ",");
                if self.parent[k] != Some(open) || !starts || !self.is_punct(k + 1, ":") {
                    continue;
                }
                let text = self.t(k);
                let key = match self.kind(k) {
                    Some(TokenKind::Str) => text
                        .strip_prefix(['"', '\''])
                        .and_then(|t| t.strip_suffix(['"', '\''])),
                    Some(TokenKind::Ident) if self.lang == Lang::JavaScript => Some(text),
                    _ => None,
                };
                if let Some(key) = key.filter(|k| !k.is_empty()) {
                    Self::push_field(&mut group, key);
                }
            }
            out.push(group);
        }
        out
    }

    fn push_field(group: &mut Vec<String>, name: &str) {
        if !name.is_empty() && !group.iter().any(|g| g == name) {
            group.push(name.to_string());
        }
    }

    fn python_class_fields(&self) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        let n = self.toks.len();
        for c in 0..n {
            if self.t(c) != "class" || !self.first_on_line(c) {
                continue;
            }
            let class_indent = self.indent(c);
            let mut group = Vec::new();
            let mut body_indent = None;
            let mut i = c + 1;
            // Skip the header line.
            while i < n && self.line(i) == self.line(c) {
                i += 1;
            }
            while i < n {
                if self.first_on_line(i) {
                    let ind = self.indent(i);
                    if ind <= class_indent {
                        break;
                    }
                    let body = *body_indent.get_or_insert(ind);
                    // A class-level name: `name: T`, `name: T = v`, `name = v`.
                    if ind == body
                        && self.kind(i) == Some(TokenKind::Ident)
                        && (self.is_punct(i + 1, ":") || self.is_op(i + 1, "="))
                        && !self
                            .t(i)
                            .chars()
                            .all(|ch| ch.is_ascii_uppercase() || ch == '_')
                    {
                        Self::push_field(&mut group, self.t(i));
                    }
                    // `@property` then `def name`.
                    if self.t(i) == "@"
                        && self.t(i + 1) == "property"
                        && self.t(i + 2) == "def"
                        && self.kind(i + 3) == Some(TokenKind::Ident)
                    {
                        Self::push_field(&mut group, self.t(i + 3));
                    }
                }
                if self.t(i) == "self"
                    && self.is_punct(i + 1, ".")
                    && self.kind(i + 2) == Some(TokenKind::Ident)
                    && self.is_op(i + 3, "=")
                {
                    Self::push_field(&mut group, self.t(i + 2));
                }
                i += 1;
            }
            out.push(group);
        }
        out
    }

    fn js_class_fields(&self) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        for c in 0..self.toks.len() {
            if self.t(c) != "class" || self.kind(c) != Some(TokenKind::Keyword) {
                continue;
            }
            let Some(open) = (c + 1..self.toks.len().min(c + 8)).find(|&j| self.is_punct(j, "{"))
            else {
                continue;
            };
            let Some(close) = self.pair[open] else {
                continue;
            };
            let mut group = Vec::new();
            for i in open + 1..close {
                if self.t(i) == "this"
                    && self.is_punct(i + 1, ".")
                    && self.kind(i + 2) == Some(TokenKind::Ident)
                    && self.is_op(i + 3, "=")
                {
                    Self::push_field(&mut group, self.t(i + 2));
                }
                if self.t(i) == "get"
                    && self.parent[i] == Some(open)
                    && self.kind(i + 1) == Some(TokenKind::Ident)
                    && self.is_punct(i + 2, "(")
                {
                    Self::push_field(&mut group, self.t(i + 1));
                }
            }
            out.push(group);
        }
        out
    }

    fn rust_struct_fields(&self) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        for s in 0..self.toks.len() {
            if self.t(s) != "struct" {
                continue;
            }
            // `struct Name<...> where ... {`: the first `{` before any `;` or `(`.
            let mut open = None;
            for j in s + 1..self.toks.len() {
                match self.t(j) {
                    "{" => {
                        open = Some(j);
                        break;
                    }
                    ";" | "(" => break,
                    _ => {}
                }
            }
            let Some(open) = open else { continue };
            let Some(close) = self.pair[open] else {
                continue;
            };
            let mut group = Vec::new();
            for i in open + 1..close {
                let starts_field = i == open + 1
                    || self.is_punct(i - 1, ",")
                    || self.t(i - 1) == "pub"
                    || (self.is_punct(i - 1, ")") && self.t(i.saturating_sub(4)) == "pub")
                    || self.is_punct(i - 1, "]");
                if self.parent[i] == Some(open)
                    && starts_field
                    && self.kind(i) == Some(TokenKind::Ident)
                    && self.is_punct(i + 1, ":")
                {
                    Self::push_field(&mut group, self.t(i));
                }
            }
            out.push(group);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::ProjectFacts;
    use crate::mutate::Lang;

    #[test]
    fn python_dataclass_fields_assignments_and_properties_form_one_group() {
        let src = "from dataclasses import dataclass\n\nMAX = 3\n\n@dataclass\nclass Page:\n    slug: str\n    created: datetime\n    updated: datetime = None\n    LIMIT = 4\n\n    def __post_init__(self):\n        if self.updated is None:\n            self.updated = self.created\n        self.views = 0\n\n    @property\n    def age(self):\n        return 1\n\n\nclass Other:\n    def __init__(self):\n        self.a = 1\n        self.b == 2\n\ndef f(x):\n    x.c = 1\n";
        let f = ProjectFacts::collect(Lang::Python, [(src, false)]);
        assert_eq!(
            f.field_groups,
            vec![vec!["slug", "created", "updated", "views", "age"]]
        );
        assert_eq!(
            f.sibling_fields("created"),
            vec!["slug", "updated", "views", "age"]
        );
        assert!(
            f.sibling_fields("a").is_empty(),
            "a one-field class is no group"
        );
    }

    #[test]
    fn javascript_class_fields_and_getters() {
        let src = "class Session {\n  constructor(user, ttl) {\n    this.user = user;\n    this.expiresAt = Date.now() + ttl;\n    if (this.user === null) {}\n  }\n  get idle() { return 0; }\n  touch() { this.lastSeen = Date.now(); }\n}\nconst o = { get x() { return 1; } };\n";
        let f = ProjectFacts::collect(Lang::JavaScript, [(src, false)]);
        assert_eq!(
            f.field_groups,
            vec![vec!["user", "expiresAt", "idle", "lastSeen"]]
        );
    }

    #[test]
    fn rust_named_struct_fields_only() {
        let src = "#[derive(Debug)]\npub struct Window<T: Clone> {\n    pub start: u32,\n    pub(crate) end: u32,\n    #[allow(dead_code)]\n    items: Vec<T>,\n    map: HashMap<String, (u8, u8)>,\n}\nstruct Pair(u8, u8);\nstruct Unit;\nfn f() { let w = Window { start: 1, end: 2 }; }\n";
        let f = ProjectFacts::collect(Lang::Rust, [(src, false)]);
        assert_eq!(f.field_groups, vec![vec!["start", "end", "items", "map"]]);
        assert_eq!(f.sibling_fields("end"), vec!["start", "items", "map"]);
    }

    #[test]
    fn a_field_of_two_types_gets_the_siblings_of_both_nearest_first() {
        let a = "class A:\n    def __init__(self):\n        self.x = 1\n        self.y = 2\n";
        let b = "class B:\n    def __init__(self):\n        self.z = 1\n        self.w = 1\n        self.x = 2\n";
        let f = ProjectFacts::collect(Lang::Python, [(a, false), (b, false)]);
        assert_eq!(f.sibling_fields("x"), vec!["w", "y", "z"]);
    }

    #[test]
    fn literal_keys_come_from_every_file_and_fields_only_from_code() {
        let test = "PAYLOAD = {\"number\": 7, \"head\": {\"ref\": \"fix\"}, \"base\": {\"ref\": \"main\"}}\n\nclass T:\n    def setUp(self):\n        self.client = 1\n        self.other = 2\n";
        let f = ProjectFacts::collect(Lang::Python, [(test, true)]);
        assert!(f.field_groups.is_empty(), "{f:?}");
        assert_eq!(f.key_groups, vec![vec!["number", "head", "base"]]);
        assert_eq!(f.sibling_keys("head"), vec!["number", "base"]);
        let js = "const h = { 'x-forwarded-proto': 'https', 'x-forwarded-for': ip, host };\nconst o = { proto: a, host: b };\n";
        let f = ProjectFacts::collect(Lang::JavaScript, [(js, true)]);
        assert_eq!(f.sibling_keys("x-forwarded-proto"), vec!["x-forwarded-for"]);
        assert_eq!(f.sibling_keys("proto"), vec!["host"]);
    }

    #[test]
    fn the_strings_a_failing_assertion_got_are_paired_with_those_it_expected() {
        let f = ProjectFacts::default().with_expectations(&[
            (
                "{'authorization': 'Basic dXNlcjpwYXNz'}".to_string(),
                "{'proxy-authorization': 'Basic dXNlcjpwYXNz'}".to_string(),
            ),
            ("'it\\'s'".to_string(), "\"its\"".to_string()),
            ("3".to_string(), "4".to_string()),
        ]);
        assert_eq!(
            f.expected_strings,
            vec![
                (
                    "authorization".to_string(),
                    "proxy-authorization".to_string()
                ),
                ("it\\'s".to_string(), "its".to_string()),
            ]
        );
        assert_eq!(f.expected_for("authorization"), vec!["proxy-authorization"]);
        assert!(f.expected_for("Basic dXNlcjpwYXNz").is_empty());
    }
}
