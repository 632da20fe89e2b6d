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
//!
//! One file per operator family, each an `impl Analysis` block that pushes candidates:
//! `swaps` (one token for its alternatives: relational, logical, arithmetic, compound, bitwise,
//! keyword operators, booleans, dual calls), `conditions` (negated conditions), `literals`
//! (constants moved by one), `offsets` (off-by-one operands and lengths), `reorder` (swapped
//! arguments and elements), `identifiers` (variable replacement), `deletion` (statement
//! deletion), `jumps` (a `break`/`continue` added at the end of a branch in a loop), `pitfalls`
//! (a language's known slips: `.sort()` without comparator, a signed `%`, Python's `.seconds`),
//! `sequences` (a comprehension's missing filter, a list built back to front). `class` says what kind of edit each mutant is (`EditClass`). This file holds the
//! public types, `generate` (which runs the families and applies the budget) and `apply`.

mod add_code;
mod affinity;
mod algorithms;
mod arguments;
mod class;
mod conditions;
mod deletion;
mod identifiers;
mod jumps;
mod literals;
mod members;
mod offsets;
mod operands;
mod pitfalls;
mod project;
mod receivers;
mod reorder;
mod repairs;
mod scope;
mod sequences;
mod siblings;
mod structure;
mod swaps;

use super::lexer::{lex, Lang};
pub use class::EditClass;
use class::LineRole;
pub use operands::orphaned_by;
pub use project::ProjectFacts;
use scope::ScopeCache;
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
    /// Adds a call around an expression: `s.lower()`, `abs(a - b)`, `len(xs)` (`add_code`).
    AddCall,
    /// Appends `+ 1`/`- 1` to a compound index, slice or range bound (`add_code`).
    BoundOffset,
    /// Adds an early-return guard before a statement (`add_code`).
    AddGuard,
    /// Replaces a short word-like string literal by another of the file (`"url"` -> `"path"`,
    /// `'ms'` -> `'s'`) (`members`).
    StringReplace,
    /// Python: `except ValueError:` -> `except Exception:` (`members`), and a catch-all
    /// narrowed to what the `try` body raises (`repairs`).
    ExceptBroaden,
    /// Python: `return name` added after the last statement of a function that returns values
    /// elsewhere (`repairs`).
    AddReturn,
    /// `break` / `continue` added after the last statement of a branch inside a loop (`jumps`).
    AddJump,
}

