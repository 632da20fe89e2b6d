//! `bugbash doctor` and `bugbash recover` through the real binary on scratch git repositories:
//! a stale lock, a damaged state, an investigation stuck in VERIFYING because its `bugbash fix`
//! was killed, a partly written fix left in IMPLEMENTING, a live lock; the test command checked
//! without being run; the model server probed over HTTP.

mod common;

use bugbash::testkit::{CannedResponse, TestServer};
use common::Ws;
use serde_json::Value;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// python-pricing whose test command sleeps while `.slow` exists (so a `fix` can be killed
/// during verification), with the mutation search off.
fn workspace() -> Ws {
    let ws = Ws::example("python-pricing");
    let facts = common::facts("python-pricing");
    std::fs::write(
        ws.path().join("run-tests.sh"),
        format!(
            "if [ -f .slow ]; then echo $$ > .slow.pid; sleep 120; fi\nexec {}\n",
            facts.test_command
        ),
    )
    .unwrap();
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "mutation_max_mutants = 0\n",
    )
    .unwrap();
    ws
}

fn approved(ws: &Ws, id: &str) {
    ws.run(&[
        "init",
        "apply_discount raises prices",
        "--id",
        id,
        "--test",
        "sh run-tests.sh",
    ])
    .expect_code(0);
    ws.run(&["analyze", id, "--stop-at", "analyze"])
        .expect_code(0);
    ws.run(&["plan", id, "--patch", "fix.patch"]).expect_code(0);
    ws.run(&["approve", id]).expect_code(0);
}

fn state(ws: &Ws, id: &str) -> Value {
    serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap()
}

fn doctor(ws: &Ws) -> (i32, Value) {
    let run = ws.run(&["doctor", "--json"]);
    (run.code, run.json())
}

/// The checks named `name` about investigation `id` (or about none).
fn checks<'a>(report: &'a Value, name: &str, id: Option<&str>) -> Vec<&'a Value> {
    report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["name"] == name && c["investigation"].as_str() == id)
        .collect()
}

fn events(ws: &Ws, id: &str) -> Vec<Value> {
    ws.read(".bugbash/events.jsonl")
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|e| e["bug_id"] == id && e["event"] == "recovery")
        .collect()
}

fn write_lock(ws: &Ws, id: &str, pid: u32) {
    let lock = serde_json::json!({
        "pid": pid,
        "host": bugbash::store::hostname(),
        "started_at": chrono::Utc::now().to_rfc3339(),
        "command": "analyze",
    });
    std::fs::write(
        ws.path()
            .join(format!(".bugbash/bugs/{id}/state.json.lock")),
        lock.to_string(),
    )
    .unwrap();
}

