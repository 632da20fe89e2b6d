//! The token structure the operators rely on: code tokens without comments, matched brackets,
//! and per-language facts about each token (generic angle brackets, Rust closure pipes and
//! patterns, parameter lists and other declarations, function result types, Python function
//! bodies), plus small navigation helpers.

use super::VALUE_KEYWORDS;
use crate::mutate::lexer::{lex, Lang, LineIndex, Token, TokenKind};

/// The token stream and the structure the operators need.
pub(super) struct Analysis<'s> {
    pub(super) src: &'s str,
    pub(super) lang: Lang,
    pub(super) index: LineIndex,
    /// Code tokens only: comments and docstrings are dropped.
    pub(super) toks: Vec<Token>,
    /// For each bracket, the index of its partner.
    pub(super) pair: Vec<Option<usize>>,
    /// For each token, the innermost open bracket that contains it.
    pub(super) parent: Vec<Option<usize>>,
    /// Angle brackets of generics and every token inside them (Rust, Java, TypeScript).
    pub(super) generic: Vec<bool>,
    /// Pipes that delimit Rust closure parameters, and `||` of empty closures.
    pub(super) closure_pipe: Vec<bool>,
    /// Open brackets of parameter lists (and `catch (...)`, attributes, annotations): no
    /// mutation inside.
    pub(super) decl: Vec<bool>,
    /// Open brackets of function parameter lists, for replacement candidates.
    pub(super) params: Vec<bool>,
    /// Tokens of a function's result type (between the parameters and the body).
    pub(super) signature: Vec<bool>,
    /// Tokens of Rust patterns (`let` and `match` arms): names there are bindings, not uses.
    pub(super) pattern: Vec<bool>,
    /// Python functions as token ranges `[def, end)`, in source order.
    pub(super) py_defs: Vec<(usize, usize)>,
    /// Names of the functions, classes and types defined in the file: never an operand to offset.
    pub(super) defined: std::collections::BTreeSet<&'s str>,
    /// Generation counter, the last tie-break between candidates (see `Cand::seq`).
    pub(super) seq: std::cell::Cell<usize>,
}

impl<'s> Analysis<'s> {
    pub(super) fn new(src: &'s str, lang: Lang) -> Analysis<'s> {
        let toks: Vec<Token> = lex(src, lang)
            .into_iter()
            .filter(|t| !t.kind.is_trivia())
            .collect();
        let n = toks.len();
        let mut a = Analysis {
            src,
            lang,
            index: LineIndex::new(src),
            toks,
            pair: vec![None; n],
            parent: vec![None; n],
            generic: vec![false; n],
            closure_pipe: vec![false; n],
            decl: vec![false; n],
            params: vec![false; n],
            signature: vec![false; n],
            pattern: vec![false; n],
            py_defs: Vec::new(),
            defined: Default::default(),
            seq: std::cell::Cell::new(0),
        };
        a.match_brackets();
        if matches!(lang, Lang::Rust | Lang::Java | Lang::JavaScript) {
            a.find_generics();
        }
        if lang == Lang::Rust {
            a.find_closure_pipes();
            a.find_rust_patterns();
        }
        a.find_declarations();
        a.find_defined_names();
        if lang == Lang::Python {
            a.find_python_defs();
        }
        a
    }

    /// Names that follow `def`, `class`, `fn`, `function`, `func`, `struct`, `enum`, `trait`,
    /// `type` or `interface`.
    pub(super) fn find_defined_names(&mut self) {
        const DEFINING: &[&str] = &[
            "def",
            "class",
            "fn",
            "function",
            "func",
            "struct",
            "enum",
            "trait",
            "type",
            "interface",
        ];
        for i in 1..self.toks.len() {
            if self.kind(i) == Some(TokenKind::Ident)
                && self.kind(i - 1) == Some(TokenKind::Keyword)
                && DEFINING.contains(&self.t(i - 1))
            {
                let name = self.t(i);
                self.defined.insert(name);
            }
        }
    }

    /// Python function bodies: from `def` to the first later line indented no deeper.
    pub(super) fn find_python_defs(&mut self) {
        let n = self.toks.len();
        for d in 0..n {
            if !self.is_kw(d, "def") {
                continue;
            }
            let indent = self.indent(d);
            let Some(colon) =
                (d + 1..n).find(|&j| self.parent[j] == self.parent[d] && self.is_punct(j, ":"))
            else {
                continue;
            };
            let end = (colon + 1..n)
                .find(|&k| {
                    self.line(k) > self.line(colon)
                        && self.first_on_line(k)
                        && self.parent[k].is_none()
                        && !self.is_punct(k - 1, "\\")
                        && self.indent(k) <= indent
                })
                .unwrap_or(n);
            self.py_defs.push((d, end));
        }
    }

    pub(super) fn t(&self, i: usize) -> &'s str {
        self.toks.get(i).map_or("", |t| t.text(self.src))
    }

