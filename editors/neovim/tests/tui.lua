-- The bugbash Neovim plugin as a person sees it: a real Neovim with its terminal UI, run inside
-- a `:terminal` of a headless Neovim, typed at with `nvim_input` over its RPC socket, and read
-- back from the terminal's screen. Nothing is stubbed: the real `vim.ui.input`,
-- `vim.ui.select` (inputlist) and `vim.notify` (echo) of that version.
--
-- Run by scripts/test-neovim.sh (mode "tui") on Neovim 0.7.2 and 0.11.4:
--   nvim --headless --clean -c "luafile editors/neovim/tests/tui.lua"
-- Environment: BUGBASH_BIN, BUGBASH_PLUGIN_DIR, BUGBASH_TEST_WS (a git copy of
-- examples/python-inventory), NVIM_UNDER_TEST (the editor to run in the terminal).
--
-- Checks:
-- - a code action right after opening a file does not answer "not supported by any of the
--   servers" (0.7 did while the client was initializing);
-- - no hit-enter prompt ("Press ENTER", mode "r") after the description prompt of
--   :Bugbash investigate nor while its progress runs, in a 60-column screen where the progress
--   lines are longer than the command line;
-- - the investigation ends at the root cause (inventory/stock.py:44 is the current line);
-- - :Bugbash approve draws the plan's diff BEFORE its question: when the prompt is on the
--   screen, the diff's lines are on the screen too; answering approves.

local ws = assert(os.getenv("BUGBASH_TEST_WS"), "BUGBASH_TEST_WS is not set")
local plugin_dir = assert(os.getenv("BUGBASH_PLUGIN_DIR"), "BUGBASH_PLUGIN_DIR is not set")
local bin = assert(os.getenv("BUGBASH_BIN"), "BUGBASH_BIN is not set")
local nvim = assert(os.getenv("NVIM_UNDER_TEST"), "NVIM_UNDER_TEST is not set")
local uv = vim.uv or vim.loop
local v = vim.version()
local tag = string.format("[nvim %d.%d.%d tui] ", v.major, v.minor, v.patch)

local function log(msg)
  io.stdout:write(tag .. msg .. "\n")
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

-- The screen: 60 columns, so the progress lines are longer than the command line.
vim.o.columns = 60
vim.o.lines = 24
local init = vim.fn.tempname() .. ".lua"
vim.fn.writefile({
  "vim.opt.runtimepath:prepend(" .. vim.inspect(plugin_dir) .. ")",
  "vim.g.bugbash = { server = " .. vim.inspect(bin) .. ", window = 'split' }",
  "vim.o.swapfile = false",
  "vim.o.shortmess = vim.o.shortmess .. 'I'",
}, init)
local sock = vim.fn.tempname() .. ".sock"
vim.cmd("enew")
local term_buf = vim.api.nvim_get_current_buf()
local job = vim.fn.termopen({ nvim, "--clean", "-u", init, "--listen", sock }, {
  cwd = ws,
  env = { TERM = "xterm-256color" },
})
check(job > 0, "could not start " .. nvim .. " in a terminal")
vim.wait(10000, function()
  return uv.fs_stat(sock) ~= nil
end, 20)
local ch = vim.fn.sockconnect("pipe", sock, { rpc = true })
check(ch > 0, "could not connect to the editor under test at " .. sock)

local function screen()
  return table.concat(vim.api.nvim_buf_get_lines(term_buf, 0, -1, false), "\n")
end
local function mode()
  return vim.rpcrequest(ch, "nvim_get_mode")
end
local function type_keys(keys)
  vim.rpcrequest(ch, "nvim_input", keys)
end
local function lua(code, ...)
  return vim.rpcrequest(ch, "nvim_exec_lua", code, { ... })
end

--- Fails when the editor waits at a hit-enter prompt.
local function no_hit_enter(when)
  local m = mode()
  local s = screen()
  if m.mode == "r" or s:find("Press ENTER", 1, true) then
    fail("a hit-enter prompt " .. when .. " (mode " .. m.mode .. "); the screen:\n" .. s)
  end
end

--- Waits for `pred()` (polling every 100 ms), checking for hit-enter prompts meanwhile.
local function wait_for(ms, pred, what, watch)
  local deadline = uv.now() + ms
  while true do
    vim.wait(100)
    if watch then
      no_hit_enter(watch)
    end
    local ok, res = pcall(pred)
    if ok and res and res ~= vim.NIL then
      return res
    end
    if uv.now() > deadline then
      fail("timed out after " .. ms .. " ms waiting for " .. what .. "; the screen:\n" .. screen())
    end
  end
