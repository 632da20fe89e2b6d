//! Names and their scopes, for identifier replacement and type-aware operators: which
//! identifiers are variable uses or bindings, the function around a token (indentation in Python,
//! braces elsewhere), where a block-scoped local is visible, and what little is known of each
//! variable's type (a declared type's text, or the class of its first literal value), so that a
//! replacement, an operand offset or an argument swap stays type-compatible where types are known.

use super::structure::Analysis;
use super::swaps::COMPOUND;
use super::{never_replace, EXPR_KEYWORDS};
use crate::mutate::lexer::{Lang, TokenKind};
use std::collections::{BTreeMap, BTreeSet};

/// Replacement candidates per scope (a token range), computed once per scope.
#[derive(Default)]
pub(super) struct ScopeCache {
    pub(super) scopes: BTreeMap<(usize, usize), ScopeNames>,
    /// Per scope, its locals assigned and never read (`Analysis::unread_locals`).
    pub(super) unread: BTreeMap<(usize, usize), Vec<Unread>>,
}

/// A local assigned and never read in its scope: the value some read was meant to take.
#[derive(Debug, Clone)]
pub(super) struct Unread {
    pub(super) name: String,
    /// The line of its assignment.
    pub(super) line: u32,
    /// The names its assigned value reads (`key` of `*parts, tail = key.split("__")`).
    pub(super) sources: Vec<String>,
}

/// The variable-like names of one scope.
#[derive(Default, Clone)]
pub(super) struct ScopeNames {
    /// Each name with the token index of its first appearance (the tie-break).
    pub(super) names: Vec<(String, usize)>,
    /// Line → indices into `names` of the names that appear on it.
    pub(super) by_line: BTreeMap<u32, Vec<usize>>,
    /// What is known of each name's type (see `Analysis::declared_kind`).
    pub(super) kinds: BTreeMap<String, String>,
    /// For names declared only in blocks (`let`, `int x`, `x :=`, loop variables): the token
    /// ranges `(declaration, block end]` where they can be used. Other names are visible
    /// everywhere in the scope.
    pub(super) visible: BTreeMap<usize, Vec<(usize, usize)>>,
}

impl ScopeNames {
    /// Up to `max` names other than `exclude`, closest to `line` first (distance to the nearest
    /// appearance), ties by first appearance. Walks outward from `line`, so the cost depends on
    /// `max`, not on the size of the scope.
    pub(super) fn closest<'k>(
        &self,
        at: usize,
        line: u32,
        exclude: &str,
        max: usize,
        kind: &dyn Fn(&str) -> Option<&'k str>,
        assigned: bool,
    ) -> Vec<&str> {
        let want = kind(exclude);
        let mut below = self.by_line.range(..=line).rev().peekable();
        let mut above = self.by_line.range(line + 1..).peekable();
        let mut seen = BTreeSet::new();
        let mut chosen: Vec<&str> = Vec::new();
        while chosen.len() < max {
            let d_below = below.peek().map(|(&l, _)| line - l);
            let d_above = above.peek().map(|(&l, _)| l - line);
            let d = match (d_below, d_above) {
                (Some(a), Some(b)) => a.min(b),
                (Some(a), None) => a,
                (None, Some(b)) => b,
                (None, None) => break,
            };
            let mut group: Vec<usize> = Vec::new();
            while let Some((_, ids)) = below.next_if(|(&l, _)| line - l == d) {
                group.extend(ids);
            }
            while let Some((_, ids)) = above.next_if(|(&l, _)| l - line == d) {
                group.extend(ids);
            }
            group.retain(|&id| {
                let name = &self.names[id].0;
                let visible = self.visible.get(&id).map_or(true, |ranges| {
                    ranges.iter().any(|&(from, to)| from < at && at <= to)
                });
                // An assigned name cannot become a constant (`MAX += 1`).
                let constant = name.chars().all(|c| !c.is_ascii_lowercase());
                name != exclude
                    && visible
                    && !(assigned && constant)
                    && kinds_compatible(want, kind(name))
                    && seen.insert(id)
            });
            group.sort_by_key(|&id| (self.names[id].1, id));
            chosen.extend(group.iter().map(|&id| self.names[id].0.as_str()));
        }
        chosen.truncate(max);
        chosen
    }
}

