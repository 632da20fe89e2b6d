/**
 * The custom protocol of `bugbash lsp`, mirrored one to one from `docs/lsp-extensions.md`.
 *
 * Every interface, type alias, request, notification and command of that document has its twin
 * here, with the same names, fields and optionality (`test/lsp_ext.test.ts` compares the two).
 * When the document changes, change this file in the same commit.
 *
 * This module imports only `vscode-languageserver-protocol`, never `vscode`, so that it can be
 * unit-tested in plain Node.
 */

import * as lc from "vscode-languageserver-protocol";

// Names the document uses for protocol base types.
export type DocumentUri = string;
export type integer = number;
export type Range = lc.Range;
export type Position = lc.Position;
export type TextDocumentIdentifier = lc.TextDocumentIdentifier;

// ---------------------------------------------------------------------------------------------
// Shared types

export type Phase = "CREATED" | "REPRODUCING" | "REPRODUCED" | "NOT_REPRODUCIBLE" | "ANALYZING"
    | "ANALYZED" | "PLANNING" | "PLANNED" | "APPROVED" | "IMPLEMENTING" | "VERIFYING"
    | "FIXED" | "WONT_FIX" | "BLOCKED";
export type Level = "low" | "medium" | "high";            // confidence and risk
export type Severity = "P0" | "P1" | "P2" | "P3";         // set by the reporter; P0 is the most urgent
export type Complexity = "trivial" | "moderate" | "complex"; // triage: from the files and lines of the evidence and the plan
export type DefectType = "logic" | "data" | "visual";     // triage: what kind of defect

/** Every phase, in the order an investigation goes through them. */
export const PHASES: readonly Phase[] = [
    "CREATED", "REPRODUCING", "REPRODUCED", "NOT_REPRODUCIBLE", "ANALYZING", "ANALYZED",
    "PLANNING", "PLANNED", "APPROVED", "IMPLEMENTING", "VERIFYING", "FIXED", "WONT_FIX", "BLOCKED",
];

export interface InvestigationParams {
    investigationId: string;
}

export interface LocationMessage {
    uri: DocumentUri;
    range: Range;                   // the statement's non-blank span on that line
    message: string;
}

/** One investigation, as lists, tree views and lenses need it. */
export interface InvestigationSummary {
    investigationId: string;
    handle: string;                 // a short readable name for messages and lists; the id stays the key
    workspaceFolder: DocumentUri;   // the folder whose `.bugbash/` store holds it
    phase: Phase;
    title: string;                  // the report's description
    severity?: Severity;            // absent when the report gave none
    complexity?: Complexity;        // the analysis' triage; absent before one
    defectType?: DefectType;        // the analysis' triage; absent before one
    rootCause?: {
        uri: DocumentUri;
        range: Range;               // re-anchored against the current text (see Diagnostics)
        summary: string;
        confidence: Level;
        analyzer: string;           // "stack", "probe", "mbfl", "llm", ...
        changed: boolean;           // the root-cause line was edited since the analysis
    };
    planHash?: string;              // SHA-256 of the current plan (absent: no plan)
    risk?: Level;                   // the current plan's risk
    approved: boolean;              // APPROVED and the approval's hash equals planHash
    blockedReason?: string;
    /** Command identifiers that make sense now, in the order a person would take them. */
    nextActions: string[];
}

