--- What each `:Bugbash` subcommand and each server command does on the client side: find the
--- investigation, ask what must be asked (a description, the reject reason, a confirmation
--- after showing the plan), send the request, and show the answer.
---
--- Commands arriving from code actions and code lenses come through `from_client`, so the same
--- prompts apply there: a `bugbash.reject` without a reason asks for one, `bugbash.showPlan`
--- opens the preview buffer, `bugbash.verify` first writes the buffers the fix edited.
local client_mod = require("bugbash.client")
local config = require("bugbash.config")
local ext = require("bugbash.lsp_ext")
local ui = require("bugbash.ui")

local M = {}

local C = ext.commands

--- The last answer to each command and request, for scripts and tests:
--- `results[command_or_method] = { err = ..., result = ... }`.
M.results = {}

local function record(key, err, result)
  M.results[key] = { err = err, result = result, time = (vim.uv or vim.loop).now() }
end

local function label(command)
  return ext.labels[command] or command
end

-- Requests -----------------------------------------------------------------------------------

--- Sends `workspace/executeCommand` and shows the result; `on_done(err, result)` after that.
---@param client table
---@param command string a `bugbash.*` identifier
---@param args table the single argument
---@param bufnr integer|nil
---@param on_done fun(err: table|nil, result: any)|nil
function M.execute(client, command, args, bufnr, on_done)
  local params = { command = command, arguments = { client_mod.object(args) } }
  client_mod.inflight = client_mod.inflight + 1
  client_mod.request(client, "workspace/executeCommand", params, function(err, result)
    client_mod.inflight = client_mod.inflight - 1
    client_mod.quiet_until = (vim.uv or vim.loop).now() + 1000
    record(command, err, result)
    if err then
      ui.error(label(command) .. ": " .. client_mod.error_message(err))
    else
      ui.show_result(command, result, client)
    end
    if on_done then
      on_done(err, result)
    end
  end, bufnr)
end

--- Sends a custom request; calls `on_result(result)` on success, shows the error otherwise.
function M.request(client, method, params, bufnr, on_result, on_error)
  client_mod.request(client, method, client_mod.object(params), function(err, result)
    record(method, err, result)
    if err then
      if on_error then
        on_error(err)
      else
        ui.error(method .. ": " .. client_mod.error_message(err))
      end
      return
    end
    on_result(result)
  end, bufnr)
end

-- Finding the investigation ------------------------------------------------------------------

--- The investigation id carried by a bugbash diagnostic.
function M.diagnostic_id(d)
  local lsp = d.user_data and d.user_data.lsp
  if lsp and type(lsp.data) == "table" and lsp.data.investigationId then
    return lsp.data.investigationId
  end
  if lsp and lsp.code then
    return tostring(lsp.code)
  end
  if d.code then
    return tostring(d.code)
  end
  return nil
end

--- Bugbash diagnostics of a buffer (optionally on one 0-based line).
function M.diagnostics(bufnr, lnum)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr, lnum and { lnum = lnum } or nil)) do
    if d.source == ext.source then
      table.insert(out, d)
    end
  end
  return out
end

--- Whether `command` is one of the next actions the server offers for `summary` (the plugin
--- never decides that itself; no command means any investigation).
local function fits(summary, command)
  if not command then
    return true
  end
  for _, a in ipairs(summary.nextActions or {}) do
    if a == command then
      return true
    end
  end
  return false
end

local function buf_var(bufnr, name)
  local ok, v = pcall(vim.api.nvim_buf_get_var, bufnr, name)
  if ok then
    return v
  end
  return nil
end

