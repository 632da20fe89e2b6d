//! The offline analyzer's mutation search through the engine's traits, with the real runners:
//! progress with counts, cancellation of the whole search, per-test evidence, plans that follow
//! the ranking and resist overfitting, Rust coverage from line probes, and the eval command on a
//! small part of the corpus.

mod common;
use bugbash::engine::{Engine, EngineError, InitRequest, Progress};
use bugbash::model::BugPhase;
use bugbash::process::CancelToken;
use common::*;
use std::sync::Mutex;

/// Records every line; cancels `token` when a detail line contains `cancel_on`.
struct Recorder {
    lines: Mutex<Vec<String>>,
    cancel_on: Option<(&'static str, CancelToken)>,
}

impl Recorder {
    fn new(cancel_on: Option<(&'static str, CancelToken)>) -> Recorder {
        Recorder {
            lines: Mutex::new(Vec::new()),
            cancel_on,
        }
    }
    fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }
}

impl Progress for Recorder {
    fn step(&self, n: u32, total: u32, title: &str) {
        self.lines
            .lock()
            .unwrap()
            .push(format!("[{n}/{total}] {title}"));
    }
    fn ok(&self, message: &str) {
        self.lines.lock().unwrap().push(format!("ok {message}"));
    }
    fn detail(&self, message: &str) {
        self.lines.lock().unwrap().push(message.to_string());
        if let Some((needle, token)) = &self.cancel_on {
            if message.contains(needle) {
                token.cancel();
            }
        }
    }
    fn fail(&self, message: &str) {
        self.lines.lock().unwrap().push(format!("fail {message}"));
    }
}

fn engine_for(name: &str) -> (Ws, Engine, String) {
    let ws = Ws::example(name);
    let f = facts(name);
    let engine = Engine::open(ws.path()).unwrap();
    let state = engine
        .create(InitRequest {
            description: f.description.clone(),
            test: Some(f.test_command.clone()),
            ..InitRequest::default()
        })
        .unwrap();
    (ws, engine, state.bug_id)
}

#[test]
fn progress_has_counts_and_cancellation_stops_the_search() {
    let (ws, engine, id) = engine_for("python-pricing");
    let token = CancelToken::new();
    let rec = Recorder::new(Some(("Mutants: ", token.clone())));
    let before = ws.snapshot();
    let r = engine.run_investigation(&id, None, false, &rec, Some(token));
    assert!(matches!(r, Err(EngineError::Cancelled)), "{r:?}");
    let lines = rec.lines();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Mutants: ") && l.contains(" run, ")),
        "{lines:#?}"
    );
    // The investigation is left where it was, to be resumed; the working tree is untouched.
    assert_eq!(engine.get(&id).unwrap().phase, BugPhase::Analyzing);
    let mut after = ws.snapshot();
    after.retain(|(p, _)| !p.starts_with(".bugbash"));
    let mut before = before;
    before.retain(|(p, _)| !p.starts_with(".bugbash"));
    assert_eq!(before, after, "mutants must never touch the working tree");
    // Resumed without cancellation, it completes with counts in the progress.
    let rec = Recorder::new(None);
    let state = engine
        .run_investigation(
            &id,
            Some(bugbash::engine::StopAt::Analyze),
            false,
            &rec,
            None,
        )
        .unwrap();
    assert_eq!(state.phase, BugPhase::Analyzed);
    let lines = rec.lines();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Mutation search, first round: ") && l.contains("failing and")),
        "{lines:#?}"
    );
    let rc = state.root_cause.unwrap();
    assert_eq!(rc.analyzer, "offline");
    assert_eq!(rc.root_cause_file, "pricing/discounts.py");
    assert_eq!(rc.root_cause_line, Some(11));
    assert!(!rc.fix_candidates.is_empty());
    // Evidence of the top line counts failing and passing tests.
    assert!(
        rc.ranking[0]
            .evidence
            .contains("of 1 failing tests pass and breaks none of the"),
        "{}",
        rc.ranking[0].evidence
    );
    // Lines within 0.1 of each other are ordered by the prior, so the top is within 0.1 of the best.
    let best = rc.ranking.iter().map(|r| r.score).fold(0.0, f64::max);
    assert!(rc.ranking[0].score + 0.1 >= best, "{:?}", rc.ranking);
}

