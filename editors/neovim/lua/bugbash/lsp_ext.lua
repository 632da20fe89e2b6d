--- The custom protocol of `bugbash lsp`, mirrored one to one from `docs/lsp-extensions.md`.
--- When that document changes, this file changes with it: method names, command identifiers and
--- labels, phases, error codes, and the shapes (as LuaCATS annotations) the plugin reads.
local M = {}

--- Custom requests and notifications.
M.methods = {
  --- client -> server, params `{}`, result `{}`: liveness check.
  ping = "bugbash/ping",
  --- client -> server (hidden), params `{ textDocument }`: the server's copy of a document.
  debug_document = "bugbash/debugDocument",
  --- client -> server, params `InvestigationParams`, result `PlanPreview`. Read-only.
  plan_preview = "bugbash/planPreview",
  --- client -> server, params `InvestigationParams`, result `FixCandidateView[]`. Read-only.
  candidates = "bugbash/candidates",
  --- client -> server, params `InvestigationParams`, result `FailingTests`. Read-only.
  failing_tests = "bugbash/failingTests",
  --- client -> server, params `{ workspaceFolder?, phase? }`, result `InvestigationSummary[]`.
  list = "bugbash/list",
  --- client -> server, params `InvestigationParams`, result `InvestigationStatus`.
  status = "bugbash/status",
  --- server -> client notification, params `{ workspaceFolder }`.
  investigations_changed = "bugbash/investigationsChanged",
}

--- Commands for `workspace/executeCommand`; each takes one camelCase object argument.
M.commands = {
  investigate = "bugbash.investigate", -- InvestigateArgs -> InvestigationStatus
  analyze = "bugbash.analyze", -- InvestigationParams -> InvestigationStatus
  choose_targets = "bugbash.chooseTargets", -- ChooseTargetsArgs { investigationId, tests? } -> InvestigationStatus
  import_plan = "bugbash.importPlan", -- { investigationId, patch, testCases? } -> InvestigationStatus
  show_plan = "bugbash.showPlan", -- ShowPlanArgs -> PlanPreview
  pick_candidate = "bugbash.pickCandidate", -- PickCandidateArgs { investigationId, candidate? } -> InvestigationStatus
  approve = "bugbash.approve", -- ApproveArgs -> InvestigationStatus
  reject = "bugbash.reject", -- RejectArgs -> InvestigationStatus
  fix = "bugbash.fix", -- InvestigationParams -> FixResult
  verify = "bugbash.verify", -- VerifyArgs -> InvestigationStatus
  retry = "bugbash.retry", -- InvestigationParams -> InvestigationStatus
  rollback = "bugbash.rollback", -- InvestigationParams -> RollbackResult
  status = "bugbash.status", -- InvestigationParams -> InvestigationStatus
  list = "bugbash.list", -- { workspaceFolder?, phase? } -> InvestigationSummary[]
  show_commit = "bugbash.showCommit", -- { investigationId, line? } -> ShowCommitResult (read-only)
  commit = "bugbash.commit", -- InvestigationParams -> CommitResult
  loop = "bugbash.loop", -- LoopArgs { testCommand, maxCycles?, targets?, workspaceFolder? } -> LoopResult
  bisect = "bugbash.bisect", -- BisectArgs { investigationId, good?, budgetSeconds? } -> BisectResultView
}

--- Menu labels, as the server's `Command::label`.
M.labels = {
  ["bugbash.investigate"] = "Investigate failing test",
  ["bugbash.analyze"] = "Analyze root cause",
  ["bugbash.chooseTargets"] = "Choose the target tests…",
  ["bugbash.importPlan"] = "Import fix plan",
  ["bugbash.showPlan"] = "Show fix plan",
  ["bugbash.pickCandidate"] = "Choose another fix…",
  ["bugbash.approve"] = "Approve fix plan",
  ["bugbash.reject"] = "Reject fix plan",
  ["bugbash.fix"] = "Apply approved fix",
  ["bugbash.verify"] = "Verify fix",
  ["bugbash.retry"] = "Retry",
  ["bugbash.rollback"] = "Roll back fix",
  ["bugbash.status"] = "Show investigation status",
  ["bugbash.list"] = "List investigations",
  ["bugbash.showCommit"] = "Show the commit that last changed the line",
  ["bugbash.commit"] = "Commit the fix",
  ["bugbash.loop"] = "Run the debug-fix loop",
  ["bugbash.bisect"] = "Find the commit that introduced the bug",
}