--- Finds the investigation for `command`: the one named, else the one of the preview or status
--- buffer, else the bugbash diagnostic on the cursor line, else the single investigation the
--- command fits (asking with `vim.ui.select` when several do).
---@param client table
---@param bufnr integer
---@param given string|nil
---@param command string|nil
---@param cb fun(id: string)
function M.resolve_id(client, bufnr, given, command, cb)
  if given and given ~= "" then
    return cb(given)
  end
  local from_buf = buf_var(bufnr, "bugbash_investigation")
  if from_buf then
    return cb(from_buf)
  end
  if bufnr == vim.api.nvim_get_current_buf() then
    local lnum = vim.api.nvim_win_get_cursor(0)[1] - 1
    for _, d in ipairs(M.diagnostics(bufnr, lnum)) do
      local id = M.diagnostic_id(d)
      if id then
        return cb(id)
      end
    end
  end
  M.request(client, ext.methods.list, {}, bufnr, function(list)
    ui.set_cache(client, list)
    local candidates = {}
    for _, s in ipairs(list or {}) do
      if fits(s, command) then
        table.insert(candidates, s)
      end
    end
    if #candidates == 0 then
      ui.warn(
        string.format(
          "no investigation to %s: name one (:Bugbash %s <id>) or see :Bugbash list",
          command and label(command):lower() or "show",
          command and command:gsub("^bugbash%.", "") or "status"
        )
      )
      return
    end
    if #candidates == 1 then
      return cb(candidates[1].investigationId)
    end
    vim.ui.select(candidates, {
      prompt = "bugbash: which investigation?",
      format_item = function(s)
        return string.format("%s [%s] %s", ui.handle(s), s.phase, s.title or "")
      end,
    }, function(choice)
      if choice then
        cb(choice.investigationId)
      end
    end)
  end)
end

-- The subcommands ----------------------------------------------------------------------------

--- Opens the root cause of an investigation (after it ended), unless the person went on to
--- another buffer meanwhile (then the message says where it is).
---@param status bugbash.InvestigationStatus
---@param from_buf integer the buffer the investigation was started from
function M.jump_to_root_cause(client, status, from_buf)
  local rc = status and status.rootCause
  if type(rc) ~= "table" or not rc.uri then
    return false
  end
  local cur = vim.api.nvim_get_current_buf()
  local ok, target = pcall(vim.uri_to_bufnr, rc.uri)
  if cur ~= from_buf and not (ok and cur == target) then
    return false
  end
  local location = { uri = rc.uri, range = rc.range }
  if vim.lsp.util.show_document then
    vim.lsp.util.show_document(location, client.offset_encoding, { focus = true })
  else
    vim.lsp.util.jump_to_location(location, client.offset_encoding)
  end
  return true
end

--- `:Bugbash investigate [test]`: the named test id/command, else the test under the cursor as
--- neotest knows it (when installed), else the test function under the cursor (the server finds
--- it in its copy of the buffer). Asks what is wrong, runs, and jumps to the root cause.
---@param bufnr integer
---@param test string|nil
---@param preset table|nil arguments from a code action
function M.investigate(bufnr, test, preset)
  client_mod.with_client(bufnr, function(client)
    local args = vim.deepcopy(preset or {})
    local from_buf = vim.api.nvim_get_current_buf()
    local default_description = nil
    if test and test ~= "" then
      args.test = test
      args.workspaceFolder = args.workspaceFolder or vim.uri_from_fname(client.config.root_dir)
    elseif not args.textDocument then
      local found = config.get().neotest and require("bugbash.neotest").test_at(bufnr) or nil
      if found then
        -- neotest knows the test (the cursor may be in its summary window): the server finds
        -- it at its definition line in the test file, which must be open on the server.
        local tbuf = vim.fn.bufadd(found.path)
        vim.fn.bufload(tbuf)
        if #client_mod.clients(tbuf) == 0 then
          client_mod.attach(tbuf)
        end
        args.textDocument = { uri = vim.uri_from_fname(found.path) }
        args.position = { line = found.line, character = 0 }
        default_description = found.error
        ui.info("the test from neotest: " .. found.name .. (found.status and (" (" .. found.status .. ")") or ""))
      else
        local name = vim.api.nvim_buf_get_name(bufnr)
        if vim.bo[bufnr].buftype ~= "" or name == "" then
          ui.error("put the cursor in a failing test of a file, or name the test: :Bugbash investigate <test id or command>")
          return
        end
        local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
        args.textDocument = { uri = params.textDocument.uri }
        args.position = params.position
      end
    end
    local function go(description)
      if description and description:match("%S") then
        args.description = description
      end
      ui.info("investigating (the test runs; progress shows below)...")
      M.execute(client, C.investigate, args, bufnr, function(err, result)
        if not err and type(result) == "table" then
          M.jump_to_root_cause(client, result, from_buf)
        end
      end)
    end
    if args.description then
      return go(args.description)
    end
    vim.ui.input({
      prompt = "bugbash: what is wrong? (empty: \"Failing test <name>\") ",
      default = default_description,
    }, function(answer)
      -- The answered prompt stays on the command line: clear it now, or the next message
      -- stacks under it and Neovim waits at a hit-enter prompt.
      vim.cmd("redraw")
      if answer == nil then
        ui.info("not investigated")
        return
      end
      go(answer)
    end)
  end)
