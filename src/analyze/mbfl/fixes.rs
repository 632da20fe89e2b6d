//! Step 4 of the search, "compose fixes": the mutants (and pairs) that made every test pass
//! become fix candidates, judged and ordered so that the plan follows the ranking.
//!
//! A degenerate edit (a `return` or `raise` deleted, a guard removed) is never a candidate: it
//! stays evidence for the ranking only.
//!
//! Order: candidates that are not suspect first (a suspect one changes a literal, a declaration
//! or a shared constant, is degenerate, deletes code, or changes a line no failing test
//! executes), then by the rank of the line they change in the analysis' own ranking, then by
//! the tokens they change. A candidate on another line than the root cause therefore never
//! outranks one on it, unless the root-cause line only has suspect candidates; the analysis and
//! the plan then say so (see `explain`).
//!
//! Beyond the test suite, where the language allows it (Python, with its own tracer: see
//! `coverage::observe_values`), each of the first candidates is run on the passing tests once
//! more and the values those tests observe (what every call from test code returns) are compared
//! with the original's: a candidate that changes them changes a value the passing tests see
//! but do not assert on (they still pass); it ranks below the candidates that change nothing
//! there, with the difference among its concerns (so a plan made of it is at least MEDIUM
//! risk and says why). Values that differ between two runs of the unchanged code (random
//! tokens, clock readings) are masked first, and a call whose result the test discards observes
//! nothing (`coverage`). The same run of a candidate that edits a one-line `if`/`elif`/`while`
//! condition records which way that condition goes: when it now goes the same way in every
//! evaluation (four or more, in two tests or more), the change works like removing the test,
//! which the tests cannot tell from a fix; the candidate ranks below and says so. JavaScript and
//! Rust have no such check (the analysis says so).

use super::candidates::Candidates;
use super::class::EditClass;
use super::coverage;
use super::lab::{Job, Lab};
use super::score::{round3, Ranked, Run, Scoring};
use super::{line_range, Line};
use crate::model::{FixCandidate, LineEdit};
use crate::mutate::{self, Mutant};
use std::collections::BTreeMap;
use std::time::Instant;

/// At most this many candidates are kept (and checked).
const MAX_FIXES: usize = 5;
/// At most this many candidates get the behavioural check.
const MAX_CHECKED: usize = 8;

/// The candidates, and those set aside by the behavioural check.
#[derive(Debug, Default)]
pub struct FixSet {
    pub fixes: Vec<FixCandidate>,
    /// The candidates that change values the passing tests observe (ranked below the others,
    /// with the difference among their concerns): "change `a` to `b` at f:3: changes what the
    /// passing test test_x observes: f() returned 3 before, f() returned 4 with the change".
    pub rejected: Vec<String>,
    /// What the behavioural check was, or why there was none.
    pub check: String,
    /// Some values differed between two runs of the unchanged code and were left out.
    pub unstable: bool,
}

/// What a masked value reads.
const VARIES: &str = "(varies between runs)";

/// Masks in `original` the values that differ in `again` (a second run of the same code), test
/// by test and position by position; a test whose calls differ in number is masked whole.
/// Returns how many values were masked.
fn mask_unstable(
    original: &mut BTreeMap<String, Vec<String>>,
    again: &BTreeMap<String, Vec<String>>,
) -> usize {
    let mut n = 0;
    for (test, values) in original.iter_mut() {
        let other = again.get(test).map(Vec::as_slice).unwrap_or_default();
        let whole = other.len() != values.len();
        for (i, v) in values.iter_mut().enumerate() {
            if v != VARIES && (whole || other[i] != *v) {
                *v = VARIES.to_string();
                n += 1;
            }
        }
    }
    n
}

