//! The CLI's contract on bad input: exit codes of the origin spec, messages that name the
//! problem, and nothing written. Drives the real binary.

mod common;
use common::*;

#[test]
fn unknown_id_exits_1_and_names_it() {
    let ws = Ws::empty();
    for args in [
        vec!["status", "nope"],
        vec!["analyze", "nope"],
        vec!["approve", "nope"],
        vec!["fix", "nope"],
        vec!["reject", "nope", "--reason", "x"],
    ] {
        let r = ws.run(&args);
        r.expect_code(1);
        assert!(
            r.stderr.contains("no investigation with id 'nope'"),
            "{args:?}: {}",
            r.stderr
        );
    }
    assert!(
        ws.snapshot().is_empty(),
        "nothing may be written: {:?}",
        ws.snapshot()
    );
}

#[test]
fn init_rejects_bad_ids_and_duplicates() {
    let ws = Ws::empty();
    for bad in ["../x", "a/b", "with space", "UPPER", ".."] {
        let r = ws.run(&["init", "desc", "--id", bad]);
        r.expect_code(1);
        assert!(
            r.stderr.contains("is not a valid id"),
            "{bad}: {}",
            r.stderr
        );
    }
    assert!(
        ws.snapshot().is_empty(),
        "{:?}",
        ws.snapshot().iter().map(|s| &s.0).collect::<Vec<_>>()
    );
    ws.run(&[
        "init",
        "Login fails",
        "--id",
        "login",
        "--test",
        "python3 -c 'raise SystemExit(1)'",
    ])
    .expect_code(0);
    let before = ws.snapshot();
    let r = ws.run(&["init", "Other", "--id", "login"]);
    r.expect_code(2);
    assert!(r.stderr.contains("already exists"), "{}", r.stderr);
    assert_eq!(
        before,
        ws.snapshot(),
        "a duplicate must not change anything"
    );
}

#[test]
fn init_generates_slug_ids_and_writes_the_report() {
    let ws = Ws::empty();
    let r = ws.run(&[
        "init",
        "Login fails with special characters",
        "--error",
        "Invalid credentials",
        "--severity",
        "p1",
    ]);
    r.expect_code(0);
    let id = r.created_id();
    assert!(
        id.starts_with("login-fails-with-special-characters-"),
        "{id}"
    );
    assert!(r.stdout.contains(&format!("bugbash analyze {id}")));
    let report = ws.read(&format!(".bugbash/bugs/{id}/report.md"));
    assert!(
        report.contains("Invalid credentials") && report.contains("P1"),
        "{report}"
    );
    let st = ws.run(&["status", &id, "--json"]);
    st.expect_code(0);
    let j = st.json();
    assert_eq!(j["phase"], "CREATED");
    assert_eq!(j["severity"], "P1");
    ws.run(&["init", "x", "--severity", "P7"]).expect_code(1);
}

#[test]
fn reject_requires_a_reason_and_approve_requires_planned() {
    let ws = Ws::empty();
    ws.run(&["init", "d", "--id", "b1"]).expect_code(0);
    let before = ws.snapshot();
    let r = ws.run(&["reject", "b1"]);
    r.expect_code(2);
    assert!(r.stderr.contains("--reason"), "{}", r.stderr);
    ws.run(&["reject", "b1", "--reason", "  "]).expect_code(2);
    let r = ws.run(&["approve", "b1"]);
    r.expect_code(2);
    assert!(r.stderr.contains("it is CREATED"), "{}", r.stderr);
    let r = ws.run(&["fix", "b1"]);
    r.expect_code(2);
    assert!(r.stderr.contains("must be APPROVED"), "{}", r.stderr);
    assert_eq!(before, ws.snapshot(), "refused commands must not write");
}

