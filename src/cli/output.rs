//! Terminal output: colour only on a terminal (and never with NO_COLOR or --no-color), the
//! status box, the list table, progress lines, and the JSON of `status --json` (spec 6.3).

use crate::engine::{Action, Progress};
use crate::model::{BugPhase, BugState};
use std::io::{IsTerminal, Write};

pub struct Out {
    color: bool,
}

const GREEN: &str = "\x1b[32m";
const RED: &str = "\x1b[31m";
const YELLOW: &str = "\x1b[33m";
const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

impl Out {
    pub fn new(no_color: bool) -> Out {
        let color =
            !no_color && std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
        Out { color }
    }

    fn paint(&self, code: &str, s: &str) -> String {
        if self.color {
            format!("{code}{s}{RESET}")
        } else {
            s.to_string()
        }
    }

    pub fn line(&self, s: &str) {
        let mut o = std::io::stdout().lock();
        let _ = writeln!(o, "{s}");
        let _ = o.flush();
    }

    pub fn success(&self, s: &str) {
        self.line(&self.paint(GREEN, &format!("✓ {s}")));
    }

    pub fn error(&self, s: &str) {
        let color = self.color && std::io::stderr().is_terminal();
        let msg = if color {
            format!("{RED}error:{RESET} {s}")
        } else {
            format!("error: {s}")
        };
        eprintln!("{msg}");
    }

    /// A line under an error saying what to do.
    pub fn hint(&self, s: &str) {
        let color = self.color && std::io::stderr().is_terminal();
        let msg = if color {
            format!("{YELLOW}hint:{RESET} {s}")
        } else {
            format!("hint: {s}")
        };
        eprintln!("{msg}");
    }

    pub fn notice(&self, s: &str) {
        let color = self.color && std::io::stderr().is_terminal();
        let msg = if color {
            format!("{YELLOW}notice:{RESET} {s}")
        } else {
            format!("notice: {s}")
        };
        eprintln!("{msg}");
    }

    pub fn json(&self, v: &serde_json::Value) {
        self.line(&serde_json::to_string_pretty(v).unwrap_or_default());
    }

