//! The model's stages: the LLM root-cause analyzer and fix planner of `crate::llm`, adapted to
//! [`Analyzer`] and [`Planner`] so the pipeline runs them like the offline ones. A failure falls
//! back to the next analyzer or planner; a cost limit stops the pipeline.
//!
//! The model sees the offline analysis as evidence: the offline analyzers are wrapped in
//! [`Cached`], which the model analyzer runs first and the pipeline then finds already done when
//! it falls back to them. One [`ModelRun`] per investigation run holds the wall-time budget
//! (`llm.max_wall_seconds`, with the run's cancel token) shared by the analyzer and the planner,
//! and collects the attempts and the refused plans for the pipeline to record.

use super::Engine;
use crate::analyze::{self, AnalysisContext, AnalyzeError, Analyzer};
use crate::llm::{AgentOptions, Attempt, Budget, ChatModel, CostLimits, LlmError};
use crate::model::{BugState, FixPlan, RejectedPlan, RootCauseAnalysis};
use crate::planner::{PlanContext, Planner, PlannerError};
use crate::process::{CancelToken, ProcessRunner};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What the model stages of one investigation run share.
#[derive(Clone)]
pub struct ModelRun {
    pub budget: Arc<Budget>,
    attempts: Arc<Mutex<Vec<Attempt>>>,
    rejected: Arc<Mutex<Vec<RejectedPlan>>>,
}

impl ModelRun {
    pub fn new(budget: Budget) -> ModelRun {
        ModelRun {
            budget: Arc::new(budget),
            attempts: Arc::default(),
            rejected: Arc::default(),
        }
    }

    fn push_attempt(&self, a: &Attempt) {
        self.attempts
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(a.clone());
    }
}

impl Engine {
    /// The model stages' shared state for one run: a fresh `llm.max_wall_seconds` budget.
    pub(crate) fn model_run(&self, cancel: Option<CancelToken>) -> ModelRun {
        use serde::Deserialize;
        let settings = self
            .config
            .llm
            .as_ref()
            .and_then(|t| crate::llm::LlmSettings::deserialize(toml::Value::Table(t.clone())).ok())
            .unwrap_or_default();
        ModelRun::new(settings.budget(cancel))
    }

    /// Writes the run's model attempts as `llm_attempt` events and keeps its refused plans in the
    /// state.
    pub(crate) fn record_model_run(&self, id: &str, run: &ModelRun, state: &mut BugState) {
        let attempts = std::mem::take(&mut *run.attempts.lock().unwrap_or_else(|p| p.into_inner()));
        for a in &attempts {
            self.store.event(Some(id), Attempt::EVENT, a.event_data());
        }
        let rejected = std::mem::take(&mut *run.rejected.lock().unwrap_or_else(|p| p.into_inner()));
        for r in &rejected {
            self.store.event(
                Some(id),
                "plan_rejected",
                serde_json::json!({"reason": r.reason, "tests_failed": r.tests_failed}),
            );
        }
        state.rejected_plans.extend(rejected);
    }
}

/// Whether a model failure must stop the pipeline (a cost limit) rather than fall back.
fn is_stop(error: &LlmError) -> bool {
    matches!(error.root(), LlmError::CostLimit(_))
}

/// Reads a workspace file for the model's prompts and grounding (never the store or `.git`).
fn read_inside(root: &Path, storage_path: &str, rel: &str) -> Option<String> {
    let (_, abs) = crate::plan::resolve_inside(root, rel, storage_path).ok()?;
    std::fs::read_to_string(abs).ok()
}

/// An analyzer whose result is computed once per run (the model's evidence, then the fallback).
pub struct Cached {
    inner: Arc<dyn Analyzer>,
    result: Mutex<Option<Result<RootCauseAnalysis, String>>>,
}

impl Cached {
    pub fn new(inner: Arc<dyn Analyzer>) -> Cached {
        Cached {
            inner,
            result: Mutex::new(None),
        }
    }
}

impl Analyzer for Cached {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError> {
        let mut slot = self.result.lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            *slot = Some(self.inner.analyze(ctx).map_err(|e| e.to_string()));
        }
        match slot.as_ref() {
            Some(Ok(rc)) => Ok(rc.clone()),
            Some(Err(e)) => Err(AnalyzeError::Failed(e.clone())),
            None => Err(AnalyzeError::Failed("no result".into())),
        }
    }
}

/// The model as a root-cause analyzer.
pub struct ModelAnalyzer {
    pub model: Arc<dyn ChatModel>,
    pub limits: CostLimits,
    pub max_attempts: u32,
    pub storage_path: String,
    /// The offline analyzers whose first valid result is the model's evidence.
    pub evidence: Vec<Arc<dyn Analyzer>>,
    pub run: ModelRun,
}