/// The request of a traced run of every test in `dir`.
fn request<'a>(lab: &'a Lab<'_>, dir: &'a std::path::Path) -> coverage::Request<'a> {
    coverage::Request {
        runner: lab.runner(),
        dir,
        command: &lab.full,
        tests: &[],
        timeout: lab.timeout * 3,
        env: lab.env(),
        functions: &[],
    }
}

/// Whether a condition went the same way every time, often enough (in two tests or more, four
/// times or more) for that to say something.
fn constant_condition(b: &coverage::BranchOutcomes) -> bool {
    b.next_lines.len() == 1 && b.evaluations >= 4 && b.tests >= 2
}

/// Masks in `values` the positions `original` masks (see `mask_unstable`).
fn mask_like(original: &BTreeMap<String, Vec<String>>, values: &mut BTreeMap<String, Vec<String>>) {
    for (test, vs) in values.iter_mut() {
        if let Some(o) = original.get(test) {
            for (v, o) in vs.iter_mut().zip(o) {
                if o == VARIES {
                    *v = VARIES.to_string();
                }
            }
        }
    }
}

struct Found<'r> {
    run: &'r Run,
    suspect: bool,
    candidate: FixCandidate,
}

/// `corrections`: the failing assertions' `(got, expected)` values (see `behavioural_check`).
pub fn compose_fixes(
    lab: &Lab<'_>,
    runs: &[Run],
    ranked: &[Ranked],
    scoring: &Scoring<'_>,
    cands: &Candidates,
    corrections: &[(String, String)],
    deadline: Instant,
) -> FixSet {
    let rank_of: BTreeMap<&Line, usize> = ranked
        .iter()
        .enumerate()
        .map(|(i, r)| (&r.line, i + 1))
        .collect();
    let score_of: BTreeMap<&Line, f64> = ranked.iter().map(|r| (&r.line, r.score)).collect();
    let n_tests = lab.tests.len() as u32;
    let mut found: Vec<Found<'_>> = Vec::new();
    for r in runs.iter().filter(|r| r.is_fix(&lab.failing)) {
        let Some(mut c) = fix_candidate(lab, &r.job) else {
            continue;
        };
        let lines: Vec<Line> = r
            .job
            .edits
            .iter()
            .map(|(f, m)| (f.clone(), m.line))
            .collect();
        let classes: Vec<EditClass> = r
            .job
            .edits
            .iter()
            .map(|(f, m)| scoring.class(f, m))
            .collect();
        let class = classes
            .iter()
            .copied()
            .find(|c| c.is_suspect_fix())
            .unwrap_or(classes[0]);
        // A degenerate edit (a `return` or `raise` deleted, a guard removed) makes tests pass by
        // taking a way out away: evidence about its line, never a fix to plan.
        if classes.contains(&EditClass::Degenerate) {
            continue;
        }
        let mut concerns: Vec<String> = Vec::new();
        if let Some(why) = super::class::concern(class) {
            concerns.push(why.to_string());
        }
        if r.job.edits.iter().any(|(_, m)| {
            m.operator == mutate::Operator::ExceptBroaden
                && matches!(m.replacement.as_str(), "Exception" | "BaseException")
        }) {
            concerns.push(
                "it catches every exception there, not only the one this code raises: it may hide another bug"
                    .to_string(),
            );
        }
        // An edit that stops reading a local the function still computes leaves that code
        // dead: the tests pass because a computation was bypassed, not repaired.
        for (f, m) in &r.job.edits {
            let lang = mutate::Lang::from_path(std::path::Path::new(f));
            let orphan = lab
                .remember(f)
                .zip(lang)
                .and_then(|(src, lang)| mutate::orphaned_by(src, lang, m));
            if let Some((name, writes)) = orphan {
                let at = writes
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                concerns.push(format!(
                    "it stops reading `{name}`, which {f}:{at} still compute{}: that code would be dead",
                    if writes.len() == 1 { "s" } else { "" }
                ));
            }
        }
        for l in &lines {
            if cands.globals.contains(l) {
                concerns.push(format!(
                    "{}:{} is a module-level definition: every user of it changes too",
                    l.0, l.1
                ));
            }
            if let Some(exec) = &cands.executed_by_failing {
                if !exec.contains(l) && !cands.globals.contains(l) {
                    concerns.push(format!("no failing test executes {}:{}", l.0, l.1));
                }
            }
        }
        let suspect = !concerns.is_empty();
        c.class = super::class::label(class).to_string();
        c.line_rank = lines
            .iter()
            .filter_map(|l| rank_of.get(l).copied())
            .min()
            .map(|r| r as u32);
        c.suspiciousness = round3(
            lines
                .iter()
                .filter_map(|l| score_of.get(l).copied())
                .fold(0.0, f64::max),
        );
        c.concerns = concerns;
        c.tests_passed = n_tests;
        found.push(Found {
            run: r,
            suspect,
            candidate: c,
        });
    }
    found.sort_by(|a, b| {
        let key = |f: &Found<'_>| {
            (
                f.suspect,
                f.candidate.line_rank.unwrap_or(u32::MAX),
                f.candidate.tokens_changed,
                f.candidate.edits.len(),
            )
        };
        key(a).cmp(&key(b)).then_with(|| {
            let k = |c: &FixCandidate| {
                c.edits
                    .iter()
                    .map(|e| (e.file.clone(), e.line, e.proposed_code.clone()))
                    .collect::<Vec<_>>()
            };
            k(&a.candidate).cmp(&k(&b.candidate))
        })
    });
    found.dedup_by(|a, b| a.candidate.edits == b.candidate.edits);
    let mut out = FixSet::default();
    behavioural_check(
        lab,
        cands.values.as_ref(),
        corrections,
        &mut found,
        &mut out,
        deadline,
    );
    out.fixes = found
        .into_iter()
        .take(MAX_FIXES)
        .map(|f| f.candidate)
        .collect();
    out
}

