//! Step 3 of the search, "score": the runs of single mutants become one ranking of lines.
//!
//! A line's score is the one the ranking is sorted by and the one shown:
//!
//! `score = 0.8 · evidence + 0.1 · prior + 0.1 · verified fix`
//!
//! - *evidence*: `mutate::fuse` of Metallaxis (0.5), Ochiai (0.2), MUSE (0.1) and the stack
//!   frames (0.1), each normalised over the lines it scores, times the share of the failing
//!   tests that execute the line where coverage exists (one bug explains every failure: a line
//!   a failing test never runs cannot explain that test). Metallaxis per mutant is the mean of
//!   its score over kills (a failing test that fails differently counts) and over strict outcome
//!   changes; per line, the best mutant. A mutant whose edit is suspect as a fix (a literal, a
//!   declaration or shared constant, a degenerate edit, a deletion: `class`) counts at 0.7 of its
//!   score, but never less than its kills alone would give any edit: such edits make tests pass
//!   by changing data or removing code, often on a line that is not the fault, while changing how
//!   the failing tests fail is evidence whatever the edit (on a line whose fix adds code, a
//!   deleted statement or a changed literal is often the only edit that reaches the fault); the deletion of a `raise`/`throw`/`panic!` at 0.7 of that again (the error
//!   is the symptom, its condition the likelier fault). Harness mutants (imports, exports, module lines) are never run.
//! - *prior*: the static prior (a frame of the stack trace, the stack analyzer's pick, what the
//!   line computes, how close its function is to the failure), normalised to 0..1 over the
//!   candidate lines. It is what orders lines with equal evidence, shown as such.
//! - *verified fix*: 1 when a mutant of the line that is not suspect (nor leaves a computed
//!   local unread: `mutate::orphaned_by`) made every test pass in a complete run, else 0; not
//!   for a call added to a read of a name when the same call added where the name is assigned
//!   passes too (the repair belongs at the value's source).
//!
//! A line that raises an error as the one statement of a branch, with no edit making a failing
//! test pass, hands its evidence to the condition that decides it and keeps 0.7 of it
//! (`hand_over_raises`): the error is the symptom.
//!
//! Exact ties (after rounding to 3 decimals) are ordered by file and line, except that a line
//! repeating the line above it word for word (a pasted copy) goes before its original.

use super::class::{class_of, EditClass};
use super::lab::{Job, Outcome};
use super::Line;
use crate::mutate::{
    fuse, is_plausible_fix, metallaxis_mutant, muse_lines, stack_evidence, FusionInput,
    FusionWeights, LineKey, MutantResult,
};
use std::collections::{BTreeMap, BTreeSet};

/// Fusion weights of the evidence: Metallaxis leads (the strongest single formula in the
/// literature and on our corpus), Ochiai next, MUSE and the stack frames refine. MUSE averages
/// over a line's mutants, so a line with one or two mutants can swing it; it gets a small weight.
pub const WEIGHTS: FusionWeights = FusionWeights {
    metallaxis: 0.5,
    muse: 0.1,
    ochiai: 0.2,
    stack: 0.1,
};
/// Share of the score from the evidence, the prior and a verified fix.
pub const EVIDENCE_SHARE: f64 = 0.8;
pub const PRIOR_SHARE: f64 = 0.1;
pub const FIX_SHARE: f64 = 0.1;
/// What a suspect edit's Metallaxis counts for.
pub const SUSPECT_FACTOR: f64 = 0.7;
/// On top of `SUSPECT_FACTOR`, for the deletion of a statement that raises an error.
pub const RAISE_DELETION_FACTOR: f64 = 0.7;

/// Whether `m` deletes a statement that raises an error (`raise`, `throw`, `panic!`).
fn raises_an_error(m: &crate::mutate::Mutant) -> bool {
    let t = m.original.trim_start();
    m.operator == crate::mutate::Operator::StatementDeletion
        && (t.starts_with("raise ") || t.starts_with("throw ") || t.starts_with("panic!("))
}

/// Whether an edit of a file leaves a computed local unread (see `Scoring::orphans`).
pub type OrphanCheck<'a> = dyn Fn(&str, &crate::mutate::Mutant) -> bool + 'a;

/// One finished job.
#[derive(Debug, Clone)]
pub struct Run {
    pub job: Job,
    pub outcome: Outcome,
}

impl Run {
    /// The line of a single mutant's job.
    pub fn line(&self) -> Line {
        (self.job.edits[0].0.clone(), self.job.edits[0].1.line)
    }

    pub fn is_single(&self) -> bool {
        self.job.edits.len() == 1
    }

    /// Made every failing test pass and broke no passing one, in a run of every test.
    pub fn is_fix(&self, failing: &[bool]) -> bool {
        matches!(&self.outcome, Outcome::Ran { changed, complete: true, .. } if is_plausible_fix(failing, changed))
    }
}

/// A ranked line with the parts of its score.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranked {
    pub line: Line,
    /// The score the ranking is sorted by (rounded to 3 decimals).
    pub score: f64,
    /// The parts: `EVIDENCE_SHARE * evidence + PRIOR_SHARE * prior + FIX_SHARE * fix`.
    pub evidence: f64,
    pub prior: f64,
    pub fix: bool,
    /// The `raise` line whose evidence this condition took over (see `Scoring::raise_guards`).
    pub guards: Option<Line>,
}

