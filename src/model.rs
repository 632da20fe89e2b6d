//! The investigation's data model: every type of the origin spec's section 12, plus severity and
//! triage fields, with serde (the on-disk format of `state.json`) and validation functions that
//! return *every* violation with a message a person can act on.
//!
//! Nothing here knows about storage, processes or the editor protocol.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The schema version written by this build. Older files are migrated on load (see `store`).
pub const STATE_VERSION: u32 = 2;

/// Phases of an investigation. Serialized in lower snake case (`"not_reproducible"`), displayed in
/// upper case (`NOT_REPRODUCIBLE`), parsed case-insensitively.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BugPhase {
    Created,
    Reproducing,
    Reproduced,
    NotReproducible,
    Analyzing,
    Analyzed,
    Planning,
    Planned,
    Approved,
    Implementing,
    Verifying,
    Fixed,
    WontFix,
    Blocked,
}

impl BugPhase {
    pub const ALL: [BugPhase; 14] = [
        BugPhase::Created,
        BugPhase::Reproducing,
        BugPhase::Reproduced,
        BugPhase::NotReproducible,
        BugPhase::Analyzing,
        BugPhase::Analyzed,
        BugPhase::Planning,
        BugPhase::Planned,
        BugPhase::Approved,
        BugPhase::Implementing,
        BugPhase::Verifying,
        BugPhase::Fixed,
        BugPhase::WontFix,
        BugPhase::Blocked,
    ];

    /// `NOT_REPRODUCIBLE` style name used in human output.
    pub fn as_upper(self) -> &'static str {
        match self {
            BugPhase::Created => "CREATED",
            BugPhase::Reproducing => "REPRODUCING",
            BugPhase::Reproduced => "REPRODUCED",
            BugPhase::NotReproducible => "NOT_REPRODUCIBLE",
            BugPhase::Analyzing => "ANALYZING",
            BugPhase::Analyzed => "ANALYZED",
            BugPhase::Planning => "PLANNING",
            BugPhase::Planned => "PLANNED",
            BugPhase::Approved => "APPROVED",
            BugPhase::Implementing => "IMPLEMENTING",
            BugPhase::Verifying => "VERIFYING",
            BugPhase::Fixed => "FIXED",
            BugPhase::WontFix => "WONT_FIX",
            BugPhase::Blocked => "BLOCKED",
        }
    }

    /// True for phases in which the engine is doing work (another process may own the lock).
    pub fn is_running(self) -> bool {
        matches!(
            self,
            BugPhase::Reproducing
                | BugPhase::Analyzing
                | BugPhase::Planning
                | BugPhase::Implementing
                | BugPhase::Verifying
        )
    }

    /// True for phases that end an investigation.
    pub fn is_terminal(self) -> bool {
        matches!(self, BugPhase::Fixed | BugPhase::WontFix)
    }
}

impl fmt::Display for BugPhase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_upper())
    }
}

impl std::str::FromStr for BugPhase {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let norm = s.trim().to_ascii_uppercase().replace('-', "_");
        BugPhase::ALL
            .iter()
            .copied()
            .find(|p| p.as_upper() == norm)
            .ok_or_else(|| {
                format!(
                    "unknown phase '{s}'; expected one of: {}",
                    BugPhase::ALL
                        .map(|p| p.as_upper().to_ascii_lowercase())
                        .join(", ")
                )
            })
    }
}

/// `high`, `medium` or `low`; used for confidence and risk.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Low,
    #[default]
    Medium,
    High,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Low => "low",
            Level::Medium => "medium",
            Level::High => "high",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "low" => Ok(Level::Low),
            "medium" => Ok(Level::Medium),
            "high" => Ok(Level::High),
            _ => Err(format!("'{s}' is not one of: high, medium, low")),
        }
    }
}