/// Compares the values the passing tests observe, original against each candidate (Python).
/// A passing test may observe the bug's value without asserting on it (a report test that
/// passes the buggy records through): a change of its values that is exactly the correction a
/// failing assertion asks for (its `got` text replaced by its `expected` text) is the fix
/// showing there too, not a change of behaviour; the candidate is kept and says so.
fn behavioural_check(
    lab: &Lab<'_>,
    original: Option<&BTreeMap<String, Vec<String>>>,
    corrections: &[(String, String)],
    found: &mut Vec<Found<'_>>,
    out: &mut FixSet,
    deadline: Instant,
) {
    if found.is_empty() {
        return;
    }
    let passing: Vec<String> = lab
        .tests
        .iter()
        .zip(&lab.failing)
        .filter(|(_, &f)| !f)
        .map(|(t, _)| t.clone())
        .collect();
    let observe = |dir: &std::path::Path| coverage::observe_values(&request(lab, dir));
    // The original's values come from the coverage run when it recorded them.
    let original = match original.cloned().map_or_else(|| observe(lab.dir(0)), Ok) {
        Ok(v) => v,
        Err(why) => {
            out.check = format!("none: {why}");
            return;
        }
    };
    // Values that differ between two runs of the unchanged code (random tokens, clocks) are
    // not behaviour: on the first difference the original is observed once more, and the values
    // that changed between its two runs are masked in every comparison.
    let mut original = original;
    let mut masked = false;
    let mut kept: Vec<Found<'_>> = Vec::new();
    let mut checked = 0;
    for f in found.drain(..) {
        if checked >= MAX_CHECKED || kept.len() >= MAX_FIXES || Instant::now() >= deadline {
            kept.push(f);
            continue;
        }
        checked += 1;
        // A single edit of a one-line `if`/`elif`/`while` condition: which way it goes is
        // recorded too.
        let condition = match f.run.job.edits.as_slice() {
            [(file, m)] if !m.replacement.contains('\n') => lab
                .remember(file)
                .and_then(|src| src.lines().nth(m.line as usize - 1))
                .map(str::trim)
                .filter(|l| {
                    file.ends_with(".py")
                        && l.ends_with(':')
                        && ["if ", "elif ", "while "].iter().any(|k| l.starts_with(k))
                })
                .map(|_| (file.clone(), m.line)),
            _ => None,
        };
        let got = lab.with_job(0, &f.run.job, |dir| match &condition {
            Some((file, line)) => coverage::observe_with_branch(&request(lab, dir), file, *line)
                .map(|(v, b)| (v, Some(b))),
            None => observe(dir).map(|v| (v, None)),
        });
        let mut f = f;
        if let Some(Ok((_, Some(b)))) = &got {
            if let (Some((file, line)), true) = (&condition, constant_condition(b)) {
                f.suspect = true;
                f.candidate.concerns.push(format!(
                    "with it, the condition at {file}:{line} goes the same way all {} times the tests run it: it works like removing the test, which the tests cannot tell from a fix",
                    b.evaluations
                ));
            }
        }
        let got = got.map(|r| r.map(|(v, _)| v));
        match got {
            Some(Ok(mut values)) => {
                let mut difference = first_difference(&original, &values, &passing, corrections);
                if matches!(difference, Difference::Changed(_)) && !masked {
                    masked = true;
                    if let Ok(again) = observe(lab.dir(0)) {
                        if mask_unstable(&mut original, &again) > 0 {
                            out.unstable = true;
                        }
                    }
                }
                if out.unstable {
                    mask_like(&original, &mut values);
                    difference = first_difference(&original, &values, &passing, corrections);
                }
                match difference {
                    Difference::Changed(diff) => {
                        // Ranked below the candidates that change nothing there, and said: the
                        // passing test does not assert on the value (it still passes), so the
                        // change is either the fix showing there too (a list now sorted) or a
                        // change of behaviour nobody checks.
                        out.rejected
                            .push(format!("{}: {diff}", f.candidate.description));
                        let mut f = f;
                        f.suspect = true;
                        f.candidate.concerns.push(format!(
                            "it {diff}, a value that test does not assert on: the fix showing there too, or a change of behaviour nobody checks"
                        ));
                        kept.push(f);
                    }
                    Difference::None => {
                        let mut f = f;
                        f.candidate.checks.push(format!(
                        "the values {} observe (what each call from test code returns) are the same as before the change (Python tracer)",
                        match passing.len() {
                            1 => "the passing test".to_string(),
                            n => format!("the {n} passing tests"),
                        }
                    ));
                        kept.push(f);
                    }
                    Difference::Corrected(how) => {
                        let mut f = f;
                        f.candidate.checks.push(format!(
                        "the values the passing tests observe are the same as before the change (Python tracer), except {how}"
                    ));
                        kept.push(f);
                    }
                }
            }
            _ => kept.push(f),
        }
    }
    // Stable: the order of `compose_fixes` within each group.
    kept.sort_by_key(|f| f.suspect);
    *found = kept;
    out.check = format!(
        "the first {checked} candidate(s) were run again with Python's tracer to compare the values the passing tests observe with the original's{}{}",
        if out.unstable {
            " (values that differ between two runs of the unchanged code, such as random tokens or clock readings, are left out)"
        } else {
            ""
        },
        if out.rejected.is_empty() {
            String::new()
        } else {
            format!(
                "; {} changed values the passing tests observe and rank below the others",
                out.rejected.len()
            )
        }
    );
}

