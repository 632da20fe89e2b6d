//! The orchestrator: creates investigations and walks them through the pipeline, under the
//! investigation's lock, saving after every step. Both surfaces (CLI and language server) call
//! this; neither changes state any other way.

use crate::analyze::{self, mbfl::OfflineAnalyzer, AnalysisContext, Analyzer};
use crate::config::{Config, ConfigError};
use crate::model::{BugPhase, BugReport, BugState, Severity};
use crate::phase::{self, InvalidTransition};
use crate::process::{CancelToken, ProcessRunner, SystemRunner};
use crate::reproduce::{self, ReproduceOptions, TestTarget};
use crate::store::{Store, StoreError};
use crate::{render, store};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Every way an engine operation can fail. Mapped to exit codes in `cli` and to JSON-RPC errors
/// in `lsp::error`, each in one place.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("{0}")]
    InvalidInput(String),
    #[error("cannot {operation} '{id}': it is {phase}. {hint}")]
    InvalidPhase {
        id: String,
        operation: String,
        phase: BugPhase,
        hint: String,
    },
    #[error(transparent)]
    Transition(#[from] InvalidTransition),
    #[error("could not reproduce '{id}': {note}")]
    NotReproducible { id: String, note: String },
    #[error("{stage} failed for '{id}': {message}")]
    Agent {
        id: String,
        stage: String,
        message: String,
    },
    #[error("approval required: {0}")]
    ApprovalRequired(String),
    #[error("the plan no longer matches the code: {0}")]
    Stale(String),
    #[error("{0}")]
    Refused(String),
    #[error("cancelled")]
    Cancelled,
}

impl From<crate::plan::PlanError> for EngineError {
    fn from(e: crate::plan::PlanError) -> Self {
        match e {
            crate::plan::PlanError::Stale(m) => EngineError::Stale(m),
            other => EngineError::Refused(other.to_string()),
        }
    }
}

/// Progress observer: the CLI prints lines, the language server sends `$/progress`.
pub trait Progress: Send + Sync {
    /// A numbered step begins (`[1/3] Reproducing...`).
    fn step(&self, n: u32, total: u32, title: &str);
    /// A step succeeded, with a short result.
    fn ok(&self, message: &str);
    /// A detail line under the current step.
    fn detail(&self, message: &str);
    /// A step failed.
    fn fail(&self, message: &str);
}

/// Ignores progress.
pub struct NoProgress;

impl Progress for NoProgress {
    fn step(&self, _: u32, _: u32, _: &str) {}
    fn ok(&self, _: &str) {}
    fn detail(&self, _: &str) {}
    fn fail(&self, _: &str) {}
}

/// Where `analyze` stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopAt {
    Reproduce,
    Analyze,
}

/// Everything `init` accepts.
#[derive(Debug, Clone, Default)]
pub struct InitRequest {
    pub description: String,
    pub id: Option<String>,
    /// A test id/path or a full command.
    pub test: Option<String>,
    pub github_issue: Option<u64>,
    pub error: Option<String>,
    /// Inline text, or `@path` to read a file.
    pub stack_trace: Option<String>,
    pub severity: Option<Severity>,
    pub steps: Vec<String>,
    /// A report prepared by intake (defect report, GitHub issue) to start from.
    pub base_report: Option<BugReport>,
}

/// The engine of one workspace.
pub struct Engine {
    root: PathBuf,
    pub config: Config,
    pub store: Store,
    runner: Arc<dyn ProcessRunner>,
    analyzers: Vec<Arc<dyn Analyzer>>,
    model: Option<Arc<dyn crate::llm::ChatModel>>,
    llm_limits: Option<crate::llm::CostLimits>,
    llm_settings: Option<crate::llm::LlmSettings>,
}

impl Engine {
    /// Opens the workspace at `root` with its config (file and environment).
    pub fn open(root: &Path) -> Result<Engine, EngineError> {
        Self::open_with_settings(root, None)
    }

    /// Like [`Engine::open`], with an editor's settings (camelCase or snake_case keys) laid over
    /// the config file and the environment.
    pub fn open_with_settings(
        root: &Path,
        settings: Option<&serde_json::Value>,
    ) -> Result<Engine, EngineError> {
        let mut config = Config::load(root)?;
        if let Some(settings) = settings {
            config = config.merge_json(settings)?;
        }
        let mut engine = Engine::with_config(root, config);
        engine.model = engine.build_model()?;
        if let Some(table) = &engine.config.llm {
            use serde::Deserialize;
            if let Ok(settings) =
                crate::llm::LlmSettings::deserialize(toml::Value::Table(table.clone()))
            {
                engine.llm_limits = Some(settings.cost_limits());
                engine.llm_settings = Some(settings);
            }
        }
        Ok(engine)
    }

