//! The custom protocol: the requests, notifications and command arguments bugbash adds to LSP.
//!
//! Each type here is documented in `docs/lsp-extensions.md`; keep the two in step (and the VS Code
//! client's `lsp_ext.ts`, which mirrors this file).

use serde::{Deserialize, Serialize};
use tower_lsp::lsp_types::notification::Notification;
use tower_lsp::lsp_types::request::Request;
use tower_lsp::lsp_types::{Position, Range, TextDocumentIdentifier, Url};

/// `bugbash/ping`: answers `{}` at once. The no-op baseline for latency measurements.
#[derive(Debug)]
pub enum Ping {}

impl Request for Ping {
    type Params = Option<serde_json::Value>;
    type Result = PingResult;
    const METHOD: &'static str = "bugbash/ping";
}

/// The result of `bugbash/ping`: an empty object.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PingResult {}

/// `bugbash/debugDocument`: the server's view of an open document. For tests and bug reports;
/// not advertised to clients.
#[derive(Debug)]
pub enum DebugDocument {}

impl Request for DebugDocument {
    type Params = DebugDocumentParams;
    type Result = DebugDocumentResult;
    const METHOD: &'static str = "bugbash/debugDocument";
}

/// The parameters of `bugbash/debugDocument`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugDocumentParams {
    /// The open document to describe.
    pub text_document: TextDocumentIdentifier,
}

/// The result of `bugbash/debugDocument`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugDocumentResult {
    /// The document's URI, as the client sent it.
    pub uri: Url,
    /// The version of the last change the server applied.
    pub version: i32,
    /// The language identifier from `didOpen`.
    pub language_id: String,
    /// The whole text as the server holds it.
    pub text: String,
    /// The number of lines, counting the empty line after a final line break.
    pub line_count: u32,
    /// The negotiated position encoding (`utf-8`, `utf-16` or `utf-32`).
    pub position_encoding: String,
}

/// The parameters naming one investigation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvestigationParams {
    /// The investigation's id.
    pub investigation_id: String,
}

/// A location with a short message: a trace step or the failing test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocationMessage {
    pub uri: Url,
    pub range: Range,
    pub message: String,
}

/// Where the root cause is now, in the current text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RootCauseView {
    pub uri: Url,
    pub range: Range,
    pub summary: String,
    pub confidence: String,
    pub analyzer: String,
    /// The root-cause line was edited since the analysis.
    pub changed: bool,
}

/// One investigation, as lists, tree views and lenses need it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvestigationSummary {
    pub investigation_id: String,
    /// A short readable name for messages and lists (the id stays the key).
    pub handle: String,
    pub workspace_folder: Url,
    pub phase: String,
    pub title: String,
    /// `P0` (most urgent) to `P3`, when the reporter gave one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub severity: Option<String>,
    /// The triage's complexity (`trivial`, `moderate`, `complex`), once an analysis made one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub complexity: Option<String>,
    /// The triage's defect type (`logic`, `data`, `visual`), once an analysis made one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defect_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub root_cause: Option<RootCauseView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plan_hash: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub risk: Option<String>,
    /// APPROVED, and the approval's hash equals the plan's.
    pub approved: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blocked_reason: Option<String>,
    /// Command identifiers that make sense now, in order.
    pub next_actions: Vec<String>,
}

/// The plan part of [`InvestigationStatus`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanView {
    pub summary: String,
    pub planner: String,
    pub scope: String,
    pub risk_explanation: String,
    pub files: Vec<String>,
}

/// The implementation part of [`InvestigationStatus`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ImplementationView {
    pub success: bool,
    pub files_changed: Vec<String>,
    pub tests_passed: u32,
    pub tests_failed: u32,
    pub failing_tests: Vec<String>,
}

/// Everything about one investigation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvestigationStatus {
    #[serde(flatten)]
    pub summary: InvestigationSummary,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why_not_caught: Option<String>,
    pub trace: Vec<LocationMessage>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failing_test: Option<LocationMessage>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plan: Option<PlanView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub implementation: Option<ImplementationView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rejection_reason: Option<String>,
}