impl<'s> Analysis<'s> {
    /// True when the identifier at `i` is a variable use: not a declaration, call, attribute,
    /// path segment, type or keyword argument.
    pub(super) fn is_var_use(&self, i: usize) -> bool {
        if self.kind(i) != Some(TokenKind::Ident)
            || self.in_decl(i)
            || self.generic[i]
            || self.signature[i]
            || self.pattern[i]
            || self.is_type_name(i)
            || (self.lang == Lang::Rust
                && self
                    .closure_pipe
                    .get(i.wrapping_sub(1))
                    .copied()
                    .unwrap_or(false))
            || never_replace(self.lang, self.t(i))
        {
            return false;
        }
        let upper = self.t(i).starts_with(|c: char| c.is_ascii_uppercase());
        if let Some(p) = self.prev(i) {
            let pt = self.t(p);
            match self.kind(p) {
                Some(TokenKind::Ident | TokenKind::Lifetime | TokenKind::Number) => return false,
                Some(TokenKind::Keyword) if !EXPR_KEYWORDS.contains(&pt) => return false,
                Some(TokenKind::Punct) => match pt {
                    "." | "::" | "?." | "->" | "@" | "#" => return false,
                    ":" if !self.colon_is_expression(p) => return false,
                    _ => {}
                },
                _ => {}
            }
            if self.generic[p] || (self.lang == Lang::Rust && self.closure_pipe[p]) {
                return false;
            }
        }
        if let Some(n) = self.next(i) {
            let nt = self.t(n);
            match self.kind(n) {
                Some(
                    TokenKind::Ident | TokenKind::Lifetime | TokenKind::Str | TokenKind::Number,
                ) => return false,
                Some(TokenKind::Punct) => match nt {
                    "(" | "::" | "." | "?." | "=>" | "->" => return false,
                    "{" if upper => return false,
                    ":" if !self.colon_is_expression(n) => return false,
                    _ => {}
                },
                Some(TokenKind::Operator) if matches!(nt, "=" | ":=" | "!") || self.generic[n] => {
                    return false
                }
                _ => {}
            }
        }
        true
    }

    /// True when the `:` at `c` is not a type annotation: in Python anything but `name: type`
    /// at the start of a statement; in JavaScript and Java the `:` of a `? :` conditional.
    pub(super) fn colon_is_expression(&self, c: usize) -> bool {
        match self.lang {
            Lang::Python => {
                let annotation = c > 0
                    && self.kind(c - 1) == Some(TokenKind::Ident)
                    && self.first_on_line(c - 1)
                    && self.parent[c].is_none();
                !annotation
            }
            Lang::JavaScript | Lang::Java => (0..c)
                .rev()
                .take_while(|&j| self.line(j) == self.line(c))
                .any(|j| self.is_punct(j, "?") && self.parent[j] == self.parent[c]),
            _ => false,
        }
    }

    /// True when the identifier at `i` is bound here: an assignment target or a declared local
    /// (`x = ...`, `let mut x`, `var x`, `int x = ...`, `for x in`, `x := ...`).
    pub(super) fn is_binding(&self, i: usize) -> bool {
        if self.kind(i) != Some(TokenKind::Ident)
            || self.in_decl(i)
            || self.generic[i]
            || self.signature[i]
            || never_replace(self.lang, self.t(i))
            || self.is_type_name(i)
        {
            return false;
        }
        let prev_ok = match self.prev(i) {
            None => true,
            Some(_) if self.first_on_line(i) => true,
            Some(p) => match self.kind(p) {
                Some(TokenKind::Keyword) => {
                    matches!(
                        self.t(p),
                        "let" | "mut" | "var" | "const" | "for" | "as" | "global" | "nonlocal"
                    ) || (self.lang == Lang::Java && !EXPR_KEYWORDS.contains(&self.t(p)))
                }
                Some(TokenKind::Ident) => self.lang == Lang::Java,
                Some(TokenKind::Punct) => {
                    let in_call = self.parent[i].is_some_and(|o| self.is_call_paren(o));
                    (matches!(self.t(p), "(" | "," | ";" | "{" | "}") && !in_call)
                        || (self.lang == Lang::Java && self.t(p) == "]")
                }
                // `List<String> xs = ...`.
                Some(TokenKind::Operator) => self.generic[p],
                _ => false,
            },
        };
        let next_ok = match self.kind(i + 1) {
            None => true,
            Some(TokenKind::Operator) => {
                let nt = self.t(i + 1);
                nt == "=" || nt == ":=" || COMPOUND.iter().any(|(op, _)| *op == nt)
            }
            Some(TokenKind::Punct) => matches!(self.t(i + 1), "," | ":" | ";" | ")"),
            Some(TokenKind::Keyword) => self.t(i + 1) == "in",
            _ => false,
        };
        prev_ok && next_ok
    }

