#!/usr/bin/env bash
# The JavaScript test runners the end-to-end tests in tests/runners.rs drive for real: Mocha,
# Jest, Vitest, tape and AVA at pinned versions (the ones tests/fixtures/runner-output/ was
# captured with; AVA 6, the last that runs on Node 20), installed from npm into .tools/js/
# (gitignored; nothing is written into the fixtures or $HOME but npm's cache). Idempotent: a
# second run with the same versions installs nothing. The tests find them there (or under
# $BUGBASH_JS_RUNNERS) and are SKIPPED, saying so, when they are absent.
# Usage: bash scripts/js-runners.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tools="${BUGBASH_JS_RUNNERS:-$here/.tools/js}"
pins=(mocha@12.0.3 jest@30.5.2 vitest@4.1.12 tape@5.10.2 ava@6.4.1)
installed() {
  local pin name version
  for pin in "${pins[@]}"; do
    name=${pin%@*} version=${pin##*@}
    grep -q "\"version\": \"$version\"" "$tools/node_modules/$name/package.json" 2>/dev/null || return 1
  done
}
if ! command -v npm >/dev/null 2>&1; then
  echo "js-runners: npm is not installed: the Mocha/Jest/Vitest/tape/AVA end-to-end tests will be SKIPPED" >&2
  exit 0
fi
if installed; then
  echo "js-runners: ${pins[*]} already in $tools"
  exit 0
fi
echo "== js-runners: npm install ${pins[*]} into $tools"
start=$(date +%s)
mkdir -p "$tools"
echo '{"name": "bugbash-js-runners", "private": true}' > "$tools/package.json"
if ! (cd "$tools" && npm install --ignore-scripts --no-audit --no-fund --no-save --loglevel=error "${pins[@]}") \
  || ! installed; then
  echo "js-runners: npm could not install ${pins[*]} into $tools: the Mocha/Jest/Vitest/tape/AVA end-to-end tests will be SKIPPED" >&2
  exit 0
fi
echo "== js-runners: installed in $(( $(date +%s) - start ))s"