end

--- Shows the plan preview of `id`; `then_(preview)` after.
function M.show_plan(client, id, bufnr, then_)
  M.request(client, ext.methods.plan_preview, { investigationId = id }, bufnr, function(preview)
    ui.show_plan(preview, client)
    if then_ then
      then_(preview)
    end
  end)
end

--- `:Bugbash plan [id]`.
function M.plan(bufnr, id)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.show_plan, function(rid)
      M.show_plan(client, rid, bufnr)
    end)
  end)
end

--- `:Bugbash targets [id]`, and the "Choose target tests…" lens and code action: the tests the
--- first run failed in (`vim.ui.select`; "several…" asks for their numbers), then the ones
--- chosen become the targets and the analysis runs on (`bugbash.chooseTargets`).
function M.targets(bufnr, id)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.choose_targets, function(rid)
      M.request(client, ext.methods.failing_tests, { investigationId = rid }, bufnr, function(f)
        local handle = ui.handle(ui.cached_summary(rid) or rid)
        if not f.canChoose then
          ui.info("the target tests of " .. handle .. " cannot be chosen now")
          return
        end
        local all = {}
        for _, t in ipairs(f.targets or {}) do
          table.insert(all, { test = t, target = true })
        end
        for _, t in ipairs(f.others or {}) do
          table.insert(all, { test = t, target = false })
        end
        local function send(tests)
          ui.info("analyzing " .. handle .. " for " .. table.concat(tests, ", ") .. " (progress shows below)...")
          M.execute(client, C.choose_targets, { investigationId = rid, tests = tests }, bufnr)
        end
        local items = vim.list_extend({}, all)
        table.insert(items, { several = true })
        vim.ui.select(items, {
          prompt = "bugbash: which failing test does " .. handle .. " explain? (* = the target now)",
          format_item = function(i)
            if i.several then
              return "several… (type their numbers)"
            end
            return (i.target and "* " or "  ") .. i.test
          end,
        }, function(choice)
          vim.cmd("redraw")
          if not choice then
            ui.info("the targets of " .. handle .. " stay as they are")
          elseif not choice.several then
            send({ choice.test })
          else
            vim.ui.input({ prompt = "bugbash: the numbers of the target tests (1-" .. #all .. ", separated by commas): " }, function(text)
              local tests = {}
              for n in (text or ""):gmatch("%d+") do
                local i = all[tonumber(n)]
                if i then
                  table.insert(tests, i.test)
                end
              end
              if #tests == 0 then
                ui.info("the targets of " .. handle .. " stay as they are")
              else
                send(tests)
              end
            end)
          end
        end)
      end)
    end)
  end)
end

