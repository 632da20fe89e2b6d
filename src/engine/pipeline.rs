//! The investigation pipeline (spec 6.2) as three stages: reproduce, analyze, plan. Analysis and
//! planning each run an ordered list of implementations ([`Engine::analyzers`],
//! [`Engine::planners`]) with one fallback rule, written once in [`Engine::analyze_stage`] and
//! [`Engine::plan_stage`]: an implementation that fails, or whose result is refused by
//! validation, falls back to the next one; one that asks to stop (a cost limit) ends the run.
//!
//! The investigation is saved after every step, so a cancelled or crashed run resumes where it
//! stopped (REPRODUCING, ANALYZING).

use super::actions::Action;
use super::error::{EngineError, Stage, StageFailure};
use super::llm::{ModelAnalyzer, ModelPlanner};
use super::{Engine, Progress};
use crate::analyze::{self, AnalysisContext, AnalyzeError, Analyzer};
use crate::model::{BugPhase, BugState, FixPlan};
use crate::parse::ParsedOutput;
use crate::plan::mutation::MutationPlanner;
use crate::planner::{PlanContext, Planner, PlannerError};
use crate::process::CancelToken;
use crate::render;
use crate::reproduce::{self, ReproduceOptions};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Where `analyze` stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopAt {
    Reproduce,
    Analyze,
}

const TOTAL: u32 = 3;

fn cancelled(cancel: &Option<CancelToken>) -> bool {
    cancel.as_ref().is_some_and(|c| c.is_cancelled())
}

impl Engine {
    /// The root-cause analyzers, in the order they are tried: the model's (when configured),
    /// then the offline ones.
    pub fn analyzers(&self) -> Vec<Arc<dyn Analyzer>> {
        let mut out: Vec<Arc<dyn Analyzer>> = Vec::new();
        if let Some(model) = &self.model {
            out.push(Arc::new(ModelAnalyzer {
                model: model.clone(),
                limits: self.cost_limits(),
                max_attempts: self.config.max_analysis_attempts,
            }));
        }
        out.extend(self.analyzers.iter().cloned());
        out
    }

    /// The fix planners, in the order they are tried. A new planner is registered here.
    pub fn planners(&self) -> Vec<Arc<dyn Planner>> {
        let mut out: Vec<Arc<dyn Planner>> = Vec::new();
        if let Some(model) = &self.model {
            out.push(Arc::new(ModelPlanner {
                model: model.clone(),
                limits: self.cost_limits(),
                max_attempts: self.config.max_analysis_attempts,
            }));
        }
        out.push(Arc::new(MutationPlanner));
        out
    }

    /// Runs the pipeline (spec 6.2) from wherever the investigation stands, up to `stop_at`.
    /// `retry` starts a BLOCKED or NOT_REPRODUCIBLE investigation over.
    pub fn run_investigation(
        &self,
        id: &str,
        stop_at: Option<StopAt>,
        retry: bool,
        progress: &dyn Progress,
        cancel: Option<CancelToken>,
    ) -> Result<BugState, EngineError> {
        let action = if retry {
            Action::Retry
        } else {
            Action::Analyze
        };
        let (_lock, mut state) = self.begin(id, action)?;
        use BugPhase::*;
        if retry {
            // A retry starts over: the old plan, its approval and the fix must not carry over.
            state.blocked_reason = None;
            state.fix_plan = None;
            state.approval_record = None;
            state.implementation = None;
            state.rolled_back_at = None;
            self.transition(&mut state, Reproducing, "user_command")?;
        }
        // Step 1: reproduction.
        let mut parsed = None;
        if matches!(state.phase, Created | Reproducing) {
            parsed = Some(self.reproduce_stage(&mut state, progress, &cancel)?);
            if stop_at == Some(StopAt::Reproduce) {
                return Ok(state);
            }
        } else if stop_at == Some(StopAt::Reproduce) {
            return Ok(state);
        }
        // Step 2: analysis.
        if matches!(state.phase, Reproduced | Analyzing) {
            self.analyze_stage(&mut state, parsed, progress, &cancel)?;
        }
        if stop_at == Some(StopAt::Analyze) {
            return Ok(state);
        }
        // Step 3: planning.
        progress.step(3, TOTAL, "Planning fix...");
        if state.phase != Analyzed {
            return Ok(state);
        }
        self.plan_stage(state, progress)
    }

