//! `bugbash loop` (reference 003, the debug-fix loop): run the tests, investigate one failing
//! test, plan, apply, run the tests again, until they pass, `max_cycles` fix cycles have run, or
//! a step fails.
//!
//! Everything runs in a sandbox: an isolated copy of the workspace as it is now (committed and
//! uncommitted changes alike; `.git`, the store and build outputs are not copied), made by the
//! mutation lab's copy machinery ([`crate::analyze::mbfl::lab::isolated_copy`]). Inside it, each
//! cycle is an ordinary investigation of a second [`Engine`] opened on the copy with its own
//! store: the same pipeline (reproduce -> analyze -> plan), approved there by the loop (nothing in
//! the copy is the user's) and applied and verified by [`Engine::fix`]. A cycle investigates the
//! first failing test only (narrowed when the runner allows it), so independent bugs are fixed one
//! per cycle.
//!
//! The result is one investigation in the user's store: its report is the user's command, its
//! root cause the first cycle's, and its plan the combined diff of the cycles (the copy's final
//! files against the user's), grounded against the user's files by [`Engine::finish_plan`] like
//! every plan, and left PLANNED for a person's approval. When the loop does not end with passing
//! tests the investigation has no plan and stays CREATED. Either way the loop's report (outcome,
//! cycles, files, test results) is recorded in [`BugState::debug_loop`] and as events.
//!
//! `--target` files narrow both stages: the mutation search mutates only their lines, the
//! analysis keeps only suspicious lines and fix candidates in those files (its root cause is
//! the best-ranked line there), the planners get a
//! hint naming them, and a cycle whose plan touches any other file stops in step `plan`.
//!
//! **Invariant:** the loop never writes the user's working tree: every test run, analysis and
//! fix happens in the sandbox, which is removed on every exit path (success, failure, error,
//! cancellation, panic: it is a `TempDir` dropped when [`Engine::debug_loop`] returns or unwinds);
//! the user's files change only through `approve` + `fix` of the resulting plan.

use super::error::{EngineError, Stage};
use super::{Engine, InitRequest, Progress};
use crate::analyze::{AnalysisContext, AnalyzeError, Analyzer};
use crate::model::{
    BugPhase, BugReport, BugState, DebugLoopReport, FixPlan, LoopCycle, LoopOutcome, LoopTestRun,
    ReproductionResult, RootCauseAnalysis, TestCase,
};
use crate::process::{CancelToken, CommandSpec};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Fix cycles when `--max-cycles` is not given.
pub const DEFAULT_MAX_CYCLES: u32 = 3;
/// At most this many fix cycles.
pub const MAX_CYCLES: u32 = 20;
/// A cycle's command names the passing tests too when there are at most this many.
const MAX_NARROWED_PASSING: usize = 200;

/// What `bugbash loop` was asked.
#[derive(Debug, Clone)]
pub struct LoopRequest {
    /// The user's test command (run with `sh -c`, like the config's `test_command`).
    pub test_command: String,
    pub max_cycles: u32,
    /// Workspace-relative files that narrow the analysis and the planners.
    pub targets: Vec<String>,
}

/// What the loop did, and the investigation it recorded it in.
#[derive(Debug, Clone)]
pub struct LoopRun {
    pub report: DebugLoopReport,
    pub state: BugState,
}

impl LoopRun {
    /// The loop's failure as an error (for the exit code), `None` when the tests pass.
    pub fn error(&self) -> Option<EngineError> {
        let failure = |step: Option<&str>, message: String| {
            EngineError::Loop(Box::new(super::error::LoopFailure {
                id: self.state.bug_id.clone(),
                step: step.map(str::to_string),
                message,
            }))
        };
        match &self.report.outcome {
            LoopOutcome::Passed => None,
            LoopOutcome::Cancelled => Some(EngineError::Cancelled),
            LoopOutcome::Failed => Some(failure(None, self.report.summary())),
            LoopOutcome::Error { step, message } => Some(failure(Some(step), message.clone())),
        }
    }
}

