//! The attack suite (issue 10): every hole an adversarial run found, replayed through the real
//! binary. Each test names the attack class it repeats; each one failed on the code before the
//! fix. The language server's share is in `tests/attacks_lsp.rs`.
//!
//! Most attacks start from a small Python project (`calc`, one wrong operator and one failing
//! unittest) analysed without the mutation search, so a round costs a few binary runs.

mod common;

#[path = "attacks_kit/mod.rs"]
mod kit;
use kit::*;

// ---------------------------------------------------------------------------------------------
// 1. Plan text never executes.

/// A plan adding `pkg$(touch${IFS}PWNED)/x_test.go` (the attack that ran `touch` at `fix`) and
/// other paths carrying shell text or control characters are refused when the plan is made,
/// naming the path and the character; nothing runs, nothing is written.
#[test]
fn attack_shell_text_in_plan_paths_is_refused_at_plan_time() {
    let (ws, id) = analyzed();
    for (path, what) in [
        ("pkg$(touch${IFS}PWNED)/x_test.go", "a dollar sign ($)"),
        ("tests/`touch PWNED`_test.py", "a backquote (`)"),
        ("tests/a;touch PWNED;_test.py", "a semicolon (;)"),
        ("tests/a|tee PWNED|_test.py", "a pipe (|)"),
        ("tests/a>PWNED_test.py", "a greater-than sign (>)"),
        ("tests/a\\b_test.py", "a backslash (\\)"),
        ("tests/a\u{1b}[2J_test.py", "a control character (U+001B)"),
        ("tests/-rf_test.py", "starting with '-'"),
    ] {
        let patch = FIX.to_string() + &create_file_patch(path, TWO_TESTS);
        let r = plan(&ws, &id, &patch);
        assert_eq!(r.code, 3, "{path}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains(what) && r.stderr.contains(&format!("{path:?}")),
            "{path}: {}",
            r.stderr
        );
        assert_eq!(phase(&ws, &id), "ANALYZED", "{path}");
    }
    assert!(!ws.path().join("PWNED").exists());
    assert!(!ws.path().join("pkg").exists());
}

/// A plan whose test file lives in a directory with spaces and parentheses (allowed: harmless
/// to an argv vector) verifies with the derived command run without a shell: the file's name
/// reaches the runner as one argument.
#[test]
fn attack_verification_runs_derived_commands_without_a_shell() {
    let (ws, id) = analyzed();
    let test = "import unittest\nfrom calc.ops import add\n\n\nclass U(unittest.TestCase):\n    def test_small(self):\n        self.assertEqual(add(1, 1), 2)\n\n    def test_zero(self):\n        self.assertEqual(add(0, 0), 0)\n";
    let patch = FIX.to_string() + &create_file_patch("tests/test_with (parens) $x.py", test);
    // `$` is refused; the same file without it is fine.
    plan(&ws, &id, &patch).expect_code(3);
    let patch = FIX.to_string() + &create_file_patch("tests/test_added.py", test);
    plan(&ws, &id, &patch).expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    let r = ws.run(&["fix", &id]);
    r.expect_code(0);
    assert_eq!(phase(&ws, &id), "FIXED");
}

/// `auto_approve_low_risk` never approves a plan that adds test files (verification runs
/// them) or touches files outside the root cause's scope; the state says why. A LOW plan that
/// changes only the root-cause file is still approved by the policy.
#[test]
fn attack_auto_approve_never_takes_plans_that_add_tests_or_leave_the_scope() {
    let ws = calc();
    write(
        ws.path(),
        ".bugbash/config.toml",
        "auto_approve_low_risk = true\nmin_test_cases = 1\n",
    );
    write(ws.path(), "calc/other.py", "X = 1\n");
    let (ws, id) = analyzed_with(ws);
    let with_tests = FIX.to_string() + &create_file_patch("tests/test_new.py", TWO_TESTS);
    let r = plan(&ws, &id, &with_tests);
    r.expect_code(0);
    assert!(!r.stdout.contains("Auto-approved"), "{}", r.stdout);
    assert_eq!(phase(&ws, &id), "PLANNED");
    let notes = state(&ws, &id)["notes"].to_string();
    assert!(
        notes.contains("auto_approve_low_risk did not approve")
            && notes.contains("adds or changes test files")
            && notes.contains("tests/test_new.py"),
        "{notes}"
    );
    assert!(!ws.path().join(".bugbash/audit.jsonl").exists());

    // Outside the scope (calc/other.py is not on the failing path).
    let id2 = new_analyzed(&ws, "b2");
    let other = "diff --git a/calc/other.py b/calc/other.py\n--- a/calc/other.py\n+++ b/calc/other.py\n@@ -1 +1 @@\n-X = 1\n+X = 2\n";
    let p = patch_file(&ws, &(FIX.to_string() + other));
    let r = ws.run(&[
        "plan",
        &id2,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ]);
    r.expect_code(0);
    assert_eq!(phase(&ws, &id2), "PLANNED");
    let notes = state(&ws, &id2)["notes"].to_string();
    assert!(
        notes.contains("outside the root cause's scope (calc/other.py)"),
        "{notes}"
    );

    // The root-cause file alone, verified by the tests already there: approved by the policy.
    let id3 = new_analyzed(&ws, "b3");
    let p = patch_file(&ws, FIX);
    let r = ws.run(&[
        "plan",
        &id3,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ]);
    r.expect_code(0);
    assert!(r.stdout.contains("Auto-approved"), "{}", r.stdout);
    assert_eq!(phase(&ws, &id3), "APPROVED");
}

