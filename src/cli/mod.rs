//! The command-line surface: argument parsing (clap), human and JSON output, and the one mapping
//! from engine errors to the origin spec's exit codes ([`exit_code`]).

mod commit;
mod doctor;
mod export;
mod loop_cmd;
mod output;

use crate::engine::{Engine, EngineError, InitRequest, StopAt};
use crate::model::{BugPhase, BugState, Severity};
use crate::reproduce::shell_quote;
use crate::store::StoreError;
use clap::{Parser, Subcommand};
use output::{command_line, next_steps, status_json, Out};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "bugbash",
    version,
    about = "Bug investigations: reproduce, pin the root cause, plan, approve, apply, verify."
)]
struct Cli {
    /// Workspace root (default: the nearest folder upwards with a .bugbash/, else the current one).
    #[arg(long, global = true, value_name = "DIR")]
    workspace: Option<PathBuf>,
    /// Never colour the output (colour is used only on a terminal anyway; NO_COLOR also works).
    #[arg(long, global = true)]
    no_color: bool,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Start a new investigation.
    Init {
        /// What goes wrong, in a few words. One that starts with '-' goes last, after `--`:
        /// bugbash init --test CMD -- "--weird description"
        description: Option<String>,
        /// Custom id (a slug: lowercase letters, digits, '-', '_', '.').
        #[arg(long)]
        id: Option<String>,
        /// The failing test: a test id (tests/test_auth.py::test_login) or a full command.
        #[arg(long)]
        test: Option<String>,
        /// A target test, as the runner prints it (repeatable): the failure to investigate
        /// when the run fails in several tests; the others are context, and verification does
        /// not hold them against the fix.
        #[arg(long = "failing", value_name = "TEST")]
        failing: Vec<String>,
        /// A GitHub issue number to import (title, body, labels, stack traces).
        #[arg(long, value_name = "N")]
        github_issue: Option<u64>,
        /// The repository of --github-issue (default: the origin remote).
        #[arg(long, value_name = "OWNER/NAME")]
        repo: Option<String>,
        /// A Markdown defect report to import.
        #[arg(long, value_name = "FILE")]
        from_report: Option<PathBuf>,
        /// The error message seen.
        #[arg(long)]
        error: Option<String>,
        /// A stack trace, inline or @file.
        #[arg(long)]
        stack_trace: Option<String>,
        /// Reported severity: P0, P1, P2 or P3.
        #[arg(long)]
        severity: Option<String>,
    },
    /// Run the investigation pipeline.
    Analyze {
        id: String,
        /// Stop after a phase: reproduce or analyze.
        #[arg(long, value_parser = ["reproduce", "analyze"])]
        stop_at: Option<String>,
        /// Start a BLOCKED or NOT_REPRODUCIBLE investigation over from reproduction.
        #[arg(long)]
        retry: bool,
        /// Set the failing test first (a test id or a full command), as `init --test` does: for
        /// an investigation not reproduced yet, or one that is NOT_REPRODUCIBLE or BLOCKED
        /// (which then starts over, as with --retry).
        #[arg(long, value_name = "CMD")]
        test: Option<String>,
        /// Name the target test(s) first, as `init --failing` does (repeatable): before the
        /// analysis, or to start a NOT_REPRODUCIBLE or BLOCKED investigation over.
        #[arg(long = "failing", value_name = "TEST")]
        failing: Vec<String>,
        /// A hint for the planners and the model ("the bug is in the discount tier lookup");
        /// kept in the report.
        #[arg(long, value_name = "HINT")]
        context: Option<String>,
    },
    /// Show one investigation, or all of them.
    Status {
        id: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// List investigations.
    List {
        /// Only this phase (for example: planned).
        #[arg(long)]
        phase: Option<String>,
        /// Show at most N (0: no limit).
        #[arg(long, value_name = "N", default_value_t = 50)]
        limit: usize,
        #[arg(long)]
        json: bool,
    },
    /// Approve the fix plan (records who, when and the plan's SHA-256).
    Approve {
        id: String,
        /// Who approves (default: $USER).
        #[arg(long)]
        by: Option<String>,
        /// Why (required when require_approval_reason is set).
        #[arg(long)]
        reason: Option<String>,
    },
    /// Reject the investigation as won't fix.
    Reject {
        id: String,
        #[arg(long, required = true)]
        reason: String,
        #[arg(long)]
        by: Option<String>,
    },
    /// Show the fix plan's diff and the other fix candidates; with --patch, make the plan from a
    /// unified diff (git format); with --candidate N, from the analysis' fix candidate N.
    Plan {
        id: String,
        /// The diff to import.
        #[arg(long, value_name = "FILE", conflicts_with = "candidate")]
        patch: Option<PathBuf>,
        /// Make the plan from this fix candidate (1-based, as `plan ID` lists them).
        #[arg(long, value_name = "N")]
        candidate: Option<usize>,
        /// A workspace test file whose tests verify the fix (repeatable).
        #[arg(long = "test-case", value_name = "FILE")]
        test_case: Vec<String>,
    },
    /// Apply the approved fix and verify it.
    Fix {
        id: String,
        /// Show the diff and the test files to be written; change nothing.
        #[arg(long)]
        dry_run: bool,
        /// Once FIXED, commit the fix (as `bugbash commit` does).
        #[arg(long, conflicts_with = "dry_run")]
        commit: bool,
    },
    /// Commit the fix of a FIXED investigation: only its files, `fix(scope): summary`.
    Commit { id: String },
    /// Check the workspace: store, states, locks, stuck investigations, test command, git, disk,
    /// config, model.
    Doctor {
        #[arg(long)]
        json: bool,
    },
    /// Repair an investigation a dead process left behind (stale lock, damaged state, stuck
    /// phase).
    Recover {
        id: String,
        /// Also remove a lock held by a live process.
        #[arg(long)]
        force: bool,
    },
    /// Restore the files a fix touched to their bytes before the fix.
    Rollback { id: String },
    /// Test, analyze, plan, apply, re-run in a sandbox until the tests pass; the result is one
    /// investigation whose plan (the combined diff) waits for approval.
    Loop {
        /// The command that runs the tests.
        #[arg(long = "test", value_name = "CMD")]
        test: String,
        /// Fix cycles at most.
        #[arg(long, value_name = "N", default_value_t = crate::engine::debug_loop::DEFAULT_MAX_CYCLES)]
        max_cycles: u32,
        /// Only look for the cause and change code in this file (repeatable).
        #[arg(long = "target", value_name = "FILE")]
        target: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Find the commit that introduced the bug: `git bisect run` with the reproduction command,
    /// in a sandbox clone (your working tree, index and HEAD are never touched).
    Bisect {
        id: String,
        /// A commit where the tests pass (default: before the commit that last changed the
        /// root-cause line, else the first commit).
        #[arg(long, value_name = "REF")]
        good: Option<String>,
        /// Time budget of the whole bisect.
        #[arg(long, default_value_t = 600)]
        budget_seconds: u64,
    },
    /// Export investigations (all open ones with a root cause, or the given ids).
    Export {
        /// As a SARIF 2.1.0 log (for GitHub code scanning and SARIF viewers).
        #[arg(long)]
        sarif: bool,
        /// Only these investigations.
        ids: Vec<String>,
        /// Write to FILE instead of stdout.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Write the `.bugbash/config.toml` template in this workspace.
    Setup,
    /// Evaluate the offline pipeline on a corpus of known bugs (folders with a case.toml).
    Eval {
        /// The corpus folder.
        corpus: PathBuf,
        /// Only these cases (folder names).
        #[arg(long = "case", value_name = "NAME")]
        cases: Vec<String>,
        /// The full report as JSON on stdout.
        #[arg(long)]
        json: bool,
        /// Also write the report as Markdown (summary and per-case table) to this file.
        #[arg(long, value_name = "FILE.md")]
        report: Option<PathBuf>,
    },
    /// The language server, on stdio (handled before parsing, by `lsp::main`; listed for --help).
    Lsp {
        /// Accepted for vscode-languageclient, which always passes it.
        #[arg(long)]
        stdio: bool,
        /// Accepted for vscode-languageclient (the editor's process id).
        #[arg(long = "clientProcessId", value_name = "N", hide = true)]
        client_process_id: Option<String>,
    },
}

/// Entry point of the binary.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    // The language server parses its own arguments (`--stdio`, `--clientProcessId=N`, which
    // vscode-languageclient passes) and refuses others with its own usage line.
    if args.get(1).map(String::as_str) == Some("lsp") {
        let rest: Vec<std::ffi::OsString> = std::env::args_os().skip(2).collect();
        return crate::lsp::main(&rest);
    }
    let cli = match Cli::try_parse_from(&args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            use clap::error::ErrorKind::*;
            let code = match e.kind() {
                DisplayHelp | DisplayVersion | DisplayHelpOnMissingArgumentOrSubcommand => 0,
                // `init` uses 1 for invalid arguments (2 means the id exists); elsewhere a usage
                // error is 2 (for example `reject` without `--reason`).
                _ if args.get(1).map(String::as_str) == Some("init") => 1,
                _ => 2,
            };
            if args.get(1).map(String::as_str) == Some("init") && e.kind() == UnknownArgument {
                eprintln!(
                    "hint: a description that starts with '-' goes last, after `--`: \
                     bugbash init --test CMD -- \"--weird description\""
                );
            }
            return ExitCode::from(code);
        }
    };
    let out = Out::new(cli.no_color);
    if let Cmd::Lsp { .. } = cli.command {
        // `bugbash --workspace DIR lsp`: the server runs in DIR (its working directory, the
        // workspace when the editor names no root folder).
        if let Some(dir) = &cli.workspace {
            if let Err(e) = std::env::set_current_dir(dir) {
                out.error(&format!("--workspace {}: {e}", dir.display()));
                return ExitCode::from(1);
            }
        }
        return crate::lsp::main(&[]);
    }
    let root = match &cli.workspace {
        Some(w) => w.clone(),
        None => find_root(&std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."))),
    };
    let name = command_name(&cli.command);
    match run(cli.command, &root, &out) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            out.error(&e.to_string());
            if let Some(hint) = hint(&e) {
                out.hint(&hint);
            }
            ExitCode::from(exit_code(name, &e))
        }
    }
}