/// Reported severity (reference 001): set by a person, never by the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Severity {
    P0,
    P1,
    P2,
    P3,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::str::FromStr for Severity {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_uppercase().as_str() {
            "P0" => Ok(Severity::P0),
            "P1" => Ok(Severity::P1),
            "P2" => Ok(Severity::P2),
            "P3" => Ok(Severity::P3),
            _ => Err(format!("severity '{s}' is not one of: P0, P1, P2, P3")),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DefectType {
    Logic,
    Visual,
    Data,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Complexity {
    Trivial,
    Moderate,
    Complex,
}

/// Triage (reference 001): optional classification of the defect.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Triage {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defect_type: Option<DefectType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complexity: Option<Complexity>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blast_radius: Option<Level>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub blast_radius_detail: String,
    /// What the defect type rests on (words of the root cause or the report, the file kind).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub defect_type_detail: String,
    /// What the complexity rests on (files, changed lines, blast radius, confidence).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub complexity_detail: String,
    /// Whether tests exist in the affected area.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub test_coverage: Option<TestCoverage>,
    /// Which tests (or why none).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub test_coverage_detail: String,
    /// Areas to watch when the fix lands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub regression_risks: Vec<String>,
    /// Set when the complexity is `complex`: why a person should take it over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub escalation_reason: Option<String>,
    /// Code files (not tests) in the evidence and the plan.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub affected_files: Vec<String>,
    /// The function holding the root-cause line, when one can be named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root_cause_function: Option<String>,
}

/// Test coverage of the affected area (reference 001).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TestCoverage {
    Existing,
    None,
}

/// Where a report came from, when not typed by hand.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ReportSource {
    Manual,
    GithubIssue {
        repo: String,
        number: u64,
        url: String,
        #[serde(default)]
        labels: Vec<String>,
    },
    DefectReport {
        path: String,
        #[serde(default)]
        related_feature: String,
    },
}

/// The initial bug report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BugReport {
    pub description: String,
    /// A test id (`tests/test_auth.py::test_login`) or path given with `--test`.
    #[serde(default)]
    pub test_path: Option<String>,
    /// The command that reproduces the bug. Comes only from the user or the config, never from
    /// report text, an issue or a model.
    #[serde(default)]
    pub test_command: Option<String>,
    #[serde(default)]
    pub github_issue: Option<u64>,
    #[serde(default)]
    pub error_message: Option<String>,
    #[serde(default)]
    pub stack_trace: Option<String>,
    #[serde(default)]
    pub steps_to_reproduce: Vec<String>,
    #[serde(default)]
    pub severity: Option<Severity>,
    #[serde(default)]
    pub observed: Option<String>,
    #[serde(default)]
    pub expected: Option<String>,
    #[serde(default)]
    pub source: Option<ReportSource>,
    /// Hints from a person (`analyze --context "..."`), oldest first: read by the planners and
    /// given to the model. Guidance, never executed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<String>,
    /// The investigation's target tests, as the runner prints them (`init --failing`, repeatable):
    /// the failures to explain and to fix. Other failures of the same run are context.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub target_tests: Vec<String>,
}

impl BugReport {
    pub fn new(description: impl Into<String>) -> Self {
        BugReport {
            description: description.into(),
            test_path: None,
            test_command: None,
            github_issue: None,
            error_message: None,
            stack_trace: None,
            steps_to_reproduce: Vec::new(),
            severity: None,
            observed: None,
            expected: None,
            source: None,
            hints: Vec::new(),
            target_tests: Vec::new(),
        }
    }
}

/// Output of reproduction (spec 4.1).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ReproductionResult {
    pub confirmed: bool,
    pub reproduction_steps: Vec<String>,
    #[serde(default)]
    pub test_output: Option<String>,
    #[serde(default)]
    pub error_message: Option<String>,
    #[serde(default)]
    pub stack_trace: Option<String>,
    #[serde(default)]
    pub affected_files: Vec<String>,
    #[serde(default)]
    pub related_code_snippets: BTreeMap<String, String>,
    #[serde(default)]
    pub confidence: Level,
    #[serde(default)]
    pub notes: String,
    #[serde(default = "one")]
    pub attempts: u32,
    #[serde(default)]
    pub environment: BTreeMap<String, String>,
    /// Exit code of each attempt (`None` when killed by the timeout or a signal).
    #[serde(default)]
    pub exit_codes: Vec<Option<i32>>,
    #[serde(default)]
    pub flaky: bool,
    /// Names of the failing tests, as the runner reported them.
    #[serde(default)]
    pub failing_tests: Vec<String>,
    #[serde(default)]
    pub tests_passed: u32,
    #[serde(default)]
    pub tests_failed: u32,
    /// The value the failing assertion expected, when the runner printed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    /// The value it got instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actual: Option<String>,
    /// Tests that also failed at reproduction but are not the investigation's target
    /// (`failing_tests` are the targets): context for the analysis, and the baseline that
    /// verification does not hold against a fix. Together with `failing_tests`, every test the
    /// reproduction saw failing.
    #[serde(default)]
    pub other_failing_tests: Vec<String>,
    /// How the targets were chosen among the failing tests (named with `--failing`, matched to
    /// the description, or the only failure), for people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_reason: Option<String>,
}

