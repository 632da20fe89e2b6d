//! `bugbash eval CORPUS`: how well the offline pipeline localizes and fixes known bugs.
//!
//! A corpus is a folder of cases, each a small project with a `case.toml` (`test_command`,
//! `description`, and `[[bug]]` tables with a `file` and its buggy `lines`). For each case the
//! project (without `case.toml`, `fix.patch` and `README.md`, which name the bug) is copied to a
//! temporary git repository, an investigation is created with the case's test command and run
//! offline to a plan, and we record:
//!
//! - the 1-based rank of the first line of the analysis' ranking (the root cause first, then the
//!   next candidates, in the tool's own order: ties were already broken by the tool, so nothing
//!   here counts one in its favour) whose file is a bug file and whose line is listed for it;
//! - whether a plausible fix was found: the offline plan was approved (by the evaluation) and
//!   `fix` ended FIXED, every test passing; and whether it is the same edit as `fix.patch`;
//! - the wall-clock time from the start of the investigation to its plan (verification is not
//!   counted).

use crate::engine::{Engine, InitRequest, NoProgress, Progress};
use crate::model::BugPhase;
use crate::process::CancelToken;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Debug, Clone, Deserialize)]
struct CaseToml {
    test_command: String,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    bug: Vec<BugToml>,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
pub struct BugToml {
    pub file: String,
    pub lines: Vec<u32>,
}

/// One case of a corpus.
#[derive(Debug, Clone)]
pub struct Case {
    pub name: String,
    pub dir: PathBuf,
    pub test_command: String,
    pub description: String,
    pub bugs: Vec<BugToml>,
    pub language: String,
}

/// The result of one case.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct CaseResult {
    pub name: String,
    pub language: String,
    /// 1-based rank of the first correct line; `None` when no ranked line is a buggy one.
    pub rank: Option<usize>,
    /// The tool's top line, `file:line`.
    pub top: Option<String>,
    /// A plan was made offline, approved by the evaluation, applied, and every test passed.
    pub plausible_fix: bool,
    /// The plan's edit is the same as the reference `fix.patch` (whitespace aside).
    pub reference_fix: bool,
    pub seconds: f64,
    /// The phase the investigation reached before the evaluation approved anything.
    pub phase: String,
    pub error: Option<String>,
    /// The offline plan's edit, `file:line: `old` -> `new``, when there was a plan.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<String>,
    /// The plan's risk level (`low`, `medium`, `high`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub risk: Option<String>,
    /// How many fix candidates the analysis kept.
    #[serde(default)]
    pub candidates: usize,
}

/// Figures over a set of cases.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Summary {
    pub cases: usize,
    pub acc_at_1: usize,
    pub acc_at_3: usize,
    pub acc_at_5: usize,
    /// Over the cases where a correct line was ranked at all.
    pub mean_rank: Option<f64>,
    pub not_ranked: usize,
    pub plausible_fixes: usize,
    pub reference_fixes: usize,
    pub median_seconds: f64,
    pub max_seconds: f64,
}

/// The whole report.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Report {
    pub cases: Vec<CaseResult>,
    pub summary: Summary,
    /// Per language (`python`, `rust`, `javascript`, ...).
    pub by_language: std::collections::BTreeMap<String, Summary>,
    /// Cores and load averages when the run started and ended (other work on the machine
    /// slows the cases down).
    #[serde(default)]
    pub machine: String,
}

fn language_of(file: &str) -> String {
    crate::mutate::Lang::from_path(Path::new(file))
        .map(|l| l.name().to_string())
        .unwrap_or_else(|| "other".into())
}

