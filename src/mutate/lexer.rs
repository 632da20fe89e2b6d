//! Small, forgiving lexers for Python, Rust, JavaScript/TypeScript, Go and Java.
//!
//! `lex` turns source text into tokens with byte spans and 1-based lines. It does not build a syntax
//! tree: it only has to know, for every byte, whether it belongs to code or to a string, character
//! literal, regular expression or comment, so that mutation operators never touch literal text.
//! Strings (every form: Python prefixes and triple quotes, Rust raw and byte strings, JS template
//! literals with `${}` nesting, Go raw strings, Java text blocks), comments (including nested Rust
//! block comments) and Python docstrings are single opaque tokens.
//!
//! The lexers never panic: an unterminated string or comment ends at the end of its line (for
//! single-line forms) or at the end of the input, and any byte the language does not know becomes an
//! `Unknown` token. Every token starts and ends on a `char` boundary.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// The languages the mutation engine understands. TypeScript and JSX share the JavaScript lexer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Python,
    Rust,
    JavaScript,
    Go,
    Java,
}

impl Lang {
    pub const ALL: [Lang; 5] = [
        Lang::Python,
        Lang::Rust,
        Lang::JavaScript,
        Lang::Go,
        Lang::Java,
    ];

    /// Picks the language from a file extension through the one table, `crate::lang`: `py`,
    /// `rs`, `js`/`mjs`/`cjs`/`jsx`/`ts`/`tsx` (and `mts`/`cts`), `go`, `java` (and Kotlin's
    /// `kt`, lexed as Java). Type stubs (`.pyi`, `.d.ts`) hold no code to mutate. The match is
    /// case-insensitive.
    pub fn from_path(path: &Path) -> Option<Lang> {
        crate::lang::source_language_of_path(path).map(Lang::from)
    }

    /// The lower-case name used in ids and messages.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::Rust => "rust",
            Lang::JavaScript => "javascript",
            Lang::Go => "go",
            Lang::Java => "java",
        }
    }

    /// True for the languages whose mutants must still compile to be useful, where statement
    /// deletion is more careful.
    pub fn is_compiled(self) -> bool {
        matches!(self, Lang::Rust | Lang::Go | Lang::Java)
    }

    /// True when `word` is a keyword (or a literal keyword such as `True`, `nil`, `null`) in this
    /// language. Go's predeclared `true`, `false`, `nil` and `iota` count as keywords here, as do
    /// TypeScript's built-in type names, so that no operator treats them as variables.
    pub fn is_keyword(self, word: &str) -> bool {
        let list: &[&str] = match self {
            Lang::Python => PY_KEYWORDS,
            Lang::Rust => RUST_KEYWORDS,
            Lang::JavaScript => JS_KEYWORDS,
            Lang::Go => GO_KEYWORDS,
            Lang::Java => JAVA_KEYWORDS,
        };
        list.contains(&word)
    }

    fn operators(self) -> &'static [&'static str] {
        match self {
            Lang::Python => PY_OPS,
            Lang::Rust => RUST_OPS,
            Lang::JavaScript => JS_OPS,
            Lang::Go => GO_OPS,
            Lang::Java => JAVA_OPS,
        }
    }
}