/// A step that stopped the loop.
struct StepError {
    step: &'static str,
    message: String,
}

impl StepError {
    fn new(step: &'static str, message: impl Into<String>) -> Self {
        StepError {
            step,
            message: message.into(),
        }
    }

    /// An engine error of the sandbox's pipeline, attributed to the step it came from.
    fn from_engine(default_step: &'static str, e: EngineError) -> Self {
        let step = match &e {
            EngineError::NotReproducible { .. } => "reproduce",
            EngineError::Stage(s) if s.stage == Stage::Analysis => "analyze",
            EngineError::Stage(_) => "plan",
            _ => default_step,
        };
        StepError::new(step, e.to_string())
    }
}

/// The sandbox: an isolated copy of the workspace, removed when dropped.
struct Sandbox {
    dir: tempfile::TempDir,
}

impl Sandbox {
    fn new(root: &Path) -> std::io::Result<Sandbox> {
        let dir = crate::analyze::mbfl::lab::isolated_copy(root)?;
        Ok(Sandbox { dir })
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

/// The offline analysis narrowed to the `--target` files: the mutation search mutates only
/// their lines, only their suspicious lines and fix candidates are kept, and the root cause is
/// the best-ranked line among them.
struct Targeted {
    inner: Arc<dyn Analyzer>,
    targets: Vec<String>,
}

impl Analyzer for Targeted {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError> {
        // The mutation search itself runs on the target files only.
        let mut search = ctx.search.clone();
        search.only_files = self.targets.clone();
        let narrowed = AnalysisContext {
            root: ctx.root,
            report: ctx.report,
            reproduction: ctx.reproduction,
            parsed: ctx.parsed,
            command: ctx.command,
            runner: ctx.runner,
            search,
            progress: ctx.progress,
            cancel: ctx.cancel.clone(),
            prior_costs: ctx.prior_costs,
            spent: ctx.spent,
        };
        let rc = self.inner.analyze(&narrowed)?;
        narrow_analysis(rc, &self.targets, ctx.root)
    }
}

/// Keeps only what lies in `targets` (see [`Targeted`]).
fn narrow_analysis(
    mut rc: RootCauseAnalysis,
    targets: &[String],
    root: &Path,
) -> Result<RootCauseAnalysis, AnalyzeError> {
    let inside = |f: &str| targets.iter().any(|t| t == f);
    rc.ranking.retain(|l| inside(&l.file));
    rc.fix_candidates
        .retain(|c| c.edits.iter().all(|e| inside(&e.file)));
    if inside(&rc.root_cause_file) {
        return Ok(rc);
    }
    let Some(best) = rc.ranking.first().cloned() else {
        return Err(AnalyzeError::NoCandidate(format!(
            "no suspicious line in the target files ({}); the analysis pointed at {}",
            targets.join(", "),
            rc.root_cause_file
        )));
    };
    let code = std::fs::read_to_string(root.join(&best.file))
        .ok()
        .and_then(|t| {
            t.lines()
                .nth(best.line.saturating_sub(1) as usize)
                .map(|l| l.trim().to_string())
        })
        .unwrap_or_default();
    rc.alternative_hypotheses.insert(
        0,
        format!(
            "outside the target files: {}:{}",
            rc.root_cause_file,
            rc.root_cause_line.map_or("?".into(), |l| l.to_string())
        ),
    );
    rc.summary = format!(
        "{} (narrowed to the target files: {}:{})",
        rc.summary, best.file, best.line
    );
    rc.root_cause_file = best.file;
    rc.root_cause_line = Some(best.line);
    rc.root_cause_code = code;
    Ok(rc)
}

impl Engine {
    /// Runs the debug-fix loop (see the module documentation) and records it in a new
    /// investigation of this workspace. Invalid arguments are an error before anything runs;
    /// every later failure is the report's outcome (see [`LoopRun::error`]).
    pub fn debug_loop(
        &self,
        req: &LoopRequest,
        progress: &dyn Progress,
        cancel: Option<CancelToken>,
    ) -> Result<LoopRun, EngineError> {
        let command = req.test_command.trim().to_string();
        if command.is_empty() {
            return Err(EngineError::InvalidInput(
                "--test is empty: give the command that runs the tests".into(),
            ));
        }
        if req.max_cycles == 0 || req.max_cycles > MAX_CYCLES {
            return Err(EngineError::InvalidInput(format!(
                "--max-cycles must be between 1 and {MAX_CYCLES}, got {}",
                req.max_cycles
            )));
        }
        let mut targets = Vec::new();
        for t in &req.targets {
            let (rel, abs) = crate::plan::resolve_inside(self.root(), t, &self.config.storage_path)
                .map_err(|e| EngineError::InvalidInput(format!("--target {t}: {e}")))?;
            if !abs.is_file() {
                return Err(EngineError::InvalidInput(format!(
                    "--target {t}: no such file in the workspace"
                )));
            }
            if !targets.contains(&rel) {
                targets.push(rel);
            }
        }
        let mut report = BugReport::new(format!("bugbash loop: make `{command}` pass"));
        report.test_command = Some(command.clone());
        let state = self.create(InitRequest {
            description: report.description.clone(),
            base_report: Some(report),
            ..InitRequest::default()
        })?;
        let id = state.bug_id.clone();
        self.store.event(
            Some(&id),
            "loop_started",
            serde_json::json!({"test_command": command, "max_cycles": req.max_cycles, "targets": targets}),
        );
        let mut record = DebugLoopReport {
            test_command: command.clone(),
            max_cycles: req.max_cycles,
            targets: targets.clone(),
            outcome: LoopOutcome::Passed,
            initial: None,
            cycles: Vec::new(),
            files_changed: Vec::new(),
        };
        // The sandbox lives until this function returns (or unwinds): dropping it removes it.
        let sandbox = match Sandbox::new(self.root()) {
            Ok(s) => Some(s),
            Err(e) => {
                record.outcome = LoopOutcome::Error {
                    step: "sandbox".into(),
                    message: format!("cannot copy the workspace into a sandbox: {e}"),
                };
                None
            }
        };
        let mut plan = None;
        let mut carry = Carry::default();
        if let Some(sandbox) = &sandbox {
            progress.detail(&format!(
                "Sandbox: an isolated copy of the workspace in {}",
                sandbox.path().display()
            ));
            match self.cycles(
                sandbox.path(),
                &id,
                req,
                &targets,
                (&mut record, &mut carry),
                progress,
                &cancel,
            ) {
                Ok(()) => {}
                Err(e) => {
                    record.outcome = if cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
                        LoopOutcome::Cancelled
                    } else {
                        LoopOutcome::Error {
                            step: e.step.to_string(),
                            message: e.message,
                        }
                    };
                }
            }
            if record.outcome == LoopOutcome::Passed && !record.files_changed.is_empty() {
                match self.combined_plan(sandbox.path(), &record) {
                    Ok(p) => plan = Some(p),
                    Err(e) => {
                        record.outcome = LoopOutcome::Error {
                            step: "record".into(),
                            message: e,
                        }
                    }
                }
            }
        }
        drop(sandbox);
        let (report, state) = self.record_loop(&id, record, plan.map(|p| (p, carry)))?;
        Ok(LoopRun { report, state })
    }

    /// The fix cycles, in the sandbox at `dir`. Sets the outcome to `Passed` or `Failed`; a step
    /// that fails is the error.
    #[allow(clippy::too_many_arguments)]
    fn cycles(
        &self,
        dir: &Path,
        id: &str,
        req: &LoopRequest,
        targets: &[String],
        (record, carry): (&mut DebugLoopReport, &mut Carry),
        progress: &dyn Progress,
        cancel: &Option<CancelToken>,
    ) -> Result<(), StepError> {
        let sandbox = self.sandbox_engine(dir, targets);
        let command = record.test_command.clone();
        let total = req.max_cycles;
        progress.step(0, total, "Running the tests in the sandbox...");
        let (mut tests, mut passing) = self.loop_tests(dir, &command, cancel)?;
        progress.detail(&describe_run(&tests));
        record.initial = Some(tests.clone());
        let mut changed: BTreeSet<String> = BTreeSet::new();
        for n in 1..=total {
            if tests.passed {
                record.outcome = LoopOutcome::Passed;
                return Ok(());
            }
            let focus = tests.failing.first().cloned();
            progress.step(
                n,
                total,
                &format!(
                    "Cycle {n}: investigating {}",
                    focus.as_deref().unwrap_or("the failing command")
                ),
            );
            record.cycles.push(LoopCycle {
                cycle: n,
                focus: focus.clone(),
                root_cause: None,
                plan: None,
                files_changed: Vec::new(),
                tests: None,
                error: None,
            });
            let result = self.one_cycle(
                &sandbox,
                n,
                &command,
                (focus.as_deref(), &passing),
                targets,
                progress,
                cancel,
            );
            let cycle = record.cycles.last_mut().expect("pushed above");
            let files = match result {
                Ok(done) => {
                    cycle.root_cause = done.root_cause;
                    cycle.plan = Some(done.plan);
                    if carry.evidence.is_none() {
                        if let (Some(mut rep), Some(rc)) = (
                            done.state.reproduction.clone(),
                            done.state.root_cause.clone(),
                        ) {
                            // The sandbox's paths in the captured output read as the user's.
                            let from = dir.display().to_string();
                            let to = self.root().display().to_string();
                            rep.test_output = rep.test_output.map(|t| t.replace(&from, &to));
                            carry.evidence = Some((rep, rc));
                        }
                    }
                    for t in done.state.fix_plan.iter().flat_map(|p| &p.test_cases) {
                        if !carry.test_cases.iter().any(|c| c.name == t.name) {
                            carry.test_cases.push(t.clone());
                        }
                    }
                    done.files
                }
                Err((e, rc)) => {
                    cycle.root_cause = rc;
                    cycle.error = Some(format!("{}: {}", e.step, e.message));
                    self.cycle_event(id, cycle);
                    return Err(e);
                }
            };
            cycle.files_changed = files.clone();
            changed.extend(files);
            record.files_changed = changed.iter().cloned().collect();
            (tests, passing) = self.loop_tests(dir, &command, cancel)?;
            progress.detail(&format!("Cycle {n}: {}", describe_run(&tests)));
            let cycle = record.cycles.last_mut().expect("pushed above");
            cycle.tests = Some(tests.clone());
            self.cycle_event(id, cycle);
        }
        record.outcome = if tests.passed {
            LoopOutcome::Passed
        } else {
            LoopOutcome::Failed
        };
        Ok(())
    }

    fn cycle_event(&self, id: &str, cycle: &LoopCycle) {
        self.store.event(
            Some(id),
            "loop_cycle",
            serde_json::to_value(cycle).unwrap_or_default(),
        );
    }

    /// One cycle in the sandbox engine: an investigation of the failing test through the
    /// pipeline, approved there and applied by `fix`. Returns the root cause, the plan's summary
    /// and the files it changed; on failure the step, and the root cause if one was found.
    #[allow(clippy::too_many_arguments)]
    fn one_cycle(
        &self,
        sandbox: &Engine,
        n: u32,
        command: &str,
        (focus, passing): (Option<&str>, &[String]),
        targets: &[String],
        progress: &dyn Progress,
        cancel: &Option<CancelToken>,
    ) -> Result<CycleDone, (StepError, Option<String>)> {
        let no_rc = |e: StepError| (e, None);
        let derived = crate::lang::per_test_command(command, sandbox.root())
            .map(|d| d.command)
            .unwrap_or_else(|_| command.to_string());
        // The failing test in focus and every passing test (so that a fix breaking one is not
        // taken), without the other failing tests (each gets its own cycle); only the focus when
        // the list would be too long for a command line, the whole command when the runner
        // cannot be narrowed.
        let narrowed = focus.and_then(|f| {
            let mut names = vec![f.to_string()];
            if passing.len() <= MAX_NARROWED_PASSING {
                names.extend(passing.iter().cloned());
            }
            crate::lang::narrow_command(&derived, &names)
                .or_else(|| crate::lang::narrow_command(&derived, &[f.to_string()]))
        });
        let narrowed = narrowed.unwrap_or_else(|| command.to_string());
        let mut report = BugReport::new(format!(
            "bugbash loop cycle {n}: {}",
            focus.unwrap_or("the tests fail")
        ));
        report.test_command = Some(narrowed);
        let state = sandbox
            .create(InitRequest {
                description: report.description.clone(),
                id: Some(format!("loop-cycle-{n}")),
                base_report: Some(report),
                ..InitRequest::default()
            })
            .map_err(|e| no_rc(StepError::from_engine("reproduce", e)))?;
        let sid = state.bug_id.clone();
        if !targets.is_empty() {
            sandbox
                .add_hint(
                    &sid,
                    &format!("change only these files: {}", targets.join(", ")),
                )
                .map_err(|e| no_rc(StepError::from_engine("plan", e)))?;
        }
        let state = sandbox
            .run_investigation(&sid, None, false, progress, cancel.clone())
            .map_err(|e| no_rc(StepError::from_engine("analyze", e)))?;
        let rc = state.root_cause.as_ref().map(|rc| {
            format!(
                "{}:{}",
                rc.root_cause_file,
                rc.root_cause_line.map_or("?".into(), |l| l.to_string())
            )
        });
        let with_rc = |e: StepError| (e, rc.clone());
        let Some(plan) = state
            .fix_plan
            .clone()
            .filter(|_| state.phase == BugPhase::Planned)
        else {
            let why = state
                .notes
                .last()
                .cloned()
                .unwrap_or_else(|| "no planner found a fix".into());
            return Err(with_rc(StepError::new(
                "plan",
                format!(
                    "no plan for {}: {why}",
                    focus.unwrap_or("the failing tests")
                ),
            )));
        };
        if !targets.is_empty() {
            let outside: Vec<&str> = plan
                .changes
                .iter()
                .map(|c| c.file_path.as_str())
                .filter(|f| !targets.iter().any(|t| t == f))
                .collect();
            if !outside.is_empty() {
                return Err(with_rc(StepError::new(
                    "plan",
                    format!(
                        "the plan changes files outside the targets: {}",
                        outside.join(", ")
                    ),
                )));
            }
        }
        // Approved inside the sandbox only: nothing there is the user's, and the user's plan is
        // approved by a person.
        sandbox
            .approve(&sid, "bugbash loop (sandbox)", Some("debug loop cycle"))
            .map_err(|e| with_rc(StepError::from_engine("apply", e)))?;
        let fixed = sandbox
            .fix(&sid, progress)
            .map_err(|e| with_rc(StepError::from_engine("apply", e)))?;
        if fixed.phase != BugPhase::Fixed {
            return Err(with_rc(StepError::new(
                "verify",
                fixed
                    .blocked_reason
                    .unwrap_or_else(|| format!("the fix ended {}", fixed.phase)),
            )));
        }
        let files = fixed
            .implementation
            .as_ref()
            .map(|i| i.files_changed.clone())
            .filter(|f| !f.is_empty())
            .unwrap_or_else(|| plan.changes.iter().map(|c| c.file_path.clone()).collect());
        Ok(CycleDone {
            root_cause: rc,
            plan: plan.summary,
            files,
            state: fixed,
        })
    }

    /// An engine on the sandbox with its own store: the user's settings, its own offline
    /// analyzers (narrowed to `targets`), model and runner; no approval policy (the loop approves
    /// inside the sandbox itself).
    fn sandbox_engine(&self, dir: &Path, targets: &[String]) -> Engine {
        let mut config = self.config.clone();
        config.auto_approve_low_risk = false;
        config.require_approval_reason = false;
        config.test_command = None;
        // The store inside the copy, wherever the user's is inside the workspace.
        let storage = PathBuf::from(&config.storage_path);
        if storage.is_absolute() {
            config.storage_path = storage
                .strip_prefix(self.root())
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_else(|_| ".bugbash".into());
        }
        let mut engine = Engine::with_config(dir, config).with_runner(self.runner.clone());
        engine.model = self.model.clone();
        engine.llm_limits = self.llm_limits;
        if !targets.is_empty() {
            engine.analyzers = self
                .analyzers
                .iter()
                .map(|a| {
                    Arc::new(Targeted {
                        inner: a.clone(),
                        targets: targets.to_vec(),
                    }) as Arc<dyn Analyzer>
                })
                .collect();
        } else {
            engine.analyzers = self.analyzers.clone();
        }
        engine
    }

    /// Runs the user's command (with the runner's per-test output) in `dir`.
    fn loop_tests(
        &self,
        dir: &Path,
        command: &str,
        cancel: &Option<CancelToken>,
    ) -> Result<(LoopTestRun, Vec<String>), StepError> {
        let derived = crate::lang::per_test_command(command, dir).ok();
        let compiled = derived
            .as_ref()
            .and_then(|d| d.runner)
            .is_some_and(|r| r.is_compiled());
        let (full, mut env) = match derived {
            Some(d) => (d.command, d.env),
            None => (command.to_string(), Vec::new()),
        };
        if compiled {
            // The sandbox's own build directory (never the user's, even with CARGO_TARGET_DIR
            // set), warmed once from the user's `target/debug` like the mutation lab's.
            let target = dir.join("target");
            if !target.exists() {
                crate::analyze::mbfl::lab::warm_target(&self.root().join("target"), &target);
            }
            env.push(("CARGO_TARGET_DIR".into(), target.display().to_string()));
        }
        let mut spec = CommandSpec::new(
            full.clone(),
            dir,
            Duration::from_secs(self.config.reproduction_timeout_seconds),
        );
        spec.env = vec![
            ("PYTHONDONTWRITEBYTECODE".into(), "1".into()),
            ("NO_COLOR".into(), "1".into()),
        ];
        spec.env.extend(env);
        spec.max_output_bytes = self.config.max_output_bytes;
        spec.cancel = cancel.clone();
        let out = self
            .runner
            .run(&spec)
            .map_err(|e| StepError::new("reproduce", format!("cannot run `{full}`: {e}")))?;
        if out.cancelled {
            return Err(StepError::new("reproduce", "cancelled"));
        }
        let outcomes = crate::lang::outcomes(&out, dir);
        let failing: Vec<String> = outcomes
            .iter()
            .filter(|(_, r)| !r.passed)
            .map(|(n, _)| n.clone())
            .collect();
        let tests_passed = outcomes.values().filter(|r| r.passed).count() as u32;
        if out.timed_out {
            return Err(StepError::new(
                "reproduce",
                format!(
                    "`{command}` did not finish within {} s (reproduction_timeout_seconds)",
                    self.config.reproduction_timeout_seconds
                ),
            ));
        }
        // 126/127: the shell could not run the command at all.
        if outcomes.is_empty() && matches!(out.exit_code, Some(126 | 127)) {
            let tail = out.tail(3, " ");
            return Err(StepError::new(
                "reproduce",
                format!(
                    "the test command could not run (exit {}): {}",
                    out.exit_code.unwrap_or(-1),
                    tail.trim()
                ),
            ));
        }
        let passing = outcomes
            .iter()
            .filter(|(_, r)| r.passed)
            .map(|(n, _)| n.clone())
            .collect();
        let run = LoopTestRun {
            exit_code: out.exit_code,
            passed: out.succeeded() && failing.is_empty(),
            tests_passed,
            tests_failed: failing.len() as u32,
            failing,
            timed_out: false,
        };
        Ok((run, passing))
    }

    /// The combined plan: the sandbox's final text of every changed file against the user's
    /// file as a unified diff, imported like a patch, with every cycle's test cases.
    fn combined_plan(&self, dir: &Path, record: &DebugLoopReport) -> Result<FixPlan, String> {
        let mut diff = String::new();
        for f in &record.files_changed {
            let old = std::fs::read_to_string(self.root().join(f)).ok();
            let new = std::fs::read_to_string(dir.join(f)).ok();
            if old == new {
                continue;
            }
            diff.push_str(&super::fix::unified_diff(f, old.as_deref(), new.as_deref()));
        }
        if diff.is_empty() {
            return Err("the sandbox's files are the same as the workspace's".into());
        }
        let mut plan = crate::plan::patch::plan_from_patch(&diff, &[])?;
        plan.planner = "debug_loop".into();
        plan.summary = format!(
            "{} fix cycle(s) of `bugbash loop` make `{}` pass: {}",
            record.cycles.len(),
            record.test_command,
            record
                .cycles
                .iter()
                .filter_map(|c| c.plan.as_deref())
                .collect::<Vec<_>>()
                .join("; ")
        );
        Ok(plan)
    }

    /// Records the loop in investigation `id`: the report, the events, and (when the tests pass
    /// in the sandbox) the first cycle's reproduction and root cause and the combined plan,
    /// grounded against the user's files and left PLANNED.
    fn record_loop(
        &self,
        id: &str,
        mut record: DebugLoopReport,
        plan: Option<(FixPlan, Carry)>,
    ) -> Result<(DebugLoopReport, BugState), EngineError> {
        let _lock = self.store.lock(id, "loop")?;
        let mut state = self.store.load(id)?;
        // The plan, grounded against the user's files as they are now (they may have changed
        // while the loop ran: then the loop ends in step `record`, with no plan).
        let mut planned = None;
        if let Some((mut plan, carry)) = plan {
            match carry.evidence {
                Some((reproduction, root_cause)) => {
                    plan.test_cases = carry.test_cases;
                    let mut probe = state.clone();
                    probe.reproduction = Some(reproduction.clone());
                    probe.root_cause = Some(root_cause.clone());
                    match self.finish_plan(&mut probe, &mut plan) {
                        Ok(()) => planned = Some((plan, reproduction, root_cause)),
                        Err(e) => {
                            record.outcome = LoopOutcome::Error {
                                step: "record".into(),
                                message: format!("the combined plan does not fit your files: {e}"),
                            }
                        }
                    }
                }
                None => {
                    record.outcome = LoopOutcome::Error {
                        step: "record".into(),
                        message: "no cycle recorded a reproduction and a root cause".into(),
                    }
                }
            }
        }
        state.debug_loop = Some(record.clone());
        state
            .notes
            .push(format!("bugbash loop: {}", record.summary()));
        self.save(&state)?;
        self.store.event(
            Some(id),
            "loop_finished",
            serde_json::json!({
                "outcome": record.outcome,
                "summary": record.summary(),
                "cycles": record.cycles.len(),
                "files_changed": record.files_changed,
            }),
        );
        let Some((plan, reproduction, root_cause)) = planned else {
            return Ok((record, state));
        };
        // The first cycle's evidence stands for the investigation's.
        state.reproduction = Some(reproduction);
        self.transition(&mut state, BugPhase::Reproducing, "user_command")?;
        self.transition(&mut state, BugPhase::Reproduced, "agent_output")?;
        self.transition(&mut state, BugPhase::Analyzing, "auto")?;
        state.root_cause = Some(root_cause);
        self.transition(&mut state, BugPhase::Analyzed, "agent_output")?;
        self.store.write_artifact(
            id,
            "reproduction.md",
            &crate::render::reproduction_md(&state),
        )?;
        self.store.write_artifact(
            id,
            "root-cause-analysis.md",
            &crate::render::root_cause_md(&state),
        )?;
        let state = self.commit_plan(state, plan)?;
        Ok((record, state))
    }
}

struct CycleDone {
    root_cause: Option<String>,
    plan: String,
    files: Vec<String>,
    state: BugState,
}

/// What the recorded investigation takes from the sandbox's: the first cycle's reproduction
/// and root cause, and every cycle's test cases.
#[derive(Default)]
struct Carry {
    evidence: Option<(ReproductionResult, RootCauseAnalysis)>,
    test_cases: Vec<TestCase>,
}

fn describe_run(t: &LoopTestRun) -> String {
    if t.passed {
        format!("tests pass ({} passed)", t.tests_passed)
    } else {
        format!(
            "tests fail ({} passed, {} failed{})",
            t.tests_passed,
            t.tests_failed,
            t.exit_code
                .map(|c| format!(", exit {c}"))
                .unwrap_or_default()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analysis() -> RootCauseAnalysis {
        serde_json::from_value(serde_json::json!({
            "summary": "total() is wrong",
            "execution_trace": [],
            "root_cause_file": "shop/cart.py",
            "root_cause_line": 6,
            "ranking": [
                {"file": "shop/cart.py", "line": 6, "score": 0.9, "evidence": "a"},
                {"file": "shop/tax.py", "line": 4, "score": 0.5, "evidence": "b"},
                {"file": "shop/cart.py", "line": 11, "score": 0.2, "evidence": "c"}
            ],
            "fix_candidates": [
                {"edits": [{"file": "shop/cart.py", "line": 6, "current_code": "x", "proposed_code": "y"}],
                 "description": "in cart", "tokens_changed": 1, "suspiciousness": 0.9},
                {"edits": [{"file": "shop/tax.py", "line": 4, "current_code": "x", "proposed_code": "y"}],
                 "description": "in tax", "tokens_changed": 1, "suspiciousness": 0.5}
            ]
        }))
        .unwrap()
    }

    #[test]
    fn targets_keep_only_their_lines_and_candidates() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("shop")).unwrap();
        std::fs::write(
            dir.path().join("shop/tax.py"),
            "RATE = 0.2\n\n\ndef tax(v):\n    return v - RATE\n",
        )
        .unwrap();
        // The root cause outside the target: the best line inside it takes its place.
        let rc = narrow_analysis(analysis(), &["shop/tax.py".into()], dir.path()).unwrap();
        assert_eq!(rc.root_cause_file, "shop/tax.py");
        assert_eq!(rc.root_cause_line, Some(4));
        assert_eq!(rc.root_cause_code, "def tax(v):");
        assert_eq!(rc.ranking.len(), 1);
        assert_eq!(rc.fix_candidates.len(), 1);
        assert_eq!(rc.fix_candidates[0].description, "in tax");
        assert!(rc.alternative_hypotheses[0].contains("shop/cart.py:6"));
        // The root cause inside the target: kept, the rest filtered.
        let rc = narrow_analysis(analysis(), &["shop/cart.py".into()], dir.path()).unwrap();
        assert_eq!(rc.root_cause_line, Some(6));
        assert_eq!(rc.ranking.len(), 2);
        assert_eq!(rc.fix_candidates.len(), 1);
        // Nothing in the target: no candidate.
        let e = narrow_analysis(analysis(), &["shop/other.py".into()], dir.path()).unwrap_err();
        assert!(e
            .to_string()
            .contains("no suspicious line in the target files (shop/other.py)"));
    }

    #[test]
    fn the_summary_says_the_outcome_and_the_cycles() {
        let mut r = DebugLoopReport {
            test_command: "make test".into(),
            max_cycles: 3,
            targets: Vec::new(),
            outcome: LoopOutcome::Passed,
            initial: None,
            cycles: Vec::new(),
            files_changed: Vec::new(),
        };
        assert_eq!(r.summary(), "passed: the tests already pass");
        let cycle = LoopCycle {
            cycle: 1,
            focus: None,
            root_cause: None,
            plan: None,
            files_changed: Vec::new(),
            tests: None,
            error: None,
        };
        r.cycles = vec![cycle.clone(), cycle];
        assert_eq!(r.summary(), "passed in 2 cycles");
        r.outcome = LoopOutcome::Failed;
        assert_eq!(r.summary(), "failed after 2 cycles");
        r.outcome = LoopOutcome::Error {
            step: "reproduce".into(),
            message: "exit 127".into(),
        };
        assert_eq!(r.summary(), "error in step reproduce: exit 127");
    }
}
