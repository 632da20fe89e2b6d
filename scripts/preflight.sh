#!/usr/bin/env bash
# What the README's test command needs on the machine, checked before the first build so a bare
# machine (Debian 12) hears at once what to install instead of failing after a long build.
# Usage: bash scripts/preflight.sh   (exit 1 with the list of what is missing)
set -uo pipefail
missing=()
hint=()
need() { command -v "$1" >/dev/null 2>&1 || { missing+=("$1"); hint+=("$2"); }; }
need cargo "Rust 1.80 or newer (rustup, or Debian 13's cargo)"
need git git
need python3 python3
need node nodejs
need npm npm
need curl curl
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' \
    || { missing+=("python3 >= 3.9"); hint+=("python3 (3.9 or newer)"); }
  # Debian's python3 has no venv/ensurepip without python3-venv; the LSP client and Neovim
  # suites make virtual environments.
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 \
    || { missing+=("python3 venv"); hint+=("python3-venv"); }
fi
if command -v node >/dev/null 2>&1; then
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge 20 ] 2>/dev/null \
    || { missing+=("node >= 20 (found $(node --version))"); hint+=("Node.js 20 or newer (Debian 12 ships 18: use NodeSource or nvm)"); }
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "The test command cannot run on this machine; missing:" >&2
  for i in "${!missing[@]}"; do
    echo "  - ${missing[$i]}: install ${hint[$i]}" >&2
  done
  echo "On Debian 12: apt-get install git python3 python3-venv curl npm (and Node 20+, Rust)." >&2
  exit 1
fi
echo "preflight: cargo, git, python3 (with venv), node $(node --version), npm, curl present"
