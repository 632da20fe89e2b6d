#!/usr/bin/env bash
# Checks every case of the evaluation corpus in this folder (or only the cases named on the command
# line). For each case, in a temporary git copy:
#
#   1. case.toml has test_command, description and at least one [[bug]] with file and lines;
#      each bug file exists and is not a test file;
#   2. the test command FAILS as shipped, with 1-3 failing and at least 2 passing tests;
#   3. `git apply fix.patch` works and the test command then PASSES;
#   4. every line listed in case.toml is a line fix.patch changes (a removed/replaced line; for a pure
#      insertion, the lines just before and after it), every line fix.patch removes is listed, and
#      fix.patch touches only the bug files.
#
# Usage: corpus/verify.sh [case-name ...]
# Needs: bash, git, python3, cargo, node. Rust cases share one temporary CARGO_TARGET_DIR.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/bugbash-corpus.XXXXXX")
trap 'rm -rf "$work"' EXIT
export CARGO_TARGET_DIR="$work/cargo-target"
export PYTHONDONTWRITEBYTECODE=1
export CARGO_TERM_COLOR=never NO_COLOR=1 RUST_BACKTRACE=0

problems=0
bad() { echo "  FAIL: $*"; problems=$((problems + 1)); }

toml_get() {
    sed -n -e "s/^$2 *= *\"\(.*\)\" *\$/\1/p" "$1" | head -n1
}