/// The cases of `corpus` (folders holding a `case.toml`), sorted by name; `only` keeps the named
/// ones.
pub fn load_corpus(corpus: &Path, only: &[String]) -> Result<Vec<Case>, String> {
    let entries = std::fs::read_dir(corpus)
        .map_err(|e| format!("cannot read the corpus folder {}: {e}", corpus.display()))?;
    let mut cases = Vec::new();
    for e in entries.flatten() {
        let dir = e.path();
        let toml_path = dir.join("case.toml");
        if !toml_path.is_file() {
            continue;
        }
        let name = e.file_name().to_string_lossy().to_string();
        if !only.is_empty() && !only.contains(&name) {
            continue;
        }
        let text = std::fs::read_to_string(&toml_path)
            .map_err(|e| format!("cannot read {}: {e}", toml_path.display()))?;
        let t: CaseToml = toml::from_str(&text)
            .map_err(|e| format!("{}: {}", toml_path.display(), e.message()))?;
        if t.bug.is_empty() || t.bug.iter().any(|b| b.lines.is_empty()) {
            return Err(format!(
                "{}: needs at least one [[bug]] with file and lines",
                toml_path.display()
            ));
        }
        let language = language_of(&t.bug[0].file);
        cases.push(Case {
            description: t
                .description
                .clone()
                .unwrap_or_else(|| format!("the tests of {name} fail")),
            name,
            dir,
            test_command: t.test_command,
            bugs: t.bug,
            language,
        });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(missing) = only.iter().find(|n| !cases.iter().any(|c| &c.name == *n)) {
        return Err(format!("no case named {missing} in {}", corpus.display()));
    }
    if cases.is_empty() {
        return Err(format!(
            "no case found in {} (a case is a folder with a case.toml)",
            corpus.display()
        ));
    }
    Ok(cases)
}

fn copy_case(from: &Path, to: &Path) -> std::io::Result<()> {
    for e in walkdir::WalkDir::new(from).into_iter().filter_entry(|e| {
        let n = e.file_name().to_string_lossy();
        e.depth() == 0
            || !(crate::lang::is_uncopied_dir(&n)
                || (e.depth() == 1
                    && matches!(n.as_ref(), "case.toml" | "fix.patch" | "README.md")))
    }) {
        let e = e?;
        let rel = e.path().strip_prefix(from).map_err(std::io::Error::other)?;
        let dest = to.join(rel);
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dest)?;
        } else if e.file_type().is_file() {
            std::fs::copy(e.path(), &dest)?;
        }
    }
    Ok(())
}

fn git(dir: &Path, args: &[&str]) {
    let _ = std::process::Command::new("git")
        .args([
            "-c",
            "user.name=bugbash-eval",
            "-c",
            "user.email=eval@localhost",
        ])
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
}