impl From<crate::lang::Language> for Lang {
    fn from(language: crate::lang::Language) -> Lang {
        use crate::lang::Language as L;
        match language {
            L::Python => Lang::Python,
            L::Rust => Lang::Rust,
            L::JavaScript => Lang::JavaScript,
            L::Go => Lang::Go,
            L::Java => Lang::Java,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

const PY_KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

const RUST_KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "yield",
];

const JS_KEYWORDS: &[&str] = &[
    "abstract",
    "any",
    "as",
    "async",
    "await",
    "boolean",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "declare",
    "default",
    "delete",
    "do",
    "else",
    "enum",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "implements",
    "import",
    "in",
    "instanceof",
    "interface",
    "let",
    "namespace",
    "never",
    "new",
    "null",
    "number",
    "of",
    "private",
    "protected",
    "public",
    "readonly",
    "return",
    "static",
    "string",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "type",
    "typeof",
    "undefined",
    "unknown",
    "var",
    "void",
    "while",
    "with",
    "yield",
];

const GO_KEYWORDS: &[&str] = &[
    "break",
    "case",
    "chan",
    "const",
    "continue",
    "default",
    "defer",
    "else",
    "fallthrough",
    "false",
    "for",
    "func",
    "go",
    "goto",
    "if",
    "import",
    "interface",
    "iota",
    "map",
    "nil",
    "package",
    "range",
    "return",
    "select",
    "struct",
    "switch",
    "true",
    "type",
    "var",
];

const JAVA_KEYWORDS: &[&str] = &[
    "abstract",
    "assert",
    "boolean",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extends",
    "false",
    "final",
    "finally",
    "float",
    "for",
    "goto",
    "if",
    "implements",
    "import",
    "instanceof",
    "int",
    "interface",
    "long",
    "native",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "record",
    "return",
    "short",
    "static",
    "strictfp",
    "super",
    "switch",
    "synchronized",
    "this",
    "throw",
    "throws",
    "transient",
    "true",
    "try",
    "var",
    "void",
    "volatile",
    "while",
    "yield",
];

// Operator and punctuation tables, longest first so that the first match is the longest match.
const PY_OPS: &[&str] = &[
    "**=", "//=", ">>=", "<<=", "...", "**", "//", "==", "!=", "<=", ">=", "<<", ">>", "+=", "-=",
    "*=", "/=", "%=", "&=", "|=", "^=", "@=", "->", ":=", "+", "-", "*", "/", "%", "@", "&", "|",
    "^", "~", "<", ">", "=", ".", ",", ":", ";", "(", ")", "[", "]", "{", "}", "\\", "!",
];

const RUST_OPS: &[&str] = &[
    "<<=", ">>=", "...", "..=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=",
    "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "..", "+", "-", "*", "/", "%", "^", "!", "&",
    "|", "=", "<", ">", "@", ".", ",", ";", ":", "#", "$", "?", "~", "(", ")", "[", "]", "{", "}",
];

const JS_OPS: &[&str] = &[
    ">>>=", "===", "!==", "**=", "<<=", ">>=", ">>>", "...", "&&=", "||=", "??=", "=>", "==", "!=",
    "<=", ">=", "&&", "||", "??", "?.", "**", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
    "^=", "<<", ">>", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "<", ">", "=", "?", ":",
    ".", ",", ";", "(", ")", "[", "]", "{", "}", "@", "#",
];

const GO_OPS: &[&str] = &[
    "<<=", ">>=", "&^=", "...", "&&", "||", "<-", "++", "--", "==", "!=", "<=", ">=", ":=", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "&^", "+", "-", "*", "/", "%", "&", "|",
    "^", "<", ">", "=", "!", "~", ".", ",", ";", ":", "(", ")", "[", "]", "{", "}",
];

const JAVA_OPS: &[&str] = &[
    ">>>=", "<<=", ">>=", ">>>", "...", "->", "::", "==", "!=", "<=", ">=", "&&", "||", "++", "--",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "+", "-", "*", "/", "%", "&", "|",
    "^", "!", "~", "<", ">", "=", "?", ":", ".", ",", ";", "(", ")", "[", "]", "{", "}", "@",
];

/// Symbols that structure code rather than compute values.
const PUNCTUATION: &[&str] = &[
    "(", ")", "[", "]", "{", "}", ",", ";", ":", ".", "::", "->", "=>", "...", "..", "..=", "?.",
    "@", "#", "$", "\\", "?",
];

/// What a token is. `Str`, `Char`, `Regex`, `Comment` and `DocString` are opaque: mutation
/// operators never look inside them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    Ident,
    Keyword,
    Number,
    /// An operator such as `+`, `<=`, `&&`, `**=`.
    Operator,
    /// Brackets, separators and path symbols (`(`, `,`, `.`, `::`, `->`, `=>`).
    Punct,
    /// Any string literal, including Python f-strings, JS template literals and Rust raw strings.
    Str,
    /// A character or rune literal (`'a'`, `b'x'`).
    Char,
    /// A Rust lifetime or loop label (`'a`, `'static`).
    Lifetime,
    /// A JavaScript regular-expression literal.
    Regex,
    /// A line or block comment, doc comments included.
    Comment,
    /// A Python string that forms a whole statement (a docstring).
    DocString,
    /// A byte the language does not use, kept so that no input is lost.
    Unknown,
}

impl TokenKind {
    /// True for literal text that no mutation may touch.
    pub fn is_opaque(self) -> bool {
        matches!(
            self,
            TokenKind::Str
                | TokenKind::Char
                | TokenKind::Regex
                | TokenKind::Comment
                | TokenKind::DocString
        )
    }