fn one() -> u32 {
    1
}

/// Output of root-cause analysis (spec 4.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RootCauseAnalysis {
    pub summary: String,
    pub execution_trace: Vec<String>,
    pub root_cause_file: String,
    #[serde(default)]
    pub root_cause_line: Option<u32>,
    #[serde(default)]
    pub root_cause_code: String,
    #[serde(default)]
    pub root_cause_explanation: String,
    #[serde(default)]
    pub why_not_caught: String,
    #[serde(default)]
    pub confidence: Level,
    #[serde(default)]
    pub alternative_hypotheses: Vec<String>,
    /// Structured trace steps with locations (for editor related information). Optional: the
    /// textual `execution_trace` is the spec's field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trace_locations: Vec<TraceLocation>,
    /// Which analyzer produced this (`stack`, `llm`, `sbfl`, ...).
    #[serde(default)]
    pub analyzer: String,
    /// The failing test that exposed the bug, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failing_test: Option<TraceLocation>,
    /// The offline ranking of suspicious lines, best first (the root-cause line first), with
    /// scores and the evidence behind each. Empty when the analyzer ranks nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranking: Vec<SuspiciousLine>,
    /// Edits that made every test pass in an isolated copy (mutation search), best first; the
    /// `mutation` planner turns the first into a fix plan.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fix_candidates: Vec<FixCandidate>,
    /// The analyzer's own steps and their wall-clock durations, in order (offline analysis:
    /// baseline, coverage, mutants, fixes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<StepTime>,
}

/// One line of the offline ranking.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SuspiciousLine {
    pub file: String,
    pub line: u32,
    /// Fused suspiciousness, 0 to 1.
    pub score: f64,
    /// What a person can check, e.g. "changing `>` to `>=` here makes 3 of 3 failing tests pass
    /// and breaks none of the 5 passing ones".
    pub evidence: String,
}

/// A candidate fix found by running the tests: one or two line edits.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct FixCandidate {
    pub edits: Vec<LineEdit>,
    /// For people: "change `<` to `<=`".
    pub description: String,
    /// Tokens changed in all (fewest first).
    pub tokens_changed: u32,
    /// The fused suspiciousness of the edited lines (the highest).
    pub suspiciousness: f64,
    /// The kind of edit: `operator`, `boundary`, `added call`, `literal`, `deletion`, ...
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub class: String,
    /// 1-based rank, in the analysis' own ranking, of the best line it changes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line_rank: Option<u32>,
    /// Why it may only fit the tests (a literal or shared constant changed, code deleted, a line
    /// no failing test executes, not the root-cause line...); empty when nothing is known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub concerns: Vec<String>,
    /// Checks it passed beyond the test suite (for example: the values the passing tests
    /// observe are unchanged).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<String>,
    /// How many tests passed with it in the isolated copy (all of them).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub tests_passed: u32,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// How long one step of an analysis took.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StepTime {
    pub step: String,
    pub seconds: f64,
}

/// Replace the whole text of one line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineEdit {
    pub file: String,
    pub line: u32,
    /// The line as it is (without its newline).
    pub current_code: String,
    pub proposed_code: String,
}

/// A location with a short message: one step of a trace, or the failing test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceLocation {
    pub file: String,
    pub line: u32,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChangeType {
    Modify,
    Create,
    Delete,
}

impl fmt::Display for ChangeType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChangeType::Modify => "modify",
            ChangeType::Create => "create",
            ChangeType::Delete => "delete",
        })
    }
}

/// One change of a fix plan. For `modify`, `current_code` must be found in the file as it is now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FileChange {
    pub file_path: String,
    pub change_type: ChangeType,
    #[serde(default)]
    pub current_code: Option<String>,
    #[serde(default)]
    pub proposed_code: Option<String>,
    #[serde(default)]
    pub explanation: String,
    /// 1-based line where `current_code` starts, a hint to pick among repeated occurrences.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line_hint: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum TestCategory {
    #[default]
    Regression,
    EdgeCase,
    Integration,
}

/// A test that verifies the fix.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestCase {
    pub name: String,
    pub description: String,
    pub test_code: String,
    #[serde(default)]
    pub category: TestCategory,
    /// Where the test is written, relative to the workspace. `None`: the language's convention.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_path: Option<String>,
}