    /// Whether the identifier at `j` (inside parameter list `o`) names a parameter.
    pub(super) fn is_param(&self, j: usize, o: usize) -> bool {
        if self.kind(j) != Some(TokenKind::Ident) || self.parent[j] != Some(o) {
            return false;
        }
        let (pt, nt) = (self.prev_t(j), self.next_t(j));
        match self.lang {
            Lang::Python => matches!(pt, "(" | "," | "*" | "**"),
            Lang::Rust => nt == ":" && (matches!(pt, "(" | ",") || self.is_kw(j - 1, "mut")),
            Lang::Go => {
                matches!(pt, "(" | ",")
                    && (matches!(nt, "," | "*" | "[" | "...")
                        || self.kind(j + 1) == Some(TokenKind::Ident)
                        || matches!(nt, "func" | "map" | "chan" | "interface" | "struct"))
            }
            Lang::JavaScript => {
                matches!(pt, "(" | "," | "...") && matches!(nt, "," | ")" | "=" | ":" | "?")
            }
            Lang::Java => {
                matches!(nt, "," | ")")
                    && (matches!(
                        self.kind(j - 1),
                        Some(TokenKind::Ident | TokenKind::Keyword)
                    ) || matches!(pt, ">" | "]" | "..."))
            }
        }
    }

    /// The token range `[lo, hi)` of the function around token `i`: by indentation in Python, by
    /// braces elsewhere. The whole file when `i` is outside any function.
    pub(super) fn scope_of(&self, i: usize) -> (usize, usize) {
        let n = self.toks.len();
        if self.lang == Lang::Python {
            // The innermost (last-starting) function that contains `i`.
            return self
                .py_defs
                .iter()
                .rev()
                .find(|&&(d, end)| d <= i && i < end)
                .copied()
                .unwrap_or((0, n));
        }
        let mut p = self.parent.get(i).copied().flatten();
        while let Some(o) = p {
            if self.t(o) == "{" {
                if let Some(h) = self.function_header(o) {
                    let close = self.pair[o].map_or(n, |c| c + 1);
                    return (h, close);
                }
            }
            p = self.parent[o];
        }
        (0, n)
    }

    /// The first token of the header of the block opened at `o` if that block is a function body.
    pub(super) fn function_header(&self, o: usize) -> Option<usize> {
        let mut h = o;
        while let Some(p) = self.prev(h) {
            if self.parent[p] != self.parent[o] {
                // Inside a bracket group of the header: jump over it.
                match self.parent[p] {
                    Some(g) if g < o && self.parent[g] == self.parent[o] => {
                        h = g;
                        continue;
                    }
                    _ => break,
                }
            }
            if self.is_punct(p, ";") || self.is_punct(p, "{") || self.is_punct(p, "}") {
                break;
            }
            h = p;
        }
        let header = h..o;
        let fn_kw = header.clone().any(|j| {
            self.kind(j) == Some(TokenKind::Keyword)
                && matches!(self.t(j), "fn" | "func" | "function")
        });
        let arrow = matches!(self.prev_t(o), "=>" | "->") && self.lang != Lang::Rust;
        let method = header.clone().any(|j| self.decl[j] && self.params[j])
            && !matches!(
                self.t(h),
                "if" | "for" | "while" | "switch" | "catch" | "else"
            );
        (fn_kw || arrow || method).then_some(h)
    }

