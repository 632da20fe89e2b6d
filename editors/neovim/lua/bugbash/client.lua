--- Starting `bugbash lsp` for a workspace, attaching buffers, and talking to it.
---
--- One client per workspace root. On Neovim 0.8+ through `vim.lsp.start` (which reuses a client
--- with the same name and root); on 0.7 through `vim.lsp.start_client` + `buf_attach_client`.
--- Every call that differs between versions (client methods, client lookup) goes through the
--- small helpers here, so the rest of the plugin never asks which Neovim it runs in.
local config = require("bugbash.config")
local ext = require("bugbash.lsp_ext")

local M = {}

local uv = vim.uv or vim.loop
local has_011 = vim.fn.has("nvim-0.11") == 1

M.name = "bugbash"

--- Client ids by root folder (0.7 only; newer versions let `vim.lsp.start` reuse).
local by_root = {}

--- Buffers waiting for their client to finish initializing (0.7), by client id. Neovim 0.7
--- answers a request in a buffer attached to a client that is still initializing with "method
--- ... is not supported by any of the servers registered for the current buffer"; attaching
--- only once the client is initialized avoids that.
local pending_attach = {}

-- Version shims ------------------------------------------------------------------------------

--- `client:request` on 0.11+ (the dot form is deprecated there), `client.request` before.
function M.request(client, method, params, handler, bufnr)
  if has_011 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

function M.request_sync(client, method, params, timeout_ms, bufnr)
  if has_011 then
    return client:request_sync(method, params, timeout_ms, bufnr)
  end
  return client.request_sync(method, params, timeout_ms, bufnr)
end

function M.notify(client, method, params)
  if has_011 then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

function M.is_stopped(client)
  if has_011 then
    return client:is_stopped()
  end
  return client.is_stopped()
end

--- Every running bugbash client (optionally only those attached to `bufnr`).
---@return table[]
function M.clients(bufnr)
  local found = {}
  if vim.lsp.get_clients then
    found = vim.lsp.get_clients({ name = M.name, bufnr = bufnr })
  elseif bufnr then
    for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if c.name == M.name then
        table.insert(found, c)
      end
    end
  else
    for _, c in ipairs(vim.lsp.get_active_clients()) do
      if c.name == M.name then
        table.insert(found, c)
      end
    end
  end
  local out = {}
  for _, c in ipairs(found) do
    if not M.is_stopped(c) then
      table.insert(out, c)
    end
  end
  return out
end

-- Roots --------------------------------------------------------------------------------------

local function exists(path)
  return uv.fs_stat(path) ~= nil
end

local function parent(dir)
  local p = vim.fn.fnamemodify(dir, ":h")
  if p == dir then
    return nil
  end
  return p
end

--- The workspace root for a path: the nearest folder upwards holding `.bugbash/` (the store, as
--- the CLI finds it), else the nearest holding one of `root_markers`, else nil.
---@param path string a file or folder
---@return string|nil
function M.find_root(path)
  if not path or path == "" then
    return nil
  end
  path = vim.fn.fnamemodify(path, ":p")
  local start = path
  if vim.fn.isdirectory(path) == 0 then
    start = vim.fn.fnamemodify(path, ":h")
  end
  start = start:gsub("/+$", "")
  if start == "" then
    start = "/"
  end
  local dir = start
  while dir do
    if vim.fn.isdirectory(dir .. "/.bugbash") == 1 then
      return dir
    end
    dir = parent(dir)
  end
  local markers = config.get().root_markers or {}
  dir = start
  while dir do
    for _, m in ipairs(markers) do
      if exists(dir .. "/" .. m) then
        return dir
      end
    end
    dir = parent(dir)
  end
  return nil
end

-- Handlers -----------------------------------------------------------------------------------

--- Buffers (by URI) that an edit from the server touches.
local function edited_uris(edit)
  local uris = {}
  if type(edit) ~= "table" then
    return uris
  end
  for uri, _ in pairs(edit.changes or {}) do
    table.insert(uris, uri)
  end
  for _, change in ipairs(edit.documentChanges or {}) do
    if change.textDocument and change.textDocument.uri then
      table.insert(uris, change.textDocument.uri)
    elseif change.kind == "create" and change.uri then
      table.insert(uris, change.uri)
    end
  end
  return uris