/** Everything about one investigation (`bugbash.status`). */
export interface InvestigationStatus extends InvestigationSummary {
    explanation?: string;           // why the root-cause line is wrong
    whyNotCaught?: string;
    trace: LocationMessage[];       // execution trace steps with locations
    failingTest?: LocationMessage;
    plan?: {
        summary: string;
        planner: string;            // "patch", "llm", "mutation"
        scope: string;
        riskExplanation: string;
        files: string[];            // workspace-relative paths the plan touches
    };
    implementation?: {
        success: boolean;
        filesChanged: string[];
        testsPassed: integer;
        testsFailed: integer;
        failingTests: string[];
    };
    rejectionReason?: string;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** `bugbash/ping`: a no-op round trip. */
export const ping = new lc.RequestType<Record<string, never>, Record<string, never>, void>("bugbash/ping");

/** `bugbash/debugDocument` (hidden): the server's copy of a document. */
export interface DebugDocumentParams {
    textDocument: TextDocumentIdentifier;
}
export interface DebugDocumentResult {
    uri: DocumentUri;          // as the client sent it
    version: integer;          // of the last change the server applied
    languageId: string;        // from didOpen
    text: string;              // the whole text as the server holds it
    lineCount: integer;        // counting the empty line after a final line break
    positionEncoding: "utf-8" | "utf-16" | "utf-32";
}
export const debugDocument = new lc.RequestType<DebugDocumentParams, DebugDocumentResult, void>(
    "bugbash/debugDocument",
);

/** `bugbash/planPreview`: the plan's files before and after, read-only. */
export interface PlanPreview {
    investigationId: string;
    planHash: string;
    phase: Phase;
    approved: boolean;
    summary: string;
    risk: Level;
    files: PlanPreviewFile[];
}
export interface PlanPreviewFile {
    path: string;                 // workspace-relative
    uri: DocumentUri;
    kind: "modify" | "create" | "delete";
    original: string | null;      // the file's current text (the editor's buffer when open); null for create
    proposed: string | null;      // the text after the plan; null for delete
    diff: string;                 // unified diff, `a/<path>` -> `b/<path>`
}
export const planPreview = new lc.RequestType<InvestigationParams, PlanPreview, void>("bugbash/planPreview");

/** `bugbash/candidates`: the verified fix candidates, best first, each with its diff. Read-only. */
export interface FixCandidateView {
    number: integer;              // 1-based; what `bugbash.pickCandidate` takes
    label: string;                // "change `18` to `17` at shop/age.py:6 (concerns: ...)"
    concerns: string[];           // why it may only fit the tests; may be empty
    path: string;                 // workspace-relative file of its first edit
    uri: DocumentUri;             // that file
    line: integer;                // 1-based line of its first edit
    current: boolean;             // the current plan was made from it
    diff: string;                 // the unified diff it would make, against the editor's buffers
}
export const candidates = new lc.RequestType<InvestigationParams, FixCandidateView[], void>("bugbash/candidates");

/** `bugbash/failingTests`: the reproduction's failing tests, targets and others. Read-only. */
export interface FailingTests {
    targets: string[];            // the tests it is about, as the runner printed them
    others: string[];             // the other tests that failed in the same run
    reason?: string;              // how the targets were chosen (absent before a reproduction)
    canChoose: boolean;           // `bugbash.chooseTargets` is possible now
}
export const failingTests = new lc.RequestType<InvestigationParams, FailingTests, void>("bugbash/failingTests");

/** `bugbash/list`: investigations in triage order (severity P0 first, then complexity trivial
 *  first; none last), then the store's order. */
export interface ListParams {
    workspaceFolder?: DocumentUri;
    phase?: Phase;
}
export const list = new lc.RequestType<ListParams, InvestigationSummary[], void>("bugbash/list");

/** `bugbash/status`: everything about one investigation. */
export const status = new lc.RequestType<InvestigationParams, InvestigationStatus, void>("bugbash/status");

/** `bugbash/doctor`: the health checks of one folder or of all (what `bugbash doctor` shows). */
export interface DoctorParams {
    workspaceFolder?: DocumentUri;
}
export interface DoctorReport {
    workspaceFolder: DocumentUri;
    healthy: boolean;          // no check failed (warnings allowed)
    summary: string;
    checks: DoctorCheck[];
}
export interface DoctorCheck {
    name: string;
    status: "ok" | "warn" | "fail" | "skip";
    message: string;
    fix?: string;              // what to do about it
    investigationId?: string;
}
export const doctor = new lc.RequestType<DoctorParams, DoctorReport[], void>("bugbash/doctor");

// ---------------------------------------------------------------------------------------------
// Notifications

/** `bugbash/investigationsChanged` (server → client): refresh views of that folder. */
export interface InvestigationsChangedParams {
    workspaceFolder: DocumentUri;
}
export const investigationsChanged = new lc.NotificationType<InvestigationsChangedParams>(
    "bugbash/investigationsChanged",
);

// ---------------------------------------------------------------------------------------------
// Commands (`workspace/executeCommand`, one camelCase object argument)

export interface InvestigateArgs {
    /** The test function under `position` in this document is investigated (code action). */
    textDocument?: TextDocumentIdentifier;
    position?: Position;
    /** Or: a test id (`test/cart.test.js::carts at the threshold ship free`), never taken for a
     *  command whatever it contains; the command is derived for its language (or the
     *  configured `testCommand` runs). For a test picked in a test explorer. */
    testId?: string;
    /** Or: a test id / path / full command, as `bugbash init --test` takes (with whitespace it
     *  is a command). */
    test?: string;
    /** What is wrong; defaults to "Failing test <name>". */
    description?: string;
    /** Which folder's store (multi-root); defaults to the folder of textDocument, else the first. */
    workspaceFolder?: DocumentUri;
}
export interface ShowPlanArgs extends InvestigationParams {
    /** Ask the client to open the rendered diff with `window/showDocument` (default true). */
    open?: boolean;
}
export interface ChooseTargetsArgs extends InvestigationParams {
    /** The target tests, as `bugbash/failingTests` names them. Absent: the server asks for one. */
    tests?: string[];
}
export interface PickCandidateArgs extends InvestigationParams {
    /** The `number` of a `bugbash/candidates` entry. Absent: the server asks (showMessageRequest). */
    candidate?: integer;
}
export interface ApproveArgs extends InvestigationParams {
    /** The hash of the plan the client showed; a changed plan is refused. Absent: the server
     *  shows the plan itself and approves the hash it showed. */
    planHash?: string;
    reason?: string;
}
export interface ImportPlanArgs extends InvestigationParams {
    /** The unified diff (git format) to import as the plan. Required: -32602 otherwise. */
    patch: string;
    /** Workspace test files whose tests verify the fix. */
    testCases?: string[];
}
export interface FixArgs extends InvestigationParams {
    planHash?: string;              // the approved plan the person means; another one is refused
    preview?: boolean;              // ask for the client's refactor preview (default false)
}
export interface RejectArgs extends InvestigationParams {
    reason: string;                 // required and not blank: -32602 otherwise
    planHash?: string;
}
export interface VerifyArgs extends InvestigationParams {
    planHash: string;               // the approved plan whose edit was applied
}
export interface FixResult {
    applied: boolean;               // what the client answered to workspace/applyEdit
    message: string;                // why not, or what happened
    status: InvestigationStatus;    // APPROVED when not applied (nothing changed), else FIXED/BLOCKED
}
export interface RollbackResult {
    restored: string[];             // workspace-relative paths written back byte for byte
    status: InvestigationStatus;
}
export interface ShowCommitArgs extends InvestigationParams {
    /** Which line's recorded history (1-based: the root-cause file's line, else any ranked
     *  line's); absent: the root-cause line. A line without a recorded history is -32602. */
    line?: number;
}
export interface ShowCommitResult {
    commit: string;                 // the full commit id that last changed the line (git blame)
    author: string;                 // "Name <mail>"
    date: string;                   // the author date, ISO 8601
    subject: string;                // the commit's subject line
    path: string;                   // workspace-relative file
    diff: string;                   // the file header and the hunk of `git show -U3 COMMIT -- path` that touches the line (the whole diff of that file when it has one hunk)
    onlyHunk: boolean;              // `diff` is one hunk of several
}

export interface CommitResult {
    commit: string;                 // the full id of the commit made
    branch: string;                 // the branch it was made on
    subject: string;                // "fix(scope): summary"
    files: string[];                // workspace-relative paths in the commit: the fix's files and its test files
    left: string;                   // what stays uncommitted and untouched, in a sentence
    status: InvestigationStatus;    // FIXED, with the commit recorded (no more nextActions)
}
export interface LoopArgs {
    testCommand: string;            // the command that runs the tests (`sh -c` in the sandbox); required
    maxCycles?: integer;            // fix cycles at most, 1 to 20 (default 3)
    targets?: string[];             // workspace-relative files that narrow the analysis and the planners
    workspaceFolder?: DocumentUri;  // which folder (multi-root); default the first
}
export interface LoopCycleView {
    cycle: integer;
    focus?: string;                 // the failing test it investigated
    rootCause?: string;             // "file:line" of the root cause it found
    filesChanged: string[];
    testsPassed?: integer;          // the tests after its fix (absent when it stopped before them)
    testsFailed?: integer;
    error?: string;                 // the step that failed and why
}
export interface LoopResult {
    outcome: "passed" | "failed" | "error" | "cancelled";
    step?: string;                  // for "error": reproduce, analyze, plan, apply, verify, sandbox, record
    summary: string;                // "passed in 2 cycles", "failed after 3 cycles", "error in step plan: ..."
    cycles: LoopCycleView[];
    filesChanged: string[];         // every file the combined plan changes
    status: InvestigationStatus;    // the investigation the loop recorded: PLANNED when it passed, else CREATED
}
export interface BisectArgs extends InvestigationParams {
    good?: string;                  // a ref where the tests pass (default: before the commit that last changed the root-cause line, else the first commit)
    budgetSeconds?: integer;        // the whole bisect's time budget (default 600)
}
export interface BisectResultView {
    firstBad: string;               // the full id of the first bad commit
    author: string;                 // the author's name
    authorTime?: integer;           // the author date, seconds since the epoch
    subject: string;                // the commit's subject line
    good: string;                   // the good commit used, as a full id
    touchesRootCause: boolean;      // the first bad commit is the one that last changed the root-cause line
    seconds: number;
    sentence: string;               // the answer in a sentence
}

/** A command's identifier, label, argument and result types, as in the document's table. */
export interface CommandSpec<A, R> {
    readonly id: string;
    readonly label: string;
    /** Only for typing `execute`; never set. */
    readonly _types?: [A, R];
}
function command<A, R>(id: string, label: string): CommandSpec<A, R> {
    return { id, label };
}

export const commands = {
    investigate: command<InvestigateArgs, InvestigationStatus>("bugbash.investigate", "Investigate failing test"),
    analyze: command<InvestigationParams, InvestigationStatus>("bugbash.analyze", "Analyze root cause"),
    chooseTargets: command<ChooseTargetsArgs, InvestigationStatus>("bugbash.chooseTargets", "Choose the target tests…"),
    importPlan: command<ImportPlanArgs, InvestigationStatus>("bugbash.importPlan", "Import fix plan…"),
    showPlan: command<ShowPlanArgs, PlanPreview>("bugbash.showPlan", "Show fix plan"),
    pickCandidate: command<PickCandidateArgs, InvestigationStatus>("bugbash.pickCandidate", "Choose another fix…"),
    approve: command<ApproveArgs, InvestigationStatus>("bugbash.approve", "Approve fix plan"),
    reject: command<RejectArgs, InvestigationStatus>("bugbash.reject", "Reject fix plan"),
    fix: command<FixArgs, FixResult>("bugbash.fix", "Apply approved fix"),
    verify: command<VerifyArgs, InvestigationStatus>("bugbash.verify", "Verify fix"),
    retry: command<InvestigationParams, InvestigationStatus>("bugbash.retry", "Retry"),
    rollback: command<InvestigationParams, RollbackResult>("bugbash.rollback", "Roll back fix"),
    status: command<InvestigationParams, InvestigationStatus>("bugbash.status", "Show investigation status"),
    list: command<ListParams, InvestigationSummary[]>("bugbash.list", "List investigations"),
    showCommit: command<ShowCommitArgs, ShowCommitResult>("bugbash.showCommit", "Show the commit that last changed the line"),
    commit: command<InvestigationParams, CommitResult>("bugbash.commit", "Commit the fix"),
    loop: command<LoopArgs, LoopResult>("bugbash.loop", "Run the debug-fix loop"),
    bisect: command<BisectArgs, BisectResultView>("bugbash.bisect", "Find the commit that introduced the bug"),
} as const;

export type CommandName = keyof typeof commands;

/** Commands that run the project's tests (or other project code): refused in untrusted workspaces. */
export const RUNS_TESTS: readonly string[] = [
    commands.investigate.id, commands.analyze.id, commands.chooseTargets.id, commands.fix.id, commands.verify.id, commands.retry.id,
    commands.loop.id, commands.bisect.id, commands.commit.id, // git runs the repository's hooks
];

// ---------------------------------------------------------------------------------------------
// Diagnostics and code actions

/** `source` of every bugbash diagnostic; its `code` is the investigation id. */
export const DIAGNOSTIC_SOURCE = "bugbash";

/** `Diagnostic.data` of a bugbash diagnostic. */
export interface DiagnosticData {
    investigationId: string;
    phase: Phase;
    planHash: string | null;
}

/** The change annotation on the apply action's edit (`needsConfirmation: true`). */
export const FIX_ANNOTATION = "bugbash-fix";

/** Code action titles, with the `bugbash: ` prefix. */
export const codeActionTitles = {
    investigate: (name: string) => `bugbash: Investigate failing test ${name}`,
    /** One per allowed action: the command's label and the investigation's handle. */
    action: (label: string, handle: string) => `bugbash: ${label} (${handle})`,
    apply: (handle: string) => `bugbash: Apply approved fix (${handle})`,
    preview: (handle: string) => `bugbash: Preview approved fix… (${handle})`,
    showCommit: (handle: string) => `bugbash: Show the commit that last changed this line (${handle})`,
} as const;

// ---------------------------------------------------------------------------------------------
// Configuration (`initializationOptions` and `workspace/didChangeConfiguration`)

/**
 * The settings the client sends; keys are those of `.bugbash/config.toml`. Only what the
 * extension exposes is listed; absent keys keep the folder's `config.toml` values. The document
 * allows camelCase or snake_case; the keys inside `llm` are sent in snake_case, the spelling of
 * the `[llm]` table itself, so they do not depend on the server converting nested keys.
 */
export interface ServerSettings {
    testCommand?: string;
    llm?: {
        provider?: string;
        base_url?: string;
        model?: string;
        /** The NAME of the environment variable that holds the key, never the key. */
        api_key_env?: string;
    };
}

// ---------------------------------------------------------------------------------------------
// Errors (JSON-RPC codes the document uses)

export const ErrorCodes = {
    InvalidParams: -32602,
    RequestFailed: -32803,
    ContentModified: -32801,
    RequestCancelled: -32800,
    InternalError: -32603,
} as const;
