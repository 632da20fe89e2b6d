--- Showing things: messages, the plan preview (a `filetype=diff` scratch buffer), the status
--- buffer, the quickfix list of investigations, and the refresh on `investigationsChanged`.
local config = require("bugbash.config")
local ext = require("bugbash.lsp_ext")

local M = {}

local has_011 = vim.fn.has("nvim-0.11") == 1

-- Messages -----------------------------------------------------------------------------------

local function notify(msg, level)
  vim.schedule(function()
    vim.notify("bugbash: " .. msg, level)
  end)
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
    table.insert(out, ":Bugbash " .. (a:gsub("^bugbash%.", ""):gsub("showPlan", "plan")))
  end
  return table.concat(out, ", ")
end

--- One line about an investigation: `<id> [PHASE] path:line summary (next: ...)`.
function M.summary_line(s, client)
  local parts = { s.investigationId .. " [" .. tostring(s.phase) .. "]" }
  if present(s.rootCause) then
    table.insert(
      parts,
      string.format("%s:%d %s", relpath(s.rootCause.uri, client), s.rootCause.range.start.line + 1, s.rootCause.summary or "")
    )
  elseif s.title then
    table.insert(parts, s.title)
  end
  if present(s.blockedReason) then
    table.insert(parts, "blocked: " .. s.blockedReason)
  end
  local nxt = next_labels(s)
  if nxt ~= "" then
    table.insert(parts, "(next: " .. nxt .. ")")
  end
  return table.concat(parts, " ")
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
  elseif command == C.fix then
    local st = result.status or {}
    local level = (result.applied and st.phase == "FIXED") and vim.log.levels.INFO or vim.log.levels.WARN
    local msg = string.format("%s [%s] %s", tostring(st.investigationId), tostring(st.phase), result.message or "")
    if present(st.blockedReason) then
      msg = msg .. " (blocked: " .. st.blockedReason .. "; next: " .. next_labels(st) .. ")"
    end
    notify(msg, level)
  elseif command == C.rollback then
    local st = result.status or {}
    notify(
      string.format("%s [%s] restored: %s", tostring(st.investigationId), tostring(st.phase), table.concat(result.restored or {}, ", ")),
      vim.log.levels.INFO
    )
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

--- The lines of a plan preview buffer.
---@param p bugbash.PlanPreview
function M.plan_lines(p)
  local lines = {
    string.format(
      "# bugbash plan of %s [%s] risk %s, %s",
      p.investigationId,
      tostring(p.phase),
      tostring(p.risk),
      p.approved and "approved" or "not approved"
    ),
    "# plan " .. tostring(p.planHash),
  }
  for _, l in ipairs(split_lines(p.summary)) do
    table.insert(lines, "# " .. l)
  end
  if p.approved then
    table.insert(lines, "# :Bugbash fix applies it (or the code action on the root-cause line)")
  else
    table.insert(lines, "# :Bugbash approve approves exactly this plan; :Bugbash reject asks for a reason")
  end
  for _, f in ipairs(p.files or {}) do
    for _, l in ipairs(split_lines(f.diff)) do
      table.insert(lines, l)
    end
  end
  return lines
end

--- Opens (or refreshes) the plan preview of an investigation: `bugbash://plan/<id>`.
---@param p bugbash.PlanPreview
function M.show_plan(p, _, focus)
  return scratch("bugbash://plan/" .. p.investigationId, M.plan_lines(p), "diff", {
    bugbash_investigation = p.investigationId,
    bugbash_plan_hash = p.planHash,
  }, focus)
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
      "# %s [%s]%s",
      s.investigationId,
      tostring(s.phase),
      present(s.severity) and (" severity " .. s.severity) or ""
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
    kv("Approved", s.approved and "yes" or "no")
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
function M.show_status(s, client)
  return scratch(
    "bugbash://status/" .. s.investigationId,
    M.status_lines(s, client),
    "markdown",
    { bugbash_investigation = s.investigationId }
  )
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
    local text = string.format("%s [%s] %s", s.investigationId, tostring(s.phase), s.title or "")
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

--- `bugbash/investigationsChanged`: refreshes the cache, the quickfix list when it is ours, and
--- open plan previews; then fires `User BugbashChanged`.
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
      M.set_cache(client, list)
      local qf = vim.fn.getqflist({ title = 0 })
      if qf.title == QF_TITLE then
        vim.fn.setqflist({}, "r", { title = QF_TITLE, items = M.qf_items(list, client) })
      end
      for name, bufnr in pairs(scratch_bufs) do
        if vim.api.nvim_buf_is_valid(bufnr) and name:match("^bugbash://plan/") then
          local id = name:gsub("^bugbash://plan/", "")
          client_mod.request(client, ext.methods.plan_preview, { investigationId = id }, function(perr, p)
            if not perr and p then
              M.show_plan(p, client, false)
            end
          end)
        end
      end
      client_mod.refresh_codelens()
      if vim.fn.exists("#User#BugbashChanged") == 1 then
        vim.cmd("doautocmd <nomodeline> User BugbashChanged")
      end
    end)
  end, 100)
end

return M