/// The fix plan (spec 4.3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FixPlan {
    pub summary: String,
    pub changes: Vec<FileChange>,
    pub test_cases: Vec<TestCase>,
    #[serde(default = "low")]
    pub risk_level: Level,
    #[serde(default)]
    pub risk_explanation: String,
    #[serde(default)]
    pub scope: String,
    #[serde(default)]
    pub side_effects: Vec<String>,
    #[serde(default)]
    pub rollback_plan: String,
    #[serde(default)]
    pub estimated_effort: String,
    /// Which planner made it (`patch`, `llm`, `mutation`).
    #[serde(default)]
    pub planner: String,
    /// Files the plan touches outside the declared scope (root-cause file and affected files).
    #[serde(default)]
    pub out_of_scope: Vec<String>,
}

fn low() -> Level {
    Level::Low
}

/// Result of applying and verifying a fix.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ImplementationResult {
    pub success: bool,
    pub files_changed: Vec<String>,
    pub tests_passed: u32,
    pub tests_failed: u32,
    #[serde(default)]
    pub commit_hash: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(default)]
    pub failing_tests: Vec<String>,
    /// Test files written from the plan's test cases.
    #[serde(default)]
    pub tests_written: Vec<String>,
}

/// Cost of one model call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AgentCost {
    pub agent_name: String,
    pub input_tokens: u64,
    pub output_tokens: u64,
    pub cost_usd: f64,
    pub timestamp: DateTime<Utc>,
    /// The phase the call belonged to (`analyze`, `plan`).
    #[serde(default)]
    pub phase: String,
}

/// Record of one phase transition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PhaseTransition {
    pub from_phase: BugPhase,
    pub to_phase: BugPhase,
    pub timestamp: DateTime<Utc>,
    /// `auto`, `user_command`, `agent_output`, `policy`.
    pub trigger: String,
    #[serde(default)]
    pub metadata: BTreeMap<String, serde_json::Value>,
}

/// Audit record of an approval.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ApprovalRecord {
    pub approved_by: String,
    pub approved_at: DateTime<Utc>,
    /// SHA-256 (hex) of the plan's canonical JSON at approval time.
    pub fix_plan_hash: String,
    /// `user` for a person, `policy` for `auto_approve_low_risk`.
    #[serde(default = "user")]
    pub kind: String,
    /// Every file the plan touches (its changes and its test files), as it was at approval:
    /// what `bugbash.verify` compares the rebuilt pre-fix text with, and whether each existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<FileStamp>,
    /// HMAC-SHA256 of the approval (see `signing`), keyed by a per-user key kept outside the
    /// workspace: an edit of `state.json` cannot make one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mac: Option<String>,
}

/// A workspace file as it was when a plan was approved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileStamp {
    /// Workspace-relative, normalised.
    pub path: String,
    /// SHA-256 (hex) of its bytes; `None` when the file did not exist.
    #[serde(default)]
    pub sha256: Option<String>,
}

fn user() -> String {
    "user".to_string()
}

/// The complete state of an investigation: the source of truth in `state.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BugState {
    pub bug_id: String,
    pub phase: BugPhase,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub report: BugReport,
    #[serde(default)]
    pub reproduction: Option<ReproductionResult>,
    #[serde(default)]
    pub root_cause: Option<RootCauseAnalysis>,
    #[serde(default)]
    pub fix_plan: Option<FixPlan>,
    #[serde(default)]
    pub implementation: Option<ImplementationResult>,
    #[serde(default)]
    pub costs: Vec<AgentCost>,
    #[serde(default)]
    pub transitions: Vec<PhaseTransition>,
    #[serde(default)]
    pub approval_record: Option<ApprovalRecord>,
    #[serde(default)]
    pub blocked_reason: Option<String>,
    #[serde(default)]
    pub rejection_reason: Option<String>,
    #[serde(default)]
    pub notes: Vec<String>,
    #[serde(default)]
    pub triage: Triage,
    pub version: u32,
    /// When the last applied fix was rolled back (rollback restores the files; the phase stays).
    /// Cleared when the investigation starts over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rolled_back_at: Option<DateTime<Utc>>,
    /// Plans that were made but not offered (a model's plan whose edits did not make the failing
    /// tests pass in an isolated copy), with their test results. Never approved or applied.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rejected_plans: Vec<RejectedPlan>,
    /// What `bugbash loop` did, when this investigation came from it (its plan is then the
    /// combined diff of the loop's cycles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub debug_loop: Option<DebugLoopReport>,
    /// The history (`git blame`) and the failing run's values of the root-cause line and the
    /// next ranked lines, recorded with each analysis (`crate::why`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<crate::why::Why>,
    /// A stage that failed and left the investigation in its running phase (ANALYZING or
    /// PLANNING: the spec has no edge out of them on failure), so that views say it stopped
    /// rather than "running". Cleared by the next phase change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped: Option<StageStop>,
    /// The last verification of a fix, test by test against the reproduction's baseline
    /// (issue 14): targets, new failures, pre-existing failures.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verification: Option<Verification>,
    /// Never stored: set by the engine when it reads an APPROVED state for a surface
    /// (`Engine::get`, `list`, `load_all`) and the approval does not verify (no signature, a
    /// signature of another user's key, no audit line). The approval must then be made again,
    /// which the surfaces offer (`actions`).
    #[serde(skip)]
    pub approval_unverified: bool,
}

