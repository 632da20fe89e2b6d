//! The LLM root-cause analyzer: a prompt that carries the report, the reproduction evidence and
//! numbered source excerpts with the exact JSON schema of `model::RootCauseAnalysis`, and a
//! validated, cost-limited structured call whose violations are fed back to the model.

use super::cost::CostLimits;
use super::prompt::{
    has_line_number_prefixes, normalize_path, render_report, render_reproduction, render_snippets,
    DATA_NOTICE,
};
use super::structured::run_agent;
use super::{ChatModel, ChatRequest, LlmFailure, Message};
use crate::model::{
    validate_root_cause, AgentCost, BugReport, ReproductionResult, RootCauseAnalysis,
    MAX_SUMMARY_CHARS,
};

/// Phase name used in cost records and limits.
pub const PHASE: &str = "analyze";
/// Agent name used in cost records.
pub const AGENT: &str = "llm_root_cause_analyzer";

/// What the analyzer sees.
#[derive(Debug, Clone, Copy)]
pub struct AnalysisInput<'a> {
    pub report: &'a BugReport,
    pub reproduction: &'a ReproductionResult,
    /// `(workspace-relative path, numbered excerpt)`; see [`super::number_lines`].
    pub snippets: &'a [(String, String)],
}

const SYSTEM: &str = "You are the root-cause analyzer of bugbash, a debugging tool. From the \
evidence given (a bug report, the reproduction of the bug, and source code with line numbers) you \
find exactly where and why the bug occurs. Trace the execution from the failing test or entry \
point to the faulty line, form a hypothesis, check it against the code, and rank the alternatives \
you considered. Point at the line that must change, not at the line where the error surfaces, \
unless they are the same.";

fn schema() -> String {
    format!(
        r#"Answer with one JSON object with exactly these fields:
{{
  "summary": string,                 // one line, at most {MAX_SUMMARY_CHARS} characters
  "execution_trace": [string],       // at least 3 steps in call order, each "path:line - what happens"
  "root_cause_file": string,         // workspace-relative path of an existing file, as in <file path="...">
  "root_cause_line": integer,        // 1-based line number of the faulty code, from the numbered listing
  "root_cause_code": string,         // the faulty line(s) copied verbatim, WITHOUT the "  12 | " prefixes
  "root_cause_explanation": string,  // why this code causes the observed failure
  "why_not_caught": string,          // why the existing tests did not catch it
  "confidence": "high" | "medium" | "low",
  "alternative_hypotheses": [string], // other plausible causes, most likely first (may be empty)
  "trace_locations": [{{"file": string, "line": integer, "message": string}}] // the trace steps with their locations (may be empty)
}}
Rules:
- summary is non-empty and at most {MAX_SUMMARY_CHARS} characters.
- execution_trace has at least 3 steps.
- root_cause_file and every trace_locations file exist in the workspace; use the paths shown.
- Line numbers are 1-based and come from the numbered listings.
- root_cause_code, root_cause_explanation and why_not_caught are non-empty.
- confidence is "high" only when the code shown proves the cause."#
    )
}

/// The request the analyzer sends (exposed for previews and tests).
pub fn build_root_cause_request(input: &AnalysisInput) -> ChatRequest {
    let mut user = String::new();
    user.push_str("Find the root cause of this bug.\n\n## Bug report\n");
    user.push_str(&render_report(input.report));
    user.push_str("\n## Reproduction evidence\n");
    user.push_str(&render_reproduction(input.reproduction));
    user.push_str("\n## Source code (line-numbered)\n");
    user.push_str(&render_snippets(input.snippets));
    user.push_str("\n## Answer format\n");
    user.push_str(&schema());
    ChatRequest {
        system: format!("{SYSTEM}\n\n{DATA_NOTICE}"),
        messages: vec![Message::user(user)],
        temperature: None,
        max_tokens: None,
        json: true,
    }
}

/// The model's rules plus the checks that catch common model mistakes.
fn violations(rc: &RootCauseAnalysis, file_exists: &dyn Fn(&str) -> bool) -> Vec<String> {
    let mut normalized = rc.clone();
    normalized.root_cause_file = normalize_path(&rc.root_cause_file);
    let mut out: Vec<String> = validate_root_cause(&normalized, file_exists)
        .iter()
        .map(ToString::to_string)
        .collect();
    if has_line_number_prefixes(&rc.root_cause_code) {
        out.push(
            "root_cause_code: copy the code without the line-number prefixes (\"  12 | \")"
                .to_string(),
        );
    }
    for (i, t) in rc.trace_locations.iter().enumerate() {
        if t.line == 0 {
            out.push(format!(
                "trace_locations[{i}].line: lines are 1-based; 0 is not a line"
            ));
        }
        let f = normalize_path(&t.file);
        if f.is_empty() || !file_exists(&f) {
            out.push(format!(
                "trace_locations[{i}].file: '{}' does not exist inside the workspace",
                t.file
            ));
        }
    }
    out
}

/// Asks the model for a root-cause analysis. On success the analysis has `analyzer = "llm"` and
/// normalized paths, and the costs of every call are returned; on failure the costs are in the
/// error. Limits are checked before and after every call against `prior_costs` plus this run.
pub fn llm_root_cause(
    model: &dyn ChatModel,
    input: &AnalysisInput,
    file_exists: &dyn Fn(&str) -> bool,
    max_attempts: u32,
    limits: &CostLimits,
    prior_costs: &[AgentCost],
) -> Result<(RootCauseAnalysis, Vec<AgentCost>), LlmFailure> {
    let span = tracing::info_span!("llm.root_cause", model = %model.name());
    let _guard = span.enter();
    let request = build_root_cause_request(input);
    let validate = |rc: &RootCauseAnalysis| violations(rc, file_exists);
    let (value, costs) = run_agent(
        model,
        &request,
        &validate,
        max_attempts,
        limits,
        prior_costs,
        AGENT,
        PHASE,
    )?;
    let mut rc = value;
    rc.analyzer = "llm".to_string();
    rc.root_cause_file = normalize_path(&rc.root_cause_file);
    for t in &mut rc.trace_locations {
        t.file = normalize_path(&t.file);
    }
    Ok((rc, costs))
}
