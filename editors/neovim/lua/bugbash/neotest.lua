--- The test under the cursor as neotest (an optional plugin) knows it, for `:Bugbash investigate`.
---
--- neotest is detected with `pcall(require, "neotest")`; without it (or with no neotest
--- adapter for the buffer) `test_at` answers nil and the server finds the test itself.
---
--- Positions come from neotest's public state consumer (`neotest.state.adapter_ids()`,
--- `neotest.state.positions(adapter_id, { buffer = bufnr })`). Results (whether the test failed,
--- and its first error message, used as the default description) need neotest's client, which
--- neotest gives only to consumers: add this module's `consumer` to neotest's setup to have them:
---
---     require("neotest").setup({ consumers = { bugbash = require("bugbash.neotest").consumer }, ... })
local M = {}

--- neotest's client, when the `consumer` was registered.
local neotest_client = nil

--- A neotest consumer that keeps neotest's client, so `test_at` can read its results.
function M.consumer(client)
  neotest_client = client
  return {}
end

local function results_of(adapter_id)
  if not neotest_client then
    return nil
  end
  local ok, results = pcall(function()
    return neotest_client:get_results(adapter_id)
  end)
  return ok and results or nil
end

---@class bugbash.NeotestTest
---@field id string neotest's position id (`/abs/path::Class::name`, `/abs/path::describe::name`)
---@field name string
---@field path string the test file
---@field line integer 0-based line where the test is defined
---@field status string|nil "failed", "passed", "skipped" when neotest has a result
---@field error string|nil the first error message of a failed result

--- The innermost neotest test whose range holds the cursor of the current window (0-based
--- `row`, default the cursor's), in `bufnr`; a failed test is preferred when results are known
--- and several tests hold the cursor.
---@param bufnr integer|nil
---@param row integer|nil
---@return bugbash.NeotestTest|nil
function M.test_at(bufnr, row)
  local ok, neotest = pcall(require, "neotest")
  if not ok or type(neotest) ~= "table" then
    return nil
  end
  local state = neotest.state
  if type(state) ~= "table" or type(state.adapter_ids) ~= "function" or type(state.positions) ~= "function" then
    return nil
  end
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  row = row or (vim.api.nvim_win_get_cursor(0)[1] - 1)
  local best = nil
  local ids_ok, adapter_ids = pcall(state.adapter_ids)
  for _, adapter_id in ipairs(ids_ok and adapter_ids or {}) do
    local pos_ok, tree = pcall(state.positions, adapter_id, { buffer = bufnr })
    if pos_ok and tree and type(tree.iter_nodes) == "function" then
      local results = results_of(adapter_id) or {}
      for _, node in tree:iter_nodes() do
        local data = node:data()
        local range = data and data.range
        if data and data.type == "test" and type(range) == "table" and range[1] <= row and row <= range[3] then
          local result = results[data.id]
          local candidate = {
            id = data.id,
            name = data.name,
            path = data.path,
            line = range[1],
            status = result and result.status or nil,
            error = nil,
          }
          if result and type(result.errors) == "table" and result.errors[1] then
            candidate.error = tostring(result.errors[1].message or ""):gsub("%s*\n.*", "")
          end
          local better = best == nil
            or (candidate.status == "failed" and best.status ~= "failed")
            or (candidate.line > best.line and (candidate.status == "failed" or best.status ~= "failed"))
          if better then
            best = candidate
          end
        end
      end
    end
  end
  return best
end

return M