/// Runs `bugbash fix ID` and SIGKILLs it once the investigation is VERIFYING (the test command
/// is sleeping), then kills the sleeping test's process group too.
fn kill_fix_while_verifying(ws: &Ws, id: &str) {
    std::fs::write(ws.path().join(".slow"), "").unwrap();
    let mut child = Command::new(common::bin())
        .args(["fix", id])
        .current_dir(ws.path())
        .env("XDG_STATE_HOME", ws.state_home())
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pidfile = ws.path().join(".slow.pid");
    let start = Instant::now();
    while !(pidfile.exists() && state(ws, id)["phase"] == "verifying") {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "fix never reached VERIFYING"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let pgid: i32 = std::fs::read_to_string(&pidfile)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    // SAFETY: plain syscall on the sleeping test's own process group.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
    std::fs::remove_file(ws.path().join(".slow")).unwrap();
    std::fs::remove_file(pidfile).unwrap();
}

#[test]
fn doctor_finds_stale_lock_corrupt_state_and_stuck_verifying_and_recover_repairs_each() {
    let ws = workspace();
    // A stale lock: its process is gone.
    ws.run(&["init", "locked one", "--id", "locked"])
        .expect_code(0);
    write_lock(&ws, "locked", 999_999_999);
    // A damaged state with a usable backup (two saves made the backup).
    ws.run(&[
        "init",
        "damaged one",
        "--id",
        "damaged",
        "--test",
        "sh run-tests.sh",
    ])
    .expect_code(0);
    ws.run(&["analyze", "damaged", "--stop-at", "reproduce"])
        .expect_code(0);
    let damaged_path = ws.path().join(".bugbash/bugs/damaged/state.json");
    std::fs::write(&damaged_path, b"{ \"bug_id\": \"damaged\", trunc").unwrap();
    // A `bugbash fix` killed during verification: VERIFYING, its lock left by a dead pid.
    approved(&ws, "verifying");
    kill_fix_while_verifying(&ws, "verifying");
    assert!(ws
        .read("pricing/discounts.py")
        .contains("(1 - percent / 100)"));

    let (code, report) = doctor(&ws);
    assert_eq!(
        code, 1,
        "a stuck investigation fails the doctor: {report:#}"
    );
    assert_eq!(report["healthy"], false);
    let lock = checks(&report, "lock", Some("locked"));
    assert_eq!(lock[0]["status"], "warn", "{report:#}");
    assert!(lock[0]["message"]
        .as_str()
        .unwrap()
        .contains("process 999999999 no longer exists"));
    assert_eq!(
        lock[0]["fix"],
        "bugbash recover locked   (the next command on it also clears it, with a notice)"
    );
    let damaged = checks(&report, "state", Some("damaged"));
    assert_eq!(damaged[0]["status"], "warn");
    assert!(damaged[0]["message"]
        .as_str()
        .unwrap()
        .contains("backup (phase REPRODUCING) is usable"));
    let stuck = checks(&report, "stuck", Some("verifying"));
    assert_eq!(stuck[0]["status"], "fail");
    assert!(stuck[0]["message"]
        .as_str()
        .unwrap()
        .contains("stuck in VERIFYING"));
    assert_eq!(
        checks(&report, "lock", Some("verifying"))[0]["status"],
        "warn"
    );
    // Doctor changed nothing: the damaged file is still damaged, the locks still there.
    assert_eq!(
        std::fs::read(&damaged_path).unwrap(),
        b"{ \"bug_id\": \"damaged\", trunc"
    );
    assert!(ws
        .path()
        .join(".bugbash/bugs/locked/state.json.lock")
        .exists());

    // Human output: one line per check, with the fix.
    let human = ws.run(&["doctor"]);
    human.expect_code(1);
    assert!(
        human.stdout.contains("fix: bugbash recover verifying"),
        "{}",
        human.stdout
    );

    // recover repairs each, and records each step.
    let run = ws.run(&["recover", "locked"]);
    run.expect_code(0);
    assert!(
        run.stdout.contains("cleared a stale lock"),
        "{}",
        run.stdout
    );
    assert!(!ws
        .path()
        .join(".bugbash/bugs/locked/state.json.lock")
        .exists());
    assert_eq!(
        events(&ws, "locked")[0]["data"]["action"],
        "stale_lock_cleared"
    );

    // The backup is the version before the last save: REPRODUCING, which `analyze` resumes.
    let run = ws.run(&["recover", "damaged"]);
    run.expect_code(0);
    assert!(
        run.stdout.contains("restored the previous version"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("`bugbash analyze damaged` continues it"),
        "{}",
        run.stdout
    );
    assert_eq!(state(&ws, "damaged")["phase"], "reproducing");
    let kept: Vec<_> = std::fs::read_dir(ws.path().join(".bugbash/bugs/damaged"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("state.json.corrupt-")
        })
        .collect();
    assert_eq!(kept.len(), 1, "the damaged file is kept");
    let actions: Vec<Value> = events(&ws, "damaged")
        .iter()
        .map(|e| e["data"]["action"].clone())
        .collect();
    assert_eq!(actions, ["restored_from_backup", "resumable"]);
    // Resumed, it runs the tests again; they pass by now (the other investigation's fix is on
    // disk), so it ends NOT_REPRODUCIBLE: no longer stuck.
    ws.run(&["analyze", "damaged", "--stop-at", "reproduce"])
        .expect_code(3);
    assert_eq!(state(&ws, "damaged")["phase"], "not_reproducible");

    let run = ws.run(&["recover", "verifying"]);
    run.expect_code(0);
    assert!(
        run.stdout.contains("verified the fix again"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Phase: FIXED"), "{}", run.stdout);
    assert_eq!(state(&ws, "verifying")["phase"], "fixed");
    let actions: Vec<Value> = events(&ws, "verifying")
        .iter()
        .map(|e| e["data"]["action"].clone())
        .collect();
    assert_eq!(actions, ["stale_lock_cleared", "verified_again"]);

    // A damaged state without a backup: reported, and recover changes nothing (exit 3).
    ws.run(&["init", "only one save", "--id", "nobackup"])
        .expect_code(0);
    let path = ws.path().join(".bugbash/bugs/nobackup/state.json");
    std::fs::write(&path, b"garbage").unwrap();
    let (code, report) = doctor(&ws);
    assert_eq!(code, 1);
    let c = checks(&report, "state", Some("nobackup"));
    assert_eq!(c[0]["status"], "fail", "{report:#}");
    assert!(c[0]["message"]
        .as_str()
        .unwrap()
        .contains("no usable backup"));
    let run = ws.run(&["recover", "nobackup"]);
    run.expect_code(3);
    assert!(run.stderr.contains("no usable backup"), "{}", run.stderr);
    assert_eq!(std::fs::read(&path).unwrap(), b"garbage");
    std::fs::remove_dir_all(ws.path().join(".bugbash/bugs/nobackup")).unwrap();

    // Nothing left to recover; the doctor is satisfied.
    let run = ws.run(&["recover", "locked"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Nothing to recover"), "{}", run.stdout);
    let (code, report) = doctor(&ws);
    assert_eq!(code, 0, "{report:#}");
    assert_eq!(report["healthy"], true);
    ws.run(&["recover", "nope"]).expect_code(1);
}

#[test]
fn recover_rolls_back_a_partly_written_fix_and_respects_live_locks() {
    let ws = workspace();
    approved(&ws, "partial");
    let before = ws.read("pricing/discounts.py");
    kill_fix_while_verifying(&ws, "partial");
    // Rewind to the state a crash between the fix's writes leaves: IMPLEMENTING (the last
    // transition undone, in the state and its history), the new test file written, the code
    // change not yet.
    let dir = ws.path().join(".bugbash/bugs/partial");
    let mut st = state(&ws, "partial");
    st["phase"] = "implementing".into();
    st["transitions"].as_array_mut().unwrap().pop();
    std::fs::write(dir.join("state.json"), st.to_string()).unwrap();
    let hist = std::fs::read_to_string(dir.join("history/phase_transitions.jsonl")).unwrap();
    let kept: Vec<&str> = hist.lines().collect();
    std::fs::write(
        dir.join("history/phase_transitions.jsonl"),
        kept[..kept.len() - 1].join("\n") + "\n",
    )
    .unwrap();
    std::fs::write(ws.path().join("pricing/discounts.py"), &before).unwrap();
    assert!(ws.path().join("tests/test_discount_regression.py").exists());

    let (code, report) = doctor(&ws);
    assert_eq!(code, 1);
    assert!(checks(&report, "stuck", Some("partial"))[0]["message"]
        .as_str()
        .unwrap()
        .contains("stuck in IMPLEMENTING"));

    // A live lock (this test process) is not broken without --force.
    write_lock(&ws, "partial", std::process::id());
    let (_, report) = doctor(&ws);
    assert_eq!(checks(&report, "lock", Some("partial"))[0]["status"], "ok");
    assert!(
        checks(&report, "stuck", Some("partial")).is_empty(),
        "a live holder is not stuck"
    );
    let run = ws.run(&["recover", "partial"]);
    run.expect_code(2);
    assert!(run.stderr.contains("--force"), "{}", run.stderr);
    assert_eq!(state(&ws, "partial")["phase"], "implementing");

    // With --force: the lock goes, the partial fix is rolled back, BLOCKED with why.
    let run = ws.run(&["recover", "partial", "--force"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Phase: BLOCKED"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("restored to their bytes before the fix"),
        "{}",
        run.stdout
    );
    assert_eq!(ws.read("pricing/discounts.py"), before);
    assert!(!ws.path().join("tests/test_discount_regression.py").exists());
    let st = state(&ws, "partial");
    assert_eq!(st["phase"], "blocked");
    assert!(st["blocked_reason"]
        .as_str()
        .unwrap()
        .contains("interrupted while the fix was being written"));
    let actions: Vec<Value> = events(&ws, "partial")
        .iter()
        .map(|e| e["data"]["action"].clone())
        .collect();
    assert_eq!(actions, ["lock_forced", "rolled_back"]);
    // The history still has exactly one line per transition.
    let hist = std::fs::read_to_string(dir.join("history/phase_transitions.jsonl")).unwrap();
    assert_eq!(
        hist.lines().count(),
        st["transitions"].as_array().unwrap().len()
    );
    // And it can be retried like any BLOCKED investigation.
    ws.run(&["analyze", "partial", "--retry", "--stop-at", "reproduce"])
        .expect_code(0);
}

#[test]
fn doctor_checks_the_test_command_without_running_it_and_probes_the_model() {
    let ws = Ws::empty();
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        r#"{"object":"list","data":[{"id":"qwen2.5-coder","object":"model"}]}"#,
    )])
    .unwrap();
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    let write_config = |test: &str, llm: &str| {
        std::fs::write(
            ws.path().join(".bugbash/config.toml"),
            format!("test_command = \"{test}\"\n{llm}"),
        )
        .unwrap();
    };
    write_config(
        "sh -c 'touch RAN'",
        &format!(
            "[llm]\nprovider = \"ollama\"\nmodel = \"qwen2.5-coder\"\nbase_url = \"{}/v1\"\n",
            server.url()
        ),
    );
    let (code, report) = doctor(&ws);
    assert_eq!(code, 0, "{report:#}");
    let tc = checks(&report, "test_command", None);
    assert_eq!(tc[0]["status"], "ok", "{report:#}");
    assert!(
        !ws.path().join("RAN").exists(),
        "doctor must never run the test command"
    );
    let model = checks(&report, "model", None);
    assert_eq!(model[0]["status"], "ok", "{report:#}");
    assert!(model[0]["message"].as_str().unwrap().contains("HTTP 200"));
    assert_eq!(server.requests()[0].path, "/v1/models");
    assert_eq!(server.requests()[0].method, "GET");
    assert_eq!(checks(&report, "git", None)[0]["status"], "skip");

    // A program that is not on PATH; a key the server refuses; no server at all.
    let server = TestServer::start(vec![CannedResponse::json(
        401,
        r#"{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}"#,
    )])
    .unwrap();
    write_config(
        "no-such-runner-xyz --all",
        &format!(
            "[llm]\nprovider = \"openai\"\nbase_url = \"{}/v1\"\napi_key_env = \"BUGBASH_DOCTOR_TEST_KEY\"\n",
            server.url()
        ),
    );
    let run = ws.run_env(
        &["doctor", "--json"],
        &[("BUGBASH_DOCTOR_TEST_KEY", "sk-test-123")],
    );
    run.expect_code(1);
    let report = run.json();
    let tc = checks(&report, "test_command", None);
    assert_eq!(tc[0]["status"], "fail");
    assert!(tc[0]["message"]
        .as_str()
        .unwrap()
        .contains("`no-such-runner-xyz` is not found on PATH"));
    let model = checks(&report, "model", None);
    assert_eq!(model[0]["status"], "fail");
    assert!(model[0]["message"]
        .as_str()
        .unwrap()
        .contains("refused the key (HTTP 401)"));
    assert_eq!(
        server.requests()[0].header("authorization"),
        Some("Bearer sk-test-123")
    );
    assert!(
        !run.stdout.contains("sk-test-123"),
        "the key is never printed"
    );
    // Without the key: said so, no request.
    let (_, report) = doctor(&ws);
    assert!(checks(&report, "model", None)[0]["message"]
        .as_str()
        .unwrap()
        .contains("BUGBASH_DOCTOR_TEST_KEY is not set"));
    assert_eq!(server.requests().len(), 1);
    // Nothing listening.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    write_config(
        "python3 -V",
        &format!("[llm]\nprovider = \"ollama\"\nbase_url = \"http://127.0.0.1:{port}/v1\"\n"),
    );
    let (code, report) = doctor(&ws);
    assert_eq!(code, 1);
    assert!(checks(&report, "model", None)[0]["message"]
        .as_str()
        .unwrap()
        .contains("not reachable"));
    // A config error is reported, not fatal.
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        "reproduction_timeout_seconds = 5\n",
    )
    .unwrap();
    let (code, report) = doctor(&ws);
    assert_eq!(code, 1);
    let config = checks(&report, "config", None);
    assert_eq!(config[0]["status"], "fail");
    assert!(config[0]["message"]
        .as_str()
        .unwrap()
        .contains("reproduction_timeout_seconds"));
}
