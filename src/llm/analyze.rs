//! The LLM root-cause analyzer. The prompt carries the report, the failing tests' expected and
//! actual values, the offline analysis as evidence (the ranking with its evidence lines and the
//! verified candidate fixes) and numbered code around the top lines; the answer's schema is
//! generated from [`RootCauseAnswer`] and sent to the server (see `schema`). An answer is
//! accepted only when it is grounded (see `ground`): a file inside the workspace, code that is
//! really at (or a few lines from) the named line, trace steps at real files and lines. Every
//! violation goes back to the model at once, with the allowed values.

use super::ground::{check_root_cause, leading_location, ReadFile};
use super::prompt::{
    has_line_number_prefixes, normalize_path, render_context, render_failures, render_offline,
    render_report, render_reproduction_with, render_snippets, DATA_NOTICE, MAX_TEST_OUTPUT,
    SHORT_TEST_OUTPUT,
};
use super::schema::OutputSchema;
use super::structured::{parse_checked, run_agent, AgentOptions, AgentOutput};
use super::{ChatModel, ChatRequest, LlmFailure, Message};
use crate::model::{
    validate_root_cause, BugReport, Level, ReproductionResult, RootCauseAnalysis, TraceLocation,
    MAX_SUMMARY_CHARS,
};
use schemars::JsonSchema;
use serde::Deserialize;

/// Phase name used in cost records and limits.
pub const PHASE: &str = "analyze";
/// Agent name used in cost records.
pub const AGENT: &str = "llm_root_cause_analyzer";

/// What the analyzer sees.
#[derive(Debug, Clone, Copy)]
pub struct AnalysisInput<'a> {
    pub report: &'a BugReport,
    pub reproduction: &'a ReproductionResult,
    /// `(workspace-relative path, numbered excerpt)`; see [`super::number_lines`]. Used when the
    /// offline analysis gives no lines to show code around.
    pub snippets: &'a [(String, String)],
    /// The offline analysis, shown as evidence (its ranking and verified candidate fixes) and
    /// carried over into the model's analysis (so the mutation planner can still use them).
    pub offline: Option<&'a RootCauseAnalysis>,
}

/// How sure the model is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    High,
    Medium,
    Low,
}

/// The model's answer: the wire form of a `model::RootCauseAnalysis`.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
pub struct RootCauseAnswer {
    /// One line: what goes wrong.
    #[schemars(length(max = 100))]
    pub summary: String,
    /// 3 to 5 steps in call order, each "path:line - what happens".
    #[schemars(length(min = 3, max = 5), inner(length(max = 120)))]
    pub execution_trace: Vec<String>,
    /// Workspace-relative path of the file with the faulty code.
    #[schemars(length(max = 200))]
    pub root_cause_file: String,
    /// 1-based line of the faulty code, from the numbered listing.
    pub root_cause_line: u32,
    /// The faulty line, copied exactly, without the "  12 | " prefix.
    #[schemars(length(max = 200))]
    pub root_cause_code: String,
    /// Why this code causes the failure.
    #[schemars(length(max = 240))]
    pub root_cause_explanation: String,
    /// Why the existing tests did not catch it.
    #[schemars(length(max = 160))]
    pub why_not_caught: String,
    pub confidence: Confidence,
    /// Other plausible causes, most likely first.
    #[schemars(length(max = 2), inner(length(max = 120)))]
    pub alternative_hypotheses: Vec<String>,
}

impl RootCauseAnswer {
    /// The analysis this answer makes (paths normalised, trace locations from the steps, the
    /// offline evidence carried over).
    pub fn into_analysis(self, offline: Option<&RootCauseAnalysis>) -> RootCauseAnalysis {
        let trace_locations = self
            .execution_trace
            .iter()
            .filter_map(|step| {
                let (file, line) = leading_location(step)?;
                Some(TraceLocation {
                    file: normalize_path(&file),
                    line,
                    message: step.clone(),
                })
            })
            .collect();
        RootCauseAnalysis {
            summary: self.summary,
            execution_trace: self.execution_trace,
            root_cause_file: normalize_path(&self.root_cause_file),
            root_cause_line: Some(self.root_cause_line),
            root_cause_code: self.root_cause_code,
            root_cause_explanation: self.root_cause_explanation,
            why_not_caught: self.why_not_caught,
            confidence: match self.confidence {
                Confidence::High => Level::High,
                Confidence::Medium => Level::Medium,
                Confidence::Low => Level::Low,
            },
            alternative_hypotheses: self.alternative_hypotheses,
            trace_locations,
            analyzer: "llm".to_string(),
            failing_test: offline.and_then(|o| o.failing_test.clone()),
            ranking: offline.map(|o| o.ranking.clone()).unwrap_or_default(),
            fix_candidates: offline
                .map(|o| o.fix_candidates.clone())
                .unwrap_or_default(),
            steps: offline.map(|o| o.steps.clone()).unwrap_or_default(),
        }
    }
}

/// The schema sent with the request.
pub fn answer_schema() -> OutputSchema {
    OutputSchema::of::<RootCauseAnswer>("root_cause")
}

const SYSTEM: &str = "You are the root-cause analyzer of bugbash, a debugging tool. From the \
evidence (a bug report, the failing tests, the tool's offline analysis and source code with line \
numbers) find exactly where and why the bug occurs. Point at the line that must change, not at \
the line where the error surfaces, unless they are the same.";

fn rules() -> String {
    format!(
        "- root_cause_file is a path shown in a <file path=\"...\"> listing; root_cause_line is a \
line number from that listing; root_cause_code is the code of that line, copied exactly without \
the \"  12 | \" prefix.
- summary: at most {MAX_SUMMARY_CHARS} characters. execution_trace: 3 to 5 steps \"path:line - \
what happens\", with real paths and lines.
- confidence is \"high\" only when the code shown proves the cause."
    )
}

