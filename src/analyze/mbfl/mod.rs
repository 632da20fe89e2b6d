//! The offline analyzer: stack and assertion analysis first (the `stack` analyzer), then
//! evidence from execution. Spectrum-based localization (Ochiai) where per-test coverage is
//! available (`coverage`), and mutation-based localization (Metallaxis and MUSE) over the lines
//! covered by failing tests, or, without coverage, the lines of the functions on the failing path
//! (`path`). Mutants come from [`crate::mutate::generate`] and run in isolated copies (`lab`).
//! The scores are fused with the stack evidence into one deterministic ranking; mutants that make
//! every test pass become fix candidates for the `mutation` planner.
//!
//! Scores, per line: Metallaxis (per mutant, the mean of its score over kills, where a failing
//! test that fails differently counts, and over strict outcome changes; the line keeps its best
//! mutant), MUSE (strict outcome changes), Ochiai (coverage) and the stack frames, fused with
//! `mutate::fuse` (weights in `WEIGHTS`: Metallaxis 0.5, Ochiai 0.2, MUSE 0.1, stack 0.1). Lines
//! whose fused scores are within 0.1 of the best of their group, and exact ties, are ordered by the
//! prior (frames, then what the line computes), then by file and line, so the same input always
//! gives the same order.
//! A zero budget (`mutation_max_mutants = 0`) leaves the `stack` analysis as it is.

pub mod coverage;
pub mod lab;
pub mod path;

use super::stack::StackAnalyzer;
use super::{truncate_chars, AnalysisContext, AnalyzeError, Analyzer};
use crate::model::{
    FixCandidate, Level, LineEdit, RootCauseAnalysis, SuspiciousLine, TraceLocation,
    MAX_SUMMARY_CHARS,
};
use crate::mutate::{
    self, fuse, is_plausible_fix, metallaxis_lines, metallaxis_mutant, muse_lines, ochiai_lines,
    stack_evidence, FusionInput, FusionWeights, Lang, LineKey, Mutant, MutantResult,
    MutationBudget,
};
use lab::{Job, Lab, Outcome};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Limits of one search, from the config.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchSettings {
    /// Mutants (and pairs) run at most; 0 turns the search off.
    pub max_mutants: u32,
    /// Wall-clock budget for the whole search, setup and baseline included.
    pub max_seconds: u64,
    /// Parallel runs; 0 means one per core.
    pub workers: usize,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            max_mutants: 300,
            max_seconds: 120,
            workers: 0,
        }
    }
}

impl SearchSettings {
    /// The `mutation_*` keys of the config.
    pub fn from_config(config: &crate::config::Config) -> SearchSettings {
        SearchSettings {
            max_mutants: config.mutation_max_mutants,
            max_seconds: config.mutation_time_budget_seconds,
            workers: config.mutation_workers as usize,
        }
    }

    fn worker_count(&self) -> usize {
        if self.workers > 0 {
            self.workers
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        }
    }
}

/// The default offline analyzer (see the module documentation).
#[derive(Debug, Default, Clone, Copy)]
pub struct OfflineAnalyzer;

impl Analyzer for OfflineAnalyzer {
    fn name(&self) -> &str {
        "offline"
    }

    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError> {
        let base = StackAnalyzer.analyze(ctx)?;
        let (Some(runner), Some(command)) = (ctx.runner, ctx.command) else {
            return Ok(base);
        };
        if ctx.search.max_mutants == 0 {
            return Ok(base);
        }
        match search(ctx, runner, command, &base) {
            Ok(rc) => Ok(rc),
            Err(SearchError::Cancelled) => Err(AnalyzeError::Failed("cancelled".into())),
            Err(SearchError::Skipped(why)) => {
                let mut rc = base;
                rc.root_cause_explanation
                    .push_str(&format!(" No mutation search: {why}."));
                if let Some(p) = ctx.progress {
                    p.detail(&format!("Mutation search skipped: {why}"));
                }
                Ok(rc)
            }
        }
    }
}

enum SearchError {
    Cancelled,
    Skipped(String),
}

/// One finished job.
struct Run {
    job: Job,
    outcome: Outcome,
}