# bugs CASE_TOML: one "file<TAB>line" row per listed line of every [[bug]] table.
bugs() {
    awk '
        /^\[\[bug\]\]/ { inbug = 1; file = ""; next }
        /^\[/ { inbug = 0 }
        inbug && /^file *=/ { match($0, /"[^"]*"/); file = substr($0, RSTART + 1, RLENGTH - 2) }
        inbug && /^lines *=/ {
            s = $0; sub(/^[^[]*\[/, "", s); sub(/\].*$/, "", s)
            n = split(s, parts, ",")
            for (i = 1; i <= n; i++) { gsub(/ /, "", parts[i]); if (parts[i] != "") print file "\t" parts[i] }
        }
    ' "$1"
}

# touched_lines PATCH: "file<TAB>line<TAB>kind" for old-side lines the patch changes.
# kind is "removed" for a removed or replaced line, "adjacent" for a neighbour of a pure insertion.
touched_lines() {
    awk '
        function flush() {
            # a run of added lines with no removed lines: an insertion between old-1 and old
            if (added && !removed) {
                if (old > 1) print file "\t" (old - 1) "\tadjacent"
                print file "\t" old "\tadjacent"
            }
            added = 0; removed = 0
        }
        /^diff --git / { flush(); file = substr($3, 3); next }
        /^@@ / { flush(); split($2, a, ","); old = substr(a[1], 2) + 0; next }
        /^--- |^\+\+\+ / { next }
        /^-/ { removed = 1; print file "\t" old "\tremoved"; old++; next }
        /^\+/ { added = 1; next }
        /^ / { flush(); old++ }
        END { flush() }
    ' "$1"
}

patched_files() { awk '/^diff --git / { print substr($3, 3) }' "$1" | sort -u; }

failed_tests() { grep -cE ' \.\.\. (FAIL|FAILED|ERROR)$|^not ok [0-9]+ - ' "$1" || true; }
passed_tests() { grep -cE ' \.\.\. ok$|^ok [0-9]+ - ' "$1" || true; }

run() { (cd "$1" && timeout 300 bash -c "$3") >"$2" 2>&1; }

check_case() {
    local name=$1 src="$here/$1"
    local before=$problems
    local toml="$src/case.toml"
    [[ -f "$toml" ]] || { bad "$name: no case.toml"; return; }
    for f in fix.patch README.md; do
        [[ -f "$src/$f" ]] || bad "$name: missing $f"
    done
    local cmd desc
    cmd=$(toml_get "$toml" test_command)
    desc=$(toml_get "$toml" description)
    [[ -n "$cmd" ]] || { bad "$name: case.toml has no test_command"; return; }
    [[ -n "$desc" ]] || bad "$name: case.toml has no description"
    local listed
    listed=$(bugs "$toml" | sort -u)
    [[ -n "$listed" ]] || { bad "$name: case.toml lists no [[bug]] lines"; return; }

    local file line
    while IFS=$'\t' read -r file line; do
        [[ -f "$src/$file" ]] || bad "$name: bug file $file does not exist"
        case "$file" in tests/* | test/* | */tests/* | */test/*) bad "$name: bug file $file is a test file" ;; esac
        local n; n=$(wc -l < "$src/$file")
        [[ $line -ge 1 && $line -le $n ]] || bad "$name: $file:$line is outside the file ($n lines)"
    done <<< "$listed"

    # 4. lines listed <-> lines the fix changes
    local touched
    touched=$(touched_lines "$src/fix.patch")
    while IFS=$'\t' read -r file line; do
        grep -qP "^\Q$file\E\t$line\t" <<< "$touched" || bad "$name: $file:$line is listed but fix.patch does not change it"
    done <<< "$listed"
    while IFS=$'\t' read -r file line; do
        grep -qP "^\Q$file\E\t$line\$" <<< "$listed" || bad "$name: fix.patch changes $file:$line, which case.toml does not list"
    done < <(awk -F'\t' '$3 == "removed" { print $1 "\t" $2 }' <<< "$touched")
    local listed_files
    listed_files=$(cut -f1 <<< "$listed" | sort -u)
    while IFS= read -r file; do
        grep -qxF "$file" <<< "$listed_files" || bad "$name: fix.patch touches $file, which is not a [[bug]] file"
    done < <(patched_files "$src/fix.patch")

    # 2. fails as shipped
    local dir="$work/cases/$name" log="$work/$name.log"
    mkdir -p "$dir"
    (cd "$src" && tar --exclude=./target --exclude=__pycache__ --exclude=./fix.patch -cf - .) | tar -xf - -C "$dir"
    git -C "$dir" init -q
    git -C "$dir" add -A
    git -C "$dir" -c user.name=verify -c user.email=verify@localhost commit -qm shipped
    if run "$dir" "$log" "$cmd"; then
        bad "$name: test command passes as shipped ($cmd)"
    else
        local nf np
        nf=$(failed_tests "$log"); np=$(passed_tests "$log")
        [[ $nf -ge 1 && $nf -le 3 ]] || bad "$name: $nf failing tests as shipped (want 1-3)"
        [[ $np -ge 2 ]] || bad "$name: only $np passing tests as shipped (want >= 2)"
        local shipped="$np pass, $nf fail"
    fi

    # 3. passes with the fix
    if ! git -C "$dir" apply "$src/fix.patch" 2>"$log.apply"; then
        bad "$name: fix.patch does not apply: $(head -n 3 "$log.apply")"
    elif ! run "$dir" "$log.fixed" "$cmd"; then
        bad "$name: test command still fails after fix.patch: $(grep -m3 -E 'FAIL|ERROR|not ok|panicked' "$log.fixed" || tail -n 3 "$log.fixed")"
    fi

    if [[ $problems -eq $before ]]; then
        printf '  ok  %-24s %s; fixed: %s pass\n' "$name" "${shipped:-?}" "$(passed_tests "$log.fixed")"
    fi
}

if [[ $# -gt 0 ]]; then
    names=("$@")
else
    names=()
    for d in "$here"/*/; do
        [[ -f "$d/case.toml" ]] && names+=("$(basename "$d")")
    done
fi
[[ ${#names[@]} -gt 0 ]] || { echo "no cases found in $here"; exit 1; }

echo "checking ${#names[@]} cases"
for n in "${names[@]}"; do
    check_case "$n"
done

if [[ $problems -gt 0 ]]; then
    echo "verify: $problems problem(s)"
    exit 1
fi
echo "verify: all ${#names[@]} cases OK"