fn command_name(c: &Cmd) -> &'static str {
    match c {
        Cmd::Init { .. } => "init",
        Cmd::Analyze { .. } => "analyze",
        Cmd::Status { .. } => "status",
        Cmd::List { .. } => "list",
        Cmd::Approve { .. } => "approve",
        Cmd::Reject { .. } => "reject",
        Cmd::Setup => "setup",
        Cmd::Eval { .. } => "eval",
        Cmd::Plan { .. } => "plan",
        Cmd::Fix { .. } => "fix",
        Cmd::Rollback { .. } => "rollback",
        Cmd::Export { .. } => "export",
        Cmd::Bisect { .. } => "bisect",
        Cmd::Commit { .. } => "commit",
        Cmd::Doctor { .. } => "doctor",
        Cmd::Recover { .. } => "recover",
        Cmd::Loop { .. } => "loop",
        Cmd::Lsp { .. } => "lsp",
    }
}

/// The nearest directory upwards that holds a `.bugbash/`, else `start`.
pub fn find_root(start: &Path) -> PathBuf {
    let mut cur = Some(start);
    while let Some(d) = cur {
        if d.join(".bugbash").is_dir() {
            return d.to_path_buf();
        }
        cur = d.parent();
    }
    start.to_path_buf()
}

/// The one mapping from engine errors to exit codes (origin spec section 6).
pub fn exit_code(command: &str, e: &EngineError) -> u8 {
    match e {
        EngineError::Store(s) => match **s {
            StoreError::AlreadyExists(_) | StoreError::Locked { .. } => 2,
            _ => 1,
        },
        EngineError::Config(_) => 1,
        EngineError::InvalidInput(_) if command == "reject" => 2,
        EngineError::InvalidInput(_) => 1,
        EngineError::ReasonRequired { action, .. } => match action {
            crate::engine::Action::Reject => 2,
            _ => 1,
        },
        EngineError::NotAllowed(_)
        | EngineError::NoRootCause { .. }
        | EngineError::WrongState(_)
        | EngineError::Transition(_) => 2,
        EngineError::ApprovalRequired(_) => 2,
        EngineError::NotReproducible { .. } => 3,
        EngineError::Stage(_) => 4,
        EngineError::Stale(_)
        | EngineError::Refused(_)
        | EngineError::PlanChanged(_)
        | EngineError::NotApplied(_)
        | EngineError::ApprovalUnverified { .. } => 3,
        EngineError::Cancelled => 130,
        // Like `analyze`: 3 when the tests could not be run or reproduced, 4 when an agent step
        // failed or the cycles ran out.
        EngineError::Loop(l) if l.step.as_deref() == Some("reproduce") => 3,
        EngineError::Loop(_) => 4,
    }
}