    /// True for tokens with no effect on the program (comments and docstrings).
    pub fn is_trivia(self) -> bool {
        matches!(self, TokenKind::Comment | TokenKind::DocString)
    }
}

/// One token: its kind, its byte span `start..end` in the source, and the 1-based line where it
/// starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Token {
    pub kind: TokenKind,
    pub start: usize,
    pub end: usize,
    pub line: u32,
}

impl Token {
    /// The token's text, or `""` if the span does not fit `src` (a token from another source).
    pub fn text<'s>(&self, src: &'s str) -> &'s str {
        src.get(self.start..self.end).unwrap_or("")
    }
}

/// Maps byte offsets to 1-based lines and columns.
#[derive(Debug, Clone)]
pub struct LineIndex {
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0];
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        LineIndex {
            starts,
            len: src.len(),
        }
    }

    /// Number of lines (a trailing newline opens an empty last line).
    pub fn line_count(&self) -> u32 {
        self.starts.len() as u32
    }

    /// The 1-based line containing byte `offset` (offsets past the end map to the last line).
    pub fn line_of(&self, offset: usize) -> u32 {
        match self.starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }

    /// The 1-based column of byte `offset`, counted in `char`s from the start of its line.
    pub fn col_of(&self, src: &str, offset: usize) -> u32 {
        let line = self.line_of(offset);
        let start = self.starts[(line as usize).saturating_sub(1).min(self.starts.len() - 1)];
        let end = offset.min(src.len());
        src.get(start..end)
            .map(|s| s.chars().count() as u32 + 1)
            .unwrap_or(1)
    }

    /// The byte span of 1-based `line` without its line terminator (`\n` or `\r\n`), or `None`
    /// when the line does not exist.
    pub fn line_span(&self, src: &str, line: u32) -> Option<(usize, usize)> {
        let i = (line as usize).checked_sub(1)?;
        let start = *self.starts.get(i)?;
        let mut end = self.starts.get(i + 1).map(|e| e - 1).unwrap_or(self.len);
        if end > start && src.as_bytes().get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
        Some((start, end))
    }
}

/// Tokenizes `src` as `lang`. Whitespace is not represented; every other byte belongs to exactly
/// one token, and tokens are in source order.
pub fn lex(src: &str, lang: Lang) -> Vec<Token> {
    let mut lexer = Lexer {
        src,
        b: src.as_bytes(),
        lang,
        pos: 0,
        raw: Vec::new(),
    };
    lexer.run();
    let index = LineIndex::new(src);
    let mut tokens: Vec<Token> = lexer
        .raw
        .into_iter()
        .map(|(kind, start, end)| Token {
            kind,
            start,
            end,
            line: index.line_of(start),
        })
        .collect();
    if lang == Lang::Python {
        mark_docstrings(src, &mut tokens, &index);
    }
    tokens
}