// ---------------------------------------------------------------------------------------------
// Writes only where the approved plan says; nothing that existed is ever lost.

/// Item 8: Rollback never deletes or changes a file that existed before the fix, nor a change made
/// after it: a pre-existing test file named by `--test-case` survives fix and rollback, and a
/// rollback that would undo edits made after the fix (to a created test file or a modified
/// source file) is refused as a whole, naming the files, with nothing changed.
#[test]
fn attack_rollback_never_loses_a_file_or_a_later_edit() {
    let (ws, id) = analyzed();
    let patch = WRONG.to_string() + &create_file_patch("tests/test_new.py", TWO_TESTS);
    let p = patch_file(&ws, &patch);
    ws.run(&[
        "plan",
        &id,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ])
    .expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    ws.run(&["fix", &id]).expect_code(4);
    assert_eq!(phase(&ws, &id), "BLOCKED");
    // Someone keeps working after the failed fix.
    let mine = TWO_TESTS.to_string() + "def test_mine():\n    assert True\n";
    write(ws.path(), "tests/test_new.py", &mine);
    let r = ws.run(&["rollback", &id]);
    r.expect_code(3);
    assert!(
        r.stderr.contains("tests/test_new.py changed since the fix")
            && r.stderr.contains("nothing was restored"),
        "{}",
        r.stderr
    );
    assert_eq!(ws.read("tests/test_new.py"), mine);
    assert!(ws.read("calc/ops.py").contains("a * b"), "nothing restored");
    // Put back as the fix left it: the rollback goes through; the repository's own test file
    // (named by --test-case) is untouched.
    write(ws.path(), "tests/test_new.py", TWO_TESTS);
    ws.run(&["rollback", &id]).expect_code(0);
    assert_eq!(ws.read("calc/ops.py"), OPS);
    assert!(!ws.path().join("tests/test_new.py").exists());
    assert_eq!(ws.read("tests/test_ops.py"), TEST_OPS);

    // A modified source file edited after the fix is not overwritten either.
    let id2 = new_analyzed(&ws, "b2");
    let p = patch_file(&ws, WRONG);
    ws.run(&[
        "plan",
        &id2,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ])
    .expect_code(0);
    ws.run(&["approve", &id2]).expect_code(0);
    ws.run(&["fix", &id2]).expect_code(4);
    let edited = ws.read("calc/ops.py") + "\n\ndef sub(a, b):\n    return a - b\n";
    write(ws.path(), "calc/ops.py", &edited);
    let r = ws.run(&["rollback", &id2]);
    r.expect_code(3);
    assert!(
        r.stderr.contains("calc/ops.py changed since the fix"),
        "{}",
        r.stderr
    );
    assert_eq!(ws.read("calc/ops.py"), edited);
}

/// Item 4: A delete is grounded like a modification: a file edited after the plan was made is not
/// deleted; an unchanged one is, and rollback brings its bytes and mode back.
#[test]
fn attack_ungrounded_delete_is_refused_and_deletes_roll_back() {
    let ws = calc();
    write(ws.path(), "calc/legacy.py", "OLD = 1\n");
    set_mode(&ws.path().join("calc/legacy.py"), 0o640);
    let (ws, id) = analyzed_with(ws);
    let delete = "diff --git a/calc/legacy.py b/calc/legacy.py\ndeleted file mode 100644\n--- a/calc/legacy.py\n+++ /dev/null\n@@ -1 +0,0 @@\n-OLD = 1\n";
    let p = patch_file(&ws, &(WRONG.to_string() + delete));
    ws.run(&[
        "plan",
        &id,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ])
    .expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    // The file changes after the plan was made: the delete no longer matches.
    write(ws.path(), "calc/legacy.py", "OLD = 1\nNEW_WORK = 2\n");
    let r = ws.run(&["fix", &id]);
    r.expect_code(3);
    assert!(
        r.stderr.contains("stale plan") && r.stderr.contains("calc/legacy.py"),
        "{}",
        r.stderr
    );
    assert_eq!(ws.read("calc/legacy.py"), "OLD = 1\nNEW_WORK = 2\n");
    assert_eq!(phase(&ws, &id), "APPROVED");
    // As it was: deleted by the fix, restored (bytes and mode) by the rollback.
    write(ws.path(), "calc/legacy.py", "OLD = 1\n");
    ws.run(&["fix", &id]).expect_code(4);
    assert!(!ws.path().join("calc/legacy.py").exists());
    ws.run(&["rollback", &id]).expect_code(0);
    assert_eq!(ws.read("calc/legacy.py"), "OLD = 1\n");
    assert_eq!(mode(&ws.path().join("calc/legacy.py")), 0o640);
}