/// What the ranking is computed from.
pub struct Scoring<'a> {
    pub failing: &'a [bool],
    pub ochiai: &'a BTreeMap<LineKey, f64>,
    pub frames: &'a [Line],
    pub candidates: &'a BTreeSet<Line>,
    pub prior: &'a BTreeMap<Line, f64>,
    /// Module-level definition lines: an edit there is a declaration change.
    pub globals: &'a BTreeSet<Line>,
    /// Whether an edit of a file stops reading a local the function still computes (see
    /// `mutate::orphaned_by`): such a fix bypasses code instead of repairing it.
    pub orphans: Option<&'a OrphanCheck<'a>>,
    /// Per line, how many failing and passing tests execute it (empty without coverage).
    pub spectra: &'a BTreeMap<Line, (u32, u32)>,
    /// Per candidate line that assigns plain names (`mimetype = parts[0].strip()`, `digit, unit
    /// = ...`), the names: a call added to a later read of one is downstream of the same call
    /// added where it is assigned (see `rank`).
    pub assigned: &'a BTreeMap<Line, Vec<String>>,
    /// The lines of `assigned` whose name the function also assigns on another line
    /// (`key, value = param, True` ... `key = param[:i]`): a call added there repairs one of
    /// the values that reach a later read, a call added to the read repairs them all.
    pub several: &'a BTreeSet<Line>,
    /// Lines that repeat the line above them word for word (`x.pop("parent", None)` twice):
    /// the second is the pasted copy, and between two lines of equal score it is the likelier
    /// fault (a copy not edited after pasting).
    pub copies: &'a BTreeSet<Line>,
    /// Pairs (a line that calls a function of the workspace, the first statement of that
    /// function): a call added to an argument there is downstream of the same normaliser
    /// applied to the parameter at the function's entry (see `rank`).
    pub enters: &'a BTreeSet<(Line, Line)>,
    /// Lines that raise an error (`raise`, `throw`, `panic!`) as the one statement of a branch,
    /// each with the line of the condition that decides it (`if isFrozen:` above `raise
    /// KeyError(name)`). The error is the symptom: when no edit of the raise makes a failing
    /// test pass, its evidence speaks for the condition (see `rank`).
    pub raise_guards: &'a BTreeMap<Line, Line>,
}