/// Nesting limit for strings inside template or f-string expressions: deeper input is still
/// consumed, just without further recursion, so hostile input cannot overflow the stack.
const MAX_NESTING: u32 = 32;

struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    lang: Lang,
    pos: usize,
    raw: Vec<(TokenKind, usize, usize)>,
}

fn is_ident_start(c: u8, lang: Lang) -> bool {
    c.is_ascii_alphabetic()
        || c == b'_'
        || c >= 0x80
        || (c == b'$' && matches!(lang, Lang::JavaScript | Lang::Java))
}

fn is_ident_continue(c: u8, lang: Lang) -> bool {
    is_ident_start(c, lang) || c.is_ascii_digit()
}

/// Length in bytes of the UTF-8 sequence that starts with `lead`.
fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

impl<'a> Lexer<'a> {
    fn at(&self, i: usize) -> u8 {
        self.b.get(i).copied().unwrap_or(0)
    }

    fn starts_with(&self, i: usize, s: &str) -> bool {
        self.b
            .get(i..)
            .is_some_and(|rest| rest.starts_with(s.as_bytes()))
    }

    fn push(&mut self, kind: TokenKind, start: usize, end: usize) {
        // Ends are clamped and moved forward to a char boundary, so a token is always valid text.
        let mut end = end.min(self.b.len()).max(start + 1);
        while end < self.b.len() && !self.src.is_char_boundary(end) {
            end += 1;
        }
        self.raw.push((kind, start, end));
        self.pos = end;
    }

    /// The kind of the last significant (non-comment) token, with its text.
    fn prev_significant(&self) -> Option<(TokenKind, &'a str)> {
        self.raw
            .iter()
            .rev()
            .find(|(k, _, _)| *k != TokenKind::Comment)
            .map(|&(k, s, e)| (k, self.src.get(s..e).unwrap_or("")))
    }

    fn run(&mut self) {
        while self.pos < self.b.len() {
            let i = self.pos;
            let c = self.b[i];
            if matches!(c, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c) {
                self.pos += 1;
                continue;
            }
            if self.lex_comment(i) || self.lex_string(i) {
                continue;
            }
            if is_ident_start(c, self.lang) {
                self.lex_word(i);
                continue;
            }
            if c.is_ascii_digit()
                || (c == b'.' && self.at(i + 1).is_ascii_digit() && self.lang != Lang::Rust)
            {
                let end = self.number_end(i);
                self.push(TokenKind::Number, i, end);
                continue;
            }
            if let Some(op) = self
                .lang
                .operators()
                .iter()
                .find(|op| self.starts_with(i, op))
            {
                let kind = if PUNCTUATION.contains(op) {
                    TokenKind::Punct
                } else {
                    TokenKind::Operator
                };
                self.push(kind, i, i + op.len());
                continue;
            }
            self.push(TokenKind::Unknown, i, i + utf8_len(c));
        }
    }