/// How a candidate's observed values compare with the original's.
#[derive(Debug, PartialEq, Eq)]
enum Difference {
    None,
    /// The first passing test whose values changed, described.
    Changed(String),
    /// Only changes that are a failing assertion's correction, described.
    Corrected(String),
}

/// The edits that turn `a` into `b`, as `(removed, inserted)` text pairs (character diff).
fn edits(a: &str, b: &str) -> Vec<(String, String)> {
    let diff = similar::TextDiff::from_chars(a, b);
    let mut out: Vec<(String, String)> = Vec::new();
    let mut open = false;
    for c in diff.iter_all_changes() {
        match c.tag() {
            similar::ChangeTag::Equal => open = false,
            tag => {
                if !open {
                    out.push((String::new(), String::new()));
                    open = true;
                }
                let last = out.last_mut().expect("pushed above");
                if tag == similar::ChangeTag::Delete {
                    last.0.push_str(c.value());
                } else {
                    last.1.push_str(c.value());
                }
            }
        }
    }
    out
}

/// Whether the last edit of `a` -> `b` touches the end of the texts.
fn edits_reach_the_end(a: &str, b: &str) -> bool {
    let diff = similar::TextDiff::from_chars(a, b);
    diff.iter_all_changes()
        .last()
        .is_some_and(|c| c.tag() != similar::ChangeTag::Equal)
}