/// Lines `fix.patch` adds, trimmed, for comparing with a plan.
fn reference_added(case: &Case) -> Vec<String> {
    std::fs::read_to_string(case.dir.join("fix.patch"))
        .map(|p| {
            p.lines()
                .filter(|l| l.starts_with('+') && !l.starts_with("+++"))
                .map(|l| l[1..].split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|l| !l.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// The lines `changes` add, whitespace-normalized: a proposal that keeps its line and adds one
/// below it (`x = a` -> `x = a` + `break`) adds only the new one, as a patch says.
fn added_lines(changes: &[crate::model::FileChange]) -> Vec<String> {
    let norm = |l: &str| l.split_whitespace().collect::<Vec<_>>().join(" ");
    changes
        .iter()
        .flat_map(|c| {
            let current: Vec<String> = c
                .current_code
                .as_deref()
                .unwrap_or("")
                .lines()
                .map(norm)
                .collect();
            c.proposed_code
                .as_deref()
                .unwrap_or("")
                .lines()
                .map(norm)
                .filter(|l| !l.is_empty() && !current.contains(l))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Runs one case (see the module documentation).
pub fn run_case(case: &Case, cancel: Option<CancelToken>) -> CaseResult {
    let mut result = CaseResult {
        name: case.name.clone(),
        language: case.language.clone(),
        rank: None,
        top: None,
        plausible_fix: false,
        reference_fix: false,
        seconds: 0.0,
        phase: String::new(),
        error: None,
        plan: None,
        risk: None,
        candidates: 0,
    };
    let work = match tempfile::Builder::new().prefix("bugbash-eval-").tempdir() {
        Ok(w) => w,
        Err(e) => {
            result.error = Some(format!("cannot create a temporary folder: {e}"));
            return result;
        }
    };
    let dir = work.path();
    if let Err(e) = copy_case(&case.dir, dir) {
        result.error = Some(format!("cannot copy the case: {e}"));
        return result;
    }
    git(dir, &["init", "-q"]);
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-qm", "case"]);
    let engine = match Engine::open(dir) {
        Ok(e) => e,
        Err(e) => {
            result.error = Some(e.to_string());
            return result;
        }
    };
    let request = InitRequest {
        description: case.description.clone(),
        id: Some("eval".into()),
        test: Some(case.test_command.clone()),
        ..InitRequest::default()
    };
    if let Err(e) = engine.create(request) {
        result.error = Some(e.to_string());
        return result;
    }
    let started = Instant::now();
    let run = engine.run_investigation("eval", None, false, &NoProgress, cancel);
    result.seconds = (started.elapsed().as_secs_f64() * 100.0).round() / 100.0;
    let state = match run {
        Ok(s) => s,
        Err(e) => {
            result.error = Some(e.to_string());
            match engine.get("eval") {
                Ok(s) => s,
                Err(_) => return result,
            }
        }
    };
    result.phase = state.phase.to_string();
    if let Some(rc) = &state.root_cause {
        let ranking: Vec<(String, u32)> = if rc.ranking.is_empty() {
            rc.root_cause_line
                .map(|l| vec![(rc.root_cause_file.clone(), l)])
                .unwrap_or_default()
        } else {
            rc.ranking
                .iter()
                .map(|s| (s.file.clone(), s.line))
                .collect()
        };
        result.top = ranking.first().map(|(f, l)| format!("{f}:{l}"));
        result.candidates = rc.fix_candidates.len();
        result.rank = ranking
            .iter()
            .position(|(f, l)| {
                case.bugs
                    .iter()
                    .any(|b| b.file == *f && b.lines.contains(l))
            })
            .map(|p| p + 1);
    }
    if state.phase == BugPhase::Planned {
        if let Some(plan) = &state.fix_plan {
            result.risk = Some(plan.risk_level.as_str().to_string());
            result.plan = plan.changes.first().map(|c| {
                format!(
                    "{}:{}: `{}` -> `{}`",
                    c.file_path,
                    c.line_hint.unwrap_or(0),
                    c.current_code.as_deref().unwrap_or("").trim(),
                    c.proposed_code.as_deref().unwrap_or("").trim()
                )
            });
            let reference = reference_added(case);
            let proposed = added_lines(&plan.changes);
            result.reference_fix = !reference.is_empty() && proposed == reference;
        }
        let fixed = engine
            .approve(
                "eval",
                "bugbash-eval",
                Some("evaluation: checking the plan"),
            )
            .and_then(|_| engine.fix("eval", &NoProgress));
        result.plausible_fix = matches!(fixed, Ok(s) if s.phase == BugPhase::Fixed);
    }
    result
}

fn summarize(results: &[&CaseResult]) -> Summary {
    let within = |k: usize| {
        results
            .iter()
            .filter(|r| r.rank.is_some_and(|x| x <= k))
            .count()
    };
    let ranks: Vec<usize> = results.iter().filter_map(|r| r.rank).collect();
    let mut times: Vec<f64> = results.iter().map(|r| r.seconds).collect();
    times.sort_by(f64::total_cmp);
    let median = match times.len() {
        0 => 0.0,
        n if n % 2 == 1 => times[n / 2],
        n => (times[n / 2 - 1] + times[n / 2]) / 2.0,
    };
    Summary {
        cases: results.len(),
        acc_at_1: within(1),
        acc_at_3: within(3),
        acc_at_5: within(5),
        mean_rank: (!ranks.is_empty()).then(|| {
            (ranks.iter().sum::<usize>() as f64 / ranks.len() as f64 * 100.0).round() / 100.0
        }),
        not_ranked: results.len() - ranks.len(),
        plausible_fixes: results.iter().filter(|r| r.plausible_fix).count(),
        reference_fixes: results.iter().filter(|r| r.reference_fix).count(),
        median_seconds: median,
        max_seconds: times.last().copied().unwrap_or(0.0),
    }
}

/// Cores and the load average, from `/proc/loadavg` where there is one.
fn machine_load() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| {
            let v: Vec<&str> = l.split_whitespace().take(3).collect();
            (v.len() == 3).then(|| {
                format!(
                    "load average {} (1 min), {} (5 min), {} (15 min)",
                    v[0], v[1], v[2]
                )
            })
        })
        .unwrap_or_else(|| "load average unknown".into());
    format!("{cores} core(s), {load}")
}

/// Runs every case in order, reporting each through `progress`.
pub fn run(cases: &[Case], progress: &dyn Progress, cancel: Option<CancelToken>) -> Report {
    let before = machine_load();
    let mut results = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        if cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
            break;
        }
        progress.step(i as u32 + 1, cases.len() as u32, &case.name);
        let r = run_case(case, cancel.clone());
        progress.detail(&line(&r));
        results.push(r);
    }
    let mut rep = report(results);
    rep.machine = format!("at the start: {before}; at the end: {}", machine_load());
    rep
}

/// The summaries of `results`.
pub fn report(results: Vec<CaseResult>) -> Report {
    let all: Vec<&CaseResult> = results.iter().collect();
    let summary = summarize(&all);
    let mut by_language = std::collections::BTreeMap::new();
    let mut langs: Vec<&str> = results.iter().map(|r| r.language.as_str()).collect();
    langs.sort();
    langs.dedup();
    for l in langs {
        let part: Vec<&CaseResult> = results.iter().filter(|r| r.language == l).collect();
        by_language.insert(l.to_string(), summarize(&part));
    }
    Report {
        cases: results,
        summary,
        by_language,
        machine: String::new(),
    }
}

/// One case as a line of text.
pub fn line(r: &CaseResult) -> String {
    format!(
        "rank {:<4} fix {:<9} {:>6.1} s  top {}{}",
        r.rank.map_or("-".to_string(), |k| k.to_string()),
        match (r.plausible_fix, r.reference_fix) {
            (true, true) => "yes (ref)",
            (true, false) => "yes",
            _ => "no",
        },
        r.seconds,
        r.top.as_deref().unwrap_or("-"),
        r.error
            .as_deref()
            .map(|e| format!("  error: {}", crate::analyze::truncate_chars(e, 120)))
            .unwrap_or_default()
    )
}

fn pct(n: usize, of: usize) -> String {
    if of == 0 {
        "-".into()
    } else {
        format!("{n}/{of} ({:.0}%)", n as f64 * 100.0 / of as f64)
    }
}

/// The summary as text, one block per language and one for all.
pub fn render_summary(report: &Report) -> String {
    let mut out = String::new();
    let mut block = |name: &str, s: &Summary| {
        out.push_str(&format!(
            "{name}: {} cases; acc@1 {}, acc@3 {}, acc@5 {}; mean rank {} ({} not ranked); plausible fixes {} ({} identical to the reference); median {:.1} s, max {:.1} s per case\n",
            s.cases,
            pct(s.acc_at_1, s.cases),
            pct(s.acc_at_3, s.cases),
            pct(s.acc_at_5, s.cases),
            s.mean_rank.map_or("-".into(), |m| format!("{m:.2}")),
            s.not_ranked,
            pct(s.plausible_fixes, s.cases),
            s.reference_fixes,
            s.median_seconds,
            s.max_seconds,
        ));
    };
    for (l, s) in &report.by_language {
        block(l, s);
    }
    block("all", &report.summary);
    out
}

/// The report as Markdown: the command, the machine, a table per language and one row per case
/// (for `bugbash eval --report FILE.md`).
pub fn render_markdown(report: &Report, command: &str) -> String {
    use std::fmt::Write as _;
    let mut o = String::new();
    let _ = writeln!(o, "# bugbash eval\n");
    let _ = writeln!(o, "Command: `{command}`\n");
    if !report.machine.is_empty() {
        let _ = writeln!(o, "Machine: {}\n", report.machine);
    }
    let _ = writeln!(
        o,
        "| language | cases | acc@1 | acc@3 | acc@5 | mean rank (not ranked) | plausible fixes (same as fix.patch) | median / max s per case |"
    );
    let _ = writeln!(o, "|---|---|---|---|---|---|---|---|");
    let mut row = |name: &str, s: &Summary| {
        let _ = writeln!(
            o,
            "| {name} | {} | {} | {} | {} | {} ({}) | {} ({}) | {:.1} / {:.1} |",
            s.cases,
            pct(s.acc_at_1, s.cases),
            pct(s.acc_at_3, s.cases),
            pct(s.acc_at_5, s.cases),
            s.mean_rank.map_or("-".into(), |m| format!("{m:.2}")),
            s.not_ranked,
            pct(s.plausible_fixes, s.cases),
            s.reference_fixes,
            s.median_seconds,
            s.max_seconds
        );
    };
    for (l, s) in &report.by_language {
        row(l, s);
    }
    row("all", &report.summary);
    let _ = writeln!(
        o,
        "\n| case | rank | plausible fix | same as fix.patch | seconds | tool's top line | plan (risk) | candidates |"
    );
    let _ = writeln!(o, "|---|---|---|---|---|---|---|---|");
    let cell = |s: &str| s.replace('|', "\\|").replace('\n', " ");
    for r in &report.cases {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let _ = writeln!(
            o,
            "| {} | {} | {} | {} | {:.1} | {} | {} | {} |",
            r.name,
            r.rank.map_or("-".to_string(), |k| k.to_string()),
            yes(r.plausible_fix),
            yes(r.reference_fix),
            r.seconds,
            r.top
                .as_deref()
                .map_or("-".to_string(), |t| format!("`{t}`")),
            match (&r.plan, &r.error) {
                (Some(p), _) => format!(
                    "{} ({})",
                    cell(&crate::analyze::truncate_chars(p, 90)),
                    r.risk.as_deref().unwrap_or("?")
                ),
                (None, Some(e)) =>
                    format!("error: {}", cell(&crate::analyze::truncate_chars(e, 90))),
                (None, None) => format!("none ({})", r.phase),
            },
            r.candidates
        );
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rank: Option<usize>, fix: bool, secs: f64) -> CaseResult {
        CaseResult {
            name: "c".into(),
            language: "python".into(),
            rank,
            top: None,
            plausible_fix: fix,
            reference_fix: false,
            seconds: secs,
            phase: "PLANNED".into(),
            error: None,
            plan: Some("a.py:3: `x > 1` -> `x >= 1`".into()),
            risk: Some("low".into()),
            candidates: 2,
        }
    }

    #[test]
    fn summary_counts_ranks_fixes_and_times() {
        let rep = report(vec![
            r(Some(1), true, 3.0),
            r(Some(2), false, 1.0),
            r(Some(4), true, 10.0),
            r(None, false, 2.0),
        ]);
        let s = &rep.summary;
        assert_eq!((s.acc_at_1, s.acc_at_3, s.acc_at_5), (1, 2, 3));
        assert_eq!(s.mean_rank, Some(2.33));
        assert_eq!(s.not_ranked, 1);
        assert_eq!(s.plausible_fixes, 2);
        assert_eq!(s.median_seconds, 2.5);
        assert_eq!(s.max_seconds, 10.0);
        assert!(render_summary(&rep).contains("acc@1 1/4 (25%)"));
        let md = render_markdown(&rep, "bugbash eval corpus/");
        assert!(md.contains("| python | 4 | 1/4 (25%) |"), "{md}");
        assert!(md.contains("`x > 1` -> `x >= 1` (low)"), "{md}");
        assert!(md.contains("Command: `bugbash eval corpus/`"), "{md}");
    }

    #[test]
    fn a_proposal_that_keeps_its_line_adds_only_the_new_one() {
        let change = |current: &str, proposed: &str| crate::model::FileChange {
            file_path: "a.py".into(),
            change_type: crate::model::ChangeType::Modify,
            current_code: Some(current.into()),
            proposed_code: Some(proposed.into()),
            explanation: String::new(),
            line_hint: Some(3),
        };
        assert_eq!(
            added_lines(&[change("    x = a", "    x = a\n    break")]),
            ["break"]
        );
        assert_eq!(added_lines(&[change("x  =  a", "x = b")]), ["x = b"]);
    }
}