/// How the CLI words the way out of an error: the command to run.
pub fn hint(e: &EngineError) -> Option<String> {
    match e {
        EngineError::NotAllowed(n) if n.allowed.is_empty() => {
            Some("nothing more can be done with it".into())
        }
        EngineError::NotAllowed(n) => Some(format!(
            "what can be done now: {}",
            n.allowed
                .iter()
                .map(|a| command_line(*a, &n.id))
                .collect::<Vec<_>>()
                .join("  |  ")
        )),
        EngineError::ReasonRequired { .. } => Some("pass --reason \"...\"".into()),
        EngineError::NoRootCause { id, .. } => Some(format!(
            "analyze it first: {}",
            command_line(crate::engine::Action::Analyze, id)
        )),
        EngineError::NotApplied(n) if !n.unsaved => Some(format!(
            "apply the approved fix first: {}",
            command_line(crate::engine::Action::Apply, &n.id)
        )),
        EngineError::PlanChanged(p) => Some(format!(
            "review it: {}",
            command_line(crate::engine::Action::ShowPlan, &p.id)
        )),
        EngineError::ApprovalUnverified { id, .. } => Some(format!(
            "review it: {}, then: {}",
            command_line(crate::engine::Action::ShowPlan, id),
            command_line(crate::engine::Action::Approve, id)
        )),
        _ => None,
    }
}