/// Whether `before` -> `after` makes only the edits a failing assertion asks for (its `got`
/// text turned into its `expected` text: for `' web.app'` -> `'web.app'`, removing the space),
/// however often they occur; `Some(description)` when it does.
fn is_correction(before: &str, after: &str, corrections: &[(String, String)]) -> Option<String> {
    // Long values make character diffs slow and matches accidental.
    if before.len() > 20_000 || after.len() > 20_000 {
        return None;
    }
    // The tracer cuts long values (ending them with `…`): a correction that shortens or
    // lengthens the value moves the cut, so a last edit at the very end of a cut value is the
    // cut, not a change.
    let cut = before.ends_with('…') || after.ends_with('…');
    let (b, a) = (before.trim_end_matches('…'), after.trim_end_matches('…'));
    let mut changed = edits(b, a);
    if cut && edits_reach_the_end(b, a) {
        changed.pop();
    }
    if changed.is_empty() {
        return None;
    }
    corrections.iter().find_map(|(got, expected)| {
        if got.is_empty() || got == expected || got.len() > 2_000 || expected.len() > 2_000 {
            return None;
        }
        let asked = edits(got, expected);
        (!asked.is_empty() && changed.iter().all(|e| asked.contains(e)))
            .then(|| format!("{got} becomes {expected}"))
    })
}

/// The first passing test whose observed values differ other than by a correction (see
/// `behavioural_check`), described.
fn first_difference(
    before: &BTreeMap<String, Vec<String>>,
    after: &BTreeMap<String, Vec<String>>,
    passing: &[String],
    corrections: &[(String, String)],
) -> Difference {
    let mut corrected: Vec<String> = Vec::new();
    for (test, vb) in before {
        // Only tests that passed in the baseline (names may differ in form: match loosely).
        let is_passing = passing
            .iter()
            .any(|p| p == test || p.ends_with(test.as_str()) || test.ends_with(p.as_str()));
        if !is_passing {
            continue;
        }
        let Some(va) = after.get(test) else {
            continue;
        };
        if vb == va {
            continue;
        }
        if vb.len() == va.len() {
            let how: Option<Vec<String>> = vb
                .iter()
                .zip(va)
                .filter(|(a, b)| a != b)
                .map(|(a, b)| is_correction(a, b, corrections))
                .collect();
            if let Some(how) = how {
                for h in how {
                    let h = format!(
                        "in {test}, where {}",
                        crate::analyze::truncate_chars(&h, 120)
                    );
                    if !corrected.contains(&h) {
                        corrected.push(h);
                    }
                }
                continue;
            }
        }
        let i = vb
            .iter()
            .zip(va)
            .position(|(a, b)| a != b)
            .unwrap_or(vb.len().min(va.len()));
        let show = |v: &Vec<String>| {
            v.get(i)
                .map(|s| crate::analyze::truncate_chars(s, 120))
                .unwrap_or_else(|| "(no call)".into())
        };
        return Difference::Changed(format!(
            "changes what the passing test {test} observes: {} before, {} with the change",
            show(vb),
            show(va)
        ));
    }
    if corrected.is_empty() {
        Difference::None
    } else {
        Difference::Corrected(format!(
            "{} (the correction the failing test asks for: that test observes the bug's value without asserting on it)",
            corrected.join("; ")
        ))
    }
}