/// "change `a` to `b`" -> "changing `a` to `b`".
fn gerund(description: &str) -> String {
    let (verb, rest) = description.split_once(' ').unwrap_or((description, ""));
    let ing = match verb {
        "swap" => "swapping".to_string(),
        v if v.ends_with('e') => format!("{}ing", &v[..v.len() - 1]),
        v => format!("{v}ing"),
    };
    format!("{ing} {rest}").trim_end().to_string()
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Byte range of the whole lines holding `start..end` (without the final newline).
fn line_range(text: &str, start: usize, end: usize) -> (usize, usize) {
    let ls = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let le = text[end..].find('\n').map_or(text.len(), |i| end + i);
    (ls, le)
}

/// Runs `jobs` on the lab's workers until done, the deadline, or cancellation.
fn run_jobs(
    lab: &Lab<'_>,
    jobs: Vec<Job>,
    deadline: Instant,
    ctx: &AnalysisContext<'_>,
    label: &str,
) -> Vec<Run> {
    let total = jobs.len();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new(vec![None; total]);
    let step = (total / 4).max(10);
    std::thread::scope(|s| {
        for w in 0..lab.workers() {
            let (next, done, results, jobs) = (&next, &done, &results, &jobs);
            s.spawn(move || loop {
                if Instant::now() >= deadline
                    || ctx.cancel.as_ref().is_some_and(|c| c.is_cancelled())
                {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(job) = jobs.get(i) else { break };
                let outcome = lab.run_job(w, job);
                let plausible = matches!(&outcome, Outcome::Ran { changed, complete: true, .. } if is_plausible_fix(&lab.failing, changed));
                results.lock().expect("no panics while holding it")[i] = Some(outcome);
                let n = done.fetch_add(1, Ordering::SeqCst) + 1;
                if let Some(p) = ctx.progress {
                    if n % step == 0 || n == total || plausible {
                        let fixes = results
                            .lock()
                            .expect("no panics while holding it")
                            .iter()
                            .flatten()
                            .filter(|o| matches!(o, Outcome::Ran { changed, complete: true, .. } if is_plausible_fix(&lab.failing, changed)))
                            .count();
                        p.detail(&format!(
                            "{label}: {n}/{total} run, {}",
                            plural(fixes, "makes every test pass", "make every test pass")
                        ));
                    }
                }
            });
        }
    });
    let results = results.into_inner().expect("workers finished");
    jobs.into_iter()
        .zip(results)
        .filter_map(|(job, o)| o.map(|outcome| Run { job, outcome }))
        .collect()
}

fn search(
    ctx: &AnalysisContext<'_>,
    runner: &dyn crate::process::ProcessRunner,
    command: &str,
    base: &RootCauseAnalysis,
) -> Result<RootCauseAnalysis, SearchError> {
    let started = Instant::now();
    let settings = ctx.search;
    let deadline = started + Duration::from_secs(settings.max_seconds);
    let cancelled = || ctx.cancel.as_ref().is_some_and(|c| c.is_cancelled());
    let detail = |m: &str| {
        if let Some(p) = ctx.progress {
            p.detail(m)
        }
    };
    detail("Mutation search: copying the workspace and running the baseline...");
    let mut lab = Lab::new(
        runner,
        ctx.root,
        command,
        settings.worker_count(),
        ctx.cancel.clone(),
        Duration::from_secs(settings.max_seconds.max(30)),
    )
    .map_err(|e| {
        if cancelled() {
            SearchError::Cancelled
        } else {
            SearchError::Skipped(e.0)
        }
    })?;
    let n_failing = lab.failing.iter().filter(|&&f| f).count();
    let n_passing = lab.failing.len() - n_failing;

    // Coverage where available, else the failing path read from the source.
    let path = path::failing_path(ctx);
    let baseline_tests: Vec<(String, bool)> = lab
        .tests
        .iter()
        .cloned()
        .zip(lab.failing.iter().copied())
        .collect();
    let cov = coverage::collect(
        runner,
        lab.dir(0),
        &lab.full,
        &baseline_tests,
        lab.timeout * 2,
    );
    if cancelled() {
        return Err(SearchError::Cancelled);
    }
    let mut prior: BTreeMap<(String, u32), f64> = path.lines.clone();
    let (candidates, ochiai, how): (BTreeSet<(String, u32)>, BTreeMap<LineKey, f64>, String) =
        match &cov {
            Ok(c) if !c.failing_lines().is_empty() => {
                // Executed lines that compute something (not a lone brace or `else:`).
                let mut lines = c.failing_lines();
                lines.retain(|l| {
                    super::stack::line_suspicion(&line_text(ctx.root, &l.0, l.1)) > 0.0
                });
                for l in &lines {
                    let text = line_text(ctx.root, &l.0, l.1);
                    prior
                        .entry(l.clone())
                        .or_insert_with(|| super::stack::line_suspicion(&text) / 10.0);
                }
                let o = ochiai_lines(&c.spectra());
                (
                    lines,
                    o,
                    format!(
                        "Coverage: {}; Ochiai scores the {} lines the failing tests execute.",
                        c.tool,
                        c.failing_lines().len()
                    ),
                )
            }
            other => {
                let why = match other {
                    Err(e) => e.clone(),
                    Ok(_) => "the traced run saw no failing test execute workspace code".into(),
                };
                let names: BTreeSet<&str> =
                    path.functions.iter().map(|f| f.name.as_str()).collect();
                (
                    path.lines.keys().cloned().collect(),
                    BTreeMap::new(),
                    format!(
                        "Coverage: none ({why}); the search covers the lines of the functions on the failing path ({}).",
                        names.into_iter().collect::<Vec<_>>().join(", ")
                    ),
                )
            }
        };
    // Tables and constants the candidate lines use by name.
    let mut candidates = candidates;
    for (k, p) in path::referenced_globals(ctx.root, &candidates) {
        if candidates.insert(k.clone()) {
            prior.entry(k).or_insert(p);
        }
    }
    // The stack analyzer's pick keeps a small edge among equals.
    if let Some(l) = base.root_cause_line {
        *prior
            .entry((base.root_cause_file.clone(), l))
            .or_insert(0.0) += 0.5;
    }
    let prior_of = |k: &(String, u32)| prior.get(k).copied().unwrap_or(0.0);
    let ochiai_of = |k: &(String, u32)| {
        ochiai
            .get(&LineKey::new(k.0.clone(), k.1))
            .copied()
            .unwrap_or(0.0)
    };
    if candidates.is_empty() {
        return Err(SearchError::Skipped(
            "no line of the code under test is on the failing path".into(),
        ));
    }

    // Mutants per line, lines in order of (Ochiai, prior), taken round-robin.
    let mut by_file: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    for (f, l) in &candidates {
        by_file.entry(f.clone()).or_default().push(*l);
    }
    let budget = MutationBudget {
        max_per_line: 40,
        max_total: 100_000,
        ..MutationBudget::default()
    };
    let mut per_line: BTreeMap<(String, u32), Vec<Mutant>> = BTreeMap::new();
    for (file, lines) in &by_file {
        let Some(lang) = Lang::from_path(std::path::Path::new(file)) else {
            continue;
        };
        let Some(text) = lab.remember(file).map(str::to_string) else {
            continue;
        };
        for m in mutate::generate(&text, lang, lines, &budget) {
            per_line.entry((file.clone(), m.line)).or_default().push(m);
        }
    }
    // Each line's mutants interleaved across operator families (the first of each family in
    // priority order, then the second of each, ...), so the first mutants of a line are varied;
    // lines by (Ochiai, prior).
    for v in per_line.values_mut() {
        v.sort_by(|x, y| (x.operator, x.start_byte, &x.id).cmp(&(y.operator, y.start_byte, &y.id)));
        let mut nth: BTreeMap<mutate::Operator, usize> = BTreeMap::new();
        let mut keyed: Vec<(usize, mutate::Operator, Mutant)> = v
            .drain(..)
            .map(|m| {
                let n = nth.entry(m.operator).or_insert(0);
                *n += 1;
                (*n, m.operator, m)
            })
            .collect();
        keyed.sort_by_key(|k| (k.0, k.1));
        v.extend(keyed.into_iter().map(|(_, _, m)| m));
    }
    let mut order: Vec<&(String, u32)> = per_line.keys().collect();
    order.sort_by(|a, b| {
        ochiai_of(b)
            .total_cmp(&ochiai_of(a))
            .then(prior_of(b).total_cmp(&prior_of(a)))
            .then(a.cmp(b))
    });
    let max_mutants = settings.max_mutants as usize;
    let frames: Vec<(String, u32)> = ctx
        .parsed
        .failures
        .iter()
        .flat_map(|f| {
            f.frames
                .iter()
                .rev()
                .filter(|fr| {
                    fr.in_workspace
                        && !crate::workspace::is_test_frame(&fr.file, fr.function.as_deref())
                })
                .map(|fr| (fr.file.clone(), fr.line))
        })
        .collect();
    // Phase 1: the first mutants of every line, round-robin; phase 2: the rest of the top lines.
    let phase1 = round_robin(&order, &per_line, 0, FIRST_PER_LINE, max_mutants);
    let generated: usize = per_line.values().map(Vec::len).sum();
    detail(&format!(
        "Mutation search: {} of {} mutants first ({} per line on {} lines), {} worker(s), {} failing and {} passing tests{}",
        phase1.len(),
        generated,
        FIRST_PER_LINE,
        per_line.len(),
        lab.workers(),
        n_failing,
        n_passing,
        if lab.narrowed.is_some() { ", failing tests first" } else { "" }
    ));
    let mut runs = run_jobs(&lab, phase1, deadline, ctx, "Mutants");
    if cancelled() {
        return Err(SearchError::Cancelled);
    }
    let scoring = Scoring {
        failing: &lab.failing,
        ochiai: &ochiai,
        frames: &frames,
        candidates: &candidates,
        prior: &prior,
    };
    let first = scoring.rank(&runs);
    if runs.len() < max_mutants && Instant::now() < deadline {
        let top: Vec<&(String, u32)> = first
            .iter()
            .map(|(k, _)| k)
            .filter(|k| per_line.contains_key(*k))
            .take(TOP_LINES)
            .collect();
        let more = round_robin(
            &top,
            &per_line,
            FIRST_PER_LINE,
            usize::MAX,
            max_mutants - runs.len(),
        );
        if !more.is_empty() {
            detail(&format!(
                "Mutation search: {} more mutants on the top {} lines",
                more.len(),
                top.len()
            ));
            runs.extend(run_jobs(&lab, more, deadline, ctx, "Mutants"));
            if cancelled() {
                return Err(SearchError::Cancelled);
            }
        }
    }
    // Mutants of the top lines that timed out get one more chance, last; the others are
    // abandoned (a retry costs a whole timeout, and they cannot change the top of the ranking).
    let top_lines: BTreeSet<(String, u32)> = scoring
        .rank(&runs)
        .into_iter()
        .take(TOP_LINES)
        .map(|(k, _)| k)
        .collect();
    let retry: Vec<usize> = (0..runs.len())
        .filter(|&i| {
            runs[i].outcome == Outcome::TimedOut
                && top_lines
                    .contains(&(runs[i].job.edits[0].0.clone(), runs[i].job.edits[0].1.line))
        })
        .collect();
    if !retry.is_empty() && Instant::now() < deadline {
        detail(&format!(
            "Mutation search: retrying {} that timed out",
            plural(retry.len(), "mutant", "mutants")
        ));
        let again = run_jobs(
            &lab,
            retry.iter().map(|&i| runs[i].job.clone()).collect(),
            deadline,
            ctx,
            "Retries",
        );
        // Workers take jobs in order and finish what they take: the finished ones are a prefix.
        let mut finished = again.into_iter();
        for &i in &retry {
            match finished.next() {
                Some(r) => {
                    runs[i].outcome = match r.outcome {
                        Outcome::TimedOut => Outcome::Hung,
                        o => o,
                    }
                }
                None => break,
            }
        }
    }
    let ranked = scoring.rank(&runs);
    scoring.dump(&runs, ctx.root, &ctx.report.description);
    let score_of: BTreeMap<(String, u32), f64> = ranked.iter().cloned().collect();

    // Pairs on the top lines, when no single mutant fixes everything.
    let single_fix = runs.iter().any(|r| {
        matches!(&r.outcome, Outcome::Ran { changed, complete: true, .. } if is_plausible_fix(&lab.failing, changed))
    });
    let mut pairs_tried = 0;
    if !single_fix && Instant::now() < deadline && runs.len() < max_mutants {
        let top: Vec<&(String, u32)> = ranked.iter().take(6).map(|(k, _)| k).collect();
        let partial: Vec<(&Job, Vec<bool>)> = runs
            .iter()
            .filter_map(|r| match &r.outcome {
                Outcome::Ran { changed, .. }
                    if top.contains(&&(r.job.edits[0].0.clone(), r.job.edits[0].1.line))
                        && changed.iter().zip(&lab.failing).any(|(&c, &f)| c && f) =>
                {
                    Some((&r.job, changed.clone()))
                }
                _ => None,
            })
            .collect();
        let mut pairs: Vec<(usize, usize, Job)> = Vec::new();
        for i in 0..partial.len() {
            for j in i + 1..partial.len() {
                let (a, b) = (&partial[i].0.edits[0], &partial[j].0.edits[0]);
                if a.1.line == b.1.line && a.0 == b.0 {
                    continue;
                }
                let fixed = lab
                    .failing
                    .iter()
                    .enumerate()
                    .filter(|(k, &f)| f && (partial[i].1[*k] || partial[j].1[*k]))
                    .count();
                let broken = lab
                    .failing
                    .iter()
                    .enumerate()
                    .filter(|(k, &f)| !f && (partial[i].1[*k] || partial[j].1[*k]))
                    .count();
                pairs.push((
                    fixed,
                    broken,
                    Job {
                        edits: vec![a.clone(), b.clone()],
                    },
                ));
            }
        }
        pairs.sort_by(|x, y| {
            y.0.cmp(&x.0).then(x.1.cmp(&y.1)).then_with(|| {
                let id = |j: &Job| {
                    j.edits
                        .iter()
                        .map(|(f, m)| format!("{f}:{}", m.id))
                        .collect::<Vec<_>>()
                };
                id(&x.2).cmp(&id(&y.2))
            })
        });
        let room = (max_mutants - runs.len()).min(60);
        let jobs: Vec<Job> = pairs.into_iter().take(room).map(|p| p.2).collect();
        if !jobs.is_empty() {
            pairs_tried = jobs.len();
            detail(&format!(
                "Mutation search: no single mutant makes every test pass; trying {} pairs on the top lines",
                jobs.len()
            ));
            runs.extend(run_jobs(&lab, jobs, deadline, ctx, "Pairs"));
            if cancelled() {
                return Err(SearchError::Cancelled);
            }
        }
    }

    // Fix candidates.
    let mut fixes: Vec<FixCandidate> = Vec::new();
    for r in &runs {
        let Outcome::Ran {
            changed,
            complete: true,
            ..
        } = &r.outcome
        else {
            continue;
        };
        if !is_plausible_fix(&lab.failing, changed) {
            continue;
        }
        if let Some(c) = fix_candidate(&mut lab, &r.job, &score_of) {
            fixes.push(c);
        }
    }
    fixes.sort_by(|a, b| {
        a.tokens_changed
            .cmp(&b.tokens_changed)
            .then(b.suspiciousness.total_cmp(&a.suspiciousness))
            .then_with(|| {
                let k = |c: &FixCandidate| {
                    c.edits
                        .iter()
                        .map(|e| (e.file.clone(), e.line, e.proposed_code.clone()))
                        .collect::<Vec<_>>()
                };
                k(a).cmp(&k(b))
            })
    });
    fixes.dedup_by(|a, b| a.edits == b.edits);
    fixes.truncate(5);

    let (singles, hung, nocompile) = runs.iter().fold((0, 0, 0), |acc, r| match r.outcome {
        Outcome::Ran { .. } if r.job.edits.len() == 1 => (acc.0 + 1, acc.1, acc.2),
        Outcome::Hung | Outcome::TimedOut => (acc.0, acc.1 + 1, acc.2),
        Outcome::NoCompile => (acc.0, acc.1, acc.2 + 1),
        _ => acc,
    });
    detail(&format!(
        "Mutation search: {} run{}{}{} in {:.1} s; {}",
        singles,
        if pairs_tried > 0 {
            format!(" and {pairs_tried} pairs")
        } else {
            String::new()
        },
        if nocompile > 0 {
            format!(", {nocompile} did not compile")
        } else {
            String::new()
        },
        if hung > 0 {
            format!(", {hung} timed out")
        } else {
            String::new()
        },
        started.elapsed().as_secs_f64(),
        plural(fixes.len(), "candidate fix", "candidate fixes"),
    ));

    // Evidence per line.
    let mut best: BTreeMap<(String, u32), (&Mutant, Vec<bool>, Vec<bool>, usize)> = BTreeMap::new();
    let mut tried: BTreeMap<(String, u32), usize> = BTreeMap::new();
    for r in runs.iter().filter(|r| r.job.edits.len() == 1) {
        let (file, m) = &r.job.edits[0];
        let key = (file.clone(), m.line);
        *tried.entry(key.clone()).or_default() += 1;
        let Outcome::Ran {
            changed, killed, ..
        } = &r.outcome
        else {
            continue;
        };
        let s = metallaxis_mutant(&lab.failing, killed);
        let p2f = changed
            .iter()
            .zip(&lab.failing)
            .filter(|(&c, &f)| c && !f)
            .count();
        let f2p = changed
            .iter()
            .zip(&lab.failing)
            .filter(|(&c, &f)| c && f)
            .count();
        // The most telling mutant: highest Metallaxis, then most failing tests passing, then
        // fewest passing tests broken, then fewest tokens.
        let better = match best.get(&key) {
            None => true,
            Some((bm, bc, bk, bp)) => {
                let bs = metallaxis_mutant(&lab.failing, bk);
                let bf = bc
                    .iter()
                    .zip(&lab.failing)
                    .filter(|(&c, &f)| c && f)
                    .count();
                s > bs
                    || (s == bs
                        && (std::cmp::Reverse(f2p), p2f, m.tokens_changed)
                            < (std::cmp::Reverse(bf), *bp, bm.tokens_changed))
            }
        };
        if better {
            best.insert(key, (m, changed.clone(), killed.clone(), p2f));
        }
    }
    let spectra: BTreeMap<(String, u32), (u32, u32)> = match &cov {
        Ok(c) => c
            .spectra()
            .into_iter()
            .map(|s| ((s.file, s.line), (s.ef, s.ep)))
            .collect(),
        Err(_) => BTreeMap::new(),
    };
    let evidence = |key: &(String, u32)| -> String {
        let mut parts = Vec::new();
        match best.get(key) {
            Some((m, changed, killed, p2f)) => {
                let count =
                    |v: &Vec<bool>| v.iter().zip(&lab.failing).filter(|(&c, &f)| c && f).count();
                let (f2p, fk) = (count(changed), count(killed));
                let broken = if *p2f == 0 {
                    format!("breaks none of the {n_passing} passing ones")
                } else {
                    format!("breaks {p2f} of the {n_passing} passing ones")
                };
                if fk == 0 {
                    parts.push(format!(
                        "none of the {} mutants tried here changes how a failing test ends",
                        tried.get(key).copied().unwrap_or(0)
                    ));
                } else if f2p == 0 {
                    parts.push(format!(
                        "{} here changes how {fk} of {n_failing} failing tests fail (none passes) and {broken}",
                        gerund(&m.description)
                    ));
                } else {
                    let differently = if fk > f2p {
                        format!(" ({} more fail differently)", fk - f2p)
                    } else {
                        String::new()
                    };
                    parts.push(format!(
                        "{} here makes {f2p} of {n_failing} failing tests pass{differently} and {broken}",
                        gerund(&m.description)
                    ));
                }
            }
            None => parts.push(match tried.get(key) {
                Some(n) => format!("its {n} mutants did not run to completion"),
                None => "on the failing path; not mutated within the budget".into(),
            }),
        }
        if let Some((ef, ep)) = spectra.get(key) {
            parts.push(format!(
                "executed by {ef} of {n_failing} failing and {ep} of {n_passing} passing tests (Ochiai {:.2})",
                ochiai_of(key)
            ));
        }
        if frames.iter().any(|(f, l)| *f == key.0 && *l == key.1) {
            parts.push("a frame of the failure's stack trace".into());
        }
        parts.join("; ")
    };

    let ranking: Vec<SuspiciousLine> = ranked
        .iter()
        .take(10)
        .map(|(k, s)| SuspiciousLine {
            file: k.0.clone(),
            line: k.1,
            score: (*s * 1000.0).round() / 1000.0,
            evidence: evidence(k),
        })
        .collect();
    let Some(top) = ranking.first().cloned() else {
        return Err(SearchError::Skipped("nothing was ranked".into()));
    };
    Ok(compose(
        ctx,
        base,
        ranking,
        fixes,
        &how,
        singles,
        pairs_tried,
        &top,
    ))
}

/// Fusion weights: Metallaxis leads (the strongest single formula in the literature and on our
/// corpus), Ochiai next, MUSE and the stack frames refine. MUSE averages over a line's mutants, so
/// a line with one or two mutants can swing it; it gets a small weight.
const WEIGHTS: FusionWeights = FusionWeights {
    metallaxis: 0.5,
    muse: 0.1,
    ochiai: 0.2,
    stack: 0.1,
};
/// Fused scores within this distance of the best of their group count as equal.
const BAND: f64 = 0.1;

/// Mutants per line in the first phase.
const FIRST_PER_LINE: usize = 12;
/// Lines that get the rest of their mutants in the second phase.
const TOP_LINES: usize = 5;

/// Jobs from the mutants `from..to` of each line in `order`, taken round-robin, at most `max`.
fn round_robin(
    order: &[&(String, u32)],
    per_line: &BTreeMap<(String, u32), Vec<Mutant>>,
    from: usize,
    to: usize,
    max: usize,
) -> Vec<Job> {
    let mut jobs = Vec::new();
    let mut round = from;
    while round < to && jobs.len() < max {
        let mut any = false;
        for key in order {
            if let Some(m) = per_line.get(*key).and_then(|v| v.get(round)) {
                any = true;
                if jobs.len() < max {
                    jobs.push(Job {
                        edits: vec![(key.0.clone(), m.clone())],
                    });
                }
            }
        }
        if !any {
            break;
        }
        round += 1;
    }
    jobs
}

/// What the ranking is computed from.
struct Scoring<'a> {
    failing: &'a [bool],
    ochiai: &'a BTreeMap<LineKey, f64>,
    frames: &'a [(String, u32)],
    candidates: &'a BTreeSet<(String, u32)>,
    prior: &'a BTreeMap<(String, u32), f64>,
}

impl Scoring<'_> {
    /// Development aid for weight studies: with `BUGBASH_MBFL_DUMP=DIR`, writes each line's raw
    /// component scores and prior to `DIR/<workspace folder name>.json`.
    fn dump(&self, runs: &[Run], root: &std::path::Path, description: &str) {
        let Some(dir) = std::env::var_os("BUGBASH_MBFL_DUMP") else {
            return;
        };
        let input = self.input(runs);
        let kill_only = metallaxis_lines(
            self.failing,
            &runs
                .iter()
                .filter(|r| r.job.edits.len() == 1)
                .filter_map(|r| match &r.outcome {
                    Outcome::Ran { killed, .. } => Some(MutantResult {
                        file: r.job.edits[0].0.clone(),
                        line: r.job.edits[0].1.line,
                        changed: killed.clone(),
                    }),
                    _ => None,
                })
                .collect::<Vec<_>>(),
        );
        let mut lines: BTreeSet<(String, u32)> = self.candidates.clone();
        for m in [&input.metallaxis, &input.muse, &input.ochiai, &input.stack] {
            lines.extend(m.keys().map(|k| (k.file.clone(), k.line)));
        }
        let get = |m: &BTreeMap<LineKey, f64>, k: &(String, u32)| {
            m.get(&LineKey::new(k.0.clone(), k.1)).copied()
        };
        let rows: Vec<serde_json::Value> = lines
            .iter()
            .map(|k| {
                serde_json::json!({
                    "file": k.0, "line": k.1,
                    "metallaxis_kill": get(&kill_only, k),
                    "metallaxis": get(&input.metallaxis, k),
                    "muse": get(&input.muse, k),
                    "ochiai": get(&input.ochiai, k),
                    "stack": get(&input.stack, k),
                    "prior": self.prior.get(k).copied().unwrap_or(0.0),
                })
            })
            .collect();
        let name = root
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(
            std::path::Path::new(&dir).join(format!("{name}.json")),
            serde_json::json!({"description": description, "rows": rows}).to_string(),
        );
    }

    fn input(&self, runs: &[Run]) -> FusionInput {
        let single = |pick: fn(&Outcome) -> Option<&Vec<bool>>| -> Vec<MutantResult> {
            runs.iter()
                .filter(|r| r.job.edits.len() == 1)
                .filter_map(|r| {
                    Some(MutantResult {
                        file: r.job.edits[0].0.clone(),
                        line: r.job.edits[0].1.line,
                        changed: pick(&r.outcome)?.clone(),
                    })
                })
                .collect()
        };
        let killed = single(|o| match o {
            Outcome::Ran { killed, .. } => Some(killed),
            _ => None,
        });
        let changed = single(|o| match o {
            Outcome::Ran { changed, .. } => Some(changed),
            _ => None,
        });
        // Metallaxis per mutant: the mean of its score over kills (a failing test that fails
        // differently counts) and over strict outcome changes, so a mutant that makes failing
        // tests pass outranks one that only changes how they fail. Per line: the maximum.
        let mut metallaxis: BTreeMap<LineKey, f64> = BTreeMap::new();
        for (k, c) in killed.iter().zip(&changed) {
            let v = (metallaxis_mutant(self.failing, &k.changed)
                + metallaxis_mutant(self.failing, &c.changed))
                / 2.0;
            let e = metallaxis
                .entry(LineKey::new(k.file.clone(), k.line))
                .or_insert(0.0);
            *e = e.max(v);
        }
        FusionInput {
            metallaxis,
            muse: muse_lines(self.failing, &changed),
            ochiai: self.ochiai.clone(),
            stack: stack_evidence(self.frames),
        }
    }

    /// Every candidate line (and any other line a component scores above 0), best first: fused
    /// score, then prior, then file and line. Metallaxis counts kills (a failing test that fails
    /// differently is killed too); MUSE counts strict outcome changes. Pairs are not scored.
    fn rank(&self, runs: &[Run]) -> Vec<((String, u32), f64)> {
        let input = self.input(runs);
        let fused: BTreeMap<(String, u32), f64> = fuse(&input, &WEIGHTS)
            .into_iter()
            .map(|r| ((r.file, r.line), r.score))
            .collect();
        let prior = |k: &(String, u32)| self.prior.get(k).copied().unwrap_or(0.0);
        let mut all: BTreeSet<(String, u32)> = self.candidates.clone();
        all.extend(
            fused
                .iter()
                .filter(|(_, &s)| s > 0.0)
                .map(|(k, _)| k.clone()),
        );
        let mut v: Vec<((String, u32), f64)> = all
            .into_iter()
            .map(|k| {
                let s = fused.get(&k).copied().unwrap_or(0.0);
                (k, s)
            })
            .collect();
        v.sort_by(|(ka, sa), (kb, sb)| {
            sb.total_cmp(sa)
                .then(prior(kb).total_cmp(&prior(ka)))
                .then(ka.cmp(kb))
        });
        // Scores closer than `BAND` to the best of their group are equal evidence: the prior
        // orders them.
        let mut out = Vec::with_capacity(v.len());
        let mut i = 0;
        while i < v.len() {
            let lead = v[i].1;
            let mut j = i + 1;
            while j < v.len() && lead - v[j].1 < BAND {
                j += 1;
            }
            let mut group = v[i..j].to_vec();
            group.sort_by(|(ka, _), (kb, _)| prior(kb).total_cmp(&prior(ka)).then(ka.cmp(kb)));
            out.extend(group);
            i = j;
        }
        out
    }
}

