#!/usr/bin/env bash
# The end-to-end LSP scenario driven by pytest-lsp with the capability sets recorded from real
# editors (VS Code, Neovim 0.7, Neovim latest): tests/lsp-client/.
#
# Creates a virtual environment in .tools/venv-lsp (gitignored) with the pinned packages from
# PyPI, builds the server with `cargo build` unless BUGBASH_BIN names a binary, and runs pytest.
# Extra arguments go to pytest, e.g. `scripts/test-lsp-client.sh -k neovim -x`.
# Needs: python3 (3.11+, with venv), git, cargo. Installs nothing outside the project.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
export NO_COLOR=1 PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1
# The approval key (and any other state) of the CLI and the server this suite starts: one
# temporary folder, shared by both, never the user's own.
state_home=$(mktemp -d "${TMPDIR:-/tmp}/bugbash-lsp-client-state.XXXXXX")
trap 'rm -rf "$state_home"' EXIT
export XDG_STATE_HOME="$state_home"

die() { echo "test-lsp-client: $*" >&2; exit 1; }

packages=(pytest-lsp==1.0.1 pygls==2.1.1 lsprotocol==2025.0.0 pytest pytest-asyncio)
venv="$here/.tools/venv-lsp"
stamp="$venv/.installed"

command -v python3 >/dev/null || die "python3 is not installed"
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "python3 $(python3 -c 'import platform; print(platform.python_version())') is too old: 3.11 or newer is needed"

# The venv, reinstalled when the pinned list changes.
if [[ ! -x "$venv/bin/python" || ! -f "$stamp" || "$(cat "$stamp")" != "${packages[*]}" ]]; then
  echo "== venv: $venv (${packages[*]})"
  rm -rf "$venv"
  python3 -m venv "$venv" || die "python3 -m venv failed (on Debian: apt-get install python3-venv)"
  "$venv/bin/pip" install --quiet "${packages[@]}" || die "pip install from PyPI failed"
  echo "${packages[*]}" >"$stamp"
fi

# The server binary.
if [[ -n "${BUGBASH_BIN:-}" ]]; then
  [[ -x "$BUGBASH_BIN" ]] || die "BUGBASH_BIN=$BUGBASH_BIN is not an executable file"
else
  echo "== cargo build"
  cargo build --locked --quiet || die "cargo build failed"
  target=$(cargo metadata --format-version 1 --no-deps --locked \
    | "$venv/bin/python" -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])') \
    || die "cargo metadata failed"
  BUGBASH_BIN="$target/debug/bugbash"
  [[ -x "$BUGBASH_BIN" ]] || die "no binary at $BUGBASH_BIN after cargo build"
fi
BUGBASH_BIN=$(cd "$(dirname "$BUGBASH_BIN")" && pwd)/$(basename "$BUGBASH_BIN")
export BUGBASH_BIN

echo "== pytest-lsp: tests/lsp-client (server: $BUGBASH_BIN)"
cd tests/lsp-client
"$venv/bin/python" -m pytest "$@" || die "the LSP client scenario failed (see above)"
