-- End-to-end test of the bugbash Neovim plugin against the real `bugbash lsp`, headless.
--
-- Run by scripts/test-neovim.sh on Neovim 0.7.2 and 0.11.4:
--   nvim --headless --clean -c "luafile editors/neovim/tests/e2e.lua"
-- Environment: BUGBASH_BIN (the server), BUGBASH_PLUGIN_DIR (editors/neovim), BUGBASH_TEST_WS (a
-- git copy of examples/python-inventory), BUGBASH_TEST_APPLY ("action": the apply code action's
-- edit then `bugbash.verify`; "command": `:Bugbash fix`; "blocked": wrong.patch through
-- `:Bugbash fix`, BLOCKED, `:Bugbash rollback`, `:Bugbash retry`; "candidates": choosing
-- another fix on shop/age.py, a workspace of its own; "targets": choosing the target tests on
-- a package whose suite fails in two tests).
--
-- The scenario: open the failing test, `:Bugbash investigate`, the diagnostic on
-- inventory/stock.py:44, the plan (imported with the CLI from fix.patch when the server made
-- none), the preview buffer (filetype=diff), no apply action before approval, a reject without
-- a reason sends nothing, `:Bugbash approve`, a plan changed after approval is not applied,
-- apply, FIXED, the file changed, the diagnostic gone, plus the quickfix list, status buffer,
-- completion and :checkhealth.
-- Any failure ends Neovim with :cquit and a message saying what was expected.

local ws = assert(os.getenv("BUGBASH_TEST_WS"), "BUGBASH_TEST_WS is not set")
local plugin_dir = assert(os.getenv("BUGBASH_PLUGIN_DIR"), "BUGBASH_PLUGIN_DIR is not set")
local bin = assert(os.getenv("BUGBASH_BIN"), "BUGBASH_BIN is not set")
local apply_mode = os.getenv("BUGBASH_TEST_APPLY") or "action"
-- "rollback": like "blocked", with the plan's test case an EXISTING file (tests/test_stock.py);
-- after the rollback every file that existed before the fix must be byte-identical.
local existing_test_case = apply_mode == "rollback"
local blocked = apply_mode == "blocked" or existing_test_case

-- "action" and "command" apply the right fix (fix.patch) and end FIXED; "blocked" applies the
-- plausible wrong one (wrong.patch) with `:Bugbash fix`, ends BLOCKED, rolls back and retries.
local patch = blocked and "wrong.patch" or "fix.patch"
local BUGGY = "        item = self._items.pop(new_sku)"
local PLANNED_LINE = blocked and "        item = self._items[old_sku]" or "        item = self._items.pop(old_sku)"
local TAMPER = blocked and { "_items%[old_sku%]", "_items[old_sku or new_sku]" }
  or { "pop%(old_sku%)", "pop(old_sku or new_sku)" }
local FINAL = blocked and "ANALYZED" or "FIXED"
-- Whether the plan came from the example's patch (which also creates a test file) rather than
-- from the server's offline mutation planner (which changes the line alone).
local imported_patch = false
local v = vim.version()
local nvim_version = string.format("%d.%d.%d", v.major, v.minor, v.patch)

local STEP_TIMEOUT = 180000 -- a step that runs the tests
local SHORT = 15000

-- Reporting ----------------------------------------------------------------------------------

local function log(msg)
  io.stdout:write("[nvim " .. nvim_version .. " " .. apply_mode .. "] " .. msg .. "\n")
  io.stdout:flush()
end

local FAIL = {}

local function fail(msg)
  error(setmetatable({ msg = msg }, FAIL), 0)
end

local function check(cond, msg)
  if not cond then
    fail(msg)
  end
end

--- Checks whose failure should not hide the steps after them (they depend on server work that
--- may land separately): recorded, and the run fails at its end.
local late_failures = {}
local function check_later(cond, msg)
  if not cond then
    table.insert(late_failures, msg)
    log("NOT OK (the run goes on, and fails at its end): " .. msg)
  end
  return cond
end

local function wait(ms, pred, what)
  local ok = vim.wait(ms, function()
    local good, res = pcall(pred)
    return good and res
  end, 50)
  check(ok, string.format("timed out after %d ms waiting for %s", ms, type(what) == "function" and what() or what))
end

-- Stand-ins for the person at the keyboard ---------------------------------------------------

local notes = {}
vim.notify = function(msg, level)
  table.insert(notes, { msg = tostring(msg), level = level })
  log("  notify[" .. tostring(level) .. "] " .. tostring(msg))
end

local answers = {} -- what vim.ui.input answers, in order
vim.ui.input = function(opts, on_confirm)
  local a = table.remove(answers, 1)
  log("  vim.ui.input " .. vim.inspect(opts.prompt) .. " -> " .. vim.inspect(a))
  on_confirm(a)
end

local pick = nil -- function(title) -> boolean: what vim.ui.select picks
local offered = {}
local selects = {} -- what was on screen when each vim.ui.select came: { prompt, windows = { buffer names } }
vim.ui.select = function(items, opts, on_choice)
  local windows = {}
  for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    table.insert(windows, vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)))
  end
  table.insert(selects, { prompt = opts.prompt, windows = windows, current = vim.api.nvim_buf_get_name(0) })
  offered = {}
  local choice = nil
  for _, item in ipairs(items) do
    local title = opts.format_item and opts.format_item(item) or tostring(item)
    table.insert(offered, title)
    if not choice and pick and pick(title) then
      choice = item
    end
  end
  log("  vim.ui.select " .. vim.inspect(opts.prompt) .. " " .. vim.inspect(offered) .. " -> " .. tostring(choice and "picked" or "nothing"))
  on_choice(choice)
end

-- The plugin ---------------------------------------------------------------------------------

vim.opt.runtimepath:prepend(plugin_dir)
vim.g.bugbash = { server = bin, window = "split", codelens = true }
vim.cmd("runtime plugin/bugbash.lua")
vim.lsp.set_log_level(os.getenv("BUGBASH_TEST_VERBOSE") and "debug" or "warn")

local client_mod = require("bugbash.client")
local actions = require("bugbash.actions")
local progress = require("bugbash.progress")
local ext = require("bugbash.lsp_ext")

local changed_notifications = 0
local ui = require("bugbash.ui")
local on_changed = ui.on_investigations_changed
ui.on_investigations_changed = function(...)
  changed_notifications = changed_notifications + 1
  return on_changed(...)
end

local function client()
  return client_mod.clients(0)[1] or client_mod.clients()[1]
end

local function result_of(key, since)
  local r = actions.results[key]
  if r and (not since or r.time >= since) then
    return r
  end
  return nil
end

local function now()
  return (vim.uv or vim.loop).now()
end

--- Waits for the answer to a command started at `since`; fails on an error answer.
local function await(key, since, timeout)
  wait(timeout or STEP_TIMEOUT, function()
    return result_of(key, since) ~= nil
  end, "the answer to " .. key)
  local r = result_of(key, since)
  check(r.err == nil, key .. " answered an error: " .. vim.inspect(r.err))
  return r.result
end

local function bugbash_diags(bufnr)
  return actions.diagnostics(bufnr)
end