end

local function result_of(key)
  return lua("local r = require('bugbash.actions').results[...]; return r and { err = r.err and tostring(r.err.message or r.err) or nil, result = r.result } or false", key)
end

local function scenario()
  log("workspace " .. ws .. ", editor " .. nvim)
  -- 1. Open the test file and ask for code actions at once, before the server is initialized.
  type_keys(":edit tests/test_stock.py<CR>:lua vim.lsp.buf.code_action()<CR>")
  vim.wait(1500)
  type_keys("<Esc>")
  local messages = vim.rpcrequest(ch, "nvim_exec", "messages", true)
  check(not messages:find("not supported", 1, true), "a code action right after opening the file answered:\n" .. messages)
  log("ok: a code action right after opening the file is not answered 'not supported'")
  wait_for(20000, function()
    return lua("local c = require('bugbash.client').clients(0)[1]; return c ~= nil and c.initialized == true")
  end, "the bugbash client to attach and initialize")
  log("ok: the client is attached and initialized")

  -- 2. :Bugbash investigate in the failing test: the real description prompt, then progress
  -- longer than the command line; never a hit-enter prompt.
  type_keys(":27<CR>:Bugbash investigate<CR>")
  wait_for(10000, function()
    return screen():find("what is wrong", 1, true) and mode().mode:match("^c")
  end, "the description prompt")
  type_keys("Renaming a SKU raises KeyError instead of moving the item<CR>")
  local r = wait_for(240000, function()
    return result_of("bugbash.investigate")
  end, "the investigation to end", "after the description prompt or during the progress")
  check(r.err == nil, "bugbash.investigate failed: " .. tostring(r.err))
  local id = r.result.investigationId
  log("ok: investigated " .. id .. " (" .. r.result.phase .. ") with no hit-enter prompt on the way")
  -- The outcome's message, the refreshes: still no prompt a moment later.
  for _ = 1, 15 do
    vim.wait(100)
    no_hit_enter("after the investigation's outcome was shown")
  end
  log("ok: no hit-enter prompt after the outcome; the command line says: " .. (vim.api.nvim_buf_get_lines(term_buf, -2, -1, false)[1] or ""):gsub("%s+$", ""))

  -- 3. Where it ended: the root cause is the current line.
  local where = wait_for(10000, function()
    local w = lua("return { vim.fn.expand('%:.'), vim.fn.line('.') }")
    return w[1] == "inventory/stock.py" and w[2] == 44 and w
  end, "the cursor at the root cause inventory/stock.py:44")
  log("ok: the editor jumped to the root cause " .. where[1] .. ":" .. where[2])

  if r.result.phase ~= "PLANNED" then
    log("SKIPPED: the approve prompt: the investigation is " .. r.result.phase .. " (no offline plan)")
    return
  end

  -- 4. :Bugbash approve: the diff is on the screen when the question is.
  type_keys(":Bugbash approve<CR>")
  wait_for(20000, function()
    return screen():find("approve plan", 1, true)
  end, "the approve question")
  vim.wait(300)
  local at_prompt = screen()
  check(
    at_prompt:find("-        item = self._items.pop(new_sku)", 1, true),
    "the approve question is on the screen but the plan's diff is not:\n" .. at_prompt
  )
  log("ok: when the approve question shows, the plan's diff is on the screen")
  type_keys("1<CR>")
  local a = wait_for(30000, function()
    return result_of("bugbash.approve")
  end, "the approval", "after answering the approve question")
  check(a.err == nil, "bugbash.approve failed: " .. tostring(a.err))
  check(a.result.phase == "APPROVED", "expected APPROVED, got " .. tostring(a.result.phase))
  for _ = 1, 10 do
    vim.wait(100)
    no_hit_enter("after the approval")
  end
  log("ok: approved " .. a.result.planHash:sub(1, 12) .. " with no hit-enter prompt")
end

local ok, err = xpcall(scenario, function(e)
  if getmetatable(e) == FAIL then
    return e
  end
  return debug.traceback(tostring(e), 2)
end)
-- Not nvim_command: a request that is not "fast" would wait for a prompt the editor shows.
pcall(vim.fn.jobstop, job)
if ok then
  log("PASS")
  vim.cmd("qall!")
else
  log("FAIL: " .. (type(err) == "table" and err.msg or tostring(err)))
  vim.cmd("cquit")
end