--- `:Bugbash candidates [id] [N]`, and the "Choose another fix…" lens and code action: the
--- analysis' verified fix candidates, every one's diff in the scratch buffer
--- `bugbash://candidates/<id>` (on the screen when `vim.ui.select` asks), then the one picked
--- (or candidate N) becomes the plan, whose preview opens: it waits for approval.
function M.candidates(bufnr, id, number)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.pick_candidate, function(rid)
      local function pick(n)
        M.execute(client, C.pick_candidate, { investigationId = rid, candidate = n }, bufnr, function(err)
          if not err then
            M.show_plan(client, rid, bufnr)
          end
        end)
      end
      if number then
        return pick(number)
      end
      M.request(client, ext.methods.candidates, { investigationId = rid }, bufnr, function(list)
        local handle = ui.handle(ui.cached_summary(rid) or rid)
        if #list < 2 then
          ui.info(string.format("the analysis of %s verified %d fix; there is no other to choose", handle, #list))
          return
        end
        ui.show_candidates(rid, list)
        -- The diffs must be on the screen when the question comes.
        vim.cmd("redraw")
        vim.ui.select(list, {
          prompt = "bugbash: which fix should the plan of " .. handle .. " make? (each passed every test in a copy; none is proven correct)",
          format_item = function(c)
            return string.format("%d. %s (%s:%d)%s", c.number, c.label, c.path, c.line, c.current and " [current plan]" or "")
          end,
        }, function(choice)
          vim.cmd("redraw")
          if not choice then
            ui.info("the plan of " .. handle .. " stays as it is")
          elseif choice.current then
            ui.info(string.format("fix %d is already the plan of %s", choice.number, handle))
          else
            pick(choice.number)
          end
        end)
      end)
    end)
  end)
end

--- `:Bugbash approve [id] [reason]`, and the Approve code action and lens (with or without a
--- plan hash): shows the plan's diff, draws it, asks, then approves exactly the hash shown.
function M.approve(bufnr, id, reason, expected_hash)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.approve, function(rid)
      M.show_plan(client, rid, bufnr, function(preview)
        local handle = ui.handle(ui.cached_summary(rid) or preview)
        if preview.approved then
          ui.info(handle .. " is already approved (plan " .. preview.planHash:sub(1, 12) .. ")")
          return
        end
        if expected_hash and expected_hash ~= vim.NIL and expected_hash ~= preview.planHash then
          ui.warn("the plan of " .. handle .. " changed since that action was offered; the preview shows the current one")
        end
        local function send()
          M.execute(client, C.approve, { investigationId = rid, planHash = preview.planHash, reason = reason }, bufnr)
        end
        if not config.get().confirm_approve then
          return send()
        end
        -- The diff must be on the screen when the question comes: draw it now (a prompt
        -- opened in the same tick would show over the screen as it was before).
        vim.cmd("redraw")
        vim.ui.select({ "Approve", "Cancel" }, {
          prompt = string.format(
            "bugbash: approve plan %s of %s (risk %s), the diff shown?",
            preview.planHash:sub(1, 12),
            handle,
            tostring(preview.risk)
          ),
        }, function(choice)
          vim.cmd("redraw")
          if choice == "Approve" then
            send()
          else
            ui.info("not approved")
          end
        end)
      end)
    end)
  end)
end

--- `:Bugbash import [id] [patch file]`, and the "Import fix plan…" lens or code action: reads
--- the unified diff from a file (asked for when not given) and makes it the plan.
function M.import_plan(bufnr, id, path)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.import_plan, function(rid)
      local function send(file)
        vim.cmd("redraw")
        if not file or not file:match("%S") then
          ui.info("no plan imported")
          return
        end
        local full = vim.fn.fnamemodify(vim.fn.expand(vim.trim(file)), ":p")
        local ok, lines = pcall(vim.fn.readfile, full, "b")
        if not ok then
          ui.error("cannot read " .. full)
          return
        end
        M.execute(client, C.import_plan, { investigationId = rid, patch = table.concat(lines, "\n") }, bufnr)
      end
      if path and path ~= "" then
        return send(path)
      end
      vim.ui.input({ prompt = "bugbash: patch file for " .. ui.handle(ui.cached_summary(rid) or rid) .. ": ", completion = "file" }, send)
    end)
  end)