local function code_action_titles(bufnr, line)
  local c = client()
  local params = vim.lsp.util.make_range_params(0, c.offset_encoding)
  params.range = { start = { line = line, character = 0 }, ["end"] = { line = line, character = 0 } }
  params.context = { diagnostics = {} }
  local res = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, SHORT) or {}
  local titles = {}
  for _, r in pairs(res) do
    check(r.err == nil, "textDocument/codeAction answered an error: " .. vim.inspect(r.err))
    for _, a in ipairs(r.result or {}) do
      table.insert(titles, a.title)
    end
  end
  return titles
end

local function has_title(titles, fragment)
  for _, t in ipairs(titles) do
    if t:find(fragment, 1, true) then
      return true
    end
  end
  return false
end

local function status_of(id)
  local res = client_mod.request_sync(client(), ext.methods.status, { investigationId = id }, SHORT, 0)
  check(res and res.err == nil and res.result, "bugbash/status failed: " .. vim.inspect(res))
  return res.result
end

local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")
end

local function present_rc(st)
  return type(st.rootCause) == "table" and st.rootCause.uri ~= nil
end

--- SHA-256 of every file of the workspace (but .git/ and .bugbash/), by relative path.
local function tree_hashes()
  local out = {}
  local function walk(dir, rel)
    local handle = assert((vim.uv or vim.loop).fs_scandir(dir))
    while true do
      local name, kind = (vim.uv or vim.loop).fs_scandir_next(handle)
      if not name then
        break
      end
      local r = rel == "" and name or (rel .. "/" .. name)
      if kind == "directory" then
        if name ~= ".git" and name ~= ".bugbash" and name ~= "__pycache__" then
          walk(dir .. "/" .. name, r)
        end
      elseif kind == "file" then
        local f = assert(io.open(dir .. "/" .. name, "rb"))
        out[r] = vim.fn.sha256(f:read("*a"))
        f:close()
      end
    end
  end
  walk(ws, "")
  return out
end

--- The paths whose bytes differ between two `tree_hashes()` (gone, changed or new).
local function tree_diff(before, after)
  local diff = {}
  for path, h in pairs(before) do
    if after[path] == nil then
      table.insert(diff, "deleted " .. path)
    elseif after[path] ~= h then
      table.insert(diff, "changed " .. path)
    end
  end
  for path, _ in pairs(after) do
    if before[path] == nil then
      table.insert(diff, "new " .. path)
    end
  end
  table.sort(diff)
  return diff
end

-- The scenario -------------------------------------------------------------------------------

local skipped = {}
local hashes_before_fix = nil

--- "js": js-cart, whose failing test's name has spaces ("fixed coupon takes its value off the
--- amount"), investigated from the code action: the test id `file::name` must never be taken for
--- a shell command (it was: exit 127).
local function js_scenario()
  log("workspace " .. ws .. " (js-cart), server " .. bin)
  local name = "fixed coupon takes its value off the amount"
  vim.cmd("edit " .. vim.fn.fnameescape(ws .. "/test/checkout.test.js"))
  local test_buf = vim.api.nvim_get_current_buf()
  wait(SHORT, function()
    local c = client()
    return c and c.initialized and #client_mod.clients(test_buf) == 1
  end, "the bugbash client to attach to test/checkout.test.js")
  local line
  for i, l in ipairs(vim.api.nvim_buf_get_lines(test_buf, 0, -1, false)) do
    if l:find(name, 1, true) then
      line = i
    end
  end
  check(line, "test/checkout.test.js has no test '" .. name .. "'")
  vim.api.nvim_win_set_cursor(0, { line + 1, 2 })
  pick = function(title)
    return title:find("Investigate failing test", 1, true) ~= nil
  end
  answers = { "A fixed coupon makes the order cost nothing" }
  local t0 = now()
  vim.lsp.buf.code_action()
  wait(SHORT, function()
    return vim.tbl_contains(offered, "bugbash: Investigate failing test " .. name)
      or result_of(ext.commands.investigate, t0) ~= nil
  end, function()
    return "the code action 'bugbash: Investigate failing test " .. name .. "' (offered: " .. vim.inspect(offered) .. ")"
  end)
  log("ok: the code action offers: bugbash: Investigate failing test " .. name)
  local st = await(ext.commands.investigate, t0)
  check(st.phase == "ANALYZED" or st.phase == "PLANNED", "expected ANALYZED or PLANNED, got " .. tostring(st.phase) .. ": " .. vim.inspect(st.blockedReason))
  check(present_rc(st), "no root cause: " .. vim.inspect(st))
  check(st.rootCause.uri:find("src/checkout.js", 1, true) and st.rootCause.range.start.line == 17, "the root cause is not src/checkout.js:18: " .. vim.inspect(st.rootCause))
  log("ok: investigated '" .. name .. "' from the code action: " .. st.phase .. ", root cause src/checkout.js:18")
end

