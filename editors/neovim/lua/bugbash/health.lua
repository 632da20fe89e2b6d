--- `:checkhealth bugbash`: the server, its version, the store, running clients, and what this
--- Neovim version does differently.
local M = {}

local health = vim.health or require("health")
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local info = health.info or health.report_info
local warn = health.warn or health.report_warn
local error = health.error or health.report_error

local function neovim_notes()
  start("bugbash: Neovim")
  local v = vim.version()
  local version = string.format("%d.%d.%d", v.major, v.minor, v.patch)
  if vim.fn.has("nvim-0.7") == 0 then
    error("Neovim " .. version .. " is too old: bugbash needs 0.7 or newer")
    return
  end
  ok("Neovim " .. version)
  if vim.fn.has("nvim-0.8") == 0 then
    info(
      "0.7: the server is started with vim.lsp.start_client and buffers attach once it is initialized; progress arrives as `User LspProgressUpdate`; positions are UTF-16 (0.7 negotiates no encoding); lenses refresh for the current buffer only"
    )
  else
    info("the server is started with vim.lsp.start (one client per workspace root)")
  end
  if vim.fn.exists("##LspProgress") == 1 then
    info("progress arrives as the `LspProgress` autocommand; positions are negotiated (UTF-8)")
  end
  local has_neotest = pcall(require, "neotest")
  if has_neotest then
    ok("neotest is installed: :Bugbash investigate takes the test under the cursor from it")
  else
    info("neotest is not installed (optional): :Bugbash investigate finds the test under the cursor itself")
  end
end

local function server()
  start("bugbash: server")
  local config = require("bugbash.config")
  local cmd = config.cmd()
  local exe = vim.fn.exepath(cmd[1])
  if exe == "" then
    error(
      "`" .. cmd[1] .. "` not found or not executable",
      { "Install it (cargo install --path . in the bugbash repository) or set vim.g.bugbash = { server = '/path/to/bugbash' }" }
    )
    return
  end
  ok("server: " .. exe .. " (started as: " .. table.concat(cmd, " ") .. ")")
  local out = vim.fn.system({ exe, "--version" })
  if vim.v.shell_error == 0 and vim.trim(out) ~= "" then
    ok("version: " .. vim.trim(out))
  else
    warn("`" .. exe .. " --version` failed: " .. vim.trim(out))
  end
  local clients = require("bugbash.client").clients()
  if #clients == 0 then
    info("no bugbash client is running (it starts when a " .. table.concat(config.get().filetypes, "/") .. " file of a workspace opens, or on :Bugbash)")
  end
  for _, c in ipairs(clients) do
    local si = c.server_info
    ok(
      string.format(
        "client %d for %s%s, positions %s",
        c.id,
        tostring(c.config.root_dir),
        si and si.version and (" (server " .. si.name .. " " .. si.version .. ")") or "",
        tostring(c.offset_encoding)
      )
    )
  end
end

local function check_store(root)
  info("workspace: " .. root)
  local dir = root .. "/.bugbash"
  if vim.fn.isdirectory(dir) == 0 then
    info("no .bugbash/ yet in " .. root .. " (the first investigation creates it)")
    return
  end
  local uv = vim.uv or vim.loop
  if not uv.fs_access(dir, "RX") then
    error(dir .. " is not readable", { "check its permissions" })
    return
  end
  local exe = vim.fn.exepath(require("bugbash.config").cmd()[1])
  if exe == "" then
    ok(dir .. " is readable")
    return
  end
  local out = vim.fn.system({ exe, "--workspace", root, "--no-color", "list", "--json" })
  if vim.v.shell_error ~= 0 then
    error("`bugbash list` cannot read " .. dir .. ": " .. vim.trim(out))
    return
  end
  local decoded, list = pcall(vim.json and vim.json.decode or vim.fn.json_decode, out)
  if decoded and type(list) == "table" then
    ok(string.format("%s is readable: %d investigation(s)", dir, #list))
  else
    ok(dir .. " is readable")
  end
end

-- The checks of `bugbash doctor` (the same as the server's `bugbash/doctor`), one line each.
local function doctor(root)
  local exe = vim.fn.exepath(require("bugbash.config").cmd()[1])
  if exe == "" then
    return
  end
  start("bugbash: doctor (" .. root .. ")")
  -- Exit 1 means a check failed; the report is on stdout either way.
  local out = vim.fn.system({ exe, "--workspace", root, "--no-color", "doctor", "--json" })
  local decoded, report = pcall(vim.json and vim.json.decode or vim.fn.json_decode, out)
  if not decoded or type(report) ~= "table" or type(report.checks) ~= "table" then
    error("`bugbash doctor --json` gave no report: " .. vim.trim(out))
    return
  end
  for _, c in ipairs(report.checks) do
    local text = c.name .. ": " .. c.message
    if c.investigation and c.investigation ~= vim.NIL then
      text = text .. " [" .. c.investigation .. "]"
    end
    local advice = (c.fix and c.fix ~= vim.NIL) and { c.fix } or nil
    if c.status == "ok" then
      ok(text)
    elseif c.status == "warn" then
      warn(text, advice)
    elseif c.status == "fail" then
      error(text, advice)
    else
      info(text .. " (skipped)")
    end
  end
  info(report.summary)
end

local function store()
  start("bugbash: store")
  local client_mod = require("bugbash.client")
  -- The workspaces of the running clients, of the file being edited, and of the current folder.
  local roots, seen = {}, {}
  local function add(root)
    if root and not seen[root] then
      seen[root] = true
      table.insert(roots, root)
    end
  end
  for _, c in ipairs(client_mod.clients()) do
    add(c.config.root_dir)
  end
  for _, name in ipairs({ vim.api.nvim_buf_get_name(0), vim.fn.expand("#:p") }) do
    if name ~= "" and not name:match("^%a[%w+.-]*:") then
      add(client_mod.find_root(name))
    end
  end
  add(client_mod.find_root(vim.fn.getcwd()))
  if #roots == 0 then
    warn(
      "no workspace here: no .bugbash/ nor a root marker ("
        .. table.concat(require("bugbash.config").get().root_markers, ", ")
        .. ") above "
        .. vim.fn.getcwd()
    )
    return
  end
  for _, root in ipairs(roots) do
    check_store(root)
  end
  for _, root in ipairs(roots) do
    doctor(root)
  end
end

function M.check()
  neovim_notes()
  server()
  store()
end

return M
