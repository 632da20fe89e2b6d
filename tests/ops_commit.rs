//! `bugbash commit` and `bugbash fix --commit` through the real binary on scratch git
//! repositories: one conventional commit with only the fix's files and `Fixes #N`, other staged,
//! unstaged and untracked changes left exactly as they were, and the refusals (detached HEAD,
//! unmerged paths, a failing pre-commit hook) losing nothing.

mod common;

use bugbash::testkit::fixtures::github_issue;
use bugbash::testkit::{CannedResponse, TestServer};
use common::Ws;
use std::process::Command;

fn git_out(ws: &Ws, args: &[&str]) -> String {
    let o = Command::new("git")
        .args(args)
        .current_dir(ws.path())
        .output()
        .unwrap();
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn lines(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.lines().map(str::to_string).collect();
    v.sort();
    v
}

/// A python-pricing repository with a committer identity and a fast (search-free) config.
fn pricing(extra_config: &str) -> Ws {
    let ws = Ws::example("python-pricing");
    common::git(ws.path(), &["config", "user.email", "dev@example.invalid"]);
    common::git(ws.path(), &["config", "user.name", "Dev"]);
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        format!("mutation_max_mutants = 0\n{extra_config}"),
    )
    .unwrap();
    ws
}

/// init (with extra args; the example's description unless they bring one) -> analyze -> plan
/// from fix.patch -> approve.
fn approved(ws: &Ws, id: &str, init_extra: &[&str]) {
    let facts = common::facts("python-pricing");
    let description = if init_extra.contains(&"--github-issue") {
        ""
    } else {
        facts.description.as_str()
    };
    let mut args = vec![
        "init",
        description,
        "--id",
        id,
        "--test",
        facts.test_command.as_str(),
    ];
    args.extend_from_slice(init_extra);
    ws.run(&args).expect_code(0);
    ws.run(&["analyze", id, "--stop-at", "analyze"])
        .expect_code(0);
    ws.run(&["plan", id, "--patch", "fix.patch"]).expect_code(0);
    ws.run(&["approve", id]).expect_code(0);
}

fn commit_hash_in_state(ws: &Ws, id: &str) -> serde_json::Value {
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    state["implementation"]["commit_hash"].clone()
}

/// The working tree without `.git/` and the store (whose events change with every command).
fn tree(ws: &Ws) -> Vec<(String, Vec<u8>)> {
    ws.snapshot()
        .into_iter()
        .filter(|(p, _)| !p.starts_with(".bugbash"))
        .collect()
}