impl Analyzer for ModelAnalyzer {
    fn name(&self) -> &str {
        "llm"
    }

    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError> {
        let offline = self
            .evidence
            .iter()
            .find_map(|a| analyze::run_validated(a.as_ref(), ctx).ok());
        if ctx.cancel.as_ref().is_some_and(CancelToken::is_cancelled) {
            return Err(AnalyzeError::Failed("cancelled".into()));
        }
        let input = crate::llm::AnalysisInput {
            report: ctx.report,
            reproduction: ctx.reproduction,
            snippets: &[],
            offline: offline.as_ref(),
        };
        let read = |f: &str| read_inside(ctx.root, &self.storage_path, f);
        let on_attempt = |a: &Attempt| {
            self.run.push_attempt(a);
            if let Some(p) = ctx.progress {
                p.detail(&a.summary());
            }
        };
        if let Some(p) = ctx.progress {
            p.detail(&format!(
                "Asking the model ({}s left of llm.max_wall_seconds)",
                self.run.budget.remaining().as_secs()
            ));
        }
        let options = AgentOptions {
            max_attempts: self.max_attempts,
            limits: self.limits,
            prior_costs: ctx.prior_costs,
            budget: &self.run.budget,
            on_attempt: &on_attempt,
        };
        match crate::llm::llm_root_cause(self.model.as_ref(), &input, &read, &options) {
            Ok(out) => {
                ctx.record_costs(out.costs);
                Ok(out.value)
            }
            Err(failure) => {
                ctx.record_costs(failure.costs);
                let message = failure.error.to_string();
                Err(if is_stop(&failure.error) {
                    AnalyzeError::Stop(message)
                } else {
                    AnalyzeError::Failed(message)
                })
            }
        }
    }
}

/// The model as a fix planner. Its plan is offered only when it makes every test pass in an
/// isolated copy; refused plans go to the run (and from there into the state).
pub struct ModelPlanner {
    pub model: Arc<dyn ChatModel>,
    pub limits: CostLimits,
    pub max_attempts: u32,
    pub storage_path: String,
    pub runner: Arc<dyn ProcessRunner>,
    /// The investigation's test command (the user's).
    pub command: Option<String>,
    pub test_timeout: Duration,
    pub run: ModelRun,
}

impl Planner for ModelPlanner {
    fn name(&self) -> &str {
        "llm"
    }

    fn plan(&self, ctx: &PlanContext<'_>) -> Result<FixPlan, PlannerError> {
        let state = ctx.state;
        let (Some(reproduction), Some(root_cause)) = (&state.reproduction, &state.root_cause)
        else {
            return Err(PlannerError::Declined(
                "the model plans from a reproduction and a root cause".into(),
            ));
        };
        let Some(command) = self.command.as_deref() else {
            return Err(PlannerError::Declined(
                "the model's plan is run before it is offered, and there is no test command".into(),
            ));
        };
        let input = crate::llm::PlanInput {
            report: &state.report,
            reproduction,
            root_cause,
            snippets: &[],
            min_test_cases: ctx.min_test_cases,
            root: ctx.root,
            storage_path: &self.storage_path,
            verify: Some(crate::llm::plan::Verify {
                command,
                runner: self.runner.as_ref(),
                timeout: self.test_timeout,
            }),
        };
        let on_attempt = |a: &Attempt| {
            self.run.push_attempt(a);
            ctx.progress.detail(&a.summary());
        };
        let options = AgentOptions {
            max_attempts: self.max_attempts,
            limits: self.limits,
            prior_costs: &state.costs,
            budget: &self.run.budget,
            on_attempt: &on_attempt,
        };
        let outcome = crate::llm::llm_fix_plan(self.model.as_ref(), &input, &options);
        ctx.record_costs(outcome.costs);
        for r in &outcome.rejected {
            ctx.progress
                .detail(&format!("A model plan was not offered: {}", r.reason));
        }
        self.run
            .rejected
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend(outcome.rejected);
        ctx.progress.detail(&format!(
            "Model time used: {:.1}s of {}s (llm.max_wall_seconds)",
            self.run.budget.spent().as_secs_f64(),
            self.run.budget.limit().as_secs()
        ));
        match outcome.result {
            Ok(plan) => Ok(plan),
            Err(e) if is_stop(&e) => Err(PlannerError::Stop(e.to_string())),
            Err(e) => Err(PlannerError::Failed(e.to_string())),
        }
    }
}