fn user_name() -> String {
    crate::store::user_name().unwrap_or_else(|| "cli".into())
}

fn run(cmd: Cmd, root: &Path, out: &Out) -> Result<u8, EngineError> {
    if let Cmd::Setup = cmd {
        let created = Engine::init_workspace(root)?;
        if created {
            out.line(&format!(
                "Wrote {}",
                root.join(".bugbash/config.toml").display()
            ));
        } else {
            out.line(".bugbash/config.toml already exists; left unchanged");
        }
        return Ok(0);
    }
    if let Cmd::Eval {
        corpus,
        cases,
        json,
        report: report_file,
    } = cmd
    {
        let command = std::env::args().collect::<Vec<_>>().join(" ");
        let cases = crate::eval::load_corpus(&corpus, &cases).map_err(EngineError::InvalidInput)?;
        let report = if json {
            crate::eval::run(&cases, &crate::engine::NoProgress, None)
        } else {
            crate::eval::run(&cases, &out.progress(), None)
        };
        if let Some(file) = report_file {
            std::fs::write(&file, crate::eval::render_markdown(&report, &command)).map_err(
                |e| EngineError::InvalidInput(format!("cannot write {}: {e}", file.display())),
            )?;
        }
        if json {
            out.line(&serde_json::to_string_pretty(&report).unwrap_or_default());
        } else {
            out.line("");
            out.line(crate::eval::render_summary(&report).trim_end());
        }
        return Ok(0);
    }
    if let Cmd::Doctor { json } = cmd {
        return Ok(doctor::run(root, json, out));
    }
    let engine = Engine::open(root)?;
    let result = dispatch(cmd, &engine, out);
    for n in engine.store.take_notices() {
        out.notice(&n);
    }
    result
}

