--- bugbash for Neovim: the client of `bugbash lsp` (see `:help bugbash`).
---
--- Nothing needs to be called: `plugin/bugbash.lua` defines `:Bugbash` and starts the server
--- for buffers of the configured file types. `setup()` is there for those who prefer it to
--- `vim.g.bugbash`.
local M = {}

--- Lays `opts` over the defaults and `vim.g.bugbash` (see `:help bugbash-options`).
---@param opts table|nil
function M.setup(opts)
  require("bugbash.config").setup(opts)
end

--- Starts the server for `bufnr`'s workspace when the options say so.
---@param bufnr integer
function M.maybe_attach(bufnr)
  local opts = require("bugbash.config").get()
  if not opts.autostart then
    return
  end
  local ft = vim.bo[bufnr].filetype
  if vim.tbl_contains(opts.filetypes or {}, ft) then
    require("bugbash.client").attach(bufnr)
  end
end

--- Starts the server for the current buffer's workspace whatever its file type.
function M.start(bufnr)
  return require("bugbash.client").attach(bufnr or 0)
end

--- `bugbash: N awaiting approval` (or "") for a statusline.
function M.statusline()
  return require("bugbash.ui").statusline()
end

return M
