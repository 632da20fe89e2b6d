//! The model's stages: the LLM root-cause analyzer and fix planner of `crate::llm`, adapted to
//! [`Analyzer`] and [`Planner`] so the pipeline runs them like the offline ones. A failure falls
//! back to the next analyzer or planner; a cost limit stops the pipeline.

use crate::analyze::{self, AnalysisContext, AnalyzeError, Analyzer};
use crate::llm::{ChatModel, CostLimits, LlmError, LlmFailure};
use crate::model::{FixPlan, RootCauseAnalysis};
use crate::planner::{PlanContext, Planner, PlannerError};
use std::path::Path;
use std::sync::Arc;

/// Numbered excerpts of `files` (at most six, 40,000 characters each), for model prompts.
fn snippets<'a>(root: &Path, files: impl IntoIterator<Item = &'a str>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for f in files {
        if out.iter().any(|(p, _)| p == f) || out.len() >= 6 {
            continue;
        }
        if let Ok(text) = std::fs::read_to_string(root.join(f)) {
            let text: String = text.chars().take(40_000).collect();
            out.push((f.to_string(), crate::llm::number_lines(&text, 1)));
        }
    }
    out
}

/// Whether a model failure must stop the pipeline (a cost limit) rather than fall back.
fn is_stop(failure: &LlmFailure) -> bool {
    matches!(failure.error.root(), LlmError::CostLimit(_))
}

/// The model as a root-cause analyzer.
pub struct ModelAnalyzer {
    pub model: Arc<dyn ChatModel>,
    pub limits: CostLimits,
    pub max_attempts: u32,
}

impl Analyzer for ModelAnalyzer {
    fn name(&self) -> &str {
        "llm"
    }

    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError> {
        let snippets = snippets(
            ctx.root,
            ctx.reproduction.affected_files.iter().map(String::as_str),
        );
        let input = crate::llm::AnalysisInput {
            report: ctx.report,
            reproduction: ctx.reproduction,
            snippets: &snippets,
        };
        let exists = |f: &str| analyze::file_in_workspace(ctx.root, f);
        match crate::llm::llm_root_cause(
            self.model.as_ref(),
            &input,
            &exists,
            self.max_attempts,
            &self.limits,
            ctx.prior_costs,
        ) {
            Ok((rc, costs)) => {
                ctx.record_costs(costs);
                Ok(rc)
            }
            Err(failure) => {
                let stop = is_stop(&failure);
                let message = failure.error.to_string();
                ctx.record_costs(failure.costs);
                Err(if stop {
                    AnalyzeError::Stop(message)
                } else {
                    AnalyzeError::Failed(message)
                })
            }
        }
    }
}

/// The model as a fix planner.
pub struct ModelPlanner {
    pub model: Arc<dyn ChatModel>,
    pub limits: CostLimits,
    pub max_attempts: u32,
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
        let files = std::iter::once(root_cause.root_cause_file.as_str())
            .chain(root_cause.trace_locations.iter().map(|t| t.file.as_str()))
            .chain(reproduction.affected_files.iter().map(String::as_str));
        let snippets = snippets(ctx.root, files);
        let input = crate::llm::PlanInput {
            report: &state.report,
            reproduction,
            root_cause,
            snippets: &snippets,
            min_test_cases: ctx.min_test_cases,
        };
        let root = ctx.root.to_path_buf();
        let read = move |f: &str| std::fs::read_to_string(root.join(f)).ok();
        match crate::llm::llm_fix_plan(
            self.model.as_ref(),
            &input,
            &read,
            self.max_attempts,
            &self.limits,
            &state.costs,
        ) {
            Ok((plan, costs)) => {
                ctx.record_costs(costs);
                Ok(plan)
            }
            Err(failure) => {
                let stop = is_stop(&failure);
                let message = failure.error.to_string();
                ctx.record_costs(failure.costs);
                Err(if stop {
                    PlannerError::Stop(message)
                } else {
                    PlannerError::Failed(message)
                })
            }
        }
    }
}
