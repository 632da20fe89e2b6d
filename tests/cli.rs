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
    assert!(status.stdout.contains("ANALYZING (stopped)"), "{}", status.stdout);
    assert!(!status.stdout.contains("(running)"), "{}", status.stdout);
    assert!(
        status.stdout.contains("Stopped: the root-cause analysis failed"),
        "{}",
        status.stdout
    );
    let json = ws.run(&["status", "stopped", "--json"]).json();
    assert_eq!(json["phase"], "ANALYZING");
    assert_eq!(json["stopped"]["stage"], "root-cause analysis", "{json}");
    assert!(json["next"].as_str().unwrap().contains("bugbash analyze stopped"), "{json}");
}