#[test]
fn a_zero_budget_turns_the_search_off() {
    let ws = Ws::example("python-pricing");
    let f = facts("python-pricing");
    let id = ws
        .run(&["init", &f.description, "--test", &f.test_command])
        .expect_code(0)
        .created_id();
    let r = ws.run_env(
        &["analyze", &id, "--stop-at", "analyze"],
        &[("BUGBASH_MUTATION_MAX_MUTANTS", "0")],
    );
    r.expect_code(0);
    assert!(!r.stdout.contains("Mutation search"), "{}", r.stdout);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    assert_eq!(state["root_cause"]["analyzer"], "stack");
}

#[test]
fn eval_on_a_small_part_of_the_corpus() {
    let ws = Ws::empty();
    let corpus = repo_root().join("corpus");
    let r = ws.run(&[
        "eval",
        corpus.to_str().unwrap(),
        "--case",
        "py-lis",
        "--case",
        "js-chunk",
        "--json",
        "--report",
        "eval.md",
    ]);
    r.expect_code(0);
    let md = ws.read("eval.md");
    assert!(md.contains("| all | 2 |"), "{md}");
    assert!(md.contains("| py-lis | 1 | yes |"), "{md}");
    assert!(md.contains("Machine: "), "{md}");
    let j = r.json();
    let cases = j["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 2);
    for c in cases {
        assert_eq!(c["rank"], 1, "{c}");
        assert_eq!(c["plausible_fix"], true, "{c}");
        assert!(c["seconds"].as_f64().unwrap() > 0.0);
    }
    assert_eq!(j["summary"]["acc_at_1"], 2);
    assert_eq!(j["by_language"]["python"]["cases"], 1);
    assert_eq!(j["by_language"]["javascript"]["cases"], 1);
    // A bad corpus is refused with a message.
    let r = ws.run(&["eval", corpus.to_str().unwrap(), "--case", "no-such-case"]);
    r.expect_code(1);
    assert!(
        r.stderr.contains("no case named no-such-case"),
        "{}",
        r.stderr
    );
}

/// Three cases whose fixes add code no token swap makes (a `return` after a function's last
/// statement, `int()` on a port read from the environment, the call the neighbouring item has),
/// each ranked first with a verified plan. Before the operators existed none had a plan.
#[test]
fn fixes_that_add_code_are_found_on_corpus_cases() {
    let ws = Ws::empty();
    let corpus = repo_root().join("corpus");
    let mut args = vec!["eval", corpus.to_str().unwrap(), "--json"];
    for case in ["py-dns-cache", "py-settings-port", "js-query-string"] {
        args.extend(["--case", case]);
    }
    let r = ws.run(&args);
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["cases"].as_array().unwrap().len(), 3);
    for c in j["cases"].as_array().unwrap() {
        assert_eq!(c["rank"], 1, "{c}");
        assert_eq!(c["plausible_fix"], true, "{c}");
    }
}

/// `bugbash eval corpus/ --json` over `cases`: one result per case, in the eval's order.
fn eval_corpus_cases(cases: &[&str]) -> Vec<serde_json::Value> {
    let ws = Ws::empty();
    let corpus = repo_root().join("corpus");
    let mut args = vec!["eval", corpus.to_str().unwrap(), "--json"];
    for case in cases {
        args.extend(["--case", case]);
    }
    let r = ws.run(&args);
    r.expect_code(0);
    let got = r.json()["cases"].as_array().unwrap().clone();
    assert_eq!(got.len(), cases.len());
    got
}

