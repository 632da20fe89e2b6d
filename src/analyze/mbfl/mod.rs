//! The offline analyzer: stack and assertion analysis first (the `stack` analyzer), then
//! evidence from execution. The search runs in named steps, one module each:
//!
//! 0. `lab`: isolated copies of the workspace and the baseline run (per-test outcomes);
//!    `candidates`: the candidate lines, from per-test coverage (`coverage`: Python's tracer,
//!    V8, line probes inserted into a Rust copy) with Ochiai, or from the failing path read from
//!    the source (`path`).
//! 1. `plan`: plan the mutants (`mutate::generate`; harness mutants dropped; each line's most
//!    telling operators first, the calls the failing values point to (`hints`) before them;
//!    lines next to the failure first).
//! 2. `run`: run them in rounds, stopping early once the evidence is decisive, within the
//!    mutant and time budgets (no job starts after the deadline).
//! 3. `score`: one ranking of lines; the score shown is the score sorted by (see `score`).
//! 4. `fixes`: compose fix candidates from the mutants that made every test pass, judged by
//!    their edit class (`class`) and, for Python, by the values the passing tests observe.
//! 5. `explain`: the analysis a person reads, consistent with the plan the candidates give.
//!
//! A zero budget (`mutation_max_mutants = 0`) leaves the `stack` analysis as it is.

mod candidates;
pub mod class;
pub mod coverage;
mod explain;
mod fixes;
mod hints;
pub mod lab;
pub mod path;
pub(crate) mod plan;
pub mod probe;
mod run;
mod score;

use super::stack::StackAnalyzer;
use super::{AnalysisContext, AnalyzeError, Analyzer};
use crate::model::{RootCauseAnalysis, StepTime};
use lab::Lab;
use score::Scoring;
use std::time::{Duration, Instant};

/// A source line: workspace-relative file and 1-based line.
pub type Line = (String, u32);

/// Limits of one search, from the config.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchSettings {
    /// Mutants (and pairs) run at most; 0 turns the search off.
    pub max_mutants: u32,
    /// Wall-clock budget for the whole search, setup and baseline included.
    pub max_seconds: u64,
    /// Parallel runs; 0 means one per core.
    pub workers: usize,
    /// When not empty, only lines of these workspace-relative files are mutated (the loop's
    /// `--target` files).
    pub only_files: Vec<String>,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            max_mutants: 300,
            max_seconds: 120,
            workers: 0,
            only_files: Vec::new(),
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
            only_files: Vec::new(),
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