end

--- `:Bugbash reject [id] [reason]`: the reason is required; it is asked for when missing.
function M.reject(bufnr, id, reason, plan_hash)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.reject, function(rid)
      local function send(r)
        vim.cmd("redraw")
        if not r or not r:match("%S") then
          ui.error("a reason is required to reject " .. ui.handle(ui.cached_summary(rid) or rid) .. "; nothing was sent")
          return
        end
        M.execute(client, C.reject, { investigationId = rid, reason = r, planHash = plan_hash }, bufnr)
      end
      if reason and reason:match("%S") then
        return send(reason)
      end
      vim.ui.input({ prompt = "bugbash: why reject " .. ui.handle(ui.cached_summary(rid) or rid) .. "? (required) " }, send)
    end)
  end)
end

local function checktime()
  pcall(vim.cmd, "silent! checktime")
end

--- `:Bugbash fix [id]`: the server sends the approved edit (`workspace/applyEdit`), the buffers
--- are written, and the server verifies.
function M.fix(bufnr, id)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.fix, function(rid)
      local s = ui.cached_summary(rid)
      ui.info("applying and verifying " .. ui.handle(s or rid) .. "...")
      -- No refactor preview in Neovim: the plan's diff was shown before the approval.
      local args = { investigationId = rid, preview = false }
      if s and type(s.planHash) == "string" then
        args.planHash = s.planHash
      end
      M.execute(client, C.fix, args, bufnr, checktime)
    end)
  end)
end

--- `bugbash.verify` (the apply code action's command): writes the buffers of the plan's files,
--- then asks the server to verify.
function M.verify(bufnr, args)
  client_mod.with_client(bufnr, function(client)
    M.request(client, ext.methods.status, { investigationId = args.investigationId }, bufnr, function(status)
      if config.get().save_after_apply and status.plan and type(status.plan.files) == "table" then
        local uris = {}
        for _, f in ipairs(status.plan.files) do
          table.insert(uris, vim.uri_from_fname(client.config.root_dir .. "/" .. f))
        end
        client_mod.save_uris(uris)
      end
      ui.info("verifying " .. ui.handle(status) .. "...")
      M.execute(client, C.verify, args, bufnr, checktime)
    end)
  end)
end

--- `:Bugbash analyze|retry|rollback [id]`.
function M.simple(command, bufnr, id)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, command, function(rid)
      local after = nil
      if command == C.rollback then
        after = checktime
      end
      M.execute(client, command, { investigationId = rid }, bufnr, after)
    end)
  end)
end

--- `:Bugbash status [id]`.
function M.status(bufnr, id)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, nil, function(rid)
      M.request(client, ext.methods.status, { investigationId = rid }, bufnr, function(status)
        ui.show_status(status, client)
      end)
    end)
  end)
end

--- `:Bugbash commit-of [id]`: the diff of the commit that last changed the root-cause line, in a
--- `filetype=diff` scratch buffer (`ui.show_result` opens it).
function M.show_commit(bufnr, id, line)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, nil, function(rid)
      M.execute(client, C.show_commit, { investigationId = rid, line = line }, bufnr)
    end)
  end)
end

--- `:Bugbash commit [id]`, and the Commit lens and code action of a FIXED investigation: one
--- commit with exactly the verified fix; other changes stay uncommitted and untouched.
function M.commit(bufnr, id)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, C.commit, function(rid)
      ui.info("committing the fix of " .. ui.handle(ui.cached_summary(rid) or rid) .. "...")
      M.execute(client, C.commit, { investigationId = rid }, bufnr)
    end)
  end)
end

