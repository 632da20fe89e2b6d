--- `:Bugbash <subcommand> [args]`: one command table, completion, and dispatch to `actions`.
local ext = require("bugbash.lsp_ext")

local M = {}

local function actions()
  return require("bugbash.actions")
end

local function rest(args, from)
  local r = table.concat(vim.list_slice(args, from), " ")
  if r == "" then
    return nil
  end
  return r
end

--- Subcommands in the order a person takes them. `args` is what follows the subcommand.
M.subcommands = {
  investigate = {
    usage = "[test id or command]",
    desc = "investigate the failing test under the cursor (or the named one)",
    run = function(args)
      actions().investigate(0, rest(args, 1))
    end,
  },
  analyze = {
    usage = "[id]",
    desc = "reproduce and pin the root cause",
    ids = true,
    run = function(args)
      actions().simple(ext.commands.analyze, 0, args[1])
    end,
  },
  targets = {
    usage = "[id]",
    desc = "choose which of the first run's failing tests it explains, then analyze on",
    ids = true,
    run = function(args)
      actions().targets(0, args[1])
    end,
  },
  status = {
    usage = "[id]",
    desc = "everything about an investigation, in a buffer",
    ids = true,
    run = function(args)
      actions().status(0, args[1])
    end,
  },
  ["commit-of"] = {
    usage = "[id]",
    desc = "the diff of the commit that last changed the root-cause line, in a buffer",
    ids = true,
    run = function(args)
      actions().show_commit(0, args[1])
    end,
  },
  list = {
    usage = "[PHASE]",
    desc = "investigations in the quickfix list",
    phases = true,
    run = function(args)
      local phase = args[1] and args[1]:upper()
      if phase and not vim.tbl_contains(ext.phases, phase) then
        vim.notify("bugbash: unknown phase " .. args[1] .. "; one of " .. table.concat(ext.phases, ", "), vim.log.levels.ERROR)
        return
      end
      actions().list(0, phase)
    end,
  },
  import = {
    usage = "[id] [patch file]",
    desc = "import a fix plan from a unified diff (asks for the file)",
    ids = true,
    run = function(args)
      actions().import_plan(0, args[1], rest(args, 2))
    end,
  },
  plan = {
    usage = "[id]",
    desc = "the fix plan as a diff (filetype=diff scratch buffer)",
    ids = true,
    run = function(args)
      actions().plan(0, args[1])
    end,
  },
  candidates = {
    usage = "[id] [N]",
    desc = "choose another verified fix (each one's diff shown); the new plan waits for approval",
    ids = true,
    run = function(args)
      actions().candidates(0, args[1], tonumber(args[2] or ""))
    end,
  },
  approve = {
    usage = "[id] [reason]",
    desc = "show the plan, confirm, approve exactly that plan",
    ids = true,
    run = function(args)
      actions().approve(0, args[1], rest(args, 2))
    end,
  },
  reject = {
    usage = "[id] [reason]",
    desc = "reject the plan (a reason is required; asked for when missing)",
    ids = true,
    run = function(args)
      actions().reject(0, args[1], rest(args, 2))
    end,
  },
  fix = {
    usage = "[id]",
    desc = "apply the approved fix, write the files, verify",
    ids = true,
    run = function(args)
      actions().fix(0, args[1])
    end,
  },
  retry = {
    usage = "[id]",
    desc = "retry a blocked or not reproducible investigation",
    ids = true,
    run = function(args)
      actions().simple(ext.commands.retry, 0, args[1])
    end,
  },
  rollback = {
    usage = "[id]",
    desc = "restore the files of a fix that did not verify",
    ids = true,
    run = function(args)
      actions().simple(ext.commands.rollback, 0, args[1])
    end,
  },
  commit = {
    usage = "[id]",
    desc = "commit the verified fix of a FIXED investigation (only its files and tests)",
    ids = true,
    run = function(args)
      actions().commit(0, args[1])
    end,
  },
  loop = {
    usage = "[--max-cycles N] [--target FILE]... {test command}",
    desc = "the debug-fix loop in a sandbox; its plan waits for approval",
    run = function(args)
      -- Leading options, then the command (which may have options of its own).
      local opts = { targets = {} }
      local i = 1
      while args[i] do
        if args[i] == "--max-cycles" and args[i + 1] then
          opts.max_cycles = tonumber(args[i + 1])
          if not opts.max_cycles then
            vim.notify("bugbash: --max-cycles takes a number, got " .. args[i + 1], vim.log.levels.ERROR)
            return
          end
          i = i + 2
        elseif args[i] == "--target" and args[i + 1] then
          table.insert(opts.targets, args[i + 1])
          i = i + 2
        else
          break
        end
      end
      actions().loop(0, rest(args, i), opts)
    end,
  },
  bisect = {
    usage = "[id] [good ref]",
    desc = "the commit that introduced the bug (git bisect in a sandbox clone)",
    ids = true,
    run = function(args)
      actions().bisect(0, args[1], args[2])
    end,
  },
}