fn dispatch(cmd: Cmd, engine: &Engine, out: &Out) -> Result<u8, EngineError> {
    match cmd {
        Cmd::Init {
            description,
            id,
            test,
            failing,
            github_issue,
            repo,
            from_report,
            error,
            stack_trace,
            severity,
        } => {
            let severity = severity
                .map(|s| s.parse::<Severity>().map_err(EngineError::InvalidInput))
                .transpose()?;
            let mut base_report = intake_report(
                engine,
                from_report.as_deref(),
                github_issue,
                repo.as_deref(),
            )?;
            let failing: Vec<String> = failing
                .iter()
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty())
                .collect();
            if !failing.is_empty() {
                base_report
                    .get_or_insert_with(|| crate::model::BugReport::new(""))
                    .target_tests = failing;
            }
            let state = engine.create(InitRequest {
                description: description.unwrap_or_default(),
                id,
                test,
                test_id: None,
                github_issue,
                error,
                stack_trace,
                severity,
                steps: Vec::new(),
                base_report,
            })?;
            let dir = engine.store.bug_dir(&state.bug_id);
            let shown = dir.strip_prefix(engine.root()).unwrap_or(&dir);
            out.line(&format!("Created bug investigation: {}", state.bug_id));
            out.line(&format!("Location: {}/", shown.display()));
            if !state.report.target_tests.is_empty() {
                out.line(&format!(
                    "Target test(s): {}",
                    state.report.target_tests.join(", ")
                ));
            }
            if state.report.test_command.is_none() && engine.config.test_command.is_none() {
                out.line("");
                out.line("No test command: reproduction will use the report's stack trace only.");
                out.line(&format!(
                    "Give one with: bugbash analyze {} --test \"<command>\" (or test_command in \
                     .bugbash/config.toml).",
                    state.bug_id
                ));
            }
            print_next_steps(&state, out);
            Ok(0)
        }
        Cmd::Analyze {
            id,
            stop_at,
            mut retry,
            context,
            test,
            failing,
        } => {
            let stop = match stop_at.as_deref() {
                Some("reproduce") => Some(StopAt::Reproduce),
                Some("analyze") => Some(StopAt::Analyze),
                _ => None,
            };
            // Check existence first so an unknown id prints nothing else.
            engine.get(&id)?;
            // With --retry where Retry is not allowed, nothing is set: the run below refuses.
            let retry_refused = retry
                && !crate::engine::actions(&engine.get(&id)?)
                    .contains(&crate::engine::Action::Retry);
            if let Some(test) = test.as_ref().filter(|_| !retry_refused) {
                let (state, needs_retry) = engine.set_test_command(&id, test)?;
                retry |= needs_retry;
                if let Some(c) = &state.report.test_command {
                    out.line(&format!("Test command: {c}"));
                }
            }
            if !failing.is_empty() && !retry_refused {
                let (state, needs_retry) = engine.set_targets(&id, &failing)?;
                retry |= needs_retry;
                out.line(&format!(
                    "Target test(s): {}",
                    state.report.target_tests.join(", ")
                ));
            }
            if let Some(hint) = &context {
                engine.add_hint(&id, hint)?;
            }
            out.line(&format!("Analyzing bug: {id}"));
            out.line("");
            let printer = out.progress();
            // At a terminal, a run that fails in several tests asks which are the targets
            // before the analysis; elsewhere (scripts, CI) the choice is said, never asked.
            let state = engine.get(&id)?;
            let ask = stop != Some(StopAt::Reproduce)
                && !retry
                && state.report.target_tests.is_empty()
                && matches!(state.phase, BugPhase::Created | BugPhase::Reproducing)
                && std::io::stdin().is_terminal();
            let run = if ask {
                match engine.run_investigation(&id, Some(StopAt::Reproduce), false, &printer, None)
                {
                    Ok(state) => {
                        if let Some(chosen) = ask_targets(&state, out) {
                            engine.set_targets(&id, &chosen)?;
                        }
                        engine.run_investigation(&id, stop, false, &printer, None)
                    }
                    Err(e) => Err(e),
                }
            } else {
                engine.run_investigation(&id, stop, retry, &printer, None)
            };
            match run {
                Ok(state) => {
                    out.line("");
                    print_after_analyze(&state, out);
                    Ok(0)
                }
                Err(EngineError::NotReproducible { id, .. }) => {
                    out.line("");
                    out.line("Bug marked as NOT_REPRODUCIBLE.");
                    let p = engine.store.bug_dir(&id).join("reproduction.md");
                    out.line(&format!(
                        "Review: {}",
                        p.strip_prefix(engine.root()).unwrap_or(&p).display()
                    ));
                    if let Ok(state) = engine.get(&id) {
                        print_next_steps(&state, out);
                    }
                    Ok(3)
                }
                Err(e) => Err(e),
            }
        }
        Cmd::Status { id: Some(id), json } => {
            let state = engine.get(&id)?;
            if json {
                out.json(&status_json(&state));
            } else {
                out.status_box(&state, engine.root());
            }
            Ok(0)
        }
        Cmd::Status { id: None, json } => list(engine, None, 50, json, out),
        Cmd::List { phase, limit, json } => {
            let phase = phase
                .map(|p| p.parse::<BugPhase>().map_err(EngineError::InvalidInput))
                .transpose()?;
            // 0 is "no limit" (documented in --help).
            let limit = if limit == 0 { usize::MAX } else { limit };
            list(engine, phase, limit, json, out)
        }
        Cmd::Approve { id, by, reason } => {
            let state = engine.approve(&id, &by.unwrap_or_else(user_name), reason.as_deref())?;
            print_approved(engine, &state, out);
            Ok(0)
        }
        Cmd::Reject { id, reason, by } => {
            let state = engine.reject(&id, &reason, &by.unwrap_or_else(user_name))?;
            out.success(&format!("Rejected {}: {}", state.bug_id, reason));
            out.line("Phase: WONT_FIX");
            Ok(0)
        }
        Cmd::Plan {
            id,
            patch: None,
            candidate,
            test_case,
        } => {
            if !test_case.is_empty() {
                return Err(EngineError::InvalidInput(
                    "--test-case goes with --patch (the tests of an imported plan)".into(),
                ));
            }
            if let Some(n) = candidate {
                let state = engine.plan_from_candidate(&id, n)?;
                let p = state.fix_plan.as_ref().expect("planned");
                out.success(&format!(
                    "Plan made from fix candidate {n} for {id}: {}",
                    p.summary
                ));
                out.line(&format!(
                    "  Risk: {} ({})",
                    p.risk_level.as_str().to_uppercase(),
                    p.risk_explanation
                ));
                if state.phase == BugPhase::Approved {
                    out.line("");
                    out.success("Auto-approved by policy (auto_approve_low_risk): LOW risk");
                }
                out.line(&format!("  See the diff: bugbash plan {id}"));
                print_next_steps(&state, out);
                return Ok(0);
            }
            show_plan(engine, &id, out)
        }
        Cmd::Plan {
            id,
            patch: Some(patch),
            test_case,
            ..
        } => {
            engine.get(&id)?;
            let diff = std::fs::read_to_string(&patch).map_err(|e| {
                EngineError::InvalidInput(format!("cannot read the patch {}: {e}", patch.display()))
            })?;
            let state = engine.plan_from_patch(&id, &diff, &test_case)?;
            let p = state.fix_plan.as_ref().expect("planned");
            out.success(&format!("Plan imported for {id}: {}", p.summary));
            out.line(&format!(
                "  {} change(s), {} test case(s)",
                p.changes.len(),
                p.test_cases.len()
            ));
            out.line(&format!(
                "  Risk: {} ({})",
                p.risk_level.as_str().to_uppercase(),
                p.risk_explanation
            ));
            if !p.out_of_scope.is_empty() {
                out.line(&format!("  Out of scope: {}", p.out_of_scope.join(", ")));
            }
            if state.phase == BugPhase::Approved {
                out.line("");
                out.success("Auto-approved by policy (auto_approve_low_risk): LOW risk");
            }
            print_next_steps(&state, out);
            Ok(0)
        }
        Cmd::Fix {
            id, dry_run: true, ..
        } => {
            // Before approval (or after the plan changed since its approval) the dry run is
            // refused like `fix` itself, exit 2: the gate's answer is the same with or without
            // --dry-run. The refusal points to `bugbash plan ID`, which shows the plan's diff.
            let dry = engine.fix_dry_run(&id)?;
            out.line(&format!("Dry run for: {id}"));
            out.line("");
            for (r, diff) in &dry.changes {
                let verb = match r.kind {
                    crate::model::ChangeType::Modify => "Would modify",
                    crate::model::ChangeType::Create => "Would create",
                    crate::model::ChangeType::Delete => "Would delete",
                };
                out.line(&format!("{verb}: {}", r.path));
                for l in diff.lines() {
                    out.line(&format!("  {l}"));
                }
                out.line("");
            }
            for t in &dry.tests {
                out.line(&format!("Would add tests: {t}"));
            }
            out.line("No changes applied. Run without --dry-run to apply.");
            Ok(0)
        }
        Cmd::Fix {
            id,
            dry_run: false,
            commit,
        } => {
            engine.get(&id)?;
            out.line(&format!("Implementing fix for: {id}"));
            out.line("");
            let state = engine.fix(&id, &out.progress())?;
            out.line("");
            if state.phase == BugPhase::Fixed {
                out.success("Bug fixed!");
                if commit {
                    return commit::after_fix(engine, &id, out);
                }
                print_next_steps(&state, out);
                Ok(0)
            } else {
                out.line("Bug marked as BLOCKED.");
                if let Some(r) = &state.blocked_reason {
                    out.line(&format!("Reason: {r}"));
                }
                out.line("The changes are applied; rolling back restores the files as they were.");
                print_next_steps(&state, out);
                Ok(4)
            }
        }
        Cmd::Rollback { id } => {
            let (state, files) = engine.rollback(&id)?;
            out.success(&format!("Rolled back {} file(s) of {id}:", files.len()));
            for f in files {
                out.line(&format!("  {f}"));
            }
            print_next_steps(&state, out);
            Ok(0)
        }
        Cmd::Commit { id } => commit::run(engine, &id, out),
        Cmd::Bisect {
            id,
            good,
            budget_seconds,
        } => {
            let r = engine.bisect(
                &id,
                good.as_deref(),
                std::time::Duration::from_secs(budget_seconds),
            )?;
            out.line(&format!("Bisect: {}", r.sentence()));
            out.line(&format!("  commit {}", r.first_bad));
            Ok(0)
        }
        Cmd::Recover { id, force } => doctor::recover(engine, &id, force, out),
        Cmd::Loop {
            test,
            max_cycles,
            target,
            json,
        } => loop_cmd::run(
            engine,
            &crate::engine::debug_loop::LoopRequest {
                test_command: test,
                max_cycles,
                targets: target,
            },
            json,
            out,
        ),
        Cmd::Export { sarif, ids, output } => {
            export::run(engine, sarif, &ids, output.as_deref(), out)
        }
        Cmd::Setup | Cmd::Lsp { .. } | Cmd::Eval { .. } | Cmd::Doctor { .. } => {
            unreachable!("handled before the engine opens (Lsp in `main`)")
        }
    }
}