--- `:Bugbash loop [--max-cycles N] [--target FILE]... {test command}`: the debug-fix loop (asks
--- for the command when not given); its steps show in the progress, the outcome and the
--- investigation in a message. `opts`: `{ max_cycles?, targets? }`.
function M.loop(bufnr, test_command, opts)
  opts = opts or {}
  client_mod.with_client(bufnr, function(client)
    local function go(cmd)
      vim.cmd("redraw")
      if not cmd or not cmd:match("%S") then
        ui.info("no loop run: it needs the command that runs the tests")
        return
      end
      ui.info("debug-fix loop on `" .. vim.trim(cmd) .. "` in a sandbox (progress shows below)...")
      local args = {
        testCommand = vim.trim(cmd),
        workspaceFolder = vim.uri_from_fname(client.config.root_dir),
        maxCycles = opts.max_cycles,
      }
      if opts.targets and #opts.targets > 0 then
        args.targets = opts.targets
      end
      M.execute(client, C.loop, args, bufnr)
    end
    if test_command and test_command:match("%S") then
      return go(test_command)
    end
    vim.ui.input({ prompt = "bugbash: the command that runs the tests: ", default = (config.get().settings or {}).testCommand }, go)
  end)
end

--- `:Bugbash bisect [id] [good ref]`: the first bad commit, in a sandbox clone.
function M.bisect(bufnr, id, good)
  client_mod.with_client(bufnr, function(client)
    M.resolve_id(client, bufnr, id, nil, function(rid)
      ui.info("bisecting " .. ui.handle(ui.cached_summary(rid) or rid) .. " (a sandbox clone; your tree and HEAD stay)...")
      local args = { investigationId = rid }
      if good and good ~= "" then
        args.good = good
      end
      M.execute(client, C.bisect, args, bufnr)
    end)
  end)
end

--- `:Bugbash list [PHASE]`: the quickfix list.
function M.list(bufnr, phase)
  client_mod.with_client(bufnr, function(client)
    local params = {}
    if phase and phase ~= "" then
      params.phase = phase:upper()
    end
    M.request(client, ext.methods.list, params, bufnr, function(list)
      ui.set_cache(client, list, params.phase)
      ui.set_qflist(list, client, true)
    end)
  end)
end

--- A server command from a code action or lens (registered as a client-side command).
---@param command table `{ command, arguments }`
---@param ctx table `{ bufnr, client_id, ... }`
function M.from_client(command, ctx)
  local args = (command.arguments or {})[1] or {}
  local bufnr = ctx and ctx.bufnr or vim.api.nvim_get_current_buf()
  local id = args.investigationId
  local name = command.command
  if name == C.investigate then
    return M.investigate(bufnr, args.test, args)
  elseif name == C.show_plan then
    return M.plan(bufnr, id)
  elseif name == C.import_plan and not args.patch then
    return M.import_plan(bufnr, id)
  elseif name == C.choose_targets and not args.tests then
    return M.targets(bufnr, id)
  elseif name == C.pick_candidate and not args.candidate then
    return M.candidates(bufnr, id)
  elseif name == C.approve then
    return M.approve(bufnr, id, args.reason, args.planHash)
  elseif name == C.reject then
    return M.reject(bufnr, id, args.reason, args.planHash)
  elseif name == C.fix then
    return M.fix(bufnr, id)
  elseif name == C.verify then
    return M.verify(bufnr, args)
  elseif name == C.status then
    return M.status(bufnr, id)
  elseif name == C.list then
    return M.list(bufnr, args.phase)
  elseif name == C.show_commit then
    return M.show_commit(bufnr, id, args.line)
  elseif name == C.commit then
    return M.commit(bufnr, id)
  elseif name == C.loop then
    return M.loop(bufnr, args.testCommand)
  elseif name == C.bisect then
    return M.bisect(bufnr, id, args.good)
  end
  -- analyze, retry, rollback
  return M.simple(name, bufnr, id)
end

return M