/// Fixes this session's operators and checks find, each the reference fix at rank 1: a
/// `continue` the branch lacked, the final flush a loop forgot (Rust), `round` kept although a
/// passing test discards a call whose value it changes, `.total_seconds()` kept although a random
/// session token differs between runs; and a `sorted()` that changes a value a passing test sees
/// but does not assert on, planned with MEDIUM risk (before, the check dropped all four).
#[test]
fn added_statements_and_the_behavioural_check_on_corpus_cases() {
    let got = eval_corpus_cases(&[
        "py-crontab-env",
        "rs-run-length",
        "py-expense-split",
        "py-session-expiry",
        "py-db-migrations",
    ]);
    for c in &got {
        assert_eq!(
            (&c["rank"], &c["plausible_fix"], &c["reference_fix"]),
            (
                &serde_json::json!(1),
                &serde_json::json!(true),
                &serde_json::json!(true)
            ),
            "{c}"
        );
        let risk = if c["name"] == "py-db-migrations" {
            "medium"
        } else {
            "low"
        };
        assert_eq!(c["risk"], risk, "{c}");
    }
}

/// This session's operators and the dead-code concern, end to end on corpus cases: another
/// receiver (`js-editor-undo`), a term moved into `min` on a busy line (`py-coin-change`), the
/// parameter's default returned (`py-env-bool`), and `extend` planned rather than an edit that
/// leaves the collected list unread (`py-notify-recipients`).
#[test]
fn receivers_moved_terms_defaults_and_dead_code_on_corpus_cases() {
    let got = eval_corpus_cases(&[
        "js-editor-undo",
        "py-coin-change",
        "py-env-bool",
        "py-notify-recipients",
    ]);
    for c in &got {
        assert_eq!(
            (
                &c["rank"],
                &c["plausible_fix"],
                &c["reference_fix"],
                &c["risk"]
            ),
            (
                &serde_json::json!(1),
                &serde_json::json!(true),
                &serde_json::json!(true),
                &serde_json::json!("low")
            ),
            "{c}"
        );
    }
}