/// The fix candidate of a job that made every test pass (edits, description, tokens).
fn fix_candidate(lab: &Lab<'_>, job: &Job) -> Option<FixCandidate> {
    let mut by_file: BTreeMap<&str, Vec<Mutant>> = BTreeMap::new();
    for (f, m) in &job.edits {
        by_file.entry(f.as_str()).or_default().push(m.clone());
    }
    let mut edits = Vec::new();
    for (file, ms) in by_file {
        let original = lab.remember(file)?.to_string();
        let mutated = mutate::apply_many(&original, &ms)?;
        let start = ms.iter().map(|m| m.start_byte).min()?;
        let end = ms.iter().map(|m| m.end_byte).max()?;
        let (ls, le) = line_range(&original, start, end);
        let delta = mutated.len() as isize - original.len() as isize;
        let new_end = (le as isize + delta) as usize;
        let line = original[..ls].matches('\n').count() as u32 + 1;
        edits.push(LineEdit {
            file: file.to_string(),
            line,
            current_code: original[ls..le].to_string(),
            proposed_code: mutated.get(ls..new_end)?.to_string(),
        });
    }
    let description = job
        .edits
        .iter()
        .map(|(f, m)| format!("{} at {f}:{}", m.description, m.line))
        .collect::<Vec<_>>()
        .join(", and ");
    Some(FixCandidate {
        edits,
        description,
        tokens_changed: job.edits.iter().map(|(_, m)| m.tokens_changed).sum(),
        suspiciousness: 0.0,
        class: String::new(),
        line_rank: None,
        concerns: Vec::new(),
        checks: Vec::new(),
        tests_passed: 0,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_condition_that_always_goes_one_way_often_enough_is_constant() {
        let b = |next: &[u32], evaluations, tests| coverage::BranchOutcomes {
            next_lines: next.iter().copied().collect(),
            evaluations,
            tests,
        };
        assert!(constant_condition(&b(&[12], 6, 3)));
        assert!(!constant_condition(&b(&[12, 14], 6, 3)));
        assert!(!constant_condition(&b(&[12], 3, 3)));
        assert!(!constant_condition(&b(&[12], 9, 1)));
    }

    use super::*;

    #[test]
    fn a_changed_value_in_a_passing_test_is_found() {
        let v = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let before: BTreeMap<String, Vec<String>> = [
            ("t.A.test_fail".to_string(), v(&["f() returned 1"])),
            (
                "t.A.test_pass".to_string(),
                v(&["g() returned 2", "f() returned 3"]),
            ),
        ]
        .into();
        let mut after = before.clone();
        after.insert("t.A.test_fail".into(), v(&["f() returned 9"]));
        let passing = ["t.A.test_pass".to_string()];
        // A failing test's values may change (that is the fix).
        assert_eq!(
            first_difference(&before, &after, &passing, &[]),
            Difference::None
        );
        after.insert(
            "t.A.test_pass".into(),
            v(&["g() returned 2", "f() returned 4"]),
        );
        assert_eq!(
            first_difference(&before, &after, &passing, &[]),
            Difference::Changed("changes what the passing test t.A.test_pass observes: f() returned 3 before, f() returned 4 with the change".into())
        );
    }

    /// A random token differs between two runs of the unchanged code: masked, so a candidate
    /// that changes only it is no change of behaviour; a stable value that changes still is.
    #[test]
    fn values_that_vary_between_runs_are_not_behaviour() {
        let map = |pairs: &[(&str, &[&str])]| -> BTreeMap<String, Vec<String>> {
            pairs
                .iter()
                .map(|(t, v)| (t.to_string(), v.iter().map(|s| s.to_string()).collect()))
                .collect()
        };
        let passing = vec!["t_active".to_string(), "t_other".to_string()];
        let mut original = map(&[
            (
                "t_active",
                &["create() returned 'abc.1'", "get() returned 3"],
            ),
            ("t_other", &["f() returned 1"]),
        ]);
        let again = map(&[
            (
                "t_active",
                &["create() returned 'xyz.2'", "get() returned 3"],
            ),
            ("t_other", &["f() returned 1", "f() returned 1"]),
        ]);
        assert_eq!(mask_unstable(&mut original, &again), 2);
        assert_eq!(original["t_active"], [VARIES, "get() returned 3"]);
        assert_eq!(original["t_other"], [VARIES]);
        let mut candidate = map(&[
            (
                "t_active",
                &["create() returned 'qqq.3'", "get() returned 3"],
            ),
            ("t_other", &["f() returned 1"]),
        ]);
        mask_like(&original, &mut candidate);
        assert_eq!(
            first_difference(&original, &candidate, &passing, &[]),
            Difference::None
        );
        let mut candidate = map(&[
            (
                "t_active",
                &["create() returned 'qqq.3'", "get() returned 4"],
            ),
            ("t_other", &["f() returned 1"]),
        ]);
        mask_like(&original, &mut candidate);
        assert!(matches!(
            first_difference(&original, &candidate, &passing, &[]),
            Difference::Changed(d) if d.contains("get() returned 3 before, get() returned 4")
        ));
    }

    /// A passing test that carries the bug's value without asserting on it (a report over
    /// parsed records) changes by exactly the failing assertion's correction: kept, said.
    #[test]
    fn the_failing_assertions_correction_in_a_passing_test_is_not_a_change_of_behaviour() {
        let v = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let passing = ["t.R.test_since".to_string()];
        let before: BTreeMap<String, Vec<String>> = [(
            "t.R.test_since".to_string(),
            v(&["since() returned [Entry(logger=' web.app', n=1), Entry(logger=' db.pool', n=2)]"]),
        )]
        .into();
        let mut after = before.clone();
        after.insert(
            "t.R.test_since".into(),
            v(&["since() returned [Entry(logger='web.app', n=1), Entry(logger='db.pool', n=2)]"]),
        );
        // The tracer cuts long values: the cut moves with the correction.
        let cut_before: BTreeMap<String, Vec<String>> = [(
            "t.R.test_since".to_string(),
            v(&["since() returned [Entry(logger=' web.app', mess…"]),
        )]
        .into();
        let mut cut_after = cut_before.clone();
        cut_after.insert(
            "t.R.test_since".into(),
            v(&["since() returned [Entry(logger='web.app', messa…"]),
        );
        let corrections = [("' web.app'".to_string(), "'web.app'".to_string())];
        let Difference::Corrected(how) = first_difference(&before, &after, &passing, &corrections)
        else {
            panic!("a correction")
        };
        assert!(how.contains("' web.app' becomes 'web.app'"), "{how}");
        assert!(matches!(
            first_difference(&cut_before, &cut_after, &passing, &corrections),
            Difference::Corrected(_)
        ));
        // Any other change in the same value is a change of behaviour.
        after.insert(
            "t.R.test_since".into(),
            v(&["since() returned [Entry(logger='web.app', n=1), Entry(logger='db.pool', n=3)]"]),
        );
        assert!(matches!(
            first_difference(&before, &after, &passing, &corrections),
            Difference::Changed(_)
        ));
        // Without the failing assertion's values, nothing is excused.
        assert!(matches!(
            first_difference(&before, &after, &passing, &[]),
            Difference::Changed(_)
        ));
    }
}