--- "candidates": shop/age.py (`age > 18` for "18 and over"), whose offline analysis verifies
--- several fixes (`>=`, `(age + 1)` and the literal `17`; their order is the engine's, read from
--- the investigation's state). "Choose another fix…" is offered by the
--- lens and the code action; `:Bugbash candidates` shows every fix's diff in a scratch buffer
--- before `vim.ui.select` asks, the one picked becomes the plan (still PLANNED, a new hash, its
--- preview opened); the code action picks the first again; after approval it is offered no more.
local function candidates_scenario()
  log("workspace " .. ws .. " (shop/age.py, several verified fixes), server " .. bin)
  local out = vim.fn.system({ bin, "--workspace", ws, "--no-color", "init", "18 year olds cannot buy", "--id", "age", "--test", "python3 -m unittest discover -s tests -t ." })
  check(vim.v.shell_error == 0, "bugbash init failed: " .. out)
  out = vim.fn.system({ bin, "--workspace", ws, "--no-color", "analyze", "age" })
  check(vim.v.shell_error == 0, "bugbash analyze failed: " .. out)
  vim.cmd("edit " .. vim.fn.fnameescape(ws .. "/shop/age.py"))
  local age_buf = vim.api.nvim_get_current_buf()
  wait(SHORT, function()
    local c = client()
    return c and c.initialized and #client_mod.clients(age_buf) == 1
  end, "the bugbash client to attach to shop/age.py")
  wait(SHORT, function()
    return #bugbash_diags(age_buf) > 0 and bugbash_diags(age_buf)[1].message:find("[PLANNED]", 1, true)
  end, "a PLANNED bugbash diagnostic on shop/age.py")
  check(vim.tbl_contains(vim.fn.getcompletion("Bugbash ", "cmdline"), "candidates"), ":Bugbash completion lacks candidates")
  local before = status_of("age")
  check(vim.tbl_contains(before.nextActions, ext.commands.pick_candidate), "PLANNED age does not offer " .. ext.commands.pick_candidate .. ": " .. vim.inspect(before.nextActions))

  -- The lens and the code action on the root-cause line offer it.
  wait(SHORT, function()
    pcall(vim.lsp.codelens.refresh)
    for _, lens in ipairs(vim.lsp.codelens.get(age_buf) or {}) do
      if lens.command and lens.command.command == ext.commands.pick_candidate then
        return true
      end
    end
  end, "a 'Choose another fix…' lens on shop/age.py:6")
  local titles = code_action_titles(age_buf, 5)
  check(has_title(titles, "Choose another fix…"), "the code action does not offer Choose another fix…: " .. vim.inspect(titles))
  log("ok: the lens and the code action offer Choose another fix…")

  -- :Bugbash candidates: every diff on the screen, then the choice; fix 2 becomes the plan.
  pick = function(title)
    return title:find("^2%. ") ~= nil
  end
  local t0 = now()
  local asked = #selects
  vim.cmd("Bugbash candidates age")
  local st = await(ext.commands.pick_candidate, t0)
  check(#selects == asked + 1, "vim.ui.select was not asked once")
  check(notes[#notes].msg:find(":Bugbash candidates", 1, true), "the next steps do not name :Bugbash candidates: " .. notes[#notes].msg)
  local sel = selects[#selects]
  check(vim.tbl_contains(sel.windows, "bugbash://candidates/age"), "the candidates' diffs were not on the screen when asked: " .. vim.inspect(sel.windows))
  check(offered[1]:find("^1%. ") and offered[1]:find("[current plan]", 1, true) and offered[1]:find("shop/age.py:6", 1, true), "fix 1 is not offered as the current plan: " .. vim.inspect(offered))
  local state = vim.fn.json_decode(table.concat(vim.fn.readfile(ws .. "/.bugbash/bugs/age/state.json"), "\n"))
  local second = state.root_cause.fix_candidates[2]
  local second_line = vim.trim(second.edits[1].proposed_code)
  local second_label = vim.split(second.description, " at ", { plain = true })[1]
  check(offered[2] and offered[2]:find("^2%. ") and offered[2]:find(second_label, 1, true), "fix 2 (" .. second_label .. ") is not offered: " .. vim.inspect(offered))
  local literal_offered = false
  for _, o in ipairs(offered) do
    literal_offered = literal_offered or o:find("change `18` to `17`", 1, true) ~= nil
  end
  check(literal_offered, "the literal fix is not offered: " .. vim.inspect(offered))
  local cand_buf = vim.fn.bufnr("bugbash://candidates/age")
  local cand_text = buffer_text(cand_buf)
  check(vim.bo[cand_buf].filetype == "diff", "the candidates buffer is not filetype=diff")
  check(cand_text:find("+    return (age + 1) > 18", 1, true) and cand_text:find("+    return age > 17", 1, true) and cand_text:find("+    return age >= 18", 1, true), "the candidates buffer lacks a diff:\n" .. cand_text)
  check(st.phase == "PLANNED" and st.approved == false, "after the pick: " .. tostring(st.phase) .. ", approved " .. tostring(st.approved))
  check(st.planHash ~= before.planHash, "the plan hash did not change")
  wait(SHORT, function()
    local b = vim.fn.bufnr("bugbash://plan/age")
    return b ~= -1 and buffer_text(b):find("+    " .. second_line, 1, true)
  end, "the plan preview of age showing fix 2 (" .. second_line .. ")")
  log("ok: :Bugbash candidates showed both diffs, picked fix 2: PLANNED, new plan " .. st.planHash:sub(1, 12) .. ", its preview open")

  -- The code action (no candidate in its arguments) asks the same way; fix 1 again.
  vim.cmd("edit " .. vim.fn.fnameescape(ws .. "/shop/age.py"))
  vim.api.nvim_win_set_cursor(0, { 6, 4 })
  pick = function(title)
    return title:find("Choose another fix…", 1, true) ~= nil or title:find("^1%. ") ~= nil
  end
  t0 = now()
  vim.lsp.buf.code_action()
  st = await(ext.commands.pick_candidate, t0)
  check(st.phase == "PLANNED" and st.planHash == before.planHash, "the code action did not bring fix 1 back: " .. vim.inspect(st.planHash))
  log("ok: the code action Choose another fix… asked and planned fix 1 again")

  -- Approved: no more choice.
  local res = client_mod.request_sync(client(), "workspace/executeCommand", { command = ext.commands.approve, arguments = { { investigationId = "age", planHash = st.planHash } } }, SHORT, 0)
  check(res and res.err == nil, "approve failed: " .. vim.inspect(res))
  local approved = status_of("age")
  check(approved.phase == "APPROVED" and not vim.tbl_contains(approved.nextActions, ext.commands.pick_candidate), "APPROVED still offers a choice: " .. vim.inspect(approved.nextActions))
  titles = code_action_titles(age_buf, 5)
  check(not has_title(titles, "Choose another fix…"), "after approval the code action still offers Choose another fix…")
  log("ok: after approval Choose another fix… is offered no more")
end

--- "targets": the shipping package, whose suite fails in two tests (the bug's and a label test
--- that needs a missing tool), reproduced with the CLI. `:Bugbash targets` lists both (the
--- target marked), "several…" takes the numbers typed, the label test becomes the target and
--- the analysis runs on about it (ANALYZED: no mutants); after that it is offered no more.
local function targets_scenario()
  local PY_TARGET = "tests.test_rates.RateTest.test_parcel_of_exactly_ten_kg_is_standard"
  local PY_TOOL = "tests.test_labels.LabelTest.test_label_has_the_order_id"
  log("workspace " .. ws .. " (shipping: two failing tests), server " .. bin)
  local out = vim.fn.system({ bin, "--workspace", ws, "--no-color", "init", "A parcel of exactly 10 kg is charged the heavy rate", "--id", "ship", "--test", "python3 -m unittest discover -s tests -t . -v" })
  check(vim.v.shell_error == 0, "bugbash init failed: " .. out)
  out = vim.fn.system({ bin, "--workspace", ws, "--no-color", "analyze", "ship", "--stop-at", "reproduce" })
  check(vim.v.shell_error == 0, "bugbash analyze --stop-at reproduce failed: " .. out)
  vim.cmd("edit " .. vim.fn.fnameescape(ws .. "/shipping/rates.py"))
  local buf = vim.api.nvim_get_current_buf()
  wait(SHORT, function()
    local c = client()
    return c and c.initialized and #client_mod.clients(buf) == 1
  end, "the bugbash client to attach to shipping/rates.py")
  check(vim.tbl_contains(vim.fn.getcompletion("Bugbash ", "cmdline"), "targets"), ":Bugbash completion lacks targets")
  local before = status_of("ship")
  check(before.phase == "REPRODUCED" and vim.tbl_contains(before.nextActions, ext.commands.choose_targets), "REPRODUCED ship does not offer " .. ext.commands.choose_targets .. ": " .. vim.inspect(before.nextActions))

  pick = function(title)
    return title:find("several", 1, true) ~= nil
  end
  answers = { "2" }
  local t0 = now()
  vim.cmd("Bugbash targets ship")
  local st = await(ext.commands.choose_targets, t0)
  check(offered[1] == "* " .. PY_TARGET and offered[2] == "  " .. PY_TOOL, "the failing tests offered: " .. vim.inspect(offered))
  check(st.phase == "ANALYZED", "after choosing the targets the analysis should run on to ANALYZED, got " .. tostring(st.phase))
  local res = client_mod.request_sync(client(), ext.methods.failing_tests, { investigationId = "ship" }, SHORT, 0)
  check(res and res.err == nil, "bugbash/failingTests failed: " .. vim.inspect(res))
  check(vim.deep_equal(res.result.targets, { PY_TOOL }) and vim.deep_equal(res.result.others, { PY_TARGET }), "the targets now: " .. vim.inspect(res.result))
  check(res.result.canChoose == false and not vim.tbl_contains(st.nextActions, ext.commands.choose_targets), "ANALYZED still offers to choose the targets")
  log("ok: :Bugbash targets listed both failing tests, took the one typed, analyzed it: ANALYZED; no more choice")
end

local function scenario()
  if apply_mode == "targets" then
    return targets_scenario()
  end
  if apply_mode == "js" then
    return js_scenario()
  end
  if apply_mode == "candidates" then
    return candidates_scenario()
  end
  log("workspace " .. ws .. ", server " .. bin)

  -- 1. Open the failing test; the server starts for the workspace root.
  vim.cmd("edit " .. vim.fn.fnameescape(ws .. "/tests/test_stock.py"))
  local test_buf = vim.api.nvim_get_current_buf()
  -- A code action at once, before the server answered initialize: 0.7 used to say "method
  -- textDocument/codeAction is not supported by any of the servers registered for the current
  -- buffer" for a buffer attached to a client still initializing.
  local notes_before = #notes
  pick = nil
  vim.lsp.buf.code_action()
  vim.wait(300)
  for i = notes_before + 1, #notes do
    check(not notes[i].msg:find("not supported", 1, true), "a code action right after opening the file answered: " .. notes[i].msg)
  end
  log("ok: a code action right after opening the file is not answered 'not supported'")
  wait(SHORT, function()
    local c = client()
    return c and c.initialized
  end, "the bugbash client to start and initialize")
  local c = client()
  check(c.config.root_dir == ws, "the root should be the workspace " .. ws .. ", got " .. tostring(c.config.root_dir))
  log("ok: server started for " .. c.config.root_dir .. " (positions " .. c.offset_encoding .. ")")

  -- 2. Completion of the command.
  local subs = vim.fn.getcompletion("Bugbash ", "cmdline")
  for _, s in ipairs({ "investigate", "analyze", "status", "list", "plan", "candidates", "approve", "reject", "fix", "retry", "rollback", "commit", "loop", "bisect" }) do
    check(vim.tbl_contains(subs, s), ":Bugbash completion lacks " .. s .. ": " .. vim.inspect(subs))
  end
  check(vim.tbl_contains(vim.fn.getcompletion("Bugbash list PL", "cmdline"), "PLANNED"), "phase completion")
  log("ok: :Bugbash completes its subcommands and phases")

  -- 3. The cursor in the failing test; the investigate code action is offered there.
  local lines = vim.api.nvim_buf_get_lines(test_buf, 0, -1, false)
  local test_line
  for i, l in ipairs(lines) do
    if l:match("def test_rename_sku_moves_item") then
      test_line = i
    end
  end
  check(test_line, "tests/test_stock.py has no test_rename_sku_moves_item")
  vim.api.nvim_win_set_cursor(0, { test_line + 1, 8 })
  local titles = code_action_titles(test_buf, test_line)
  check(
    has_title(titles, "Investigate failing test"),
    "no 'bugbash: Investigate failing test' code action in the test function; got " .. vim.inspect(titles)
  )
  log("ok: the investigate code action is offered in the test")

  -- 3b. neotest (optional) is not installable from the registries these tests use, so its
  -- lookup is checked against a stand-in with the shape of neotest's state consumer
  -- (`state.adapter_ids()`, `state.positions(id, { buffer })` -> a tree with `iter_nodes()` and
  -- `node:data()`) and of a consumer's client (`get_results(adapter_id)`).
  local path = vim.api.nvim_buf_get_name(test_buf)
  local function node(data)
    return { data = function()
      return data
    end }
  end
  local nodes = {
    node({ type = "file", id = path, name = "test_stock.py", path = path, range = { 0, 0, #lines, 0 } }),
    node({ type = "namespace", id = path .. "::StockTest", name = "StockTest", path = path, range = { 12, 0, #lines, 0 } }),
    node({ type = "test", id = path .. "::StockTest::test_rename_sku_moves_item", name = "test_rename_sku_moves_item", path = path, range = { test_line - 1, 4, test_line + 3, 0 } }),
  }
  package.loaded["neotest"] = {
    state = {
      adapter_ids = function()
        return { "neotest-python:" .. ws }
      end,
      positions = function(_, args)
        check(args and args.buffer == test_buf, "the neotest lookup asked for positions of another buffer")
        return { iter_nodes = function()
          local i = 0
          return function()
            i = i + 1
            if nodes[i] then
              return i, nodes[i]
            end
          end
        end }
      end,
    },
  }
  local nt = require("bugbash.neotest")
  nt.consumer({ get_results = function()
    return { [path .. "::StockTest::test_rename_sku_moves_item"] = { status = "failed", errors = { { message = "AssertionError: Lists differ\nmore" } } } }
  end })
  local found = nt.test_at(test_buf, test_line)
  check(found and found.name == "test_rename_sku_moves_item" and found.line == test_line - 1, "neotest lookup: " .. vim.inspect(found))
  check(found.status == "failed" and found.error == "AssertionError: Lists differ", "neotest lookup result: " .. vim.inspect(found))
  check(nt.test_at(test_buf, 2) == nil, "the neotest lookup found a test outside every test's range")
  package.loaded["neotest"] = nil
  log("ok: the neotest lookup (against a stand-in of its API) takes the failed test under the cursor and its message")

  -- 4. :Bugbash investigate (asks for a description).
  answers = { "Renaming a SKU raises KeyError instead of moving the item" }
  local t0 = now()
  vim.cmd("Bugbash investigate")
  local st = await(ext.commands.investigate, t0)
  local id = st.investigationId
  check(id, "bugbash.investigate answered no investigationId: " .. vim.inspect(st))
  check(st.phase == "ANALYZED" or st.phase == "PLANNED", "expected ANALYZED or PLANNED after investigate, got " .. tostring(st.phase))
  log("ok: investigated " .. id .. ", phase " .. st.phase)
  check(#progress.seen > 0, "no $/progress from the bugbash server was shown during investigate")
  log("ok: progress shown: " .. #progress.seen .. " message(s), first " .. vim.inspect(progress.seen[1].title))

  -- 5. The diagnostic at the buggy line.
  vim.cmd("edit " .. vim.fn.fnameescape(ws .. "/inventory/stock.py"))
  local stock_buf = vim.api.nvim_get_current_buf()
  wait(SHORT, function()
    for _, d in ipairs(bugbash_diags(stock_buf)) do
      if d.lnum == 43 then
        return true
      end
    end
  end, function()
    local all = {}
    for _, d in ipairs(vim.diagnostic.get()) do
      table.insert(all, string.format("%s:%d %s", vim.api.nvim_buf_get_name(d.bufnr), d.lnum + 1, d.message))
    end
    return "a bugbash diagnostic on inventory/stock.py:44 (buffer " .. stock_buf .. "; diagnostics: " .. vim.inspect(all)
      .. "; clients of the buffer: " .. #client_mod.clients(stock_buf) .. ")"
  end)
  check(#client_mod.clients() == 1, "two files of one workspace should share one client, got " .. #client_mod.clients())
  check(#client_mod.clients(stock_buf) == 1, "inventory/stock.py is not attached to the bugbash client")
  local diag = bugbash_diags(stock_buf)[1]
  check(actions.diagnostic_id(diag) == id, "the diagnostic's investigation is " .. tostring(actions.diagnostic_id(diag)) .. ", expected " .. id)
  log("ok: diagnostic at inventory/stock.py:44: " .. diag.message)

  -- 5b. :Bugbash commit-of: the commit that last changed the root-cause line (the workspace's
  -- one commit), as a diff in a scratch buffer.
  t0 = now()
  vim.cmd("Bugbash commit-of " .. id)
  local shown = await(ext.commands.show_commit, t0)
  check(type(shown) == "table" and type(shown.commit) == "string" and #shown.commit == 40, "bugbash.showCommit answered " .. vim.inspect(shown))
  check(shown.path == "inventory/stock.py", "the commit's path is " .. tostring(shown.path))
  local commit_buf = vim.api.nvim_get_current_buf()
  check(vim.api.nvim_buf_get_name(commit_buf):find("bugbash://commit/", 1, true) ~= nil, "the commit buffer is " .. vim.api.nvim_buf_get_name(commit_buf))
  check(vim.bo[commit_buf].filetype == "diff", "the commit buffer's filetype is " .. vim.bo[commit_buf].filetype)
  local commit_text = table.concat(vim.api.nvim_buf_get_lines(commit_buf, 0, -1, false), "\n")
  check(commit_text:find("commit " .. shown.commit, 1, true) and commit_text:find("+++ b/inventory/stock.py", 1, true), "the commit buffer: " .. commit_text)
  if #vim.api.nvim_list_wins() > 1 then
    vim.cmd("close")
  end
  vim.api.nvim_set_current_buf(stock_buf)
  log("ok: :Bugbash commit-of opened the diff of " .. shown.commit:sub(1, 7) .. " (filetype=diff)")

  -- 6. The plan: the server's, or the patch imported with the CLI (the server watches the store).
  if blocked and st.phase ~= "ANALYZED" then
    table.insert(skipped, "the BLOCKED flow: the server planned a fix itself, so wrong.patch cannot be imported")
    return
  end
  if st.phase == "ANALYZED" and (st.planHash == nil or st.planHash == vim.NIL) then
    local before = changed_notifications
    local cmd = { bin, "--workspace", ws, "--no-color", "plan", id, "--patch", ws .. "/" .. patch }
    if existing_test_case then
      -- The plan's test case is a file that already exists: nothing may delete or change it.
      vim.list_extend(cmd, { "--test-case", "tests/test_stock.py" })
      hashes_before_fix = tree_hashes()
    end
    local out = vim.fn.system(cmd)
    check(vim.v.shell_error == 0, "`bugbash plan " .. id .. " --patch " .. patch .. "` failed: " .. out)
    imported_patch = true
    log("ok: no plan from the server; imported " .. patch .. " with the CLI")
    wait(SHORT, function()
      for _, d in ipairs(bugbash_diags(stock_buf)) do
        if d.message:find("[PLANNED]", 1, true) then
          return true
        end
      end
    end, "the diagnostic to say [PLANNED] after the CLI changed the store")
    wait(SHORT, function()
      return changed_notifications > before
    end, "bugbash/investigationsChanged after the CLI changed the store")
    log("ok: the server saw the store change (investigationsChanged, diagnostic [PLANNED])")
  end

  -- 6a. The failing run's values as inlay hints on the root-cause line (0.10+).
  if vim.lsp.inlay_hint and vim.lsp.inlay_hint.get then
    local hint_text = ""
    wait(SHORT, function()
      for _, h in ipairs(vim.lsp.inlay_hint.get({ bufnr = stock_buf }) or {}) do
        local hint = h.inlay_hint or h
        if hint.position and hint.position.line == 43 then
          local label = hint.label
          if type(label) == "table" then
            local parts = {}
            for _, p in ipairs(label) do
              table.insert(parts, p.value or "")
            end
            label = table.concat(parts)
          end
          hint_text = hint_text .. tostring(label) .. " "
        end
      end
      return hint_text ~= ""
    end, "an inlay hint with the failing run's values on inventory/stock.py:44")
    check(hint_text:find("BOLT", 1, true), "the inlay hints do not show the SKU of the failing run: " .. hint_text)
    log("ok: inlay hints on the root-cause line: " .. hint_text)
  end

  -- 6b. Code lenses on the root-cause line (option codelens).
  wait(SHORT, function()
    for _, lens in ipairs(vim.lsp.codelens.get(stock_buf) or {}) do
      local title = lens.command and lens.command.title or ""
      if lens.range.start.line == 43 and title:find(st.handle or id, 1, true) and title:find("PLANNED", 1, true) then
        return true
      end
    end
  end, "a bugbash code lens saying PLANNED on inventory/stock.py:44")
  local lens_titles = {}
  for _, lens in ipairs(vim.lsp.codelens.get(stock_buf)) do
    table.insert(lens_titles, lens.command and lens.command.title or "?")
  end
  log("ok: code lenses: " .. table.concat(lens_titles, " | "))

  -- 7. The preview: a filetype=diff scratch buffer with the plan's diff.
  vim.api.nvim_win_set_cursor(0, { 44, 8 })
  t0 = now()
  vim.cmd("Bugbash plan")
  await(ext.methods.plan_preview, t0, SHORT)
  local preview = vim.api.nvim_get_current_buf()
  check(vim.api.nvim_buf_get_name(preview):find("bugbash://plan/" .. id, 1, true), "the preview buffer is not current: " .. vim.api.nvim_buf_get_name(preview))
  check(vim.bo[preview].filetype == "diff", "the preview's filetype is " .. vim.bo[preview].filetype)
  local text = buffer_text(preview)
  check(text:find("\n-" .. BUGGY .. "\n", 1, true), "the preview lacks the removed line:\n" .. text)
  check(text:find("\n+" .. PLANNED_LINE .. "\n", 1, true), "the preview lacks the added line:\n" .. text)
  check(text:find("--- a/inventory/stock.py", 1, true), "the preview lacks the file header:\n" .. text)
  log("ok: plan preview buffer (filetype=diff) shows the diff")
  vim.cmd("close")
  check(vim.api.nvim_get_current_buf() == stock_buf, "closing the preview should go back to stock.py")

  -- 8. Approval cannot be skipped: no apply action before approval.
  vim.api.nvim_win_set_cursor(0, { 44, 8 })
  titles = code_action_titles(stock_buf, 43)
  check(has_title(titles, "Approve fix plan"), "no 'Approve fix plan' action on the root-cause line: " .. vim.inspect(titles))
  check(not has_title(titles, "Apply approved fix"), "'Apply approved fix' is offered BEFORE approval: " .. vim.inspect(titles))
  log("ok: before approval: " .. table.concat(titles, " | "))

  -- 9. Reject from the code action asks for a reason; a blank one sends nothing.
  if has_title(titles, "Reject fix plan") then
    local n = #notes
    answers = { "  " }
    pick = function(title)
      return title:find("Reject fix plan", 1, true) ~= nil
    end
    t0 = now()
    vim.lsp.buf.code_action()
    wait(SHORT, function()
      for i = n + 1, #notes do
        if notes[i].msg:find("a reason is required", 1, true) then
          return true
        end
      end
    end, "the plugin to refuse a blank reject reason")
    check(result_of(ext.commands.reject, t0) == nil, "a reject with a blank reason was sent to the server")
    check(status_of(id).phase == "PLANNED", "the investigation left PLANNED after a blank reject")
    log("ok: the reject code action asked for a reason; a blank one sent nothing")
  else
    table.insert(skipped, "reject code action: the server offered none on the root-cause line")
  end

  -- 10. Approve shows the plan and asks; the answer approves that plan's hash. "action": the
  -- light bulb's Approve (a code action's command, with or without a plan hash); otherwise
  -- :Bugbash approve.
  vim.api.nvim_win_set_cursor(0, { 44, 8 })
  pick = function(title)
    return title == "Approve" or title:find("Approve fix plan", 1, true) ~= nil
  end
  local selects_before = #selects
  t0 = now()
  if apply_mode == "action" then
    vim.lsp.buf.code_action()
  else
    vim.cmd("Bugbash approve")
  end
  st = await(ext.commands.approve, t0)
  check(st.phase == "APPROVED" and st.approved == true, "expected APPROVED after approve, got " .. vim.inspect({ st.phase, st.approved }))
  local asked = nil
  for i = selects_before + 1, #selects do
    if tostring(selects[i].prompt):find("approve plan", 1, true) then
      asked = selects[i]
    end
  end
  check(asked, "approving asked nothing")
  check(
    asked.current:find("bugbash://plan/" .. id, 1, true),
    "the approve prompt came while the current window showed " .. asked.current .. ", not the plan's diff"
  )
  check(asked.prompt:find(st.planHash:sub(1, 12), 1, true), "the approve prompt does not name the plan's hash: " .. asked.prompt)
  log("ok: approved plan " .. tostring(st.planHash) .. " after its diff was shown (" .. (apply_mode == "action" and "code action" or ":Bugbash approve") .. ")")

  -- 10a. The lens follows the store: APPROVED, no Approve/Reject any more.
  vim.cmd("silent! only")
  vim.cmd("buffer " .. stock_buf)
  wait(SHORT, function()
    local titles_now = {}
    for _, lens in ipairs(vim.lsp.codelens.get(stock_buf) or {}) do
      table.insert(titles_now, lens.command and lens.command.title or "")
    end
    local all = table.concat(titles_now, " | ")
    return all:find("APPROVED", 1, true) and not all:find("Approve", 1, true) and not all:find("Reject", 1, true)
  end, "the code lens to say APPROVED without Approve/Reject after the approval")
  lens_titles = {}
  for _, lens in ipairs(vim.lsp.codelens.get(stock_buf)) do
    table.insert(lens_titles, lens.command and lens.command.title or "?")
  end
  log("ok: code lenses after approve: " .. table.concat(lens_titles, " | "))

  -- 10c. The diagnostic float shows the trace (the related information).
  vim.api.nvim_win_set_cursor(0, { 44, 8 })
  local fbuf, fwin = vim.diagnostic.open_float({ bufnr = stock_buf, scope = "line" })
  check(fbuf, "no diagnostic float on stock.py:44")
  local ftext = buffer_text(fbuf)
  pcall(vim.api.nvim_win_close, fwin, true)
  check(ftext:find("Trace:", 1, true), "the diagnostic float has no trace:\n" .. ftext)
  check(ftext:find("test_stock.py:", 1, true), "the diagnostic float does not name the failing test's place:\n" .. ftext)
  log("ok: the diagnostic float shows the trace: " .. ftext:gsub("\n", " / "))

  -- 10b. A plan changed after approval is not applied: change the stored plan behind the
  -- server's back, check that neither the code action nor :Bugbash fix applies it, restore it.
  local state_path = ws .. "/.bugbash/bugs/" .. id .. "/state.json"
  local f = io.open(state_path, "rb")
  check(f, "no store file " .. state_path)
  local original_state = f:read("*a")
  f:close()
  -- Only inside the plan: the analysis before it quotes the same code in its evidence.
  local plan_at = original_state:find('"fix_plan"', 1, true)
  check(plan_at, "the stored state has no fix_plan")
  local plan_part, n = original_state:sub(plan_at):gsub(TAMPER[1], TAMPER[2], 1)
  check(n == 1, "the stored plan has no " .. TAMPER[1] .. " to change")
  local tampered = original_state:sub(1, plan_at - 1) .. plan_part
  local function write_state(bytes)
    local tmp = state_path .. ".e2e-tmp"
    local w = assert(io.open(tmp, "wb"))
    w:write(bytes)
    w:close()
    assert(os.rename(tmp, state_path))
  end
  local before = changed_notifications
  write_state(tampered)
  wait(SHORT, function()
    return changed_notifications > before
  end, "bugbash/investigationsChanged after the plan changed on disk")
  vim.api.nvim_win_set_cursor(0, { 44, 8 })
  -- The notification counted above may be the approval's own write arriving late; the
  -- server reloads the tampered state when its watcher sees it, so ask until it has (a
  -- server that keeps offering the apply fails here when the wait runs out).
  local deadline = now() + SHORT
  repeat
    titles = code_action_titles(stock_buf, 43)
    if not has_title(titles, "Apply approved fix") then
      break
    end
    vim.wait(200)
  until now() > deadline
  check(not has_title(titles, "Apply approved fix"), "'Apply approved fix' is offered for a plan changed after approval: " .. vim.inspect(titles))
  t0 = now()
  vim.cmd("Bugbash fix " .. id)
  wait(STEP_TIMEOUT, function()
    return result_of(ext.commands.fix, t0) ~= nil
  end, "the answer to bugbash.fix of a changed plan")
  local r = result_of(ext.commands.fix, t0)
  check(r.err ~= nil or (r.result and r.result.applied == false), "bugbash.fix applied a plan changed after approval: " .. vim.inspect(r.result))
  check(
    vim.api.nvim_buf_get_lines(stock_buf, 43, 44, false)[1] == BUGGY,
    "stock.py changed although the plan changed after approval"
  )
  check(not vim.bo[stock_buf].modified, "stock.py is modified after a refused fix")
  log("ok: a plan changed after approval: no apply action, :Bugbash fix refused (" .. client_mod.error_message(r.err or r.result.message) .. ")")
  before = changed_notifications
  write_state(original_state)
  wait(SHORT, function()
    return changed_notifications > before
  end, "bugbash/investigationsChanged after the plan was restored")

  -- 11. Apply. The status buffer is open meanwhile (hidden): it must follow the store.
  t0 = now()
  vim.cmd("Bugbash status " .. id)
  await(ext.methods.status, t0, SHORT)
  local status_buf = vim.api.nvim_get_current_buf()
  vim.cmd("close")
  vim.cmd("buffer " .. stock_buf)
  vim.api.nvim_win_set_cursor(0, { 44, 8 })
  wait(SHORT, function()
    return has_title(code_action_titles(stock_buf, 43), "Apply approved fix")
  end, "the 'Apply approved fix' code action after approval")
  log("ok: the apply code action is offered after approval")
  local final
  if apply_mode == "action" then
    pick = function(title)
      return title:find("Apply approved fix", 1, true) ~= nil
    end
    t0 = now()
    vim.lsp.buf.code_action()
    final = await(ext.commands.verify, t0)
    log("ok: applied through the code action's edit; the plugin saved and ran bugbash.verify")
  else
    t0 = now()
    vim.cmd("Bugbash fix")
    local fixed = await(ext.commands.fix, t0)
    check(fixed.applied == true, "bugbash.fix says not applied: " .. tostring(fixed.message))
    final = fixed.status
    log("ok: :Bugbash fix applied the edit: " .. tostring(fixed.message))
  end
  local expected = blocked and "BLOCKED" or "FIXED"
  check(
    final.phase == expected,
    "expected " .. expected .. ", got " .. tostring(final.phase) .. " " .. vim.inspect(final.blockedReason or final.implementation)
  )
  log("ok: phase " .. expected)

  -- 11b. The plan and status buffers follow the store: their headers say the new phase (the plan
  -- buffer said "[APPROVED]" after FIXED).
  local plan_buf = vim.fn.bufnr("bugbash://plan/" .. id)
  check(plan_buf ~= -1, "the plan buffer of " .. id .. " is gone")
  wait(SHORT, function()
    local head = vim.api.nvim_buf_get_lines(plan_buf, 0, 1, false)[1] or ""
    return head:find("[" .. expected .. "]", 1, true) ~= nil
  end, function()
    return "the plan buffer's header to say [" .. expected .. "]: " .. (vim.api.nvim_buf_get_lines(plan_buf, 0, 1, false)[1] or "") 
  end)
  local plan_head = vim.api.nvim_buf_get_lines(plan_buf, 0, 1, false)[1]
  check(not plan_head:find("APPROVED", 1, true) and not plan_head:find("approved", 1, true), "the plan buffer's header still says approved: " .. plan_head)
  wait(SHORT, function()
    local head = vim.api.nvim_buf_get_lines(status_buf, 0, 1, false)[1] or ""
    return head:find("[" .. expected .. "]", 1, true) ~= nil
  end, "the status buffer's header to say [" .. expected .. "]")
  log("ok: the plan buffer's header follows the store: " .. plan_head)

  -- 12. The file changed (buffer and disk), nothing left unsaved.
  vim.cmd("silent! checktime")
  local line44 = vim.api.nvim_buf_get_lines(stock_buf, 43, 44, false)[1]
  check(line44 == PLANNED_LINE, "stock.py:44 in the buffer is " .. vim.inspect(line44))
  local disk = vim.fn.readfile(ws .. "/inventory/stock.py")
  check(disk[44] == PLANNED_LINE, "stock.py:44 on disk is " .. vim.inspect(disk[44]))
  check(not vim.bo[stock_buf].modified, "stock.py is left modified (unsaved)")
  if imported_patch then
    check(vim.fn.filereadable(ws .. "/tests/test_rename_regression.py") == 1, "the plan's new test file was not written")
  else
    log("ok: the server's own (mutation) plan changed the line alone")
  end

  if not blocked then
    -- The diagnostic is gone.
    wait(SHORT, function()
      return #bugbash_diags(stock_buf) == 0
    end, "the bugbash diagnostic to disappear after FIXED")
    log("ok: stock.py:44 is fixed in the buffer and on disk; the diagnostic is gone")
    -- FIXED, not committed yet: the code action and the lens offer Commit (the engine's table).
    wait(SHORT, function()
      return has_title(code_action_titles(stock_buf, 43), "Commit the fix (")
    end, function()
      return "a Commit code action on stock.py:44 after FIXED: " .. vim.inspect(code_action_titles(stock_buf, 43))
    end)
    local commit_lens = pcall(wait, SHORT, function()
      pcall(vim.lsp.codelens.refresh)
      for _, lens in ipairs(vim.lsp.codelens.get(stock_buf) or {}) do
        if lens.command and lens.command.title == "Commit" then
          return true
        end
      end
      return false
    end, "a Commit lens")
    check_later(commit_lens, "no Commit lens on stock.py:44 after FIXED")
    log("ok: after FIXED the code action" .. (commit_lens and " and the lens offer" or " offers") .. " Commit")
  else
    -- 12b. BLOCKED: the diagnostic says why; roll back (buffers reload), then retry.
    wait(SHORT, function()
      local d = bugbash_diags(stock_buf)[1]
      return d and d.message:find("[BLOCKED]", 1, true) and d.message:find("Blocked:", 1, true)
    end, "the diagnostic to say [BLOCKED] and why")
    log("ok: the wrong fix is in the buffer and on disk; the diagnostic says: " .. bugbash_diags(stock_buf)[1].message)
    vim.api.nvim_win_set_cursor(0, { 44, 8 })
    t0 = now()
    vim.cmd("Bugbash rollback")
    local rb = await(ext.commands.rollback, t0)
    check(vim.tbl_contains(rb.restored or {}, "inventory/stock.py"), "rollback did not restore inventory/stock.py: " .. vim.inspect(rb))
    wait(SHORT, function()
      return vim.api.nvim_buf_get_lines(stock_buf, 43, 44, false)[1] == BUGGY
    end, "the stock.py buffer to show the restored line after rollback")
    check(vim.fn.readfile(ws .. "/inventory/stock.py")[44] == BUGGY, "stock.py on disk is not restored")
    check(vim.fn.filereadable(ws .. "/tests/test_rename_regression.py") == 0, "rollback left the new test file")
    log("ok: :Bugbash rollback restored " .. table.concat(rb.restored, ", ") .. " and the buffer reloaded")
    if existing_test_case then
      -- Every file that existed before the fix, byte for byte (the plan's test case was an
      -- existing file: it must not be deleted or changed).
      local diff = tree_diff(hashes_before_fix, tree_hashes())
      if check_later(#diff == 0, "after the rollback the workspace differs from before the fix: " .. table.concat(diff, ", ")) then
        log("ok: after the rollback every file is byte-identical to before the fix (SHA-256 of each)")
      end
    end
    -- The lens follows the store: a rolled-back fix offers no second roll back.
    local lens_ok = pcall(wait, SHORT, function()
      local all = {}
      for _, lens in ipairs(vim.lsp.codelens.get(stock_buf) or {}) do
        table.insert(all, lens.command and lens.command.title or "")
      end
      local text = table.concat(all, " | ")
      return text:find("BLOCKED", 1, true) and not text:find("Roll back", 1, true)
    end, function()
      local all = {}
      for _, lens in ipairs(vim.lsp.codelens.get(stock_buf) or {}) do
        table.insert(all, lens.command and lens.command.title or "")
      end
      return "the code lens to stop offering Roll back after the rollback (lenses: " .. table.concat(all, " | ") .. ")"
    end)
    local now_lenses = {}
    for _, lens in ipairs(vim.lsp.codelens.get(stock_buf) or {}) do
      table.insert(now_lenses, lens.command and lens.command.title or "")
    end
    if check_later(lens_ok, "after the rollback the lens still offers Roll back: " .. table.concat(now_lenses, " | ")) then
      log("ok: after the rollback the lens offers no Roll back")
    end
    t0 = now()
    vim.cmd("Bugbash retry " .. id)
    local rt = await(ext.commands.retry, t0)
    check(rt.phase == "ANALYZED", "expected ANALYZED after retry, got " .. tostring(rt.phase))
    wait(SHORT, function()
      local d = bugbash_diags(stock_buf)[1]
      return d and d.lnum == 43 and d.message:find("[ANALYZED]", 1, true)
    end, "the diagnostic to say [ANALYZED] after retry")
    log("ok: :Bugbash retry analyzed again; the diagnostic is back at stock.py:44")
  end
  check(status_of(id).phase == FINAL, "bugbash/status does not say " .. FINAL)

  -- 13. :Bugbash list fills the quickfix list; :Bugbash status opens the status.
  t0 = now()
  vim.cmd("Bugbash list")
  await(ext.methods.list, t0, SHORT)
  local qf = vim.fn.getqflist({ title = 0, items = 0 })
  check(qf.title == "bugbash investigations", "quickfix title " .. vim.inspect(qf.title))
  local found = false
  for _, item in ipairs(qf.items) do
    if item.text:find(ui.handle(id), 1, true) and item.text:find("[" .. FINAL .. "]", 1, true) then
      found = true
      check(item.lnum == 44, "the quickfix item points at line " .. item.lnum)
      check(vim.api.nvim_buf_get_name(item.bufnr) == ws .. "/inventory/stock.py", "quickfix file " .. vim.api.nvim_buf_get_name(item.bufnr))
    end
  end
  check(found, "the quickfix list lacks " .. id .. " [" .. FINAL .. "]: " .. vim.inspect(qf.items))
  log("ok: :Bugbash list filled the quickfix list")
  check(vim.tbl_contains(vim.fn.getcompletion("Bugbash status ", "cmdline"), id), "the id is not completed after :Bugbash status")
  vim.cmd("cclose")
  t0 = now()
  vim.cmd("Bugbash status " .. id)
  await(ext.methods.status, t0, SHORT)
  local status_buf = vim.api.nvim_get_current_buf()
  check(vim.api.nvim_buf_get_name(status_buf):find("bugbash://status/" .. id, 1, true), "no status buffer")
  check(buffer_text(status_buf):find("[" .. FINAL .. "]", 1, true), "the status buffer does not say " .. FINAL .. ":\n" .. buffer_text(status_buf))
  log("ok: :Bugbash status opened the status buffer")
  vim.cmd("close")

  -- 14. :checkhealth bugbash.
  vim.cmd("checkhealth bugbash")
  local health = buffer_text(0)
  check(health:find("version: bugbash", 1, true), "checkhealth does not show the server version:\n" .. health)
  check(health:find("is readable", 1, true), "checkhealth does not say the store is readable:\n" .. health)
  check(not health:find("ERROR", 1, true), "checkhealth reports an error:\n" .. health)
  check(health:find("bugbash: doctor", 1, true), "checkhealth does not run the doctor:\n" .. health)
  check(health:find("%d+ ok, %d+ warning%(s%), 0 failure%(s%)"), "checkhealth lacks the doctor's summary:\n" .. health)
  check(health:find("store: ", 1, true), "checkhealth lacks the doctor's store check:\n" .. health)
  log("ok: :checkhealth bugbash")

  if apply_mode == "command" then
    local function git(args)
      local cmd = { "git", "-C", ws }
      vim.list_extend(cmd, args)
      local out = vim.fn.system(cmd)
      check(vim.v.shell_error == 0, "git " .. table.concat(args, " ") .. ": " .. out)
      return vim.trim(out)
    end
    -- 15. :Bugbash commit: one conventional commit with only the fix; an unrelated file stays
    -- untracked; a second commit is refused.
    local head = git({ "rev-parse", "HEAD" })
    vim.fn.writefile({ "not part of the fix" }, ws .. "/NOTES.txt")
    t0 = now()
    vim.cmd("Bugbash commit " .. id)
    local committed = await(ext.commands.commit, t0)
    check(committed.commit == git({ "rev-parse", "HEAD" }), "bugbash.commit answered " .. tostring(committed.commit) .. ", HEAD is " .. git({ "rev-parse", "HEAD" }))
    check(git({ "rev-parse", "HEAD~1" }) == head, "the commit is not one commit on top of " .. head)
    check(tostring(committed.subject):find("^fix%(") ~= nil, "the subject is not conventional: " .. tostring(committed.subject))
    local files = git({ "show", "--name-only", "--format=", "HEAD" })
    check(files:find("inventory/stock.py", 1, true) and not files:find("NOTES.txt", 1, true), "the commit's files: " .. files)
    check(git({ "status", "--porcelain" }):find("?? NOTES.txt", 1, true), "NOTES.txt is no longer untracked")
    check(#(committed.status.nextActions or {}) == 0, "after the commit it still offers " .. vim.inspect(committed.status.nextActions))
    t0 = now()
    vim.cmd("Bugbash commit " .. id)
    wait(SHORT, function()
      return result_of(ext.commands.commit, t0) ~= nil
    end, "the answer to a second :Bugbash commit")
    local again = result_of(ext.commands.commit, t0)
    check(again.err and tostring(again.err.message):find("already committed", 1, true), "a second commit was not refused: " .. vim.inspect(again))
    log("ok: :Bugbash commit made " .. committed.commit:sub(1, 12) .. " " .. committed.subject .. " (" .. files:gsub("\n", ", ") .. "); a second one is refused")

    -- 16. The bug back (git revert), :Bugbash loop fixes it in a sandbox: the files stay as
    -- they are, one PLANNED investigation holds the combined plan.
    vim.fn.delete(ws .. "/NOTES.txt")
    git({ "revert", "--no-edit", "HEAD" })
    vim.cmd("silent! checktime")
    local before_loop = tree_hashes()
    t0 = now()
    vim.cmd("Bugbash loop --max-cycles 2 --target inventory/stock.py python3 -m unittest discover -s tests -t .")
    local looped = await(ext.commands.loop, t0, STEP_TIMEOUT * 2)
    check(looped.outcome == "passed", "the loop did not pass: " .. tostring(looped.summary))
    check(looped.status.phase == "PLANNED", "the loop's investigation is " .. tostring(looped.status.phase))
    -- The options reached the engine: the loop's record in the store.
    local state_file = ws .. "/.bugbash/bugs/" .. looped.status.investigationId .. "/state.json"
    local recorded = vim.fn.json_decode(table.concat(vim.fn.readfile(state_file), "\n")).debug_loop
    check(recorded.max_cycles == 2, "max_cycles recorded: " .. vim.inspect(recorded.max_cycles))
    check(vim.deep_equal(recorded.targets, { "inventory/stock.py" }), "targets recorded: " .. vim.inspect(recorded.targets))
    check(recorded.test_command == "python3 -m unittest discover -s tests -t .", "test command recorded: " .. tostring(recorded.test_command))
    local loop_diff = tree_diff(before_loop, tree_hashes())
    check(#loop_diff == 0, "the loop changed the workspace: " .. table.concat(loop_diff, ", "))
    log("ok: :Bugbash loop --max-cycles 2 --target inventory/stock.py " .. looped.summary .. " in a sandbox; " .. looped.status.investigationId .. " is PLANNED; every file is byte-identical")

    -- 17. :Bugbash bisect with the fix commit as the good ref: the revert is the first bad one;
    -- HEAD and the tree stay.
    local revert = git({ "rev-parse", "HEAD" })
    local porcelain = git({ "status", "--porcelain" })
    t0 = now()
    vim.cmd("Bugbash bisect " .. looped.status.investigationId .. " HEAD~1")
    local bisected = await(ext.commands.bisect, t0)
    check(bisected.firstBad == revert, "bisect named " .. tostring(bisected.firstBad) .. ", the revert is " .. revert)
    check(git({ "rev-parse", "HEAD" }) == revert and git({ "status", "--porcelain" }) == porcelain, "bisect moved HEAD or changed the tree")
    log("ok: :Bugbash bisect: " .. bisected.sentence)
  end
end

local ok, err = xpcall(scenario, function(e)
  if getmetatable(e) == FAIL then
    return e
  end
  return debug.traceback(tostring(e), 2)
end)
for _, s in ipairs(skipped) do
  log("SKIPPED: " .. s)
end
if ok and #late_failures > 0 then
  ok, err = false, { msg = table.concat(late_failures, "; ") }
end
if ok then
  log("PASS")
  vim.cmd("qall!")
else
  local msg = type(err) == "table" and err.msg or tostring(err)
  if #late_failures > 0 and not msg:find(late_failures[1], 1, true) then
    msg = msg .. " (and before it: " .. table.concat(late_failures, "; ") .. ")"
  end
  log("FAIL: " .. msg)
  log("lsp log: " .. vim.lsp.get_log_path())
  vim.cmd("cquit")
end
