//! The LLM fix planner: a prompt with the report, the reproduction evidence, the root cause and
//! numbered source excerpts plus the exact JSON schema of `model::FixPlan`, and a validated,
//! cost-limited structured call. Besides `model::validate_fix_plan` it checks what models most
//! often get wrong (a `current_code` that is not verbatim in the file, or is ambiguous) so the
//! model can correct it before the engine's grounding gate sees the plan.

use super::cost::CostLimits;
use super::prompt::{
    has_line_number_prefixes, head, normalize_path, render_report, render_reproduction,
    render_snippets, tagged, DATA_NOTICE, MAX_FIELD,
};
use super::structured::run_agent;
use super::{ChatModel, ChatRequest, LlmFailure, Message};
use crate::model::{
    validate_fix_plan, AgentCost, BugReport, ChangeType, FixPlan, ReproductionResult,
    RootCauseAnalysis,
};

use std::fmt::Write;

/// Phase name used in cost records and limits.
pub const PHASE: &str = "plan";
/// Agent name used in cost records.
pub const AGENT: &str = "llm_fix_planner";

/// What the planner sees.
#[derive(Debug, Clone, Copy)]
pub struct PlanInput<'a> {
    pub report: &'a BugReport,
    pub reproduction: &'a ReproductionResult,
    pub root_cause: &'a RootCauseAnalysis,
    /// `(workspace-relative path, numbered excerpt)`.
    pub snippets: &'a [(String, String)],
    /// `min_test_cases` of the config.
    pub min_test_cases: u32,
}

const SYSTEM: &str = "You are the fix planner of bugbash, a debugging tool. Given a bug, its \
reproduction and its root cause, you design the minimal, safe fix: change only what the root \
cause requires, in the root-cause file and the affected files, with no refactoring and no new \
features. You also write regression tests that fail before the fix and pass after it. A person \
reviews and approves your plan before anything is applied.";

fn schema(min_test_cases: u32) -> String {
    format!(
        r#"Answer with one JSON object with exactly these fields:
{{
  "summary": string,                  // one line
  "changes": [{{
    "file_path": string,              // workspace-relative path, as in <file path="...">
    "change_type": "modify" | "create" | "delete",
    "current_code": string | null,    // modify: the exact lines to replace, copied verbatim from the file
    "proposed_code": string | null,   // modify: the replacement for current_code; create: the whole file
    "explanation": string,            // why this change
    "line_hint": integer | null       // 1-based line where current_code starts
  }}],
  "test_cases": [{{
    "name": string,                   // test function name
    "description": string,            // what it checks
    "test_code": string,              // the complete test, in the project's test framework
    "category": "regression" | "edge_case" | "integration",
    "file_path": string | null        // where the test goes; null for the language's convention
  }}],
  "risk_level": "low" | "medium" | "high",
  "risk_explanation": string,
  "scope": string,                    // e.g. "1 file, ~3 lines"
  "side_effects": [string],
  "rollback_plan": string,
  "estimated_effort": string          // e.g. "15 minutes"
}}
Rules:
- At least 1 change.
- For "modify": current_code is copied verbatim from the file as shown (same indentation, same
  line breaks) WITHOUT the "  12 | " line-number prefixes, and occurs in the file exactly once
  (include more lines, or set line_hint, if it repeats); proposed_code replaces exactly that text.
- For "create": proposed_code is the whole new file, and the file does not exist yet.
- Keep changes minimal and inside the root-cause file and the affected files.
- At least {min_test_cases} test cases; each test_code is complete and non-empty.
- rollback_plan and risk_explanation are non-empty."#
    )
}

fn render_root_cause(rc: &RootCauseAnalysis) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Summary: {}", rc.summary);
    let line = rc
        .root_cause_line
        .map(|l| format!(":{l}"))
        .unwrap_or_default();
    let _ = writeln!(s, "Location: {}{line}", rc.root_cause_file);
    let _ = writeln!(s, "Code:\n{}", head(&rc.root_cause_code, MAX_FIELD));
    let _ = writeln!(
        s,
        "Explanation: {}",
        head(&rc.root_cause_explanation, MAX_FIELD)
    );
    let _ = writeln!(s, "Why not caught: {}", head(&rc.why_not_caught, MAX_FIELD));
    let _ = writeln!(s, "Confidence: {}", rc.confidence);
    if !rc.execution_trace.is_empty() {
        let _ = writeln!(s, "Execution trace:");
        for (i, step) in rc.execution_trace.iter().enumerate().take(30) {
            let _ = writeln!(s, "  {}. {}", i + 1, head(step, 500));
        }
    }
    tagged("root_cause", "", &s)
}