/// The files the prompt shows or names (what the model may point at).
fn known_files(input: &AnalysisInput) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |f: &str| {
        if !f.is_empty() && !out.iter().any(|x| x == f) {
            out.push(f.to_string());
        }
    };
    if let Some(o) = input.offline {
        for r in &o.ranking {
            add(&r.file);
        }
        add(&o.root_cause_file);
    }
    for (p, _) in input.snippets {
        add(p);
    }
    for f in &input.reproduction.affected_files {
        add(f);
    }
    out.truncate(12);
    out
}

/// The request the analyzer sends (exposed for previews and tests). `read` gives the code shown
/// around the offline analysis's top lines.
pub fn build_root_cause_request(input: &AnalysisInput, read: ReadFile<'_>) -> ChatRequest {
    let mut user = String::new();
    user.push_str("Find the root cause of this bug.\n\n## Bug report\n");
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
    if let Some(o) = input.offline {
        user.push_str("\n## Offline analysis (evidence from running the tests; check it)\n");
        user.push_str(&render_offline(o));
    }
    user.push_str("\n## Source code (line-numbered)\n");
    match render_context(input.offline, &[], read) {
        Some(code) => user.push_str(&code),
        None => user.push_str(&render_snippets(input.snippets)),
    }
    user.push_str("\n## Rules\n");
    user.push_str(&rules());
    ChatRequest {
        system: format!("{SYSTEM}\n\n{DATA_NOTICE}"),
        messages: vec![Message::user(user)],
        temperature: None,
        max_tokens: None,
        json: true,
        schema: Some(answer_schema()),
    }
}

/// Every violation of an analysis: the model's rules, then grounding. Returns the line the code
/// was found at (when near the named one).
pub fn violations(
    rc: &RootCauseAnalysis,
    read: ReadFile<'_>,
    known: &[String],
) -> (Vec<String>, Option<u32>) {
    let exists = |f: &str| read(f).is_some();
    let mut out: Vec<String> = validate_root_cause(rc, &exists)
        .iter()
        .filter(|v| v.field != "root_cause_file") // grounding names the file with the choices
        .map(ToString::to_string)
        .collect();
    if has_line_number_prefixes(&rc.root_cause_code) {
        out.push(
            "root_cause_code: copy the code without the line-number prefixes (\"  12 | \")"
                .to_string(),
        );
    }
    if rc.root_cause_file.trim().is_empty() {
        out.push("root_cause_file: must not be empty".into());
    }
    let (grounding, at) = check_root_cause(rc, read, known);
    out.extend(grounding);
    (out, at)
}

/// The location fields of an answer that does not fit the schema, for grounding them anyway.
fn partial_analysis(text: &str) -> Option<RootCauseAnalysis> {
    let v: serde_json::Value = serde_json::from_str(super::extract_json(text)?).ok()?;
    let s = |k: &str| v[k].as_str().unwrap_or("").to_string();
    let trace: Vec<String> = v["execution_trace"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    let answer = RootCauseAnswer {
        summary: s("summary"),
        execution_trace: trace,
        root_cause_file: s("root_cause_file"),
        root_cause_line: v["root_cause_line"]
            .as_u64()
            .unwrap_or(0)
            .min(u32::MAX as u64) as u32,
        root_cause_code: s("root_cause_code"),
        root_cause_explanation: String::new(),
        why_not_caught: String::new(),
        confidence: Confidence::Low,
        alternative_hypotheses: Vec::new(),
    };
    let mut rc = answer.into_analysis(None);
    if v["root_cause_line"].as_u64().is_none() {
        rc.root_cause_line = None;
    }
    // Only what the model gave is checked: a missing field is already a schema violation.
    if rc.root_cause_code.trim().is_empty() {
        rc.root_cause_code.clear();
    }
    Some(rc)
}

/// Asks the model for a root-cause analysis.
///
/// The error is large (it carries the costs and attempts); it is returned once per stage. `read` returns the text of a workspace-relative
/// file (`None` for anything that is not a file inside the workspace). On success the analysis
/// has `analyzer = "llm"`, normalised paths and the line its code is really at; costs and
/// attempts are returned either way.
#[allow(clippy::result_large_err)]
pub fn llm_root_cause(
    model: &dyn ChatModel,
    input: &AnalysisInput,
    read: ReadFile<'_>,
    options: &AgentOptions,
) -> Result<AgentOutput<RootCauseAnalysis>, LlmFailure> {
    let span = tracing::info_span!("llm.root_cause", model = %model.name());
    let _guard = span.enter();
    let request = build_root_cause_request(input, read);
    let known = known_files(input);
    let schema = request.schema.as_ref().map(|s| s.schema.clone());
    let parse = |text: &str| -> Result<RootCauseAnalysis, Vec<String>> {
        let answer: RootCauseAnswer = match parse_checked(text, schema.as_ref(), &|_| Vec::new()) {
            Ok(a) => a,
            Err(mut errors) => {
                // Ground what there is, so every problem goes back in one round.
                if let Some(partial) = partial_analysis(text) {
                    errors.extend(check_root_cause(&partial, read, &known).0);
                }
                return Err(errors);
            }
        };
        let mut rc = answer.into_analysis(input.offline);
        let (errors, at) = violations(&rc, read, &known);
        if !errors.is_empty() {
            return Err(errors);
        }
        if let Some(at) = at {
            rc.root_cause_line = Some(at);
        }
        Ok(rc)
    };
    run_agent(model, &request, &parse, options, AGENT, PHASE)
}
