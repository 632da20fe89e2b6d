--- Options: the defaults, laid under `vim.g.bugbash`, laid under what `setup()` was given.
--- Nothing is mandatory; `setup()` only exists for people who prefer it to `vim.g.bugbash`.
local M = {}

---@class bugbash.Options
M.defaults = {
  --- The server binary (a name on PATH or a path).
  server = "bugbash",
  --- The whole command line; overrides `server` when set, e.g. `{ "/opt/bugbash", "lsp" }`.
  cmd = nil,
  --- Extra environment for the server, e.g. `{ BUGBASH_LOG = "debug" }`.
  cmd_env = nil,
  --- Start the server when a buffer of one of `filetypes` opens inside a workspace.
  autostart = true,
  filetypes = {
    "python",
    "rust",
    "javascript",
    "javascriptreact",
    "typescript",
    "typescriptreact",
    "go",
    "java",
  },
  --- The workspace root: the nearest folder upwards holding `.bugbash/` (the store) wins; else
  --- the nearest folder holding one of these.
  root_markers = { ".git", "Cargo.toml", "pyproject.toml", "setup.py", "package.json", "go.mod" },
  --- Sent as `initializationOptions` (keys of `.bugbash/config.toml`, camelCase or snake_case),
  --- e.g. `{ testCommand = "pytest -x", llm = { provider = "openai", apiKeyEnv = "OPENAI_API_KEY" } }`.
  --- Put the NAME of the variable holding a key here, never the key.
  settings = {},
  --- Show `$/progress` of long commands in the command line (or a function(msg) of yours).
  progress = true,
  --- Write the buffers a fix edited before the server verifies the fix (the server refuses to
  --- verify unsaved buffers).
  save_after_apply = true,
  --- Show the plan and ask before approving.
  confirm_approve = true,
  --- Show the server's code lenses (`bugbash <id> · PHASE · risk`, next actions) on root-cause
  --- lines; `vim.lsp.codelens.run()` runs one. They are refreshed when a buffer is attached or
  --- entered and whenever the store changes.
  codelens = true,
  --- Show the failing run's values on root-cause lines as inlay hints (Neovim 0.10+: turns on
  --- `vim.lsp.inlay_hint` for the buffers bugbash attaches to). The server's `inlayHints`
  --- setting turns the hints themselves off.
  inlay_hints = true,
  --- Show the trace and the failing test (the diagnostic's related information) in
  --- `vim.diagnostic.open_float()` for bugbash diagnostics.
  diagnostic_trace = true,
  --- `:Bugbash investigate` takes the test under the cursor from neotest's positions (and its
  --- failure from neotest's results) when neotest is installed.
  neotest = true,
  --- Where the plan preview and status buffers open: "split", "vsplit", "tab" or "current".
  window = "split",
}

local from_setup = {}

local function is_list(t)
  return type(t) == "table" and (vim.islist or vim.tbl_islist)(t) and #t > 0
end

--- Deep merge where lists are replaced whole (a user's `filetypes` replaces the defaults).
local function merge(base, over)
  if type(over) ~= "table" or is_list(over) or type(base) ~= "table" or is_list(base) then
    return vim.deepcopy(over)
  end
  local out = vim.deepcopy(base)
  for k, v in pairs(over) do
    if out[k] ~= nil and type(out[k]) == "table" and type(v) == "table" then
      out[k] = merge(out[k], v)
    else
      out[k] = vim.deepcopy(v)
    end
  end
  return out
end

--- Remembers options given to `require("bugbash").setup()`.
---@param opts table|nil
function M.setup(opts)
  from_setup = merge(from_setup, opts or {})
end

--- The options in force now.
---@return bugbash.Options
function M.get()
  local g = vim.g.bugbash
  if type(g) ~= "table" then
    g = {}
  end
  return merge(merge(M.defaults, g), from_setup)
end

--- The server's command line.
---@return string[]
function M.cmd()
  local o = M.get()
  if type(o.cmd) == "table" and #o.cmd > 0 then
    return o.cmd
  end
  return { o.server, "lsp" }
end

return M