/// What a verification saw, each test once, judged against the failures recorded at
/// reproduction. The fix holds when every target passes and nothing new fails; pre-existing
/// failures are reported and never held against it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Verification {
    /// The commands that ran, in order.
    #[serde(default)]
    pub commands: Vec<String>,
    /// Target tests seen passing.
    #[serde(default)]
    pub targets_passed: Vec<String>,
    /// Target tests that still fail (or did not run although the runner lists its tests).
    #[serde(default)]
    pub targets_failing: Vec<String>,
    /// Tests that did not fail at reproduction and fail now; a command that failed without
    /// naming a test is listed by its command line.
    #[serde(default)]
    pub new_failures: Vec<String>,
    /// Tests that failed at reproduction, are not targets, and still fail.
    #[serde(default)]
    pub preexisting_failures: Vec<String>,
    /// Tests that failed at reproduction, are not targets, and pass now.
    #[serde(default)]
    pub now_passing: Vec<String>,
    /// Tests that passed.
    #[serde(default)]
    pub passed: u32,
    /// Whether the fix holds: every target passes and there is no new failure.
    #[serde(default)]
    pub fixed: bool,
}

/// A failed stage: which, why, when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StageStop {
    /// "root-cause analysis", "fix planning".
    pub stage: String,
    pub message: String,
    pub at: DateTime<Utc>,
}

/// A plan kept for the record but not offered, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RejectedPlan {
    pub plan: FixPlan,
    /// Why it was not offered, for people.
    pub reason: String,
    /// Tests that passed / failed with the plan's edits in an isolated copy.
    #[serde(default)]
    pub tests_passed: Vec<String>,
    #[serde(default)]
    pub tests_failed: Vec<String>,
    #[serde(default)]
    pub timed_out: bool,
    pub rejected_at: DateTime<Utc>,
}

impl BugState {
    pub fn new(bug_id: String, report: BugReport, now: DateTime<Utc>) -> Self {
        BugState {
            bug_id,
            phase: BugPhase::Created,
            created_at: now,
            updated_at: now,
            report,
            reproduction: None,
            root_cause: None,
            fix_plan: None,
            implementation: None,
            costs: Vec::new(),
            transitions: Vec::new(),
            approval_record: None,
            blocked_reason: None,
            rejection_reason: None,
            notes: Vec::new(),
            triage: Triage::default(),
            version: STATE_VERSION,
            rolled_back_at: None,
            rejected_plans: Vec::new(),
            debug_loop: None,
            why: None,
            stopped: None,
            verification: None,
            approval_unverified: false,
        }
    }

    /// A short, readable name for messages and lists: a few words of the id and its suffix
    /// (`rename-sku-moves #a3f9` for `failing-test-test-rename-sku-moves-item-a3f9`); short custom
    /// ids are their own handle. The id stays the key everywhere.
    pub fn handle(&self) -> String {
        handle_of(&self.bug_id)
    }

    pub fn total_cost_usd(&self) -> f64 {
        // `+ 0.0` turns the empty sum's -0.0 into 0.0.
        self.costs.iter().map(|c| c.cost_usd).sum::<f64>() + 0.0
    }