    /// CREATED or REPRODUCING -> REPRODUCED (or NOT_REPRODUCIBLE, an error). Returns the parsed
    /// output of the attempt used as evidence.
    fn reproduce_stage(
        &self,
        state: &mut BugState,
        progress: &dyn Progress,
        cancel: &Option<CancelToken>,
    ) -> Result<ParsedOutput, EngineError> {
        let id = state.bug_id.clone();
        if state.phase == BugPhase::Created {
            self.transition(state, BugPhase::Reproducing, "user_command")?;
        }
        progress.step(1, TOTAL, "Reproducing...");
        let command = self.command_for(state);
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
        if cancelled(cancel) {
            // Leave the investigation where it was: REPRODUCING can be resumed.
            progress.fail("Cancelled");
            return Err(EngineError::Cancelled);
        }
        self.store.event(Some(&id), "reproduction", serde_json::json!({
            "confirmed": rep.result.confirmed,
            "attempts": rep.result.attempts,
            "exit_codes": rep.result.exit_codes,
            "durations_ms": rep.runs.iter().map(|r| r.duration.as_millis() as u64).collect::<Vec<_>>(),
        }));
        let confirmed = rep.result.confirmed;
        let note = rep.result.notes.clone();
        state.reproduction = Some(rep.result);
        self.store
            .write_artifact(&id, "reproduction.md", &render::reproduction_md(state))?;
        if !confirmed {
            self.transition(state, BugPhase::NotReproducible, "agent_output")?;
            progress.fail(&format!(
                "Could not reproduce after {} attempt(s): {note}",
                state.reproduction.as_ref().map_or(1, |r| r.attempts)
            ));
            return Err(EngineError::NotReproducible { id, note });
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
        self.transition(state, BugPhase::Reproduced, "agent_output")?;
        Ok(rep.parsed)
    }

    /// REPRODUCED or ANALYZING -> ANALYZED: the analyzers in order, the first valid analysis
    /// wins.
    fn analyze_stage(
        &self,
        state: &mut BugState,
        parsed: Option<ParsedOutput>,
        progress: &dyn Progress,
        cancel: &Option<CancelToken>,
    ) -> Result<(), EngineError> {
        let id = state.bug_id.clone();
        if state.phase == BugPhase::Reproduced {
            self.transition(state, BugPhase::Analyzing, "auto")?;
        }
        progress.step(2, TOTAL, "Analyzing root cause...");
        let reproduction = state.reproduction.clone().ok_or_else(|| {
            EngineError::Stage(Box::new(StageFailure {
                id: id.clone(),
                stage: Stage::Analysis,
                message: "no reproduction is recorded; the investigation must start over".into(),
            }))
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
        let command = self.command_for(state);
        let prior_costs = state.costs.clone();
        let spent = Mutex::new(Vec::new());
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
            prior_costs: &prior_costs,
            spent: &spent,
        };
        let mut errors = Vec::new();
        let mut found = None;
        let mut stop = None;
        for analyzer in self.analyzers() {
            match analyze::run_validated(analyzer.as_ref(), &ctx) {
                Ok(rc) => {
                    found = Some(rc);
                    break;
                }
                Err(AnalyzeError::Stop(message)) => {
                    stop = Some(message);
                    break;
                }
                Err(e) => {
                    if !cancelled(cancel) {
                        progress.detail(&format!(
                            "the {} analyzer failed, trying the next one: {e}",
                            analyzer.name()
                        ));
                    }
                    errors.push(format!("{}: {e}", analyzer.name()))
                }
            }
        }
        drop(ctx);
        state
            .costs
            .extend(spent.into_inner().unwrap_or_else(|p| p.into_inner()));
        if let Some(message) = stop {
            self.save(state)?;
            progress.fail(&message);
            return Err(EngineError::Stage(Box::new(StageFailure {
                id,
                stage: Stage::Analysis,
                message,
            })));
        }
        if cancelled(cancel) {
            // Left ANALYZING: the analysis can be resumed.
            self.save(state)?;
            progress.fail("Cancelled");
            return Err(EngineError::Cancelled);
        }
        let Some(rc) = found else {
            self.save(state)?;
            let message = errors.join("\n");
            progress.fail(&message);
            self.store.event(
                Some(&id),
                "analysis_failed",
                serde_json::json!({"errors": errors}),
            );
            return Err(EngineError::Stage(Box::new(StageFailure {
                id,
                stage: Stage::Analysis,
                message,
            })));
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
        self.store
            .write_artifact(&id, "root-cause-analysis.md", &render::root_cause_md(state))?;
        self.transition(state, BugPhase::Analyzed, "agent_output")?;
        Ok(())
    }

    /// ANALYZED -> PLANNED: the planners in order, the first plan that validates wins. No plan
    /// at all leaves the investigation ANALYZED (not an error: a plan can be imported).
    fn plan_stage(
        &self,
        mut state: BugState,
        progress: &dyn Progress,
    ) -> Result<BugState, EngineError> {
        let id = state.bug_id.clone();
        let mut failures: Vec<String> = Vec::new();
        for planner in self.planners() {
            let spent = Mutex::new(Vec::new());
            let ctx = PlanContext {
                root: &self.root,
                state: &state,
                min_test_cases: self.config.min_test_cases,
                progress,
                spent: &spent,
            };
            let result = planner.plan(&ctx);
            state
                .costs
                .extend(spent.into_inner().unwrap_or_else(|p| p.into_inner()));
            let name = planner.name().to_string();
            match result {
                Ok(plan) => match self.validated_plan(&mut state, plan) {
                    Ok(plan) => {
                        state.notes.append(&mut failures);
                        progress.ok(&format!(
                            "{} planner: {} ({} file change(s), {} test case(s))",
                            planner_title(&name),
                            plan.summary,
                            plan.changes.len(),
                            plan.test_cases.len()
                        ));
                        progress.detail(&format!(
                            "Risk: {}",
                            plan.risk_level.as_str().to_uppercase()
                        ));
                        return self.commit_plan(state, plan);
                    }
                    Err(e) => {
                        let m = format!("the {name} planner's plan was refused: {e}");
                        progress.fail(&m);
                        failures.push(m);
                    }
                },
                Err(PlannerError::Declined(why)) => progress.detail(&why),
                Err(PlannerError::Failed(e)) => {
                    let m = format!("the {name} planner failed: {e}");
                    progress.fail(&m);
                    failures.push(m);
                }
                Err(PlannerError::Stop(message)) => {
                    self.save(&state)?;
                    progress.fail(&message);
                    return Err(EngineError::Stage(Box::new(StageFailure {
                        id,
                        stage: Stage::Planning,
                        message,
                    })));
                }
            }
        }
        if failures.is_empty() && self.model.is_none() {
            progress.detail(
                "No planner is configured: set up a model in the [llm] table of .bugbash/config.toml (see README), or import a fix as a patch.",
            );
        } else {
            progress.detail("No plan: a fix can be imported as a patch.");
        }
        for f in failures {
            state.notes.push(f);
        }
        self.save(&state)?;
        Ok(state)
    }

    /// Grounds `plan` against the files and fills in scope, risk and rollback: the one check
    /// every planner's plan passes before it is kept.
    fn validated_plan(
        &self,
        state: &mut BugState,
        mut plan: FixPlan,
    ) -> Result<FixPlan, EngineError> {
        self.finish_plan(state, &mut plan)?;
        Ok(plan)
    }
}

/// "Mutation", "Model", ... for progress lines.
fn planner_title(name: &str) -> String {
    match name {
        "llm" => "Model".to_string(),
        other => {
            let mut c = other.chars();
            match c.next() {
                Some(first) => first.to_uppercase().chain(c).collect(),
                None => String::new(),
            }
        }
    }
}
