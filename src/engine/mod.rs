//! The engine: the one object both surfaces (CLI and language server) call to create
//! investigations and walk them through their phases, under the investigation's lock, saving
//! after every step. Neither surface changes an investigation any other way.
//!
//! - `mod.rs` (this file): the [`Engine`] handle, its construction, reading and creating
//!   investigations, and the guard every changing operation starts with ([`Engine::begin`]).
//! - [`pipeline`]: reproduce -> analyze -> plan, each stage an ordered list of implementations
//!   ([`crate::analyze::Analyzer`], [`crate::planner::Planner`]) with the fallback rule.
//! - [`approval`]: review, approve and reject.
//! - [`fix`]: apply, verify and roll back the approved fix.
//! - [`actions`]: what can be done with an investigation now.
//! - [`choices`]: the choices the editors offer (another fix candidate, the target tests).
//! - [`llm`]: the model analyzer and planner, adapted to the stage traits.
//! - [`intake`]: reports from GitHub issues and defect files.
//! - [`commit`]: `bugbash commit` (the fix as one git commit).
//! - [`debug_loop`]: `bugbash loop` (test, analyze, plan, apply, re-run in a sandbox; one plan).
//! - [`doctor`]: `bugbash recover` (the checks themselves are in [`crate::doctor`]).
//! - [`triage`]: triage recorded after each analysis and plan; `analyze --context` hints.
//! - [`error`]: the typed errors, [`EngineError`].
//!
//! **Invariant:** `impl Engine` blocks exist only under `src/engine/`; modules below the engine
//! (analyze, plan, mutate, parse, ...) never import it.

pub mod actions;
pub mod approval;
pub mod choices;
pub mod commit;
pub mod debug_loop;
pub mod doctor;
pub mod error;
pub mod fix;
pub mod intake;
pub mod llm;
pub mod pipeline;
pub mod triage;

pub use crate::progress::{NoProgress, Progress};
pub use actions::{actions, is_approved, plan_hash, Action};
pub use approval::PlanReview;
pub use error::{
    EngineError, LoopFailure, NotAllowed, NotApplied, PlanChanged, Stage, StageFailure,
};
pub use pipeline::StopAt;

