#!/usr/bin/env bash
# The main job: a complete offline investigation of a bundled example, printing the pinned root
# cause. Usage: bash scripts/demo.sh [example-name]   (default: python-inventory)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
name=${1:-python-inventory}
src="$here/examples/$name"
[ -f "$src/bugbash.example.toml" ] || { echo "no such example: $name (see examples/)" >&2; exit 1; }
echo "Building bugbash (release build; the first one takes a few minutes, later ones seconds)..." >&2
cargo build --release --manifest-path "$here/Cargo.toml"
echo >&2
bugbash="${CARGO_TARGET_DIR:-$here/target}/release/bugbash"
work=$(mktemp -d "${TMPDIR:-/tmp}/bugbash-demo-XXXXXX")
cp -r "$src/." "$work/"
cd "$work"
git init -q && git add -A && git -c user.email=demo@example.invalid -c user.name=demo commit -qm example
desc=$(sed -n 's/^description = "\(.*\)"$/\1/p' bugbash.example.toml)
cmd=$(sed -n 's/^test_command = "\(.*\)"$/\1/p' bugbash.example.toml)
echo "\$ bugbash init \"$desc\" --id demo --test \"$cmd\""
"$bugbash" init "$desc" --id demo --test "$cmd"
echo
echo "\$ bugbash analyze demo"
"$bugbash" analyze demo
echo
echo "\$ bugbash status demo"
"$bugbash" status demo
echo
echo "Workspace kept at $work (the investigation is in $work/.bugbash/bugs/demo/)"