    pub fn progress(&self) -> Printer<'_> {
        Printer { out: self }
    }

    pub fn status_box(&self, s: &BugState, root: &std::path::Path) {
        let mut rows: Vec<String> = Vec::new();
        let waiting = match s.phase {
            BugPhase::Planned => " (awaiting approval)",
            BugPhase::Approved => " (ready to apply)",
            p if p.is_running() && s.stopped.is_some() => " (stopped)",
            p if p.is_running() => " (running)",
            _ => "",
        };
        rows.push(format!("Phase: {}{waiting}", s.phase));
        if let Some(stop) = &s.stopped {
            let first = stop.message.lines().next().unwrap_or("");
            rows.push(format!("Stopped: the {} failed: {first}", stop.stage));
        }
        rows.push(format!(
            "Created: {}",
            s.created_at.format("%Y-%m-%d %H:%M:%S")
        ));
        if let Some(sev) = s.report.severity {
            rows.push(format!("Severity: {sev}"));
        }
        rows.push(format!("Cost: ${:.2}", s.total_cost_usd()));
        for (phase, cost) in s.cost_by_phase() {
            rows.push(format!("  {phase}: ${cost:.2}"));
        }
        rows.push(String::new());
        match &s.reproduction {
            Some(r) => {
                rows.push(format!(
                    "Reproduction: {} ({} confidence){}",
                    if r.confirmed {
                        "CONFIRMED"
                    } else {
                        "NOT REPRODUCED"
                    },
                    r.confidence,
                    if r.flaky { ", FLAKY" } else { "" }
                ));
                rows.push(format!("  Steps: {}", r.reproduction_steps.len()));
                rows.push(format!("  Affected files: {}", r.affected_files.len()));
                if !r.other_failing_tests.is_empty() {
                    rows.push(format!("  Target: {}", r.failing_tests.join(", ")));
                    rows.push(format!(
                        "  Also failing before any fix (context): {}",
                        r.other_failing_tests.join(", ")
                    ));
                }
                if !r.confirmed && !r.notes.is_empty() {
                    rows.push(format!("  {}", r.notes));
                }
            }
            None => rows.push("Reproduction: not run".into()),
        }
        if let Some(rc) = &s.root_cause {
            rows.push(String::new());
            rows.push(format!(
                "Root Cause: {}:{}",
                rc.root_cause_file,
                rc.root_cause_line
                    .map(|l| l.to_string())
                    .unwrap_or_else(|| "?".into())
            ));
            rows.push(format!("  {}", rc.summary));
            rows.push(format!("  Confidence: {}", rc.confidence));
        }
        let t = &s.triage;
        if let Some(c) = t.complexity {
            rows.push(String::new());
            let defect = match t.defect_type {
                Some(crate::model::DefectType::Logic) => "logic",
                Some(crate::model::DefectType::Data) => "data",
                Some(crate::model::DefectType::Visual) => "visual",
                None => "-",
            };
            rows.push(format!(
                "Triage: {} defect, {}, blast radius {}, tests {}",
                defect,
                complexity_name(c),
                t.blast_radius.map(|l| l.as_str()).unwrap_or("unknown"),
                match t.test_coverage {
                    Some(crate::model::TestCoverage::Existing) => "existing",
                    Some(crate::model::TestCoverage::None) => "none",
                    None => "unknown",
                }
            ));
            if let Some(why) = &t.escalation_reason {
                rows.push(format!("  Escalate: {why}"));
            }
        }
        if let Some(p) = &s.fix_plan {
            rows.push(String::new());
            rows.push("Fix Plan:".into());
            rows.push(format!("  Summary: {}", p.summary));
            rows.push(format!("  Files: {} change(s)", p.changes.len()));
            rows.push(format!(
                "  Tests: {}",
                crate::render::tests_summary(Some(root), p)
            ));
            rows.push(format!("  Risk: {}", p.risk_level.as_str().to_uppercase()));
        }
        if let Some(v) = &s.verification {
            rows.push(String::new());
            rows.push(format!(
                "Verification: {} target test(s) pass, {} still fail, {} new failure(s)",
                v.targets_passed.len(),
                v.targets_failing.len(),
                v.new_failures.len()
            ));
            if !v.preexisting_failures.is_empty() {
                rows.push(format!(
                    "  Pre-existing failures (not held against the fix): {}",
                    v.preexisting_failures.join(", ")
                ));
            }
        }
        if let Some(reason) = &s.blocked_reason {
            rows.push(String::new());
            rows.push(format!("Blocked: {reason}"));
        }
        if let Some(reason) = &s.rejection_reason {
            rows.push(String::new());
            rows.push(format!("Rejected: {reason}"));
        }
        rows.push(String::new());
        rows.push(format!("Next: {}", next_action(s)));
        let width = rows
            .iter()
            .map(|r| r.chars().count())
            .max()
            .unwrap_or(0)
            .max(40)
            + 2;
        let title = format!(" Bug: {} ", s.bug_id);
        let pad = width.saturating_sub(title.chars().count());
        let left = pad / 2;
        self.line(&format!(
            "╭{}{}{}╮",
            "─".repeat(left),
            self.paint(BOLD, &title),
            "─".repeat(pad - left)
        ));
        for r in rows {
            let n = r.chars().count();
            self.line(&format!("│ {r}{} │", " ".repeat(width - 2 - n)));
        }
        self.line(&format!("╰{}╯", "─".repeat(width)));
    }

    pub fn table(&self, states: &[BugState]) {
        if states.is_empty() {
            self.line("No investigations. Start one with: bugbash init \"<description>\" --test \"<command>\"");
            return;
        }
        let idw = states
            .iter()
            .map(|s| s.bug_id.len())
            .max()
            .unwrap_or(2)
            .max(2);
        let header = format!(
            "{:idw$}  {:16}  {:3}  {:10}  {:10}  {:8}  {}",
            "ID", "Phase", "Sev", "Complexity", "Created", "Cost", "Next"
        );
        self.line(&self.paint(BOLD, &header));
        for s in states {
            self.line(&format!(
                "{:idw$}  {:16}  {:3}  {:10}  {:10}  {:8}  {}",
                s.bug_id,
                s.phase.as_upper(),
                s.report
                    .severity
                    .map(|x| x.to_string())
                    .unwrap_or_else(|| "-".into()),
                s.triage.complexity.map(complexity_name).unwrap_or("-"),
                s.created_at.format("%Y-%m-%d"),
                format!("${:.2}", s.total_cost_usd()),
                short_next(s)
            ));
        }
        self.line("");
        self.line(&format!(
            "{} bug(s) found. Use `bugbash status <id>` for details.",
            states.len()
        ));
    }
}