impl Operator {
    pub const ALL: [Operator; 23] = [
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
        Operator::AddCall,
        Operator::BoundOffset,
        Operator::AddGuard,
        Operator::StringReplace,
        Operator::ExceptBroaden,
        Operator::AddReturn,
        Operator::AddJump,
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
            Operator::AddCall => "addcall",
            Operator::BoundOffset => "bound",
            Operator::AddGuard => "guard",
            Operator::StringReplace => "str",
            Operator::ExceptBroaden => "except",
            Operator::AddReturn => "return",
            Operator::AddJump => "jump",
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
    /// Whether the names around the line point to this edit (the variable it assigns, the
    /// function it is in: `operators::affinity`): the search tries it first on its line.
    #[serde(default)]
    pub first: bool,
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
/// operator and the order the operator proposed them in, so the same input always yields the
/// same list.
pub fn generate(source: &str, lang: Lang, lines: &[u32], budget: &MutationBudget) -> Vec<Mutant> {
    generate_in(source, lang, lines, budget, &ProjectFacts::default())
}

/// `generate`, with what the project's other files say about its names (`ProjectFacts`: the
/// fields of its types, for a field read that should have been another field of the same type).
pub fn generate_in(
    source: &str,
    lang: Lang,
    lines: &[u32],
    budget: &MutationBudget,
    project: &ProjectFacts,
) -> Vec<Mutant> {
    let targets: BTreeSet<u32> = lines.iter().copied().collect();
    if targets.is_empty() || budget.max_per_line == 0 || budget.max_total == 0 {
        return Vec::new();
    }
    let a = Analysis::new(source, lang);
    let mut per_line: BTreeMap<u32, Vec<Cand>> = BTreeMap::new();
    let mut scopes = ScopeCache::default();
    let mut operand_sites: BTreeMap<u32, usize> = BTreeMap::new();
    let facts = a.add_code_facts();
    let unread_literals = a.unread_literal_locals();
    let members = a.members();
    let unused_binders = a.unused_binders();
    let compiles_regex = a.compiles_regex();
    let (file_strings, regex_groups) = a.strings_and_groups();
    for i in 0..a.toks.len() {
        let line = a.toks[i].line;
        if !targets.contains(&line) {
            continue;
        }
        let mut out = Vec::new();
        a.token_operators(i, &mut scopes, &mut out);
        let sites = operand_sites.entry(line).or_default();
        if !facts.is_boolean(a.t(i))
            && !facts.is_text(a.t(i))
            && *sites < budget.max_operand_sites_per_line
            && a.operand_offset(i, &mut scopes, &mut out)
        {
            *sites += 1;
        }
        a.identifier_replace(i, budget.max_identifier_replacements, &mut scopes, &mut out);
        a.use_unused_binder(i, &unused_binders, &mut out);
        a.length_offset(i, &mut out);
        a.add_call(i, &mut scopes, &facts, &mut out);
        a.add_abs_difference(i, &mut scopes, &facts, &mut out);
        a.add_modulo_difference(i, &mut out);
        a.bound_offset(i, &mut out);
        a.attribute_replace(i, &mut out);
        a.stale_copy(i, &mut out);
        a.mirrored_field(i, &mut out);
        a.literal_for_constant(i, &mut out);
        a.literal_for_unread(i, &unread_literals, &mut out);
        if a.is_punct(i + 1, ".") {
            a.receiver_replace(i, &members, &mut scopes, &mut out);
        }
        if a.is_punct(i.wrapping_sub(1), ".") {
            a.field_replace(i, &members, project, &mut out);
        }
        a.string_replace(i, project, &mut out);
        a.name_affinity(i, &file_strings, &regex_groups, project, &mut out);
        a.date_format(i, &mut out);
        a.range_bound(i, &mut out);
        a.except_broaden(i, &mut out);
        a.add_sorted(i, &facts, &mut out);
        a.named_call(i, &mut out);
        a.reversed_sequence(i, &facts, &mut out);
        a.comprehension_filter(i, &mut out);
        a.sibling_call(i, &mut out);
        a.convert_text_input(i, &facts, &mut out);
        a.reduce_initial(i, &mut out);
        a.month_offset(i, &mut out);
        a.sibling_term(i, &mut out);
        if matches!(a.t(i), "if" | "elif" | "while" | "return") {
            a.negate_conjunct(i, &mut out);
        }
        if matches!(a.t(i), "if" | "elif" | "while") {
            a.join_unread_flag(i, &mut scopes, &mut out);
        }
        a.negate_filter(i, &mut out);
        a.guard_empty_subscript(i, &mut out);
        a.normalize_default(i, &mut out);
        a.convert_self_assignment(i, &mut out);
        if compiles_regex {
            a.regex_escape(i, &mut out);
        }
        a.slice_both_ends(i, &mut out);
        a.trim_before_owned(i, &mut out);
        a.python_pitfalls(i, &mut out);
        a.js_pitfalls(i, &mut out);
        a.euclid_remainder(i, &mut out);
        a.missing_keyword(i, &mut out);
        a.missing_regex_flag(i, &mut out);
        a.regex_quantifier(i, &mut out);
        a.time_unit(i, &mut out);
        a.division_before_cast(i, &mut out);
        a.byte_length(i, &mut scopes, &mut out);
        a.zero_padding(i, &mut out);
        a.heap_as_list(i, &mut out);
        a.alias_copy(i, &mut out);
        a.return_copy(i, &mut out);
        a.except_narrow(i, &mut out);
        a.copy_mutable_default(i, &mut out);
        a.abs_after_sign_test(i, &mut out);
        a.algorithm_slips(i, &mut out);
        a.swap_operands(i, &mut out);
        a.return_default(i, &mut out);
        a.rust_result_flip(i, &mut out);
        a.default_value(i, &mut out);
        a.forward_arguments(i, &mut out);
        a.arguments_out_of_order(i, project, &mut out);
        a.sibling_function(i, &mut out);
        a.call_unused_helper(i, &mut out);
        a.sibling_call_site(i, &mut out);
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
        per_line
            .entry(line)
            .or_default()
            .extend(a.add_guard(line, &facts));
        per_line
            .entry(line)
            .or_default()
            .extend(a.normalize_parameter(line, &facts));
        let mut returns = Vec::new();
        a.skip_item(line, &mut returns);
        a.add_return(line, &mut returns);
        a.add_jump(line, &mut returns);
        a.add_final_flush(line, &mut returns);
        per_line.entry(line).or_default().extend(returns);
    }

    // Dedupe, then keep `max_per_line` per line, spread over the operators (see below).
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
        cands.sort_by_key(|c| (!c.first, c.op, c.start, c.seq));
        if cands.len() > budget.max_per_line {
            // Over budget: within an operator, round-robin over its sites (the first candidate
            // of every site, then the second, ...), so that the last names of a long line keep
            // their closest replacements (`data[left]` at the end of a busy condition).
            let mut site_rank: BTreeMap<(Operator, usize), usize> = BTreeMap::new();
            let mut ranked: Vec<(usize, Cand)> = cands
                .into_iter()
                .map(|c| {
                    let r = site_rank.entry((c.op, c.start)).or_insert(0);
                    *r += 1;
                    (*r - 1, c)
                })
                .collect();
            ranked.sort_by_key(|(r, c)| (!c.first, c.op, *r, c.start, c.seq));
            cands = ranked.into_iter().map(|(_, c)| c).collect();
            // Then the first two of every operator, so that a line with many names (each with
            // its replacements) does not crowd out the operators that come late in the order
            // (an added call, a moved term); then the rest in operator order.
            let mut nth: BTreeMap<Operator, usize> = BTreeMap::new();
            let (mut chosen, rest): (Vec<Cand>, Vec<Cand>) = cands.into_iter().partition(|c| {
                let n = nth.entry(c.op).or_insert(0);
                *n += 1;
                c.first || *n <= 2
            });
            chosen.truncate(budget.max_per_line);
            let room = budget.max_per_line - chosen.len();
            chosen.extend(rest.into_iter().take(room));
            cands = chosen;
            cands.sort_by_key(|c| (!c.first, c.op, c.start, c.seq));
        }
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
    // By span and operator; at one site, in the order the operator ranked its alternatives
    // (`seq`: an identifier's closest and same-place names first).
    chosen.sort_by_key(|c| (c.start, c.end, c.op, c.seq));
    let mut ids = BTreeSet::new();
    let mut roles: BTreeMap<usize, LineRole> = BTreeMap::new();
    let bodies = a.one_line_bodies();
    chosen
        .into_iter()
        .map(|mut c| {
            // A one-line function body turned into another one's: `__gt__` a copy of `__lt__`.
            if let Some(twin) = twin_of(&a, &bodies, &c) {
                c.class = EditClass::Degenerate;
                c.description = format!(
                    "{}, making its function a copy of the one at line {twin}",
                    c.description
                );
            }
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
/// families (the first mutant of each family in priority order, then the second of each, ...), and
/// within a family across its sites, so that a search that runs only the first few mutants of a
/// line still tries every family and every site.
pub fn search_order(mut mutants: Vec<Mutant>) -> Vec<Mutant> {
    // Stable: at one site, the order `generate` gave (the operator's own ranking).
    mutants.sort_by_key(|m| (m.operator, m.start_byte));
    // Within a family, round-robin over the sites (the first mutant of every site, then the
    // second, ...): a name at the end of a busy line is tried as early as the first one.
    let mut site: BTreeMap<(Operator, usize), usize> = BTreeMap::new();
    let mut by_site: Vec<(usize, Mutant)> = mutants
        .into_iter()
        .map(|m| {
            let r = site.entry((m.operator, m.start_byte)).or_insert(0);
            *r += 1;
            (*r, m)
        })
        .collect();
    by_site.sort_by_key(|(r, m)| (m.operator, *r, m.start_byte));
    let mutants: Vec<Mutant> = by_site.into_iter().map(|(_, m)| m).collect();
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
    /// Tried first on its line, and kept first under the budget: a repair the names around
    /// the read point to (`affinity`).
    first: bool,
}

/// Keywords that may directly precede an expression operand.
pub(super) const EXPR_KEYWORDS: &[&str] = &[
    "return", "if", "elif", "while", "and", "or", "not", "in", "is", "else", "yield", "await",
    "assert", "case", "match", "throw", "raise", "del", "go", "defer", "range", "of", "typeof",
    "delete", "void",
];

/// Keywords whose token is a value (an operand), not syntax.
pub(super) const VALUE_KEYWORDS: &[&str] = &[
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
pub(super) fn never_replace(lang: Lang, name: &str) -> bool {
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

impl<'s> Analysis<'s> {
    pub(super) fn cand(
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
            first: false,
        }
    }

    pub(super) fn swap_cand(&self, i: usize, to: &str, op: Operator) -> Cand {
        let t = self.toks[i];
        let from = self.t(i);
        let description = match self.neighbours_if_ambiguous(i) {
            // The same token twice on the line: name the one that changes by its neighbours
            // ("change `mid + 1` to `mid - 1`", not "change `+` to `-`").
            Some((before, after)) => {
                format!("change `{before}{from}{after}` to `{before}{to}{after}`")
            }
            None => format!("change `{from}` to `{to}`"),
        };
        self.cand(t.start, t.end, to.to_string(), op, description)
    }

    /// The text of the tokens next to token `i` (with the spacing of the source), when the same
    /// token text appears more than once on its line; `None` when it is unambiguous.
    fn neighbours_if_ambiguous(&self, i: usize) -> Option<(String, String)> {
        let line = self.index.line_of(self.toks[i].start);
        let same = (0..self.toks.len())
            .filter(|&j| self.index.line_of(self.toks[j].start) == line && self.t(j) == self.t(i))
            .count();
        if same < 2 {
            return None;
        }
        let on_line = |j: usize| {
            self.toks
                .get(j)
                .filter(|t| self.index.line_of(t.start) == line)
                .copied()
        };
        let me = self.toks[i];
        let before = i
            .checked_sub(1)
            .and_then(on_line)
            .map(|p| self.src[p.start..me.start].to_string())
            .unwrap_or_default();
        let after = on_line(i + 1)
            .map(|n| self.src[me.end..n.end].to_string())
            .unwrap_or_default();
        if before.contains('\n') || after.contains('\n') {
            return None;
        }
        Some((before, after))
    }

    /// Fills in id, line, original text and token count.
    pub(super) fn finish(&self, c: Cand, role: LineRole) -> Mutant {
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
            first: c.first,
        }
    }
}

/// The line of another one-line function body that `c` turns its own one-line body into, if
/// any (see `Analysis::one_line_bodies`).
fn twin_of(
    a: &Analysis,
    bodies: &std::collections::HashMap<&str, Vec<u32>>,
    c: &Cand,
) -> Option<u32> {
    let line = a.index.line_of(c.start);
    let (s, e) = a.index.line_span(a.src, line)?;
    let own = a.src[s..e].trim();
    if c.end > e || !bodies.get(own).is_some_and(|v| v.contains(&line)) {
        return None;
    }
    let mutated = format!(
        "{}{}{}",
        &a.src[s..c.start],
        c.replacement,
        &a.src[c.end..e]
    );
    bodies
        .get(mutated.trim())?
        .iter()
        .copied()
        .find(|&l| l != line)
}

/// Whitespace runs become one space; text longer than `max` chars is cut with `…`.
pub(super) fn compact(s: &str, max: usize) -> String {
    let joined = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if joined.chars().count() <= max {
        return joined;
    }
    let mut cut: String = joined.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Levenshtein distance over token texts of `a` and `b`, lexed as `lang`, where a transposition
/// counts as one edit. Very long inputs fall
/// back to the larger token count (an upper bound).
pub fn token_distance(a: &str, b: &str, lang: Lang) -> u32 {
    let ta: Vec<&str> = lex(a, lang).iter().map(|t| t.text(a)).collect();
    let tb: Vec<&str> = lex(b, lang).iter().map(|t| t.text(b)).collect();
    // A transposition (the same tokens in another order: swapped operands or arguments) is one
    // edit, as small as the one-token slip it repairs.
    if ta != tb && ta.len() == tb.len() {
        let (mut sa, mut sb) = (ta.clone(), tb.clone());
        sa.sort_unstable();
        sb.sort_unstable();
        if sa == sb {
            return 1;
        }
    }
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

/// Test helpers shared by the operator files' tests.
#[cfg(test)]
pub(super) mod testing {
    use crate::mutate::{apply, generate, Lang, MutationBudget, Operator};

    /// The texts of `src` after each mutant of operator `op` on `line`.
    pub(in crate::mutate) fn mutated(
        src: &str,
        lang: Lang,
        line: u32,
        op: Operator,
    ) -> Vec<String> {
        generate(src, lang, &[line], &MutationBudget::default())
            .iter()
            .filter(|m| m.operator == op)
            .map(|m| apply(src, m))
            .collect()
    }

    /// Whether a mutant of operator `op` on `line` makes `src` contain `want`.
    pub(in crate::mutate) fn has(
        src: &str,
        lang: Lang,
        line: u32,
        op: Operator,
        want: &str,
    ) -> bool {
        mutated(src, lang, line, op)
            .iter()
            .any(|s| s.contains(want))
    }
}