/// A report prepared from a defect report file or a GitHub issue, when asked for. Nothing from
/// either is ever executed: the test command still comes only from `--test` or the config.
fn intake_report(
    engine: &Engine,
    from_report: Option<&Path>,
    github_issue: Option<u64>,
    repo: Option<&str>,
) -> Result<Option<crate::model::BugReport>, EngineError> {
    use crate::engine::intake::ReportSource;
    let source = match (from_report, github_issue) {
        (Some(_), Some(_)) => {
            return Err(EngineError::InvalidInput(
                "use either --from-report or --github-issue, not both".into(),
            ))
        }
        (Some(path), None) => ReportSource::DefectFile(path),
        (None, Some(number)) => ReportSource::GithubIssue { number, repo },
        (None, None) => return Ok(None),
    };
    engine.intake_report(source).map(Some)
}

fn list(
    engine: &Engine,
    phase: Option<BugPhase>,
    limit: usize,
    json: bool,
    out: &Out,
) -> Result<u8, EngineError> {
    let states = engine.list(phase, limit)?;
    if json {
        out.json(&serde_json::Value::Array(
            states.iter().map(status_json).collect(),
        ));
    } else {
        out.table(&states);
    }
    Ok(0)
}

fn print_after_analyze(state: &BugState, out: &Out) {
    match state.phase {
        BugPhase::Reproduced => out.line("Stopped after reproduction (--stop-at reproduce)."),
        BugPhase::Analyzed | BugPhase::Planned | BugPhase::Approved => {
            if let Some(rc) = &state.root_cause {
                out.line(&format!(
                    "Root cause: {}:{}",
                    rc.root_cause_file,
                    rc.root_cause_line
                        .map(|l| l.to_string())
                        .unwrap_or_else(|| "?".into())
                ));
                out.line(&format!("  {}", rc.root_cause_code));
                out.line(&format!("  {} (confidence: {})", rc.summary, rc.confidence));
            }
            if let Some(p) = &state.fix_plan {
                out.line(&format!(
                    "Fix plan ({}): {} (risk {})",
                    p.planner,
                    p.summary,
                    p.risk_level.as_str().to_uppercase()
                ));
            }
            out.line("");
            out.line(&format!("Total cost: ${:.2}", state.total_cost_usd()));
        }
        _ => out.line(&format!("Phase: {}", state.phase)),
    }
    print_targets(state, out);
    print_next_steps(state, out);
}