/// `trivial`, `moderate`, `complex`.
fn complexity_name(c: crate::model::Complexity) -> &'static str {
    match c {
        crate::model::Complexity::Trivial => "trivial",
        crate::model::Complexity::Moderate => "moderate",
        crate::model::Complexity::Complex => "complex",
    }
}

fn short_next(s: &BugState) -> String {
    let actions = crate::engine::actions(s);
    if actions.is_empty() {
        return if s.phase.is_running() {
            "(running)".into()
        } else {
            "-".into()
        };
    }
    actions
        .iter()
        .map(|a| word(*a))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The subcommand of an action, for the list table.
fn word(action: Action) -> &'static str {
    match action {
        Action::Analyze => "analyze",
        Action::ChooseTargets => "analyze --failing",
        Action::ImportPlan => "plan --patch",
        Action::ShowPlan => "plan",
        Action::ChooseFix => "plan --candidate",
        Action::Approve => "approve",
        Action::Reject => "reject",
        Action::Apply => "fix",
        Action::Retry => "analyze --retry",
        Action::Rollback => "rollback",
        Action::Commit => "commit",
    }
}

/// The command line that carries out `action` for investigation `id`.
pub fn command_line(action: Action, id: &str) -> String {
    match action {
        Action::Analyze => format!("bugbash analyze {id}"),
        Action::ChooseTargets => format!("bugbash analyze {id} --failing TEST"),
        Action::ImportPlan => format!("bugbash plan {id} --patch FIX.diff"),
        Action::ShowPlan => format!("bugbash plan {id}"),
        Action::ChooseFix => format!("bugbash plan {id} --candidate N"),
        Action::Approve => format!("bugbash approve {id}"),
        Action::Reject => format!("bugbash reject {id} --reason \"...\""),
        Action::Apply => format!("bugbash fix {id}"),
        Action::Retry => format!("bugbash analyze {id} --retry"),
        Action::Rollback => format!("bugbash rollback {id}"),
        Action::Commit => format!("bugbash commit {id}"),
    }
}

/// What an action's command line does, as a comment after it.
fn purpose(action: Action, s: &BugState) -> &'static str {
    match action {
        Action::Analyze if s.phase == BugPhase::Analyzed => "plan the fix",
        Action::Analyze if s.phase == BugPhase::Reproduced => "continue to root-cause analysis",
        Action::Analyze => "reproduce, analyze and plan",
        Action::ChooseTargets => "name the failing test(s) it is about, then run on",
        Action::ImportPlan => "import a fix as the plan",
        Action::ShowPlan => "review the plan's diff",
        Action::ChooseFix => "plan another fix candidate instead (`bugbash plan ID` lists them)",
        Action::Approve => "approve the fix plan",
        Action::Reject => "close it as won't fix",
        Action::Apply => "apply the fix and verify it",
        Action::Retry => "start over from reproduction",
        Action::Rollback => "restore the files the fix changed",
        Action::Commit => "commit the fix and its tests to git",
    }
}