/// Item 7: Modes are preserved by `fix` and restored by `rollback` (they used to become 0600).
#[test]
fn attack_modes_survive_fix_and_rollback() {
    let ws = calc();
    set_mode(&ws.path().join("calc/ops.py"), 0o755);
    set_mode(&ws.path().join("tests/test_ops.py"), 0o644);
    let (ws, id) = analyzed_with(ws);
    let patch = WRONG.to_string() + &create_file_patch("tests/test_new.py", TWO_TESTS);
    plan(&ws, &id, &patch).expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    ws.run(&["fix", &id]).expect_code(4);
    assert_eq!(mode(&ws.path().join("calc/ops.py")), 0o755, "kept by fix");
    // A created file gets the usual mode of new files (umask applied), not 0600.
    assert_eq!(mode(&ws.path().join("tests/test_new.py")) & 0o444, 0o444);
    set_mode(&ws.path().join("calc/ops.py"), 0o700);
    // A mode change alone is not a content change: the rollback restores the mode too.
    ws.run(&["rollback", &id]).expect_code(0);
    assert_eq!(ws.read("calc/ops.py"), OPS);
    assert_eq!(
        mode(&ws.path().join("calc/ops.py")),
        0o755,
        "restored by rollback"
    );
}

/// Item 5: Paths have one normal form: a backslash (which made rollback overwrite an unrelated
/// `a/b.py`) is refused, and `./` or doubled slashes name the same file everywhere (plan,
/// manifest, write, rollback).
#[test]
fn attack_backslash_and_unnormalised_paths() {
    let ws = calc();
    write(ws.path(), "a/b.py", "UNRELATED = 1\n");
    let (ws, id) = analyzed_with(ws);
    let r = plan(
        &ws,
        &id,
        &(WRONG.to_string() + &create_file_patch("a\\b.py", TWO_TESTS)),
    );
    r.expect_code(3);
    assert!(r.stderr.contains("a backslash"), "{}", r.stderr);
    let unnormal = WRONG.replace("calc/ops.py", "./calc//ops.py");
    let p = patch_file(&ws, &unnormal);
    ws.run(&[
        "plan",
        &id,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "tests/test_ops.py",
    ])
    .expect_code(0);
    let paths = state(&ws, &id)["fix_plan"]["changes"][0]["file_path"].clone();
    assert_eq!(paths, "calc/ops.py");
    ws.run(&["approve", &id]).expect_code(0);
    ws.run(&["fix", &id]).expect_code(4);
    let manifest = ws.read(".bugbash/bugs/b1/prefix/manifest.json");
    assert!(manifest.contains("\"path\": \"calc/ops.py\""), "{manifest}");
    ws.run(&["rollback", &id]).expect_code(0);
    assert_eq!(ws.read("calc/ops.py"), OPS);
    assert_eq!(ws.read("a/b.py"), "UNRELATED = 1\n");
}