/// The prompt for the targets at a terminal, when the reproduction failed in several tests:
/// `None` keeps the choice already made.
fn ask_targets(state: &BugState, out: &Out) -> Option<Vec<String>> {
    let r = state.reproduction.as_ref()?;
    let all: Vec<&String> = r
        .failing_tests
        .iter()
        .chain(&r.other_failing_tests)
        .collect();
    if all.len() < 2 {
        return None;
    }
    out.line("");
    out.line("The run failed in several tests; which does this investigation explain?");
    for (i, t) in all.iter().enumerate() {
        let mark = if i < r.failing_tests.len() { "*" } else { " " };
        out.line(&format!("  {mark} {}. {t}", i + 1));
    }
    eprint!("Numbers, separated by commas (Enter keeps the ones marked *): ");
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).ok()?;
    let chosen: Vec<String> = line
        .split([',', ' '])
        .filter_map(|w| w.trim().parse::<usize>().ok())
        .filter_map(|n| all.get(n.wrapping_sub(1)).map(|t| t.to_string()))
        .collect();
    (!chosen.is_empty()).then_some(chosen)
}

/// How the targets were chosen, and how to choose others (only when there were others to
/// choose and the person did not name them).
fn print_targets(state: &BugState, out: &Out) {
    let Some(r) = &state.reproduction else {
        return;
    };
    if r.target_reason.is_none() || !state.report.target_tests.is_empty() {
        return;
    }
    out.line("");
    for l in crate::reproduce::targets::describe(r) {
        out.line(&l);
    }
    let pick = r
        .other_failing_tests
        .first()
        .or(r.failing_tests.first())
        .map(|t| shell_quote(t))
        .unwrap_or_else(|| "TEST".into());
    if matches!(
        state.phase,
        BugPhase::Created | BugPhase::Reproducing | BugPhase::Reproduced | BugPhase::Analyzing
    ) {
        out.line(&format!(
            "To choose differently: bugbash analyze {} --failing {pick}",
            state.bug_id
        ));
    } else {
        out.line(&format!(
            "To investigate another failing test: bugbash init {} --test {} --failing {pick}",
            shell_quote(&state.report.description),
            shell_quote(state.report.test_command.as_deref().unwrap_or("<command>"))
        ));
    }
}

