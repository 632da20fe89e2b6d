#!/usr/bin/env bash
# The VS Code extension, end to end in real VS Code: unit tests in Node, the .vsix built with vsce,
# code-server 4.100.3 with that .vsix, driven in Debian's headless Chromium by playwright-core
# through the whole flow on examples/python-inventory (investigate from the command palette,
# root-cause diagnostic, plan diff, approve, apply through the refactor preview, FIXED), plus a
# light-bulb Reject (the reason prompt), a wrong fix ending BLOCKED and rolled back, Apply not
# offered before approval nor for a plan changed after it, and an untrusted copy where
# Investigate is refused.
#
# Then Commit Fix from the FIXED lens (one conventional commit, an unrelated file left
# untracked), Bisect from the palette (the revert that brought the bug back), and Run Debug-Fix
# Loop from the palette (the workspace untouched, one investigation recording the loop).
#
# Last, Choose Another Fix… from the palette on a second module with two verified fixes: the
# candidates listed (current plan, file:line, the line each adds), the active one's diff beside
# the list, the one picked becoming the plan, which opens for review and waits for approval.
# Then Choose the Target Tests… on a package whose own suite fails in two tests: the failures in
# a multi-select quick pick with the target pre-selected, the other one chosen, the analysis
# run on about it. BUGBASH_TEST_ONLY=choices runs these two steps alone (after the workspace
# loads).
#
# Installs what it needs from the registries alone (apt: chromium, libkrb5-dev, ripgrep; npm:
# the extension's dependencies, playwright-core, code-server into the ignored .tools/), caches the
# installs between runs, and keeps every editor and browser state in a temporary folder, never in
# $HOME. Screenshots and logs go to test-output/vscode/.
#
# Environment: BUGBASH_BIN, the server (default ${CARGO_TARGET_DIR:-target}/debug/bugbash, built
# with `cargo build` when missing); KEEP_TMP=1 keeps the scratch folder; HEADED=1 shows the
# browser (needs a display).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
ext_dir="$here/editors/vscode"
tools="$here/.tools"
out="$here/test-output/vscode"
code_server_version=4.100.3
say() { printf '== vscode: %s\n' "$*"; }
die() { printf 'vscode e2e FAILED: %s\n' "$*" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out" "$tools"

# --- system packages --------------------------------------------------------------------------
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v rg >/dev/null || missing+=(ripgrep)
command -v krb5-config >/dev/null || missing+=(libkrb5-dev)
command -v git >/dev/null || missing+=(git)
command -v python3 >/dev/null || missing+=(python3)
command -v make >/dev/null && command -v g++ >/dev/null || missing+=(build-essential)
command -v node >/dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || die "missing ${missing[*]}: install them with apt-get (needs root)"
  say "apt-get install ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 20 ] || die "Node $(node --version) is too old: code-server $code_server_version and the build need Node 20"

# npm 11.19+ blocks dependencies' install scripts unless allowed; older npm runs them anyway.
# esbuild and vsce work without theirs; code-server needs its native modules built (below).
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# The npm cache lives in .tools/ (cached between runs, never in $HOME). Native modules build
# against the installed Node's headers, so node-gyp never downloads them from nodejs.org.
export npm_config_cache="$tools/npm-cache"
if [ -f /usr/include/node/node_version.h ]; then export npm_config_nodedir=/usr; fi

# --- the extension: dependencies, unit tests, .vsix -------------------------------------------
cd "$ext_dir"
lock_hash=$(sha256sum package-lock.json | cut -c1-16)
if [ "$(cat node_modules/.bugbash-lock 2>/dev/null)" != "$lock_hash" ]; then
  say "npm ci (editors/vscode)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > node_modules/.bugbash-lock
fi
say "unit tests (node --test)"
npm test --silent >"$out/unit-tests.log" 2>&1 || { cat "$out/unit-tests.log"; die "unit tests (editors/vscode: npm test)"; }
grep -E '^ℹ (tests|pass|fail)' "$out/unit-tests.log" || true
say "build and package the .vsix"
rm -f bugbash.vsix test-provider.vsix
npx --no-install vsce package --no-dependencies -o bugbash.vsix >"$out/vsce.log" 2>&1 || { cat "$out/vsce.log"; die "vsce package"; }
[ -s bugbash.vsix ] || die "vsce produced no bugbash.vsix"
vsix="$ext_dir/bugbash.vsix"
say "built $(du -h "$vsix" | cut -f1) $vsix"
# A stand-in test provider for the Testing view (the Python and Jest extensions cannot be
# installed offline): test/e2e/test-provider, packaged the same way.
( cd test/e2e/test-provider && "$ext_dir/node_modules/.bin/vsce" package --no-dependencies --allow-missing-repository \
    --skip-license -o "$ext_dir/test-provider.vsix" ) >"$out/vsce-test-provider.log" 2>&1 || { cat "$out/vsce-test-provider.log"; die "vsce package (test provider)"; }
cd "$here"

# --- the server binary -------------------------------------------------------------------------
target_dir=${CARGO_TARGET_DIR:-$here/target}
bin=${BUGBASH_BIN:-$target_dir/debug/bugbash}
case "$bin" in /*) ;; *) bin="$here/$bin" ;; esac
if [ ! -x "$bin" ] && [ -z "${BUGBASH_BIN:-}" ]; then
  say "cargo build (no $bin yet)"
  cargo build --locked --quiet
fi
[ -x "$bin" ] || die "no server binary at $bin (set BUGBASH_BIN)"

# --- a scratch folder for every state: HOME, XDG_*, TMPDIR, editor and browser profiles --------
scratch=$(mktemp -d "${TMPDIR:-/tmp}/bugbash-vscode.XXXXXX")
cs_pid=
cleanup() {
  if [ -n "$cs_pid" ]; then kill "$cs_pid" 2>/dev/null || true; wait "$cs_pid" 2>/dev/null || true; fi
  # Logs of the extension host, the language client and the server, for a failed run.
  for profile in user-data user-data-untrusted; do
    if [ -d "$scratch/$profile/logs" ]; then cp -r "$scratch/$profile/logs" "$out/logs-$profile" 2>/dev/null || true; fi
  done
  if [ "${KEEP_TMP:-0}" = 1 ]; then echo "kept $scratch"; else rm -rf "$scratch"; fi
}
trap cleanup EXIT
trap "exit 130" INT TERM HUP PIPE
mkdir -p "$scratch"/{home,config,data,state,cache,tmp,extensions,ws}
install -d -m 700 "$scratch/runtime"
isolated_env=(
  HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
  XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache" XDG_RUNTIME_DIR="$scratch/runtime"
  TMPDIR="$scratch/tmp"
)

# --- code-server, installed once into .tools/ --------------------------------------------------
cs_dir="$tools/code-server"
cs_bin="$cs_dir/node_modules/.bin/code-server"
if [ "$(cat "$cs_dir/.installed" 2>/dev/null)" != "$code_server_version" ]; then
  say "npm install code-server@$code_server_version into .tools/ (once, about a minute)"
  rm -rf "$cs_dir" && mkdir -p "$cs_dir"
  echo '{"name":"bugbash-tools-code-server","private":true}' > "$cs_dir/package.json"
  # @vscode/ripgrep's postinstall downloads rg from GitHub: seed its cache with Debian's rg.
  rg_tmp="$scratch/rg-tmp"
  mkdir -p "$rg_tmp/vscode-ripgrep-cache-1.15.11"
  tar czf "$rg_tmp/vscode-ripgrep-cache-1.15.11/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$(dirname "$(command -v rg)")" rg
  # node-pty's postinstall runs `npx node-gyp` (yes=true, and --unsafe-perm as root on old npm);
  # code-server's postinstall runs nested `npm install`s whose native modules must build
  # (allow all scripts on npm 11.19+, where they are blocked by default).
  ( cd "$cs_dir" && HOME="$scratch/home" TMPDIR="$rg_tmp" npm_config_yes=true npm_config_dangerously_allow_all_scripts=true \
      npm install --unsafe-perm --no-audit --no-fund --loglevel=error "code-server@$code_server_version" ) \
      >"$out/code-server-install.log" 2>&1 || { tail -n 40 "$out/code-server-install.log"; die "npm install code-server"; }
  echo "$code_server_version" > "$cs_dir/.installed"
fi
[ -x "$cs_bin" ] || die "code-server is not at $cs_bin"

# --- the workspace: the example in a fresh git repository ---------------------------------------
ws="$scratch/ws/python-inventory"
mkdir -p "$ws"
cp -r examples/python-inventory/inventory examples/python-inventory/tests "$ws/"
cp examples/python-inventory/fix.patch examples/python-inventory/wrong.patch "$scratch/"
git -C "$ws" init -q
git -C "$ws" add -A
git -C "$ws" -c user.name=bugbash-test -c user.email=test@bugbash.invalid commit -qm "python-inventory example"
# A committer for Commit Fix (bugbash.commit) and the revert after it.
git -C "$ws" config user.name bugbash-test
git -C "$ws" config user.email test@bugbash.invalid

# --- code-server with the .vsix ----------------------------------------------------------------
# settings.json for a profile; $1: the user-data dir, $2: whether workspace trust is enabled,
# $3: more settings (JSON members, each followed by a comma).
write_settings() {
  mkdir -p "$1/User"
  cat > "$1/User/settings.json" <<EOF
{
  "bugbash.server.path": "$bin",${3:-}
  "security.workspace.trust.enabled": $2,
  "security.workspace.trust.startupPrompt": "always",
  "security.workspace.trust.emptyWindow": false,
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "workbench.editor.enablePreview": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "git.enabled": false,
  "chat.disableAIFeatures": true,
  "window.restoreWindows": "none",
  "files.refactoring.autoSave": true
}
EOF
}
# Two fix cycles at most for Run Debug-Fix Loop (the driver checks the loop's record).
write_settings "$scratch/user-data" false '
  "bugbash.loop.maxCycles": 2,'
say "install the .vsix into code-server"
env "${isolated_env[@]}" "$cs_bin" --user-data-dir "$scratch/user-data" --extensions-dir "$scratch/extensions" \
  --install-extension "$vsix" >"$out/install-extension.log" 2>&1 || { cat "$out/install-extension.log"; die "install the .vsix"; }
ls "$scratch/extensions" | grep -q '^bugbash\.bugbash-' || die "the .vsix did not install (see $out/install-extension.log)"
env "${isolated_env[@]}" "$cs_bin" --user-data-dir "$scratch/user-data" --extensions-dir "$scratch/extensions" \
  --install-extension "$ext_dir/test-provider.vsix" >>"$out/install-extension.log" 2>&1 || { cat "$out/install-extension.log"; die "install the test provider"; }

# Starts code-server on a free port; $1: the user-data dir, $2: the folder, $3: extra flags.
# Sets cs_pid and port.
start_code_server() {
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  say "start code-server on 127.0.0.1:$port"
  # shellcheck disable=SC2086
  env "${isolated_env[@]}" "$cs_bin" --auth none --bind-addr "127.0.0.1:$port" \
    --user-data-dir "$1" --extensions-dir "$scratch/extensions" \
    --disable-telemetry --disable-update-check --disable-getting-started-override $3 \
    "$2" >>"$out/code-server.log" 2>&1 &
  cs_pid=$!
  for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return 0
    kill -0 "$cs_pid" 2>/dev/null || { cat "$out/code-server.log"; die "code-server exited"; }
    sleep 0.2
  done
  die "code-server is not answering on port $port"
}
stop_code_server() {
  if [ -n "$cs_pid" ]; then kill "$cs_pid" 2>/dev/null || true; wait "$cs_pid" 2>/dev/null || true; cs_pid=; fi
}

# Runs the Playwright driver; $1: the folder, $2: flow or restricted, $3: the profile's logs.
drive() {
  env "${isolated_env[@]}" \
    CS_URL="http://127.0.0.1:$port" WS="$1" MODE="$2" LOGS="$3" OUT="$out" BUGBASH_BIN="$bin" FIX_PATCH="$scratch/fix.patch" WRONG_PATCH="$scratch/wrong.patch" \
    CHROMIUM=/usr/bin/chromium HEADED="${HEADED:-0}" \
    node "$ext_dir/test/e2e/flow.mjs"
}

# --- the flow, in headless Chromium ------------------------------------------------------------
start_code_server "$scratch/user-data" "$ws" --disable-workspace-trust
say "drive the flow in Chromium (screenshots in test-output/vscode/)"
flow_failed=0
if [ "${BUGBASH_TEST_ONLY:-}" = choices ]; then
  drive "$ws" choices "$scratch/user-data/logs" || die "the choices (see 'not ok' above and test-output/vscode/failure.txt)"
  stop_code_server
  say "passed (BUGBASH_TEST_ONLY=choices: Choose Another Fix and Choose the Target Tests only)"
  exit 0
fi
drive "$ws" flow "$scratch/user-data/logs" || flow_failed=1
stop_code_server

# --- an untrusted copy: test-running commands are refused ---------------------------------------
untrusted="$scratch/ws-untrusted/python-inventory"
mkdir -p "$untrusted"
cp -r examples/python-inventory/inventory examples/python-inventory/tests "$untrusted/"
# Settings go to the server as initializationOptions: it must accept them (it reports unusable
# settings with a "bugbash: ..." warning, which the driver treats as a failure) and keep running.
extra='
  "bugbash.testCommand": "python3 -m unittest discover -s tests -t .",
  "bugbash.llm.provider": "ollama",
  "bugbash.llm.baseUrl": "http://127.0.0.1:9/v1",
  "bugbash.llm.model": "qwen2.5-coder",
  "bugbash.llm.apiKeyEnv": "BUGBASH_E2E_KEY",'
write_settings "$scratch/user-data-untrusted" true "$extra"
start_code_server "$scratch/user-data-untrusted" "$untrusted" ""
say "restricted mode (an untrusted workspace)"
drive "$untrusted" restricted "$scratch/user-data-untrusted/logs"
stop_code_server
[ "$flow_failed" = 0 ] || die "the flow failed (see 'not ok' above and test-output/vscode/failure.txt)"
say "passed"