    /// The model of the `[llm]` table, if any. Invalid settings are an error naming the key.
    fn build_model(&self) -> Result<Option<Arc<dyn crate::llm::ChatModel>>, EngineError> {
        let Some(table) = &self.config.llm else {
            return Ok(None);
        };
        use serde::Deserialize;
        let settings = crate::llm::LlmSettings::deserialize(toml::Value::Table(table.clone()))
            .map_err(|e| {
                EngineError::Config(ConfigError::Invalid {
                    origin: ".bugbash/config.toml [llm]".into(),
                    message: e.message().to_string(),
                })
            })?;
        let model = crate::llm::build_model(&settings, crate::llm::HttpOptions::default())
            .map_err(|e| {
                EngineError::Config(ConfigError::Invalid {
                    origin: ".bugbash/config.toml [llm]".into(),
                    message: e.to_string(),
                })
            })?;
        Ok(Some(Arc::from(model)))
    }

    /// Uses `model` for analysis and planning (tests inject one speaking to a local server).
    pub fn with_model(mut self, model: Option<Arc<dyn crate::llm::ChatModel>>) -> Self {
        self.model = model;
        self
    }

    fn cost_limits(&self) -> crate::llm::CostLimits {
        self.llm_limits.clone().unwrap_or(crate::llm::CostLimits {
            per_phase_usd: self.config.max_phase_cost_usd,
            total_usd: self.config.max_total_cost_usd,
        })
    }

    /// The wall-time budget of one run's model calls (`llm.max_wall_seconds`).
    fn llm_budget(&self, cancel: Option<CancelToken>) -> crate::llm::Budget {
        self.llm_settings.clone().unwrap_or_default().budget(cancel)
    }

    /// Numbered excerpts of the files the evidence names, for model prompts.
    fn snippets(&self, state: &BugState) -> Vec<(String, String)> {
        let mut files: Vec<String> = Vec::new();
        if let Some(rc) = &state.root_cause {
            files.push(rc.root_cause_file.clone());
            files.extend(rc.trace_locations.iter().map(|t| t.file.clone()));
        }
        if let Some(r) = &state.reproduction {
            files.extend(r.affected_files.iter().cloned());
        }
        let mut out = Vec::new();
        for f in files {
            if out.iter().any(|(p, _): &(String, String)| *p == f) || out.len() >= 6 {
                continue;
            }
            if let Ok(text) = std::fs::read_to_string(self.root.join(&f)) {
                let text: String = text.chars().take(40_000).collect();
                out.push((f.clone(), crate::llm::number_lines(&text, 1)));
            }
        }
        out
    }

    pub fn with_config(root: &Path, config: Config) -> Engine {
        let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
        let store = Store::new(&root, &config.storage_path, config.lock_ttl_seconds);
        Engine {
            root,
            config,
            store,
            runner: Arc::new(SystemRunner),
            analyzers: vec![Arc::new(OfflineAnalyzer)],
            model: None,
            llm_limits: None,
            llm_settings: None,
        }
    }

    /// Uses `clock` for every timestamp and for lock staleness.
    pub fn with_clock(mut self, clock: Arc<dyn crate::clock::Clock>) -> Self {
        self.store = Store::new(
            &self.root,
            &self.config.storage_path,
            self.config.lock_ttl_seconds,
        )
        .with_clock(clock);
        self
    }

    pub fn with_runner(mut self, runner: Arc<dyn ProcessRunner>) -> Self {
        self.runner = runner;
        self
    }

