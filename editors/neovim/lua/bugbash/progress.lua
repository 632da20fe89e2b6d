--- `$/progress` of the bugbash server in the command line.
---
--- Neovim 0.10+ fires the `LspProgress` autocommand with the progress value; 0.7 to 0.9 fire
--- `User LspProgressUpdate` and keep the state in `client.messages.progress`. Both end up in
--- `show`, which echoes `bugbash: <title>: <message> (<n>%)` (or calls the `progress` option
--- when it is a function). `M.seen` keeps the messages, for scripts and tests.
local config = require("bugbash.config")

local M = {}

--- Every progress message shown, oldest first: `{ kind, title, message, percentage }`.
M.seen = {}

local titles = {}

---@param token any
---@param value table `WorkDoneProgressBegin|Report|End`
function M.show(token, value)
  if type(value) ~= "table" then
    return
  end
  if value.kind == "begin" then
    titles[token] = value.title
  end
  local msg = {
    kind = value.kind,
    title = value.title or titles[token],
    message = value.message,
    percentage = value.percentage,
  }
  if value.kind == "end" then
    titles[token] = nil
  end
  table.insert(M.seen, msg)
  local opt = config.get().progress
  if opt == false then
    return
  end
  if type(opt) == "function" then
    return opt(msg)
  end
  local title = (msg.title or ""):gsub("^bugbash:%s*", "")
  local text = "bugbash: " .. title
  if msg.message and msg.message ~= "" then
    text = text .. ": " .. msg.message
  end
  if msg.percentage then
    text = text .. string.format(" (%d%%)", msg.percentage)
  end
  if msg.kind == "end" then
    text = text .. " [done]"
  end
  msg.shown = M.echo(text)
end

--- Echoes one progress line without history, cut to fit the command line: a longer line (or a
--- second message in the same tick) would stop Neovim at a hit-enter prompt until Enter is
--- pressed, and nothing else would run meanwhile. Nothing is drawn while the person types a
--- command or answers a prompt. Returns the text shown (nil when nothing was).
function M.echo(text)
  local mode = vim.api.nvim_get_mode()
  if mode.blocking or mode.mode:match("^[cr]") then
    return nil
  end
  local line = require("bugbash.ui").one_line(text)
  -- A redraw first: a message already on the command line (from this tick) would otherwise
  -- push this one to a second line.
  vim.cmd("redraw")
  vim.api.nvim_echo({ { line, "ModeMsg" } }, false, {})
  return line
end

local function is_bugbash(client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  return client ~= nil and client.name == "bugbash"
end

--- 0.7-0.9: the default handler stored the state in `client.messages.progress`; show what
--- changed. Finished entries are left there for other plugins (`get_progress_messages` removes
--- them); `last` remembers what was shown so nothing is shown twice.
local last = {}
local function on_progress_update()
  for _, client in ipairs(require("bugbash.client").clients()) do
    local progress = client.messages and client.messages.progress or {}
    for token, p in pairs(progress) do
      local key = client.id .. ":" .. tostring(token)
      local kind = p.done and "end" or (last[key] and "report" or "begin")
      local sig = kind .. tostring(p.message) .. tostring(p.percentage)
      if last[key] ~= sig then
        last[key] = sig
        M.show(key, { kind = kind, title = p.title, message = p.message, percentage = p.percentage })
      end
    end
  end
end

--- Creates the autocommands (idempotent).
function M.setup()
  local group = vim.api.nvim_create_augroup("bugbash_progress", { clear = true })
  if vim.fn.exists("##LspProgress") == 1 then
    vim.api.nvim_create_autocmd("LspProgress", {
      group = group,
      callback = function(ev)
        local data = ev.data or {}
        if data.client_id and is_bugbash(data.client_id) and data.params then
          M.show(data.client_id .. ":" .. tostring(data.params.token), data.params.value)
        end
      end,
    })
  else
    vim.api.nvim_create_autocmd("User", {
      group = group,
      pattern = "LspProgressUpdate",
      callback = on_progress_update,
    })
  end
end

return M