    /// Variable-like names in a scope, and the parameters of its functions.
    pub(super) fn scope_names(&self, lo: usize, hi: usize) -> ScopeNames {
        let mut found: Vec<(usize, &str)> = Vec::new();
        let mut kinds: BTreeMap<String, String> = BTreeMap::new();
        let mut declared: Vec<(&str, (usize, usize))> = Vec::new();
        let mut everywhere: BTreeSet<&str> = BTreeSet::new();
        let mut called = BTreeSet::new();
        for j in lo..hi.min(self.toks.len()) {
            if self.kind(j) != Some(TokenKind::Ident) {
                continue;
            }
            if self.is_punct(j + 1, "(") || self.is_op(j + 1, "!") {
                called.insert(self.t(j));
            }
            // Arrow-function and lambda parameters live only inside their body: a parameter list
            // followed by `=>`/`->` does not provide candidates for the enclosing function.
            let lambda = |o: usize| {
                self.pair[o].is_some_and(|c| match self.lang {
                    Lang::JavaScript => self.t(c + 1) == "=>",
                    Lang::Java => self.t(c + 1) == "->",
                    _ => false,
                })
            };
            let param =
                self.parent[j].is_some_and(|o| self.params[o] && !lambda(o) && self.is_param(j, o));
            let binding = self.is_binding(j);
            if (param && !never_replace(self.lang, self.t(j))) || self.is_var_use(j) || binding {
                found.push((j, self.t(j)));
            }
            if param {
                everywhere.insert(self.t(j));
            } else if binding {
                if let Some(range) = self.block_declaration(j) {
                    declared.push((self.t(j), range));
                } else {
                    everywhere.insert(self.t(j));
                }
            }
            if param || binding {
                if let Some(kind) = self.declared_kind(j, param) {
                    kinds.entry(self.t(j).to_string()).or_insert(kind);
                }
            }
        }
        let mut scope = ScopeNames {
            kinds,
            ..ScopeNames::default()
        };
        let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
        for (j, name) in found {
            if called.contains(name) {
                continue;
            }
            let id = *ids.entry(name).or_insert_with(|| {
                scope.names.push((name.to_string(), j));
                scope.names.len() - 1
            });
            let on_line = scope.by_line.entry(self.line(j)).or_default();
            if !on_line.contains(&id) {
                on_line.push(id);
            }
        }
        for (name, range) in declared {
            if let (Some(&id), false) = (ids.get(name), everywhere.contains(name)) {
                scope.visible.entry(id).or_default().push(range);
            }
        }
        scope
    }

    /// For a name declared at `j` with block scope (Rust `let` and loop variables, Go `:=`/`var`,
    /// Java typed locals, JavaScript `let`/`const`), the token range after the declaration in
    /// which it is visible: up to the end of the enclosing block, or of the loop body for a loop
    /// variable. `None` for Python and for plain assignments.
    pub(super) fn block_declaration(&self, j: usize) -> Option<(usize, usize)> {
        let n = self.toks.len();
        let pt = self.prev_t(j);
        let is_decl = match self.lang {
            Lang::Python => false,
            Lang::Rust => self.pattern[j] || pt == "for",
            Lang::JavaScript => matches!(pt, "let" | "const"),
            Lang::Go => {
                matches!(pt, "var" | "const")
                    || (j + 1..n.min(j + 12))
                        .take_while(|&k| self.line(k) == self.line(j))
                        .find(|&k| self.kind(k) == Some(TokenKind::Operator))
                        .is_some_and(|k| self.t(k) == ":=")
            }
            Lang::Java => {
                j > 0
                    && (self.kind(j - 1) == Some(TokenKind::Ident)
                        || JAVA_PRIMITIVES.contains(&pt)
                        || pt == "var"
                        || pt == "]"
                        || self.generic[j - 1])
            }
        };
        if !is_decl {
            return None;
        }
        // A loop variable: `for x in`, `for i := 0;`, `for (int i = 0; ...)`, `for (T x : xs)`.
        let header_paren =
            self.parent[j].filter(|&o| self.t(o) == "(" && self.is_kw(o.wrapping_sub(1), "for"));
        let loop_start = match header_paren {
            Some(o) => self.pair[o].map(|c| c + 1),
            None => {
                let near_for = (j.saturating_sub(4)..j).any(|k| self.is_kw(k, "for"));
                if near_for && matches!(self.lang, Lang::Rust | Lang::Go) {
                    (j + 1..n.min(j + 128))
                        .find(|&k| self.is_punct(k, "{") && self.parent[k] == self.parent[j])
                } else {
                    None
                }
            }
        };
        // Visible once the declaring statement ends: `int x = x + 1;` cannot read itself.
        let from = (j + 1..n.min(j + 512))
            .find(|&k| {
                (self.parent[k] == self.parent[j] && matches!(self.t(k), ";" | "{"))
                    || (self.lang == Lang::Go && self.line(k) > self.line(j))
            })
            .unwrap_or(j);
        if let Some(b) = loop_start {
            let end = if self.is_punct(b, "{") {
                self.pair[b].unwrap_or(n)
            } else {
                // A loop body without braces ends with its statement.
                (b..n).find(|&k| self.is_punct(k, ";")).unwrap_or(n)
            };
            return Some((from.min(b), end));
        }
        let mut p = self.parent[j];
        while let Some(o) = p {
            if self.t(o) == "{" {
                return Some((from, self.pair[o].unwrap_or(n)));
            }
            p = self.parent[o];
        }
        Some((from, n))
    }