/// "change `a` to `b`" -> "changing `a` to `b`".
fn gerund(description: &str) -> String {
    let (verb, rest) = description.split_once(' ').unwrap_or((description, ""));
    let ing = match verb {
        // A short verb ending in one vowel and one consonant doubles it.
        "swap" | "set" | "put" | "cut" | "wrap" | "drop" | "skip" | "stop" => {
            format!("{verb}{}ing", &verb[verb.len() - 1..])
        }
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

/// Wall-clock durations of the analysis' own steps.
struct Steps {
    last: Instant,
    list: Vec<StepTime>,
}

impl Steps {
    fn new() -> Steps {
        Steps {
            last: Instant::now(),
            list: Vec::new(),
        }
    }

    fn done(&mut self, step: &str) {
        let now = Instant::now();
        self.list.push(StepTime {
            step: step.to_string(),
            seconds: ((now - self.last).as_secs_f64() * 100.0).round() / 100.0,
        });
        self.last = now;
    }
}

/// Share of the time budget kept for the checks after the mutants (behavioural check).
const CHECK_SHARE: f64 = 0.1;

fn search(
    ctx: &AnalysisContext<'_>,
    runner: &dyn crate::process::ProcessRunner,
    command: &str,
    base: &RootCauseAnalysis,
) -> Result<RootCauseAnalysis, SearchError> {
    let started = Instant::now();
    let mut steps = Steps::new();
    let settings = &ctx.search;
    let budget = Duration::from_secs(settings.max_seconds);
    let deadline = started + budget;
    let mutants_deadline = started + budget.mul_f64(1.0 - CHECK_SHARE);
    let cancelled = || ctx.cancel.as_ref().is_some_and(|c| c.is_cancelled());
    let detail = |m: &str| {
        if let Some(p) = ctx.progress {
            p.detail(m)
        }
    };
    detail("Mutation search: copying the workspace and running the baseline...");
    // A hang: the baseline gets a limit of its own (a quarter of the budget, 10 to 60 s), with
    // the watchdog; the mutants a timeout from the passing tests (see `lab`).
    let hang_limit = ctx
        .parsed
        .failures
        .iter()
        .any(|f| f.kind == crate::parse::FailureKind::TimedOut)
        .then(|| Duration::from_secs((settings.max_seconds / 4).clamp(10, 60)));
    let mut lab = Lab::new(
        runner,
        ctx.root,
        command,
        settings.worker_count(),
        ctx.cancel.clone(),
        Duration::from_secs(settings.max_seconds.max(30)),
        hang_limit,
    )
    .map_err(|e| {
        if cancelled() {
            SearchError::Cancelled
        } else {
            SearchError::Skipped(e.0)
        }
    })?;
    // Failures that were there before and are not the investigation's target are context:
    // a fix need not (and usually cannot) make them pass.
    let set_aside = lab.set_aside(&ctx.reproduction.other_failing_tests);
    if !set_aside.is_empty() {
        detail(&format!(
            "Left out of the search (they failed before and are not the target): {}",
            set_aside.join(", ")
        ));
    }
    steps.done("copies and baseline");

    let mut cands = candidates::collect(ctx, &lab, base);
    if cancelled() {
        return Err(SearchError::Cancelled);
    }
    if !settings.only_files.is_empty() {
        let only = &settings.only_files;
        cands.lines.retain(|(f, _)| only.contains(f));
        if cands.lines.is_empty() {
            return Err(SearchError::Skipped(format!(
                "no line of the target files ({}) is on the failing path",
                only.join(", ")
            )));
        }
        cands.how = format!(
            "{} The search mutates only the target files ({}).",
            cands.how,
            only.join(", ")
        );
    }
    detail(&cands.how);
    steps.done("coverage");
    if cands.lines.is_empty() {
        return Err(SearchError::Skipped(
            "no line of the code under test is on the failing path".into(),
        ));
    }
    lab.load(cands.lines.iter().map(|(f, _)| f));
    let failing = lab.failing.clone();
    let orphans = |file: &str, m: &crate::mutate::Mutant| {
        lab.remember(file)
            .zip(crate::mutate::Lang::from_path(std::path::Path::new(file)))
            .and_then(|(src, lang)| crate::mutate::orphaned_by(src, lang, m))
            .is_some()
    };
    let assigned: std::collections::BTreeMap<Line, Vec<String>> = cands
        .lines
        .iter()
        .filter_map(|(f, l)| {
            let text = lab.remember(f)?.lines().nth(*l as usize - 1)?;
            let names = score::assigned_names(text);
            (!names.is_empty()).then(|| ((f.clone(), *l), names))
        })
        .collect();
    let several: std::collections::BTreeSet<Line> = assigned
        .iter()
        .filter(|((f, l), names)| {
            lab.remember(f).is_some_and(|src| {
                names
                    .iter()
                    .any(|name| score::assigned_elsewhere(src, *l, name))
            })
        })
        .map(|(k, _)| k.clone())
        .collect();
    // A line that repeats the one above it word for word: a pasted copy (see `Scoring`).
    let mut file_lines: std::collections::HashMap<&str, Vec<&str>> = Default::default();
    let copies: std::collections::BTreeSet<Line> = cands
        .lines
        .iter()
        .filter(|(f, l)| {
            let Some(src) = lab.remember(f) else {
                return false;
            };
            let lines = file_lines
                .entry(f.as_str())
                .or_insert_with(|| src.lines().collect());
            score::is_pasted_copy(lines, *l)
        })
        .cloned()
        .collect();
    // A candidate line that calls a function whose first statement is a candidate too.
    let entries: std::collections::BTreeMap<String, Vec<Line>> = cands
        .lines
        .iter()
        .filter_map(|(f, l)| {
            let name = score::function_entered(lab.remember(f)?, *l)?;
            Some((name, (f.clone(), *l)))
        })
        .fold(Default::default(), |mut m, (name, line)| {
            m.entry(name).or_default().push(line);
            m
        });
    let enters: std::collections::BTreeSet<(Line, Line)> = cands
        .lines
        .iter()
        .filter_map(|(f, l)| {
            Some((
                (f.clone(), *l),
                lab.remember(f)?.lines().nth(*l as usize - 1)?,
            ))
        })
        .flat_map(|(at, text)| {
            crate::workspace::calls_on_line(text)
                .into_iter()
                .filter_map(|n| entries.get(&n))
                .flatten()
                .map(|e| (at.clone(), e.clone()))
                .collect::<Vec<_>>()
        })
        .collect();
    // A line raising an error as the one statement of a branch, with its condition's line.
    let raise_guards: std::collections::BTreeMap<Line, Line> = cands
        .lines
        .iter()
        .filter_map(|(f, l)| {
            let lines = file_lines.get(f.as_str())?;
            Some(((f.clone(), *l), (f.clone(), score::raise_guard(lines, *l)?)))
        })
        .collect();
    let scoring = Scoring {
        failing: &failing,
        ochiai: &cands.ochiai,
        frames: &cands.frames,
        candidates: &cands.lines,
        prior: &cands.prior,
        globals: &cands.globals,
        orphans: Some(&orphans),
        spectra: &cands.spectra,
        assigned: &assigned,
        several: &several,
        copies: &copies,
        enters: &enters,
        raise_guards: &raise_guards,
    };
    // What the failing assertions got and expected: a passing test whose values change by
    // exactly this correction sees the fix, not a change of behaviour (see `fixes`); a value
    // that differs only by whitespace, case or sign points to the call that repairs it (`hints`).
    let corrections: Vec<(String, String)> = ctx
        .parsed
        .failures
        .iter()
        .filter_map(|f| Some((f.actual.clone()?, f.expected.clone()?)))
        .collect();
    // Step 1: plan the mutants.
    let plan = plan::plan_mutants(
        &lab,
        &cands,
        &scoring,
        &hints::repair_calls(&corrections),
        &corrections,
    );
    let planned: usize = plan.per_line.values().map(Vec::len).sum();
    // Step 2: run them.
    let runs = run::run_search(
        &lab,
        &plan,
        &scoring,
        &cands,
        ctx,
        settings.max_mutants as usize,
        mutants_deadline,
    )?;
    steps.done("mutants");
    // Step 3: score.
    let ranked = scoring.rank(&runs.runs);
    dump(&ranked, &plan, &runs.runs, ctx);
    // Step 4: compose fixes.
    let fixes = fixes::compose_fixes(
        &lab,
        &runs.runs,
        &ranked,
        &scoring,
        &cands,
        &corrections,
        deadline,
    );
    if cancelled() {
        return Err(SearchError::Cancelled);
    }
    steps.done("fix candidates");
    let (singles, hung, nocompile) = runs.runs.iter().fold((0, 0, 0), |acc, r| match r.outcome {
        lab::Outcome::Ran { .. } if r.is_single() => (acc.0 + 1, acc.1, acc.2),
        lab::Outcome::Hung | lab::Outcome::TimedOut => (acc.0, acc.1 + 1, acc.2),
        lab::Outcome::NoCompile => (acc.0, acc.1, acc.2 + 1),
        _ => acc,
    });
    detail(&format!(
        "Mutation search: {} run{}{}{}{} in {:.1} s; {}{}",
        singles,
        if runs.pairs_tried > 0 {
            format!(" and {} pairs", runs.pairs_tried)
        } else {
            String::new()
        },
        if nocompile > 0 {
            format!(", {nocompile} did not compile")
        } else {
            String::new()
        },
        match runs
            .runs
            .iter()
            .filter(|r| matches!(r.outcome, lab::Outcome::Degenerate(_)))
            .count()
        {
            0 => String::new(),
            d => format!(", {d} only broke the harness (not scored)"),
        },
        if hung > 0 {
            format!(", {hung} timed out")
        } else {
            String::new()
        },
        started.elapsed().as_secs_f64(),
        plural(fixes.fixes.len(), "candidate fix", "candidate fixes"),
        runs.stopped
            .as_deref()
            .map(|w| format!(" (stopped: {w})"))
            .unwrap_or_default(),
    ));
    // Step 5: explain.
    let hung_tests = lab.hung_tests();
    let harness = plan.harness;
    explain::compose(explain::Inputs {
        ctx,
        base,
        cands: &cands,
        scoring: &scoring,
        ranked: &ranked,
        runs: &runs,
        fixes,
        failing: &failing,
        hung_tests,
        planned,
        harness_skipped: harness,
        steps: steps.list,
    })
    .ok_or_else(|| SearchError::Skipped("nothing was ranked".into()))
}

/// Development aid for weight studies: with `BUGBASH_MBFL_DUMP=DIR`, writes each ranked line's
/// score parts to `DIR/<workspace folder name>.json`. Nothing reads it.
/// With `BUGBASH_MBFL_DUMP=DIR`, writes the whole ranking, every planned mutant per line in
/// its order, and every run's outcome to `DIR/<workspace name>.json`: for studying a search.
fn dump(
    ranked: &[score::Ranked],
    plan: &plan::MutantPlan,
    runs: &[score::Run],
    ctx: &AnalysisContext<'_>,
) {
    let Some(dir) = std::env::var_os("BUGBASH_MBFL_DUMP") else {
        return;
    };
    let rows: Vec<serde_json::Value> = ranked
        .iter()
        .map(|r| {
            serde_json::json!({
                "file": r.line.0, "line": r.line.1, "score": r.score,
                "evidence": r.evidence, "prior": r.prior, "fix": r.fix,
            })
        })
        .collect();
    let planned: Vec<serde_json::Value> = plan
        .order
        .iter()
        .filter_map(|l| Some((l, plan.per_line.get(l)?)))
        .map(|(l, ms)| {
            serde_json::json!({
                "file": l.0, "line": l.1,
                "mutants": ms.iter().map(|m| format!("{} [{:?}]", m.description, m.operator)).collect::<Vec<_>>(),
            })
        })
        .collect();
    let ran: Vec<serde_json::Value> = runs
        .iter()
        .map(|r| {
            serde_json::json!({
                "edits": r.job.edits.iter().map(|(f, m)| format!("{f}:{} {}", m.line, m.description)).collect::<Vec<_>>(),
                "outcome": format!("{:?}", r.outcome),
            })
        })
        .collect();
    let name = ctx
        .root
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(
        std::path::Path::new(&dir).join(format!("{name}.json")),
        serde_json::json!({
            "description": ctx.report.description, "rows": rows, "planned": planned, "runs": ran,
        })
        .to_string(),
    );
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
        assert_eq!(gerund("set `x` to `0`"), "setting `x` to `0`");
        assert_eq!(gerund("swap `a` and `b`"), "swapping `a` and `b`");
    }

    #[test]
    fn whole_lines() {
        let t = "a\nbc d\ne";
        assert_eq!(line_range(t, 3, 4), (2, 6));
        assert_eq!(line_range(t, 7, 8), (7, 8));
    }
}
