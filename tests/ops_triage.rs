//! Triage through the real binary on scratch git repositories: what each analysis records
//! (defect type, complexity, blast radius, test coverage, regression risks, escalation), `list`
//! with severity and complexity side by side, and `analyze --retry --context` reaching the
//! model's prompts and staying in the report.

mod common;

use bugbash::testkit::fixtures::openai_error;
use bugbash::testkit::{CannedResponse, TestServer};
use common::Ws;
use serde_json::Value;

fn status(ws: &Ws, id: &str) -> Value {
    let run = ws.run(&["status", id, "--json"]);
    run.expect_code(0);
    run.json()
}

/// The row of `id` in `bugbash list`, split into columns.
fn list_row(ws: &Ws, id: &str) -> Vec<String> {
    let run = ws.run(&["list"]);
    run.expect_code(0);
    let header = run.stdout.lines().next().unwrap().to_string();
    assert!(
        header.contains("Sev") && header.contains("Complexity"),
        "{}",
        run.stdout
    );
    run.stdout
        .lines()
        .find(|l| l.split_whitespace().next() == Some(id))
        .unwrap_or_else(|| panic!("no row for {id}:\n{}", run.stdout))
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_one_line_bug_with_no_other_callers_is_trivial_and_listed_with_its_severity() {
    let ws = Ws::example("python-pricing");
    let facts = common::facts("python-pricing");
    ws.run(&[
        "init",
        &facts.description,
        "--id",
        "disc",
        "--severity",
        "P1",
        "--test",
        &facts.test_command,
    ])
    .expect_code(0);
    assert_eq!(list_row(&ws, "disc")[1..4], ["CREATED", "P1", "-"]);
    ws.run(&["analyze", "disc"]).expect_code(0);
    let t = &status(&ws, "disc")["triage"];
    assert_eq!(t["defect_type"], "logic", "{t:#}");
    assert_eq!(t["complexity"], "trivial", "{t:#}");
    assert_eq!(t["blast_radius"], "low");
    assert_eq!(t["root_cause_function"], "apply_discount");
    assert_eq!(t["test_coverage"], "existing");
    assert!(t["test_coverage_detail"]
        .as_str()
        .unwrap()
        .contains("tests/test_discounts.py"));
    assert!(t["escalation_reason"].is_null());
    assert_eq!(t["affected_files"], serde_json::json!([facts.buggy_file]));
    assert!(t["complexity_detail"]
        .as_str()
        .unwrap()
        .contains("1 changed line(s) in the plan"));
    // Severity and complexity side by side.
    assert_eq!(list_row(&ws, "disc")[1..4], ["PLANNED", "P1", "trivial"]);
    let file: Value = serde_json::from_str(&ws.read(".bugbash/bugs/disc/triage.json")).unwrap();
    assert_eq!(&file, t);
    assert!(ws
        .run(&["status", "disc"])
        .stdout
        .contains("Triage: logic defect, trivial"));
}

/// A pricing rule called from many modules: high blast radius, so complex, with the reason.
fn widely_used() -> Ws {
    let ws = Ws::empty();
    let w = |p: &str, t: &str| {
        let path = ws.path().join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, t).unwrap();
    };
    w("shop/__init__.py", "");
    w(
        "shop/rates.py",
        "def vat(net):\n    \"\"\"Net price plus 20% VAT, in cents.\"\"\"\n    return net + net * 20 // 10\n",
    );
    for m in ["cart", "invoice", "refund", "export", "report", "quote"] {
        w(
            &format!("shop/{m}.py"),
            &format!(
                "from shop.rates import vat\n\n\ndef {m}_total(items):\n    return sum(vat(i) for i in items)\n\n\ndef {m}_one(i):\n    return vat(i)\n"
            ),
        );
    }
    w("tests/__init__.py", "");
    w(
        "tests/test_rates.py",
        "import unittest\n\nfrom shop.rates import vat\n\n\nclass VatTest(unittest.TestCase):\n    def test_vat_adds_twenty_percent(self):\n        self.assertEqual(vat(100), 120)\n\n    def test_zero(self):\n        self.assertEqual(vat(0), 0)\n",
    );
    common::git(ws.path(), &["init", "-q"]);
    common::git(ws.path(), &["add", "-A"]);
    common::git(
        ws.path(),
        &[
            "-c",
            "user.email=t@example.invalid",
            "-c",
            "user.name=t",
            "commit",
            "-qm",
            "shop",
        ],
    );
    ws
}

