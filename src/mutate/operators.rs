//! Mutation operators: small, plausible edits of source lines, for mutation-based fault
//! localization (Metallaxis, MUSE) and for proposing fixes from mutants that make every test pass.
//!
//! `generate` lexes the source, looks only at code tokens (never strings, comments or docstrings)
//! on the requested lines, and returns mutants in a deterministic order. Each mutant replaces one
//! byte span; `apply` and `apply_many` build the mutated text. The operators are syntactic
//! heuristics over the token stream, with the bracket structure and a few per-language rules
//! (`structure`: generic angle brackets, Rust closures and patterns, parameter lists, result
//! types, declarations) and a little knowledge of names and types (`scope`: block-scoped
//! visibility, declared types and literal classes) to keep most mutants compilable. They are
//! deliberately conservative: a missed mutant costs less than a flood of mutants that do not
//! compile. Over about 30,000 mutants of real files (CPython's `heapq`, `textwrap`, `fractions`;
//! Go's `strings`, `strconv`; npm's `semver`, `glob`; crates' `regex-syntax`, `similar`, `ropey`)
//! none failed its language's parser.

mod class;
mod scope;
mod structure;

use super::lexer::{lex, Lang, TokenKind};
pub use class::EditClass;
use class::LineRole;
use scope::{is_numeric_kind, kinds_compatible, ScopeCache};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use structure::Analysis;

/// The mutation operators, in priority order: when a line has more candidates than the budget
/// allows, earlier operators are kept first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Operator {
    /// `<`↔`<=`, `<`↔`>`, `<`↔`>=` (and the same for `<=`, `>`, `>=`), `==`↔`!=`, `===`↔`!==`.
    Relational,
    /// `and`↔`or`, `&&`↔`||`.
    Logical,
    /// `+`↔`-`, `*`↔`/`, `+`↔`*`, `%`→`*`/`/`, `//`↔`/` (Python), `**`→`*`, `++`↔`--`.
    Arithmetic,
    /// Integer literal `n`→`n+1`, `n-1` (which covers `0`↔`1`).
    Constant,
    /// `True`↔`False`, `true`↔`false`.
    BooleanLiteral,
    /// Wraps the condition of `if`/`elif`/`while` in `not (...)` or `!(...)`.
    NegateCondition,
    /// Removes a unary `not` or `!`.
    RemoveNegation,
    /// `is`↔`is not`, `in`↔`not in` (Python).
    Membership,
    /// Calls the dual function: `min`↔`max`, `any`↔`all`, `floor`↔`ceil`, `startswith`↔`endswith`...
    CallSwap,
    /// `+=`↔`-=`, `*=`↔`/=`, `<<=`↔`>>=`, `&=`↔`|=`...
    CompoundAssign,
    /// `&`↔`|`, `^`→`&`/`|`, `<<`↔`>>`, `>>>`→`>>`.
    Bitwise,
    /// An identifier operand or index `i` → `(i + 1)`, `(i - 1)`; likewise a length: `len(xs)`,
    /// `xs.length`, `xs.len()`.
    OperandOffset,
    /// Swaps two adjacent simple arguments of a call.
    SwapArguments,
    /// Swaps the two elements of a two-element list, array or tuple literal.
    SwapElements,
    /// Replaces a variable use by another variable used in the same function.
    IdentifierReplace,
    /// Deletes a simple statement (Python: replaces it with `pass`).
    StatementDeletion,
}

impl Operator {
    pub const ALL: [Operator; 16] = [
        Operator::Relational,
        Operator::Logical,
        Operator::Arithmetic,
        Operator::Constant,
        Operator::BooleanLiteral,
        Operator::NegateCondition,
        Operator::RemoveNegation,
        Operator::Membership,
        Operator::CallSwap,
        Operator::CompoundAssign,
        Operator::Bitwise,
        Operator::OperandOffset,
        Operator::SwapArguments,
        Operator::SwapElements,
        Operator::IdentifierReplace,
        Operator::StatementDeletion,
    ];

    /// The short code used in mutant ids.
    pub fn code(self) -> &'static str {
        match self {
            Operator::Relational => "rel",
            Operator::Logical => "logic",
            Operator::Arithmetic => "arith",
            Operator::Constant => "const",
            Operator::BooleanLiteral => "bool",
            Operator::NegateCondition => "negcond",
            Operator::RemoveNegation => "unneg",
            Operator::Membership => "member",
            Operator::CallSwap => "call",
            Operator::CompoundAssign => "assign",
            Operator::Bitwise => "bit",
            Operator::OperandOffset => "operand",
            Operator::SwapArguments => "args",
            Operator::SwapElements => "elems",
            Operator::IdentifierReplace => "ident",
            Operator::StatementDeletion => "del",
        }
    }
}

impl fmt::Display for Operator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One mutant: replace `original` at `start_byte..end_byte` by `replacement`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mutant {
    /// Stable for a given source text: `L{line}:C{column}:{code}:{original}->:{replacement}`,
    /// with the texts compacted (whitespace runs become one space, long texts are cut), for
    /// example `L12:C5:rel:<->:<=`. The column counts `char`s from 1.
    pub id: String,
    /// 1-based line where the replaced span starts.
    pub line: u32,
    pub start_byte: usize,
    pub end_byte: usize,
    pub original: String,
    pub replacement: String,
    pub operator: Operator,
    /// For people: "change `<` to `<=`".
    pub description: String,
    /// Token-level edit distance between `original` and `replacement` (insertions, deletions and
    /// substitutions of whole tokens). Fix candidates with fewer changed tokens rank first.
    pub tokens_changed: u32,
    /// What kind of edit this is: whether its outcome is evidence about the line
    /// (`EditClass::is_evidence`) and whether it is suspect as a fix (`EditClass::is_suspect_fix`).
    #[serde(default)]
    pub class: EditClass,
}

/// Bounds on how many mutants `generate` produces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MutationBudget {
    /// At most this many mutants per line, the higher-priority operators first.
    pub max_per_line: usize,
    /// At most this many mutants in all; lines share the total round-robin.
    pub max_total: usize,
    /// At most this many replacements for one identifier occurrence, closest by line first.
    pub max_identifier_replacements: usize,
    /// At most this many identifiers per line receive `(i + 1)` / `(i - 1)`.
    pub max_operand_sites_per_line: usize,
}

impl Default for MutationBudget {
    fn default() -> Self {
        MutationBudget {
            max_per_line: 40,
            max_total: 2000,
            max_identifier_replacements: 8,
            max_operand_sites_per_line: 4,
        }
    }
}