/// The request the planner sends (exposed for previews and tests).
pub fn build_fix_plan_request(input: &PlanInput) -> ChatRequest {
    let mut user = String::new();
    user.push_str("Plan the fix for this bug.\n\n## Bug report\n");
    user.push_str(&render_report(input.report));
    user.push_str("\n## Reproduction evidence\n");
    user.push_str(&render_reproduction(input.reproduction));
    user.push_str("\n## Root cause\n");
    user.push_str(&render_root_cause(input.root_cause));
    user.push_str("\n## Source code (line-numbered)\n");
    user.push_str(&render_snippets(input.snippets));
    user.push_str("\n## Answer format\n");
    user.push_str(&schema(input.min_test_cases));
    ChatRequest {
        system: format!("{SYSTEM}\n\n{DATA_NOTICE}"),
        messages: vec![Message::user(user)],
        temperature: None,
        max_tokens: None,
        json: true,
    }
}

fn occurrences(haystack: &str, needle: &str) -> usize {
    if needle.is_empty() {
        return 0;
    }
    haystack.matches(needle).count()
}

/// `model::validate_fix_plan` plus checks against the files as they are now.
fn violations(
    plan: &FixPlan,
    min_test_cases: u32,
    read_file: &dyn Fn(&str) -> Option<String>,
) -> Vec<String> {
    let mut out: Vec<String> = validate_fix_plan(plan, min_test_cases)
        .iter()
        .map(ToString::to_string)
        .collect();
    if plan.risk_explanation.trim().is_empty() {
        out.push("risk_explanation: must not be empty".to_string());
    }
    for (i, c) in plan.changes.iter().enumerate() {
        let path = normalize_path(&c.file_path);
        if path.is_empty() {
            continue;
        }
        let content = read_file(&path);
        match c.change_type {
            ChangeType::Create => {
                if content.is_some() {
                    out.push(format!(
                        "changes[{i}]: '{path}' already exists; use change_type \"modify\""
                    ));
                }
            }
            ChangeType::Delete => {
                if content.is_none() {
                    out.push(format!(
                        "changes[{i}].file_path: '{path}' does not exist inside the workspace"
                    ));
                }
            }
            ChangeType::Modify => {
                let Some(content) = content else {
                    out.push(format!(
                        "changes[{i}].file_path: '{path}' does not exist inside the workspace"
                    ));
                    continue;
                };
                let Some(current) = c.current_code.as_deref().filter(|s| !s.is_empty()) else {
                    continue;
                };
                if has_line_number_prefixes(current) {
                    out.push(format!(
                        "changes[{i}].current_code: copy the code without the line-number \
                         prefixes (\"  12 | \")"
                    ));
                    continue;
                }
                let lf = content.replace("\r\n", "\n");
                let n = occurrences(&lf, &current.replace("\r\n", "\n"));
                if n == 0 {
                    out.push(format!(
                        "changes[{i}].current_code: not found verbatim in '{path}'; copy the \
                         exact lines from the listing, with the same indentation"
                    ));
                } else if n > 1 && c.line_hint.is_none() {
                    out.push(format!(
                        "changes[{i}].current_code: occurs {n} times in '{path}'; include more \
                         surrounding lines or set line_hint"
                    ));
                }
                if c.proposed_code.as_deref() == Some(current) {
                    out.push(format!(
                        "changes[{i}].proposed_code: identical to current_code; the change does \
                         nothing"
                    ));
                }
            }
        }
    }
    out
}

/// Asks the model for a fix plan. `read_file` returns the current text of a workspace-relative
/// file (`None` when it does not exist or is outside the workspace). On success the plan has
/// `planner = "llm"` and normalized paths; costs as for [`super::llm_root_cause`].
pub fn llm_fix_plan(
    model: &dyn ChatModel,
    input: &PlanInput,
    read_file: &dyn Fn(&str) -> Option<String>,
    max_attempts: u32,
    limits: &CostLimits,
    prior_costs: &[AgentCost],
) -> Result<(FixPlan, Vec<AgentCost>), LlmFailure> {
    let span = tracing::info_span!("llm.fix_plan", model = %model.name());
    let _guard = span.enter();
    let request = build_fix_plan_request(input);
    let min = input.min_test_cases;
    let validate = |p: &FixPlan| violations(p, min, read_file);
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
    let mut plan = value;
    plan.planner = "llm".to_string();
    plan.out_of_scope.clear();
    for c in &mut plan.changes {
        c.file_path = normalize_path(&c.file_path);
    }
    for t in &mut plan.test_cases {
        if let Some(p) = &mut t.file_path {
            *p = normalize_path(p);
        }
    }
    Ok((plan, costs))
}