    /// What is known of the type of the name bound at `j` (a parameter when `param`): the text of
    /// its declared type (`int`, `Vec<u8>`, `string`), or the class of the literal it is first
    /// given (`lit:num`, `lit:str`, `lit:bool`), or for a Python `for x in range(...)` a number.
    pub(super) fn declared_kind(&self, j: usize, param: bool) -> Option<String> {
        let n = self.toks.len();
        // Collects a type's text from `from` up to a sibling separator (and, in Go, the line end).
        let type_text = |from: usize| -> Option<String> {
            let mut text = String::new();
            let mut k = from;
            while k < n && k < from + 32 {
                // A closer of a group opened before `from` ends the type (`a: u8)`).
                if self.is_close(k) && self.pair[k].map_or(true, |o| o < from) {
                    break;
                }
                if self.parent[k] == self.parent[from] {
                    let t = self.t(k);
                    if matches!(t, "," | ")" | "=" | ";" | "{" | "|" | ":=")
                        || (self.lang != Lang::Rust && self.line(k) != self.line(from))
                    {
                        break;
                    }
                }
                text.push_str(self.t(k));
                k += 1;
            }
            (!text.is_empty()).then_some(text)
        };
        let declared = match self.lang {
            Lang::Java => {
                let p = j.checked_sub(1)?;
                match (self.kind(p), self.t(p)) {
                    (Some(TokenKind::Keyword), t) if JAVA_PRIMITIVES.contains(&t) => {
                        Some(t.to_string())
                    }
                    (Some(TokenKind::Ident), t) => Some(t.to_string()),
                    (Some(TokenKind::Punct), "]") if self.t(p.wrapping_sub(1)) == "[" => {
                        Some(format!("{}[]", self.t(p.wrapping_sub(2))))
                    }
                    // `int lo = 0, hi = n;`: the type opens the statement.
                    (Some(TokenKind::Punct), ",")
                        if self.parent[j].map_or(true, |o| self.t(o) == "{") =>
                    {
                        let mut k = p;
                        while let Some(q) = self.prev(k) {
                            let boundary = self.parent[q] == self.parent[j]
                                && matches!(self.t(q), ";" | "{" | "}");
                            if boundary || Some(q) == self.parent[j] {
                                break;
                            }
                            k = q;
                        }
                        let first = self.t(k);
                        let typed = JAVA_PRIMITIVES.contains(&first)
                            || (self.kind(k) == Some(TokenKind::Ident)
                                && self.kind(k + 1) == Some(TokenKind::Ident));
                        typed.then(|| first.to_string())
                    }
                    _ if self.generic[p] => {
                        let mut k = p;
                        while k > 0 && self.generic[k] {
                            k -= 1;
                        }
                        Some((k..=p).map(|x| self.t(x)).collect())
                    }
                    _ => None,
                }
            }
            Lang::Rust | Lang::JavaScript | Lang::Python => {
                let annotated = param
                    || matches!(self.prev_t(j), "let" | "mut" | "const" | "var")
                    || (self.lang == Lang::Python && self.first_on_line(j));
                if annotated && self.is_punct(j + 1, ":") {
                    type_text(j + 2)
                } else {
                    None
                }
            }
            Lang::Go => {
                let next_is_type = matches!(self.kind(j + 1), Some(TokenKind::Ident))
                    || matches!(self.next_t(j), "[" | "*" | "map" | "chan" | "func");
                if (param || self.prev_t(j) == "var") && next_is_type {
                    type_text(j + 1)
                } else {
                    None
                }
            }
        };
        if declared.is_some() {
            return declared;
        }
        if self.lang == Lang::Python
            && self.prev_t(j) == "for"
            && self.is_kw(j + 1, "in")
            && self.t(j + 2) == "range"
        {
            return Some("lit:num".into());
        }
        // The first value: `x = 0`, `let x = "a"`, `x := true`.
        let mut k = j + 1;
        if self.is_punct(k, ":") {
            k = (k..n.min(k + 32)).find(|&m| self.is_op(m, "="))?;
        }
        if matches!(self.t(k), "=" | ":=") && self.kind(k) == Some(TokenKind::Operator) {
            return self.literal_kind(k + 1).map(str::to_string);
        }
        None
    }