/// `bugbash/planPreview`: the plan's files before and after, read-only.
#[derive(Debug)]
pub enum PlanPreviewRequest {}

impl Request for PlanPreviewRequest {
    type Params = InvestigationParams;
    type Result = PlanPreview;
    const METHOD: &'static str = "bugbash/planPreview";
}

/// The result of `bugbash/planPreview`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanPreview {
    pub investigation_id: String,
    pub plan_hash: String,
    pub phase: String,
    pub approved: bool,
    pub summary: String,
    pub risk: String,
    pub files: Vec<PlanPreviewFile>,
}

/// One file of a [`PlanPreview`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanPreviewFile {
    pub path: String,
    pub uri: Url,
    /// `modify`, `create` or `delete`.
    pub kind: String,
    pub original: Option<String>,
    pub proposed: Option<String>,
    pub diff: String,
}

/// `bugbash/candidates`: the verified fix candidates of an investigation's analysis, each with
/// the diff it would make, against the editor's buffers. Read-only.
#[derive(Debug)]
pub enum CandidatesRequest {}

impl Request for CandidatesRequest {
    type Params = InvestigationParams;
    type Result = Vec<FixCandidateView>;
    const METHOD: &'static str = "bugbash/candidates";
}

/// One fix candidate of `bugbash/candidates`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FixCandidateView {
    /// 1-based, best first; what `bugbash.pickCandidate` takes.
    pub number: u32,
    /// "change `<` to `<=` at src/a.py:12", with its concerns in parentheses when it has any.
    pub label: String,
    /// Why it may only fit the tests (a literal changed, code deleted, ...); may be empty.
    pub concerns: Vec<String>,
    /// The workspace-relative file of its first edit, and that file's URI.
    pub path: String,
    pub uri: Url,
    /// The 1-based line of its first edit.
    pub line: u32,
    /// The current plan was made from it.
    pub current: bool,
    /// The unified diff it would make (every file it changes).
    pub diff: String,
}

/// The arguments of `bugbash.pickCandidate`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PickCandidateArgs {
    pub investigation_id: String,
    /// The candidate's `number`. Absent: the server asks with `window/showMessageRequest`.
    #[serde(default)]
    pub candidate: Option<u32>,
}

/// `bugbash/failingTests`: the tests that failed in an investigation's reproduction, split into
/// its targets and the others, and whether the targets can be chosen now. Read-only.
#[derive(Debug)]
pub enum FailingTestsRequest {}

impl Request for FailingTestsRequest {
    type Params = InvestigationParams;
    type Result = FailingTests;
    const METHOD: &'static str = "bugbash/failingTests";
}

/// The result of `bugbash/failingTests`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FailingTests {
    /// The tests the investigation is about, as the runner printed them.
    pub targets: Vec<String>,
    /// The other tests that failed in the same run.
    pub others: Vec<String>,
    /// How the targets were chosen, for people (absent before a reproduction).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// `bugbash.chooseTargets` is possible now.
    pub can_choose: bool,
}

/// The arguments of `bugbash.chooseTargets`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChooseTargetsArgs {
    pub investigation_id: String,
    /// The target tests, as `bugbash/failingTests` names them. Absent: the server asks for one
    /// with `window/showMessageRequest`.
    #[serde(default)]
    pub tests: Option<Vec<String>>,
}

/// `bugbash/list`: the investigations of one folder or all.
#[derive(Debug)]
pub enum ListRequest {}

impl Request for ListRequest {
    type Params = ListParams;
    type Result = Vec<InvestigationSummary>;
    const METHOD: &'static str = "bugbash/list";
}

/// The parameters of `bugbash/list` and `bugbash.list`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ListParams {
    pub workspace_folder: Option<Url>,
    /// An upper-case phase name.
    pub phase: Option<String>,
}

/// `bugbash/doctor`: the health checks of one folder or of all (what `bugbash doctor` shows).
#[derive(Debug)]
pub enum DoctorRequest {}

impl Request for DoctorRequest {
    type Params = DoctorParams;
    type Result = Vec<DoctorReport>;
    const METHOD: &'static str = "bugbash/doctor";
}

