#!/usr/bin/env bash
# Every test: the Rust suite (unit, CLI and end-to-end tests on the bundled examples with the
# real runners) and the example/corpus self-checks. Installs nothing outside the registries.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
export NO_COLOR=1
echo "== preflight: what the tests need on this machine"
bash scripts/preflight.sh
echo "== build every target and lint (rustfmt, clippy -D warnings, benches compile)"
if cargo fmt --version >/dev/null 2>&1; then
  cargo fmt --check
else
  echo "rustfmt is not installed: the formatting check is SKIPPED (rustup component add rustfmt)" >&2
fi
cargo clippy --all-targets --locked -- -D warnings
cargo bench --no-run --locked --quiet
bash scripts/js-runners.sh  # Mocha, Jest, Vitest, tape, AVA for tests/runners.rs (.tools/js)
echo "== cargo test (unit, integration, end-to-end)"
if cargo nextest --version >/dev/null 2>&1; then
  # nextest does not run doctests; run them first so its summary closes the output.
  cargo test --locked --doc --quiet
  cargo nextest run --locked --no-fail-fast
else
  cargo test --locked --no-fail-fast
fi
# The integration tests built the server binary; the editor suites use it rather than running a
# second `cargo build` (whose features differ without the dev-dependencies: a full rebuild).
bin="${CARGO_TARGET_DIR:-$here/target}/debug/bugbash"
if [[ -z "${BUGBASH_BIN:-}" && -x "$bin" ]]; then
  export BUGBASH_BIN="$bin"
fi
echo "== llm: the model path against a real small model (installs it under .tools/llm)"
bash scripts/test-llm.sh
echo "== examples: each fails as shipped, passes with fix.patch, fails with wrong.patch"
bash examples/verify.sh
echo "== corpus: each case fails as shipped and passes with its fix.patch"
bash corpus/verify.sh
echo "== lsp client: the end-to-end scenario with VS Code's and Neovim's recorded capabilities"
bash scripts/test-lsp-client.sh
bash scripts/test-neovim.sh
bash scripts/test-vscode.sh
echo "== all tests passed"