impl Scoring<'_> {
    /// The class of a single mutant's edit in its context (an edit of a module-level definition
    /// is a declaration change, whatever its operator).
    pub fn class(&self, file: &str, m: &crate::mutate::Mutant) -> EditClass {
        let c = class_of(m);
        if !c.is_suspect_fix() && self.globals.contains(&(file.to_string(), m.line)) {
            EditClass::Declaration
        } else {
            c
        }
    }

    /// Whether a run's edit is suspect as a fix (for pairs: either edit): its class, or it
    /// leaves computed code dead.
    pub fn suspect(&self, run: &Run) -> bool {
        run.job.edits.iter().any(|(f, m)| {
            self.class(f, m).is_suspect_fix() || self.orphans.is_some_and(|orphan| orphan(f, m))
        })
    }

    pub fn input(&self, runs: &[Run]) -> FusionInput {
        let mut metallaxis: BTreeMap<LineKey, f64> = BTreeMap::new();
        let mut changed_all: Vec<MutantResult> = Vec::new();
        for r in runs.iter().filter(|r| r.is_single()) {
            let Outcome::Ran {
                changed, killed, ..
            } = &r.outcome
            else {
                continue;
            };
            let (file, m) = &r.job.edits[0];
            let class = self.class(file, m);
            if !class.is_evidence() {
                continue;
            }
            // Metallaxis per mutant: the mean of its score over kills and over strict outcome
            // changes, so a mutant that makes failing tests pass outranks one that only changes
            // how they fail. Per line: the maximum.
            let kill = metallaxis_mutant(self.failing, killed);
            let mut v = (kill + metallaxis_mutant(self.failing, changed)) / 2.0;
            // A suspect edit's evidence that tests pass counts less; the evidence that it
            // changes how the failing tests fail counts as any edit's (a deleted statement or
            // a changed literal on the faulty line is often the only edit that reaches it).
            if class.is_suspect_fix() {
                v = (v * SUSPECT_FACTOR).max(kill / 2.0);
            }
            // Deleting the `raise` a failing test runs into makes it pass almost whatever the
            // bug: the error is the symptom, and the fault is in the condition that led to
            // it (or the value it checks). Such a deletion speaks for its line even less.
            if raises_an_error(m) {
                v *= RAISE_DELETION_FACTOR;
            }
            let e = metallaxis
                .entry(LineKey::new(file.clone(), m.line))
                .or_insert(0.0);
            *e = e.max(v);
            changed_all.push(MutantResult {
                file: file.clone(),
                line: m.line,
                changed: changed.clone(),
            });
        }
        FusionInput {
            metallaxis,
            muse: muse_lines(self.failing, &changed_all),
            ochiai: self.ochiai.clone(),
            stack: stack_evidence(self.frames),
        }
    }

    /// Every candidate line (and any other line a mutant or a frame scores above 0), best first.
    pub fn rank(&self, runs: &[Run]) -> Vec<Ranked> {
        let input = self.input(runs);
        let fused: BTreeMap<Line, f64> = fuse(&input, &WEIGHTS)
            .into_iter()
            .map(|r| ((r.file, r.line), r.score))
            .collect();
        let max_prior = self
            .prior
            .values()
            .copied()
            .filter(|p| p.is_finite())
            .fold(0.0, f64::max);
        let prior = |k: &Line| {
            let p = self.prior.get(k).copied().unwrap_or(0.0);
            if max_prior > 0.0 {
                (p / max_prior).clamp(0.0, 1.0)
            } else {
                0.0
            }
        };
        let fixes: Vec<&Run> = runs
            .iter()
            .filter(|r| r.is_single() && r.is_fix(self.failing) && !self.suspect(r))
            .collect();
        // The same call added to a read of `v` and where `v` is assigned, earlier in the file
        // (`mimetype.lower()` on the `return` and `parts[0].strip().lower()` on `mimetype =`):
        // both pass, the second repairs the value at its source (and every later read of it),
        // so only it earns the verified-fix bonus. Unless the function assigns `v` on other
        // lines too: then the read is where every value meets, and only it earns the bonus.
        let same_call = |source: &Run, read: &Run| {
            let ((f1, m1), (f2, m2)) = (&source.job.edits[0], &read.job.edits[0]);
            let add = crate::mutate::Operator::AddCall;
            let Some(added) = m2.replacement.strip_prefix(m2.original.as_str()) else {
                return false;
            };
            f1 == f2
                && m1.line < m2.line
                && m1.operator == add
                && m2.operator == add
                && !added.is_empty()
                && m1.replacement.ends_with(added)
                && self
                    .assigned
                    .get(&(f1.clone(), m1.line))
                    .is_some_and(|names| names.contains(&m2.original))
        };
        let several = |r: &Run| self.several.contains(&r.line());
        // A normaliser added to an argument of a call (`self.to_regex(pattern.strip())`) and
        // the same normaliser applied to the parameter at the called function's entry
        // (`pattern = pattern.strip()`): both pass, the second repairs every caller.
        let at_entry = |entry: &Run, arg: &Run| {
            let ((_, m1), (_, m2)) = (&entry.job.edits[0], &arg.job.edits[0]);
            let add = crate::mutate::Operator::AddCall;
            let Some(added) = m2.replacement.strip_prefix(m2.original.as_str()) else {
                return false;
            };
            m1.operator == add
                && m2.operator == add
                && added.starts_with('.')
                && entry_normaliser(&m1.replacement).is_some_and(|n| n == added)
                && self.enters.contains(&(arg.line(), entry.line()))
        };
        let outdone = |r: &Run| {
            fixes.iter().any(|o| {
                (same_call(o, r) && !several(o))
                    || (same_call(r, o) && several(r))
                    || at_entry(o, r)
            })
        };
        let fixed: BTreeSet<Line> = fixes
            .iter()
            .filter(|r| !outdone(r))
            .map(|r| r.line())
            .collect();
        // The candidates, and lines a mutant or a frame speaks for (coverage alone also scores
        // lines that compute nothing, such as a lone `}`).
        let mut all: BTreeSet<Line> = self.candidates.clone();
        all.extend(
            input
                .metallaxis
                .keys()
                .chain(input.stack.keys())
                .map(|k| (k.file.clone(), k.line))
                .filter(|k| fused.get(k).is_some_and(|&s| s > 0.0)),
        );
        // One bug explains every failure: a line some failing test never executes cannot be
        // the cause of that test's failure, so its evidence counts by the share of the failing
        // tests that execute it (lines coverage does not see keep theirs).
        let n_failing = self.failing.iter().filter(|&&f| f).count() as f64;
        let share = |k: &Line| match self.spectra.get(k) {
            Some(&(ef, _)) if n_failing > 0.0 => (f64::from(ef) / n_failing).min(1.0),
            _ => 1.0,
        };
        let mut v: Vec<Ranked> = all
            .into_iter()
            .map(|k| {
                let evidence = fused.get(&k).copied().unwrap_or(0.0) * share(&k);
                let p = prior(&k);
                let fix = fixed.contains(&k);
                let score =
                    EVIDENCE_SHARE * evidence + PRIOR_SHARE * p + if fix { FIX_SHARE } else { 0.0 };
                Ranked {
                    score: round3(score),
                    evidence: round3(evidence),
                    prior: round3(p),
                    fix,
                    line: k,
                    guards: None,
                }
            })
            .collect();
        self.hand_over_raises(runs, &mut v);
        let copy = |r: &Ranked| self.copies.contains(&r.line);
        v.sort_by(|a, b| {
            b.score
                .total_cmp(&a.score)
                .then(copy(b).cmp(&copy(a)))
                .then(a.line.cmp(&b.line))
        });
        v
    }
}