#[test]
fn fix_commit_is_one_conventional_commit_with_fixes_and_leaves_the_rest_alone() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        github_issue(
            7,
            "Discounts make prices go up",
            Some("apply_discount(80, 25) returns 100.0 instead of 60.0"),
            &["bug"],
        ),
    )])
    .unwrap();
    let ws = pricing(&format!("[github]\napi_url = \"{}\"\n", server.url()));
    approved(&ws, "gh7", &["--github-issue", "7", "--repo", "octo/shop"]);

    // Unrelated work in progress: a staged change, unstaged edits (one in the file the fix
    // changes, on another line), an untracked file.
    let tax = ws.read("pricing/tax.py") + "# staged note\n";
    std::fs::write(ws.path().join("pricing/tax.py"), &tax).unwrap();
    common::git(ws.path(), &["add", "pricing/tax.py"]);
    let readme = ws.read("README.md") + "\nunstaged line\n";
    std::fs::write(ws.path().join("README.md"), &readme).unwrap();
    let disc = ws
        .read("pricing/discounts.py")
        .replace("BULK_TIERS = [", "# reviewed\nBULK_TIERS = [");
    std::fs::write(ws.path().join("pricing/discounts.py"), &disc).unwrap();
    std::fs::write(ws.path().join("notes.txt"), "mine\n").unwrap();
    let head_before = git_out(&ws, &["rev-parse", "HEAD"]);

    let run = ws.run(&["fix", "gh7", "--commit"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Bug fixed!"), "{}", run.stdout);
    assert!(run.stdout.contains("temporary index"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("pricing/discounts.py: also has changes that are not part of the fix"),
        "{}",
        run.stdout
    );

    // One commit on top of the old HEAD, conventional, with the root cause and `Fixes #7`.
    assert_eq!(
        git_out(&ws, &["rev-parse", "HEAD~1"]),
        head_before,
        "exactly one new commit"
    );
    let subject = git_out(&ws, &["log", "-1", "--format=%s"]);
    assert_eq!(
        subject.trim(),
        "fix(pricing): discounts make prices go up",
        "the issue's title, scoped by the changed folder"
    );
    let body = git_out(&ws, &["log", "-1", "--format=%b"]);
    assert!(body.contains("Root cause (pricing/discounts.py"), "{body}");
    assert!(body.contains("Investigation: gh7"), "{body}");
    assert_eq!(body.trim_end().lines().last(), Some("Fixes #7"), "{body}");
    // Only the plan's file and its test file, and only the fix's lines.
    assert_eq!(
        lines(&git_out(&ws, &["show", "--name-only", "--format=", "HEAD"])),
        ["pricing/discounts.py", "tests/test_discount_regression.py"]
    );
    let diff = git_out(
        &ws,
        &["diff", "HEAD~1", "HEAD", "--", "pricing/discounts.py"],
    );
    let changed: Vec<&str> = diff
        .lines()
        .filter(|l| {
            (l.starts_with('+') || l.starts_with('-'))
                && !l.starts_with("+++")
                && !l.starts_with("---")
        })
        .collect();
    assert_eq!(
        changed,
        [
            "-    return round(amount * (1 + percent / 100), 2)",
            "+    return round(amount * (1 - percent / 100), 2)"
        ]
    );

    // Everything else is exactly as it was: staged stays staged, unstaged stays unstaged (the
    // extra comment in the fixed file too), the untracked file untracked, no file rewritten.
    assert_eq!(
        lines(&git_out(&ws, &["diff", "--cached", "--name-only"])),
        ["pricing/tax.py"]
    );
    assert_eq!(
        lines(&git_out(&ws, &["diff", "--name-only"])),
        ["README.md", "pricing/discounts.py"]
    );
    let rest = git_out(&ws, &["diff", "--", "pricing/discounts.py"]);
    assert!(
        rest.contains("+# reviewed") && !rest.contains("percent / 100"),
        "{rest}"
    );
    assert!(git_out(&ws, &["status", "--porcelain"]).contains("?? notes.txt"));
    assert_eq!(ws.read("pricing/tax.py"), tax);
    assert_eq!(ws.read("README.md"), readme);
    assert!(ws
        .read("pricing/discounts.py")
        .contains("# reviewed\nBULK_TIERS"));
    assert!(ws
        .read("pricing/discounts.py")
        .contains("(1 - percent / 100)"));

    // The hash is recorded; a second commit is refused (exit 2).
    let head = git_out(&ws, &["rev-parse", "HEAD"]);
    assert_eq!(commit_hash_in_state(&ws, "gh7"), head.trim());
    let again = ws.run(&["commit", "gh7"]);
    again.expect_code(2);
    assert!(
        again.stderr.contains("already committed"),
        "{}",
        again.stderr
    );
    assert!(ws.read(".bugbash/events.jsonl").contains("\"committed\""));
}

#[test]
fn commit_refuses_detached_head_conflicts_and_a_failing_hook_losing_nothing() {
    let ws = pricing("");
    approved(&ws, "disc", &[]);
    // Not FIXED yet: exit 2. Unknown: exit 1.
    let run = ws.run(&["commit", "disc"]);
    run.expect_code(2);
    assert!(run.stderr.contains("FIXED"), "{}", run.stderr);
    ws.run(&["commit", "nope"]).expect_code(1);
    ws.run(&["fix", "disc"]).expect_code(0);

    let check_untouched = |what: &str, before: &(String, String, Vec<(String, Vec<u8>)>)| {
        assert_eq!(
            git_out(&ws, &["rev-parse", "HEAD"]),
            before.0,
            "{what}: HEAD moved"
        );
        assert_eq!(
            git_out(&ws, &["ls-files", "-s"]),
            before.1,
            "{what}: index changed"
        );
        assert!(tree(&ws) == before.2, "{what}: the working tree changed");
        assert_eq!(commit_hash_in_state(&ws, "disc"), serde_json::Value::Null);
    };
    let snap = || {
        (
            git_out(&ws, &["rev-parse", "HEAD"]),
            git_out(&ws, &["ls-files", "-s"]),
            tree(&ws),
        )
    };

    // Detached HEAD.
    common::git(ws.path(), &["checkout", "-q", "--detach"]);
    let before = snap();
    let run = ws.run(&["commit", "disc"]);
    run.expect_code(3);
    assert!(run.stderr.contains("HEAD is detached"), "{}", run.stderr);
    check_untouched("detached", &before);
    common::git(ws.path(), &["checkout", "-q", "-"]);

    // A merge conflict in an unrelated file.
    common::git(ws.path(), &["checkout", "-q", "-b", "other"]);
    std::fs::write(ws.path().join("NOTES.md"), "theirs\n").unwrap();
    common::git(ws.path(), &["add", "NOTES.md"]);
    common::git(ws.path(), &["commit", "-qm", "theirs", "--", "NOTES.md"]);
    common::git(ws.path(), &["checkout", "-q", "-"]);
    std::fs::write(ws.path().join("NOTES.md"), "ours\n").unwrap();
    common::git(ws.path(), &["add", "NOTES.md"]);
    common::git(ws.path(), &["commit", "-qm", "ours", "--", "NOTES.md"]);
    let merge = Command::new("git")
        .args(["merge", "other"])
        .current_dir(ws.path())
        .output()
        .unwrap();
    assert!(!merge.status.success(), "the merge must conflict");
    let before = snap();
    let run = ws.run(&["commit", "disc"]);
    run.expect_code(3);
    assert!(
        run.stderr.contains("unmerged paths (NOTES.md)"),
        "{}",
        run.stderr
    );
    check_untouched("conflict", &before);
    common::git(ws.path(), &["merge", "--abort"]);

    // A pre-commit hook that fails: its output is reported, nothing is lost.
    let hook = ws.path().join(".git/hooks/pre-commit");
    std::fs::write(
        &hook,
        "#!/bin/sh\necho 'lint: trailing whitespace in pricing/discounts.py' >&2\nexit 1\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&hook, std::fs::Permissions::from_mode(0o755)).unwrap();
    let before = snap();
    let run = ws.run(&["commit", "disc"]);
    run.expect_code(3);
    assert!(
        run.stderr.contains("pre-commit") && run.stderr.contains("lint: trailing whitespace"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("nothing was committed"),
        "{}",
        run.stderr
    );
    check_untouched("hook", &before);

    // Without the hook it commits, on the branch, on top of the same HEAD.
    std::fs::remove_file(&hook).unwrap();
    let run = ws.run(&["commit", "disc"]);
    run.expect_code(0);
    assert_eq!(git_out(&ws, &["rev-parse", "HEAD~1"]), before.0);
    assert_eq!(
        commit_hash_in_state(&ws, "disc"),
        git_out(&ws, &["rev-parse", "HEAD"]).trim()
    );
    // After the commit the fix's files are clean: nothing staged or unstaged is left of it.
    assert_eq!(
        git_out(&ws, &["status", "--porcelain", "--", "pricing", "tests"]),
        ""
    );
}
