//! The LLM fix planner. The prompt carries the report, the failing tests' expected and actual
//! values, the root cause, the offline analysis (ranking and the verified candidate fixes, by
//! index) and numbered code around the top lines. The model may pick a verified candidate by its
//! index, or propose its own fix as a unified diff (parsed like `plan --patch`) or as
//! search-and-replace changes; a bare unified diff instead of JSON is accepted too.
//!
//! A model plan is offered only when (1) every change is grounded in the files as they are (the
//! checks here list every problem with the real text, then the engine's gate `plan::ground`) and
//! (2) its edits make every test pass in an isolated copy of the workspace (`verify`). A plan
//! that fails the tests is kept as a `model::RejectedPlan` with its test result, and the result
//! is fed back to the model while answers remain.

use super::ground::window;
use super::prompt::{
    has_line_number_prefixes, head, normalize_path, render_context, render_failures,
    render_offline, render_report, render_reproduction_with, tagged, DATA_NOTICE, MAX_FIELD,
    MAX_TEST_OUTPUT, SHORT_TEST_OUTPUT,
};
use super::schema::OutputSchema;
use super::structured::{parse_checked, run_agent, AgentOptions};
use super::{Attempt, ChatModel, ChatRequest, LlmError, Message};
use crate::model::{
    validate_fix_plan, AgentCost, BugReport, BugState, ChangeType, FileChange, FixPlan, Level,
    RejectedPlan, ReproductionResult, RootCauseAnalysis, TestCase, TestCategory,
};
use crate::process::ProcessRunner;
use schemars::JsonSchema;
use serde::Deserialize;
use std::cell::RefCell;
use std::fmt::Write;
use std::path::Path;
use std::time::Duration;

/// Phase name used in cost records and limits.
pub const PHASE: &str = "plan";
/// Agent name used in cost records.
pub const AGENT: &str = "llm_fix_planner";

/// How a model plan is run before it is offered.
#[derive(Clone, Copy)]
pub struct Verify<'a> {
    /// The investigation's test command (the user's, never the model's).
    pub command: &'a str,
    pub runner: &'a dyn ProcessRunner,
    /// Timeout of the test run.
    pub timeout: Duration,
}

impl std::fmt::Debug for Verify<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Verify")
            .field("command", &self.command)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

/// What the planner sees and where its plan is checked.
#[derive(Debug, Clone, Copy)]
pub struct PlanInput<'a> {
    pub report: &'a BugReport,
    pub reproduction: &'a ReproductionResult,
    /// The accepted analysis (its `ranking` and `fix_candidates` are the offline evidence).
    pub root_cause: &'a RootCauseAnalysis,
    /// `(workspace-relative path, numbered excerpt)`, used when no code can be shown around the
    /// analysis's lines.
    pub snippets: &'a [(String, String)],
    /// `min_test_cases` of the config.
    pub min_test_cases: u32,
    /// The workspace: changes are grounded against its files and run in a copy of it.
    pub root: &'a Path,
    /// `storage_path` of the config (plans may never touch it).
    pub storage_path: &'a str,
    /// How to run the plan before offering it. `None` offers a grounded plan unrun (library use
    /// only; the engine always verifies).
    pub verify: Option<Verify<'a>>,
}

/// What the planner did: the plan to offer (or why there is none), the plans it refused after
/// running them, and what every call cost.
#[derive(Debug)]
pub struct PlanOutcome {
    pub result: Result<FixPlan, LlmError>,
    pub rejected: Vec<RejectedPlan>,
    pub costs: Vec<AgentCost>,
    pub attempts: Vec<Attempt>,
}

/// How risky the model thinks its fix is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Risk {
    Low,
    Medium,
    High,
}

/// One search-and-replace change.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
pub struct ChangeAnswer {
    /// Workspace-relative path, as in <file path="...">.
    #[schemars(length(max = 200))]
    pub file_path: String,
    /// The exact lines to replace, copied from the file without the "  12 | " prefixes.
    #[schemars(length(max = 800))]
    pub current_code: String,
    /// The replacement.
    #[schemars(length(max = 800))]
    pub proposed_code: String,
    /// 1-based line where current_code starts.
    pub line_hint: Option<u32>,
}

/// One new regression test.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
pub struct TestAnswer {
    #[schemars(length(max = 80))]
    pub name: String,
    /// A new test file's workspace-relative path.
    #[schemars(length(max = 200))]
    pub file_path: String,
    /// The complete test file.
    #[schemars(length(max = 1500))]
    pub test_code: String,
}