    pub(super) fn kind(&self, i: usize) -> Option<TokenKind> {
        self.toks.get(i).map(|t| t.kind)
    }

    pub(super) fn is_punct(&self, i: usize, s: &str) -> bool {
        self.kind(i) == Some(TokenKind::Punct) && self.t(i) == s
    }

    pub(super) fn is_op(&self, i: usize, s: &str) -> bool {
        self.kind(i) == Some(TokenKind::Operator) && self.t(i) == s
    }

    pub(super) fn is_kw(&self, i: usize, s: &str) -> bool {
        self.kind(i) == Some(TokenKind::Keyword) && self.t(i) == s
    }

    pub(super) fn prev(&self, i: usize) -> Option<usize> {
        i.checked_sub(1)
    }

    pub(super) fn next(&self, i: usize) -> Option<usize> {
        (i + 1 < self.toks.len()).then_some(i + 1)
    }

    pub(super) fn prev_t(&self, i: usize) -> &'s str {
        self.prev(i).map_or("", |p| self.t(p))
    }

    pub(super) fn next_t(&self, i: usize) -> &'s str {
        self.next(i).map_or("", |n| self.t(n))
    }

    pub(super) fn line(&self, i: usize) -> u32 {
        self.toks.get(i).map_or(0, |t| t.line)
    }

    /// The line where token `i` ends (a multi-line string ends below its start).
    pub(super) fn end_line(&self, i: usize) -> u32 {
        self.toks.get(i).map_or(0, |t| {
            self.index.line_of(t.end.saturating_sub(1).max(t.start))
        })
    }

    /// True when only whitespace (no comment) separates token `i` from the next one.
    pub(super) fn adjacent(&self, i: usize) -> bool {
        match (self.toks.get(i), self.toks.get(i + 1)) {
            (Some(a), Some(b)) => self
                .src
                .get(a.end..b.start)
                .is_some_and(|gap| gap.chars().all(char::is_whitespace)),
            _ => false,
        }
    }

    /// The first code token that starts on `line`.
    pub(super) fn first_token_on_line(&self, line: u32) -> Option<usize> {
        let i = self.toks.partition_point(|t| t.line < line);
        (self.line(i) == line).then_some(i)
    }

    /// True when no token before `i` ends on `i`'s line.
    pub(super) fn first_on_line(&self, i: usize) -> bool {
        self.prev(i)
            .map_or(true, |p| self.end_line(p) < self.line(i))
    }

    /// True when no token after `i` starts on the line where `i` ends.
    pub(super) fn last_on_line(&self, i: usize) -> bool {
        self.next(i)
            .map_or(true, |n| self.line(n) > self.end_line(i))
    }

    pub(super) fn is_open(&self, i: usize) -> bool {
        self.kind(i) == Some(TokenKind::Punct) && matches!(self.t(i), "(" | "[" | "{")
    }

    pub(super) fn is_close(&self, i: usize) -> bool {
        self.kind(i) == Some(TokenKind::Punct) && matches!(self.t(i), ")" | "]" | "}")
    }

    pub(super) fn match_brackets(&mut self) {
        let mut stack: Vec<usize> = Vec::new();
        for i in 0..self.toks.len() {
            self.parent[i] = stack.last().copied();
            if self.is_open(i) {
                stack.push(i);
            } else if self.is_close(i) {
                let want = match self.t(i) {
                    ")" => "(",
                    "]" => "[",
                    _ => "{",
                };
                // An unmatched closer pops up to its opener if there is one, else is ignored.
                if let Some(pos) = stack.iter().rposition(|&o| self.t(o) == want) {
                    let o = stack[pos];
                    stack.truncate(pos);
                    self.pair[o] = Some(i);
                    self.pair[i] = Some(o);
                    self.parent[i] = stack.last().copied();
                }
            }
        }
    }

    /// True when token `i` ends an operand, so that a following operator is binary.
    pub(super) fn is_operand_end(&self, i: usize) -> bool {
        match self.kind(i) {
            Some(TokenKind::Ident | TokenKind::Number | TokenKind::Str | TokenKind::Char) => true,
            Some(TokenKind::Regex | TokenKind::Lifetime) => true,
            Some(TokenKind::Keyword) => VALUE_KEYWORDS.contains(&self.t(i)),
            Some(TokenKind::Punct) => {
                matches!(self.t(i), ")" | "]") || (self.lang == Lang::Rust && self.t(i) == "?")
            }
            _ => false,
        }
    }

    pub(super) fn is_binary(&self, i: usize) -> bool {
        self.prev(i)
            .is_some_and(|p| self.is_operand_end(p) && !self.generic[p])
    }

    /// Marks generic angle brackets: a `<` after a name (or `::`, `.`, or a declaring keyword)
    /// whose matching `>` follows with only type-like tokens in between, on the same line for
    /// Java and TypeScript.
    pub(super) fn find_generics(&mut self) {
        const DECL_KW: &[&str] = &[
            "impl",
            "for",
            "fn",
            "struct",
            "enum",
            "trait",
            "type",
            "class",
            "interface",
            "extends",
            "implements",
            "new",
            "dyn",
            "where",
            "public",
            "private",
            "protected",
            "static",
            "final",
            "abstract",
            "synchronized",
            "default",
        ];
        let mut i = 0;
        while i < self.toks.len() {
            if !self.is_op(i, "<") || self.generic[i] {
                i += 1;
                continue;
            }
            let prev_ok = match self.prev(i) {
                Some(p) => match self.kind(p) {
                    Some(TokenKind::Ident) => true,
                    Some(TokenKind::Punct) => matches!(self.t(p), "::" | "."),
                    Some(TokenKind::Keyword) => DECL_KW.contains(&self.t(p)),
                    _ => false,
                },
                None => false,
            };
            if !prev_ok {
                i += 1;
                continue;
            }
            let mut depth: i32 = 1;
            let mut brackets: i32 = 0;
            let mut j = i + 1;
            let mut closed = None;
            while j < self.toks.len() && j < i + 64 {
                if self.lang != Lang::Rust && self.line(j) != self.line(i) {
                    break;
                }
                let text = self.t(j);
                let ok = match self.kind(j) {
                    Some(TokenKind::Ident | TokenKind::Keyword | TokenKind::Lifetime) => true,
                    Some(TokenKind::Number) => true,
                    Some(TokenKind::Punct) => match text {
                        "(" | "[" => {
                            brackets += 1;
                            true
                        }
                        ")" | "]" => {
                            brackets -= 1;
                            brackets >= 0
                        }
                        ";" => brackets > 0,
                        "::" | "," | "." | "?" | ":" | "->" => true,
                        _ => false,
                    },
                    Some(TokenKind::Operator) => match text {
                        "<" => {
                            depth += 1;
                            true
                        }
                        ">" | ">>" | ">>>" => {
                            depth -= text.len() as i32;
                            if depth <= 0 {
                                closed = Some(j);
                            }
                            true
                        }
                        "&" | "*" | "=" | "+" => true,
                        "|" => self.lang == Lang::JavaScript,
                        _ => false,
                    },
                    _ => false,
                };
                if !ok || closed.is_some() {
                    break;
                }
                j += 1;
            }
            match closed {
                Some(end) => {
                    for g in &mut self.generic[i..=end] {
                        *g = true;
                    }
                    i = end + 1;
                }
                None => i += 1,
            }
        }
    }

    /// Marks Rust closure parameter pipes: a `|` or `||` in operand position, and the `|` that
    /// closes the parameter list.
    pub(super) fn find_closure_pipes(&mut self) {
        for i in 0..self.toks.len() {
            if self.closure_pipe[i] || self.is_binary(i) {
                continue;
            }
            if self.is_op(i, "||") {
                self.closure_pipe[i] = true;
            } else if self.is_op(i, "|") {
                self.closure_pipe[i] = true;
                let close = (i + 1..self.toks.len().min(i + 64))
                    .find(|&j| self.is_op(j, "|") && self.parent[j] == self.parent[i]);
                if let Some(c) = close {
                    for p in &mut self.closure_pipe[i..=c] {
                        *p = true;
                    }
                }
            }
        }
    }

    /// Marks parameter lists (`def f(`, `fn f(`, `func (r T) f(`, `function f(`, `(a) =>`, Java
    /// methods and lambdas), `catch (...)`, Rust attributes and Java annotations.
    pub(super) fn find_declarations(&mut self) {
        let n = self.toks.len();
        for i in 0..n {
            let text = self.t(i);
            let kind = self.kind(i);
            if kind == Some(TokenKind::Keyword) {
                match (self.lang, text) {
                    (Lang::Python, "def" | "class") => {
                        if let Some(o) = (i + 1..n.min(i + 4)).find(|&j| self.is_punct(j, "(")) {
                            self.decl[o] = true;
                            self.params[o] = text == "def";
                        }
                    }
                    (Lang::Rust, "fn") | (Lang::JavaScript, "function") => {
                        if let Some(o) = (i + 1..n.min(i + 64)).find(|&j| self.is_punct(j, "(")) {
                            self.decl[o] = true;
                            self.params[o] = true;
                            self.mark_signature(o);
                        }
                    }
                    (Lang::Go, "func") => {
                        if let Some(o) = (i + 1..n.min(i + 64)).find(|&j| self.is_punct(j, "(")) {
                            self.decl[o] = true;
                            self.params[o] = true;
                            let mut last = o;
                            // A method: `func (r T) name(params)`.
                            if o == i + 1 {
                                if let Some(c) = self.pair[o] {
                                    if self.kind(c + 1) == Some(TokenKind::Ident) {
                                        let p =
                                            (c + 2..n.min(c + 32)).find(|&j| self.is_punct(j, "("));
                                        if let Some(p) = p {
                                            self.decl[p] = true;
                                            self.params[p] = true;
                                            last = p;
                                        }
                                    }
                                }
                            }
                            self.mark_signature(last);
                        }
                    }
                    (_, "catch") if self.is_punct(i + 1, "(") => self.decl[i + 1] = true,
                    // Type bodies hold fields and signatures, not statements.
                    (Lang::Rust, "struct" | "enum")
                    | (Lang::Go, "struct" | "interface")
                    | (Lang::JavaScript, "interface")
                    | (Lang::Java, "interface") => {
                        let body = (i + 1..n.min(i + 64))
                            .take_while(|&j| !self.is_punct(j, ";") && !self.is_punct(j, "("))
                            .find(|&j| self.is_punct(j, "{"));
                        if let Some(b) = body {
                            self.decl[b] = true;
                        }
                    }
                    _ => {}
                }
            }
            if kind == Some(TokenKind::Punct) && text == "(" {
                if let Some(c) = self.pair[i] {
                    let after = self.t(c + 1);
                    let arrow = (self.lang == Lang::JavaScript && after == "=>")
                        || (self.lang == Lang::Java && after == "->");
                    let method = matches!(self.lang, Lang::JavaScript | Lang::Java)
                        && self.kind(i.wrapping_sub(1)) == Some(TokenKind::Ident)
                        && (after == "{" || after == "throws")
                        && !matches!(self.t(i.wrapping_sub(2)), "new" | ".");
                    if arrow || method {
                        self.decl[i] = true;
                        self.params[i] = true;
                    }
                }
            }
            // Destructuring declarations (`const { a, b } = ...`, `let (a, b) = ...`) bind names.
            if matches!(text, "let" | "const" | "var" | "mut")
                && kind == Some(TokenKind::Keyword)
                && self.is_open(i + 1)
            {
                self.decl[i + 1] = true;
            }
            if self.lang == Lang::Rust && self.is_kw(i, "for") && self.is_open(i + 1) {
                self.decl[i + 1] = true;
            }
            // Go type assertions `x.(T)` hold a type.
            if self.lang == Lang::Go && self.is_punct(i, ".") && self.is_punct(i + 1, "(") {
                self.decl[i + 1] = true;
            }
            // Rust attributes `#[...]` and Java/TS annotation arguments `@Name(...)`.
            if self.lang == Lang::Rust && self.is_punct(i, "#") {
                let o = if self.is_op(i + 1, "!") { i + 2 } else { i + 1 };
                if self.is_punct(o, "[") {
                    self.decl[o] = true;
                }
            }
            if self.is_punct(i, "@") && self.is_punct(i + 2, "(") {
                self.decl[i + 2] = true;
            }
        }
    }

    /// Marks Rust patterns: after `let` up to `=` (or `;`), and match arms before `=>` (a guard
    /// after `if` stays an expression).
    pub(super) fn find_rust_patterns(&mut self) {
        let n = self.toks.len();
        for i in 0..n {
            if self.is_kw(i, "let") {
                let mut j = i + 1;
                while j < n && j < i + 256 {
                    if self.parent[j] == self.parent[i]
                        && matches!(self.t(j), "=" | ";" | "{" | "}")
                    {
                        break;
                    }
                    self.pattern[j] = true;
                    j += 1;
                }
            }
            if self.is_punct(i, "=>") {
                let mut marks = Vec::new();
                let mut j = i;
                while let Some(p) = self.prev(j) {
                    if self.parent[p] != self.parent[i] || i - p > 256 {
                        break;
                    }
                    let t = self.t(p);
                    if self.kind(p) == Some(TokenKind::Punct) && matches!(t, "," | ";") {
                        break;
                    }
                    if self.is_close(p) {
                        let Some(o) = self.pair[p] else { break };
                        // `=> { ... }` is the previous arm's body, not part of this pattern.
                        if t == "}" && o > 0 && self.t(o - 1) == "=>" {
                            break;
                        }
                        marks.extend(o..=p);
                        j = o;
                        continue;
                    }
                    if self.is_kw(p, "if") {
                        // Everything between `if` and `=>` is a guard, an expression.
                        marks.clear();
                    } else {
                        marks.push(p);
                    }
                    j = p;
                }
                for m in marks {
                    self.pattern[m] = true;
                }
            }
        }
    }

    /// Marks the result type after the parameter list opened at `o`: every token up to the body's
    /// `{` (or a `;` or `=`), with its brackets treated as declarations.
    pub(super) fn mark_signature(&mut self, o: usize) {
        let Some(c) = self.pair[o] else { return };
        let n = self.toks.len();
        let mut j = c + 1;
        while j < n && j < c + 96 {
            if self.parent[j] == self.parent[c] {
                if matches!(self.t(j), "{" | ";" | "=") {
                    break;
                }
                if self.lang == Lang::Go && self.line(j) != self.line(c) {
                    break;
                }
            }
            self.signature[j] = true;
            if self.is_open(j) {
                self.decl[j] = true;
            }
            j += 1;
        }
    }

    /// True when token `i` sits (at any depth) inside a declaration bracket.
    pub(super) fn in_decl(&self, i: usize) -> bool {
        let mut p = self.parent.get(i).copied().flatten();
        while let Some(o) = p {
            if self.decl[o] {
                return true;
            }
            p = self.parent[o];
        }
        false
    }

    /// True when the `(` at `o` opens a call's arguments: it follows a name, a macro's `!`, a
    /// call's or index's closer, or generic arguments.
    pub(super) fn is_call_paren(&self, o: usize) -> bool {
        self.t(o) == "("
            && o > 0
            && (self.kind(o - 1) == Some(TokenKind::Ident)
                || matches!(self.t(o - 1), ")" | "]")
                || (self.t(o - 1) == "!" && self.kind(o.wrapping_sub(2)) == Some(TokenKind::Ident))
                || self.generic[o - 1])
    }

    /// True for a CamelCase name in Rust, Java or JavaScript: by convention a type, class or enum
    /// variant, never a variable. (Go exports variables in CamelCase, so Go is excluded.)
    pub(super) fn is_type_name(&self, i: usize) -> bool {
        let t = self.t(i);
        matches!(self.lang, Lang::Rust | Lang::Java | Lang::JavaScript)
            && t.starts_with(|c: char| c.is_ascii_uppercase())
            && t.chars().any(|c| c.is_ascii_lowercase())
    }

    /// Byte column of the first token on token `i`'s line (Python indentation).
    pub(super) fn indent(&self, i: usize) -> usize {
        let line = self.line(i);
        let first = (0..=i)
            .rev()
            .take_while(|&j| self.line(j) == line)
            .last()
            .unwrap_or(i);
        let start = self.index.line_span(self.src, line).map_or(0, |(s, _)| s);
        self.toks[first].start.saturating_sub(start)
    }

    /// The whitespace before token `i` on its line (the indentation to give a line inserted
    /// beside it), or `None` when code precedes it there.
    pub(super) fn indent_text(&self, i: usize) -> Option<&'s str> {
        let start = self.index.line_span(self.src, self.line(i))?.0;
        let text = self.src.get(start..self.toks[i].start)?;
        text.chars().all(char::is_whitespace).then_some(text)
    }

    /// Go's automatic-semicolon rule (also a fair guess for JavaScript): the token can end a
    /// statement at the end of a line.
    pub(super) fn ends_statement(&self, i: usize) -> bool {
        match self.kind(i) {
            Some(TokenKind::Ident | TokenKind::Number | TokenKind::Str | TokenKind::Char) => true,
            Some(TokenKind::Regex) => true,
            Some(TokenKind::Keyword) => {
                VALUE_KEYWORDS.contains(&self.t(i))
                    || matches!(self.t(i), "break" | "continue" | "return" | "fallthrough")
            }
            Some(TokenKind::Punct) => matches!(self.t(i), ")" | "]" | "}" | ";"),
            Some(TokenKind::Operator) => matches!(self.t(i), "++" | "--"),
            _ => false,
        }
    }
}
