--- Showing things: messages, the plan preview (a `filetype=diff` scratch buffer), the status
--- buffer, the quickfix list of investigations, and the refresh on `investigationsChanged`.
local config = require("bugbash.config")
local ext = require("bugbash.lsp_ext")

local M = {}

local has_011 = vim.fn.has("nvim-0.11") == 1

-- Messages -----------------------------------------------------------------------------------
--
-- Neovim's own `vim.notify` echoes into the command line. Two messages in one event-loop tick,
-- or one longer than the command line, end in a hit-enter prompt, and while it waits nothing
-- else runs (the server's answers queue up). So with the built-in `vim.notify` every message is
-- one line that fits (`v:echospace`), shown one per tick (the most severe of a burst), and the
-- full text of a long warning or error opens in a float that closes when the cursor moves. A
-- `vim.notify` replaced by another plugin (nvim-notify, noice, fidget...) gets the full text.

--- Every message the plugin gave, oldest first: `{ msg, level }` (full text), for tests.
M.messages = {}

local pending = nil
local flush_scheduled = false

--- Whether `vim.notify` is Neovim's own (which echoes) rather than a plugin's.
local function builtin_notify()
  local ok, info = pcall(debug.getinfo, vim.notify, "S")
  return ok and info and type(info.source) == "string" and info.source:match("vim/_editor%.lua$") ~= nil
end

--- One line of `text` that fits in the command line without a hit-enter prompt.
function M.one_line(text, width)
  width = width or math.max(vim.v.echospace, 20)
  local line = tostring(text):gsub("%s*\n%s*", " · "):gsub("%s+$", "")
  if vim.fn.strdisplaywidth(line) < width then
    return line
  end
  local out = line
  while #out > 0 and vim.fn.strdisplaywidth(out) >= width - 1 do
    out = vim.fn.strcharpart(out, 0, vim.fn.strchars(out) - 1)
  end
  return out .. "…"
end

--- Whether a message can be echoed now: not while the person types a command or answers a
--- prompt (the message would be drawn over it).
local function can_echo()
  local m = vim.api.nvim_get_mode()
  return not m.blocking and not m.mode:match("^c") and not m.mode:match("^r")
end

local function float_detail(msg)
  local lines = vim.split(msg, "\n", { plain = true })
  pcall(vim.lsp.util.open_floating_preview, lines, "markdown", {
    border = "rounded",
    focusable = true,
    focus = false,
    max_width = math.max(40, math.floor(vim.o.columns * 0.8)),
    close_events = { "CursorMoved", "CursorMovedI", "InsertEnter", "BufLeave" },
  })
end

local function flush()
  flush_scheduled = false
  local p = pending
  if not p then
    return
  end
  if not can_echo() then
    flush_scheduled = true
    vim.defer_fn(flush, 200)
    return
  end
  pending = nil
  if not builtin_notify() then
    vim.notify(p.msg, p.level)
    return
  end
  local hl = ({ [vim.log.levels.ERROR] = "ErrorMsg", [vim.log.levels.WARN] = "WarningMsg" })[p.level]
  local line = M.one_line(p.msg)
  -- A redraw first: a message already on the command line from this tick (a progress line, an
  -- answered prompt) would otherwise push this one to a second line and a hit-enter prompt.
  vim.cmd("redraw")
  vim.api.nvim_echo({ { line, hl } }, true, {})
  if line ~= p.msg and p.level >= vim.log.levels.WARN and p.detail ~= false then
    float_detail(p.msg)
  end
end

--- Shows `msg` ("bugbash: " is prepended) without ever stalling Neovim on a hit-enter prompt.
---@param msg string
---@param level integer|nil a `vim.log.levels` value
---@param opts table|nil `{ detail = false }`: never open a float for the full text
function M.notify(msg, level, opts)
  level = level or vim.log.levels.INFO
  msg = "bugbash: " .. tostring(msg)
  table.insert(M.messages, { msg = msg, level = level })
  -- A burst keeps its most severe message (the latest of those).
  if not pending or level >= pending.level then
    pending = { msg = msg, level = level, detail = not (opts and opts.detail == false) }
  end
  if not flush_scheduled then
    flush_scheduled = true
    vim.schedule(flush)
  end
end

local function notify(msg, level)
  M.notify(msg, level)
end

function M.info(msg)
  notify(msg, vim.log.levels.INFO)
end

function M.warn(msg)
  notify(msg, vim.log.levels.WARN)
end

function M.error(msg)
  notify(msg, vim.log.levels.ERROR)
end

--- A short readable handle for an investigation: the server's `handle` when it sends one, else
--- the server's own rule (`model::handle_of`): up to three words of the id's slug without filler
--- words, then `#` and its 4-digit suffix (`renaming-a-sku #a3f9`). The full id stays the key of
--- every request.
local FILLER = { failing = true, test = true, tests = true, bug = true, fails = true, the = true }
function M.handle(s)
  if type(s) == "table" then
    if type(s.handle) == "string" and s.handle ~= "" then
      return s.handle
    end
    s = s.investigationId
  end
  local id = tostring(s or "?")
  local chars = vim.fn.strchars(id)
  if chars <= 12 then
    return id
  end
  local slug, suffix = id:match("^(.-)%-(%x%x%x%x)$")
  if not slug then
    if chars <= 24 then
      return id
    end
    return vim.fn.strcharpart(id, 0, 23) .. "…"
  end
  local words = {}
  for word in slug:gmatch("[^-]+") do
    if not FILLER[word] and #words < 3 then
      table.insert(words, word)
    end
  end
  if #words == 0 then
    return "#" .. suffix
  end
  return table.concat(words, "-") .. " #" .. suffix
end

local function present(v)
  return v ~= nil and v ~= vim.NIL
end

local function relpath(uri, client)
  local ok, fname = pcall(vim.uri_to_fname, uri)
  if not ok then
    return tostring(uri)
  end
  local root = client and client.config and client.config.root_dir
  if root and fname:sub(1, #root + 1) == root .. "/" then
    return fname:sub(#root + 2)
  end
  return vim.fn.fnamemodify(fname, ":~:.")
end

local function next_labels(s)
  local out = {}
  for _, a in ipairs(s.nextActions or {}) do
    local sub = a:gsub("^bugbash%.", ""):gsub("showPlan", "plan"):gsub("importPlan", "import"):gsub("pickCandidate", "candidates"):gsub("chooseTargets", "targets")
    table.insert(out, ":Bugbash " .. sub)
  end
  return table.concat(out, ", ")
end

--- One line about an investigation: `<handle> [PHASE] path:line summary (next: ...)`.
function M.summary_line(s, client)
  local parts = { M.handle(s) .. " [" .. tostring(s.phase) .. "]" }
  if present(s.rootCause) then
    table.insert(
      parts,
      string.format("%s:%d %s", relpath(s.rootCause.uri, client), s.rootCause.range.start.line + 1, s.rootCause.summary or "")
    )
  elseif s.title then
    table.insert(parts, s.title)
  end
  local nxt = next_labels(s)
  if nxt ~= "" then
    table.insert(parts, "(next: " .. nxt .. ")")
  end
  local line = table.concat(parts, " ")
  if present(s.blockedReason) and s.phase == "BLOCKED" then
    -- The reason (with the expected and actual values) on lines of its own: the float shows it.
    line = line .. "\nBlocked: " .. s.blockedReason
    if present(s.failingTest) and present(s.failingTest.message) and not s.blockedReason:find(s.failingTest.message, 1, true) then
      line = line .. "\nFailing test: " .. s.failingTest.message
    end
  end
  return line
end

--- Shows the result of a server command.
function M.show_result(command, result, client)
  if type(result) ~= "table" then
    return
  end
  local C = ext.commands
  if command == C.list then
    M.set_cache(client, result)
    M.set_qflist(result, client, true)
  elseif command == C.show_plan then
    M.show_plan(result, client)
  elseif command == C.show_commit then
    M.show_commit(result)
  elseif command == C.fix then
    local st = result.status or {}
    local level = (result.applied and st.phase == "FIXED") and vim.log.levels.INFO or vim.log.levels.WARN
    local msg = string.format("%s [%s] %s", M.handle(st), tostring(st.phase), result.message or "")
    local nxt = next_labels(st)
    if nxt ~= "" then
      msg = msg .. " (next: " .. nxt .. ")"
    end
    if present(st.blockedReason) and st.phase == "BLOCKED" then
      msg = msg .. "\nBlocked: " .. st.blockedReason
    end
    notify(msg, level)
  elseif command == C.commit then
    local st = result.status or {}
    notify(
      string.format(
        "%s committed %s on %s: %s (%s); %s",
        M.handle(st),
        tostring(result.commit):sub(1, 12),
        tostring(result.branch),
        tostring(result.subject),
        table.concat(result.files or {}, ", "),
        tostring(result.left)
      ),
      vim.log.levels.INFO
    )
  elseif command == C.loop then
    local st = result.status or {}
    local msg = string.format("loop: %s; %s [%s] (%s)", tostring(result.summary), M.handle(st), tostring(st.phase), tostring(st.investigationId))
    for _, c in ipairs(result.cycles or {}) do
      msg = msg
        .. string.format(
          "\ncycle %d: %s%s",
          c.cycle,
          #(c.filesChanged or {}) > 0 and table.concat(c.filesChanged, ", ") or "no change",
          present(c.error) and (" (" .. c.error .. ")") or ""
        )
    end
    local nxt = next_labels(st)
    if nxt ~= "" then
      msg = msg .. "\n(next: " .. nxt .. ")"
    end
    notify(msg, result.outcome == "passed" and vim.log.levels.INFO or vim.log.levels.WARN)
  elseif command == C.bisect then
    notify("bisect: " .. tostring(result.sentence), vim.log.levels.INFO)
  elseif command == C.rollback then
    local st = result.status or {}
    local msg = string.format("%s [%s] restored: %s", M.handle(st), tostring(st.phase), table.concat(result.restored or {}, ", "))
    local nxt = next_labels(st)
    if nxt ~= "" then
      msg = msg .. " (next: " .. nxt .. ")"
    end
    notify(msg, vim.log.levels.INFO)
  elseif result.investigationId then
    local level = result.phase == "BLOCKED" and vim.log.levels.WARN or vim.log.levels.INFO
    notify(M.summary_line(result, client), level)
  end
end

-- Scratch buffers ----------------------------------------------------------------------------

local scratch_bufs = {}

--- Fills (creating when needed) the scratch buffer `name` and shows it in a window.
---@return integer bufnr
local function scratch(name, lines, filetype, vars, focus)
  local bufnr = scratch_bufs[name]
  if not bufnr or not vim.api.nvim_buf_is_valid(bufnr) then
    bufnr = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_name(bufnr, name)
    vim.bo[bufnr].bufhidden = "hide"
    vim.bo[bufnr].swapfile = false
    vim.api.nvim_buf_set_keymap(bufnr, "n", "q", "<cmd>if winnr('$') > 1 | close | else | bdelete | endif<cr>", { noremap = true, silent = true, nowait = true })
    scratch_bufs[name] = bufnr
  end
  vim.bo[bufnr].modifiable = true
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, lines)
  vim.bo[bufnr].modifiable = false
  vim.bo[bufnr].modified = false
  if vim.bo[bufnr].filetype ~= filetype then
    vim.bo[bufnr].filetype = filetype
  end
  for k, v in pairs(vars or {}) do
    vim.api.nvim_buf_set_var(bufnr, k, v)
  end
  if focus == false then
    return bufnr
  end
  local win = vim.fn.bufwinid(bufnr)
  if win ~= -1 then
    vim.api.nvim_set_current_win(win)
    return bufnr
  end
  local where = config.get().window
  if where == "vsplit" then
    vim.cmd("vsplit")
  elseif where == "tab" then
    vim.cmd("tabnew")
  elseif where ~= "current" then
    vim.cmd("split")
  end
  vim.api.nvim_win_set_buf(0, bufnr)
  return bufnr
end

local function split_lines(text)
  local lines = vim.split(text or "", "\n", { plain = true })
  if lines[#lines] == "" then
    table.remove(lines)
  end
  return lines
end

--- The lines of a `bugbash.showCommit` result: a `git show`-like header, then the diff.
---@param c table ShowCommitResult `{ commit, author, date, subject, path, diff }`
function M.commit_lines(c)
  local lines = {
    "commit " .. tostring(c.commit),
    "Author: " .. tostring(c.author),
    "Date:   " .. tostring(c.date),
    "",
    "    " .. tostring(c.subject),
    "",
  }
  vim.list_extend(lines, split_lines(c.diff))
  return lines
end

--- Opens the diff of the commit that last changed a root-cause line in a `filetype=diff`
--- scratch buffer `bugbash://commit/<sha>`.
---@return integer bufnr
function M.show_commit(c)
  local name = "bugbash://commit/" .. string.sub(tostring(c.commit), 1, 12)
  return scratch(name, M.commit_lines(c), "diff", { bugbash_commit = c.commit, bugbash_path = c.path })
end

--- Shows every fix candidate's diff in the scratch buffer `bugbash://candidates/<id>`
--- (`filetype=diff`), each after a `# fix N: label` line, the current plan's marked.
---@param id string
---@param list bugbash.FixCandidateView[]
---@return integer bufnr
function M.show_candidates(id, list)
  local lines = {}
  for _, c in ipairs(list) do
    table.insert(lines, string.format("# fix %d%s: %s (%s:%d)", c.number, c.current and " (the current plan)" or "", c.label, c.path, c.line))
    vim.list_extend(lines, split_lines(c.diff))
    table.insert(lines, "")
  end
  return scratch("bugbash://candidates/" .. id, lines, "diff", { bugbash_investigation = id })
end

--- The last preview shown per investigation (its diff stays when the plan no longer applies).
local previews = {}

--- The lines of a plan preview buffer. The header follows the store: `s`, the investigation's
--- summary when known, gives the phase and the next actions (the server's `nextActions`);
--- `stale` says why the diff below is the one last shown (the plan no longer matches the code,
--- for example once it was applied).
---@param p bugbash.PlanPreview
---@param s bugbash.InvestigationSummary|nil
---@param stale string|nil
function M.plan_lines(p, s, stale)
  local phase = s and s.phase or p.phase
  local approved
  if s then
    approved = s.approved == true
  else
    approved = p.approved == true
  end
  local lines = {
    string.format(
      "# bugbash plan of %s [%s] risk %s%s",
      M.handle(s or p),
      tostring(phase),
      tostring(p.risk),
      approved and ", approved" or ""
    ),
    "# plan " .. tostring(p.planHash) .. "  (" .. p.investigationId .. ")",
  }
  for _, l in ipairs(split_lines(p.summary)) do
    table.insert(lines, "# " .. l)
  end
  if stale then
    table.insert(lines, "# the diff below is the one last shown: " .. M.one_line(stale, 200))
  end
  local nxt = s and next_labels(s) or nil
  if nxt == nil then
    if p.approved then
      table.insert(lines, "# :Bugbash fix applies it (or the code action on the root-cause line)")
    elseif p.phase == "PLANNED" then
      table.insert(lines, "# :Bugbash approve approves exactly this plan; :Bugbash reject asks for a reason")
    end
  elseif nxt ~= "" then
    table.insert(lines, "# next: " .. nxt)
  else
    table.insert(lines, "# nothing left to do")
  end
  for _, f in ipairs(p.files or {}) do
    for _, l in ipairs(split_lines(f.diff)) do
      table.insert(lines, l)
    end
  end
  return lines
end

--- The summary of `id` in the cached list, if any.
function M.cached_summary(id)
  for _, list in pairs(M.cache) do
    for _, s in ipairs(list) do
      if s.investigationId == id then
        return s
      end
    end
  end
  return nil
end

--- Opens (or refreshes) the plan preview of an investigation: `bugbash://plan/<id>`.
---@param p bugbash.PlanPreview
---@param s bugbash.InvestigationSummary|nil
function M.show_plan(p, _, focus, s, stale)
  previews[p.investigationId] = p
  local summary = s
  if summary == nil and p.phase then
    -- A fresh preview: its phase is current; the cached list gives the next actions when it
    -- agrees on the phase.
    local cached = M.cached_summary(p.investigationId)
    if cached and cached.phase == p.phase and cached.planHash == p.planHash then
      summary = cached
    end
  end
  local lines = M.plan_lines(p, summary, stale)
  local bufnr = scratch("bugbash://plan/" .. p.investigationId, lines, "diff", {
    bugbash_investigation = p.investigationId,
    bugbash_plan_hash = p.planHash,
  }, focus)
  if focus ~= false then
    -- The change itself in view, not only the header: the first hunk at the top of the window.
    for i, l in ipairs(lines) do
      if l:match("^@@") then
        vim.api.nvim_win_set_cursor(0, { i, 0 })
        vim.cmd("normal! zt")
        break
      end
    end
  end
  return bufnr
end

--- The preview last shown for `id`.
function M.last_preview(id)
  return previews[id]
end

local function add_location(lines, prefix, lm, client)
  if not present(lm) then
    return
  end
  table.insert(
    lines,
    string.format("%s%s:%d %s", prefix, relpath(lm.uri, client), lm.range.start.line + 1, lm.message or "")
  )
end

--- The lines of a status buffer.
---@param s bugbash.InvestigationStatus
function M.status_lines(s, client)
  local lines = {
    string.format(
      "# %s [%s]%s  (%s)",
      M.handle(s),
      tostring(s.phase),
      present(s.severity) and (" severity " .. s.severity) or "",
      s.investigationId
    ),
    "",
    s.title or "",
    "",
  }
  local function kv(k, v)
    if present(v) and v ~= "" then
      table.insert(lines, k .. ": " .. tostring(v))
    end
  end
  if present(s.rootCause) then
    local rc = s.rootCause
    kv(
      "Root cause",
      string.format(
        "%s:%d %s (confidence %s, %s%s)",
        relpath(rc.uri, client),
        rc.range.start.line + 1,
        rc.summary or "",
        tostring(rc.confidence),
        tostring(rc.analyzer),
        rc.changed and ", changed since the analysis" or ""
      )
    )
  end
  kv("Explanation", s.explanation)
  kv("Why not caught", s.whyNotCaught)
  add_location(lines, "Failing test: ", s.failingTest, client)
  if type(s.trace) == "table" and #s.trace > 0 then
    table.insert(lines, "")
    table.insert(lines, "## Trace")
    for i, step in ipairs(s.trace) do
      add_location(lines, string.format("%d. ", i), step, client)
    end
  end
  if present(s.plan) then
    table.insert(lines, "")
    table.insert(lines, "## Plan (" .. tostring(s.plan.planner) .. ")")
    kv("Summary", s.plan.summary)
    kv("Scope", s.plan.scope)
    kv("Risk", tostring(s.risk) .. (present(s.plan.riskExplanation) and (": " .. s.plan.riskExplanation) or ""))
    kv("Files", table.concat(s.plan.files or {}, ", "))
    kv("Hash", s.planHash)
    if s.phase == "PLANNED" or s.phase == "APPROVED" then
      kv("Approved", s.approved and "yes" or "no")
    end
  end
  if present(s.implementation) then
    local im = s.implementation
    table.insert(lines, "")
    table.insert(lines, "## Implementation")
    kv("Success", im.success and "yes" or "no")
    kv("Files changed", table.concat(im.filesChanged or {}, ", "))
    kv("Tests", string.format("%d passed, %d failed", im.testsPassed or 0, im.testsFailed or 0))
    kv("Failing tests", table.concat(im.failingTests or {}, ", "))
  end
  kv("Blocked", s.blockedReason)
  kv("Rejected", s.rejectionReason)
  local nxt = next_labels(s)
  if nxt ~= "" then
    table.insert(lines, "")
    table.insert(lines, "Next: " .. nxt)
  end
  return lines
end

--- Opens the status of an investigation: `bugbash://status/<id>`.
function M.show_status(s, client, focus)
  return scratch(
    "bugbash://status/" .. s.investigationId,
    M.status_lines(s, client),
    "markdown",
    { bugbash_investigation = s.investigationId },
    focus
  )
end

-- The diagnostic float ----------------------------------------------------------------------

--- The text of a bugbash diagnostic in the float: its message (with the expected and actual
--- values when the server gives them), then the trace and the failing test (its related
--- information), one `path:line message` each.
function M.diagnostic_text(d, client)
  local lines = { d.message }
  local lsp = d.user_data and d.user_data.lsp
  local related = lsp and lsp.relatedInformation
  if type(related) == "table" and #related > 0 then
    table.insert(lines, "Trace:")
    for i, r in ipairs(related) do
      local loc = r.location or {}
      local where = loc.uri and string.format("%s:%d", relpath(loc.uri, client), (loc.range and loc.range.start.line or 0) + 1) or "?"
      table.insert(lines, string.format("%2d. %s  %s", i, where, (r.message or ""):gsub("\n", " ")))
    end
  end
  return table.concat(lines, "\n")
end

local float_installed = false

--- Makes `vim.diagnostic.open_float()` show the trace of bugbash diagnostics (option
--- `diagnostic_trace`); other diagnostics keep the format they had.
function M.install_diagnostic_float()
  if float_installed or not config.get().diagnostic_trace then
    return
  end
  float_installed = true
  local current = vim.diagnostic.config() or {}
  local float = type(current.float) == "table" and vim.deepcopy(current.float) or {}
  local theirs = float.format
  float.format = function(d)
    if d.source == ext.source then
      local client = require("bugbash.client").clients()[1]
      return M.diagnostic_text(d, client)
    end
    if theirs then
      return theirs(d)
    end
    return d.message
  end
  vim.diagnostic.config({ float = float })
end

-- Quickfix -----------------------------------------------------------------------------------

local QF_TITLE = "bugbash investigations"

--- The 1-based byte column of an LSP position in a file (positions count in the negotiated
--- encoding; 0.7 negotiates nothing, so UTF-16).
local function byte_col(fname, pos, encoding)
  if encoding == "utf-8" then
    return pos.character + 1
  end
  local line
  local bufnr = vim.fn.bufnr(fname)
  if bufnr ~= -1 and vim.api.nvim_buf_is_loaded(bufnr) then
    line = vim.api.nvim_buf_get_lines(bufnr, pos.line, pos.line + 1, false)[1]
  else
    local ok, lines = pcall(vim.fn.readfile, fname, "", pos.line + 1)
    line = ok and lines[pos.line + 1] or nil
  end
  if not line then
    return pos.character + 1
  end
  local ok, col
  if has_011 then
    ok, col = pcall(vim.str_byteindex, line, encoding, pos.character, false)
  else
    ok, col = pcall(vim.str_byteindex, line, pos.character, encoding == "utf-16")
  end
  return (ok and col or pos.character) + 1
end

--- Quickfix items for investigations (those without a root cause have no location).
function M.qf_items(list, client)
  local items = {}
  local encoding = client and client.offset_encoding or "utf-16"
  for _, s in ipairs(list or {}) do
    -- Triage (the server sends the list by severity, then complexity) before the title.
    local triage = {}
    for _, t in ipairs({ s.severity, s.complexity }) do
      if present(t) then
        table.insert(triage, t)
      end
    end
    local text = string.format(
      "%s [%s]%s %s",
      M.handle(s),
      tostring(s.phase),
      #triage > 0 and (" " .. table.concat(triage, "/")) or "",
      s.title or ""
    )
    if present(s.risk) then
      text = text .. " (risk " .. s.risk .. ")"
    end
    if present(s.rootCause) then
      local fname = vim.uri_to_fname(s.rootCause.uri)
      table.insert(items, {
        filename = fname,
        lnum = s.rootCause.range.start.line + 1,
        col = byte_col(fname, s.rootCause.range.start, encoding),
        text = text .. ": " .. (s.rootCause.summary or ""),
        type = s.phase == "BLOCKED" and "E" or (s.phase == "FIXED" and "I" or "W"),
      })
    else
      table.insert(items, { text = text, valid = 0 })
    end
  end
  return items
end

--- Fills the quickfix list with investigations and opens it.
function M.set_qflist(list, client, open)
  vim.fn.setqflist({}, " ", { title = QF_TITLE, items = M.qf_items(list, client) })
  if open then
    vim.cmd("botright copen")
  end
  if #(list or {}) == 0 then
    M.info("no investigations (start one with :Bugbash investigate in a failing test)")
  end
end

-- Cache and refresh --------------------------------------------------------------------------

--- The last list seen per client (completion and the statusline read it).
M.cache = {}

function M.set_cache(client, list, phase)
  if client and not phase then
    M.cache[client.id] = list or {}
  end
end

--- `N awaiting approval` for a statusline, or "" when none.
function M.statusline()
  local n = 0
  for _, list in pairs(M.cache) do
    for _, s in ipairs(list) do
      if s.phase == "PLANNED" then
        n = n + 1
      end
    end
  end
  if n == 0 then
    return ""
  end
  return string.format("bugbash: %d awaiting approval", n)
end

local refresh_pending = false

--- How many times the views were refreshed from the store (for tests).
M.refreshed = 0

local function summary_in(list, id)
  for _, s in ipairs(list or {}) do
    if s.investigationId == id then
      return s
    end
  end
  return nil
end

--- Refreshes what shows investigations from the list the server just gave: the quickfix list
--- when it is ours, the plan and status buffers (their headers follow the store), the lenses.
function M.refresh_views(client, list)
  local client_mod = require("bugbash.client")
  M.set_cache(client, list)
  local qf = vim.fn.getqflist({ title = 0 })
  if qf.title == QF_TITLE then
    vim.fn.setqflist({}, "r", { title = QF_TITLE, items = M.qf_items(list, client) })
  end
  for name, bufnr in pairs(scratch_bufs) do
    if vim.api.nvim_buf_is_valid(bufnr) then
      local id = name:match("^bugbash://plan/(.*)$")
      if id then
        local s = summary_in(list, id)
        client_mod.request(client, ext.methods.plan_preview, { investigationId = id }, function(perr, p)
          if not vim.api.nvim_buf_is_valid(bufnr) then
            return
          end
          if not perr and p then
            M.show_plan(p, client, false, s and s.planHash == p.planHash and s or nil)
          elseif previews[id] then
            -- No current preview (applied, rejected, or the code moved on): the header still
            -- follows the store; the diff stays the one last shown.
            local why = perr and client_mod.error_message(perr) or "no plan"
            M.show_plan(previews[id], client, false, s, why)
          end
        end)
      end
      local status_id = name:match("^bugbash://status/(.*)$")
      if status_id then
        client_mod.request(client, ext.methods.status, { investigationId = status_id }, function(serr, st)
          if not serr and st and vim.api.nvim_buf_is_valid(bufnr) then
            M.show_status(st, client, false)
          end
        end)
      end
    end
  end
  client_mod.refresh_codelens()
  M.refreshed = M.refreshed + 1
  if vim.fn.exists("#User#BugbashChanged") == 1 then
    vim.cmd("doautocmd <nomodeline> User BugbashChanged")
  end
end

--- `bugbash/investigationsChanged`: rereads the list (a burst of notifications makes one
--- request), then refreshes the views; then fires `User BugbashChanged`.
function M.on_investigations_changed(_, ctx)
  if refresh_pending then
    return
  end
  refresh_pending = true
  vim.defer_fn(function()
    refresh_pending = false
    local client_mod = require("bugbash.client")
    local client = vim.lsp.get_client_by_id(ctx.client_id)
    if not client or client_mod.is_stopped(client) then
      return
    end
    client_mod.request(client, ext.methods.list, vim.empty_dict(), function(err, list)
      if err then
        return
      end
      M.refresh_views(client, list)
    end)
  end, 100)
end

return M