/// The model's answer: one fix (a verified candidate, a diff, or changes) and its tests.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
pub struct PlanAnswer {
    /// One line: what the fix does.
    #[schemars(length(max = 120))]
    pub summary: String,
    /// Index of the verified candidate fix to adopt; null to propose your own fix.
    pub candidate: Option<u32>,
    /// Your own fix as a unified diff (--- a/PATH, +++ b/PATH, @@ hunks); null otherwise.
    #[schemars(length(max = 3000))]
    pub diff: Option<String>,
    /// Your own fix as search-and-replace changes; empty otherwise.
    #[schemars(length(max = 3))]
    pub changes: Vec<ChangeAnswer>,
    /// New regression tests (may be empty: the failing tests are kept as regression tests).
    #[schemars(length(max = 2))]
    pub test_cases: Vec<TestAnswer>,
    pub risk_level: Risk,
    #[schemars(length(max = 200))]
    pub risk_explanation: String,
}

/// The schema sent with the request.
pub fn answer_schema() -> OutputSchema {
    OutputSchema::of::<PlanAnswer>("fix_plan")
}

const SYSTEM: &str = "You are the fix planner of bugbash, a debugging tool. Given a bug, its \
root cause and the tool's offline analysis, you choose the minimal, safe fix: change only what \
the root cause requires, with no refactoring. A person reviews and approves your plan before \
anything is applied, and the tool runs the tests with your fix before showing it.";

const HOW: &str = "- To adopt a verified candidate fix, set \"candidate\" to its index, \"diff\" \
to null and \"changes\" to [].
- Otherwise give your own fix in ONE of two forms: \"diff\", a unified diff (--- a/PATH, +++ \
b/PATH, @@ hunks), or \"changes\", where current_code is copied exactly from the file (same \
indentation, without the \"  12 | \" prefixes) and proposed_code replaces it.
- test_cases: new regression tests, or [] (the failing tests are kept as regression tests).";