    /// Cost per phase name, in a stable order.
    pub fn cost_by_phase(&self) -> BTreeMap<String, f64> {
        let mut out = BTreeMap::new();
        for c in &self.costs {
            let key = if c.phase.is_empty() {
                "other".to_string()
            } else {
                c.phase.clone()
            };
            *out.entry(key).or_insert(0.0) += c.cost_usd;
        }
        out
    }
}

/// See [`BugState::handle`].
pub fn handle_of(id: &str) -> String {
    if id.chars().count() <= 12 {
        return id.to_string();
    }
    let parts: Vec<&str> = id.split('-').collect();
    let suffix = parts
        .last()
        .filter(|s| parts.len() > 1 && s.len() == 4 && s.bytes().all(|b| b.is_ascii_hexdigit()));
    let Some(suffix) = suffix else {
        return if id.chars().count() <= 24 {
            id.to_string()
        } else {
            format!("{}…", id.chars().take(23).collect::<String>())
        };
    };
    const FILLER: [&str; 6] = ["failing", "test", "tests", "bug", "fails", "the"];
    let words: Vec<&str> = parts[..parts.len() - 1]
        .iter()
        .copied()
        .filter(|w| !FILLER.contains(w))
        .take(3)
        .collect();
    if words.is_empty() {
        format!("#{suffix}")
    } else {
        format!("{} #{suffix}", words.join("-"))
    }
}

/// One violated validation rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Dotted path of the offending field (`changes[0].current_code`).
    pub field: String,
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

fn v(field: impl Into<String>, message: impl Into<String>) -> Violation {
    Violation {
        field: field.into(),
        message: message.into(),
    }
}