    pub fn with_analyzers(mut self, analyzers: Vec<Arc<dyn Analyzer>>) -> Self {
        self.analyzers = analyzers;
        self
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn runner(&self) -> &Arc<dyn ProcessRunner> {
        &self.runner
    }

    /// Writes `.bugbash/config.toml` if there is none. Returns whether it was created.
    pub fn init_workspace(root: &Path) -> Result<bool, EngineError> {
        let path = root.join(".bugbash").join("config.toml");
        if path.exists() {
            return Ok(false);
        }
        store::write_atomic(&path, Config::template().as_bytes())?;
        Ok(true)
    }

    /// Loads an investigation.
    pub fn get(&self, id: &str) -> Result<BugState, EngineError> {
        Ok(self.store.load(id)?)
    }

    pub fn list(
        &self,
        phase: Option<BugPhase>,
        limit: usize,
    ) -> Result<Vec<BugState>, EngineError> {
        Ok(self.store.list(phase, limit)?)
    }

    /// Creates an investigation (spec 6.1). Validates everything before writing anything.
    pub fn create(&self, req: InitRequest) -> Result<BugState, EngineError> {
        let mut report = req
            .base_report
            .clone()
            .unwrap_or_else(|| BugReport::new(""));
        if !req.description.trim().is_empty() {
            report.description = req.description.trim().to_string();
        }
        if report.description.trim().is_empty() {
            return Err(EngineError::InvalidInput(
                "the description is empty: say in a few words what goes wrong".into(),
            ));
        }
        if let Some(id) = &req.id {
            store::validate_id(id)?;
        }
        let stack_trace = match req.stack_trace.as_deref() {
            Some(s) if s.starts_with('@') => {
                let path = self.root.join(&s[1..]);
                let p = if Path::new(&s[1..]).is_absolute() {
                    PathBuf::from(&s[1..])
                } else {
                    path
                };
                Some(std::fs::read_to_string(&p).map_err(|e| {
                    EngineError::InvalidInput(format!(
                        "cannot read the stack trace file {}: {e}",
                        p.display()
                    ))
                })?)
            }
            Some(s) => Some(s.to_string()),
            None => report.stack_trace.clone(),
        };
        report.stack_trace = stack_trace;
        if req.error.is_some() {
            report.error_message = req.error.clone();
        }
        if req.github_issue.is_some() {
            report.github_issue = req.github_issue;
        }
        if req.severity.is_some() {
            report.severity = req.severity;
        }
        report.steps_to_reproduce.extend(req.steps.iter().cloned());
        if let Some(test) = req.test.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            match reproduce::resolve_test(test, &self.root) {
                TestTarget::Command(c) => report.test_command = Some(c),
                TestTarget::Derived { command, .. } => {
                    report.test_path = Some(test.to_string());
                    report.test_command = Some(command);
                }
            }
        }
        let now = self.store.now();
        let id = match &req.id {
            Some(id) => id.clone(),
            None => {
                let mut salt =
                    now.timestamp_nanos_opt().unwrap_or(0) as u64 ^ std::process::id() as u64;
                let mut id = store::generate_id(&report.description, salt);
                while self.store.exists(&id) {
                    salt = salt.wrapping_add(1);
                    id = store::generate_id(&report.description, salt);
                }
                id
            }
        };
        let state = BugState::new(id.clone(), report, now);
        self.store.create(&state)?;
        self.store
            .write_artifact(&id, "report.md", &render::report_md(&state))?;
        self.store.event(
            Some(&id),
            "created",
            serde_json::json!({"description": state.report.description}),
        );
        Ok(state)
    }

    fn command_for(&self, state: &BugState) -> Option<String> {
        state
            .report
            .test_command
            .clone()
            .or_else(|| self.config.test_command.clone())
    }

    fn save(&self, state: &BugState) -> Result<(), EngineError> {
        self.store.save(state)?;
        Ok(())
    }

    pub(crate) fn transition(
        &self,
        state: &mut BugState,
        to: BugPhase,
        trigger: &str,
    ) -> Result<(), EngineError> {
        self.go_with(state, to, trigger, BTreeMap::new())
    }

    fn go_with(
        &self,
        state: &mut BugState,
        to: BugPhase,
        trigger: &str,
        metadata: BTreeMap<String, serde_json::Value>,
    ) -> Result<(), EngineError> {
        let from = state.phase;
        phase::transition(state, to, trigger, metadata, self.store.now())?;
        self.save(state)?;
        self.store.event(
            Some(&state.bug_id),
            "transition",
            serde_json::json!({"from": from, "to": to, "trigger": trigger}),
        );
        Ok(())
    }