    /// The class of a literal token: `lit:num`, `lit:str` or `lit:bool`.
    pub(super) fn literal_kind(&self, k: usize) -> Option<&'static str> {
        match self.kind(k)? {
            TokenKind::Number => Some("lit:num"),
            TokenKind::Str => Some("lit:str"),
            TokenKind::Keyword if matches!(self.t(k), "True" | "False" | "true" | "false") => {
                Some("lit:bool")
            }
            _ => None,
        }
    }

    /// What is known of the type of the token at `i`: literals by class, names through their
    /// scope's declarations.
    pub(super) fn kind_of(&self, i: usize, cache: &mut ScopeCache) -> Option<String> {
        if let Some(lit) = self.literal_kind(i) {
            return Some(lit.to_string());
        }
        if self.kind(i) != Some(TokenKind::Ident) {
            return None;
        }
        let scope = self.scope_of(i);
        let names = cache
            .scopes
            .entry(scope)
            .or_insert_with(|| self.scope_names(scope.0, scope.1));
        if let Some(kind) = names.kinds.get(self.t(i)) {
            return Some(kind.clone());
        }
        self.file_kind(self.t(i), cache)
    }

    /// The kind of `name` from declarations anywhere in the file (fields, constants, globals),
    /// used when the function itself does not declare it.
    pub(super) fn file_kind(&self, name: &str, cache: &mut ScopeCache) -> Option<String> {
        let whole = (0, self.toks.len());
        let names = cache
            .scopes
            .entry(whole)
            .or_insert_with(|| self.scope_names(whole.0, whole.1));
        names.kinds.get(name).cloned()
    }
}

pub(super) const JAVA_PRIMITIVES: &[&str] = &[
    "int", "long", "short", "byte", "char", "double", "float", "boolean",
];

/// Type names (and literal classes) that hold numbers.
pub(super) fn is_numeric_kind(k: &str) -> bool {
    const NUMERIC: &[&str] = &[
        "lit:num", "int", "long", "short", "byte", "char", "double", "float", "Integer", "Long",
        "Double", "Float", "Short", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32",
        "u64", "u128", "usize", "f32", "f64", "int8", "int16", "int32", "int64", "uint", "uint8",
        "uint16", "uint32", "uint64", "uintptr", "float32", "float64", "number", "bigint",
        "complex",
    ];
    NUMERIC.contains(&k)
}

/// Type names (and literal classes) that hold text.
pub(super) fn is_string_kind(k: &str) -> bool {
    const STRING: &[&str] = &[
        "lit:str",
        "str",
        "&str",
        "&'staticstr",
        "String",
        "string",
        "CharSequence",
    ];
    STRING.contains(&k)
}

fn is_bool_kind(k: &str) -> bool {
    matches!(k, "lit:bool" | "bool" | "boolean" | "Boolean")
}

/// True unless both kinds are known and cannot stand for each other. A literal class matches any
/// declared type of its family (`lit:num` and `usize`); two declared types must be equal.
pub(super) fn kinds_compatible(a: Option<&str>, b: Option<&str>) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return true;
    };
    if a == b {
        return true;
    }
    let literal = a.starts_with("lit:") || b.starts_with("lit:");
    literal
        && ((is_numeric_kind(a) && is_numeric_kind(b))
            || (is_string_kind(a) && is_string_kind(b))
            || (is_bool_kind(a) && is_bool_kind(b)))
}