/// A git workspace with the given files, and an investigation of `description` with `test`.
fn workspace(files: &[(&str, &str)], description: &str, test: &str) -> (Ws, Engine, String) {
    let ws = Ws::empty();
    for (path, text) in files {
        let p = ws.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    for args in [
        vec!["init", "-q"],
        vec!["add", "-A"],
        vec![
            "-c",
            "user.email=t@example.invalid",
            "-c",
            "user.name=t",
            "commit",
            "-qm",
            "case",
        ],
    ] {
        std::process::Command::new("git")
            .args(&args)
            .current_dir(ws.path())
            .output()
            .unwrap();
    }
    let engine = Engine::open(ws.path()).unwrap();
    let state = engine
        .create(InitRequest {
            description: description.into(),
            test: Some(test.into()),
            ..InitRequest::default()
        })
        .unwrap();
    (ws, engine, state.bug_id)
}

const SHIPPING_JS: &str = "'use strict';

const FREE_SHIPPING_FROM = 5000;
const FLAT_SHIPPING = 495;

function subtotal(items) {
  return items.reduce((s, i) => s + i.price * i.qty, 0);
}

function shipping(items) {
  const sub = subtotal(items);
  if (items.length === 0) return 0;
  if (sub > FREE_SHIPPING_FROM) return 0;
  return FLAT_SHIPPING;
}

module.exports = { subtotal, shipping, FREE_SHIPPING_FROM };
";

const SHIPPING_TEST_JS: &str = "'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { shipping, subtotal } = require('../src/shipping');

test('small orders pay flat shipping', () => {
  assert.strictEqual(shipping([{ price: 1000, qty: 1 }]), 495);
});
test('large orders ship free', () => {
  assert.strictEqual(shipping([{ price: 3000, qty: 2 }]), 0);
});
test('an empty cart ships nothing', () => {
  assert.strictEqual(shipping([]), 0);
});
test('subtotal', () => {
  assert.strictEqual(subtotal([{ price: 250, qty: 2 }]), 500);
});
test('orders of exactly the threshold ship free', () => {
  assert.strictEqual(shipping([{ price: 2500, qty: 2 }]), 0);
});
";

/// The JavaScript cart of issue 13: `sub > FREE_SHIPPING_FROM` should be `>=`; changing the
/// shared constant to 4999 also passes every test. The plan is the operator on the root-cause
/// line; the constant, if found, is listed after it with its concern.
#[test]
fn the_plan_follows_the_ranking_and_never_prefers_a_shared_constant() {
    let (ws, engine, id) = workspace(
        &[
            ("src/shipping.js", SHIPPING_JS),
            ("test/shipping.test.js", SHIPPING_TEST_JS),
            ("package.json", "{\"name\": \"shop\", \"private\": true}\n"),
        ],
        "orders of exactly 50.00 are charged shipping",
        "node --test test/",
    );
    let state = engine
        .run_investigation(&id, None, false, &Recorder::new(None), None)
        .unwrap();
    let rc = state.root_cause.clone().unwrap();
    assert_eq!(
        (rc.root_cause_file.as_str(), rc.root_cause_line),
        ("src/shipping.js", Some(13)),
        "{}",
        rc.root_cause_explanation
    );
    // The scores shown are the scores sorted by.
    for w in rc.ranking.windows(2) {
        assert!(w[0].score >= w[1].score, "{:#?}", rc.ranking);
    }
    let plan = state.fix_plan.clone().expect("an offline plan");
    assert_eq!(plan.changes[0].line_hint, Some(13), "{plan:#?}");
    assert!(
        plan.changes[0]
            .proposed_code
            .as_deref()
            .unwrap()
            .contains("sub >= FREE_SHIPPING_FROM"),
        "{plan:#?}"
    );
    assert!(
        plan.summary
            .contains("passes all 5 tests in an isolated copy; not proven correct"),
        "{}",
        plan.summary
    );
    assert_eq!(plan.risk_level, bugbash::model::Level::Low, "{plan:#?}");
    // Every candidate on another line comes after the root-cause line's; a constant change is
    // never first and says why it is suspect.
    let first_elsewhere = rc
        .fix_candidates
        .iter()
        .position(|c| c.edits.iter().all(|e| e.line != 13))
        .unwrap_or(rc.fix_candidates.len());
    assert!(
        rc.fix_candidates[..first_elsewhere]
            .iter()
            .all(|c| c.edits.iter().any(|e| e.line == 13)),
        "{:#?}",
        rc.fix_candidates
    );
    for c in &rc.fix_candidates {
        if c.edits.iter().any(|e| e.line == 3) {
            assert!(!c.concerns.is_empty(), "{c:#?}");
        }
    }
    let rca = ws.read(&format!(".bugbash/bugs/{id}/root-cause-analysis.md"));
    assert!(rca.contains("line ranked 1"), "{rca}");
}

const VAT_PY: &str = "VAT_PERCENT = 21


def vat(cents):
    return cents * VAT_PERCENT // 100


def gross(cents):
    return cents + vat(cents)
";

const VAT_TEST_PY: &str = "import unittest

from billing.vat import gross, vat


class VatTest(unittest.TestCase):
    def test_vat_of_ten_euros(self):
        self.assertEqual(vat(1000), 200)

    def test_gross(self):
        self.assertEqual(gross(500), 600)

    def test_nothing_costs_nothing(self):
        self.assertEqual(gross(0), 0)
";

/// When the only fixes change a literal (here a shared constant), the plan says so and its risk
/// is at least MEDIUM with the reason written in it.
#[test]
fn a_literal_fix_is_planned_at_medium_risk_with_the_reason() {
    let (_ws, engine, id) = workspace(
        &[
            ("billing/__init__.py", ""),
            ("billing/vat.py", VAT_PY),
            ("tests/__init__.py", ""),
            ("tests/test_vat.py", VAT_TEST_PY),
        ],
        "VAT is 21% instead of 20%",
        "python3 -m unittest tests.test_vat",
    );
    let state = engine
        .run_investigation(&id, None, false, &Recorder::new(None), None)
        .unwrap();
    let rc = state.root_cause.clone().unwrap();
    // The unittest module form gets per-test coverage.
    assert!(
        rc.root_cause_explanation.contains("Python's own tracer"),
        "{}",
        rc.root_cause_explanation
    );
    let plan = state.fix_plan.expect("an offline plan");
    assert!(
        plan.risk_level >= bugbash::model::Level::Medium,
        "{plan:#?}"
    );
    assert!(
        plan.risk_explanation.contains("literal") || plan.risk_explanation.contains("module-level"),
        "{}",
        plan.risk_explanation
    );
    assert!(
        plan.changes[0].explanation.contains("Concerns:"),
        "{}",
        plan.changes[0].explanation
    );
}

/// `bash scripts/demo.sh rust-stats`: the root cause is line 20 and the plan is never the
/// overfitting `/ 3` on line 18; Rust gets per-test coverage from line probes.
#[test]
fn rust_stats_never_plans_the_overfitting_division() {
    let (ws, engine, id) = engine_for("rust-stats");
    let state = engine
        .run_investigation(&id, None, false, &Recorder::new(None), None)
        .unwrap();
    let rc = state.root_cause.clone().unwrap();
    // Coverage first: without it the ranking has less to go on, and the failure should say so.
    assert!(
        rc.root_cause_explanation
            .contains("Coverage: per-test line probes"),
        "{}",
        rc.root_cause_explanation
    );
    assert_eq!(
        rc.root_cause_line,
        Some(20),
        "{}",
        rc.root_cause_explanation
    );
    assert!(!rc.steps.is_empty());
    if let Some(plan) = &state.fix_plan {
        let proposed = plan.changes[0].proposed_code.as_deref().unwrap();
        assert!(!proposed.contains("/ 3"), "{plan:#?}");
        assert_eq!(plan.changes[0].line_hint, Some(20), "{plan:#?}");
    }
    if let Some(i) = rc
        .fix_candidates
        .iter()
        .position(|c| c.edits[0].proposed_code.contains("/ 3"))
    {
        assert!(i > 0 && !rc.fix_candidates[i].concerns.is_empty());
    }
    pick_another_candidate(&ws, &id, &rc.fix_candidates);
}

/// Issue 13 item 2, through the binary: `plan ID` lists every verified candidate with the
/// planned one starred; `plan ID --candidate N` replaces the unapproved plan with candidate N
/// (still PLANNED, waiting for approval); a number out of range is refused (exit 1) and an
/// approved plan is never replaced (exit 2).
fn pick_another_candidate(ws: &Ws, id: &str, candidates: &[bugbash::model::FixCandidate]) {
    assert!(candidates.len() >= 2, "{candidates:#?}");
    let listed = ws.run(&["plan", id]).expect_code(0).stdout.clone();
    assert!(
        listed.contains(&format!("*1. {}", candidates[0].description)),
        "{listed}"
    );
    assert!(
        listed.contains(&format!(" 2. {}", candidates[1].description)),
        "{listed}"
    );
    assert!(listed.contains("--candidate N"), "{listed}");
    ws.run(&["plan", id, "--candidate", "2"]).expect_code(0);
    let state = ws.run(&["status", id, "--json"]).expect_code(0).json();
    assert_eq!(state["phase"], "PLANNED", "{state:#}");
    let listed = ws.run(&["plan", id]).expect_code(0).stdout.clone();
    assert!(
        listed.contains(&format!("*2. {}", candidates[1].description)),
        "{listed}"
    );
    let edit = &candidates[1].edits[0];
    assert!(
        listed.contains(&format!("+{}", edit.proposed_code.trim_end())),
        "the diff shows candidate 2's line:\n{listed}"
    );
    let refused = ws.run(&["plan", id, "--candidate", "99"]);
    assert_eq!(refused.code, 1, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("numbered 1 to"),
        "{}",
        refused.stderr
    );
    ws.run(&["approve", id]).expect_code(0);
    ws.run(&["plan", id, "--candidate", "1"]).expect_code(2);
    let listed = ws.run(&["plan", id]).expect_code(0).stdout.clone();
    assert!(
        listed.contains(&format!("*2. {}", candidates[1].description)),
        "an approved plan is never replaced:\n{listed}"
    );
}

/// Tests that run the code on a thread of their own (here a timeout guard, a common idiom)
/// leave line probes on threads named after no test: the probes' lines are then attributed by
/// running each test alone, so the failing test's lines are its own and the ranking has
/// coverage (the CI run of 2026-11-27 lost Rust coverage this way).
#[test]
fn rust_probes_on_threads_the_tests_spawn_are_attributed_by_running_tests_alone() {
    let ws = Ws::empty();
    let write = |rel: &str, text: &str| write_files(ws.path(), &[(rel, text)]);
    write(
        "Cargo.toml",
        "[package]\nname = \"chunks\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    write(
        "src/lib.rs",
        r#"//! Splitting work into contiguous chunks for worker threads.

/// The half-open ranges that split `len` items into at most `parts` chunks whose sizes differ
/// by at most one; no chunk is empty.
pub fn chunk_bounds(len: usize, parts: usize) -> Vec<(usize, usize)> {
    if parts == 0 || len == 0 {
        return Vec::new();
    }
    if parts >= len {
        return (0..parts).map(|i| (i, i + 1)).collect();
    }
    let base = len / parts;
    let extra = len % parts;
    let mut out = Vec::with_capacity(parts);
    let mut start = 0;
    for i in 0..parts {
        let size = if i < extra { base + 1 } else { base };
        out.push((start, start + size));
        start += size;
    }
    out
}
"#,
    );
    write(
        "tests/bounds.rs",
        r#"use chunks::chunk_bounds;
use std::sync::mpsc;
use std::time::Duration;

/// Runs `f` on a thread of its own and fails if it takes more than a second.
fn within_a_second<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || tx.send(f()).unwrap());
    rx.recv_timeout(Duration::from_secs(1)).expect("took more than a second")
}

#[test]
fn even_split() {
    assert_eq!(within_a_second(|| chunk_bounds(9, 3)), vec![(0, 3), (3, 6), (6, 9)]);
}

#[test]
fn uneven_split_puts_the_extra_items_first() {
    assert_eq!(within_a_second(|| chunk_bounds(10, 3)), vec![(0, 4), (4, 7), (7, 10)]);
}

#[test]
fn nothing_to_split() {
    assert!(within_a_second(|| chunk_bounds(0, 4)).is_empty());
    assert!(within_a_second(|| chunk_bounds(5, 0)).is_empty());
}

#[test]
fn more_workers_than_items_gives_one_item_each() {
    assert_eq!(within_a_second(|| chunk_bounds(2, 4)), vec![(0, 1), (1, 2)]);
}
"#,
    );
    init_and_commit_all(ws.path(), "chunks");
    let engine = Engine::open(ws.path()).unwrap();
    let id = engine
        .create(InitRequest {
            description: "chunk_bounds returns empty chunks when there are more workers than items"
                .into(),
            test: Some("cargo test".into()),
            ..InitRequest::default()
        })
        .unwrap()
        .bug_id;
    let state = engine
        .run_investigation(
            &id,
            Some(bugbash::engine::StopAt::Analyze),
            false,
            &Recorder::new(None),
            None,
        )
        .unwrap();
    let rc = state.root_cause.unwrap();
    assert!(
        rc.root_cause_explanation.contains("each test run alone"),
        "{}",
        rc.root_cause_explanation
    );
    assert_eq!(
        (rc.root_cause_file.as_str(), rc.root_cause_line),
        ("src/lib.rs", Some(10)),
        "{}",
        rc.root_cause_explanation
    );
}