    /// Runs the pipeline (spec 6.2) from wherever the investigation stands, up to `stop_at`.
    /// `retry` restarts a BLOCKED investigation.
    pub fn run_investigation(
        &self,
        id: &str,
        stop_at: Option<StopAt>,
        retry: bool,
        progress: &dyn Progress,
        cancel: Option<CancelToken>,
    ) -> Result<BugState, EngineError> {
        let _lock = self.store.lock(id, "analyze")?;
        let mut state = self.store.load(id)?;
        // One wall-time budget for every model call of this run.
        let budget = self.llm_budget(cancel.clone());
        use BugPhase::*;
        match (state.phase, retry) {
            (Blocked, true) => {
                // A retry starts over: the old plan and its approval must not carry over.
                state.blocked_reason = None;
                state.fix_plan = None;
                state.approval_record = None;
                state.implementation = None;
                self.transition(&mut state, Reproducing, "user_command")?;
            }
            (_, true) => {
                return Err(EngineError::InvalidPhase {
                    id: id.into(),
                    operation: "retry".into(),
                    phase: state.phase,
                    hint: "--retry only restarts BLOCKED investigations".into(),
                })
            }
            (Blocked, false) => {
                return Err(EngineError::InvalidPhase {
                    id: id.into(),
                    operation: "analyze".into(),
                    phase: state.phase,
                    hint: format!("Run: bugbash analyze {id} --retry"),
                })
            }
            (Created | Reproducing | Reproduced | Analyzing | Analyzed | Planning, false) => {}
            (p, false) => {
                return Err(EngineError::InvalidPhase {
                    id: id.into(),
                    operation: "analyze".into(),
                    phase: p,
                    hint: format!(
                        "analyze runs investigations up to PLANNED; see `bugbash status {id}`"
                    ),
                })
            }
        }
        let total = 3;
        // Step 1: reproduction.
        let mut parsed = None;
        if matches!(state.phase, Created | Reproducing) {
            if state.phase == Created {
                self.transition(&mut state, Reproducing, "user_command")?;
            }
            progress.step(1, total, "Reproducing...");
            let command = self.command_for(&state);
            let opts = ReproduceOptions {
                max_attempts: self.config.max_reproduction_attempts,
                timeout: Duration::from_secs(self.config.reproduction_timeout_seconds),
                max_output_bytes: self.config.max_output_bytes,
                cancel: cancel.clone(),
            };
            let rep = reproduce::reproduce(
                self.runner.as_ref(),
                &self.root,
                &state.report,
                command.as_deref(),
                &opts,
            );
            if cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
                // Leave the investigation where it was: REPRODUCING can be resumed.
                progress.fail("Cancelled");
                return Err(EngineError::Cancelled);
            }
            self.store.event(Some(id), "reproduction", serde_json::json!({
                "confirmed": rep.result.confirmed,
                "attempts": rep.result.attempts,
                "exit_codes": rep.result.exit_codes,
                "durations_ms": rep.runs.iter().map(|r| r.duration.as_millis() as u64).collect::<Vec<_>>(),
            }));
            let confirmed = rep.result.confirmed;
            let note = rep.result.notes.clone();
            state.reproduction = Some(rep.result);
            self.store
                .write_artifact(id, "reproduction.md", &render::reproduction_md(&state))?;
            if !confirmed {
                self.transition(&mut state, NotReproducible, "agent_output")?;
                progress.fail(&format!(
                    "Could not reproduce after {} attempt(s): {note}",
                    state.reproduction.as_ref().map_or(1, |r| r.attempts)
                ));
                return Err(EngineError::NotReproducible {
                    id: id.into(),
                    note,
                });
            }
            let r = state.reproduction.as_ref().expect("set above");
            progress.ok(&format!("Confirmed ({} confidence)", r.confidence));
            progress.detail(&format!(
                "Evidence: {} file(s), {} stack trace(s){}",
                r.affected_files.len(),
                rep.parsed
                    .failures
                    .iter()
                    .filter(|f| !f.frames.is_empty())
                    .count(),
                if r.flaky { ", FLAKY" } else { "" }
            ));
            parsed = Some(rep.parsed);
            self.transition(&mut state, Reproduced, "agent_output")?;
            if stop_at == Some(StopAt::Reproduce) {
                return Ok(state);
            }
        } else if stop_at == Some(StopAt::Reproduce) {
            return Ok(state);
        }
        // Step 2: analysis.
        if matches!(state.phase, Reproduced | Analyzing) {
            if state.phase == Reproduced {
                self.transition(&mut state, Analyzing, "auto")?;
            }
            progress.step(2, total, "Analyzing root cause...");
            let reproduction = state
                .reproduction
                .clone()
                .ok_or_else(|| EngineError::Agent {
                    id: id.into(),
                    stage: "analysis".into(),
                    message: "no reproduction is recorded; run with --retry".into(),
                })?;
            let parsed = parsed.unwrap_or_else(|| {
                let text = [
                    reproduction.test_output.as_deref(),
                    state.report.stack_trace.as_deref(),
                ]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join("\n");
                crate::parse::parse_output(&text, &self.root)
            });
            let command = self.command_for(&state);
            let ctx = AnalysisContext {
                root: &self.root,
                report: &state.report,
                reproduction: &reproduction,
                parsed: &parsed,
                command: command.as_deref(),
                runner: Some(self.runner.as_ref()),
                search: analyze::mbfl::SearchSettings::from_config(&self.config),
                progress: Some(progress),
                cancel: cancel.clone(),
            };
            let mut errors = Vec::new();
            // The offline analysis first: it is the model's evidence and the fallback.
            let mut offline = None;
            for a in &self.analyzers {
                match analyze::run_validated(a.as_ref(), &ctx) {
                    Ok(rc) => {
                        offline = Some(rc);
                        break;
                    }
                    Err(e) => errors.push(format!("{}: {e}", a.name())),
                }
            }
            let mut found = None;
            if let (Some(model), false) = (
                &self.model,
                cancel.as_ref().is_some_and(|c| c.is_cancelled()),
            ) {
                let snippets = if offline.is_none() {
                    self.snippets(&state)
                } else {
                    Vec::new()
                };
                let input = crate::llm::analyze::AnalysisInput {
                    report: &state.report,
                    reproduction: &reproduction,
                    snippets: &snippets,
                    offline: offline.as_ref(),
                };
                let read = |f: &str| self.read_workspace_file(f);
                let on_attempt = |a: &crate::llm::Attempt| {
                    self.store
                        .event(Some(id), crate::llm::Attempt::EVENT, a.event_data());
                    progress.detail(&a.summary());
                };
                progress.detail(&format!(
                    "Asking the model (budget {}s, llm.max_wall_seconds)",
                    budget.limit().as_secs()
                ));
                let options = crate::llm::AgentOptions {
                    max_attempts: self.config.max_analysis_attempts,
                    limits: self.cost_limits(),
                    prior_costs: &state.costs,
                    budget: &budget,
                    on_attempt: &on_attempt,
                };
                match crate::llm::analyze::llm_root_cause(model.as_ref(), &input, &read, &options) {
                    Ok(out) => {
                        state.costs.extend(out.costs);
                        found = Some(out.value);
                    }
                    Err(failure) => {
                        state.costs.extend(failure.costs.clone());
                        self.save(&state)?;
                        if matches!(failure.error.root(), crate::llm::LlmError::Cancelled) {
                            progress.fail("Cancelled");
                            return Err(EngineError::Cancelled);
                        }
                        if failure.error.stops_pipeline() {
                            progress.fail(&failure.error.to_string());
                            return Err(EngineError::Agent {
                                id: id.into(),
                                stage: "root-cause analysis".into(),
                                message: failure.error.to_string(),
                            });
                        }
                        progress.detail(&format!(
                            "The model's analysis was not accepted; the offline analysis stands: {}",
                            failure.error
                        ));
                        errors.push(format!("llm: {}", failure.error));
                    }
                }
            }
            let found = found.or(offline);
            if cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
                // Left ANALYZING: the analysis can be resumed.
                progress.fail("Cancelled");
                return Err(EngineError::Cancelled);
            }
            let Some(rc) = found else {
                let message = errors.join("\n");
                progress.fail(&message);
                self.store.event(
                    Some(id),
                    "analysis_failed",
                    serde_json::json!({"errors": errors}),
                );
                return Err(EngineError::Agent {
                    id: id.into(),
                    stage: "root-cause analysis".into(),
                    message,
                });
            };
            progress.ok(&format!(
                "Found: {}:{}",
                rc.root_cause_file,
                rc.root_cause_line
                    .map(|l| l.to_string())
                    .unwrap_or_else(|| "?".into())
            ));
            progress.detail(&format!("Cause: {}", rc.summary));
            state.root_cause = Some(rc);
            self.store.write_artifact(
                id,
                "root-cause-analysis.md",
                &render::root_cause_md(&state),
            )?;
            self.transition(&mut state, Analyzed, "agent_output")?;
        }
        if stop_at == Some(StopAt::Analyze) {
            return Ok(state);
        }
        // Step 3: planning.
        progress.step(3, total, "Planning fix...");
        if state.phase != Analyzed {
            return Ok(state);
        }
        let (Some(model), Some(command)) = (self.model.clone(), self.command_for(&state)) else {
            // Offline: the mutation planner, from the fixes the analysis verified.
            return self.plan_offline(state, progress);
        };
        let snippets = self.snippets(&state);
        let (Some(reproduction), Some(root_cause)) =
            (state.reproduction.clone(), state.root_cause.clone())
        else {
            return Ok(state);
        };
        let input = crate::llm::plan::PlanInput {
            report: &state.report,
            reproduction: &reproduction,
            root_cause: &root_cause,
            snippets: &snippets,
            min_test_cases: self.config.min_test_cases,
            root: &self.root,
            storage_path: &self.config.storage_path,
            verify: Some(crate::llm::plan::Verify {
                command: &command,
                runner: self.runner.as_ref(),
                timeout: Duration::from_secs(self.config.reproduction_timeout_seconds),
            }),
        };
        let on_attempt = |a: &crate::llm::Attempt| {
            self.store
                .event(Some(id), crate::llm::Attempt::EVENT, a.event_data());
            progress.detail(&a.summary());
        };
        let options = crate::llm::AgentOptions {
            max_attempts: self.config.max_analysis_attempts,
            limits: self.cost_limits(),
            prior_costs: &state.costs,
            budget: &budget,
            on_attempt: &on_attempt,
        };
        let outcome = crate::llm::plan::llm_fix_plan(model.as_ref(), &input, &options);
        progress.detail(&format!(
            "Model time used: {:.1}s of {}s",
            budget.spent().as_secs_f64(),
            budget.limit().as_secs()
        ));
        state.costs.extend(outcome.costs);
        for r in &outcome.rejected {
            progress.detail(&format!("A model plan was not offered: {}", r.reason));
            self.store.event(
                Some(id),
                "plan_rejected",
                serde_json::json!({"reason": r.reason, "tests_failed": r.tests_failed}),
            );
        }
        state.rejected_plans.extend(outcome.rejected);
        let mut plan = match outcome.result {
            Ok(plan) => plan,
            Err(e) if matches!(e.root(), crate::llm::LlmError::Cancelled) => {
                self.save(&state)?;
                progress.fail("Cancelled");
                return Err(EngineError::Cancelled);
            }
            Err(e) if e.stops_pipeline() => {
                self.save(&state)?;
                progress.fail(&e.to_string());
                return Err(EngineError::Agent {
                    id: id.into(),
                    stage: "fix planning".into(),
                    message: e.to_string(),
                });
            }
            Err(e) => {
                self.save(&state)?;
                progress.detail(&format!(
                    "The model's plan was not accepted; trying the offline planner: {e}"
                ));
                return self.plan_offline(state, progress);
            }
        };
        if let Err(e) = self.finish_plan(&mut state, &mut plan) {
            self.save(&state)?;
            progress.detail(&format!(
                "The model's plan was refused ({e}); trying the offline planner"
            ));
            return self.plan_offline(state, progress);
        }
        progress.ok(&format!(
            "{} file change(s), {} test case(s)",
            plan.changes.len(),
            plan.test_cases.len()
        ));
        progress.detail(&format!(
            "Risk: {}",
            plan.risk_level.as_str().to_uppercase()
        ));
        self.commit_plan(state, plan)
    }

    /// The text of a workspace-relative file inside the workspace (never the store or `.git`).
    fn read_workspace_file(&self, rel: &str) -> Option<String> {
        let (_, abs) =
            crate::plan::resolve_inside(&self.root, rel, &self.config.storage_path).ok()?;
        std::fs::read_to_string(abs).ok()
    }

    /// Approves the current plan (spec 6.4): records who, when and the plan's SHA-256, appends to
    /// the audit log. Only from PLANNED.
    pub fn approve(
        &self,
        id: &str,
        by: &str,
        reason: Option<&str>,
    ) -> Result<BugState, EngineError> {
        self.approve_offered(id, by, reason, None)
    }

    /// Like [`Engine::approve`], refusing when the plan's hash is no longer `offered_hash`: the
    /// editor approves the plan the person saw, not whatever the plan became since.
    pub fn approve_offered(
        &self,
        id: &str,
        by: &str,
        reason: Option<&str>,
        offered_hash: Option<&str>,
    ) -> Result<BugState, EngineError> {
        let _lock = self.store.lock(id, "approve")?;
        let mut state = self.store.load(id)?;
        if state.phase != BugPhase::Planned {
            return Err(EngineError::InvalidPhase {
                id: id.into(),
                operation: "approve".into(),
                phase: state.phase,
                hint: "Only a PLANNED investigation can be approved.".into(),
            });
        }
        if self.config.require_approval_reason && reason.map_or(true, |r| r.trim().is_empty()) {
            return Err(EngineError::InvalidInput(
                "require_approval_reason is set: pass --reason \"...\" to approve".into(),
            ));
        }
        let plan = state
            .fix_plan
            .clone()
            .ok_or_else(|| EngineError::InvalidPhase {
                id: id.into(),
                operation: "approve".into(),
                phase: state.phase,
                hint: "It has no fix plan; the state may be damaged.".into(),
            })?;
        if let Some(offered) = offered_hash {
            let hash = crate::plan::plan_hash(&plan)
                .map_err(|e| EngineError::InvalidInput(format!("cannot hash the plan: {e}")))?;
            if hash != offered {
                return Err(EngineError::Refused(format!(
                    "the plan of '{id}' changed since it was shown (shown {}, now {}); look at it again before approving",
                    &offered[..offered.len().min(12)],
                    &hash[..12]
                )));
            }
        }
        self.approve_with(&mut state, plan, by, reason, "user")?;
        Ok(state)
    }

    pub(crate) fn approve_with(
        &self,
        state: &mut BugState,
        plan: crate::model::FixPlan,
        by: &str,
        reason: Option<&str>,
        kind: &str,
    ) -> Result<(), EngineError> {
        let hash = crate::plan::plan_hash(&plan)
            .map_err(|e| EngineError::InvalidInput(format!("cannot hash the plan: {e}")))?;
        let now = self.store.now();
        state.approval_record = Some(crate::model::ApprovalRecord {
            approved_by: by.to_string(),
            approved_at: now,
            fix_plan_hash: hash.clone(),
            kind: kind.to_string(),
        });
        let mut meta = BTreeMap::new();
        meta.insert("fix_plan_hash".into(), serde_json::json!(hash));
        meta.insert("approved_by".into(), serde_json::json!(by));
        let trigger = if kind == "policy" {
            "policy"
        } else {
            "user_command"
        };
        self.go_with(state, BugPhase::Approved, trigger, meta)?;
        self.store.audit(&serde_json::json!({
            "action": "approve",
            "bug_id": state.bug_id,
            "approved_by": by,
            "approved_at": now.to_rfc3339(),
            "fix_plan_hash": hash,
            "kind": kind,
            "reason": reason,
        }))?;
        Ok(())
    }

    /// Rejects as won't fix (spec 6.7). A reason is required.
    pub fn reject(&self, id: &str, reason: &str, by: &str) -> Result<BugState, EngineError> {
        if reason.trim().is_empty() {
            return Err(EngineError::InvalidInput(
                "a reason is required: bugbash reject <id> --reason \"why\"".into(),
            ));
        }
        let _lock = self.store.lock(id, "reject")?;
        let mut state = self.store.load(id)?;
        if !matches!(state.phase, BugPhase::Planned | BugPhase::NotReproducible) {
            return Err(EngineError::InvalidPhase {
                id: id.into(),
                operation: "reject".into(),
                phase: state.phase,
                hint: "Only PLANNED or NOT_REPRODUCIBLE investigations can be rejected.".into(),
            });
        }
        state.rejection_reason = Some(reason.trim().to_string());
        let mut meta = BTreeMap::new();
        meta.insert("reason".into(), serde_json::json!(reason.trim()));
        meta.insert("rejected_by".into(), serde_json::json!(by));
        self.go_with(&mut state, BugPhase::WontFix, "user_command", meta)?;
        self.store.audit(&serde_json::json!({
            "action": "reject",
            "bug_id": id,
            "rejected_by": by,
            "rejected_at": self.store.now().to_rfc3339(),
            "reason": reason.trim(),
        }))?;
        Ok(state)
    }
}