impl Scoring<'_> {
    /// A line that raises an error the failing tests end in, with no edit of it that makes one
    /// of them pass (only edits of the message or the error's type that change how they fail;
    /// deleting the raise does not count, it removes the symptom):
    /// the condition deciding the raise takes its evidence, and the raise keeps
    /// `RAISE_DELETION_FACTOR` of it. The condition is the likelier fault (a missing conjunct,
    /// a value normalised too late), the raise the symptom.
    fn hand_over_raises(&self, runs: &[Run], v: &mut Vec<Ranked>) {
        if self.raise_guards.is_empty() {
            return;
        }
        let passes_some: BTreeSet<Line> = runs
            .iter()
            .filter(|r| r.is_single() && !raises_an_error(&r.job.edits[0].1))
            .filter(|r| {
                matches!(&r.outcome, Outcome::Ran { changed, .. }
                    if changed.iter().zip(self.failing).any(|(&c, &f)| c && f))
            })
            .map(Run::line)
            .collect();
        for (raise, cond) in self.raise_guards {
            if passes_some.contains(raise) {
                continue;
            }
            let Some(r) = v.iter().position(|x| &x.line == raise) else {
                continue;
            };
            let taken = v[r].evidence;
            let c = match v.iter().position(|x| &x.line == cond) {
                Some(c) => c,
                None => {
                    v.push(Ranked {
                        line: cond.clone(),
                        score: 0.0,
                        evidence: 0.0,
                        prior: 0.0,
                        fix: false,
                        guards: None,
                    });
                    v.len() - 1
                }
            };
            if v[c].evidence >= taken {
                continue;
            }
            let rescore = |x: &mut Ranked| {
                x.score = round3(
                    EVIDENCE_SHARE * x.evidence
                        + PRIOR_SHARE * x.prior
                        + if x.fix { FIX_SHARE } else { 0.0 },
                );
            };
            v[c].evidence = taken;
            v[c].guards = Some(raise.clone());
            rescore(&mut v[c]);
            v[r].evidence = round3(taken * RAISE_DELETION_FACTOR);
            rescore(&mut v[r]);
        }
    }
}

/// The line of the condition deciding the error raised on `line` (1-based) of `lines`: the
/// line above is an `if`/`elif`/`else if` header (`if isFrozen:`, `if (!ok) {`) indented less,
/// and `line` raises (`raise`, `throw`, `panic!(`). Blank and comment lines between are skipped.
pub fn raise_guard(lines: &[&str], line: u32) -> Option<u32> {
    let text = lines.get(line as usize - 1)?;
    let body = text.trim_start();
    if !(body.starts_with("raise ") || body.starts_with("throw ") || body.starts_with("panic!(")) {
        return None;
    }
    let indent = |t: &str| t.len() - t.trim_start().len();
    let mut h = line as usize - 1;
    while h > 0 {
        h -= 1;
        let t = lines[h].trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with("//") {
            continue;
        }
        let header = (t.starts_with("if ")
            || t.starts_with("elif ")
            || t.starts_with("} else if ")
            || t.starts_with("else if ")
            || t.starts_with("if("))
            && (t.ends_with(':') || t.ends_with('{'));
        return (header && indent(lines[h]) < indent(text)).then_some(h as u32 + 1);
    }
    None
}

