//! The offline analyzer's mutation search through the engine's traits, with the real runners:
//! progress with counts, cancellation of the whole search, per-test evidence, and the eval
//! command on a small part of the corpus.

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
            .any(|l| l.starts_with("Mutation search: ") && l.contains("failing and")),
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
    ]);
    r.expect_code(0);
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