/// Item 2: Version control folders are refused at any depth (a nested repository's `.git/config`,
/// `.hg`, `.svn`, another project's `.bugbash`), and the store wherever `storage_path` puts it
/// (`./store`, an absolute path); a `storage_path` outside the workspace is refused.
#[test]
fn attack_nested_vcs_and_the_relocated_store_are_never_written() {
    let (ws, id) = analyzed();
    for (path, expect) in [
        ("vendor/lib/.git/config", "inside .git/"),
        ("deps/sub/.git/hooks/pre-commit", "inside .git/"),
        (".hg/hgrc", "inside .hg/"),
        ("lib/.svn/entries", "inside .svn/"),
        ("other/.bugbash/config.toml", "inside .bugbash/"),
    ] {
        let r = plan(
            &ws,
            &id,
            &(FIX.to_string() + &create_file_patch(path, "x = 1\n")),
        );
        assert_eq!(r.code, 3, "{path}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains(expect), "{path}: {}", r.stderr);
    }
    assert_eq!(phase(&ws, &id), "ANALYZED");

    for storage in ["./store".to_string(), "ABS".to_string()] {
        let ws = calc();
        let storage = storage.replace(
            "ABS",
            &ws.path()
                .canonicalize()
                .unwrap()
                .join("store")
                .display()
                .to_string(),
        );
        write(
            ws.path(),
            ".bugbash/config.toml",
            &format!("storage_path = {storage:?}\n"),
        );
        let (ws, id) = analyzed_with(ws);
        assert!(ws.path().join("store/bugs/b1/state.json").exists());
        let r = plan(
            &ws,
            &id,
            &(FIX.to_string() + &create_file_patch("store/bugs/b1/evil.py", "x = 1\n")),
        );
        assert_eq!(r.code, 3, "{storage}: {}{}", r.stdout, r.stderr);
        assert!(
            r.stderr.contains("inside the store"),
            "{storage}: {}",
            r.stderr
        );
    }

    let ws = calc();
    let elsewhere = tempfile::tempdir().unwrap();
    write(
        ws.path(),
        ".bugbash/config.toml",
        &format!(
            "storage_path = {:?}\n",
            elsewhere.path().display().to_string()
        ),
    );
    let r = ws.run(&["init", "x", "--test", "python3 -m unittest -v"]);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("storage_path = ") && r.stderr.contains("is outside the workspace"),
        "{}",
        r.stderr
    );
    let r = ws.run_env(&["list"], &[("BUGBASH_STORAGE_PATH", "../up")]);
    assert!(
        r.stderr.contains("BUGBASH_STORAGE_PATH") && r.stderr.contains("outside the workspace"),
        "{}",
        r.stderr
    );
    assert!(std::fs::read_dir(elsewhere.path())
        .unwrap()
        .next()
        .is_none());
}