/// Every mutant of `source` (as `lang`) whose span starts on one of `lines` (1-based; order and
/// duplicates do not matter), within `budget`. The result is sorted by start byte, end byte,
/// operator and replacement, so the same input always yields the same list.
pub fn generate(source: &str, lang: Lang, lines: &[u32], budget: &MutationBudget) -> Vec<Mutant> {
    let targets: BTreeSet<u32> = lines.iter().copied().collect();
    if targets.is_empty() || budget.max_per_line == 0 || budget.max_total == 0 {
        return Vec::new();
    }
    let a = Analysis::new(source, lang);
    let mut per_line: BTreeMap<u32, Vec<Cand>> = BTreeMap::new();
    let mut scopes = ScopeCache::default();
    let mut operand_sites: BTreeMap<u32, usize> = BTreeMap::new();
    for i in 0..a.toks.len() {
        let line = a.toks[i].line;
        if !targets.contains(&line) {
            continue;
        }
        let mut out = Vec::new();
        a.token_operators(i, &mut scopes, &mut out);
        let sites = operand_sites.entry(line).or_default();
        if *sites < budget.max_operand_sites_per_line && a.operand_offset(i, &mut scopes, &mut out)
        {
            *sites += 1;
        }
        a.identifier_replace(i, budget.max_identifier_replacements, &mut scopes, &mut out);
        a.length_offset(i, &mut out);
        for c in out {
            let l = a.index.line_of(c.start);
            if targets.contains(&l) {
                per_line.entry(l).or_default().push(c);
            }
        }
    }
    for &line in &targets {
        if let Some(c) = a.statement_deletion(line) {
            per_line.entry(line).or_default().push(c);
        }
    }

    // Dedupe, then keep the best `max_per_line` per line by operator priority and position.
    let mut kept: Vec<Vec<Cand>> = Vec::new();
    for (_, mut cands) in per_line {
        let mut seen = BTreeSet::new();
        cands.retain(|c| {
            c.end > c.start
                && source
                    .get(c.start..c.end)
                    .is_some_and(|o| o != c.replacement)
                && seen.insert((c.start, c.end, c.replacement.clone()))
        });
        cands.sort_by_key(|c| (c.op, c.start, c.seq));
        cands.truncate(budget.max_per_line);
        kept.push(cands);
    }
    // Share `max_total` round-robin so that later lines are not starved.
    let mut chosen = Vec::new();
    let mut round = 0;
    while chosen.len() < budget.max_total {
        let mut any = false;
        for cands in &kept {
            if let Some(c) = cands.get(round) {
                any = true;
                if chosen.len() < budget.max_total {
                    chosen.push(c.clone());
                }
            }
        }
        if !any {
            break;
        }
        round += 1;
    }
    chosen.sort_by(|x, y| {
        (x.start, x.end, x.op, &x.replacement).cmp(&(y.start, y.end, y.op, &y.replacement))
    });
    let mut ids = BTreeSet::new();
    let mut roles: BTreeMap<usize, LineRole> = BTreeMap::new();
    chosen
        .into_iter()
        .map(|c| {
            let role = match a.statement_at(c.start) {
                Some(head) => *roles.entry(head).or_insert_with(|| a.statement_role(head)),
                None => LineRole::Code,
            };
            let mut m = a.finish(c, role);
            let base = m.id.clone();
            let mut n = 2;
            while !ids.insert(m.id.clone()) {
                m.id = format!("{base}#{n}");
                n += 1;
            }
            m
        })
        .collect()
}

/// The mutants of one line in the order a search should try them: interleaved across operator
/// families (the first mutant of each family in priority order, then the second of each, ...), so
/// that a search that runs only the first few mutants of a line still tries every family.
pub fn search_order(mut mutants: Vec<Mutant>) -> Vec<Mutant> {
    mutants
        .sort_by(|x, y| (x.operator, x.start_byte, &x.id).cmp(&(y.operator, y.start_byte, &y.id)));
    let mut nth: BTreeMap<Operator, usize> = BTreeMap::new();
    let mut keyed: Vec<(usize, Operator, Mutant)> = mutants
        .into_iter()
        .map(|m| {
            let n = nth.entry(m.operator).or_insert(0);
            *n += 1;
            (*n, m.operator, m)
        })
        .collect();
    keyed.sort_by_key(|k| (k.0, k.1));
    keyed.into_iter().map(|(_, _, m)| m).collect()
}

/// `source` with the mutant applied, or `None` when the mutant does not fit `source` (its span
/// is out of range, not on `char` boundaries, or does not hold `original`).
pub fn try_apply(source: &str, mutant: &Mutant) -> Option<String> {
    let original = source.get(mutant.start_byte..mutant.end_byte)?;
    if original != mutant.original {
        return None;
    }
    let mut out = String::with_capacity(source.len() + mutant.replacement.len());
    out.push_str(&source[..mutant.start_byte]);
    out.push_str(&mutant.replacement);
    out.push_str(&source[mutant.end_byte..]);
    Some(out)
}

/// `source` with the mutant applied; a mutant that does not fit `source` (see `try_apply`)
/// leaves it unchanged.
pub fn apply(source: &str, mutant: &Mutant) -> String {
    try_apply(source, mutant).unwrap_or_else(|| source.to_string())
}

/// `source` with all `mutants` applied together (higher-order mutants), or `None` when two of them
/// overlap or one does not fit `source`. Spans that merely touch do not overlap.
pub fn apply_many(source: &str, mutants: &[Mutant]) -> Option<String> {
    let mut sorted: Vec<&Mutant> = mutants.iter().collect();
    sorted.sort_by_key(|m| (m.start_byte, m.end_byte));
    let mut out = String::with_capacity(source.len());
    let mut pos = 0;
    for m in sorted {
        if m.start_byte < pos || source.get(m.start_byte..m.end_byte)? != m.original {
            return None;
        }
        out.push_str(&source[pos..m.start_byte]);
        out.push_str(&m.replacement);
        pos = m.end_byte;
    }
    out.push_str(&source[pos..]);
    Some(out)
}

/// A mutant before its id, line and token count are filled in.
#[derive(Debug, Clone)]
struct Cand {
    start: usize,
    end: usize,
    replacement: String,
    op: Operator,
    /// The operator's class unless the operator knows better (a deleted `return` is
    /// `Degenerate`); the statement may still override it (see `Analysis::classify`).
    class: EditClass,
    description: String,
    /// Generation order, the last tie-break when trimming to the budget.
    seq: usize,
}

const RELATIONAL: &[(&str, &[&str])] = &[
    ("<", &["<=", ">", ">="]),
    ("<=", &["<", ">=", ">"]),
    (">", &[">=", "<", "<="]),
    (">=", &[">", "<=", "<"]),
    ("==", &["!="]),
    ("!=", &["=="]),
    ("===", &["!=="]),
    ("!==", &["==="]),
];

const ARITHMETIC: &[(&str, &[&str])] = &[
    ("+", &["-", "*"]),
    ("-", &["+"]),
    ("*", &["/", "+"]),
    ("/", &["*"]),
    ("%", &["*", "/"]),
    ("**", &["*"]),
];

const BITWISE: &[(&str, &[&str])] = &[
    ("&", &["|", "^"]),
    ("|", &["&", "^"]),
    ("^", &["&", "|"]),
    ("<<", &[">>"]),
    (">>", &["<<"]),
    (">>>", &[">>"]),
];