/// The normaliser (`.strip()`) of an edit that normalises a parameter at a function's entry
/// (`pattern = pattern.strip()` inserted before the first statement; see
/// `add_code::normalize_parameter`).
fn entry_normaliser(replacement: &str) -> Option<&str> {
    let first = replacement.lines().next()?.trim_end_matches(';');
    let (name, value) = first.split_once(" = ")?;
    let call = value.strip_prefix(name)?;
    (replacement.contains('\n')
        && call.starts_with('.')
        && call.ends_with("()")
        && call[1..call.len() - 2]
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_'))
    .then_some(call)
}

/// The name of the function whose body's first statement (after a docstring) is line `line`
/// (1-based) of `src`: a Python `def`, a JavaScript `function` or method, a Rust `fn`.
pub fn function_entered(src: &str, line: u32) -> Option<String> {
    let lines: Vec<&str> = src.lines().collect();
    let at = (line as usize).checked_sub(1)?;
    let own = lines.get(at)?;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut k = at;
    let mut doc = false;
    let header = loop {
        k = k.checked_sub(1)?;
        let t = lines[k].trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with("//") {
            continue;
        }
        if !doc
            && (t.starts_with("\"\"\"") || t.starts_with("'''"))
            && t.len() >= 6
            && indent(lines[k]) == indent(own)
        {
            doc = true;
            continue;
        }
        break t;
    };
    if indent(lines[k]) >= indent(own) {
        return None;
    }
    let name_before_paren = |rest: &str| -> Option<String> {
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
            .collect();
        (!name.is_empty()
            && rest.trim_start()[name.len()..]
                .trim_start()
                .starts_with(['(', '<']))
        .then_some(name)
    };
    let rest = [
        "async def ",
        "def ",
        "async function ",
        "function ",
        "pub(crate) fn ",
        "pub fn ",
        "fn ",
    ]
    .iter()
    .find_map(|kw| header.strip_prefix(kw));
    match rest {
        Some(rest) => name_before_paren(rest),
        // A JavaScript method (`parse(text) {`, `static parse(text) {`).
        None if header.ends_with('{') => {
            let method = ["static ", "async "]
                .iter()
                .fold(header, |h, kw| h.strip_prefix(kw).unwrap_or(h));
            let keyword = [
                "if", "for", "while", "switch", "catch", "else", "do", "try", "with",
            ]
            .iter()
            .any(|kw| {
                method
                    .strip_prefix(kw)
                    .is_some_and(|r| r.starts_with([' ', '(']))
            });
            if keyword {
                None
            } else {
                name_before_paren(method)
            }
        }
        None => None,
    }
}

/// Whether line `line` (1-based) of a file's `lines` repeats the line above it (the previous
/// non-blank one) word for word: a pasted copy. Lines of three characters or fewer (`}`,
/// `end`, `)`) repeat without being copies.
pub fn is_pasted_copy(lines: &[&str], line: u32) -> bool {
    let at = (line as usize).saturating_sub(1).min(lines.len());
    let own = lines.get(at).map_or("", |t| t.trim());
    let above = lines[..at]
        .iter()
        .map(|t| t.trim())
        .rev()
        .find(|t| !t.is_empty());
    own.len() > 3 && above == Some(own)
}

/// Whether the function around `line` (1-based) of `src` assigns `name` on another line too
/// (`key, value = param, True`, `for key in ...`, `let key = ...`): the function is found by
/// indentation, from the nearest header above the line indented less than it.
pub fn assigned_elsewhere(src: &str, line: u32, name: &str) -> bool {
    let lines: Vec<&str> = src.lines().collect();
    let at = line as usize - 1;
    let Some(own) = lines.get(at) else {
        return false;
    };
    let indent = |l: &str| l.len() - l.trim_start().len();
    let header = |l: &str| {
        let t = l.trim_start();
        t.starts_with("def ")
            || t.starts_with("async def ")
            || t.starts_with("function ")
            || t.starts_with("fn ")
            || t.starts_with("pub fn ")
            || t.contains(" function")
            || (t.ends_with('{') && t.contains(") "))
    };
    let Some(start) = (0..at)
        .rev()
        .find(|&k| header(lines[k]) && indent(lines[k]) < indent(own))
    else {
        return false;
    };
    let depth = indent(lines[start]);
    let end = (start + 1..lines.len())
        .find(|&k| !lines[k].trim().is_empty() && indent(lines[k]) <= depth)
        .unwrap_or(lines.len());
    (start + 1..end)
        .filter(|&k| k != at)
        .any(|k| assigns(lines[k], name))
}

/// Whether a line binds `name`: a target of `=` (alone, unpacked, or declared), or a `for`
/// variable.
fn assigns(line: &str, name: &str) -> bool {
    let t = line.trim();
    if let Some(rest) = t.strip_prefix("for ").or_else(|| t.strip_prefix("for (")) {
        let targets = rest
            .find(" in ")
            .or_else(|| rest.find(" of "))
            .map_or(rest, |e| &rest[..e]);
        return targets.split(',').any(|w| target(w) == name);
    }
    targets(t).any(|w| w == name)
}

/// The names a line assigns with `=`: one, or several unpacked (`digit, unit = a, b`,
/// `const [k, v] = ...`).
pub fn assigned_names(line: &str) -> Vec<String> {
    targets(line.trim())
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .map(str::to_string)
        .collect()
}

/// The targets of the first plain `=` of a trimmed line (not `==`, `<=`, `=>`...), cleaned of
/// brackets and declaration keywords; none when the left side is a call.
fn targets(t: &str) -> impl Iterator<Item = &str> {
    let b = t.as_bytes();
    let eq = (0..b.len()).find(|&k| {
        b[k] == b'='
            && !matches!(b.get(k + 1), Some(b'=' | b'>'))
            && !matches!(
                k.checked_sub(1).map(|j| b[j]),
                Some(b'=' | b'!' | b'<' | b'>' | b'+' | b'-' | b'*' | b'/' | b'%' | b'|' | b'&')
            )
    });
    let lhs = eq.map(|e| &t[..e]).filter(|lhs| {
        !lhs.contains('(') || lhs.trim_start().starts_with('(') || lhs.starts_with("let (")
    });
    lhs.into_iter().flat_map(|l| l.split(',')).map(target)
}

/// One target of an assignment without its brackets, `*` and declaration keyword.
fn target(w: &str) -> &str {
    let w = w
        .trim()
        .trim_matches(|c| matches!(c, '(' | ')' | '[' | ']' | '*' | '&'));
    ["const ", "let mut ", "let ", "var ", "mut "]
        .iter()
        .fold(w, |w, kw| w.strip_prefix(kw).unwrap_or(w))
        .trim()
}

pub fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::mutate::{Mutant, Operator};

    #[test]
    fn deleting_the_raise_speaks_less_for_its_line_than_the_condition_fix() {
        // httpie's Content-Range check: `if not (0 <= first < last ...)` (line 23) should be
        // `<=`; the test runs into the `raise` on line 25, a frame of the failure, executed by
        // fewer passing tests than the condition.
        let failing = [true, false, false, false, false];
        let key = |l: u32| ("a.py".to_string(), l);
        let candidates: BTreeSet<Line> = [key(23), key(25)].into();
        let frames = [key(25)];
        let prior: BTreeMap<Line, f64> = [(key(23), 0.3), (key(25), 1.0)].into();
        let ochiai: BTreeMap<crate::mutate::LineKey, f64> = [
            (crate::mutate::LineKey::new("a.py".to_string(), 23), 0.5),
            (crate::mutate::LineKey::new("a.py".to_string(), 25), 0.71),
        ]
        .into();
        let s = Scoring {
            failing: &failing,
            ochiai: &ochiai,
            frames: &frames,
            candidates: &candidates,
            prior: &prior,
            globals: &BTreeSet::new(),
            orphans: None,
            spectra: &BTreeMap::new(),
            assigned: &BTreeMap::new(),
            several: &BTreeSet::new(),
            copies: &BTreeSet::new(),
            enters: &BTreeSet::new(),
            raise_guards: &BTreeMap::new(),
        };
        let mut raise = run(
            25,
            Operator::StatementDeletion,
            vec![true, false, false, false, false],
        );
        raise.job.edits[0].1.original = "raise ContentRangeError(\"Invalid\")".into();
        raise.job.edits[0].1.replacement = "pass".into();
        let runs = vec![
            raise,
            run(
                23,
                Operator::Relational,
                vec![true, false, false, false, false],
            ),
        ];
        let ranked = s.rank(&runs);
        assert_eq!(ranked[0].line.1, 23, "{ranked:?}");
        // The same outcome from deleting a plain statement counts more than from a `raise`.
        let mut plain = runs[0].clone();
        plain.job.edits[0].1.original = "total += 1".into();
        let m = |r: &Run| {
            let input = s.input(std::slice::from_ref(r));
            input.metallaxis[&crate::mutate::LineKey::new("a.py".to_string(), 25)]
        };
        assert!((m(&runs[0]) - m(&plain) * RAISE_DELETION_FACTOR).abs() < 1e-9);
        assert!(m(&runs[0]) < m(&plain));
    }

    #[test]
    fn a_suspect_edit_that_only_changes_how_tests_fail_counts_as_any_edit() {
        // mistletoe: `cls.level = match_obj.group(1)` lacks a `len()`; the only edits that reach
        // it are a literal (`group(0)`) and the deletion, which change how the failing tests
        // fail as much as the operator edits of the lines around it do.
        let failing = [true, true, false];
        let candidates: BTreeSet<Line> = [("a.py".to_string(), 3), ("a.py".to_string(), 4)].into();
        let s = bare(&failing, &candidates);
        let only_kills = |line: u32, op: Operator| {
            let mut r = run(line, op, vec![false, false, false]);
            if let Outcome::Ran { killed, .. } = &mut r.outcome {
                *killed = vec![true, true, false];
            }
            r
        };
        let m = |r: &Run| {
            let input = s.input(std::slice::from_ref(r));
            input.metallaxis[&crate::mutate::LineKey::new("a.py".to_string(), r.line().1)]
        };
        let literal = only_kills(3, Operator::Constant);
        let operator = only_kills(4, Operator::Relational);
        assert!((m(&literal) - m(&operator)).abs() < 1e-9);
        assert!(m(&literal) > 0.0);
        // A suspect edit that makes the failing tests pass still counts less than an operator's.
        let fixes = |line: u32, op: Operator| run(line, op, vec![true, true, false]);
        assert!(
            m(&fixes(3, Operator::Constant)) < m(&fixes(4, Operator::Relational)),
            "the literal fix counts at SUSPECT_FACTOR"
        );
        assert!(m(&fixes(3, Operator::Constant)) > m(&literal));
    }

    fn run(line: u32, op: Operator, changed: Vec<bool>) -> Run {
        Run {
            job: Job {
                edits: vec![(
                    "a.py".into(),
                    Mutant {
                        id: format!("L{line}"),
                        line,
                        start_byte: 0,
                        end_byte: 1,
                        original: "2".into(),
                        replacement: "3".into(),
                        operator: op,
                        description: String::new(),
                        tokens_changed: 1,
                        class: op.class(),
                        first: false,
                    },
                )],
            },
            outcome: Outcome::Ran {
                killed: changed.clone(),
                changed,
                complete: true,
            },
        }
    }

    #[test]
    fn assigned_names_of_a_line() {
        let one = |l: &str| assigned_names(l);
        assert_eq!(one("    mimetype = parts[0].strip()"), ["mimetype"]);
        assert_eq!(one("  const key = name.toLowerCase();"), ["key"]);
        assert_eq!(one("    let mut n = v.len();"), ["n"]);
        for none in [
            "    if a == b:",
            "    x == y",
            "    self.x = 1",
            "    total += 1",
            "  f(a=1)",
        ] {
            assert!(one(none).is_empty(), "{none}");
        }
    }

    /// A `Scoring` with no coverage, frames, prior, globals or assignments: each test sets what
    /// it needs with struct update syntax.
    pub(in crate::analyze::mbfl) fn bare<'a>(
        failing: &'a [bool],
        candidates: &'a BTreeSet<Line>,
    ) -> Scoring<'a> {
        static NO_LINES: BTreeSet<Line> = BTreeSet::new();
        static NO_PRIOR: BTreeMap<Line, f64> = BTreeMap::new();
        static NO_OCHIAI: BTreeMap<crate::mutate::LineKey, f64> = BTreeMap::new();
        static NO_SPECTRA: BTreeMap<Line, (u32, u32)> = BTreeMap::new();
        static NO_ASSIGNED: BTreeMap<Line, Vec<String>> = BTreeMap::new();
        static NO_PAIRS: BTreeSet<(Line, Line)> = BTreeSet::new();
        static NO_GUARDS: BTreeMap<Line, Line> = BTreeMap::new();
        Scoring {
            failing,
            ochiai: &NO_OCHIAI,
            frames: &[],
            candidates,
            prior: &NO_PRIOR,
            globals: &NO_LINES,
            orphans: None,
            spectra: &NO_SPECTRA,
            assigned: &NO_ASSIGNED,
            several: &NO_LINES,
            copies: &NO_LINES,
            enters: &NO_PAIRS,
            raise_guards: &NO_GUARDS,
        }
    }

    #[test]
    fn a_normaliser_at_the_functions_entry_outdoes_the_same_on_an_argument() {
        // pathspec: `self.to_regex(pattern.strip())` at the caller (line 3) and `pattern =
        // pattern.strip()` at the entry of `to_regex` (line 7) both pass; the entry repairs
        // every caller.
        let src = "class Spec:\n    def __init__(self, pattern):\n        self.regex = self.to_regex(pattern)\n\n    def to_regex(self, pattern):\n        \"\"\"Convert.\"\"\"\n        if not pattern:\n            return None\n";
        assert_eq!(function_entered(src, 7).as_deref(), Some("to_regex"));
        assert_eq!(function_entered(src, 3).as_deref(), Some("__init__"));
        assert_eq!(function_entered(src, 8), None);
        assert_eq!(
            crate::workspace::calls_on_line("        self.regex = self.to_regex(pattern)"),
            ["to_regex"]
        );
        let js = "class Router {\n  static match(path) {\n    return path;\n  }\n  route(p) {\n    if (p) {\n      return 1;\n    }\n  }\n}\n";
        assert_eq!(function_entered(js, 3).as_deref(), Some("match"));
        assert_eq!(
            function_entered(js, 7),
            None,
            "the body of an `if` enters no function"
        );
        let failing = [true, false];
        let key = |l: u32| ("a.py".to_string(), l);
        let candidates: BTreeSet<Line> = [key(3), key(7)].into();
        let enters: BTreeSet<(Line, Line)> = [(key(3), key(7))].into();
        let s = Scoring {
            enters: &enters,
            ..bare(&failing, &candidates)
        };
        let added = |line: u32, original: &str, replacement: &str| {
            let mut r = run(line, Operator::AddCall, vec![true, false]);
            let m = &mut r.job.edits[0].1;
            m.original = original.into();
            m.replacement = replacement.into();
            r
        };
        let runs = vec![
            added(3, "pattern", "pattern.strip()"),
            added(7, "if", "pattern = pattern.strip()\n        if"),
        ];
        let ranked = s.rank(&runs);
        let fix = |l: u32| ranked.iter().find(|r| r.line.1 == l).unwrap().fix;
        assert!(fix(7) && !fix(3), "{ranked:?}");
        // Another normaliser at the entry leaves the argument its bonus.
        let runs = vec![
            added(3, "pattern", "pattern.strip()"),
            added(7, "if", "pattern = pattern.lower()\n        if"),
        ];
        let ranked = s.rank(&runs);
        let fix = |l: u32| ranked.iter().find(|r| r.line.1 == l).unwrap().fix;
        assert!(fix(7) && fix(3), "{ranked:?}");
    }

    #[test]
    fn of_two_equal_lines_the_pasted_copy_goes_first() {
        // mako's `_clean_inheritance_tokens`: `x.pop("parent", None)` twice, the second meant
        // `"next"`; the same edit fixes either.
        let failing = [true, false];
        let key = |l: u32| ("a.py".to_string(), l);
        let candidates: BTreeSet<Line> = [key(4), key(5)].into();
        let copies: BTreeSet<Line> = [key(5)].into();
        let s = Scoring {
            copies: &copies,
            ..bare(&failing, &candidates)
        };
        let runs = vec![
            run(4, Operator::StringReplace, vec![true, false]),
            run(5, Operator::StringReplace, vec![true, false]),
        ];
        let ranked = s.rank(&runs);
        assert_eq!(ranked[0].score, ranked[1].score, "{ranked:?}");
        assert_eq!(ranked[0].line, key(5), "{ranked:?}");
        let lines = ["x = {}", "x.pop('parent')", "", "x.pop('parent')", "}", "}"];
        assert!(is_pasted_copy(&lines, 4) && !is_pasted_copy(&lines, 2));
        assert!(!is_pasted_copy(&lines, 6), "a closing brace is no copy");
        // Without a copy, the first line of a tie goes first.
        let s = Scoring {
            copies: &BTreeSet::new(),
            ..s
        };
        assert_eq!(s.rank(&runs)[0].line, key(4));
    }

    #[test]
    fn names_assigned_on_other_lines_of_the_function() {
        // requests' `_parse_content_type_header`: `key` comes from two lines.
        let py = "def parse(params):\n    d = {}\n    for param in params:\n        key, value = param, True\n        i = param.find('=')\n        if i != -1:\n            key = param[:i].strip()\n        d[key] = value\n    return d\n\ndef other():\n    key = 1\n";
        assert!(assigned_elsewhere(py, 7, "key"));
        assert!(!assigned_elsewhere(py, 5, "i"));
        assert!(assigned_elsewhere(py, 4, "param"), "the `for` variable");
        assert!(!assigned_elsewhere(py, 12, "key"), "another function");
        let js = "function f(xs) {\n  let n = 0;\n  if (n == 1) { g(); }\n  n = xs.length;\n  return n >= 2;\n}\n";
        assert!(assigned_elsewhere(js, 2, "n"));
        assert!(!assigned_elsewhere(js, 2, "xs"));
        assert!(assigns("    const [a, b] = pair;", "b"));
        assert!(!assigns("    if a == b:", "a"));
        assert!(!assigns("    f(a=1)", "a"));
        assert_eq!(
            assigned_names("    digit, unit = timeout[:-1], timeout[-1:]"),
            ["digit", "unit"]
        );
        assert_eq!(assigned_names("    total += 1"), Vec::<String>::new());
        assert_eq!(assigned_names("    self.x = 1"), Vec::<String>::new());
    }

    #[test]
    fn a_call_added_downstream_of_the_same_call_at_the_source_earns_no_fix_bonus() {
        let failing = [true, false];
        let candidates: BTreeSet<Line> = [("a.py".to_string(), 3), ("a.py".to_string(), 4)].into();
        let assigned: BTreeMap<Line, Vec<String>> =
            [(("a.py".to_string(), 3), vec!["mimetype".to_string()])].into();
        let s = Scoring {
            assigned: &assigned,
            ..bare(&failing, &candidates)
        };
        let added = |line: u32, original: &str, replacement: &str| {
            let mut r = run(line, Operator::AddCall, vec![true, false]);
            let m = &mut r.job.edits[0].1;
            m.original = original.into();
            m.replacement = replacement.into();
            m.class = Operator::AddCall.class();
            r
        };
        let runs = vec![
            added(3, "parts[0].strip()", "parts[0].strip().lower()"),
            added(4, "mimetype", "mimetype.lower()"),
        ];
        let ranked = s.rank(&runs);
        let fix = |l: u32| ranked.iter().find(|r| r.line.1 == l).unwrap().fix;
        assert!(fix(3) && !fix(4), "{ranked:?}");
        assert_eq!(ranked[0].line.1, 3, "{ranked:?}");
        // Another call added downstream is a repair of its own.
        let runs = vec![
            added(3, "parts[0].strip()", "parts[0].strip().lower()"),
            added(4, "mimetype", "mimetype.strip()"),
        ];
        let ranked = s.rank(&runs);
        assert!(ranked.iter().all(|r| r.fix), "{ranked:?}");
        // When the function assigns the name on another line too, the read is where every
        // value meets: only the call added there earns the bonus.
        let several: BTreeSet<Line> = [("a.py".to_string(), 3)].into();
        let s = Scoring {
            several: &several,
            ..s
        };
        let runs = vec![
            added(3, "parts[0].strip()", "parts[0].strip().lower()"),
            added(4, "mimetype", "mimetype.lower()"),
        ];
        let ranked = s.rank(&runs);
        let fix = |l: u32| ranked.iter().find(|r| r.line.1 == l).unwrap().fix;
        assert!(!fix(3) && fix(4), "{ranked:?}");
    }

    #[test]
    fn shown_scores_are_sorted_and_suspect_fixes_count_less() {
        let failing = [true, false, false];
        let candidates: BTreeSet<Line> = [("a.py".to_string(), 3), ("a.py".to_string(), 5)].into();
        let prior: BTreeMap<Line, f64> = [(("a.py".to_string(), 3), 1.0)].into();
        let none = BTreeMap::new();
        let s = Scoring {
            failing: &failing,
            ochiai: &none,
            frames: &[],
            candidates: &candidates,
            prior: &prior,
            globals: &BTreeSet::new(),
            orphans: None,
            spectra: &BTreeMap::new(),
            assigned: &BTreeMap::new(),
            several: &BTreeSet::new(),
            copies: &BTreeSet::new(),
            enters: &BTreeSet::new(),
            raise_guards: &BTreeMap::new(),
        };
        // Line 3 (high prior): a literal change fixes everything; line 5: an operator change does.
        let runs = vec![
            run(3, Operator::Constant, vec![true, false, false]),
            run(5, Operator::Arithmetic, vec![true, false, false]),
        ];
        let ranked = s.rank(&runs);
        assert_eq!(ranked[0].line.1, 5, "{ranked:?}");
        assert!(ranked[0].fix && !ranked[1].fix);
        for w in ranked.windows(2) {
            assert!(w[0].score >= w[1].score, "{ranked:?}");
        }
    }

    #[test]
    fn the_condition_of_a_raise_takes_its_evidence_when_no_edit_of_the_raise_fixes() {
        // addict's `__setitem__`: `if isFrozen:` (line 4) decides `raise KeyError(name)` (line 5).
        let src = [
            "class Dict(dict):",
            "    def __setitem__(self, name, value):",
            "        isFrozen = self.frozen",
            "        if isFrozen:",
            "            raise KeyError(name)",
            "        super().__setitem__(name, value)",
        ];
        assert_eq!(raise_guard(&src, 5), Some(4));
        assert_eq!(raise_guard(&src, 6), None);
        let js = [
            "function f(x) {",
            "  if (!x) {",
            "",
            "    throw new Error('no x');",
            "  }",
            "}",
        ];
        assert_eq!(raise_guard(&js, 4), Some(2));
        let failing = [true, false];
        let key = |l: u32| ("a.py".to_string(), l);
        let candidates: BTreeSet<Line> = [key(4), key(5)].into();
        let guards: BTreeMap<Line, Line> = [(key(5), key(4))].into();
        let s = Scoring {
            raise_guards: &guards,
            ..bare(&failing, &candidates)
        };
        // The raise's message changed: the failing test fails differently, none passes.
        let mut message = run(5, Operator::IdentifierReplace, vec![false, false]);
        if let Outcome::Ran { killed, .. } = &mut message.outcome {
            *killed = vec![true, false];
        }
        let ranked = s.rank(&[message.clone()]);
        assert_eq!(ranked[0].line, key(4), "{ranked:?}");
        assert_eq!(ranked[0].guards, Some(key(5)));
        assert!(ranked[1].evidence < ranked[0].evidence);
        // Deleting the raise makes the failing test pass: still the symptom removed.
        let mut deletion = run(5, Operator::StatementDeletion, vec![true, false]);
        deletion.job.edits[0].1.original = "raise KeyError(name)".into();
        let ranked = s.rank(&[message.clone(), deletion]);
        assert_eq!(ranked[0].line, key(4), "{ranked:?}");
        // An edit of the raise that makes the failing test pass (the wrong error type): it stays.
        let swap = run(5, Operator::CallSwap, vec![true, false]);
        let ranked = s.rank(&[message, swap]);
        assert_eq!(ranked[0].line, key(5), "{ranked:?}");
        assert_eq!(ranked[0].guards, None);
    }
}