/// Issue 18 item 3, on projects written as real ones are (a multi-line `module.exports` object,
/// a package `__init__` with a multi-line import and `__all__`): no import, export or module
/// line is ranked first, no degenerate mutant is scored, and the scores shown never increase
/// down the ranking.
/// A scratch project: its files, the description, the test command and the bug's location.
type Case<'a> = (&'a [(&'a str, &'a str)], &'a str, &'a str, (&'a str, u32));

#[test]
fn harness_lines_are_never_ranked_first() {
    let cases: [Case; 2] = [
        (
            &[
            ("src/money.js", "'use strict';\n\nfunction roundCents(value) {\n  return Math.round(value * 100) / 100;\n}\n\nmodule.exports = { roundCents };\n"),
            ("src/cart.js", "'use strict';\n\nconst { roundCents } = require('./money');\n\nclass Cart {\n  constructor(items = []) {\n    this.items = items;\n  }\n\n  add(name, price, qty = 1) {\n    this.items.push({ name, price, qty });\n    return this;\n  }\n}\n\nfunction lineTotal(item) {\n  return item.price * item.qty;\n}\n\nfunction total(cart, discount = 0) {\n  const gross = cart.items.reduce((sum, item) => sum + lineTotal(item), 0);\n  // Bug: the discount is a percentage, so it should be divided by 100.\n  return roundCents(gross - gross * discount / 10);\n}\n\nmodule.exports = {\n  Cart,\n  lineTotal,\n  total,\n};\n"),
            ("test/cart.test.js", "'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert');\nconst { Cart, lineTotal, total } = require('../src/cart');\n\ntest('total without a discount', () => {\n  assert.strictEqual(total(new Cart().add('pen', 1.5, 2)), 3);\n});\ntest('total with a 10% discount', () => {\n  assert.strictEqual(total(new Cart().add('pen', 10, 1), 10), 9);\n});\ntest('total with a 25% discount', () => {\n  assert.strictEqual(total(new Cart().add('book', 20, 2), 25), 30);\n});\ntest('line total', () => {\n  assert.strictEqual(lineTotal({ price: 2.5, qty: 4 }), 10);\n});\ntest('empty cart', () => {\n  assert.strictEqual(total(new Cart(), 50), 0);\n});\n"),
            ("package.json", "{\"name\":\"cart\",\"private\":true,\"scripts\":{\"test\":\"node --test test/\"}}\n"),
            ],
            "a 10% discount takes everything",
            "node --test test/",
            ("src/cart.js", 23),
        ),
        (
            &[
            ("shop/__init__.py", "\"\"\"A tiny shop.\"\"\"\nfrom .pricing import (\n    apply_discount,\n    line_total,\n)\n\n__all__ = [\n    \"apply_discount\",\n    \"line_total\",\n]\n"),
            ("shop/money.py", "def round_cents(value):\n    return round(value, 2)\n"),
            ("shop/pricing.py", "from shop.money import round_cents\n\n\nclass Basket:\n    def __init__(self, items=None):\n        self.items = list(items or [])\n\n\ndef line_total(price, qty):\n    return round_cents(price * qty)\n\n\ndef apply_discount(total, percent):\n    \"\"\"Take `percent` percent off `total`.\"\"\"\n    if percent <= 0:\n        return total\n    return round_cents(total - total * percent / 10)\n"),
            ("tests/__init__.py", ""),
            ("tests/test_pricing.py", "import unittest\n\nfrom shop import apply_discount, line_total\n\n\nclass PricingTest(unittest.TestCase):\n    def test_line_total(self):\n        self.assertEqual(line_total(2.5, 4), 10.0)\n\n    def test_no_discount(self):\n        self.assertEqual(apply_discount(80.0, 0), 80.0)\n\n    def test_ten_percent(self):\n        self.assertEqual(apply_discount(80.0, 10), 72.0)\n\n    def test_quarter(self):\n        self.assertEqual(apply_discount(200.0, 25), 150.0)\n\n\nif __name__ == \"__main__\":\n    unittest.main()\n"),
            ],
            "a 10% discount takes everything",
            "python3 -m unittest -v",
            ("shop/pricing.py", 17),
        ),
    ];
    for (files, description, test, bug) in cases {
        if test.starts_with("node")
            && std::process::Command::new("node")
                .arg("--version")
                .output()
                .is_err()
        {
            eprintln!("SKIPPED: node is not installed");
            continue;
        }
        let (ws, engine, id) = workspace(files, description, test);
        let state = engine
            .run_investigation(&id, None, false, &Recorder::new(None), None)
            .unwrap();
        let rc = state.root_cause.clone().unwrap();
        assert_eq!(
            (rc.root_cause_file.as_str(), rc.root_cause_line),
            (bug.0, Some(bug.1)),
            "{}",
            rc.root_cause_explanation
        );
        for w in rc.ranking.windows(2) {
            assert!(w[0].score >= w[1].score, "{:#?}", rc.ranking);
        }
        for r in &rc.ranking {
            let line = ws
                .read(&r.file)
                .lines()
                .nth(r.line as usize - 1)
                .unwrap_or("")
                .trim()
                .to_string();
            let harness = line.starts_with("module.exports")
                || line.starts_with("import ")
                || line.starts_with("from ")
                || line.starts_with("__all__")
                || line.contains("require(");
            assert!(
                !harness,
                "{}:{} `{line}` is ranked: {:#?}",
                r.file, r.line, rc.ranking
            );
        }
    }
}