use crate::analyze::{mbfl::OfflineAnalyzer, Analyzer};
use crate::config::{Config, ConfigError};
use crate::model::{BugPhase, BugReport, BugState, Severity};
use crate::phase;
use crate::process::{ProcessRunner, SystemRunner};
use crate::reproduce::{self, TestTarget};
use crate::store::{LockGuard, Store};
use crate::{render, store};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Everything `init` accepts.
#[derive(Debug, Clone, Default)]
pub struct InitRequest {
    pub description: String,
    pub id: Option<String>,
    /// What `bugbash init --test` takes: a test id/path, or (with whitespace) a full command.
    pub test: Option<String>,
    /// A test id (`tests/test_cart.js::carts at the threshold ship free`), never taken for a
    /// command whatever it contains; the command is derived for its language.
    pub test_id: Option<String>,
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
    /// The offline analyzers, tried after the model's (see [`pipeline`]).
    analyzers: Vec<Arc<dyn Analyzer>>,
    model: Option<Arc<dyn crate::llm::ChatModel>>,
    llm_limits: Option<crate::llm::CostLimits>,
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
            config.check_storage(root, "editor settings")?;
        }
        let mut engine = Engine::with_config(root, config);
        engine.model = engine.build_model()?;
        if let Some(table) = &engine.config.llm {
            use serde::Deserialize;
            if let Ok(settings) =
                crate::llm::LlmSettings::deserialize(toml::Value::Table(table.clone()))
            {
                engine.llm_limits = Some(settings.cost_limits());
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
        let invalid = |message: String| {
            EngineError::from(ConfigError::Invalid {
                origin: ".bugbash/config.toml [llm]".into(),
                message,
            })
        };
        let settings = crate::llm::LlmSettings::deserialize(toml::Value::Table(table.clone()))
            .map_err(|e| invalid(e.message().to_string()))?;
        let model = crate::llm::build_model(&settings, crate::llm::HttpOptions::default())
            .map_err(|e| invalid(e.to_string()))?;
        Ok(Some(Arc::from(model)))
    }

    /// Uses `model` for analysis and planning (tests inject one speaking to a local server).
    pub fn with_model(mut self, model: Option<Arc<dyn crate::llm::ChatModel>>) -> Self {
        self.model = model;
        self
    }

    /// The cost limits of model calls: the `[llm]` table's, else the config's.
    pub(crate) fn cost_limits(&self) -> crate::llm::CostLimits {
        self.llm_limits.unwrap_or(crate::llm::CostLimits {
            per_phase_usd: self.config.max_phase_cost_usd,
            total_usd: self.config.max_total_cost_usd,
        })
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

    /// Replaces the offline analyzers (the model's, when configured, still comes first).
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
        if let Some(base) = path.parent() {
            store::create_store_dir(base).map_err(|e| {
                EngineError::InvalidInput(format!("cannot create {}: {e}", base.display()))
            })?;
        }
        store::write_atomic(&path, Config::template().as_bytes())?;
        Ok(true)
    }

    /// Loads an investigation.
    pub fn get(&self, id: &str) -> Result<BugState, EngineError> {
        Ok(self.checked(self.store.load(id)?))
    }

    pub fn list(
        &self,
        phase: Option<BugPhase>,
        limit: usize,
    ) -> Result<Vec<BugState>, EngineError> {
        Ok(self
            .store
            .list(phase, limit)?
            .into_iter()
            .map(|s| self.checked(s))
            .collect())
    }

    /// `state` as the surfaces see it: an APPROVED state whose approval does not verify is
    /// marked (`BugState::approval_unverified`), so `actions` offers approving it again.
    fn checked(&self, mut state: BugState) -> BugState {
        if actions::is_approved(&state) {
            state.approval_unverified = self.check_approval(&state).is_err();
        }
        state
    }

    /// Every investigation that can be read, newest first, and what could not be read (a
    /// damaged state is skipped, not fatal).
    pub fn load_all(&self) -> (Vec<BugState>, Vec<String>) {
        let mut states = Vec::new();
        let mut problems = Vec::new();
        if let Ok(ids) = self.store.list_ids() {
            for id in ids {
                match self.store.load(&id) {
                    Ok(s) => states.push(self.checked(s)),
                    Err(e) => problems.push(format!("skipping investigation {id}: {e}")),
                }
            }
        }
        problems.extend(self.store.take_notices());
        states.sort_by(|a, b| {
            b.created_at
                .cmp(&a.created_at)
                .then(a.bug_id.cmp(&b.bug_id))
        });
        (states, problems)
    }

    /// What can be done with investigation `id` now (see [`actions::actions`]).
    pub fn actions(&self, id: &str) -> Result<Vec<Action>, EngineError> {
        Ok(actions::actions(&self.get(id)?))
    }

    /// The preamble of every operation that changes an investigation: take its lock, load it,
    /// and check that `action` is allowed now. The lock is held until the guard is dropped.
    pub(crate) fn begin(
        &self,
        id: &str,
        action: Action,
    ) -> Result<(LockGuard, BugState), EngineError> {
        let lock = self.store.lock(id, action_lock_name(action))?;
        let state = self.store.load(id)?;
        actions::ensure(&state, action)?;
        Ok((lock, state))
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
                let p = if Path::new(&s[1..]).is_absolute() {
                    PathBuf::from(&s[1..])
                } else {
                    self.root.join(&s[1..])
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
        if let Some(test_id) = req
            .test_id
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            // The configured command, when there is one, runs the test; else one is derived
            // for the test's language.
            report.test_path = Some(test_id.to_string());
            if self.config.test_command.is_none() {
                report.test_command = match reproduce::resolve_test(test_id, &self.root) {
                    TestTarget::Derived { command, .. } => Some(command),
                    TestTarget::Command(_) => None,
                };
            }
        } else if let Some(test) = req.test.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            self.set_report_test(&mut report, test);
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

    /// `--test`: a test id (its command derived for its language) or a full command.
    fn set_report_test(&self, report: &mut BugReport, test: &str) {
        match reproduce::resolve_test(test, &self.root) {
            TestTarget::Command(c) => {
                report.test_path = None;
                report.test_command = Some(c);
            }
            TestTarget::Derived { command, .. } => {
                report.test_path = Some(test.to_string());
                report.test_command = Some(command);
            }
        }
    }

    /// `analyze ID --test CMD`: gives the investigation its failing test (a test id or a full
    /// command) before it is reproduced (CREATED, REPRODUCING) or to start it over
    /// (NOT_REPRODUCIBLE, BLOCKED: one of [`Action::Analyze`] or [`Action::Retry`] must be
    /// allowed). Returns the state and whether the run that follows must be a retry.
    pub fn set_test_command(&self, id: &str, test: &str) -> Result<(BugState, bool), EngineError> {
        let test = test.trim();
        if test.is_empty() {
            return Err(EngineError::InvalidInput(
                "--test is empty: give a test id (tests/test_x.py::test_y) or a command".into(),
            ));
        }
        let _lock = self.store.lock(id, "analyze")?;
        let mut state = self.store.load(id)?;
        let allowed = actions::actions(&state);
        let before_reproduction = matches!(state.phase, BugPhase::Created | BugPhase::Reproducing)
            && allowed.contains(&Action::Analyze);
        let retry = allowed.contains(&Action::Retry);
        if !before_reproduction && !retry {
            return Err(EngineError::WrongState(format!(
                "the test command of '{id}' can be set before it is reproduced (CREATED) or to \
                 start it over (NOT_REPRODUCIBLE, BLOCKED); it is {}",
                state.phase
            )));
        }
        self.set_report_test(&mut state.report, test);
        self.save(&state)?;
        self.store
            .write_artifact(id, "report.md", &render::report_md(&state))?;
        self.store.event(
            Some(id),
            "test_command_set",
            serde_json::json!({"test_command": state.report.test_command, "test_path": state.report.test_path}),
        );
        Ok((state, retry))
    }

    /// The command that reproduces the bug: the report's, else the config's.
    pub(crate) fn command_for(&self, state: &BugState) -> Option<String> {
        state
            .report
            .test_command
            .clone()
            .or_else(|| self.config.test_command.clone())
    }

    pub(crate) fn save(&self, state: &BugState) -> Result<(), EngineError> {
        self.store.save(state)?;
        Ok(())
    }

    /// Moves `state` to `to` (through the phase table), saves it and records the event.
    pub(crate) fn transition(
        &self,
        state: &mut BugState,
        to: BugPhase,
        trigger: &str,
    ) -> Result<(), EngineError> {
        self.go_with(state, to, trigger, BTreeMap::new())
    }

    pub(crate) fn go_with(
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
}

/// The command name a lock records for `action`.
pub(crate) fn action_lock_name(action: Action) -> &'static str {
    match action {
        Action::Analyze | Action::Retry | Action::ChooseTargets => "analyze",
        Action::ImportPlan | Action::ChooseFix => "plan",
        Action::ShowPlan => "show",
        Action::Approve => "approve",
        Action::Reject => "reject",
        Action::Apply => "fix",
        Action::Rollback => "rollback",
        Action::Commit => "commit",
    }
}