--- Subcommand names in menu order.
M.order = {
  "investigate",
  "analyze",
  "targets",
  "status",
  "commit-of",
  "list",
  "import",
  "plan",
  "candidates",
  "approve",
  "reject",
  "fix",
  "retry",
  "rollback",
  "commit",
  "loop",
  "bisect",
}

local function usage()
  local lines = { "usage: :Bugbash <subcommand>" }
  for _, name in ipairs(M.order) do
    local s = M.subcommands[name]
    table.insert(lines, string.format("  %-12s %-22s %s", name, s.usage, s.desc))
  end
  return table.concat(lines, "\n")
end

--- Runs `:Bugbash` (the user command's `opts`).
function M.run(opts)
  local args = opts.fargs or vim.split(opts.args or "", "%s+", { trimempty = true })
  local name = args[1]
  if not name then
    vim.ui.select(M.order, {
      prompt = "bugbash:",
      format_item = function(n)
        return n .. "  " .. M.subcommands[n].desc
      end,
    }, function(choice)
      if choice then
        M.subcommands[choice].run({})
      end
    end)
    return
  end
  local sub = M.subcommands[name]
  if not sub then
    vim.notify("bugbash: unknown subcommand " .. name .. "\n" .. usage(), vim.log.levels.ERROR)
    return
  end
  sub.run(vim.list_slice(args, 2))
end

--- Investigation ids for completion: the cached list, else a short synchronous request.
local function ids()
  local ui = require("bugbash.ui")
  local out = {}
  local seen = {}
  local function add(list)
    for _, s in ipairs(list or {}) do
      if not seen[s.investigationId] then
        seen[s.investigationId] = true
        table.insert(out, s.investigationId)
      end
    end
  end
  for _, list in pairs(ui.cache) do
    add(list)
  end
  if #out == 0 then
    local client_mod = require("bugbash.client")
    for _, client in ipairs(client_mod.clients()) do
      if client.initialized then
        local res = client_mod.request_sync(client, ext.methods.list, vim.empty_dict(), 500)
        if res and res.result then
          ui.set_cache(client, res.result)
          add(res.result)
        end
      end
    end
  end
  return out
end

local function starting(list, lead)
  local out = {}
  for _, v in ipairs(list) do
    if v:sub(1, #lead) == lead then
      table.insert(out, v)
    end
  end
  return out
end

--- Completion for `:Bugbash`.
function M.complete(arglead, cmdline, cursorpos)
  local before = cmdline:sub(1, cursorpos)
  local words = vim.split(before, "%s+", { trimempty = true })
  -- words[1] is the command itself; a trailing space means a new word starts.
  local n = #words
  if before:match("%s$") then
    n = n + 1
  end
  if n <= 2 then
    return starting(M.order, arglead)
  end
  local sub = M.subcommands[words[2]]
  if n == 3 and sub then
    if sub.ids then
      return starting(ids(), arglead)
    elseif sub.phases then
      return starting(ext.phases, arglead:upper())
    end
  end
  return {}
end

return M
