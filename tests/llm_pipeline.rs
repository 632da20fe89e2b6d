//! The model path end to end through the real binary: `[llm]` points at a loopback server that
//! speaks the OpenAI or Anthropic wire format. The model's analysis is validated (an invalid
//! answer is retried with feedback), its plan is grounded, run in an isolated copy and needs
//! approval, costs and attempts are recorded and shown; a cost limit stops the pipeline; wrong
//! answers leave the offline result standing. (tests/llm_real.rs does the same with a real model.)

mod common;
use bugbash::testkit::fixtures::{anthropic_message, openai_completion};
use bugbash::testkit::http::{CannedResponse, TestServer};
use common::*;

fn analysis_json(line: u32) -> String {
    serde_json::json!({
        "summary": "apply_discount adds the discount instead of subtracting it",
        "execution_trace": ["test_apply_discount_reduces_amount calls apply_discount(100, 10)", "apply_discount computes amount * (1 + 10/100)", "returns 110.0 instead of 90.0"],
        "root_cause_file": "pricing/discounts.py",
        "root_cause_line": line,
        "root_cause_code": "return round(amount * (1 + percent / 100), 2)",
        "root_cause_explanation": "The factor should be 1 - percent/100.",
        "why_not_caught": "No test checked a non-zero discount.",
        "confidence": "high",
        "alternative_hypotheses": []
    })
    .to_string()
}

fn plan_json() -> String {
    plan_with("    return round(amount * (1 - percent / 100), 2)")
}

/// A plan answer replacing the buggy line with `proposed`.
fn plan_with(proposed: &str) -> String {
    serde_json::json!({
        "summary": "Subtract the discount",
        "candidate": null,
        "diff": null,
        "changes": [{
            "file_path": "pricing/discounts.py",
            "current_code": "    return round(amount * (1 + percent / 100), 2)",
            "proposed_code": proposed,
            "line_hint": 11
        }],
        "test_cases": [
            {"name": "test_ten_percent", "file_path": "tests/test_llm_regression.py", "test_code": "import unittest\nfrom pricing.discounts import apply_discount\n\nclass T(unittest.TestCase):\n    def test_ten_percent(self):\n        self.assertEqual(apply_discount(100, 10), 90.0)\n"},
            {"name": "test_zero_percent", "file_path": "tests/test_llm_regression_zero.py", "test_code": "import unittest\nfrom pricing.discounts import apply_discount\n\nclass T(unittest.TestCase):\n    def test_zero_percent(self):\n        self.assertEqual(apply_discount(100, 0), 100.0)\n"}
        ],
        "risk_level": "low",
        "risk_explanation": "one line"
    })
    .to_string()
}

fn configure(ws: &Ws, table: &str) {
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(ws.path().join(".bugbash/config.toml"), table).unwrap();
}

#[test]
fn openai_compatible_model_analyzes_and_plans_with_feedback_and_costs() {
    let server = TestServer::start(vec![
        // First analysis answer breaks the rules (summary too long): it must be retried.
        CannedResponse::json(
            200,
            openai_completion(
                &analysis_json(11).replace("apply_discount adds", &"x".repeat(120)),
                1000,
                200,
            ),
        ),
        CannedResponse::json(200, openai_completion(&analysis_json(11), 1200, 220)),
        CannedResponse::json(200, openai_completion(&plan_json(), 1500, 400)),
    ])
    .unwrap();
    let ws = Ws::example("python-pricing");
    configure(&ws, &format!("[llm]\nprovider = \"openai\"\nmodel = \"gpt-4o-mini\"\nbase_url = \"{}/v1\"\napi_key_env = \"BUGBASH_TEST_KEY\"\nprice_input_per_mtok = 1.0\nprice_output_per_mtok = 2.0\n", server.url()));
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let out = ws.run_env(&["analyze", &id], &[("BUGBASH_TEST_KEY", "sk-test-secret")]);
    let stdout = &out.stdout;
    assert_eq!(out.code, 0, "{stdout}\n{}", out.stderr);
    let requests = server.requests();
    assert_eq!(
        requests.len(),
        3,
        "analysis retried once, then one planning call"
    );
    assert_eq!(
        requests[0].header("authorization"),
        Some("Bearer sk-test-secret")
    );
    assert!(
        requests[1].body_text().contains("summary"),
        "the retry carries the validation errors"
    );
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "PLANNED");
    assert_eq!(j["root_cause"]["line"], 11);
    assert_eq!(j["fix_plan"]["planner"], "llm");
    // (1000+1200+1500) input and (200+220+400) output tokens at $1 / $2 per million.
    let cost = j["cost_usd"].as_f64().unwrap();
    assert!(
        (cost - (3700.0 / 1e6 + 820.0 * 2.0 / 1e6)).abs() < 1e-9,
        "{cost}"
    );
    assert!(j["cost_by_phase"]["analyze"].as_f64().unwrap() > 0.0);
    // The key is never stored.
    for (path, bytes) in ws.snapshot() {
        assert!(
            !String::from_utf8_lossy(&bytes).contains("sk-test-secret"),
            "key leaked into {path}"
        );
    }
    // The model's plan still needs a person.
    ws.run(&["fix", &id]).expect_code(2);
    ws.run(&["approve", &id]).expect_code(0);
    ws.run(&["fix", &id]).expect_code(0);
    assert_eq!(ws.run(&["status", &id, "--json"]).json()["phase"], "FIXED");
}