/// Joins violations into one readable paragraph, one per line.
pub fn describe_violations(vs: &[Violation]) -> String {
    vs.iter()
        .map(|v| format!("  - {v}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Spec 4.1 rules for a reproduction result.
pub fn validate_reproduction(r: &ReproductionResult) -> Vec<Violation> {
    let mut out = Vec::new();
    if r.confirmed && r.affected_files.is_empty() {
        out.push(v(
            "affected_files",
            "a confirmed reproduction must name at least 1 affected file",
        ));
    }
    if r.confirmed && r.reproduction_steps.is_empty() {
        out.push(v(
            "reproduction_steps",
            "a confirmed reproduction must have at least 1 step",
        ));
    }
    if r.attempts == 0 {
        out.push(v("attempts", "must be at least 1"));
    }
    out
}

/// Maximum length of a root-cause summary (spec 4.2).
pub const MAX_SUMMARY_CHARS: usize = 100;

/// Spec 4.2 rules for a root-cause analysis. `file_exists` answers whether a workspace-relative
/// path names an existing file inside the workspace (the check needs the filesystem, so the
/// caller provides it).
pub fn validate_root_cause(
    rc: &RootCauseAnalysis,
    file_exists: &dyn Fn(&str) -> bool,
) -> Vec<Violation> {
    let mut out = Vec::new();
    if rc.summary.trim().is_empty() {
        out.push(v("summary", "must not be empty"));
    }
    let n = rc.summary.chars().count();
    if n > MAX_SUMMARY_CHARS {
        out.push(v(
            "summary",
            format!("is {n} characters; at most {MAX_SUMMARY_CHARS} allowed"),
        ));
    }
    if rc.execution_trace.len() < 3 {
        out.push(v(
            "execution_trace",
            format!(
                "has {} steps; at least 3 required",
                rc.execution_trace.len()
            ),
        ));
    }
    if rc.root_cause_file.trim().is_empty() {
        out.push(v("root_cause_file", "must not be empty"));
    } else if !file_exists(&rc.root_cause_file) {
        out.push(v(
            "root_cause_file",
            format!(
                "'{}' does not exist inside the workspace",
                rc.root_cause_file
            ),
        ));
    }
    if rc.root_cause_line == Some(0) {
        out.push(v("root_cause_line", "lines are 1-based; 0 is not a line"));
    }
    if rc.root_cause_code.trim().is_empty() {
        out.push(v("root_cause_code", "must not be empty"));
    }
    if rc.root_cause_explanation.trim().is_empty() {
        out.push(v("root_cause_explanation", "must not be empty"));
    }
    if rc.why_not_caught.trim().is_empty() {
        out.push(v("why_not_caught", "must not be empty"));
    }
    out
}

/// Spec 4.3 rules for a fix plan (structure only; grounding against files is in `plan::ground`).
pub fn validate_fix_plan(plan: &FixPlan, min_test_cases: u32) -> Vec<Violation> {
    let mut out = Vec::new();
    if plan.summary.trim().is_empty() {
        out.push(v("summary", "must not be empty"));
    }
    if plan.changes.is_empty() {
        out.push(v("changes", "a plan needs at least 1 change"));
    }
    for (i, c) in plan.changes.iter().enumerate() {
        if c.file_path.trim().is_empty() {
            out.push(v(format!("changes[{i}].file_path"), "must not be empty"));
        }
        let empty = |s: &Option<String>| s.as_deref().map_or(true, |s| s.is_empty());
        if c.change_type == ChangeType::Modify && empty(&c.current_code) {
            out.push(v(
                format!("changes[{i}].current_code"),
                "required for a 'modify' change",
            ));
        }
        if matches!(c.change_type, ChangeType::Modify | ChangeType::Create)
            && c.proposed_code.is_none()
        {
            out.push(v(
                format!("changes[{i}].proposed_code"),
                format!("required for a '{}' change", c.change_type),
            ));
        }
        if c.change_type == ChangeType::Create && empty(&c.proposed_code) {
            out.push(v(
                format!("changes[{i}].proposed_code"),
                "a created file must have content",
            ));
        }
    }
    if (plan.test_cases.len() as u32) < min_test_cases {
        out.push(v(
            "test_cases",
            format!(
                "has {} test cases; at least {min_test_cases} required (min_test_cases)",
                plan.test_cases.len()
            ),
        ));
    }
    for (i, t) in plan.test_cases.iter().enumerate() {
        if t.name.trim().is_empty() {
            out.push(v(format!("test_cases[{i}].name"), "must not be empty"));
        }
        if t.test_code.trim().is_empty() {
            out.push(v(format!("test_cases[{i}].test_code"), "must not be empty"));
        }
    }
    if plan.rollback_plan.trim().is_empty() {
        out.push(v("rollback_plan", "must not be empty"));
    }
    out
}

/// What `bugbash loop` did: the outcome, and each cycle (the failing test it investigated, the
/// root cause, the files it changed, the tests after it). Recorded in the investigation the loop
/// produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DebugLoopReport {
    pub test_command: String,
    pub max_cycles: u32,
    /// `--target` files (workspace-relative); empty means the whole workspace.
    #[serde(default)]
    pub targets: Vec<String>,
    pub outcome: LoopOutcome,
    /// The tests before the first cycle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial: Option<LoopTestRun>,
    #[serde(default)]
    pub cycles: Vec<LoopCycle>,
    /// The files the combined plan changes (every successful cycle's files).
    #[serde(default)]
    pub files_changed: Vec<String>,
}

impl DebugLoopReport {
    /// "passed in 2 cycles", "failed after 3 cycles", "error in step reproduce: ...".
    pub fn summary(&self) -> String {
        let n = self.cycles.len();
        let cycles = if n == 1 { "cycle" } else { "cycles" };
        match &self.outcome {
            LoopOutcome::Passed if n == 0 => "passed: the tests already pass".to_string(),
            LoopOutcome::Passed => format!("passed in {n} {cycles}"),
            LoopOutcome::Failed => format!("failed after {n} {cycles}"),
            LoopOutcome::Error { step, message } => format!("error in step {step}: {message}"),
            LoopOutcome::Cancelled => format!("cancelled after {n} {cycles}"),
        }
    }
}

/// How a debug loop ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LoopOutcome {
    /// The tests pass.
    Passed,
    /// `max_cycles` fix cycles ran and the tests still fail.
    Failed,
    /// A step failed (`reproduce`, `analyze`, `plan`, `apply`, `verify`, `sandbox`, `record`).
    Error {
        step: String,
        message: String,
    },
    Cancelled,
}

/// One run of the test command in the sandbox.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopTestRun {
    /// `None` when killed (timeout, cancellation).
    pub exit_code: Option<i32>,
    /// The command succeeded and no test failed.
    pub passed: bool,
    pub tests_passed: u32,
    pub tests_failed: u32,
    /// The failing tests by the runner's names, sorted.
    #[serde(default)]
    pub failing: Vec<String>,
    #[serde(default)]
    pub timed_out: bool,
}