/// "Next steps:" with one command line per allowed action (nothing when there is none).
fn print_next_steps(state: &BugState, out: &Out) {
    let steps = next_steps(state);
    if steps.is_empty() {
        return;
    }
    out.line("");
    out.line("Next steps:");
    for s in steps {
        out.line(&format!("  {s}"));
    }
}

/// `plan ID`: the current plan's diff against the files on disk. Writes nothing.
fn show_plan(engine: &Engine, id: &str, out: &Out) -> Result<u8, EngineError> {
    let (state, plan) = engine.plan_preview(id, &crate::plan::disk_text)?;
    let p = state
        .fix_plan
        .as_ref()
        .expect("plan_preview checks the plan");
    out.line(&format!(
        "Fix plan for {id} ({}, {}):",
        p.planner, state.phase
    ));
    out.line(&format!("  {}", p.summary));
    out.line(&format!(
        "  Risk: {} ({})",
        p.risk_level.as_str().to_uppercase(),
        p.risk_explanation
    ));
    out.line(&format!("  Plan hash: {}", plan.plan_hash));
    out.line("");
    for r in &plan.changes {
        let diff =
            crate::engine::fix::unified_diff(&r.path, r.original.as_deref(), r.new_text.as_deref());
        for l in diff.lines() {
            out.line(&format!("  {l}"));
        }
    }
    for (path, _, text) in &plan.tests {
        let diff = crate::engine::fix::unified_diff(path, None, Some(text));
        for l in diff.lines() {
            out.line(&format!("  {l}"));
        }
    }
    // Every verified candidate, so the person can pick another before approving.
    if let Some(rc) = &state.root_cause {
        if rc.fix_candidates.len() > 1 {
            let current = crate::plan::mutation::candidate_of_plan(&rc.fix_candidates, p);
            out.line("");
            out.line(&format!(
                "  Fix candidates (each made every test pass in an isolated copy; not proven correct; pick one with `bugbash plan {id} --candidate N`):"
            ));
            for (i, c) in rc.fix_candidates.iter().enumerate() {
                out.line(&format!(
                    "  {}{}. {}",
                    if current == Some(i) { "*" } else { " " },
                    i + 1,
                    crate::plan::mutation::candidate_label(c)
                ));
            }
        }
    }
    print_next_steps(&state, out);
    Ok(0)
}

fn print_approved(engine: &Engine, state: &BugState, out: &Out) {
    out.line(&format!("Approving fix plan for: {}", state.bug_id));
    out.line("");
    if let Some(p) = &state.fix_plan {
        out.line(&format!("Summary: {}", p.summary));
        out.line(&format!("Risk: {}", p.risk_level.as_str().to_uppercase()));
        out.line(&format!("Changes: {} file(s)", p.changes.len()));
        out.line(&format!(
            "Tests: {}",
            crate::render::tests_summary(Some(engine.root()), p)
        ));
    }
    if let Some(a) = &state.approval_record {
        out.line(&format!("Plan hash: {}", a.fix_plan_hash));
    }
    out.line("");
    out.success("Fix plan approved!");
    print_next_steps(state, out);
}