#[test]
fn anthropic_model_and_a_cost_limit_that_trips() {
    let server = TestServer::start(vec![
        CannedResponse::json(200, anthropic_message(&analysis_json(11), 400_000, 50_000)),
        CannedResponse::json(200, anthropic_message(&plan_json(), 400_000, 50_000)),
    ])
    .unwrap();
    let ws = Ws::example("python-pricing");
    configure(&ws, &format!("[llm]\nprovider = \"anthropic\"\nmodel = \"claude-test\"\nbase_url = \"{}\"\napi_key_env = \"BUGBASH_TEST_KEY\"\nprice_input_per_mtok = 1.0\nprice_output_per_mtok = 1.0\nmax_phase_cost_usd = 0.30\nmax_total_cost_usd = 0.60\n", server.url()));
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let out = ws.run_env(
        &["analyze", &id],
        &[("BUGBASH_TEST_KEY", "anthropic-secret")],
    );
    let stderr = &out.stderr;
    let stdout = &out.stdout;
    // Each call costs $0.45: over the $0.30 per-phase limit.
    assert_eq!(out.code, 4, "{stdout}\n{stderr}");
    assert!(
        stderr.contains("0.30") && stderr.contains("0.45"),
        "names limit and spend: {stderr}"
    );
    let requests = server.requests();
    assert_eq!(requests[0].header("x-api-key"), Some("anthropic-secret"));
    assert!(requests[0].header("anthropic-version").is_some());
    let j = ws.run(&["status", &id, "--json"]).json();
    assert!(
        j["cost_usd"].as_f64().unwrap() > 0.4,
        "the paid call is recorded: {j}"
    );
}

#[test]
fn wrong_model_plans_are_kept_as_rejected_and_the_offline_plan_stands() {
    let server = TestServer::start(vec![
        CannedResponse::json(200, openai_completion(&analysis_json(11), 1000, 200)),
        // Grounded, but wrong: the tests still fail with it.
        CannedResponse::json(
            200,
            openai_completion(
                &plan_with("    return round(amount * (2 - percent / 100), 2)"),
                1500,
                400,
            ),
        ),
        CannedResponse::json(
            200,
            openai_completion(
                &plan_with("    return round(amount * (1 + percent / 50), 2)"),
                1500,
                400,
            ),
        ),
    ])
    .unwrap();
    let ws = Ws::example("python-pricing");
    configure(&ws, &format!("[llm]\nprovider = \"openai\"\nmodel = \"gpt-4o-mini\"\nbase_url = \"{}/v1\"\napi_key_env = \"BUGBASH_TEST_KEY\"\n", server.url()));
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let out = ws.run_env(&["analyze", &id], &[("BUGBASH_TEST_KEY", "k-123456")]);
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains("A model plan was not offered"),
        "{}",
        out.stdout
    );
    let requests = server.requests();
    assert_eq!(requests.len(), 3);
    let prompt = requests[0].body_json()["messages"][1]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        prompt.contains("Verified candidate fixes"),
        "the offline evidence: {prompt}"
    );
    assert_eq!(
        requests[1].body_json()["response_format"]["json_schema"]["name"],
        "fix_plan"
    );
    let j = ws.run(&["status", &id, "--json"]).json();
    assert_eq!(j["phase"], "PLANNED");
    assert_eq!(j["root_cause"]["analyzer"], "llm");
    assert_eq!(
        j["fix_plan"]["planner"], "mutation",
        "the offline plan stands"
    );
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let rejected = state["rejected_plans"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(rejected.len(), 2, "{state}");
    assert!(rejected[0]["tests_failed"]
        .as_array()
        .is_some_and(|t| !t.is_empty()));
    let events = ws.read(".bugbash/events.jsonl");
    let attempts: Vec<serde_json::Value> = events
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|e| e["event"] == "llm_attempt")
        .collect();
    assert_eq!(attempts.len(), 3, "{events}");
    assert_eq!(attempts[0]["data"]["outcome"], "accepted");
    assert_eq!(attempts[1]["data"]["outcome"], "invalid");
    assert!(attempts[1]["data"]["duration_ms"].is_u64());
    // The workspace is untouched by the model's plans.
    assert!(ws
        .read("pricing/discounts.py")
        .contains("return round(amount * (1 + percent / 100), 2)"));
}