end

--- A buffer that was empty before an edit (a file the edit created, or an empty file) holds
--- the edit's text "a\nb\n" as the lines { "a", "b", "" }, which `:write` turns into
--- "a\nb\n\n". Make the lines say exactly the text: drop that last empty line (the write adds
--- the final newline back), or, when the text has no final newline, write none.
local function fix_final_newline(bufnr, fname)
  local stat = uv.fs_stat(fname)
  if stat and stat.size > 0 then
    return
  end
  local n = vim.api.nvim_buf_line_count(bufnr)
  local last = vim.api.nvim_buf_get_lines(bufnr, n - 1, n, false)[1]
  if n > 1 and last == "" then
    vim.api.nvim_buf_set_lines(bufnr, n - 1, n, false, {})
    vim.bo[bufnr].eol = true
  elseif last ~= "" then
    vim.bo[bufnr].eol = false
    vim.bo[bufnr].fixeol = false
  end
end

--- Writes the loaded, modified buffers of these URIs: the server verifies the files on disk.
--- New files get their folder created first.
---@param uris string[]
---@return string[] written file names
function M.save_uris(uris)
  local written = {}
  for _, uri in ipairs(uris) do
    local ok, bufnr = pcall(vim.uri_to_bufnr, uri)
    if ok and vim.api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].modified then
      local fname = vim.api.nvim_buf_get_name(bufnr)
      fix_final_newline(bufnr, fname)
      vim.fn.mkdir(vim.fn.fnamemodify(fname, ":h"), "p")
      local saved, err = pcall(vim.api.nvim_buf_call, bufnr, function()
        vim.cmd("silent keepalt write!")
      end)
      if saved then
        table.insert(written, fname)
      else
        require("bugbash.ui").error("could not write " .. fname .. ": " .. tostring(err))
      end
    end
  end
  return written
end

--- `workspace/applyEdit` as Neovim does it, then the edited buffers are written (option
--- `save_after_apply`): `bugbash.fix` verifies the files on disk once the edit is applied.
local function apply_edit_handler(err, params, ctx, hconfig)
  local default = vim.lsp.handlers["workspace/applyEdit"]
  local result = default(err, params, ctx, hconfig)
  if type(result) == "table" and result.applied and config.get().save_after_apply then
    M.save_uris(edited_uris(params and params.edit))
  end
  return result
end

--- Commands of this plugin waiting for their answer, and until when (`uv.now()`) the server's
--- information messages are still about the last one (they may arrive just after the answer).
M.inflight = 0
M.quiet_until = 0

--- `window/showMessage` through `vim.notify`. While a command of this plugin runs (and for a
--- second after), the server's information messages (the outcome of that command) are not
--- shown: the plugin shows the answer itself, with the next actions. Warnings and errors are
--- always shown.
---@type { type: integer, message: string }[] every message received, for scripts and tests
M.messages = {}
local function show_message(_, params, _)
  if type(params) ~= "table" then
    return vim.NIL
  end
  table.insert(M.messages, params)
  local levels = { vim.log.levels.ERROR, vim.log.levels.WARN, vim.log.levels.INFO, vim.log.levels.DEBUG }
  local level = levels[params.type] or vim.log.levels.INFO
  local busy = M.inflight > 0 or uv.now() < M.quiet_until
  local hidden = level == vim.log.levels.DEBUG or (level == vim.log.levels.INFO and busy)
  if not hidden then
    local msg = tostring(params.message):gsub("^bugbash%s+", "")
    require("bugbash.ui").notify(msg, level)
  end
  return vim.NIL
end

local function investigations_changed(_, params, ctx)
  require("bugbash.ui").on_investigations_changed(params, ctx)
end

-- Code lenses -------------------------------------------------------------------------------

--- Refreshes code lenses of the buffers attached to bugbash (option `codelens`).
function M.refresh_codelens()
  if not config.get().codelens then
    return
  end
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and #M.clients(bufnr) > 0 then
      if vim.fn.has("nvim-0.10") == 1 then
        pcall(vim.lsp.codelens.refresh, { bufnr = bufnr })
      elseif bufnr == vim.api.nvim_get_current_buf() then
        pcall(vim.lsp.codelens.refresh)
      end
    end
  end