fn render_root_cause(rc: &RootCauseAnalysis) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Summary: {}", rc.summary);
    let line = rc
        .root_cause_line
        .map(|l| format!(":{l}"))
        .unwrap_or_default();
    let _ = writeln!(s, "Location: {}{line}", rc.root_cause_file);
    let _ = writeln!(s, "Code:\n{}", head(&rc.root_cause_code, MAX_FIELD));
    let _ = writeln!(s, "Explanation: {}", head(&rc.root_cause_explanation, 400));
    // The failing run's values at the line (`crate::why`), even when the explanation is long.
    if let Some(i) = rc
        .root_cause_explanation
        .find(crate::why::EXPLANATION_PREFIX)
        .filter(|&i| i > 300)
    {
        let _ = writeln!(s, "Values: {}", head(&rc.root_cause_explanation[i..], 400));
    }
    let _ = writeln!(s, "Confidence: {}", rc.confidence);
    if !rc.execution_trace.is_empty() {
        let _ = writeln!(s, "Execution trace:");
        for (i, step) in rc.execution_trace.iter().enumerate().take(5) {
            let _ = writeln!(s, "  {}. {}", i + 1, head(step, 160));
        }
    }
    tagged("root_cause", "", &s)
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
                    let at = c.line_hint.unwrap_or(1);
                    out.push(format!(
                        "changes[{i}].current_code: not found verbatim in '{path}'; copy the \
                         exact lines from the file, with the same indentation. Lines around {at} \
                         are:\n{}",
                        window(&lf, at, 3)
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

/// The request the planner sends (exposed for previews and tests). `read` gives the code shown
/// around the analysis's lines.
pub fn build_fix_plan_request(
    input: &PlanInput,
    read: &dyn Fn(&str) -> Option<String>,
) -> ChatRequest {
    let mut user = String::new();
    user.push_str("Plan the fix for this bug.\n\n## Bug report\n");
    user.push_str(&render_report(input.report));
    let failures = render_failures(input.reproduction);
    user.push_str("\n## Reproduction\n");
    let max_output = if failures.is_some() {
        SHORT_TEST_OUTPUT
    } else {
        MAX_TEST_OUTPUT
    };
    user.push_str(&render_reproduction_with(input.reproduction, max_output));
    if let Some(f) = failures {
        user.push_str("\n## Failing tests (expected and actual values)\n");
        user.push_str(&f);
    }
    user.push_str("\n## Root cause\n");
    user.push_str(&render_root_cause(input.root_cause));
    if !input.root_cause.ranking.is_empty() || !input.root_cause.fix_candidates.is_empty() {
        user.push_str("\n## Offline analysis (evidence from running the tests)\n");
        user.push_str(&render_offline(input.root_cause));
    }
    user.push_str("\n## Source code (line-numbered)\n");
    match render_context(Some(input.root_cause), &[], read) {
        Some(code) => user.push_str(&code),
        None => user.push_str(&super::prompt::render_snippets(input.snippets)),
    }
    user.push_str("\n## How to answer\n");
    user.push_str(HOW);
    ChatRequest {
        system: format!("{SYSTEM}\n\n{DATA_NOTICE}"),
        messages: vec![Message::user(user)],
        temperature: None,
        max_tokens: None,
        json: true,
        schema: Some(answer_schema()),
    }
}

/// True when `text` looks like a unified diff.
fn looks_like_diff(text: &str) -> bool {
    let t = text.trim_start();
    (t.starts_with("diff --git") || t.starts_with("--- ") || t.contains("\n--- "))
        && t.contains("\n+++ ")
        && t.contains("\n@@")
}

/// The diff inside a fenced block, or the text itself.
fn diff_text(text: &str) -> &str {
    if let Some(start) = text.find("```") {
        let after = &text[start + 3..];
        let body_start = after.find('\n').map_or(0, |i| i + 1);
        let body = &after[body_start..];
        if let Some(end) = body.find("```") {
            return &body[..end];
        }
    }
    text
}

/// The plan an answer makes, or every problem with it.
fn plan_of(answer: PlanAnswer, input: &PlanInput) -> Result<FixPlan, Vec<String>> {
    let mut errors = Vec::new();
    let diff = answer
        .diff
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty());
    let given = [
        answer.candidate.is_some(),
        diff.is_some(),
        !answer.changes.is_empty(),
    ];
    let n = given.iter().filter(|g| **g).count();
    let candidates = &input.root_cause.fix_candidates;
    if n == 0 {
        errors.push(
            "the answer has no fix: set candidate, or give a diff, or give changes".to_string(),
        );
    } else if n > 1 {
        errors.push(
            "give exactly one fix: candidate, diff or changes (the others null or [])".to_string(),
        );
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut plan = if let Some(k) = answer.candidate {
        let k = k as usize;
        if k >= candidates.len() {
            return Err(vec![if candidates.is_empty() {
                "candidate: there are no verified candidate fixes; set it to null and give a diff or changes".to_string()
            } else {
                format!(
                    "candidate: {k} is not a candidate; allowed 0 to {} (or null with a diff or changes)",
                    candidates.len() - 1
                )
            }]);
        }
        let mut rc = input.root_cause.clone();
        let chosen = rc.fix_candidates.remove(k);
        rc.fix_candidates.insert(0, chosen);
        let mut state = BugState::new("llm".into(), input.report.clone(), chrono::Utc::now());
        state.reproduction = Some(input.reproduction.clone());
        state.root_cause = Some(rc);
        let Some(mut p) =
            crate::plan::mutation::plan_from_candidates(input.root, &state, input.min_test_cases)
        else {
            return Err(vec![
                "candidate: the candidate could not be made into a plan".into(),
            ]);
        };
        p.test_cases.clear();
        p
    } else if let Some(d) = diff {
        match crate::plan::patch::plan_from_patch(diff_text(d), &[]) {
            Ok(p) => p,
            Err(e) => return Err(vec![format!("diff: {e}")]),
        }
    } else {
        FixPlan {
            summary: String::new(),
            changes: answer
                .changes
                .iter()
                .map(|c| FileChange {
                    file_path: normalize_path(&c.file_path),
                    change_type: ChangeType::Modify,
                    current_code: Some(c.current_code.clone()),
                    proposed_code: Some(c.proposed_code.clone()),
                    explanation: String::new(),
                    line_hint: c.line_hint,
                })
                .collect(),
            test_cases: Vec::new(),
            risk_level: Level::Low,
            risk_explanation: String::new(),
            scope: String::new(),
            side_effects: Vec::new(),
            rollback_plan: String::new(),
            estimated_effort: String::new(),
            planner: String::new(),
            out_of_scope: Vec::new(),
        }
    };
    plan.summary = answer.summary.trim().to_string();
    plan.planner = "llm".to_string();
    plan.risk_level = match answer.risk_level {
        Risk::Low => Level::Low,
        Risk::Medium => Level::Medium,
        Risk::High => Level::High,
    };
    plan.risk_explanation = answer.risk_explanation.trim().to_string();
    if plan.rollback_plan.trim().is_empty() {
        plan.rollback_plan =
            "Do not approve the plan; after a fix that does not verify, bugbash rollback restores the files byte for byte.".to_string();
    }
    for t in &answer.test_cases {
        if t.test_code.trim().is_empty() {
            continue;
        }
        plan.test_cases.push(TestCase {
            name: t.name.trim().to_string(),
            description: "a regression test written by the model".to_string(),
            test_code: t.test_code.clone(),
            category: TestCategory::Regression,
            file_path: Some(normalize_path(&t.file_path)).filter(|p| !p.is_empty()),
        });
    }
    // The failing tests stay the regression tests (they must pass after the fix).
    let want = input.min_test_cases as usize;
    if plan.test_cases.len() < want {
        let existing = crate::plan::mutation::regression_tests(
            input.root,
            &input.reproduction.failing_tests,
            want,
        );
        for t in existing {
            if plan.test_cases.len() >= want {
                break;
            }
            if !plan.test_cases.iter().any(|x| x.name == t.name) {
                plan.test_cases.push(t);
            }
        }
    }
    for c in &mut plan.changes {
        c.file_path = normalize_path(&c.file_path);
        if c.explanation.is_empty() {
            c.explanation = plan.summary.clone();
        }
    }
    Ok(plan)
}

/// Asks the model for a fix plan and offers it only when it is grounded and, with
/// `input.verify`, makes every test pass in an isolated copy. Never fails without saying why in
/// `result`; costs, attempts and refused plans are returned either way.
pub fn llm_fix_plan(
    model: &dyn ChatModel,
    input: &PlanInput,
    options: &AgentOptions,
) -> PlanOutcome {
    let span = tracing::info_span!("llm.fix_plan", model = %model.name());
    let _guard = span.enter();
    let root = input.root;
    let read = |f: &str| -> Option<String> {
        let (_, abs) = crate::plan::resolve_inside(root, f, input.storage_path).ok()?;
        std::fs::read_to_string(abs).ok()
    };
    let request = build_fix_plan_request(input, &read);
    let schema = request.schema.as_ref().map(|s| s.schema.clone());
    let rejected: RefCell<Vec<RejectedPlan>> = RefCell::new(Vec::new());
    let min = input.min_test_cases;
    let parse = |text: &str| -> Result<FixPlan, Vec<String>> {
        let plan = if crate::llm::extract_json(text).is_none() && looks_like_diff(diff_text(text)) {
            let answer = PlanAnswer {
                summary: "the model's patch".into(),
                candidate: None,
                diff: Some(diff_text(text).to_string()),
                changes: Vec::new(),
                test_cases: Vec::new(),
                risk_level: Risk::Medium,
                risk_explanation: "a patch given without a risk assessment".into(),
            };
            plan_of(answer, input)?
        } else {
            let answer: PlanAnswer = parse_checked(text, schema.as_ref(), &|_| Vec::new())?;
            plan_of(answer, input)?
        };
        let errors = violations(&plan, min, &read);
        if !errors.is_empty() {
            return Err(errors);
        }
        let resolved = crate::plan::ground(
            root,
            &plan,
            input.storage_path,
            min,
            &crate::plan::disk_text,
        )
        .map_err(|e| vec![format!("the grounding gate refused the plan: {e}")])?;
        let Some(v) = input.verify else {
            return Ok(plan);
        };
        let edits: Vec<(String, String)> = resolved
            .iter()
            .map(|r| (r.path.clone(), r.new_text.clone().unwrap_or_default()))
            .collect();
        let outcome = super::verify::try_edits(
            root,
            v.command,
            &edits,
            v.runner,
            v.timeout,
            options.budget.cancel_token().cloned(),
        );
        let reject = |reason: String, o: super::verify::TryOutcome| {
            rejected.borrow_mut().push(RejectedPlan {
                plan: plan.clone(),
                reason: reason.clone(),
                tests_passed: o.passed,
                tests_failed: o.failed,
                timed_out: o.timed_out,
                rejected_at: chrono::Utc::now(),
            });
            Err(vec![reason])
        };
        match outcome {
            Ok(o) if o.all_passed => Ok(plan),
            Ok(o) => {
                let reason = if o.timed_out {
                    format!(
                        "with the plan's edits the tests did not finish within {}s in an isolated copy",
                        v.timeout.as_secs()
                    )
                } else if o.failed.is_empty() {
                    "with the plan's edits the test command still fails in an isolated copy"
                        .to_string()
                } else {
                    format!(
                        "with the plan's edits these tests fail in an isolated copy: {}",
                        o.failed
                            .iter()
                            .take(8)
                            .cloned()
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                reject(reason, o)
            }
            Err(e) => reject(
                format!("the plan could not be run in an isolated copy: {e}"),
                Default::default(),
            ),
        }
    };
    let result = run_agent(model, &request, &parse, options, AGENT, PHASE);
    let rejected = rejected.into_inner();
    match result {
        Ok(out) => PlanOutcome {
            result: Ok(out.value),
            rejected,
            costs: out.costs,
            attempts: out.attempts,
        },
        Err(f) => PlanOutcome {
            result: Err(f.error),
            rejected,
            costs: f.costs,
            attempts: f.attempts,
        },
    }
}