/// One fix cycle: investigate one failing test, plan, apply, run the tests again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopCycle {
    pub cycle: u32,
    /// The failing test this cycle investigated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub focus: Option<String>,
    /// `file:line` of the root cause it found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root_cause: Option<String>,
    /// The plan's summary.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<String>,
    /// Files its fix changed (empty when it stopped before applying).
    #[serde(default)]
    pub files_changed: Vec<String>,
    /// The tests after its fix (none when it stopped before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tests: Option<LoopTestRun>,
    /// The step that failed and why, when one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rc() -> RootCauseAnalysis {
        RootCauseAnalysis {
            summary: "off by one".into(),
            execution_trace: vec!["a".into(), "b".into(), "c".into()],
            root_cause_file: "src/lib.py".into(),
            root_cause_line: Some(3),
            root_cause_code: "x = y - 1".into(),
            root_cause_explanation: "drops the last item".into(),
            why_not_caught: "no test for the last item".into(),
            confidence: Level::High,
            alternative_hypotheses: vec![],
            trace_locations: vec![],
            analyzer: "stack".into(),
            failing_test: None,
            ranking: vec![],
            fix_candidates: vec![],
            steps: Vec::new(),
        }
    }

    #[test]
    fn root_cause_rules_report_every_violation() {
        let ok = rc();
        assert!(validate_root_cause(&ok, &|_| true).is_empty());
        let mut bad = rc();
        bad.summary = "x".repeat(101);
        bad.execution_trace.truncate(2);
        bad.root_cause_code.clear();
        bad.root_cause_explanation = "  ".into();
        let vs = validate_root_cause(&bad, &|_| false);
        let fields: Vec<_> = vs.iter().map(|v| v.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "summary",
                "execution_trace",
                "root_cause_file",
                "root_cause_code",
                "root_cause_explanation"
            ]
        );
        assert!(vs[0].message.contains("101 characters"));
    }

    #[test]
    fn plan_rules() {
        let plan = FixPlan {
            summary: "s".into(),
            changes: vec![FileChange {
                file_path: "a.py".into(),
                change_type: ChangeType::Modify,
                current_code: None,
                proposed_code: None,
                explanation: String::new(),
                line_hint: None,
            }],
            test_cases: vec![],
            risk_level: Level::Low,
            risk_explanation: String::new(),
            scope: String::new(),
            side_effects: vec![],
            rollback_plan: String::new(),
            estimated_effort: String::new(),
            planner: "patch".into(),
            out_of_scope: vec![],
        };
        let vs = validate_fix_plan(&plan, 2);
        let text = describe_violations(&vs);
        assert!(
            text.contains("changes[0].current_code: required for a 'modify' change"),
            "{text}"
        );
        assert!(text.contains("changes[0].proposed_code"), "{text}");
        assert!(
            text.contains("has 0 test cases; at least 2 required"),
            "{text}"
        );
        assert!(text.contains("rollback_plan"), "{text}");
    }

    #[test]
    fn reproduction_rules() {
        let r = ReproductionResult {
            confirmed: true,
            reproduction_steps: vec![],
            test_output: None,
            error_message: None,
            stack_trace: None,
            affected_files: vec![],
            related_code_snippets: BTreeMap::new(),
            confidence: Level::High,
            notes: String::new(),
            attempts: 1,
            environment: BTreeMap::new(),
            exit_codes: vec![],
            flaky: false,
            failing_tests: vec![],
            tests_passed: 0,
            tests_failed: 0,
            expected: None,
            actual: None,
            other_failing_tests: vec![],
            target_reason: None,
        };
        assert_eq!(validate_reproduction(&r).len(), 2);
    }

    #[test]
    fn handles_are_short_and_keep_the_suffix() {
        assert_eq!(
            handle_of("failing-test-test-rename-sku-moves-item-a3f9"),
            "rename-sku-moves #a3f9"
        );
        assert_eq!(handle_of("failing-test-a3f9"), "#a3f9");
        assert_eq!(handle_of("login"), "login");
        assert_eq!(handle_of("bug-0001"), "bug-0001");
        assert_eq!(
            handle_of("a-very-long-custom-identifier-without-suffix"),
            "a-very-long-custom-iden…"
        );
    }

    #[test]
    fn phase_names_round_trip() {
        for p in BugPhase::ALL {
            assert_eq!(p.as_upper().parse::<BugPhase>().unwrap(), p);
            assert_eq!(p.as_upper().to_lowercase().parse::<BugPhase>().unwrap(), p);
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(json, format!("\"{}\"", p.as_upper().to_lowercase()));
        }
        assert!("nope"
            .parse::<BugPhase>()
            .unwrap_err()
            .contains("not_reproducible"));
    }
}