end

local codelens_group = nil

--- Keeps the lenses of `bugbash` buffers fresh (option `codelens`): on entering a buffer, after
--- leaving insert mode and after writing; the store's changes refresh them too
--- (`bugbash/investigationsChanged`).
local function watch_codelens(bufnr)
  if not config.get().codelens then
    return
  end
  codelens_group = codelens_group or vim.api.nvim_create_augroup("bugbash_codelens", { clear = true })
  vim.api.nvim_clear_autocmds({ group = codelens_group, buffer = bufnr })
  vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, {
    group = codelens_group,
    buffer = bufnr,
    callback = function()
      M.refresh_codelens()
    end,
  })
end

-- Starting -----------------------------------------------------------------------------------

local function client_commands()
  local actions = require("bugbash.actions")
  local cmds = {}
  for _, id in pairs(ext.commands) do
    cmds[id] = function(command, ctx)
      actions.from_client(command, ctx)
    end
  end
  return cmds
end

local function capabilities()
  local caps = vim.lsp.protocol.make_client_capabilities()
  caps.window = caps.window or {}
  caps.window.workDoneProgress = true
  return caps
end

--- The `vim.lsp` client configuration for a workspace root.
---@param root string
function M.make_config(root)
  local opts = config.get()
  local cfg = {
    name = M.name,
    cmd = config.cmd(),
    cmd_env = opts.cmd_env,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = M.object(opts.settings),
    settings = { bugbash = M.object(opts.settings) },
    capabilities = capabilities(),
    handlers = {
      ["workspace/applyEdit"] = apply_edit_handler,
      ["window/showMessage"] = show_message,
      [ext.methods.investigations_changed] = investigations_changed,
    },
    commands = client_commands(),
    on_init = function(client)
      vim.schedule(function()
        M.on_initialized(client)
      end)
    end,
    on_attach = function(_, bufnr)
      -- The failing run's values as inlay hints (0.10+; 0.7 has no inlay hints).
      local hints = vim.lsp.inlay_hint
      if opts.inlay_hints and type(hints) == "table" and hints.enable then
        pcall(hints.enable, true, { bufnr = bufnr })
      end
    end,
    on_exit = function(code, signal, client_id)
      for r, id in pairs(by_root) do
        if id == client_id then
          by_root[r] = nil
        end
      end
      pending_attach[client_id] = nil
      if code ~= 0 and signal ~= 15 then
        require("bugbash.ui").warn(
          string.format("the server exited with code %d (signal %d); :checkhealth bugbash may say why", code, signal)
        )
      end
    end,
  }
  return cfg
end

--- Starts (or reuses) the server for the root of `bufnr` and attaches the buffer.
---@param bufnr integer|nil
---@param root string|nil defaults to the buffer's root, then the current directory's
---@return integer|nil client id
function M.attach(bufnr, root)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not vim.api.nvim_buf_is_valid(bufnr) then
    return nil
  end
  if vim.bo[bufnr].buftype ~= "" then
    return nil
  end
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" or name:match("^%a[%w+.-]*://") then
    return nil
  end
  root = root or M.find_root(name)
  if not root then
    return nil
  end
  if vim.fn.executable(config.cmd()[1]) == 0 then
    vim.notify_once(
      "bugbash: the server `" .. config.cmd()[1] .. "` is not executable; set vim.g.bugbash = { server = '/path/to/bugbash' } (:checkhealth bugbash)",
      vim.log.levels.WARN
    )
    return nil
  end
  watch_codelens(bufnr)
  if vim.lsp.start then
    return vim.lsp.start(M.make_config(root), { bufnr = bufnr })
  end
  local id = by_root[root]
  local client = id and vim.lsp.get_client_by_id(id)
  if not client or M.is_stopped(client) then
    id = vim.lsp.start_client(M.make_config(root))
    if not id then
      return nil
    end
    by_root[root] = id
    client = vim.lsp.get_client_by_id(id)
  end
  if client and client.initialized then
    vim.lsp.buf_attach_client(bufnr, id)
  else
    pending_attach[id] = pending_attach[id] or {}
    pending_attach[id][bufnr] = true
  end
  return id
