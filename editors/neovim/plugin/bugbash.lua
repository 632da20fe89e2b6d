-- bugbash: `:Bugbash` and starting `bugbash lsp` for buffers of supported file types.
-- Everything else is loaded on first use.
if vim.g.loaded_bugbash then
  return
end
vim.g.loaded_bugbash = true

if vim.fn.has("nvim-0.7") == 0 then
  vim.api.nvim_err_writeln("bugbash needs Neovim 0.7 or newer")
  return
end

vim.api.nvim_create_user_command("Bugbash", function(opts)
  require("bugbash.commands").run(opts)
end, {
  nargs = "*",
  complete = function(arglead, cmdline, cursorpos)
    return require("bugbash.commands").complete(arglead, cmdline, cursorpos)
  end,
  desc = "bugbash: investigate, analyze, status, list, plan, approve, reject, fix, retry, rollback",
})

local group = vim.api.nvim_create_augroup("bugbash", { clear = true })
vim.api.nvim_create_autocmd("FileType", {
  group = group,
  callback = function(ev)
    require("bugbash").maybe_attach(ev.buf)
  end,
})

require("bugbash.progress").setup()

-- The server's commands as client-side commands, also for a bugbash server started some other
-- way: a "Reject fix plan" code action carries no reason, and the plugin asks for one.
for _, id in pairs(require("bugbash.lsp_ext").commands) do
  if vim.lsp.commands[id] == nil then
    vim.lsp.commands[id] = function(command, ctx)
      require("bugbash.actions").from_client(command, ctx)
    end
  end
end

-- Loaded late (a plugin manager's lazy loading): attach the buffers already open.
for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
  if vim.api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].filetype ~= "" then
    require("bugbash").maybe_attach(bufnr)
  end
end