/// The parameters of `bugbash/doctor`: one folder, or every folder when absent.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DoctorParams {
    pub workspace_folder: Option<Url>,
}

/// The checks of one workspace folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DoctorReport {
    pub workspace_folder: Url,
    /// No check failed (warnings allowed).
    pub healthy: bool,
    /// "7 ok, 1 warning(s), 0 failure(s), 2 skipped".
    pub summary: String,
    pub checks: Vec<DoctorCheck>,
}

/// One check: `status` is `ok`, `warn`, `fail` or `skip`; `fix` says what to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DoctorCheck {
    pub name: String,
    pub status: String,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub investigation_id: Option<String>,
}

/// `bugbash/status`: everything about one investigation.
#[derive(Debug)]
pub enum StatusRequest {}

impl Request for StatusRequest {
    type Params = InvestigationParams;
    type Result = InvestigationStatus;
    const METHOD: &'static str = "bugbash/status";
}

/// `bugbash/investigationsChanged`: server -> client after a store change.
#[derive(Debug)]
pub enum InvestigationsChanged {}

impl Notification for InvestigationsChanged {
    type Params = InvestigationsChangedParams;
    const METHOD: &'static str = "bugbash/investigationsChanged";
}

/// The parameters of `bugbash/investigationsChanged`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvestigationsChangedParams {
    pub workspace_folder: Url,
}

/// The arguments of `bugbash.investigate`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct InvestigateArgs {
    pub text_document: Option<TextDocumentIdentifier>,
    pub position: Option<Position>,
    /// A test id (`path::name`, spaces allowed), never taken for a command.
    pub test_id: Option<String>,
    pub test: Option<String>,
    pub description: Option<String>,
    pub workspace_folder: Option<Url>,
}

/// The arguments of `bugbash.importPlan`. `patch` is checked by the handler so that a missing
/// one gets its own message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportPlanArgs {
    pub investigation_id: String,
    /// The unified diff (git format) to import as the plan.
    #[serde(default)]
    pub patch: Option<String>,
    /// Workspace test files whose tests verify the fix.
    #[serde(default)]
    pub test_cases: Vec<String>,
}

/// The arguments of `bugbash.showPlan`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShowPlanArgs {
    pub investigation_id: String,
    #[serde(default)]
    pub open: Option<bool>,
}

/// The arguments of `bugbash.showCommit`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShowCommitArgs {
    pub investigation_id: String,
    /// Which line's history, 1-based, in the root-cause file or any ranked line's file (the
    /// first history entry with this line); absent: the root-cause line.
    #[serde(default)]
    pub line: Option<u32>,
}

/// The result of `bugbash.showCommit`: what the commit that last changed the line did to its file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShowCommitResult {
    /// The full commit id.
    pub commit: String,
    /// `Name <mail>`.
    pub author: String,
    /// The author date, ISO 8601.
    pub date: String,
    /// The commit's subject line.
    pub subject: String,
    /// The workspace-relative file.
    pub path: String,
    /// The file header and the hunk of the commit's unified diff of `path` (`git show -U3`) that
    /// touches the line; the whole diff of `path` when it has one hunk or none can be told.
    pub diff: String,
    /// `diff` is one hunk of several.
    pub only_hunk: bool,
}

/// The result of `bugbash.commit`: the commit made of the verified fix.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CommitResult {
    /// The full commit id.
    pub commit: String,
    /// The branch it was made on.
    pub branch: String,
    /// `fix(scope): summary`.
    pub subject: String,
    /// Workspace-relative paths in the commit (the fix's files and its test files).
    pub files: Vec<String>,
    /// Other changes left uncommitted and untouched, in a sentence.
    pub left: String,
    pub status: InvestigationStatus,
}

/// The arguments of `bugbash.loop`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LoopArgs {
    /// The command that runs the tests (run with `sh -c` in the sandbox). Required.
    pub test_command: Option<String>,
    /// Fix cycles at most (1 to 20; default 3).
    pub max_cycles: Option<u32>,
    /// Workspace-relative files that narrow the analysis and the planners.
    pub targets: Vec<String>,
    /// The folder to run in (default: the first).
    pub workspace_folder: Option<Url>,
}