    /// Lexes a comment starting at `i`, if there is one.
    fn lex_comment(&mut self, i: usize) -> bool {
        let line_end = |from: usize| {
            self.b[from..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(self.b.len(), |p| from + p)
        };
        match self.lang {
            Lang::Python => {
                if self.b[i] == b'#' {
                    let end = line_end(i);
                    self.push(TokenKind::Comment, i, end);
                    return true;
                }
                false
            }
            _ => {
                let shebang = self.lang == Lang::JavaScript && i == 0 && self.starts_with(0, "#!");
                if self.starts_with(i, "//") || shebang {
                    let end = line_end(i);
                    self.push(TokenKind::Comment, i, end);
                    return true;
                }
                if self.starts_with(i, "/*") {
                    let nested = self.lang == Lang::Rust;
                    let mut depth = 0u32;
                    let mut j = i;
                    let end = loop {
                        if j >= self.b.len() {
                            break self.b.len();
                        }
                        if self.starts_with(j, "/*") && (nested || depth == 0) {
                            depth += 1;
                            j += 2;
                        } else if self.starts_with(j, "*/") {
                            depth = depth.saturating_sub(1);
                            j += 2;
                            if depth == 0 {
                                break j;
                            }
                        } else {
                            j += 1;
                        }
                    };
                    self.push(TokenKind::Comment, i, end);
                    return true;
                }
                false
            }
        }
    }

    /// Lexes a string, character or regex literal that starts with a quote at `i`. Prefixed
    /// literals (`rb"..."`, `r#"..."#`) are handled by `lex_word`.
    fn lex_string(&mut self, i: usize) -> bool {
        let c = self.b[i];
        let (kind, end) = match (self.lang, c) {
            (Lang::Python, b'\'' | b'"') => (TokenKind::Str, self.py_string_end(i, false, 0)),
            (Lang::Rust, b'"') => (TokenKind::Str, self.rust_string_end(i)),
            (Lang::Rust, b'\'') => return self.lex_rust_quote(i),
            (Lang::JavaScript, b'\'' | b'"') => (TokenKind::Str, self.quoted_end(i, c, true)),
            (Lang::JavaScript, b'`') => (TokenKind::Str, self.template_end(i, 0)),
            (Lang::JavaScript, b'/') if self.regex_allowed() => {
                (TokenKind::Regex, self.regex_end(i))
            }
            (Lang::Go, b'"') => (TokenKind::Str, self.quoted_end(i, b'"', false)),
            (Lang::Go, b'\'') => (TokenKind::Char, self.quoted_end(i, b'\'', false)),
            (Lang::Go, b'`') => (TokenKind::Str, self.raw_backtick_end(i)),
            (Lang::Java, b'"') if self.starts_with(i, "\"\"\"") => {
                (TokenKind::Str, self.delimited_end(i + 3, "\"\"\""))
            }
            (Lang::Java, b'"') => (TokenKind::Str, self.quoted_end(i, b'"', false)),
            (Lang::Java, b'\'') => (TokenKind::Char, self.quoted_end(i, b'\'', false)),
            _ => return false,
        };
        self.push(kind, i, end);
        true
    }

    /// Lexes an identifier or keyword, or a prefixed literal (`rb"..."`, `r#"..."#`, `b'x'`,
    /// `r#ident`).
    fn lex_word(&mut self, i: usize) {
        let mut j = i;
        while j < self.b.len() && is_ident_continue(self.b[j], self.lang) {
            j += 1;
        }
        let word = self.src.get(i..j).unwrap_or("");
        let next = self.at(j);
        match self.lang {
            Lang::Python if matches!(next, b'\'' | b'"') && is_py_prefix(word) => {
                let lower = word.to_ascii_lowercase();
                let f = lower.contains('f') || lower.contains('t');
                let end = self.py_string_end(j, f, 0);
                self.push(TokenKind::Str, i, end);
                return;
            }
            Lang::Rust => {
                if let Some((kind, end)) = self.rust_prefixed(word, j) {
                    self.push(kind, i, end);
                    return;
                }
            }
            _ => {}
        }
        let kind = if self.lang.is_keyword(word) {
            TokenKind::Keyword
        } else {
            TokenKind::Ident
        };
        self.push(kind, i, j);
    }

    /// The end of a Rust literal with a prefix word (`b`, `br`, `r`, `c`, `cr`) ending at `j`.
    fn rust_prefixed(&self, word: &str, j: usize) -> Option<(TokenKind, usize)> {
        let next = self.at(j);
        match word {
            "r" | "br" | "cr" if next == b'"' || next == b'#' => {
                let mut k = j;
                while self.at(k) == b'#' {
                    k += 1;
                }
                let hashes = k - j;
                if self.at(k) != b'"' {
                    // `r#ident` is a raw identifier; anything else is not a literal.
                    if word == "r" && hashes == 1 && is_ident_start(self.at(k), self.lang) {
                        let mut e = k;
                        while e < self.b.len() && is_ident_continue(self.b[e], self.lang) {
                            e += 1;
                        }
                        return Some((TokenKind::Ident, e));
                    }
                    return None;
                }
                let closing: String = std::iter::once('"')
                    .chain((0..hashes).map(|_| '#'))
                    .collect();
                Some((TokenKind::Str, self.delimited_end_raw(k + 1, &closing)))
            }
            "b" | "c" if next == b'"' => Some((TokenKind::Str, self.rust_string_end(j))),
            "b" if next == b'\'' => Some((TokenKind::Char, self.rust_char_end(j))),
            _ => None,
        }
    }

    /// Lexes `'` in Rust: a character literal or a lifetime/label.
    fn lex_rust_quote(&mut self, i: usize) -> bool {
        let next = self.at(i + 1);
        if next == b'\\' {
            let end = self.rust_char_end(i);
            self.push(TokenKind::Char, i, end);
            return true;
        }
        if i + 1 < self.b.len() && next != b'\n' {
            let after = i + 1 + utf8_len(next);
            if self.at(after) == b'\'' {
                self.push(TokenKind::Char, i, after + 1);
                return true;
            }
            if is_ident_start(next, self.lang) {
                let mut e = i + 1;
                while e < self.b.len() && is_ident_continue(self.b[e], self.lang) {
                    e += 1;
                }
                self.push(TokenKind::Lifetime, i, e);
                return true;
            }
        }
        self.push(TokenKind::Unknown, i, i + 1);
        true
    }

    /// End of a Rust character literal starting with the quote at `i` (escapes included).
    fn rust_char_end(&self, i: usize) -> usize {
        let mut j = i + 1;
        while j < self.b.len() {
            match self.b[j] {
                b'\\' => j += 2,
                b'\'' => return j + 1,
                b'\n' => return j,
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// End of a Rust `"..."` string (escapes, may span lines) starting with the quote at `i`.
    fn rust_string_end(&self, i: usize) -> usize {
        let mut j = i + 1;
        while j < self.b.len() {
            match self.b[j] {
                b'\\' => j += 2,
                b'"' => return j + 1,
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// End of a single-line quoted literal starting at `i`; `continuation` allows a backslash
    /// before a newline (JavaScript). An unterminated literal ends before the newline.
    fn quoted_end(&self, i: usize, quote: u8, continuation: bool) -> usize {
        let mut j = i + 1;
        while j < self.b.len() {
            match self.b[j] {
                b'\\' => {
                    if !continuation && self.at(j + 1) == b'\n' {
                        return j + 1;
                    }
                    j += 2;
                }
                b'\n' => return j,
                c if c == quote => return j + 1,
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// End of text closed by `closing` (escapes honoured), searching from `from`.
    fn delimited_end(&self, from: usize, closing: &str) -> usize {
        let mut j = from;
        while j < self.b.len() {
            if self.b[j] == b'\\' {
                j += 2;
            } else if self.starts_with(j, closing) {
                return j + closing.len();
            } else {
                j += 1;
            }
        }
        self.b.len()
    }

    /// End of raw text closed by `closing` (no escapes), searching from `from`.
    fn delimited_end_raw(&self, from: usize, closing: &str) -> usize {
        let mut j = from;
        while j < self.b.len() {
            if self.starts_with(j, closing) {
                return j + closing.len();
            }
            j += 1;
        }
        self.b.len()
    }

    fn raw_backtick_end(&self, i: usize) -> usize {
        self.delimited_end_raw(i + 1, "`")
    }

    /// End of a Python string whose opening quote is at `i`. `f` enables `{}` replacement fields,
    /// which may hold nested strings (Python 3.12 allows the same quote inside).
    fn py_string_end(&self, i: usize, f: bool, nesting: u32) -> usize {
        let quote = self.b[i];
        let triple = self.at(i + 1) == quote && self.at(i + 2) == quote;
        let mut j = if triple { i + 3 } else { i + 1 };
        let mut depth = 0u32;
        while j < self.b.len() {
            let c = self.b[j];
            if depth > 0 {
                match c {
                    b'\'' | b'"' if nesting < MAX_NESTING => {
                        j = self.py_string_end(j, true, nesting + 1);
                    }
                    b'{' => {
                        depth += 1;
                        j += 1;
                    }
                    b'}' => {
                        depth -= 1;
                        j += 1;
                    }
                    b'\n' if !triple => return j,
                    c if c == quote => {
                        // Only reachable past the nesting limit: the quote closes the string.
                        if !triple {
                            return j + 1;
                        }
                        if self.at(j + 1) == quote && self.at(j + 2) == quote {
                            return j + 3;
                        }
                        j += 1;
                    }
                    _ => j += 1,
                }
                continue;
            }
            match c {
                b'\\' => j += 2,
                b'\n' if !triple => return j,
                b'{' if f => {
                    if self.at(j + 1) == b'{' {
                        j += 2;
                    } else {
                        depth = 1;
                        j += 1;
                    }
                }
                c if c == quote => {
                    if !triple {
                        return j + 1;
                    }
                    if self.at(j + 1) == quote && self.at(j + 2) == quote {
                        return j + 3;
                    }
                    j += 1;
                }
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// End of a JavaScript template literal starting with the backtick at `i`, `${}` nesting
    /// included.
    fn template_end(&self, i: usize, nesting: u32) -> usize {
        let mut j = i + 1;
        while j < self.b.len() {
            match self.b[j] {
                b'\\' => j += 2,
                b'`' => return j + 1,
                b'$' if self.at(j + 1) == b'{' => j = self.js_code_end(j + 2, nesting),
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// Skips JavaScript code inside `${...}` from `i` and returns the index after its closing
    /// brace.
    fn js_code_end(&self, i: usize, nesting: u32) -> usize {
        let mut depth = 1u32;
        let mut j = i;
        while j < self.b.len() {
            let c = self.b[j];
            match c {
                b'\'' | b'"' => j = self.quoted_end(j, c, true),
                b'`' if nesting < MAX_NESTING => j = self.template_end(j, nesting + 1),
                b'/' if self.at(j + 1) == b'/' => {
                    j = self.b[j..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(self.b.len(), |p| j + p);
                }
                b'/' if self.at(j + 1) == b'*' => j = self.delimited_end_raw(j + 2, "*/"),
                b'{' => {
                    depth += 1;
                    j += 1;
                }
                b'}' => {
                    depth -= 1;
                    j += 1;
                    if depth == 0 {
                        return j;
                    }
                }
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// True when a `/` at the current position starts a regular expression rather than a
    /// division: at the start of input, after an operator or opening punctuation, or after a
    /// keyword such as `return`.
    fn regex_allowed(&self) -> bool {
        match self.prev_significant() {
            None => true,
            Some((TokenKind::Keyword, w)) => !matches!(
                w,
                "this" | "super" | "true" | "false" | "null" | "undefined"
            ),
            Some((TokenKind::Operator, _)) => true,
            Some((TokenKind::Punct, p)) => !matches!(p, ")" | "]" | "}"),
            Some(_) => false,
        }
    }

    /// End of a regex literal starting at `i`, flags included. An unterminated regex ends at the
    /// end of its line.
    fn regex_end(&self, i: usize) -> usize {
        let mut j = i + 1;
        let mut class = false;
        while j < self.b.len() {
            match self.b[j] {
                b'\\' if self.at(j + 1) != b'\n' => j += 2,
                b'\n' => return j,
                b'[' => {
                    class = true;
                    j += 1;
                }
                b']' => {
                    class = false;
                    j += 1;
                }
                b'/' if !class => {
                    j += 1;
                    while j < self.b.len() && self.b[j].is_ascii_alphabetic() {
                        j += 1;
                    }
                    return j;
                }
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// End of a number starting at `i`: prefixes (`0x`, `0o`, `0b`), digits with underscores, a
    /// fraction, an exponent and any alphanumeric suffix (`u32`, `n`, `L`, `j`, `f64`).
    fn number_end(&self, i: usize) -> usize {
        let digits = |mut j: usize, hex: bool| {
            while j < self.b.len()
                && (self.b[j].is_ascii_digit()
                    || self.b[j] == b'_'
                    || (hex && self.b[j].is_ascii_hexdigit()))
            {
                j += 1;
            }
            j
        };
        let lower1 = self.at(i + 1).to_ascii_lowercase();
        if self.b[i] == b'0' && matches!(lower1, b'x' | b'o' | b'b') {
            let j = digits(i + 2, lower1 == b'x');
            return self.suffix_end(j);
        }
        // Rust tuple fields (`t.0.1`) are integers: never read a fraction after a `.`.
        let after_dot = self.lang == Lang::Rust
            && matches!(self.prev_significant(), Some((TokenKind::Punct, ".")));
        let mut j = digits(i, false);
        if !after_dot && self.at(j) == b'.' {
            let next = self.at(j + 1);
            if next.is_ascii_digit() {
                j = digits(j + 1, false);
            } else if next != b'.' && !is_ident_start(next, self.lang) && self.b[i] != b'.' {
                // `1.` is a float; `1..2` is a range and `1.max(2)` is a method call.
                j += 1;
            }
        }
        if after_dot {
            return j;
        }
        if matches!(self.at(j), b'e' | b'E') {
            let sign = usize::from(matches!(self.at(j + 1), b'+' | b'-'));
            if self.at(j + 1 + sign).is_ascii_digit() {
                j = digits(j + 1 + sign, false);
            }
        }
        self.suffix_end(j)
    }

    fn suffix_end(&self, mut j: usize) -> usize {
        while j < self.b.len() && (self.b[j].is_ascii_alphanumeric() || self.b[j] == b'_') {
            j += 1;
        }
        j
    }
}

/// True for the Python string prefixes (`r`, `b`, `u`, `f`, `t` and their two-letter mixes).
fn is_py_prefix(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    matches!(
        lower.as_str(),
        "r" | "b" | "u" | "f" | "t" | "rb" | "br" | "fr" | "rf" | "tr" | "rt"
    )
}

/// Marks Python strings that form a whole statement (docstrings and bare string statements) as
/// `DocString`: the first token of a logical line at bracket depth zero, with nothing after it on
/// its last line.
fn mark_docstrings(src: &str, tokens: &mut [Token], index: &LineIndex) {
    let mut depth = 0i32;
    let mut prev_code: Option<usize> = None;
    for i in 0..tokens.len() {
        let t = tokens[i];
        if t.kind == TokenKind::Comment {
            continue;
        }
        if t.kind == TokenKind::Str && depth == 0 {
            let starts_line = match prev_code {
                None => true,
                Some(p) => {
                    let prev = tokens[p];
                    let prev_text = prev.text(src);
                    (index.line_of(prev.end.saturating_sub(1)) < t.line && prev_text != "\\")
                        || prev_text == ";"
                        || (prev_text == ":" && index.line_of(prev.start) < t.line)
                }
            };
            let end_line = index.line_of(t.end.saturating_sub(1).max(t.start));
            let next = tokens[i + 1..]
                .iter()
                .find(|n| n.kind != TokenKind::Comment);
            let ends_line = next.map_or(true, |n| n.line > end_line || n.text(src) == ";");
            if starts_line && ends_line {
                tokens[i].kind = TokenKind::DocString;
            }
        }
        match t.text(src) {
            "(" | "[" | "{" if t.kind == TokenKind::Punct => depth += 1,
            ")" | "]" | "}" if t.kind == TokenKind::Punct => depth = (depth - 1).max(0),
            _ => {}
        }
        prev_code = Some(i);
    }
}

#[cfg(test)]
mod tests;