end

--- Once a client is initialized: attach the buffers that waited for it (0.7), show the lenses,
--- and install the diagnostic float's format.
function M.on_initialized(client)
  local waiting = pending_attach[client.id] or {}
  pending_attach[client.id] = nil
  for bufnr, _ in pairs(waiting) do
    if vim.api.nvim_buf_is_valid(bufnr) and vim.api.nvim_buf_is_loaded(bufnr) then
      vim.lsp.buf_attach_client(bufnr, client.id)
    end
  end
  require("bugbash.ui").install_diagnostic_float()
  -- The first lenses: 0.7 has no refresh request from the server, and the BufEnter of the
  -- buffer that started the server came before the server could answer.
  vim.defer_fn(M.refresh_codelens, 50)
end

--- Whether `bufnr` waits for its client to initialize (0.7).
function M.attach_pending(bufnr)
  for id, bufs in pairs(pending_attach) do
    if bufs[bufnr] then
      return id
    end
  end
  return nil
end

--- The client to talk to for `bufnr`: the one attached to it (attaching first when the buffer is
--- a file in a workspace), else the one whose root holds the current directory, else any.
---@param bufnr integer|nil
---@return table|nil
function M.get(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local attached = M.clients(bufnr)
  if #attached > 0 then
    return attached[1]
  end
  local waiting = M.attach_pending(bufnr)
  if waiting then
    return vim.lsp.get_client_by_id(waiting)
  end
  local id = M.attach(bufnr)
  if id then
    return vim.lsp.get_client_by_id(id)
  end
  local all = M.clients()
  local cwd = vim.fn.getcwd()
  for _, c in ipairs(all) do
    local r = c.config and c.config.root_dir
    if r and (cwd == r or cwd:sub(1, #r + 1) == r .. "/") then
      return c
    end
  end
  if all[1] then
    return all[1]
  end
  -- No file buffer to attach: start for the current directory's workspace.
  local root = M.find_root(cwd)
  if root and vim.fn.executable(config.cmd()[1]) == 1 then
    local cfg = M.make_config(root)
    local cid
    if vim.lsp.start then
      cid = vim.lsp.start(cfg, { attach = false, bufnr = bufnr })
    else
      cid = by_root[root] or vim.lsp.start_client(cfg)
      by_root[root] = cid
    end
    return cid and vim.lsp.get_client_by_id(cid)
  end
  return nil
end

--- Calls `fn(client)` once a client for `bufnr` is initialized (at most `timeout_ms`, 10 s).
---@param bufnr integer|nil
---@param fn fun(client: table)
function M.with_client(bufnr, fn, timeout_ms)
  local client = M.get(bufnr)
  if not client then
    require("bugbash.ui").error(
      "no server for this buffer: open a file inside a workspace (a folder with .bugbash/, .git, ...), and see :checkhealth bugbash"
    )
    return
  end
  local deadline = uv.now() + (timeout_ms or 10000)
  local function try()
    if M.is_stopped(client) then
      require("bugbash.ui").error("the server stopped before it was ready (:checkhealth bugbash)")
      return
    end
    local b = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
    if client.initialized and not M.attach_pending(b) then
      fn(client)
    elseif uv.now() > deadline then
      require("bugbash.ui").error("the server did not finish initializing in time")
    else
      vim.defer_fn(try, 30)
    end
  end
  try()
end

--- `t`, or a table that encodes as the JSON object `{}` when `t` is empty or nil (an empty Lua
--- table encodes as `[]`, which the server does not take for an object).
function M.object(t)
  if type(t) ~= "table" or next(t) == nil then
    return vim.empty_dict()
  end
  return t
end

--- A person-readable message for a JSON-RPC error.
function M.error_message(err)
  if type(err) ~= "table" then
    return tostring(err)
  end
  local msg = err.message or vim.inspect(err)
  if err.code == ext.errors.request_cancelled then
    return "cancelled"
  end
  return msg
end

return M