/// One cycle of a [`LoopResult`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoopCycleView {
    pub cycle: u32,
    /// The failing test it investigated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub focus: Option<String>,
    /// `file:line` of the root cause it found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub root_cause: Option<String>,
    pub files_changed: Vec<String>,
    /// The tests after its fix: passed, failed (absent when it stopped before them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tests_passed: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tests_failed: Option<u32>,
    /// The step that failed and why, when one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The result of `bugbash.loop`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoopResult {
    /// `passed`, `failed`, `error` or `cancelled`.
    pub outcome: String,
    /// The step that failed, for `error`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step: Option<String>,
    /// "passed in 2 cycles", "failed after 3 cycles", "error in step plan: ...".
    pub summary: String,
    pub cycles: Vec<LoopCycleView>,
    /// Every file the combined plan changes.
    pub files_changed: Vec<String>,
    /// The investigation the loop recorded (PLANNED with the combined plan when it passed).
    pub status: InvestigationStatus,
}

/// The arguments of `bugbash.bisect`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BisectArgs {
    pub investigation_id: String,
    /// A ref where the tests pass (default: before the commit that last changed the root-cause
    /// line, else the first commit).
    #[serde(default)]
    pub good: Option<String>,
    /// The time budget of the whole bisect, seconds (default 600).
    #[serde(default)]
    pub budget_seconds: Option<u64>,
}

/// The result of `bugbash.bisect`: the first bad commit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BisectResultView {
    /// The full id of the first bad commit.
    pub first_bad: String,
    /// The author's name.
    pub author: String,
    /// The author date, seconds since the epoch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub author_time: Option<i64>,
    /// The commit's subject line.
    pub subject: String,
    /// The good commit used, as a full id.
    pub good: String,
    /// The first bad commit is the one that last changed the root-cause line.
    pub touches_root_cause: bool,
    pub seconds: f64,
    /// The answer in a sentence.
    pub sentence: String,
}

/// The arguments of `bugbash.approve`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApproveArgs {
    pub investigation_id: String,
    /// The hash of the plan the client showed. Absent: the server shows the plan's diff and asks
    /// itself, then approves the hash it showed.
    #[serde(default)]
    pub plan_hash: Option<String>,
    #[serde(default)]
    pub reason: Option<String>,
}

/// The arguments of `bugbash.reject`. `reason` is checked by the handler so that a missing one
/// gets its own message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RejectArgs {
    pub investigation_id: String,
    #[serde(default)]
    pub reason: Option<String>,
    #[serde(default)]
    pub plan_hash: Option<String>,
}

/// The arguments of `bugbash.fix`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FixArgs {
    pub investigation_id: String,
    /// The approved plan the person means; a different approved plan is refused.
    #[serde(default)]
    pub plan_hash: Option<String>,
    /// Ask the client for its refactor preview (an annotation that needs confirmation).
    #[serde(default)]
    pub preview: Option<bool>,
}

/// The `data` of an apply code action, for `codeAction/resolve`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CodeActionData {
    pub investigation_id: String,
    /// The approved plan the action was offered for.
    pub plan_hash: String,
    /// The refactor preview variant ("Preview approved fix…").
    pub preview: bool,
    /// The document the action was offered in, and its version then.
    pub uri: Url,
    pub version: i32,
}

/// The arguments of `bugbash.verify`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VerifyArgs {
    pub investigation_id: String,
    pub plan_hash: String,
}

/// The result of `bugbash.fix`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FixResult {
    pub applied: bool,
    pub message: String,
    pub status: InvestigationStatus,
}

/// The result of `bugbash.rollback`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RollbackResult {
    pub restored: Vec<String>,
    pub status: InvestigationStatus,
}

/// The `data` of a bugbash diagnostic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DiagnosticData {
    pub investigation_id: String,
    pub phase: String,
    pub plan_hash: Option<String>,
}