/// Item 3: Writes are race-free against symlink swaps: while `fix` runs, another thread keeps
/// swapping the root cause's directory for a symlink to a copy outside the workspace. In 100
/// rounds, nothing outside is ever written (22 of 100 rounds wrote outside before: the checks
/// and the writes were separate path lookups).
#[test]
fn attack_symlink_swap_races_never_write_outside() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    const ROUNDS: usize = 100;
    let (template, id) = analyzed();
    // Verification is not what this attack is about: the plan's test cases live in a Java
    // file (no command is derived for it) and the reproduction command is made `true`, so a
    // round costs one quick `fix`. The plan and its approval are untouched.
    write(
        template.path(),
        "src/test/java/CalcTest.java",
        "class CalcTest {\n    @Test\n    public void testAdd() {}\n    @Test\n    public void testZero() {}\n}\n",
    );
    let p = patch_file(&template, FIX);
    template
        .run(&[
            "plan",
            &id,
            "--patch",
            p.to_str().unwrap(),
            "--test-case",
            "src/test/java/CalcTest.java",
        ])
        .expect_code(0);
    template.run(&["approve", &id]).expect_code(0);
    let state_path = template
        .path()
        .join(format!(".bugbash/bugs/{id}/state.json"));
    let mut st = state(&template, &id);
    st["report"]["test_command"] = serde_json::json!("true");
    std::fs::write(&state_path, serde_json::to_vec_pretty(&st).unwrap()).unwrap();
    let outside = tempfile::tempdir().unwrap();
    common::copy_dir(&template.path().join("calc"), &outside.path().join("calc"));
    let snapshot = |dir: &std::path::Path| -> Vec<(String, Vec<u8>)> {
        let mut v: Vec<_> = walkdir::WalkDir::new(dir)
            .into_iter()
            .filter_map(|e| e.ok())
            .map(|e| {
                let bytes = std::fs::read(e.path()).unwrap_or_default();
                (e.path().display().to_string(), bytes)
            })
            .collect();
        v.sort();
        v
    };
    let before = snapshot(outside.path());
    let rounds = tempfile::tempdir().unwrap();
    let (mut written_outside, mut fixed, mut refused) = (0, 0, 0);
    for round in 0..ROUNDS {
        let dir = rounds.path().join(format!("r{round}"));
        common::copy_dir(template.path(), &dir);
        let stop = Arc::new(AtomicBool::new(false));
        let swapper = {
            let (stop, dir, target) = (stop.clone(), dir.clone(), outside.path().join("calc"));
            std::thread::spawn(move || {
                let (real, parked) = (dir.join("calc"), dir.join("calc.parked"));
                let mut n: u64 = round as u64;
                // A step that fails ends the swapping for this round: the fix may legitimately
                // make `calc/` again while it is parked (the parent of a file the plan creates),
                // and what matters is only what was written outside, checked below.
                while !stop.load(Ordering::Relaxed) {
                    if std::fs::rename(&real, &parked).is_err() {
                        break;
                    }
                    if std::os::unix::fs::symlink(&target, &real).is_err() {
                        break;
                    }
                    n = n.wrapping_mul(6364136223846793005).wrapping_add(1);
                    std::thread::sleep(std::time::Duration::from_micros(n % 300));
                    if std::fs::remove_file(&real).is_err()
                        || std::fs::rename(&parked, &real).is_err()
                    {
                        break;
                    }
                    std::thread::sleep(std::time::Duration::from_micros((n >> 20) % 1500));
                }
            })
        };
        let out = std::process::Command::new(common::bin())
            .args(["fix", &id])
            .current_dir(&dir)
            .env("XDG_STATE_HOME", template.state_home())
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        stop.store(true, Ordering::Relaxed);
        swapper.join().unwrap();
        match out.status.code() {
            Some(0) => fixed += 1,
            _ => refused += 1,
        }
        if snapshot(outside.path()) != before {
            written_outside += 1;
            // Put the outside copy back for the next round.
            std::fs::remove_dir_all(outside.path().join("calc")).unwrap();
            common::copy_dir(&template.path().join("calc"), &outside.path().join("calc"));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
    eprintln!("{ROUNDS} swap races: {fixed} fixed inside, {refused} refused or blocked, {written_outside} wrote outside");
    assert_eq!(
        written_outside, 0,
        "rounds that wrote outside the workspace"
    );
}

// ---------------------------------------------------------------------------------------------
// Locks, crashes and processes.

/// Runs `n` copies of `bugbash <args>` at once in `dir`; returns their exit codes.
fn concurrently(
    dir: &std::path::Path,
    state_home: &std::path::Path,
    args: &[&str],
    n: usize,
) -> Vec<i32> {
    let children: Vec<_> = (0..n)
        .map(|_| {
            std::process::Command::new(common::bin())
                .args(args)
                .current_dir(dir)
                .env("XDG_STATE_HOME", state_home)
                .env("NO_COLOR", "1")
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    children
        .into_iter()
        .map(|mut c| c.wait().unwrap().code().unwrap_or(-1))
        .collect()
}

/// Item 9: The lock is exclusive: 4 concurrent `approve`s of one plan, 50 rounds (200 approves), and
/// 4 concurrent `fix`es of one approved plan, 25 rounds (100 fixes): in every round exactly one
/// proceeds (one approval in the audit log; one APPROVED -> IMPLEMENTING transition). Before,
/// 10 of 200 approves and 24 of 400 fixes proceeded twice (a lock read while half written
/// counted as stale).
#[test]
fn attack_concurrent_approves_and_fixes_proceed_exactly_once() {
    let (ws, id) = analyzed();
    write(
        ws.path(),
        "src/test/java/CalcTest.java",
        "class CalcTest {\n    @Test\n    public void testAdd() {}\n    @Test\n    public void testZero() {}\n}\n",
    );
    let p = patch_file(&ws, FIX);
    ws.run(&[
        "plan",
        &id,
        "--patch",
        p.to_str().unwrap(),
        "--test-case",
        "src/test/java/CalcTest.java",
    ])
    .expect_code(0);
    let bug = ws.path().join(format!(".bugbash/bugs/{id}"));
    let planned = std::fs::read(bug.join("state.json")).unwrap();
    let audit = ws.path().join(".bugbash/audit.jsonl");
    let reset = |state: &[u8]| {
        std::fs::write(bug.join("state.json"), state).unwrap();
        let _ = std::fs::remove_file(bug.join("state.json.lock"));
        let _ = std::fs::remove_file(&audit);
    };
    for round in 0..50 {
        reset(&planned);
        let codes = concurrently(ws.path(), ws.state_home(), &["approve", &id], 4);
        let approvals = std::fs::read_to_string(&audit)
            .unwrap_or_default()
            .lines()
            .count();
        assert_eq!(
            (codes.iter().filter(|c| **c == 0).count(), approvals),
            (1, 1),
            "round {round}: exit codes {codes:?}"
        );
    }
    // One approved state (verification made cheap: `true`, and test cases in a Java file,
    // for which no command is derived), then concurrent fixes.
    reset(&planned);
    ws.run(&["approve", &id]).expect_code(0);
    let mut st = state(&ws, &id);
    st["report"]["test_command"] = serde_json::json!("true");
    std::fs::write(
        bug.join("state.json"),
        serde_json::to_vec_pretty(&st).unwrap(),
    )
    .unwrap();
    let approved = std::fs::read(bug.join("state.json")).unwrap();
    let approval_line = std::fs::read(&audit).unwrap();
    let events = ws.path().join(".bugbash/events.jsonl");
    for round in 0..25 {
        std::fs::write(bug.join("state.json"), &approved).unwrap();
        let _ = std::fs::remove_file(bug.join("state.json.lock"));
        std::fs::write(&audit, &approval_line).unwrap();
        std::fs::write(ws.path().join("calc/ops.py"), OPS).unwrap();
        let _ = std::fs::remove_file(&events);
        let codes = concurrently(ws.path(), ws.state_home(), &["fix", &id], 4);
        let implementing = std::fs::read_to_string(&events)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains("\"to\":\"implementing\""))
            .count();
        assert_eq!(
            (codes.iter().filter(|c| **c == 0).count(), implementing),
            (1, 1),
            "round {round}: exit codes {codes:?}"
        );
        assert_eq!(ws.read("calc/ops.py"), FIXED_OPS);
    }
}

// ---------------------------------------------------------------------------------------------
// 14. Approvals that cannot be forged by editing a file.

/// An approval written into `state.json` by hand (no MAC), one signed with another user's key,
/// and a real one whose `audit.jsonl` line is gone are all refused at `fix` with exit 3 and
/// "approve it again"; approving again (from APPROVED) makes `fix` work. The key is created
/// transparently, 0600, under `$XDG_STATE_HOME/bugbash/`.
#[test]
fn attack_forged_approvals_are_refused_at_fix() {
    use std::os::unix::fs::PermissionsExt;
    let (ws, id) = analyzed();
    plan_with_existing_tests(&ws, &id, FIX).expect_code(0);
    let bug = ws.path().join(format!(".bugbash/bugs/{id}"));
    let audit = ws.path().join(".bugbash/audit.jsonl");
    let planned = std::fs::read(bug.join("state.json")).unwrap();

    // Another user's approval (their own key), copied into this workspace.
    let other = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(common::bin())
        .args(["approve", &id])
        .current_dir(ws.path())
        .env("XDG_STATE_HOME", other.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let foreign = std::fs::read(bug.join("state.json")).unwrap();
    let foreign_audit = std::fs::read(&audit).unwrap();

    // A real approval.
    std::fs::write(bug.join("state.json"), &planned).unwrap();
    std::fs::remove_file(&audit).unwrap();
    ws.run(&["approve", &id]).expect_code(0);
    let key = ws.state_home().join("bugbash/key");
    assert_eq!(
        std::fs::metadata(&key).unwrap().permissions().mode() & 0o777,
        0o600
    );
    let approved = std::fs::read(bug.join("state.json")).unwrap();
    let approval_line = std::fs::read(&audit).unwrap();
    let mut unsigned = state(&ws, &id);
    unsigned["approval_record"]
        .as_object_mut()
        .unwrap()
        .remove("mac");

    let forgeries: [(&str, Vec<u8>, Vec<u8>); 3] = [
        (
            "no MAC",
            serde_json::to_vec_pretty(&unsigned).unwrap(),
            approval_line.clone(),
        ),
        ("another user's key", foreign, foreign_audit),
        ("no audit line", approved.clone(), Vec::new()),
    ];
    for (what, st, log) in forgeries {
        std::fs::write(bug.join("state.json"), st).unwrap();
        std::fs::write(&audit, log).unwrap();
        for args in [
            vec!["fix", id.as_str()],
            vec!["fix", id.as_str(), "--dry-run"],
        ] {
            let run = ws.run(&args);
            run.expect_code(3);
            assert!(
                run.stderr.contains("cannot be verified")
                    && run.stderr.contains("approve it again"),
                "{what}: {}",
                run.stderr
            );
        }
        assert_eq!(ws.read("calc/ops.py"), OPS, "{what}");
        assert_eq!(phase(&ws, &id), "APPROVED", "{what}");
    }
    // Approving again, from APPROVED, repairs it.
    ws.run(&["approve", &id]).expect_code(0);
    ws.run(&["fix", &id]).expect_code(0);
    assert_eq!(ws.read("calc/ops.py"), FIXED_OPS);
}

// ---------------------------------------------------------------------------------------------
// 11. Processes that escape the process group.

/// A test command that starts a daemon in a new session (holding the output pipes) and one
/// through a double fork, then fails at once: `analyze` used to wait on the pipe until the
/// daemon ended (past 150 s with a 30 s timeout). Now the run ends with the command and both
/// daemons are gone (checked by their pid files).
#[test]
fn attack_escaping_daemons_are_ended_with_the_run() {
    let ws = calc();
    let cmd = "rm -f .a.pid .b.pid; setsid sh -c 'echo $$ > .a.pid; exec sleep 300' & \
               (sh -c 'echo $$ > .b.pid; exec sleep 300' </dev/null >/dev/null 2>&1 &); \
               while [ ! -s .a.pid ] || [ ! -s .b.pid ]; do sleep 0.05; done; \
               python3 -m unittest -v";
    ws.run(&["init", "add subtracts", "--id", "d1", "--test", cmd])
        .expect_code(0);
    let run = ws.run(&["analyze", "d1", "--stop-at", "reproduce"]);
    assert_eq!(phase(&ws, "d1"), "REPRODUCED", "{}", run.stderr);
    for f in [".a.pid", ".b.pid"] {
        let pid: i32 = ws.read(f).trim().parse().unwrap();
        let gone = |pid: i32| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .map(|s| s[s.rfind(')').unwrap() + 1..].trim_start().starts_with('Z'))
                .unwrap_or(true)
        };
        // SIGKILL is delivered at once; the reaping by init may lag a moment.
        let mut ok = gone(pid);
        for _ in 0..100 {
            if ok {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
            ok = gone(pid);
        }
        assert!(ok, "{f}: process {pid} outlived the run");
    }
}

// ---------------------------------------------------------------------------------------------
// 10. Crash leftovers.

/// An investigation left IMPLEMENTING without a pre-fix manifest (a crash, or a damaged store)
/// is never stuck: `recover` verifies it when the whole fix is on disk (checked against the
/// approval's stamps), ends it BLOCKED when nothing was written, and BLOCKED naming the files
/// to check by hand when something else is there.
#[test]
fn attack_implementing_without_a_manifest_is_recovered() {
    for (what, on_disk, ends) in [
        ("nothing written", OPS, "BLOCKED"),
        ("the whole fix written", FIXED_OPS, "FIXED"),
        (
            "something else written",
            "def add(a, b):\n    return 0\n",
            "BLOCKED",
        ),
    ] {
        let (ws, id) = analyzed();
        plan_with_existing_tests(&ws, &id, FIX).expect_code(0);
        ws.run(&["approve", &id]).expect_code(0);
        let mut st = state(&ws, &id);
        st["phase"] = serde_json::json!("implementing");
        let bug = ws.path().join(format!(".bugbash/bugs/{id}"));
        std::fs::write(
            bug.join("state.json"),
            serde_json::to_vec_pretty(&st).unwrap(),
        )
        .unwrap();
        assert!(!bug.join("prefix/manifest.json").exists());
        std::fs::write(ws.path().join("calc/ops.py"), on_disk).unwrap();
        let run = ws.run(&["recover", &id]);
        assert_eq!(
            phase(&ws, &id),
            ends,
            "{what}: {}{}",
            run.stdout,
            run.stderr
        );
        assert_eq!(ws.read("calc/ops.py"), on_disk, "{what}");
        if what == "something else written" {
            let reason = state(&ws, &id)["blocked_reason"].to_string();
            assert!(
                reason.contains("calc/ops.py") && reason.contains("by hand"),
                "{reason}"
            );
        }
    }
}

/// Temp files of a dead writer next to a target (`.bugbash-tmp-<pid>-*`, journalled in the
/// store) and mutation copies of a dead process in TMPDIR are removed on the next start; those
/// of live processes, and other files, are kept.
#[test]
fn attack_crash_leftovers_are_removed_on_the_next_start() {
    let ws = calc();
    ws.run(&["init", "add subtracts", "--id", "t1", "--test", "true"])
        .expect_code(0);
    let dead = 999_999_999u32;
    let live = std::process::id();
    // A dead writer's journal and temp next to a target, and its temp in the store.
    let tmp = ws.path().join(".bugbash/tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::write(tmp.join(format!("{dead}.journal")), "calc\n").unwrap();
    std::fs::write(tmp.join(format!("{dead}-1")), "x").unwrap();
    write(
        ws.path(),
        &format!("calc/.bugbash-tmp-{dead}-1-2"),
        "partial",
    );
    // Mutation copies in TMPDIR: one of a dead process, one of a live one, one not ours.
    let tmpdir = tempfile::tempdir().unwrap();
    for name in [
        format!("bugbash-mutants-{dead}-abc"),
        format!("bugbash-mutants-target-{dead}-abc"),
        format!("bugbash-mutants-{live}-abc"),
        "bugbash-mutants-other".to_string(),
        format!("other-{dead}-abc"),
    ] {
        write(tmpdir.path(), &format!("{name}/f.py"), "x");
    }
    ws.run_env(
        &["status", "t1"],
        &[("TMPDIR", tmpdir.path().to_str().unwrap())],
    )
    .expect_code(0);
    assert!(!ws
        .path()
        .join(format!("calc/.bugbash-tmp-{dead}-1-2"))
        .exists());
    assert!(!tmp.join(format!("{dead}.journal")).exists());
    assert!(!tmp.join(format!("{dead}-1")).exists());
    let mut left: Vec<String> = std::fs::read_dir(tmpdir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        vec![
            format!("bugbash-mutants-{live}-abc"),
            "bugbash-mutants-other".to_string(),
            format!("other-{dead}-abc"),
        ]
    );
}

/// A `bugbash analyze` SIGKILLed while its test command runs leaves that command running (it is
/// in its own session); the next start ends it (its run marker names a dead bugbash).
#[test]
fn attack_test_processes_of_a_killed_bugbash_are_ended_on_the_next_start() {
    let ws = calc();
    ws.run(&[
        "init",
        "add subtracts",
        "--id",
        "k1",
        "--test",
        "echo $$ > .t.pid; exec sleep 300",
    ])
    .expect_code(0);
    let mut child = std::process::Command::new(common::bin())
        .args(["analyze", "k1", "--stop-at", "reproduce"])
        .current_dir(ws.path())
        .env("XDG_STATE_HOME", ws.state_home())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let pidfile = ws.path().join(".t.pid");
    while !pidfile.exists() || ws.read(".t.pid").trim().is_empty() {
        assert!(child.try_wait().unwrap().is_none(), "analyze ended early");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let pid: i32 = ws.read(".t.pid").trim().parse().unwrap();
    let alive = |pid: i32| {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .map(|s| !s[s.rfind(')').unwrap() + 1..].trim_start().starts_with('Z'))
            .unwrap_or(false)
    };
    assert!(
        alive(pid),
        "the test command should still run after the SIGKILL"
    );
    ws.run(&["list"]).expect_code(0);
    let mut gone = !alive(pid);
    for _ in 0..100 {
        if gone {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        gone = !alive(pid);
    }
    assert!(
        gone,
        "test process {pid} outlived the killed bugbash and the next start"
    );
}

// ---------------------------------------------------------------------------------------------
// 13. Honest errors.

/// An environment override out of range names the variable, not `.bugbash/config.toml`.
#[test]
fn attack_invalid_env_override_names_the_variable() {
    let ws = calc();
    ws.run(&["init", "add subtracts", "--id", "e1", "--test", "true"])
        .expect_code(0);
    let run = ws.run_env(&["list"], &[("BUGBASH_REPRO_TIMEOUT_SECONDS", "5")]);
    assert_ne!(run.code, 0);
    assert!(
        run.stderr
            .contains("environment variable BUGBASH_REPRO_TIMEOUT_SECONDS")
            && !run.stderr.contains("config.toml"),
        "{}",
        run.stderr
    );
}

/// A plan path that is a directory says so (it used to say the file does not exist); a CRLF
/// file with an LF patch is matched and keeps its CRLF endings through `fix`.
#[test]
fn attack_directory_paths_and_crlf_files() {
    let (ws, id) = analyzed();
    std::fs::create_dir_all(ws.path().join("calc/sub")).unwrap();
    let run = plan_with_existing_tests(&ws, &id, &FIX.replace("calc/ops.py", "calc/sub"));
    assert_ne!(run.code, 0);
    assert!(
        run.stderr.contains("calc/sub is a directory"),
        "{}",
        run.stderr
    );
    std::fs::write(ws.path().join("calc/ops.py"), OPS.replace('\n', "\r\n")).unwrap();
    plan_with_existing_tests(&ws, &id, FIX).expect_code(0);
    ws.run(&["approve", &id]).expect_code(0);
    ws.run(&["fix", &id]).expect_code(0);
    assert_eq!(ws.read("calc/ops.py"), FIXED_OPS.replace('\n', "\r\n"));
}

/// Source files with CR-only line endings or bytes that are not UTF-8 are analysed to the end
/// (never left in ANALYZING), and the analysis says which file it could not read and why, at
/// low confidence (it used to rank other lines in silence).
#[test]
fn attack_cr_only_and_non_utf8_sources_are_not_left_analyzing() {
    for (what, reason, bytes) in [
        (
            "CR-only",
            "calc/ops.py (lines end with a lone CR",
            OPS.replace('\n', "\r").into_bytes(),
        ),
        (
            "latin-1",
            "calc/ops.py (not UTF-8: byte 0xE9 on line 3)",
            b"# -*- coding: latin-1 -*-\ndef add(a, b):\n    # caf\xe9\n    return a - b\n"
                .to_vec(),
        ),
    ] {
        let ws = calc();
        std::fs::write(ws.path().join("calc/ops.py"), bytes).unwrap();
        ws.run(&[
            "init",
            "add subtracts",
            "--id",
            "s1",
            "--test",
            "python3 -m unittest -v",
        ])
        .expect_code(0);
        let run = ws.run_env(
            &["analyze", "s1", "--stop-at", "analyze"],
            &[("BUGBASH_MUTATION_MAX_MUTANTS", "0")],
        );
        let p = phase(&ws, "s1");
        assert!(
            p == "ANALYZED" || p == "PLANNED",
            "{what}: {p}\n{}{}",
            run.stdout,
            run.stderr
        );
        let rc = &state(&ws, "s1")["root_cause"];
        let explanation = rc["root_cause_explanation"].as_str().unwrap_or("");
        assert!(
            explanation.contains(&format!("Not analysed: {reason}")),
            "{what}: {explanation}"
        );
        assert_eq!(rc["confidence"], "low", "{what}: {rc:#}");
        assert!(
            run.stdout.contains("Not analysed: calc/ops.py"),
            "{what}: {}",
            run.stdout
        );
    }
}