/// The next steps of `s`, one command line each: exactly the engine's allowed actions.
pub fn next_steps(s: &BugState) -> Vec<String> {
    let mut steps: Vec<String> = crate::engine::actions(s)
        .into_iter()
        .map(|a| format!("{}   # {}", command_line(a, &s.bug_id), purpose(a, s)))
        .collect();
    // Without a failing test of its own, the way on is to give it one (`analyze --test`, which
    // the engine allows exactly where Analyze or Retry starts from reproduction).
    if s.report.test_command.is_none()
        && matches!(s.phase, BugPhase::Created | BugPhase::NotReproducible)
    {
        steps.insert(
            0,
            format!(
                "bugbash analyze {} --test \"<command>\"   # give it the failing test, then run",
                s.bug_id
            ),
        );
    }
    steps
}

/// The command a person would run next (with the alternatives).
pub fn next_action(s: &BugState) -> String {
    let actions = crate::engine::actions(s);
    match actions.split_first() {
        None if s.phase.is_running() => "(running)".into(),
        None => "-".into(),
        Some((first, [])) => command_line(*first, &s.bug_id),
        Some((first, rest)) => format!(
            "{}  (or {})",
            command_line(*first, &s.bug_id),
            rest.iter()
                .map(|a| command_line(*a, &s.bug_id))
                .collect::<Vec<_>>()
                .join(", or ")
        ),
    }
}

/// `status --json` (spec 6.3), with cost per phase added.
pub fn status_json(s: &BugState) -> serde_json::Value {
    serde_json::json!({
        "bug_id": s.bug_id,
        "phase": s.phase.as_upper(),
        "created_at": s.created_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "updated_at": s.updated_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "description": s.report.description,
        "severity": s.report.severity.map(|x| x.to_string()),
        "triage": s.triage,
        "hints": s.report.hints,
        "cost_usd": s.total_cost_usd(),
        "cost_by_phase": s.cost_by_phase(),
        "reproduction": s.reproduction.as_ref().map(|r| serde_json::json!({
            "confirmed": r.confirmed,
            "confidence": r.confidence,
            "attempts": r.attempts,
            "flaky": r.flaky,
            "notes": r.notes,
            "failing_tests": r.failing_tests,
            "other_failing_tests": r.other_failing_tests,
            "target_reason": r.target_reason,
        })),
        "target_tests": s.report.target_tests,
        "verification": s.verification,
        "root_cause": s.root_cause.as_ref().map(|rc| serde_json::json!({
            "file": rc.root_cause_file,
            "line": rc.root_cause_line,
            "summary": rc.summary,
            "code": rc.root_cause_code,
            "confidence": rc.confidence,
            "analyzer": rc.analyzer,
            "ranking": rc.ranking,
            "fix_candidates": rc.fix_candidates.len(),
        })),
        "fix_plan": s.fix_plan.as_ref().map(|p| serde_json::json!({
            "files_changed": p.changes.len(),
            "test_cases": p.test_cases.len(),
            "risk_level": p.risk_level,
            "summary": p.summary,
            "planner": p.planner,
        })),
        "approval": s.approval_record.as_ref().map(|a| serde_json::json!({
            "approved_by": a.approved_by,
            "approved_at": a.approved_at.to_rfc3339(),
            "fix_plan_hash": a.fix_plan_hash,
        })),
        "blocked_reason": s.blocked_reason,
        "why": s.why,
        "stopped": s.stopped,
        "next": next_action(s),
    })
}

/// Prints the `[1/3] Reproducing...` progress lines.
pub struct Printer<'a> {
    out: &'a Out,
}

impl Progress for Printer<'_> {
    fn step(&self, n: u32, total: u32, title: &str) {
        if n > 1 {
            self.out.line("");
        }
        self.out.line(&format!("[{n}/{total}] {title}"));
    }
    fn ok(&self, message: &str) {
        self.out.line(&format!(
            "      {}",
            self.out.paint(GREEN, &format!("✓ {message}"))
        ));
    }
    fn detail(&self, message: &str) {
        self.out.line(&format!("      {message}"));
    }
    fn fail(&self, message: &str) {
        for (i, l) in message.lines().enumerate() {
            let l = if i == 0 {
                format!("✗ {l}")
            } else {
                format!("  {l}")
            };
            self.out.line(&format!("      {}", self.out.paint(RED, &l)));
        }
    }
}