#[test]
fn a_root_cause_with_many_callers_is_complex_with_an_escalation_reason() {
    let ws = widely_used();
    ws.run(&[
        "init",
        "VAT is ten times too high",
        "--id",
        "vat",
        "--severity",
        "P3",
        "--test",
        "python3 -m unittest discover -s tests -t . -v",
    ])
    .expect_code(0);
    ws.run(&["analyze", "vat", "--stop-at", "analyze"])
        .expect_code(0);
    let s = status(&ws, "vat");
    assert_eq!(s["root_cause"]["file"], "shop/rates.py", "{s:#}");
    let t = &s["triage"];
    assert_eq!(t["root_cause_function"], "vat", "{t:#}");
    assert_eq!(t["blast_radius"], "high", "{t:#}");
    let detail = t["blast_radius_detail"].as_str().unwrap();
    assert!(
        detail.contains("12 place(s) in 6 file(s) outside tests"),
        "{detail}"
    );
    assert_eq!(t["complexity"], "complex");
    assert!(t["escalation_reason"]
        .as_str()
        .unwrap()
        .contains("high blast radius"));
    let risks: Vec<&str> = t["regression_risks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(
        risks.iter().any(|r| r.starts_with("12 caller(s) of `vat`")),
        "{risks:?}"
    );
    assert_eq!(list_row(&ws, "vat")[1..4], ["ANALYZED", "P3", "complex"]);
    assert!(ws
        .run(&["status", "vat"])
        .stdout
        .contains("Escalate: the root-cause function has a high blast radius"));
}

#[test]
fn retry_with_context_gives_the_hint_to_the_model_and_keeps_it() {
    // A model server that refuses every call: the model analyzer and planner fail, the offline
    // ones take over, and every prompt the model was sent is recorded.
    let server = TestServer::start(
        (0..12)
            .map(|_| {
                CannedResponse::json(
                    400,
                    openai_error("model is overloaded", "invalid_request_error", "bad"),
                )
            })
            .collect(),
    )
    .unwrap();
    let ws = Ws::example("python-pricing");
    let facts = common::facts("python-pricing");
    std::fs::create_dir_all(ws.path().join(".bugbash")).unwrap();
    std::fs::write(
        ws.path().join(".bugbash/config.toml"),
        format!(
            "[llm]\nprovider = \"ollama\"\nmodel = \"qwen2.5-coder\"\nbase_url = \"{}/v1\"\nmax_retries = 0\n",
            server.url()
        ),
    )
    .unwrap();
    ws.run(&[
        "init",
        &facts.description,
        "--id",
        "disc",
        "--test",
        &facts.test_command,
    ])
    .expect_code(0);
    ws.run(&["analyze", "disc", "--stop-at", "analyze"])
        .expect_code(0);
    let before = server.requests().len();
    assert!(before >= 1, "the model was asked first");
    // A wrong fix: BLOCKED, rolled back, retried with a hint.
    ws.run(&["plan", "disc", "--patch", "wrong.patch"])
        .expect_code(0);
    ws.run(&["approve", "disc"]).expect_code(0);
    ws.run(&["fix", "disc"]).expect_code(4);
    ws.run(&["rollback", "disc"]).expect_code(0);
    let hint = "The percentage is added instead of subtracted in pricing/discounts.py";
    let run = ws.run(&["analyze", "disc", "--retry", "--context", hint]);
    run.expect_code(0);

    let s = status(&ws, "disc");
    assert_eq!(s["hints"], serde_json::json!([hint]));
    assert_eq!(s["phase"], "PLANNED", "{}", run.stdout);
    assert!(ws.read(".bugbash/bugs/disc/report.md").contains(hint));
    assert!(ws.read(".bugbash/events.jsonl").contains("\"hint_added\""));
    // Every prompt after the hint carries it (analysis and planning); none before did.
    let requests = server.requests();
    assert!(
        requests.len() >= before + 2,
        "analysis and planning asked the model"
    );
    for r in &requests[..before] {
        assert!(!r.body_text().contains(hint));
    }
    for r in &requests[before..] {
        // Ollama is asked on its own chat API first (a schema in `format`); a refusal may move
        // the client to the OpenAI-compatible path. Both carry the hint.
        assert!(
            r.path == "/api/chat" || r.path == "/v1/chat/completions",
            "{}",
            r.path
        );
        assert!(r.body_text().contains(hint), "{}", r.body_text());
    }
    // An empty hint is refused and nothing is added.
    let run = ws.run(&["analyze", "disc", "--context", "  "]);
    run.expect_code(1);
    assert!(run.stderr.contains("--context is empty"), "{}", run.stderr);
    assert_eq!(status(&ws, "disc")["hints"].as_array().unwrap().len(), 1);
}