--- Every phase, in the order of the state machine.
M.phases = {
  "CREATED",
  "REPRODUCING",
  "REPRODUCED",
  "NOT_REPRODUCIBLE",
  "ANALYZING",
  "ANALYZED",
  "PLANNING",
  "PLANNED",
  "APPROVED",
  "IMPLEMENTING",
  "VERIFYING",
  "FIXED",
  "WONT_FIX",
  "BLOCKED",
}

--- JSON-RPC error codes the server uses.
M.errors = {
  invalid_params = -32602,
  request_failed = -32803,
  content_modified = -32801,
  request_cancelled = -32800,
  internal_error = -32603,
}

--- The diagnostics' `source`.
M.source = "bugbash"

--- Code action titles start with this.
M.action_prefix = "bugbash: "

---@alias bugbash.Phase string
---@alias bugbash.Level "low"|"medium"|"high"
---@alias bugbash.Severity "low"|"medium"|"high"|"critical"

---@class bugbash.InvestigationParams
---@field investigationId string

---@class bugbash.LocationMessage
---@field uri string
---@field range table
---@field message string

---@class bugbash.RootCause
---@field uri string
---@field range table
---@field summary string
---@field confidence bugbash.Level
---@field analyzer string
---@field changed boolean

---@class bugbash.InvestigationSummary
---@field investigationId string
---@field workspaceFolder string
---@field phase bugbash.Phase
---@field title string
---@field severity bugbash.Severity
---@field rootCause? bugbash.RootCause
---@field planHash? string
---@field risk? bugbash.Level
---@field approved boolean
---@field blockedReason? string
---@field nextActions string[]

---@class bugbash.InvestigationStatus: bugbash.InvestigationSummary
---@field explanation? string
---@field whyNotCaught? string
---@field trace bugbash.LocationMessage[]
---@field failingTest? bugbash.LocationMessage
---@field plan? { summary: string, planner: string, scope: string, riskExplanation: string, files: string[] }
---@field implementation? { success: boolean, filesChanged: string[], testsPassed: integer, testsFailed: integer, failingTests: string[] }
---@field rejectionReason? string

---@class bugbash.PlanPreviewFile
---@field path string
---@field uri string
---@field kind "modify"|"create"|"delete"
---@field original string|nil
---@field proposed string|nil
---@field diff string

---@class bugbash.PlanPreview
---@field investigationId string
---@field planHash string
---@field phase bugbash.Phase
---@field approved boolean
---@field summary string
---@field risk bugbash.Level
---@field files bugbash.PlanPreviewFile[]

---@class bugbash.FixCandidateView
---@field number integer 1-based; what `bugbash.pickCandidate` takes
---@field label string
---@field concerns string[]
---@field path string
---@field uri string
---@field line integer 1-based
---@field current boolean the current plan was made from it
---@field diff string

---@class bugbash.FailingTests
---@field targets string[]
---@field others string[]
---@field reason? string
---@field canChoose boolean

---@class bugbash.InvestigateArgs
---@field textDocument? { uri: string }
---@field position? { line: integer, character: integer }
---@field test? string
---@field description? string
---@field workspaceFolder? string

---@class bugbash.FixResult
---@field applied boolean
---@field message string
---@field status bugbash.InvestigationStatus

---@class bugbash.RollbackResult
---@field restored string[]
---@field status bugbash.InvestigationStatus

return M