#[test]
fn bad_config_names_key_and_range() {
    let ws = Ws::empty();
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "min_test_cases = 0\n",
    )
    .unwrap();
    let r = ws.run(&["list"]);
    r.expect_code(1);
    assert!(
        r.stderr
            .contains("min_test_cases = 0 is out of range: must be between 1 and 100"),
        "{}",
        r.stderr
    );
    std::fs::write(ws.path().join(".bugbash/config.toml"), "").unwrap();
    let out = ws.run_env(&["list"], &[("BUGBASH_MAX_REPRO_ATTEMPTS", "0")]);
    assert_eq!(out.code, 1);
    let err = &out.stderr;
    assert!(
        err.contains("BUGBASH_MAX_REPRO_ATTEMPTS") || err.contains("max_reproduction_attempts = 0"),
        "{err}"
    );
}

#[test]
fn list_filters_by_phase_and_limits() {
    let ws = Ws::empty();
    for i in 0..3 {
        ws.run(&["init", &format!("bug {i}"), "--id", &format!("b{i}")])
            .expect_code(0);
    }
    let all = ws.run(&["list", "--json"]);
    all.expect_code(0);
    assert_eq!(all.json().as_array().unwrap().len(), 3);
    assert_eq!(
        ws.run(&["list", "--json", "--limit", "2"])
            .json()
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert_eq!(
        ws.run(&["list", "--json", "--phase", "planned"])
            .json()
            .as_array()
            .unwrap()
            .len(),
        0
    );
    assert_eq!(
        ws.run(&["list", "--json", "--phase", "created"])
            .json()
            .as_array()
            .unwrap()
            .len(),
        3
    );
    let r = ws.run(&["list", "--phase", "bogus"]);
    r.expect_code(1);
    assert!(r.stderr.contains("unknown phase"), "{}", r.stderr);
    let table = ws.run(&["list"]);
    assert!(table.stdout.contains("3 bug(s) found"), "{}", table.stdout);
}

#[test]
fn passing_test_is_not_reproducible_with_exit_3() {
    let ws = Ws::empty();
    ws.run(&[
        "init",
        "works fine",
        "--id",
        "ok",
        "--test",
        "true && echo all good",
    ])
    .expect_code(0);
    let r = ws.run(&["analyze", "ok"]);
    r.expect_code(3);
    assert!(r.stdout.contains("NOT_REPRODUCIBLE"), "{}", r.stdout);
    assert!(r.stdout.contains("Passed on every attempt"), "{}", r.stdout);
    assert_eq!(
        ws.run(&["status", "ok", "--json"]).json()["phase"],
        "NOT_REPRODUCIBLE"
    );
    // NOT_REPRODUCIBLE can be closed as won't fix; it cannot be analyzed again.
    ws.run(&["analyze", "ok"]).expect_code(2);
    ws.run(&["reject", "ok", "--reason", "works for me"])
        .expect_code(0);
    let audit = ws.read(".bugbash/audit.jsonl");
    assert!(
        audit.contains("\"action\":\"reject\"") && audit.contains("works for me"),
        "{audit}"
    );
}

#[test]
fn missing_test_path_is_not_reproducible() {
    let ws = Ws::empty();
    ws.run(&[
        "init",
        "d",
        "--id",
        "gone",
        "--test",
        "tests/test_missing.py::test_x",
    ])
    .expect_code(0);
    let r = ws.run(&["analyze", "gone"]);
    r.expect_code(3);
    let j = ws.run(&["status", "gone", "--json"]).json();
    assert_eq!(
        j["reproduction"]["notes"],
        "Test path not found: tests/test_missing.py"
    );
}

#[test]
fn history_records_every_transition() {
    let ws = Ws::empty();
    ws.run(&["init", "d", "--id", "h", "--test", "true"])
        .expect_code(0);
    ws.run(&["analyze", "h"]).expect_code(3);
    let log = ws.read(".bugbash/bugs/h/history/phase_transitions.jsonl");
    let phases: Vec<(String, String)> = log
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            (
                v["from_phase"].as_str().unwrap().to_string(),
                v["to_phase"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        phases,
        [
            ("created".to_string(), "reproducing".to_string()),
            ("reproducing".to_string(), "not_reproducible".to_string())
        ]
    );
    let events = ws.read(".bugbash/events.jsonl");
    assert!(events.contains("\"event\":\"reproduction\""), "{events}");
}

#[test]
fn readme_lists_every_environment_override() {
    let readme = std::fs::read_to_string(repo_root().join("README.md")).unwrap();
    for (key, var) in bugbash::config::ENV_OVERRIDES {
        assert!(
            readme.contains(var) && readme.contains(key),
            "README misses {key} / {var}"
        );
    }
}

/// A failed analysis leaves the investigation in ANALYZING (the spec has no edge out of it on
/// failure); `status` says it stopped and why, never "running", and the next `analyze` retries.
#[test]
fn a_failed_analysis_says_it_stopped_not_running() {
    let ws = Ws::empty();
    ws.run(&[
        "init",
        "the build script fails",
        "--id",
        "stopped",
        "--test",
        "sh -c 'echo something went wrong; exit 1'",
    ])
    .expect_code(0);
    let run = ws.run(&["analyze", "stopped"]);
    run.expect_code(4);
    let status = ws.run(&["status", "stopped"]);
    status.expect_code(0);
    assert!(
        status.stdout.contains("ANALYZING (stopped)"),
        "{}",
        status.stdout
    );
    assert!(!status.stdout.contains("(running)"), "{}", status.stdout);
    assert!(
        status
            .stdout
            .contains("Stopped: the root-cause analysis failed"),
        "{}",
        status.stdout
    );
    let json = ws.run(&["status", "stopped", "--json"]).json();
    assert_eq!(json["phase"], "ANALYZING");
    assert_eq!(json["stopped"]["stage"], "root-cause analysis", "{json}");
    assert!(
        json["next"]
            .as_str()
            .unwrap()
            .contains("bugbash analyze stopped"),
        "{json}"
    );
}

/// `bugbash --workspace DIR lsp` (global options before `lsp`) serves the language server in DIR
/// instead of panicking; a DIR that does not exist is refused with a message.
#[test]
fn lsp_after_global_options_serves_instead_of_panicking() {
    let ws = Ws::empty();
    let dir = ws.path().display().to_string();
    for args in [
        vec!["--workspace", dir.as_str(), "lsp"],
        vec!["--workspace", dir.as_str(), "lsp", "--stdio"],
        vec!["--no-color", "lsp", "--stdio"],
    ] {
        // Nothing sent, stdin closed at once: the server sees the end of its input and exits.
        let out = std::process::Command::new(bin())
            .args(&args)
            .current_dir(ws.path())
            .env("XDG_STATE_HOME", ws.state_home())
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_ne!(out.status.code(), Some(101), "{args:?}: {stderr}");
        assert!(out.status.code().is_some(), "{args:?}: killed by a signal");
    }
    let r = ws.run(&["--workspace", "/nonexistent/bugbash-dir", "lsp"]);
    r.expect_code(1);
    assert!(
        r.stderr.contains("--workspace /nonexistent/bugbash-dir") && !r.stderr.contains("panicked"),
        "{}",
        r.stderr
    );
}

/// `list --limit 0` is "no limit" (said in --help), not "No investigations".
#[test]
fn list_limit_zero_means_no_limit() {
    let ws = Ws::empty();
    for i in 0..3 {
        ws.run(&["init", &format!("bug {i}"), "--id", &format!("b{i}")])
            .expect_code(0);
    }
    let r = ws.run(&["list", "--json", "--limit", "0"]);
    r.expect_code(0);
    assert_eq!(r.json().as_array().unwrap().len(), 3);
    let table = ws.run(&["list", "--limit", "0"]);
    table.expect_code(0);
    assert!(table.stdout.contains("3 bug(s) found"), "{}", table.stdout);
    let help = ws.run(&["list", "--help"]);
    help.expect_code(0);
    assert!(help.stdout.contains("0: no limit"), "{}", help.stdout);
}

/// A description that starts with `--` is taken after `--`; without it the error says how.
#[test]
fn init_takes_a_dash_description_after_double_dash() {
    let ws = Ws::empty();
    let r = ws.run(&["init", "--id", "weird", "--", "--weird description"]);
    r.expect_code(0);
    let j = ws.run(&["status", "weird", "--json"]).json();
    assert!(
        j.to_string().contains("--weird description"),
        "the description is kept: {j}"
    );
    let before = ws.snapshot();
    let r = ws.run(&["init", "--weird description"]);
    r.expect_code(1);
    assert!(
        r.stderr.contains("after `--`")
            && r.stderr
                .contains("bugbash init --test CMD -- \"--weird description\""),
        "{}",
        r.stderr
    );
    assert_eq!(before, ws.snapshot(), "a refused init writes nothing");
    let help = ws.run(&["init", "--help"]);
    assert!(help.stdout.contains("after `--`"), "{}", help.stdout);
}

/// A new store gets a `.gitignore` for its volatile files; one the user has is never replaced.
#[test]
fn a_new_store_ignores_its_volatile_files() {
    let ws = Ws::empty();
    git(ws.path(), &["init", "-q"]);
    ws.run(&["init", "d", "--id", "g1"]).expect_code(0);
    let ignore = ws.read(".bugbash/.gitignore");
    for pattern in ["*.lock", ".tmp-*", "tmp/", "bugs/*/prefix/"] {
        assert!(ignore.lines().any(|l| l == pattern), "{pattern}: {ignore}");
    }
    let ignored = |rel: &str| {
        std::process::Command::new("git")
            .args(["check-ignore", "-q", rel])
            .current_dir(ws.path())
            .status()
            .unwrap()
            .success()
    };
    for volatile in [
        ".bugbash/bugs/g1/state.json.lock",
        ".bugbash/bugs/g1/state.json.bak",
        ".bugbash/bugs/g1/prefix/0.orig",
        ".bugbash/tmp/x",
        ".bugbash/bugs/g1/.tmp-abc",
    ] {
        assert!(ignored(volatile), "{volatile} must be ignored");
    }
    for kept in [
        ".bugbash/config.toml",
        ".bugbash/bugs/g1/state.json",
        ".bugbash/bugs/g1/report.md",
        ".bugbash/audit.jsonl",
    ] {
        assert!(!ignored(kept), "{kept} must not be ignored");
    }
    // The user's own .gitignore is left alone, by init and by setup.
    let mine = Ws::empty();
    std::fs::create_dir_all(mine.path().join(".bugbash")).unwrap();
    std::fs::write(mine.path().join(".bugbash/.gitignore"), "mine\n").unwrap();
    mine.run(&["init", "d", "--id", "g2"]).expect_code(0);
    mine.run(&["setup"]).expect_code(0);
    assert_eq!(mine.read(".bugbash/.gitignore"), "mine\n");
    // `setup` in a new workspace writes it too.
    let fresh = Ws::empty();
    fresh.run(&["setup"]).expect_code(0);
    assert!(fresh.read(".bugbash/.gitignore").contains("*.lock"));
}

/// `fix --dry-run` before approval shows the plan's diff and writes nothing.
#[test]
fn fix_dry_run_before_approval_points_to_the_plans_diff() {
    let f = facts("python-pricing");
    let ws = Ws::example("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    ws.run(&["analyze", &id]).expect_code(0);
    assert_eq!(
        ws.run(&["status", &id, "--json"]).json()["phase"],
        "PLANNED"
    );
    let before = ws.snapshot();
    // The dry run answers as the gate does (exit 2) and says where the diff is.
    let r = ws.run(&["fix", &id, "--dry-run"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains(&format!("bugbash plan {id}")),
        "{}",
        r.stderr
    );
    let r = ws.run(&["plan", &id]);
    r.expect_code(0);
    assert!(
        r.stdout.contains(&format!("+++ b/{}", f.buggy_file)),
        "the diff of the buggy file: {}",
        r.stdout
    );
    assert_eq!(
        before,
        ws.snapshot(),
        "a refused dry run and the plan write nothing"
    );
    // --test is refused once the investigation is past reproduction.
    let r = ws.run(&["analyze", &id, "--test", "true"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("can be set before it is reproduced"),
        "{}",
        r.stderr
    );
    assert_eq!(before, ws.snapshot(), "a refused --test writes nothing");
}

/// `--retry` starts a NOT_REPRODUCIBLE investigation over (a plain `analyze` does not).
#[test]
fn retry_works_from_not_reproducible() {
    let ws = Ws::empty();
    ws.run(&["init", "works fine", "--id", "ok", "--test", "true"])
        .expect_code(0);
    ws.run(&["analyze", "ok"]).expect_code(3);
    ws.run(&["analyze", "ok"]).expect_code(2);
    let r = ws.run(&["analyze", "ok", "--retry"]);
    r.expect_code(3);
    assert!(r.stdout.contains("NOT_REPRODUCIBLE"), "{}", r.stdout);
    let log = ws.read(".bugbash/bugs/ok/history/phase_transitions.jsonl");
    assert_eq!(
        log.matches("\"to_phase\":\"reproducing\"").count(),
        2,
        "{log}"
    );
}

/// `init` without `--test` is no dead end: `analyze ID --test CMD` gives it the command, from
/// CREATED and from NOT_REPRODUCIBLE (which then starts over).
#[test]
fn analyze_test_gives_a_command_to_an_investigation_without_one() {
    let f = facts("python-pricing");
    let ws = Ws::example("python-pricing");
    // From NOT_REPRODUCIBLE.
    ws.run(&["init", &f.description, "--id", "later"])
        .expect_code(0);
    let r = ws.run(&["analyze", "later"]);
    r.expect_code(3);
    assert!(
        r.stdout
            .contains("bugbash analyze later --test \"<command>\""),
        "the next step says how to give a test: {}",
        r.stdout
    );
    assert_eq!(
        ws.run(&["status", "later", "--json"]).json()["phase"],
        "NOT_REPRODUCIBLE"
    );
    let r = ws.run(&[
        "analyze",
        "later",
        "--test",
        &f.test_command,
        "--stop-at",
        "reproduce",
    ]);
    r.expect_code(0);
    assert!(
        r.stdout
            .contains(&format!("Test command: {}", f.test_command)),
        "{}",
        r.stdout
    );
    assert_eq!(
        ws.run(&["status", "later", "--json"]).json()["phase"],
        "REPRODUCED"
    );
    assert!(ws
        .read(".bugbash/bugs/later/report.md")
        .contains(&f.test_command));
    // From CREATED.
    ws.run(&["init", &f.description, "--id", "now"])
        .expect_code(0);
    ws.run(&[
        "analyze",
        "now",
        "--test",
        &f.test_command,
        "--stop-at",
        "reproduce",
    ])
    .expect_code(0);
    assert_eq!(
        ws.run(&["status", "now", "--json"]).json()["phase"],
        "REPRODUCED"
    );
    ws.run(&["analyze", "now", "--test", "  "]).expect_code(1);
    // --retry where Retry is not allowed: refused, and the command is not set.
    ws.run(&["init", &f.description, "--id", "fresh"])
        .expect_code(0);
    let before = ws.snapshot();
    ws.run(&["analyze", "fresh", "--test", &f.test_command, "--retry"])
        .expect_code(2);
    assert_eq!(before, ws.snapshot(), "a refused retry sets nothing");
}
