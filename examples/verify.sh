#!/usr/bin/env bash
# Mechanically checks every example project in this folder (or only those named on the command line):
#
#   1. as shipped, the test command FAILS and reports the failing test from bugbash.example.toml;
#   2. fix.patch and wrong.patch both change the buggy line named in bugbash.example.toml;
#   3. the regression test file that fix.patch adds holds >= 2 tests, and all of them fail before
#      the fix (only the test file applied);
#   4. with fix.patch applied (git apply, in a temporary git repository) the test command PASSES;
#   5. with wrong.patch applied instead, the test command still FAILS, and the original failing test
#      is still among the failures (so the wrong fix compiles and runs).
#
# Usage: examples/verify.sh [example-name ...]
# Needs: bash, git, python3, cargo, node. Works in a temporary directory; the examples are not touched.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/bugbash-examples.XXXXXX")
trap 'rm -rf "$work"' EXIT
export CARGO_TARGET_DIR="$work/cargo-target"
export PYTHONDONTWRITEBYTECODE=1
export CARGO_TERM_COLOR=never NO_COLOR=1 RUST_BACKTRACE=0

failures=0
fail() { echo "  FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "  ok: $*"; }

# toml_get FILE KEY: the value of a top-level `key = "string"` or `key = number` line.
toml_get() {
    sed -n -e "s/^$2 *= *\"\(.*\)\" *\$/\1/p" -e "s/^$2 *= *\([0-9][0-9]*\) *\$/\1/p" "$1" | head -n1
}

# changed_old_lines PATCH FILE: old-side line numbers that PATCH removes or replaces in FILE
# (for a pure insertion, the line the insertion follows).
changed_old_lines() {
    awk -v want="$2" '
        /^diff --git / { infile = ($3 == "a/" want); next }
        !infile { next }
        /^@@ / { split($2, a, ","); old = substr(a[1], 2) + 0; next }
        /^---|^\+\+\+/ { next }
        /^-/ { print old; old++; next }
        /^\+/ { print (old > 1 ? old - 1 : 1); next }
        /^ / { old++ }
    ' "$1" | sort -un
}

# new_files PATCH: files that PATCH creates.
new_files() {
    awk '/^diff --git / { f = substr($4, 3) } /^new file mode/ { print f }' "$1"
}

# Test-runner output: names of failing and passing tests (unittest -v, cargo test, node --test TAP).
failed_tests() { grep -E ' \.\.\. (FAIL|FAILED|ERROR)$|^not ok [0-9]+ - ' "$1" || true; }
passed_tests() { grep -E ' \.\.\. ok$|^ok [0-9]+ - ' "$1" || true; }

# run DIR LOG COMMAND: run a test command in DIR, output to LOG; returns its exit status.
run() {
    local dir=$1 log=$2 cmd=$3
    (cd "$dir" && timeout 300 bash -c "$cmd") >"$log" 2>&1
}

# single_file_command FILE: the command that runs only one test file.
single_file_command() {
    local f=$1
    case "$f" in
        *.py) local mod=${f%.py}; echo "python3 -m unittest -v ${mod//\//.}" ;;
        tests/*.rs) local t=${f#tests/}; echo "cargo test --test ${t%.rs}" ;;
        *.js | *.mjs | *.cjs) echo "node --test $f" ;;
        *) return 1 ;;
    esac
}

reset_repo() { git -C "$1" checkout -q -- . && git -C "$1" clean -qfd -e cargo-target; }

check_example() {
    local name=$1 src="$here/$1" facts="$here/$1/bugbash.example.toml"
    echo "== $name"
    local f
    for f in README.md bugbash.example.toml fix.patch wrong.patch; do
        [[ -f "$src/$f" ]] || { fail "$name: missing $f"; return; }
    done
    local cmd file line testname
    cmd=$(toml_get "$facts" test_command)
    file=$(toml_get "$facts" buggy_file)
    line=$(toml_get "$facts" buggy_line)
    testname=$(toml_get "$facts" failing_test)
    [[ -n "$cmd" && -n "$file" && -n "$line" && -n "$testname" ]] \
        || { fail "$name: bugbash.example.toml needs test_command, buggy_file, buggy_line, failing_test"; return; }
    [[ -f "$src/$file" ]] || { fail "$name: buggy_file $file does not exist"; return; }
    grep -q "\`$file\`, line \*\*$line\*\*" "$src/README.md" \
        && ok "README names $file line $line" || fail "README does not name \`$file\`, line **$line**"

    local dir="$work/$name" log="$work/$name.log"
    mkdir -p "$dir"
    (cd "$src" && tar --exclude=./target --exclude=__pycache__ -cf - .) | tar -xf - -C "$dir"
    rm -f "$dir/fix.patch" "$dir/wrong.patch"
    git -C "$dir" init -q
    git -C "$dir" add -A
    git -C "$dir" -c user.name=verify -c user.email=verify@localhost commit -qm shipped

    # 1. fails as shipped, with the named failing test
    if run "$dir" "$log" "$cmd"; then
        fail "test command passes as shipped: $cmd"
    else
        ok "fails as shipped"
        failed_tests "$log" | grep -qF -- "$testname" \
            && ok "failing test reported: $testname" || fail "failing test '$testname' not among failures"
    fi

    # 2. both patches touch the buggy line
    local p
    for p in fix wrong; do
        changed_old_lines "$src/$p.patch" "$file" | grep -qx "$line" \
            && ok "$p.patch changes $file:$line" || fail "$p.patch does not change $file:$line"
    done

    # 3. the new regression test file: >= 2 tests, all failing before the fix
    local newtests=() t
    while IFS= read -r t; do
        case "$t" in tests/* | test/*) newtests+=("$t") ;; esac
    done < <(new_files "$src/fix.patch")
    if [[ ${#newtests[@]} -eq 0 ]]; then
        fail "fix.patch adds no new file under tests/ or test/"
    else
        git -C "$dir" apply --include='tests/*' --include='test/*' "$src/fix.patch"
        for t in "${newtests[@]}"; do
            local one npass nfail
            one=$(single_file_command "$t") || { fail "do not know how to run $t"; continue; }
            run "$dir" "$log.regr" "$one" || true
            npass=$(passed_tests "$log.regr" | wc -l)
            nfail=$(failed_tests "$log.regr" | wc -l)
            if [[ $nfail -ge 2 && $npass -eq 0 ]]; then
                ok "$t: $nfail new tests, all fail before the fix"
            else
                fail "$t: want >= 2 tests all failing before the fix, got $nfail failing, $npass passing ($one)"
            fi
        done
        reset_repo "$dir"
    fi

    # 4. passes with fix.patch
    if ! git -C "$dir" apply "$src/fix.patch"; then
        fail "fix.patch does not apply"
    elif run "$dir" "$log.fix" "$cmd"; then
        ok "passes with fix.patch ($(passed_tests "$log.fix" | wc -l) tests)"
    else
        fail "test command still fails with fix.patch (log: $(tail -n 5 "$log.fix"))"
    fi
    reset_repo "$dir"

    # 5. still fails with wrong.patch, on the original failing test (cargo stops at the first failing
    #    test binary, and the new regression binary may sort first, so run them all)
    local wrong_cmd=$cmd
    [[ $cmd == "cargo test"* ]] && wrong_cmd="cargo test --no-fail-fast${cmd#cargo test}"
    if ! git -C "$dir" apply "$src/wrong.patch"; then
        fail "wrong.patch does not apply"
    elif run "$dir" "$log.wrong" "$wrong_cmd"; then
        fail "test command passes with wrong.patch"
    else
        failed_tests "$log.wrong" | grep -qF -- "$testname" \
            && ok "still fails with wrong.patch ($testname)" \
            || fail "with wrong.patch the command fails, but not on '$testname' (does it compile?)"
    fi
    reset_repo "$dir"
}

if [[ $# -gt 0 ]]; then
    names=("$@")
else
    names=()
    for d in "$here"/*/; do
        [[ -f "$d/bugbash.example.toml" ]] && names+=("$(basename "$d")")
    done
fi
[[ ${#names[@]} -gt 0 ]] || { echo "no examples found in $here"; exit 1; }

for n in "${names[@]}"; do
    check_example "$n"
done

if [[ $failures -gt 0 ]]; then
    echo "verify: $failures check(s) failed"
    exit 1
fi
echo "verify: all ${#names[@]} examples OK"