const COMPOUND: &[(&str, &[&str])] = &[
    ("+=", &["-="]),
    ("-=", &["+="]),
    ("*=", &["/="]),
    ("/=", &["*="]),
    ("%=", &["*="]),
    ("**=", &["*="]),
    ("<<=", &[">>="]),
    (">>=", &["<<="]),
    (">>>=", &[">>="]),
    ("&=", &["|="]),
    ("|=", &["&="]),
    ("^=", &["|="]),
];

/// Dual functions, swapped in both directions when called.
fn call_pairs(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::Python => &[
            ("min", "max"),
            ("any", "all"),
            ("floor", "ceil"),
            ("startswith", "endswith"),
            ("lower", "upper"),
            ("lstrip", "rstrip"),
        ],
        Lang::Rust => &[
            ("min", "max"),
            ("any", "all"),
            ("floor", "ceil"),
            ("starts_with", "ends_with"),
            ("first", "last"),
            ("min_by_key", "max_by_key"),
            ("min_by", "max_by"),
            ("to_lowercase", "to_uppercase"),
            ("trim_start", "trim_end"),
        ],
        Lang::JavaScript => &[
            ("min", "max"),
            ("floor", "ceil"),
            ("startsWith", "endsWith"),
            ("some", "every"),
            ("toLowerCase", "toUpperCase"),
            ("trimStart", "trimEnd"),
            ("indexOf", "lastIndexOf"),
        ],
        Lang::Go => &[
            ("min", "max"),
            ("Min", "Max"),
            ("Floor", "Ceil"),
            ("HasPrefix", "HasSuffix"),
            ("ToLower", "ToUpper"),
            ("TrimLeft", "TrimRight"),
        ],
        Lang::Java => &[
            ("min", "max"),
            ("floor", "ceil"),
            ("startsWith", "endsWith"),
            ("toLowerCase", "toUpperCase"),
            ("anyMatch", "allMatch"),
            ("indexOf", "lastIndexOf"),
        ],
    }
}

/// Keywords that may directly precede an expression operand.
const EXPR_KEYWORDS: &[&str] = &[
    "return", "if", "elif", "while", "and", "or", "not", "in", "is", "else", "yield", "await",
    "assert", "case", "match", "throw", "raise", "del", "go", "defer", "range", "of", "typeof",
    "delete", "void",
];

/// Keywords whose token is a value (an operand), not syntax.
const VALUE_KEYWORDS: &[&str] = &[
    "True",
    "False",
    "None",
    "true",
    "false",
    "null",
    "undefined",
    "nil",
    "iota",
    "self",
    "Self",
    "this",
    "super",
];

/// Names never replaced and never used as replacements: receivers and built-in types.
fn never_replace(lang: Lang, name: &str) -> bool {
    const COMMON: &[&str] = &["self", "this", "cls", "super", "_"];
    const RUST: &[&str] = &[
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
        "f32", "f64", "bool", "char", "str", "String", "Vec", "Option", "Some", "None", "Ok",
        "Err", "Result", "Box",
    ];
    const GO: &[&str] = &[
        "int",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "uintptr",
        "float32",
        "float64",
        "complex64",
        "complex128",
        "string",
        "bool",
        "byte",
        "rune",
        "error",
        "any",
    ];
    const PY: &[&str] = &[
        "int", "str", "float", "bool", "list", "dict", "set", "tuple", "bytes",
    ];
    const JAVA: &[&str] = &["String", "Integer", "Long", "Double", "Boolean", "Object"];
    COMMON.contains(&name)
        || match lang {
            Lang::Rust => RUST.contains(&name),
            Lang::Go => GO.contains(&name),
            Lang::Python => PY.contains(&name),
            Lang::Java => JAVA.contains(&name),
            Lang::JavaScript => false,
        }
}

/// Integer literal suffixes that keep a literal an integer (or a valid number after `+1`).
const INT_SUFFIXES: &[&str] = &[
    "", "n", "L", "l", "u", "U", "j", "J", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16",
    "u32", "u64", "u128", "usize",
];

impl<'s> Analysis<'s> {
    fn cand(
        &self,
        start: usize,
        end: usize,
        replacement: String,
        op: Operator,
        description: String,
    ) -> Cand {
        let seq = self.seq.get();
        self.seq.set(seq + 1);
        Cand {
            start,
            end,
            replacement,
            op,
            class: op.class(),
            description,
            seq,
        }
    }

    fn swap_cand(&self, i: usize, to: &str, op: Operator) -> Cand {
        let t = self.toks[i];
        let from = self.t(i);
        self.cand(
            t.start,
            t.end,
            to.to_string(),
            op,
            format!("change `{from}` to `{to}`"),
        )
    }

