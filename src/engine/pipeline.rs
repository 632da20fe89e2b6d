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
use super::llm::{Cached, ModelAnalyzer, ModelPlanner, ModelRun};
use super::{Engine, Progress};
use crate::analyze::{self, AnalysisContext, AnalyzeError, Analyzer};
use crate::model::{BugPhase, BugState, ChangeType, FixPlan};
use crate::parse::ParsedOutput;
use crate::plan;
use crate::plan::mutation::MutationPlanner;
use crate::planner::{PlanContext, Planner, PlannerError};
use crate::process::CancelToken;
use crate::progress::NoProgress;
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
    /// The root-cause analyzers, in the order they are tried: the model's (when configured,
    /// with the offline analysis as its evidence), then the offline ones (computed once).
    pub fn analyzers(&self, run: &ModelRun) -> Vec<Arc<dyn Analyzer>> {
        let mut out: Vec<Arc<dyn Analyzer>> = Vec::new();
        let Some(model) = &self.model else {
            out.extend(self.analyzers.iter().cloned());
            return out;
        };
        let offline: Vec<Arc<dyn Analyzer>> = self
            .analyzers
            .iter()
            .map(|a| Arc::new(Cached::new(a.clone())) as Arc<dyn Analyzer>)
            .collect();
        out.push(Arc::new(ModelAnalyzer {
            model: model.clone(),
            limits: self.cost_limits(),
            max_attempts: self.config.max_analysis_attempts,
            storage_path: self.config.storage_path.clone(),
            evidence: offline.clone(),
            run: run.clone(),
        }));
        out.extend(offline);
        out
    }

    /// The fix planners, in the order they are tried. A new planner is registered here.
    pub fn planners(&self, state: &BugState, run: &ModelRun) -> Vec<Arc<dyn Planner>> {
        let mut out: Vec<Arc<dyn Planner>> = Vec::new();
        if let Some(model) = &self.model {
            out.push(Arc::new(ModelPlanner {
                model: model.clone(),
                limits: self.cost_limits(),
                max_attempts: self.config.max_analysis_attempts,
                storage_path: self.config.storage_path.clone(),
                runner: self.runner.clone(),
                command: self.command_for(state),
                test_timeout: Duration::from_secs(self.config.reproduction_timeout_seconds),
                run: run.clone(),
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
        // One wall-time budget for every model call of this run.
        let run = self.model_run(cancel.clone());
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
            self.analyze_stage(&mut state, parsed, progress, &cancel, &run)?;
        }
        if stop_at == Some(StopAt::Analyze) {
            return Ok(state);
        }
        // Step 3: planning.
        progress.step(3, TOTAL, "Planning fix...");
        if !matches!(state.phase, Analyzed | Planning) {
            return Ok(state);
        }
        self.plan_stage(state, progress, &run)
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
        let mut result = rep.result;
        if let Some(f) = rep
            .parsed
            .failures
            .iter()
            .find(|f| f.expected.is_some() || f.actual.is_some())
        {
            result.expected.clone_from(&f.expected);
            result.actual.clone_from(&f.actual);
        }
        state.reproduction = Some(result);
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
        for line in reproduce::targets::describe(r) {
            progress.detail(&line);
        }
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
        run: &ModelRun,
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
            // Resumed: the analysis is about the targets, as in the reproduction stage.
            let whole = crate::parse::parse_output(&text, &self.root);
            if reproduction.other_failing_tests.is_empty() {
                whole
            } else {
                reproduce::targets::focus(&whole, &reproduction.failing_tests)
            }
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
        // Sources the failing tests reach that no reader can take as they are: said, not skipped
        // in silence.
        let unreadable = analyze::unreadable::on_failing_path(
            &self.root,
            &parsed,
            reproduction.test_output.as_deref().unwrap_or(""),
        );
        if !unreadable.is_empty() {
            progress.detail(&analyze::unreadable::sentence(&unreadable));
        }
        let mut errors = Vec::new();
        let mut found = None;
        let mut stop = None;
        for analyzer in self.analyzers(run) {
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
        self.record_model_run(&id, run, state);
        if let Some(message) = stop {
            state.stopped = Some(crate::model::StageStop {
                stage: Stage::Analysis.name().into(),
                message: message.clone(),
                at: self.store.now(),
            });
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
        let Some(mut rc) = found else {
            let mut message = errors.join("\n");
            if !unreadable.is_empty() {
                message = format!("{message}\n{}", analyze::unreadable::sentence(&unreadable));
            }
            state.stopped = Some(crate::model::StageStop {
                stage: Stage::Analysis.name().into(),
                message: message.clone(),
                at: self.store.now(),
            });
            self.save(state)?;
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
        if !unreadable.is_empty() {
            // Part of the code the failing tests run was not seen: the answer is a guess.
            rc.confidence = rc.confidence.min(crate::model::Level::Low);
            rc.root_cause_explanation = format!(
                "{} {}",
                rc.root_cause_explanation,
                analyze::unreadable::sentence(&unreadable)
            );
        }
        // Since when, and with what values (issue 17): evidence added to the analysis, bounded,
        // and never a reason for it to fail.
        if !cancelled(cancel) {
            let timeout = Duration::from_secs(
                (self.config.analysis_timeout_seconds / 5)
                    .clamp(10, 120)
                    .min(self.config.reproduction_timeout_seconds),
            );
            let req = crate::why::Request {
                root: &self.root,
                runner: self.runner.as_ref(),
                command: command.as_deref(),
                failing_tests: &reproduction.failing_tests,
                other_failing_tests: &reproduction.other_failing_tests,
                timeout,
                cancel: cancel.clone(),
            };
            let mut why = crate::why::investigate(&req, &mut rc);
            // A bisect's answer is about the commit, not the line: it stays.
            why.bisect = state.why.as_ref().and_then(|w| w.bisect.clone());
            if let Some(line) = rc.root_cause_line {
                let now = self.store.now().timestamp();
                for s in why.lines_about(&rc.root_cause_file, line, now) {
                    progress.detail(&s);
                }
            }
            state.why = Some(why);
        }
        progress.ok(&format!(
            "Found: {}:{}",
            rc.root_cause_file,
            rc.root_cause_line
                .map(|l| l.to_string())
                .unwrap_or_else(|| "?".into())
        ));
        progress.detail(&format!("Cause: {}", rc.summary));
        state.root_cause = Some(rc);
        self.record_triage(state);
        self.store
            .write_artifact(&id, "root-cause-analysis.md", &render::root_cause_md(state))?;
        self.transition(state, BugPhase::Analyzed, "agent_output")?;
        Ok(())
    }

    /// ANALYZED (or PLANNING) -> PLANNED: the planners in order, the first plan that validates wins. No plan
    /// at all leaves the investigation ANALYZED (not an error: a plan can be imported).
    fn plan_stage(
        &self,
        mut state: BugState,
        progress: &dyn Progress,
        run: &ModelRun,
    ) -> Result<BugState, EngineError> {
        let id = state.bug_id.clone();
        let mut failures: Vec<String> = Vec::new();
        for planner in self.planners(&state, run) {
            let result = self.run_planner(&mut state, planner.as_ref(), progress);
            self.record_model_run(&id, run, &mut state);
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
                    state.stopped = Some(crate::model::StageStop {
                        stage: Stage::Planning.name().into(),
                        message: message.clone(),
                        at: self.store.now(),
                    });
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

    /// Imports a diff as the plan (ANALYZED -> PLANNING -> PLANNED), through the same
    /// validation as every planner's plan. With `auto_approve_low_risk`, a LOW plan is approved
    /// by policy.
    pub fn plan_from_patch(
        &self,
        id: &str,
        diff: &str,
        test_case_files: &[String],
    ) -> Result<BugState, EngineError> {
        let (_lock, state) = self.begin(id, Action::ImportPlan)?;
        let planner = PatchPlanner {
            diff: diff.to_string(),
            test_case_files: test_case_files.to_vec(),
            storage_path: self.config.storage_path.clone(),
        };
        let mut state = state;
        let plan = match self.run_planner(&mut state, &planner, &NoProgress) {
            Ok(plan) => plan,
            Err(PlannerError::Declined(m) | PlannerError::Failed(m) | PlannerError::Stop(m)) => {
                return Err(EngineError::InvalidInput(m))
            }
        };
        let plan = self.validated_plan(&mut state, plan)?;
        self.commit_plan(state, plan)
    }

    /// Makes the plan from fix candidate `number` (1-based, as `plan ID` lists them) of the
    /// analysis: the person picks another verified candidate than the one planned. ANALYZED: as
    /// an imported plan (`ImportPlan`). PLANNED: choosing among the verified candidates is part
    /// of the approval decision (`Approve` must be possible); the chosen plan replaces the
    /// unapproved one and stays PLANNED, waiting for approval. An approved plan is never
    /// replaced.
    pub fn plan_from_candidate(&self, id: &str, number: usize) -> Result<BugState, EngineError> {
        self.candidate_plan(id, number, None)
    }

    /// [`Engine::plan_from_candidate`] behind `gate` (checked under the investigation's lock
    /// with everything else), or the CLI's gate (`Approve` when PLANNED, `ImportPlan` before).
    pub(crate) fn candidate_plan(
        &self,
        id: &str,
        number: usize,
        gate: Option<Action>,
    ) -> Result<BugState, EngineError> {
        let gate = match gate {
            Some(g) => g,
            None if self.store.load(id)?.phase == BugPhase::Planned => Action::Approve,
            None => Action::ImportPlan,
        };
        let (_lock, state) = self.begin(id, gate)?;
        let count = state
            .root_cause
            .as_ref()
            .map_or(0, |rc| rc.fix_candidates.len());
        if count == 0 {
            return Err(EngineError::InvalidInput(format!(
                "'{id}' has no fix candidates (the offline analysis verified none): import a fix with `bugbash plan {id} --patch FIX.diff`"
            )));
        }
        if number == 0 || number > count {
            return Err(EngineError::InvalidInput(format!(
                "--candidate {number}: '{id}' has {count} fix candidate(s), numbered 1 to {count} (`bugbash plan {id}` lists them)"
            )));
        }
        let mut state = state;
        let plan = crate::plan::mutation::plan_for_candidate(
            &self.root,
            &state,
            number - 1,
            self.config.min_test_cases,
        )
        .ok_or_else(|| {
            EngineError::InvalidInput(format!("fix candidate {number} cannot be planned"))
        })?;
        let plan = self.validated_plan(&mut state, plan)?;
        self.store.event(
            Some(id),
            "candidate_chosen",
            serde_json::json!({"candidate": number}),
        );
        self.commit_plan(state, plan)
    }

    /// Runs one planner on `state` and records the model calls it paid for. The plan is not
    /// validated yet.
    fn run_planner(
        &self,
        state: &mut BugState,
        planner: &dyn Planner,
        progress: &dyn Progress,
    ) -> Result<FixPlan, PlannerError> {
        let spent = Mutex::new(Vec::new());
        let result = planner.plan(&PlanContext {
            root: &self.root,
            state,
            min_test_cases: self.config.min_test_cases,
            progress,
            spent: &spent,
        });
        state
            .costs
            .extend(spent.into_inner().unwrap_or_else(|p| p.into_inner()));
        result
    }

    /// Grounds a plan from any planner and fills in scope, risk and rollback.
    pub fn finish_plan(&self, state: &mut BugState, plan: &mut FixPlan) -> Result<(), EngineError> {
        // Every path in its one normal form (see `plan::normalize_plan_path`), before the hash
        // is ever taken: preview, manifest, writes and rollback all see the same string.
        let storage = &self.config.storage_path;
        for c in &mut plan.changes {
            let (rel, abs) = plan::resolve_inside(self.root(), &c.file_path, storage)?;
            c.file_path = rel;
            // A delete carries what it deletes (grounded like a modification); a planner that
            // gave none deletes the file as it is now, which the person approving then sees.
            if c.change_type == ChangeType::Delete && c.current_code.is_none() {
                c.current_code = plan::disk_text(&abs);
            }
        }
        for t in &mut plan.test_cases {
            if let Some(p) = &mut t.file_path {
                *p = plan::resolve_inside(self.root(), p, storage)?.0;
            }
        }
        plan.out_of_scope = plan::out_of_scope(state, plan);
        if plan.rollback_plan.trim().is_empty() {
            plan.rollback_plan =
                "rolling back restores every touched file byte for byte and removes the files the fix created"
                    .to_string();
        }
        let resolved = plan::ground(
            self.root(),
            plan,
            &self.config.storage_path,
            self.config.min_test_cases,
            &plan::disk_text,
        )?;
        let (risk, why) = plan::assess_risk(self.root(), plan, &resolved, plan.risk_level);
        plan.risk_level = risk;
        plan.risk_explanation = why;
        let files: std::collections::BTreeSet<&str> =
            plan.changes.iter().map(|c| c.file_path.as_str()).collect();
        plan.scope = format!("{} file(s), {} change(s)", files.len(), plan.changes.len());
        Ok(())
    }

    pub(crate) fn commit_plan(
        &self,
        mut state: BugState,
        fix_plan: FixPlan,
    ) -> Result<BugState, EngineError> {
        // PLANNED already: the new plan replaces the one nobody approved yet (a person imported
        // their own fix or picked another fix candidate); it stays PLANNED. PLANNING already: a
        // planning run that stopped half-way resumes.
        let replacing = state.phase == BugPhase::Planned;
        if !replacing && state.phase != BugPhase::Planning {
            self.transition(&mut state, BugPhase::Planning, "user_command")?;
        }
        state.fix_plan = Some(fix_plan);
        state.approval_record = None;
        self.record_triage(&mut state);
        if replacing {
            self.save(&state)?;
            self.store.event(
                Some(&state.bug_id),
                "plan_replaced",
                serde_json::json!({"summary": state.fix_plan.as_ref().map(|p| p.summary.clone())}),
            );
        } else {
            self.transition(&mut state, BugPhase::Planned, "agent_output")?;
        }
        self.store
            .write_artifact(&state.bug_id, "fix-plan.md", &render::fix_plan_md(&state))?;
        self.write_test_case_artifact(&state)?;
        if self.config.auto_approve_low_risk {
            if let Some(why) = self.policy_refusal(&state) {
                state.notes.push(format!(
                    "auto_approve_low_risk did not approve this plan: {why}; a person must review and approve it"
                ));
                self.store.save(&state)?;
                return Ok(state);
            }
            let plan = state.fix_plan.clone().expect("set above");
            self.approve_with(
                &mut state,
                plan,
                "policy:auto_approve_low_risk",
                Some("LOW risk plan approved by policy"),
                "policy",
            )?;
        }
        Ok(state)
    }

    /// Why the `auto_approve_low_risk` policy may not approve the state's plan, if it may not:
    /// only a LOW risk plan that touches no test file, writes no new test file (so verification
    /// runs only tests already in the repository) and stays inside the root cause's scope.
    fn policy_refusal(&self, state: &BugState) -> Option<String> {
        let plan = state.fix_plan.as_ref()?;
        let mut why = Vec::new();
        if plan.risk_level != crate::model::Level::Low {
            why.push(format!(
                "its risk is {}",
                plan.risk_level.as_str().to_uppercase()
            ));
        }
        let mut tests: Vec<String> = plan
            .changes
            .iter()
            .filter(|c| crate::workspace::is_test_path(&c.file_path))
            .map(|c| c.file_path.clone())
            .collect();
        for (p, _) in self.planned_test_files(state) {
            if !self.root().join(&p).exists() && !tests.contains(&p) {
                tests.push(p);
            }
        }
        if !tests.is_empty() {
            why.push(format!(
                "it adds or changes test files, which verification runs ({})",
                tests.join(", ")
            ));
        }
        if !plan.out_of_scope.is_empty() {
            why.push(format!(
                "it touches files outside the root cause's scope ({})",
                plan.out_of_scope.join(", ")
            ));
        }
        (!why.is_empty()).then(|| why.join("; "))
    }

    fn write_test_case_artifact(&self, state: &BugState) -> Result<(), EngineError> {
        let Some(p) = &state.fix_plan else {
            return Ok(());
        };
        let mut text = String::new();
        for t in &p.test_cases {
            text.push_str(&format!(
                "# {} — {}\n# file: {}\n{}\n\n",
                t.name,
                t.description,
                t.file_path.as_deref().unwrap_or("(convention)"),
                t.test_code
            ));
        }
        self.store
            .write_artifact(&state.bug_id, "test-cases.txt", &text)?;
        Ok(())
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

/// The patch import as a planner: a unified diff the person gives (`plan ID --patch FILE`,
/// `bugbash.importPlan`), with existing test files whose tests verify the fix.
struct PatchPlanner {
    diff: String,
    test_case_files: Vec<String>,
    storage_path: String,
}

impl Planner for PatchPlanner {
    fn name(&self) -> &str {
        "patch"
    }

    fn plan(&self, ctx: &PlanContext<'_>) -> Result<FixPlan, PlannerError> {
        let mut extra = Vec::new();
        for f in &self.test_case_files {
            let (rel, abs) = plan::resolve_inside(ctx.root, f, &self.storage_path)
                .map_err(|e| PlannerError::Failed(e.to_string()))?;
            let text = std::fs::read_to_string(&abs).map_err(|e| {
                PlannerError::Failed(format!("cannot read test case file {f}: {e}"))
            })?;
            extra.push((rel, text));
        }
        let mut plan = plan::patch::plan_from_patch(&self.diff, &extra)
            .map_err(|e| PlannerError::Failed(format!("cannot import the patch: {e}")))?;
        // A code-only patch (issue 14): the reproduction's target tests, existing tests that
        // failed before the fix and must pass after it, are its regression tests.
        let min = ctx.min_test_cases as usize;
        if plan.test_cases.len() < min {
            let targets = ctx
                .state
                .reproduction
                .as_ref()
                .map(|r| r.failing_tests.clone())
                .unwrap_or_default();
            for t in plan::mutation::regression_tests(ctx.root, &targets, min) {
                if plan.test_cases.len() >= min {
                    break;
                }
                if !plan.test_cases.iter().any(|c| c.name == t.name) {
                    plan.test_cases.push(t);
                }
            }
        }
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