fn line_text(root: &std::path::Path, file: &str, line: u32) -> String {
    std::fs::read_to_string(root.join(file))
        .ok()
        .and_then(|t| {
            t.lines()
                .nth(line.saturating_sub(1) as usize)
                .map(str::to_string)
        })
        .unwrap_or_default()
}

/// The fix candidate of a job that made every test pass.
fn fix_candidate(
    lab: &mut Lab<'_>,
    job: &Job,
    score_of: &BTreeMap<(String, u32), f64>,
) -> Option<FixCandidate> {
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
    let suspiciousness = job
        .edits
        .iter()
        .map(|(f, m)| score_of.get(&(f.clone(), m.line)).copied().unwrap_or(0.0))
        .fold(0.0, f64::max);
    Some(FixCandidate {
        edits,
        description,
        tokens_changed: job.edits.iter().map(|(_, m)| m.tokens_changed).sum(),
        suspiciousness: (suspiciousness * 1000.0).round() / 1000.0,
    })
}

#[allow(clippy::too_many_arguments)]
fn compose(
    ctx: &AnalysisContext<'_>,
    base: &RootCauseAnalysis,
    ranking: Vec<SuspiciousLine>,
    fixes: Vec<FixCandidate>,
    how: &str,
    mutants: usize,
    pairs: usize,
    top: &SuspiciousLine,
) -> RootCauseAnalysis {
    let code = line_text(ctx.root, &top.file, top.line).trim().to_string();
    let mut rc = base.clone();
    let moved = base.root_cause_file != top.file || base.root_cause_line != Some(top.line);
    let strong = top.evidence.contains("failing tests pass");
    rc.analyzer = "offline".into();
    rc.root_cause_file = top.file.clone();
    rc.root_cause_line = Some(top.line);
    rc.root_cause_code = code.clone();
    let fix_note = match fixes.first() {
        Some(f) => format!(
            " {} made every test pass in an isolated copy ({} found).",
            capitalize(&f.description),
            plural(fixes.len(), "candidate fix", "candidate fixes")
        ),
        None => " No single mutant (or pair on the top lines) made every test pass.".into(),
    };
    rc.root_cause_explanation = format!(
        "`{code}` at {}:{} is the most suspicious line (score {:.2}): {}. Ranked by mutation-based localization (Metallaxis and MUSE over {mutants} mutants{}) fused with Ochiai where coverage exists and with the stack trace. {how}{fix_note} The stack and assertion analysis said: {}",
        top.file,
        top.line,
        top.score,
        top.evidence,
        if pairs > 0 { format!(" and {pairs} pairs") } else { String::new() },
        base.root_cause_explanation
    );
    if moved {
        rc.summary = truncate_chars(
            &format!(
                "{} at {}:{}",
                base.summary.split(" at ").next().unwrap_or(&base.summary),
                top.file,
                top.line
            ),
            MAX_SUMMARY_CHARS,
        );
        rc.execution_trace.insert(
            rc.execution_trace.len().saturating_sub(1),
            format!("{}:{}: `{code}`: {}", top.file, top.line, top.evidence),
        );
        rc.trace_locations.push(TraceLocation {
            file: top.file.clone(),
            line: top.line,
            message: truncate_chars(&top.evidence, 200),
        });
    }
    rc.confidence = if strong && ranking.get(1).map_or(true, |n| n.score < top.score) {
        Level::High
    } else if strong {
        Level::Medium
    } else {
        Level::Low
    };
    let mut alternatives: Vec<String> = ranking
        .iter()
        .skip(1)
        .take(5)
        .map(|c| {
            format!(
                "{}:{} `{}` (score {:.2}): {}",
                c.file,
                c.line,
                truncate_chars(line_text(ctx.root, &c.file, c.line).trim(), 80),
                c.score,
                c.evidence
            )
        })
        .collect();
    if let Some(t) = &base.failing_test {
        alternatives.push(format!(
            "{}:{}: the test's expectation itself may be wrong",
            t.file, t.line
        ));
    }
    rc.alternative_hypotheses = alternatives;
    rc.ranking = ranking;
    rc.fix_candidates = fixes;
    rc
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gerunds() {
        assert_eq!(gerund("change `<` to `<=`"), "changing `<` to `<=`");
        assert_eq!(gerund("replace `a` with `b`"), "replacing `a` with `b`");
        assert_eq!(
            gerund("call `max` instead of `min`"),
            "calling `max` instead of `min`"
        );
        assert_eq!(gerund("delete `x += 1`"), "deleting `x += 1`");
    }

    #[test]
    fn whole_lines() {
        let t = "a\nbc d\ne";
        assert_eq!(line_range(t, 3, 4), (2, 6));
        assert_eq!(line_range(t, 7, 8), (7, 8));
    }
}