    /// Operators that look at one token (or a short run starting at it).
    fn token_operators(&self, i: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        if self.in_decl(i) || self.generic[i] || self.signature[i] {
            return;
        }
        let text = self.t(i);
        let kind = self.kind(i);
        let table = |t: &[(&str, &'static [&'static str])]| {
            t.iter().find(|(from, _)| *from == text).map(|(_, to)| *to)
        };
        match kind {
            Some(TokenKind::Operator) => {
                if let Some(tos) = table(RELATIONAL) {
                    if self.is_binary(i) {
                        for to in tos {
                            out.push(self.swap_cand(i, to, Operator::Relational));
                        }
                    }
                    return;
                }
                if matches!(text, "&&" | "||") {
                    if !self.closure_pipe[i] && self.is_binary(i) {
                        let to = if text == "&&" { "||" } else { "&&" };
                        out.push(self.swap_cand(i, to, Operator::Logical));
                    }
                    return;
                }
                if let Some(tos) = table(ARITHMETIC) {
                    // `"a" + b` concatenates text: no other operator applies.
                    let concat = text == "+"
                        && (self.kind(i.wrapping_sub(1)) == Some(TokenKind::Str)
                            || self.kind(i + 1) == Some(TokenKind::Str));
                    if self.is_binary(i) && !self.go_pointer_star(i) && !concat {
                        for to in tos {
                            // `i + 1` → `i * 1` is `i`: an identity, never a fix anyone writes.
                            if !self.makes_identity(i, to) {
                                out.push(self.swap_cand(i, to, Operator::Arithmetic));
                            }
                        }
                        if self.lang == Lang::Python && text == "/" && !self.makes_identity(i, "//")
                        {
                            out.push(self.swap_cand(i, "//", Operator::Arithmetic));
                        }
                    }
                    return;
                }
                if self.lang == Lang::Python && text == "//" {
                    out.push(self.swap_cand(i, "/", Operator::Arithmetic));
                    return;
                }
                if matches!(text, "++" | "--") {
                    let to = if text == "++" { "--" } else { "++" };
                    out.push(self.swap_cand(i, to, Operator::Arithmetic));
                    return;
                }
                if let Some(tos) = table(COMPOUND) {
                    for to in tos {
                        out.push(self.swap_cand(i, to, Operator::CompoundAssign));
                    }
                    if self.lang == Lang::Python && matches!(text, "/=" | "//=") {
                        let to = if text == "/=" { "//=" } else { "/=" };
                        out.push(self.swap_cand(i, to, Operator::CompoundAssign));
                    }
                    return;
                }
                if let Some(tos) = table(BITWISE) {
                    if self.is_binary(i) && !self.closure_pipe[i] && !self.rust_pattern_pipe(i) {
                        for to in tos {
                            out.push(self.swap_cand(i, to, Operator::Bitwise));
                        }
                    }
                    return;
                }
                if text == "!"
                    && !self.is_binary(i)
                    && self.prev_t(i) != "#"
                    && self.next(i).is_some()
                {
                    let t = self.toks[i];
                    out.push(self.cand(
                        t.start,
                        t.end,
                        String::new(),
                        Operator::RemoveNegation,
                        "remove `!`".to_string(),
                    ));
                }
            }
            Some(TokenKind::Keyword) => self.keyword_operators(i, out),
            Some(TokenKind::Number) => self.constant(i, out),
            Some(TokenKind::Ident) => {
                self.call_swap(i, out);
            }
            Some(TokenKind::Punct) if text == "(" || text == "[" => {
                self.swap_arguments(i, cache, out);
                self.swap_elements(i, out);
            }
            _ => {}
        }
    }

    /// Go pointer types (`var p *T`, struct fields `next *Node`) look like multiplication.
    fn go_pointer_star(&self, i: usize) -> bool {
        if self.lang != Lang::Go || self.t(i) != "*" {
            return false;
        }
        let Some(p) = self.prev(i) else { return false };
        self.kind(p) == Some(TokenKind::Ident)
            && (self.first_on_line(p) || self.is_kw(p.wrapping_sub(1), "var"))
    }

    /// A `|` in a Rust `match` arm pattern (`A | B =>`).
    fn rust_pattern_pipe(&self, i: usize) -> bool {
        self.lang == Lang::Rust
            && self.t(i) == "|"
            && (i + 1..self.toks.len())
                .take_while(|&j| self.line(j) == self.line(i))
                .any(|j| self.is_punct(j, "=>") && self.parent[j] == self.parent[i])
    }

    fn keyword_operators(&self, i: usize, out: &mut Vec<Cand>) {
        let text = self.t(i);
        match text {
            "True" | "False" | "true" | "false" => {
                let to = match text {
                    "True" => "False",
                    "False" => "True",
                    "true" => "false",
                    _ => "true",
                };
                out.push(self.swap_cand(i, to, Operator::BooleanLiteral));
            }
            "and" | "or" if self.lang == Lang::Python => {
                let to = if text == "and" { "or" } else { "and" };
                out.push(self.swap_cand(i, to, Operator::Logical));
            }
            "if" | "elif" | "while" => self.negate_condition(i, out),
            "not" if self.lang == Lang::Python => {
                if self.is_kw(i + 1, "in") && self.adjacent(i) {
                    // `not in` → `in`.
                    let (s, e) = (self.toks[i].start, self.toks[i + 1].end);
                    out.push(self.cand(
                        s,
                        e,
                        "in".into(),
                        Operator::Membership,
                        "change `not in` to `in`".into(),
                    ));
                } else if !self.is_kw(i.wrapping_sub(1), "is") && self.next(i).is_some() {
                    // Remove `not` and the spaces after it, never a comment or line break.
                    let s = self.toks[i].start;
                    let rest = self.src.get(self.toks[i].end..).unwrap_or("");
                    let spaces = rest.len() - rest.trim_start_matches([' ', '\t']).len();
                    let e = self.toks[i].end + spaces;
                    out.push(self.cand(
                        s,
                        e,
                        String::new(),
                        Operator::RemoveNegation,
                        "remove `not`".into(),
                    ));
                }
            }
            "is" if self.lang == Lang::Python => {
                if self.is_kw(i + 1, "not") {
                    if self.adjacent(i) {
                        let (s, e) = (self.toks[i].start, self.toks[i + 1].end);
                        out.push(self.cand(
                            s,
                            e,
                            "is".into(),
                            Operator::Membership,
                            "change `is not` to `is`".into(),
                        ));
                    }
                } else {
                    out.push(self.swap_cand(i, "is not", Operator::Membership));
                }
            }
            "in" if self.lang == Lang::Python
                && !self.is_kw(i.wrapping_sub(1), "not")
                && !self.is_loop_in(i) =>
            {
                out.push(self.swap_cand(i, "not in", Operator::Membership));
            }
            _ => {}
        }
    }

    /// True for the `in` of a Python `for` loop or comprehension: walking back over its
    /// siblings, a `for` comes before any other `in`.
    fn is_loop_in(&self, i: usize) -> bool {
        let mut j = i;
        while let Some(p) = self.prev(j) {
            if Some(p) == self.parent[i] || self.is_punct(p, ";") {
                return false;
            }
            if self.is_close(p) {
                match self.pair[p] {
                    Some(o) => {
                        j = o;
                        continue;
                    }
                    None => return false,
                }
            }
            if self.is_kw(p, "for") {
                return true;
            }
            if self.is_kw(p, "in") {
                return false;
            }
            // A new logical line at the top level ends the search.
            if self.parent[i].is_none()
                && self.end_line(p) < self.line(j)
                && !self.is_punct(p, "\\")
            {
                return false;
            }
            j = p;
        }
        false
    }

    /// Wraps the condition of `if`/`elif`/`while` at `i` in a negation.
    fn negate_condition(&self, i: usize, out: &mut Vec<Cand>) {
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

    /// True when the condition `first..=last` is itself one negation (`not x`, `!x.done()`):
    /// negating it again is a double negation, and `RemoveNegation` already makes that edit.
    fn is_double_negation(&self, first: usize, last: usize) -> bool {
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

    /// First and last token of the condition of the `if`/`elif`/`while` at `i`.
    fn condition_span(&self, i: usize) -> Option<(usize, usize)> {
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

    /// `n` → `n + 1`, `n - 1` for decimal integer literals, keeping the suffix.
    fn constant(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang == Lang::Rust && self.prev_t(i) == "." {
            return;
        }
        let text = self.t(i);
        let digits_end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '_'))
            .unwrap_or(text.len());
        let (core, suffix) = text.split_at(digits_end);
        let suffix_clean = suffix.trim_start_matches('_');
        if core.is_empty() || !INT_SUFFIXES.contains(&suffix_clean) {
            return;
        }
        let digits: String = core.chars().filter(|c| *c != '_').collect();
        if digits.is_empty() || (digits.len() > 1 && digits.starts_with('0')) {
            return;
        }
        let Ok(n) = digits.parse::<u128>() else {
            return;
        };
        let mut values = Vec::new();
        if let Some(up) = n.checked_add(1) {
            values.push(up);
        }
        if n > 0 {
            values.push(n - 1);
        }
        for v in values {
            // `x + 1` → `x + 0` is `x` written as no one would: remove the offset instead.
            if let Some(c) = self.identity_removal(i, v) {
                out.push(c);
                continue;
            }
            let to = format!("{v}{suffix}");
            out.push(self.swap_cand(i, &to, Operator::Constant));
        }
    }

    /// The value of a decimal number literal (`1`, `1.0`, `1_000`, `2u8`), if it is one.
    fn literal_value(&self, k: usize) -> Option<f64> {
        if self.kind(k) != Some(TokenKind::Number) {
            return None;
        }
        let text: String = self.t(k).chars().filter(|&c| c != '_').collect();
        let end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(text.len());
        let (num, suffix) = text.split_at(end);
        let suffix_ok = INT_SUFFIXES.contains(&suffix)
            || matches!(suffix, "f32" | "f64" | "f" | "F" | "d" | "D");
        if !suffix_ok
            || num.is_empty()
            || (num.len() > 1 && num.starts_with('0') && !num.starts_with("0."))
        {
            return None;
        }
        num.parse().ok()
    }

    /// True when only spaces (no comment, no line break) separate the tokens `from..=to`.
    fn gap_is_blank(&self, from: usize, to: usize) -> bool {
        (from..to).all(|j| {
            self.src
                .get(self.toks[j].end..self.toks[j + 1].start)
                .is_some_and(|g| g.chars().all(|c| c == ' ' || c == '\t'))
        })
    }

    /// True when the binary operator at `i`, changed to `to`, would make an identity with a
    /// literal operand next to it: `x * 1`, `1 * x`, `x / 1`, `x // 1`, `x ** 1`, `x + 0`,
    /// `0 + x`, `x - 0`.
    fn makes_identity(&self, i: usize, to: &str) -> bool {
        let left = i.checked_sub(1).and_then(|k| self.literal_value(k));
        let right = self.literal_value(i + 1);
        match to {
            "*" => left == Some(1.0) || right == Some(1.0),
            "/" | "//" | "**" => right == Some(1.0),
            "+" => left == Some(0.0) || right == Some(0.0),
            "-" => right == Some(0.0),
            _ => false,
        }
    }

    /// For the literal at `k` changed to `v`: when that makes it the identity of the operator
    /// next to it (`x + 1` → `x + 0`, `x * 2` → `x * 1`, `1 + x` → `0 + x`), the same program
    /// written plainly: the operator and the literal removed (`x`). An offset of one removed is a
    /// `Boundary` edit, a factor removed a `Literal` one. `None` when `v` makes no identity or
    /// the literal is not a whole operand there.
    fn identity_removal(&self, k: usize, v: u128) -> Option<Cand> {
        fn prec(op: &str) -> u8 {
            match op {
                "**" => 6,
                "*" | "/" | "//" | "%" => 5,
                "+" | "-" => 4,
                _ => 0,
            }
        }
        if v > 1 {
            return None;
        }
        let binary_op = |j: usize| {
            (self.kind(j) == Some(TokenKind::Operator) && self.is_binary(j) && prec(self.t(j)) > 0)
                .then_some(j)
        };
        // A unary sign before the literal (`-1 * x`) belongs to it.
        if k > 0 && self.kind(k - 1) == Some(TokenKind::Operator) && !self.is_binary(k - 1) {
            return None;
        }
        let l = k.checked_sub(1).and_then(binary_op);
        let r = binary_op(k + 1);
        let (lp, rp) = (
            l.map_or(0, |j| prec(self.t(j))),
            r.map_or(0, |j| prec(self.t(j))),
        );
        let class = |op: &str| {
            if matches!(op, "+" | "-") {
                EditClass::Boundary
            } else {
                EditClass::Literal
            }
        };
        // `x OP lit`: the literal is the whole right operand when what follows binds no tighter.
        if let Some(l) = l {
            let op = self.t(l);
            let identity =
                (v == 0 && matches!(op, "+" | "-")) || (v == 1 && matches!(op, "*" | "/" | "//"));
            if identity && rp <= lp && rp != 6 && self.gap_is_blank(l - 1, k) {
                let (s, e) = (self.toks[l - 1].end, self.toks[k].end);
                let removed = self.src.get(self.toks[l].start..e)?;
                let mut c = self.cand(
                    s,
                    e,
                    String::new(),
                    Operator::Constant,
                    format!("remove `{}`", compact(removed, 30)),
                );
                c.class = class(op);
                return Some(c);
            }
        }
        // `lit OP x`: the literal is the whole left operand when what precedes binds looser.
        if let Some(r) = r {
            let op = self.t(r);
            let identity = (v == 0 && op == "+") || (v == 1 && op == "*");
            if identity && lp < rp && self.next(r).is_some() && self.gap_is_blank(k, r + 1) {
                let (s, e) = (self.toks[k].start, self.toks[r + 1].start);
                let removed = self.src.get(s..self.toks[r].end)?;
                let mut c = self.cand(
                    s,
                    e,
                    String::new(),
                    Operator::Constant,
                    format!("remove `{}`", compact(removed, 30)),
                );
                c.class = class(op);
                return Some(c);
            }
        }
        None
    }

    /// `min`↔`max` and the other dual calls, for a name followed by `(`.
    fn call_swap(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_punct(i + 1, "(") {
            return;
        }
        let text = self.t(i);
        // In Java and JavaScript these are `Math` functions; elsewhere a `max` may have no `min`.
        if matches!(self.lang, Lang::Java | Lang::JavaScript)
            && matches!(text, "min" | "max" | "floor" | "ceil")
            && !(self.prev_t(i) == "." && self.t(i.wrapping_sub(2)) == "Math")
        {
            return;
        }
        for &(a, b) in call_pairs(self.lang) {
            let to = if text == a {
                b
            } else if text == b {
                a
            } else {
                continue;
            };
            let t = self.toks[i];
            out.push(self.cand(
                t.start,
                t.end,
                to.to_string(),
                Operator::CallSwap,
                format!("call `{to}` instead of `{text}`"),
            ));
        }
    }

    /// The top-level items of the bracket group opened at `o`, as inclusive token ranges, or
    /// `None` if an item is empty (apart from one trailing comma).
    fn items(&self, o: usize) -> Option<Vec<(usize, usize)>> {
        let c = self.pair[o]?;
        let mut items = Vec::new();
        let mut start = o + 1;
        for j in o + 1..=c {
            // A comprehension (`[x for x in xs]`) has no items to reorder.
            if self.is_kw(j, "for") && self.parent[j] == Some(o) {
                return None;
            }
            if j == c || (self.is_punct(j, ",") && self.parent[j] == Some(o)) {
                if j == start {
                    // Allow exactly one trailing comma.
                    if j == c && !items.is_empty() {
                        break;
                    }
                    return None;
                }
                items.push((start, j - 1));
                start = j + 1;
            }
        }
        Some(items)
    }

    fn range_text(&self, first: usize, last: usize) -> &'s str {
        self.src
            .get(self.toks[first].start..self.toks[last].end)
            .unwrap_or("")
    }

    fn swap_ranges(
        &self,
        a: (usize, usize),
        b: (usize, usize),
        op: Operator,
        what: &str,
    ) -> Option<Cand> {
        let (ta, tb) = (self.range_text(a.0, a.1), self.range_text(b.0, b.1));
        if ta == tb || ta.is_empty() || tb.is_empty() {
            return None;
        }
        let start = self.toks[a.0].start;
        let end = self.toks[b.1].end;
        let middle = self.src.get(self.toks[a.1].end..self.toks[b.0].start)?;
        Some(self.cand(
            start,
            end,
            format!("{tb}{middle}{ta}"),
            op,
            format!(
                "swap {what} `{}` and `{}`",
                compact(ta, 30),
                compact(tb, 30)
            ),
        ))
    }

    /// `f(a, b)` → `f(b, a)` for calls with two or three simple arguments on one line; the
    /// callee may also be an element or a call result (`ops[k](a, b)`, `make()(a, b)`).
    fn swap_arguments(&self, o: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) {
        let callee_end = o.checked_sub(1).is_some_and(|p| {
            self.kind(p) == Some(TokenKind::Ident)
                || (matches!(self.lang, Lang::Python | Lang::JavaScript)
                    && (self.is_punct(p, "]") || self.is_punct(p, ")")))
        });
        if !self.is_punct(o, "(") || self.decl[o] || !callee_end {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        if !(2..=3).contains(&items.len()) {
            return;
        }
        let simple = |&(f, l): &(usize, usize)| {
            l - f < 3
                && (f..=l).all(|j| match self.kind(j) {
                    Some(
                        TokenKind::Ident | TokenKind::Number | TokenKind::Str | TokenKind::Char,
                    ) => true,
                    Some(TokenKind::Keyword) => VALUE_KEYWORDS.contains(&self.t(j)),
                    Some(TokenKind::Punct) => self.t(j) == ".",
                    Some(TokenKind::Operator) => self.t(j) == "-" && j == f,
                    _ => false,
                })
        };
        if !items.iter().all(simple) {
            return;
        }
        for w in items.windows(2) {
            // Single-token arguments of known, different types cannot trade places.
            if w[0].0 == w[0].1 && w[1].0 == w[1].1 {
                let (a, b) = (self.kind_of(w[0].0, cache), self.kind_of(w[1].0, cache));
                if !kinds_compatible(a.as_deref(), b.as_deref()) {
                    continue;
                }
            }
            if let Some(cand) = self.swap_ranges(w[0], w[1], Operator::SwapArguments, "arguments") {
                out.push(cand);
            }
        }
    }

    /// `[a, b]` → `[b, a]` (and Python/Rust tuples `(a, b)`) for two-element literals on one line.
    fn swap_elements(&self, o: usize, out: &mut Vec<Cand>) {
        if self.decl[o] {
            return;
        }
        let literal = match self.t(o) {
            // An index follows an operand; `#[...]` is a Rust attribute.
            "[" => !self.is_binary(o) && self.prev_t(o) != "#",
            "(" => {
                matches!(self.lang, Lang::Python | Lang::Rust)
                    && match self.prev(o) {
                        None => true,
                        Some(p) => match self.kind(p) {
                            Some(TokenKind::Operator) => self.t(p) != "!",
                            Some(TokenKind::Punct) => {
                                matches!(self.t(p), "(" | "[" | "{" | "," | ":" | "=>")
                            }
                            Some(TokenKind::Keyword) => {
                                matches!(self.t(p), "return" | "in" | "yield")
                            }
                            _ => false,
                        },
                    }
            }
            _ => false,
        };
        if !literal {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        if items.len() == 2 {
            if let Some(cand) =
                self.swap_ranges(items[0], items[1], Operator::SwapElements, "elements")
            {
                out.push(cand);
            }
        }
    }

    /// `i` → `(i + 1)` and `(i - 1)` for an identifier used as an operand or index. Returns true
    /// when it produced mutants (one operand site).
    fn operand_offset(&self, i: usize, cache: &mut ScopeCache, out: &mut Vec<Cand>) -> bool {
        if self.kind(i) != Some(TokenKind::Ident)
            || self.in_decl(i)
            || self.generic[i]
            || self.signature[i]
            || self.pattern[i]
            || self.is_type_name(i)
            || self.defined.contains(self.t(i))
            || (self.lang == Lang::Python
                && self.t(i).starts_with(|c: char| c.is_ascii_uppercase())
                && self.t(i).chars().any(|c| c.is_ascii_lowercase()))
            || never_replace(self.lang, self.t(i))
            || (self.lang == Lang::Go && self.t(i) == "err")
        {
            return false;
        }
        // `*p` and `&x` would become pointer arithmetic.
        if i > 0 && matches!(self.t(i - 1), "*" | "&") && !self.is_binary(i - 1) {
            return false;
        }
        const ARITH_REL: &[&str] = &[
            "<", "<=", ">", ">=", "==", "!=", "===", "!==", "+", "-", "*", "/", "//", "%", "**",
        ];
        const EQUALITY: &[&str] = &["==", "!=", "===", "!=="];
        const NULLS: &[&str] = &["nil", "None", "null", "undefined"];
        // `x == nil` compares with nothing numeric.
        let null_compare = (self.prev(i).is_some_and(|p| EQUALITY.contains(&self.t(p)))
            && NULLS.contains(&self.t(i.wrapping_sub(2))))
            || (EQUALITY.contains(&self.next_t(i)) && NULLS.contains(&self.t(i + 2)));
        if null_compare || self.in_non_numeric_call(i) {
            return false;
        }
        let next_is_arith_rel =
            ARITH_REL.contains(&self.next_t(i)) && self.kind(i + 1) == Some(TokenKind::Operator);
        let python_slice = |j: Option<usize>| {
            self.lang == Lang::Python
                && j.is_some_and(|j| self.parent[j].is_some_and(|o| self.t(o) == "["))
        };
        let prev_ok = match self.prev(i) {
            None => false,
            Some(p) => match (self.kind(p), self.t(p)) {
                (Some(TokenKind::Operator), t) => {
                    ARITH_REL.contains(&t) || matches!(t, "=" | "+=" | "-=" | ":=")
                }
                (Some(TokenKind::Punct), "[") => true,
                (Some(TokenKind::Punct), "(" | ",") => self.call_or_index_parent(i),
                (Some(TokenKind::Punct), ":") => python_slice(Some(i)),
                (Some(TokenKind::Punct), ".." | "..=") => true,
                // After `return` the value itself is offset (a return-value mutation); after a
                // condition keyword only an operand of a comparison or arithmetic is.
                (Some(TokenKind::Keyword), "return") => true,
                (Some(TokenKind::Keyword), kw) => {
                    next_is_arith_rel
                        && matches!(
                            kw,
                            "if" | "elif" | "while" | "and" | "or" | "assert" | "not"
                        )
                }
                _ => false,
            },
        };
        let next_ok = match self.next(i) {
            None => true,
            Some(n) => match (self.kind(n), self.t(n)) {
                (Some(TokenKind::Operator), t) => ARITH_REL.contains(&t),
                (Some(TokenKind::Punct), "]" | ")" | "," | ";" | ".." | "..=") => true,
                (Some(TokenKind::Punct), ":") => self.lang == Lang::Python,
                (Some(TokenKind::Punct), "{") => {
                    matches!(self.lang, Lang::Rust | Lang::Go)
                        && !self.t(i).starts_with(|c: char| c.is_ascii_uppercase())
                }
                _ => {
                    self.line(n) > self.line(i)
                        && self.lang != Lang::Rust
                        && self.lang != Lang::Java
                }
            },
        };
        if !prev_ok || !next_ok || self.generic.get(i + 1).copied().unwrap_or(false) {
            return false;
        }
        // Only numbers, as far as we know.
        if self.kind_of(i, cache).is_some_and(|k| !is_numeric_kind(&k)) {
            return false;
        }
        let t = self.toks[i];
        let name = self.t(i);
        for sign in ["+", "-"] {
            let to = format!("({name} {sign} 1)");
            out.push(self.cand(
                t.start,
                t.end,
                to.clone(),
                Operator::OperandOffset,
                format!("replace `{name}` with `{to}`"),
            ));
        }
        true
    }

    /// A length as an operand, off by one: `len(xs)` (Python), `xs.length` (JavaScript),
    /// `xs.len()` (Rust, Go's `len(xs)` too) become `(... - 1)` and `(... + 1)`. The receiver is
    /// a name or a dotted chain of names; anything else is left alone.
    fn length_offset(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident)
            || self.in_decl(i)
            || self.pattern[i]
            || self.signature[i]
        {
            return;
        }
        let name = self.t(i);
        let ident = |j: usize| self.kind(j) == Some(TokenKind::Ident);
        // The start of `a.b.c` ending at token `k` (an identifier).
        let chain_start = |mut k: usize| -> Option<usize> {
            while k >= 2 && self.is_punct(k - 1, ".") && ident(k - 2) {
                k -= 2;
            }
            (k == 0 || !self.is_punct(k - 1, ".")).then_some(k)
        };
        let span = match (self.lang, name) {
            (Lang::Python | Lang::Go, "len")
                if self.is_punct(i + 1, "(") && !self.is_punct(i.wrapping_sub(1), ".") =>
            {
                self.pair
                    .get(i + 1)
                    .copied()
                    .flatten()
                    .map(|close| (i, close))
            }
            (Lang::JavaScript, "length") if i >= 2 && self.is_punct(i - 1, ".") && ident(i - 2) => {
                chain_start(i - 2).map(|s| (s, i))
            }
            (Lang::Rust, "len")
                if i >= 2
                    && self.is_punct(i - 1, ".")
                    && ident(i - 2)
                    && self.is_punct(i + 1, "(")
                    && self.is_punct(i + 2, ")") =>
            {
                chain_start(i - 2).map(|s| (s, i + 2))
            }
            _ => None,
        };
        let Some((s, e)) = span else { return };
        // Only where a parenthesized operand is certainly an expression.
        let before = self.prev_t(s);
        if matches!(
            before,
            "." | "&" | "*" | "fn" | "def" | "let" | "const" | "var"
        ) {
            return;
        }
        let (start, end) = (self.toks[s].start, self.toks[e].end);
        let text = &self.src[start..end];
        if text.contains('\n') {
            return;
        }
        for sign in ["-", "+"] {
            let to = format!("({text} {sign} 1)");
            out.push(self.cand(
                start,
                end,
                to.clone(),
                Operator::OperandOffset,
                format!("replace `{text}` with `{to}`"),
            ));
        }
    }

    /// True when token `i` is an argument of a well-known function that takes no number
    /// (`len(xs)`, `print(x)`), where `(x + 1)` would be a type error.
    fn in_non_numeric_call(&self, i: usize) -> bool {
        const NON_NUMERIC: &[&str] = &[
            "len",
            "cap",
            "sum",
            "sorted",
            "list",
            "set",
            "tuple",
            "dict",
            "str",
            "repr",
            "print",
            "println",
            "printf",
            "Println",
            "Printf",
            "Sprintf",
            "Errorf",
            "Fatalf",
            "enumerate",
            "zip",
            "reversed",
            "iter",
            "isinstance",
            "type",
            "any",
            "all",
            "map",
            "filter",
            "log",
            "error",
            "warn",
            "info",
            "debug",
            "append",
            "extend",
            "join",
            "format",
            "bool",
            "hash",
            "id",
            "next",
            "keys",
            "values",
            "items",
            "copy",
            "deepcopy",
            "assertEqual",
        ];
        self.parent[i].is_some_and(|o| {
            self.t(o) == "("
                && o > 0
                && self.kind(o - 1) == Some(TokenKind::Ident)
                && NON_NUMERIC.contains(&self.t(o - 1))
        })
    }

    /// True when token `i` sits directly in a call's or index's brackets (not a tuple pattern
    /// after `let`/`for`, not a parameter list).
    fn call_or_index_parent(&self, i: usize) -> bool {
        let Some(o) = self.parent[i] else {
            return false;
        };
        if self.decl[o] {
            return false;
        }
        let is_call = self.is_call_paren(o);
        // A parenthesized group with a top-level comma and no callee is a tuple (often a
        // pattern, as in `for i, (x, y) in ...`), not a call.
        let tuple = !is_call
            && self.pair[o].is_some_and(|c| {
                (o + 1..c).any(|j| self.is_punct(j, ",") && self.parent[j] == Some(o))
            });
        match self.t(o) {
            "[" => true,
            "(" if tuple => false,
            "(" => match self.prev(o) {
                None => true,
                Some(p) => match self.kind(p) {
                    Some(TokenKind::Keyword) => {
                        let kw = self.t(p);
                        let binds = matches!(
                            kw,
                            "let" | "var" | "const" | "fn" | "def" | "func" | "function" | "catch"
                        );
                        let for_pattern =
                            kw == "for" && matches!(self.lang, Lang::Python | Lang::Rust);
                        !binds && !for_pattern
                    }
                    _ => true,
                },
            },
            _ => false,
        }
    }

    /// Replaces the variable use at `i` by up to `max` other variables of the same function,
    /// closest by line first.
    fn identifier_replace(
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

    /// Deletes the simple statement that makes up `line`, if there is one: Python gets `pass`,
    /// other languages lose the statement. Declarations, block headers and closers, `return` in
    /// compiled languages and statements spanning lines are never deleted.
    fn statement_deletion(&self, line: u32) -> Option<Cand> {
        let first = self.first_token_on_line(line)?;
        let last = (first..self.toks.len())
            .take_while(|&j| self.line(j) == line)
            .last()?;
        if self.end_line(last) != line {
            return None;
        }
        // Every bracket on the line must open and close on it.
        let balanced = (first..=last).all(|j| {
            !(self.is_open(j) || self.is_close(j))
                || self.pair[j].is_some_and(|p| (first..=last).contains(&p))
        });
        if !balanced || self.parent[first] != self.parent[last] || self.in_decl(first) {
            return None;
        }
        let ft = self.t(first);
        let lt = self.t(last);
        let python = self.lang == Lang::Python;
        if python {
            const HEADERS: &[&str] = &[
                "def", "class", "if", "elif", "else", "for", "while", "try", "except", "finally",
                "with", "async", "import", "from", "global", "nonlocal", "pass", "lambda",
            ];
            let prev_ok = self.first_on_line(first) && self.prev_t(first) != "\\";
            let next_ok = self.last_on_line(last);
            if !prev_ok
                || !next_ok
                || self.parent[first].is_some()
                || HEADERS.contains(&ft)
                || matches!(ft, "@" | "match" | "case")
                || matches!(lt, ":" | "\\")
            {
                return None;
            }
        } else {
            const SKIP: &[&str] = &[
                "let",
                "var",
                "const",
                "static",
                "fn",
                "func",
                "function",
                "type",
                "struct",
                "impl",
                "use",
                "import",
                "package",
                "return",
                "mod",
                "pub",
                "class",
                "interface",
                "enum",
                "trait",
                "match",
                "if",
                "else",
                "for",
                "while",
                "loop",
                "switch",
                "case",
                "default",
                "break",
                "continue",
                "do",
                "try",
                "catch",
                "finally",
                "yield",
                "goto",
                "export",
                "extern",
                "unsafe",
                "async",
                "where",
                "private",
                "public",
                "protected",
                "final",
                "abstract",
                "synchronized",
                "select",
                "defer",
                "go",
                "throw",
            ];
            if SKIP.contains(&ft) && !(self.lang == Lang::JavaScript && ft == "return") {
                return None;
            }
            // A statement starts with a name or keyword (or `*p = ...`, `++i`); a line starting
            // with punctuation or an operator continues an expression.
            let starts_statement = match self.kind(first) {
                Some(TokenKind::Ident | TokenKind::Keyword) => true,
                Some(TokenKind::Operator) => matches!(ft, "*" | "++" | "--"),
                _ => false,
            };
            if !starts_statement || lt == "{" {
                return None;
            }
            if let Some(p) = self.prev(first) {
                let pt = self.t(p);
                // The body of a brace-less `if (...)`, `while (...)`, `else`: deleting it would
                // make the next statement the body.
                let control_header = self.is_kw(p, "else")
                    || self.is_kw(p, "do")
                    || (pt == ")"
                        && self.pair[p].is_some_and(|o| {
                            matches!(self.t(o.wrapping_sub(1)), "if" | "while" | "for")
                        }));
                if control_header {
                    return None;
                }
                let separated = matches!(pt, ";" | "{" | "}")
                    || (matches!(self.lang, Lang::Go | Lang::JavaScript)
                        && self.line(p) < line
                        && self.ends_statement(p));
                if !separated || self.end_line(p) >= line {
                    return None;
                }
            }
            let terminated = match self.lang {
                Lang::Rust | Lang::Java => lt == ";",
                _ => {
                    lt == ";"
                        || (self.ends_statement(last)
                            && self.last_on_line(last)
                            && !matches!(self.next_t(last), "." | "?." | "(" | "["))
                }
            };
            if !terminated {
                return None;
            }
            // Declarations whose removal cannot compile: `x := ...` in Go, `Type name ...` in Java.
            let top_level = |j: usize| self.parent[j] == self.parent[first];
            if self.lang == Lang::Go && (first..=last).any(|j| self.is_op(j, ":=") && top_level(j))
            {
                return None;
            }
            if self.lang == Lang::Java {
                let nt = self.next_t(first);
                if self.kind(first + 1) == Some(TokenKind::Ident)
                    || self.generic.get(first + 1).copied().unwrap_or(false)
                    || (nt == "[" && self.t(first + 2) == "]")
                {
                    return None;
                }
            }
        }
        let (s, e) = (self.toks[first].start, self.toks[last].end);
        let stmt = self.src.get(s..e).unwrap_or("");
        let (replacement, description) = if python {
            (
                "pass".to_string(),
                format!("replace `{}` with `pass`", compact(stmt, 60)),
            )
        } else {
            (String::new(), format!("delete `{}`", compact(stmt, 60)))
        };
        let mut cand = self.cand(s, e, replacement, Operator::StatementDeletion, description);
        // Deleting a way out or a check (`return`, `raise`, `break`, an assertion) is degenerate:
        // it removes behaviour rather than changing it.
        let exits = matches!(
            ft,
            "return" | "raise" | "throw" | "break" | "continue" | "assert"
        ) || (self.lang == Lang::Rust
            && self.is_op(first + 1, "!")
            && matches!(
                ft,
                "assert"
                    | "assert_eq"
                    | "assert_ne"
                    | "debug_assert"
                    | "debug_assert_eq"
                    | "debug_assert_ne"
                    | "panic"
                    | "unreachable"
            ));
        if exits {
            cand.class = EditClass::Degenerate;
        }
        Some(cand)
    }

    /// Fills in id, line, original text and token count.
    fn finish(&self, c: Cand, role: LineRole) -> Mutant {
        let original = self.src.get(c.start..c.end).unwrap_or("").to_string();
        let line = self.index.line_of(c.start);
        let col = self.index.col_of(self.src, c.start);
        let id = format!(
            "L{line}:C{col}:{}:{}->:{}",
            c.op.code(),
            compact(&original, 40),
            compact(&c.replacement, 40)
        );
        let tokens_changed = token_distance(&original, &c.replacement, self.lang);
        Mutant {
            id,
            line,
            start_byte: c.start,
            end_byte: c.end,
            original,
            replacement: c.replacement,
            operator: c.op,
            description: c.description,
            tokens_changed,
            class: self.classify(role, c.op, c.class),
        }
    }
}

/// Whitespace runs become one space; text longer than `max` chars is cut with `…`.
fn compact(s: &str, max: usize) -> String {
    let joined = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if joined.chars().count() <= max {
        return joined;
    }
    let mut cut: String = joined.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Levenshtein distance over token texts of `a` and `b`, lexed as `lang`. Very long inputs fall
/// back to the larger token count (an upper bound).
pub fn token_distance(a: &str, b: &str, lang: Lang) -> u32 {
    let ta: Vec<&str> = lex(a, lang).iter().map(|t| t.text(a)).collect();
    let tb: Vec<&str> = lex(b, lang).iter().map(|t| t.text(b)).collect();
    if ta.len() > 400 || tb.len() > 400 {
        return ta.len().max(tb.len()) as u32;
    }
    let mut row: Vec<usize> = (0..=tb.len()).collect();
    for (i, x) in ta.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, y) in tb.iter().enumerate() {
            let sub = diag + usize::from(x != y);
            diag = row[j + 1];
            row[j + 1] = sub.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[tb.len()] as u32
}
