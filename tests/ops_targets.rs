//! Investigation targets and pre-existing failures (issue 14 items 2 and 3), through the real
//! binary on small projects written like real ones, with real runners (python3 unittest,
//! cargo, node --test): a whole suite where one unrelated test already fails (it needs a tool
//! this machine does not have). The reproduction records which tests fail and which of them
//! the investigation is about; verification requires the targets to pass and nothing new to
//! fail, and reports the rest once as pre-existing.

mod common;

use common::{git, Ws};
use serde_json::Value;
use std::path::Path;

const PY_SUITE: &str = "python3 -m unittest discover -s tests -t . -v";
const PY_TARGET: &str = "tests.test_rates.RateTest.test_parcel_of_exactly_ten_kg_is_standard";
const PY_TOOL: &str = "tests.test_labels.LabelTest.test_label_has_the_order_id";

fn write(root: &Path, files: &[(&str, &str)]) {
    common::write_files(root, files);
}

fn commit_all(root: &Path) {
    common::init_and_commit_all(root, "initial");
}

/// A shipping package: rates (the bug: a parcel of exactly 10 kg is charged the heavy rate),
/// labels printed through a warehouse tool that is not installed here (its test fails on any
/// machine without it), and addresses. `mutation` turns the mutation search on.
fn shipping(mutation: bool) -> Ws {
    let ws = Ws::empty();
    common::write_files(ws.path(), common::SHIPPING_FILES);
    write(
        ws.path(),
        &[(
            ".bugbash/config.toml",
            if mutation {
                "mutation_time_budget_seconds = 60\n"
            } else {
                "mutation_max_mutants = 0\n"
            },
        )],
    );
    commit_all(ws.path());
    ws
}

/// The human fix of the shipping bug, as `git diff` writes it.
const PY_FIX: &str = "\
--- a/shipping/rates.py
+++ b/shipping/rates.py
@@ -7,7 +7,7 @@ HEAVY_FROM_KG = 10
 
 def is_heavy(weight_kg):
     # Parcels above the limit are heavy; the limit itself is standard.
-    return weight_kg >= HEAVY_FROM_KG
+    return weight_kg > HEAVY_FROM_KG
 
 
 def shipping_cost(weight_kg):
";

fn status(ws: &Ws, id: &str) -> Value {
    let run = ws.run(&["status", id, "--json"]);
    run.expect_code(0);
    run.json()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

/// Imports `diff` as the plan (no --test-case), approves it and applies it.
fn import_approve_fix(ws: &Ws, id: &str, diff: &str) -> common::Run {
    let patch = ws.path().join("fix.diff");
    std::fs::write(&patch, diff).unwrap();
    ws.run(&["plan", id, "--patch", patch.to_str().unwrap()])
        .expect_code(0);
    std::fs::remove_file(&patch).unwrap();
    ws.run(&["approve", id, "--by", "reviewer"]).expect_code(0);
    ws.run(&["fix", id])
}

/// The check: the correct human fix, imported with `plan --patch` and no
/// `--test-case`, verifies FIXED on a project where an unrelated test already fails; that test
/// is reported once, as pre-existing, in the output, `status --json` and `verification.md`.
#[test]
fn a_human_fix_verifies_fixed_when_an_unrelated_test_already_fails() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "ten",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    ws.run(&["analyze", "ten", "--stop-at", "analyze"])
        .expect_code(0);
    let r = &status(&ws, "ten")["reproduction"];
    assert_eq!(strings(&r["failing_tests"]), [PY_TARGET], "{r:#}");
    assert_eq!(strings(&r["other_failing_tests"]), [PY_TOOL], "{r:#}");

    let fix = import_approve_fix(&ws, "ten", PY_FIX);
    fix.expect_code(0);
    assert!(fix.stdout.contains("Bug fixed!"), "{}", fix.stdout);
    let all = format!("{}{}", fix.stdout, fix.stderr);
    assert_eq!(
        all.matches("test_label_has_the_order_id").count(),
        1,
        "the pre-existing failure is reported once:\n{all}"
    );
    assert!(
        all.contains(&format!(
            "Pre-existing failure (failed before the fix too, not held against it): {PY_TOOL}"
        )),
        "{all}"
    );
    assert!(
        all.contains(&format!("Target passes: {PY_TARGET}")),
        "{all}"
    );

    let s = status(&ws, "ten");
    assert_eq!(s["phase"], "FIXED");
    let v = &s["verification"];
    assert_eq!(v["fixed"], true, "{v:#}");
    assert_eq!(strings(&v["preexisting_failures"]), [PY_TOOL]);
    assert_eq!(strings(&v["targets_passed"]), [PY_TARGET]);
    assert!(strings(&v["new_failures"]).is_empty());
    assert!(strings(&v["targets_failing"]).is_empty());
    let md = ws.read(".bugbash/bugs/ten/verification.md");
    assert!(md.contains("Result: FIXED"), "{md}");
    assert_eq!(md.matches(PY_TOOL).count(), 1, "{md}");
    // The human-readable status says it too.
    let text = ws.run(&["status", "ten"]);
    assert!(
        text.stdout
            .contains("Pre-existing failures (not held against the fix)"),
        "{}",
        text.stdout
    );
}

/// A fix that makes the target pass but breaks a test that passed before is BLOCKED, with the
/// new failure named; the pre-existing failure is still reported once and not counted.
#[test]
fn a_fix_that_breaks_a_passing_test_is_blocked_and_names_the_new_failure() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "ten",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    ws.run(&["analyze", "ten", "--stop-at", "analyze"])
        .expect_code(0);
    let breaking = format!(
        "{PY_FIX}--- a/shipping/addresses.py\n+++ b/shipping/addresses.py\n@@ -2,4 +2,4 @@\n \n \n def normalise(address):\n-    return \" \".join(address.split()).title()\n+    return address.title()\n"
    );
    let fix = import_approve_fix(&ws, "ten", &breaking);
    fix.expect_code(4);
    let s = status(&ws, "ten");
    assert_eq!(s["phase"], "BLOCKED");
    let v = &s["verification"];
    assert_eq!(
        strings(&v["new_failures"]),
        ["tests.test_addresses.AddressTest.test_spaces_are_collapsed"],
        "{v:#}"
    );
    assert_eq!(strings(&v["preexisting_failures"]), [PY_TOOL]);
    assert_eq!(strings(&v["targets_passed"]), [PY_TARGET]);
    let reason = s["blocked_reason"].as_str().unwrap();
    assert!(reason.contains("test_spaces_are_collapsed"), "{reason}");
    assert!(!reason.contains("test_label"), "{reason}");
    let all = format!("{}{}", fix.stdout, fix.stderr);
    assert_eq!(
        all.matches("test_label_has_the_order_id").count(),
        1,
        "{all}"
    );
}

/// Without --failing, the description picks the target among the failures, the output says
/// which and why, names the rest as context and offers `--failing`; the analysis (with the
/// mutation search) pins the target's code, never the unrelated failure's.
#[test]
fn the_description_chooses_the_target_and_the_analysis_stays_on_it() {
    let ws = shipping(true);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "ten",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    let run = ws.run(&["analyze", "ten", "--stop-at", "analyze"]);
    run.expect_code(0);
    assert!(
        run.stdout.contains(&format!(
            "Target: {PY_TARGET} (chosen because the description matches"
        )),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(&format!(
            "Context (failing before any fix, not the target): {PY_TOOL}"
        )),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(&format!("--failing {PY_TOOL}")),
        "{}",
        run.stdout
    );
    let s = status(&ws, "ten");
    let rc = &s["root_cause"];
    assert_eq!(rc["file"], "shipping/rates.py", "{rc:#}");
    // The explanation is the target's failure, not the missing tool's.
    let summary = rc["summary"].as_str().unwrap();
    assert!(
        summary.contains("expected 7.5, got 12.5")
            && !summary.contains("FileNotFoundError")
            && !summary.contains("render_label"),
        "{rc:#}"
    );
    let r = &s["reproduction"];
    assert!(r["target_reason"]
        .as_str()
        .unwrap()
        .contains("the other 1 failing test(s) are context"));
    let md = ws.read(".bugbash/bugs/ten/reproduction.md");
    assert!(md.contains("## Other failing tests (context"), "{md}");
    let evidence = md.split("## Test output").next().unwrap();
    assert!(
        !evidence.contains("labels.py") && evidence.contains("tests/test_rates.py:14"),
        "the evidence is the target's: {md}"
    );
}

/// `init --failing` names the target, whatever the description says: the reproduction's
/// evidence and the analysis are about that test, and the other failure is context.
#[test]
fn init_failing_names_the_target() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "Shipping is wrong",
        "--id",
        "named",
        "--test",
        PY_SUITE,
        "--failing",
        "tests/test_rates.py::RateTest::test_parcel_of_exactly_ten_kg_is_standard",
    ])
    .expect_code(0);
    let run = ws.run(&["analyze", "named", "--stop-at", "analyze"]);
    run.expect_code(0);
    let s = status(&ws, "named");
    assert_eq!(
        strings(&s["target_tests"]),
        ["tests/test_rates.py::RateTest::test_parcel_of_exactly_ten_kg_is_standard"]
    );
    let r = &s["reproduction"];
    assert_eq!(strings(&r["failing_tests"]), [PY_TARGET], "{r:#}");
    assert_eq!(strings(&r["other_failing_tests"]), [PY_TOOL]);
    assert_eq!(s["root_cause"]["file"], "shipping/rates.py");
    // Named by the person: no offer to choose differently.
    assert!(
        !run.stdout.contains("To choose differently")
            && !run.stdout.contains("To investigate another failing test"),
        "{}",
        run.stdout
    );
}

/// A named target that does not fail: not reproduced, and the note names the test and the
/// failures there were.
#[test]
fn a_named_target_that_passes_is_not_reproduced() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "Light parcels cost too much",
        "--id",
        "light",
        "--test",
        PY_SUITE,
        "--failing",
        "RateTest.test_light_parcel_uses_standard_rate",
    ])
    .expect_code(0);
    let run = ws.run(&["analyze", "light"]);
    run.expect_code(3);
    let s = status(&ws, "light");
    assert_eq!(s["phase"], "NOT_REPRODUCIBLE");
    let notes = s["reproduction"]["notes"].as_str().unwrap();
    assert!(
        notes.contains("did not fail: RateTest.test_light_parcel_uses_standard_rate"),
        "{notes}"
    );
    assert!(
        notes.contains(PY_TARGET) && notes.contains(PY_TOOL),
        "{notes}"
    );
    // Choosing another target starts it over.
    ws.run(&[
        "analyze",
        "light",
        "--failing",
        "test_parcel_of_exactly_ten_kg_is_standard",
        "--stop-at",
        "reproduce",
    ])
    .expect_code(0);
    let r = &status(&ws, "light")["reproduction"];
    assert_eq!(strings(&r["failing_tests"]), [PY_TARGET], "{r:#}");
}

/// After reproduction, `analyze --failing` splits the recorded run anew (nothing re-runs):
/// the unrelated failure can be made the target, with its own evidence.
#[test]
fn analyze_failing_after_reproduction_chooses_again() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "again",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    ws.run(&["analyze", "again", "--stop-at", "reproduce"])
        .expect_code(0);
    assert_eq!(
        strings(&status(&ws, "again")["reproduction"]["failing_tests"]),
        [PY_TARGET]
    );
    let run = ws.run(&[
        "analyze",
        "again",
        "--failing",
        "LabelTest.test_label_has_the_order_id",
        "--stop-at",
        "reproduce",
    ]);
    run.expect_code(0);
    let r = &status(&ws, "again")["reproduction"];
    assert_eq!(strings(&r["failing_tests"]), [PY_TOOL], "{r:#}");
    assert_eq!(strings(&r["other_failing_tests"]), [PY_TARGET]);
    let md = ws.read(".bugbash/bugs/again/reproduction.md");
    assert!(md.contains("FileNotFoundError"), "{md}");
    // Once analyzed, the targets stay: the analysis was about them.
    ws.run(&["analyze", "again", "--stop-at", "analyze"])
        .expect_code(0);
    let refused = ws.run(&["analyze", "again", "--failing", PY_TARGET]);
    refused.expect_code(2);
    assert!(
        refused.stderr.contains("start a new investigation"),
        "{}",
        refused.stderr
    );
}

/// cargo: an integration test that needs a missing tool fails before and after the fix; the
/// human fix of the library's bug verifies FIXED with it reported as pre-existing.
#[test]
fn cargo_a_human_fix_verifies_fixed_beside_a_failing_integration_test() {
    let ws = Ws::empty();
    write(
        ws.path(),
        &[
            (
                "Cargo.toml",
                "[package]\nname = \"wordwrap\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n",
            ),
            (
                "src/lib.rs",
                "//! Word wrapping.\n\n/// The number of lines `text` takes at `width` columns.\npub fn line_count(text: &str, width: usize) -> usize {\n    let mut lines = 0;\n    let mut col = 0;\n    for word in text.split_whitespace() {\n        if col == 0 {\n            lines += 1;\n            col = word.len();\n        } else if col + 1 + word.len() < width {\n            col += 1 + word.len();\n        } else {\n            lines += 1;\n            col = word.len();\n        }\n    }\n    lines\n}\n",
            ),
            (
                "tests/wrap.rs",
                "use wordwrap::line_count;\n\n#[test]\nfn short_text_is_one_line() {\n    assert_eq!(line_count(\"a b\", 10), 1);\n}\n\n#[test]\nfn words_that_fill_the_width_exactly_stay_on_one_line() {\n    assert_eq!(line_count(\"abcd efgh\", 9), 1);\n}\n",
            ),
            (
                "tests/hyphenation.rs",
                "#[test]\nfn hyphenation_dictionary_is_installed() {\n    let out = std::process::Command::new(\"hyphen-dict-bugbash-test\").output();\n    assert!(out.is_ok(), \"the hyphenation tool is not installed\");\n}\n",
            ),
            (".bugbash/config.toml", "mutation_max_mutants = 0\n"),
            (".gitignore", "target/\n"),
        ],
    );
    commit_all(ws.path());
    ws.run(&[
        "init",
        "Words that fill the width exactly are wrapped onto a second line",
        "--id",
        "wrap",
        "--test",
        "cargo test",
    ])
    .expect_code(0);
    ws.run(&["analyze", "wrap", "--stop-at", "analyze"])
        .expect_code(0);
    let r = &status(&ws, "wrap")["reproduction"];
    assert_eq!(
        strings(&r["failing_tests"]),
        ["words_that_fill_the_width_exactly_stay_on_one_line"],
        "{r:#}"
    );
    assert_eq!(
        strings(&r["other_failing_tests"]),
        ["hyphenation_dictionary_is_installed"]
    );
    let fix = import_approve_fix(
        &ws,
        "wrap",
        "--- a/src/lib.rs\n+++ b/src/lib.rs\n@@ -8,7 +8,7 @@ pub fn line_count(text: &str, width: usize) -> usize {\n         if col == 0 {\n             lines += 1;\n             col = word.len();\n-        } else if col + 1 + word.len() < width {\n+        } else if col + 1 + word.len() <= width {\n             col += 1 + word.len();\n         } else {\n             lines += 1;\n",
    );
    fix.expect_code(0);
    let v = &status(&ws, "wrap")["verification"];
    assert_eq!(v["fixed"], true, "{v:#}");
    assert_eq!(
        strings(&v["preexisting_failures"]),
        ["hyphenation_dictionary_is_installed"]
    );
}

/// node --test: the same on a JavaScript project.
#[test]
fn node_a_human_fix_verifies_fixed_beside_a_test_that_needs_a_missing_tool() {
    let ws = Ws::empty();
    write(
        ws.path(),
        &[
            (
                "package.json",
                "{\n  \"name\": \"cart\",\n  \"version\": \"1.0.0\",\n  \"scripts\": {\"test\": \"node --test\"}\n}\n",
            ),
            (
                "lib/cart.js",
                "'use strict';\n\nconst FREE_SHIPPING_FROM = 50;\n\nfunction shippingFee(total) {\n  return total > FREE_SHIPPING_FROM ? 0 : 5;\n}\n\nmodule.exports = { shippingFee };\n",
            ),
            (
                "lib/invoice.js",
                "'use strict';\n\nconst { execFileSync } = require('node:child_process');\n\nfunction invoicePdf(text) {\n  return execFileSync('pdf-render-bugbash-test', [], { input: text });\n}\n\nmodule.exports = { invoicePdf };\n",
            ),
            (
                "test/cart.test.js",
                "'use strict';\n\nconst test = require('node:test');\nconst assert = require('node:assert');\nconst { shippingFee } = require('../lib/cart');\n\ntest('small carts pay shipping', () => {\n  assert.strictEqual(shippingFee(10), 5);\n});\n\ntest('carts at the threshold ship free', () => {\n  assert.strictEqual(shippingFee(50), 0);\n});\n",
            ),
            (
                "test/invoice.test.js",
                "'use strict';\n\nconst test = require('node:test');\nconst assert = require('node:assert');\nconst { invoicePdf } = require('../lib/invoice');\n\ntest('invoices render to pdf', () => {\n  assert.ok(invoicePdf('total 10').length > 0);\n});\n",
            ),
            (".bugbash/config.toml", "mutation_max_mutants = 0\n"),
        ],
    );
    commit_all(ws.path());
    ws.run(&[
        "init",
        "Carts at the free shipping threshold still pay shipping",
        "--id",
        "cart",
        "--test",
        "node --test",
    ])
    .expect_code(0);
    ws.run(&["analyze", "cart", "--stop-at", "analyze"])
        .expect_code(0);
    let r = &status(&ws, "cart")["reproduction"];
    let targets = strings(&r["failing_tests"]);
    assert_eq!(targets.len(), 1, "{r:#}");
    assert!(
        targets[0].contains("carts at the threshold ship free"),
        "{r:#}"
    );
    let others = strings(&r["other_failing_tests"]);
    assert_eq!(others.len(), 1, "{r:#}");
    assert!(others[0].contains("invoices render to pdf"), "{r:#}");
    let fix = import_approve_fix(
        &ws,
        "cart",
        "--- a/lib/cart.js\n+++ b/lib/cart.js\n@@ -3,7 +3,7 @@\n const FREE_SHIPPING_FROM = 50;\n \n function shippingFee(total) {\n-  return total > FREE_SHIPPING_FROM ? 0 : 5;\n+  return total >= FREE_SHIPPING_FROM ? 0 : 5;\n }\n \n module.exports = { shippingFee };\n",
    );
    fix.expect_code(0);
    let v = &status(&ws, "cart")["verification"];
    assert_eq!(v["fixed"], true, "{v:#}");
    assert_eq!(strings(&v["preexisting_failures"]), others);
}

/// At a terminal (a pseudo-terminal from util-linux `script`), `analyze` lists the failures
/// after reproduction and asks which are the targets; the answer is what the analysis explains.
/// Every other test here runs without a terminal, where it never asks.
#[test]
fn at_a_terminal_analyze_asks_which_failures_are_the_targets() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "asked",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    let command = format!(
        "{} analyze asked --stop-at analyze",
        common::bin().display()
    );
    let mut child = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(ws.path())
        .env("XDG_STATE_HOME", ws.state_home())
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("util-linux `script` runs the CLI at a terminal");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"2\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("which does this investigation explain?"),
        "{text}"
    );
    assert!(text.contains(&format!("2. {PY_TOOL}")), "{text}");
    let s = status(&ws, "asked");
    assert_eq!(strings(&s["reproduction"]["failing_tests"]), [PY_TOOL]);
    assert_eq!(s["root_cause"]["file"], "shipping/labels.py");
}

/// A store written before targets existed (no `other_failing_tests`, `target_reason`,
/// `verification`; `failing_tests` holding every failure, as it did) loads, and its
/// verification judges as it always did: every recorded failure must pass.
#[test]
fn a_state_from_before_targets_loads_and_verifies_as_before() {
    let ws = shipping(false);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "old",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    ws.run(&["analyze", "old", "--stop-at", "analyze"])
        .expect_code(0);
    let path = ws.path().join(".bugbash/bugs/old/state.json");
    let mut state: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let r = state["reproduction"].as_object_mut().unwrap();
    r.remove("other_failing_tests");
    r.remove("target_reason");
    r.insert(
        "failing_tests".into(),
        serde_json::json!([PY_TOOL, PY_TARGET]),
    );
    std::fs::write(&path, serde_json::to_string_pretty(&state).unwrap()).unwrap();
    let s = status(&ws, "old");
    assert!(strings(&s["reproduction"]["other_failing_tests"]).is_empty());
    let fix = import_approve_fix(&ws, "old", PY_FIX);
    fix.expect_code(4);
    let v = &status(&ws, "old")["verification"];
    assert_eq!(strings(&v["targets_failing"]), [PY_TOOL], "{v:#}");
    assert_eq!(strings(&v["targets_passed"]), [PY_TARGET], "{v:#}");
}

/// A src-layout package whose suite runs with `PYTHONPATH=src`, the person's own command: the
/// human fix is verified by that command, not by a derived per-file command that could not
/// import the package (it would fail whatever the fix).
#[test]
fn a_src_layout_suite_is_verified_by_the_persons_own_command() {
    let ws = shipping(false);
    std::fs::create_dir_all(ws.path().join("src")).unwrap();
    git(ws.path(), &["mv", "shipping", "src/shipping"]);
    common::commit_as(ws.path(), "t", "src layout");
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "src",
        "--test",
        &format!("PYTHONPATH=src {PY_SUITE}"),
    ])
    .expect_code(0);
    ws.run(&["analyze", "src", "--stop-at", "analyze"])
        .expect_code(0);
    let fix = import_approve_fix(
        &ws,
        "src",
        &PY_FIX.replace("shipping/rates.py", "src/shipping/rates.py"),
    );
    fix.expect_code(0);
    let v = &status(&ws, "src")["verification"];
    assert_eq!(v["fixed"], true, "{v:#}");
    assert_eq!(
        strings(&v["commands"]),
        [format!("PYTHONPATH=src {PY_SUITE}")]
    );
    assert_eq!(strings(&v["preexisting_failures"]), [PY_TOOL]);
}

/// The offline search leaves the pre-existing failure out (it is context, not evidence, and no
/// mutant could make it pass): the investigation reaches an offline plan on the target's line,
/// which then verifies FIXED with the other failure reported as pre-existing.
#[test]
fn the_offline_search_leaves_pre_existing_failures_out_and_plans_the_target() {
    let ws = shipping(true);
    ws.run(&[
        "init",
        "A parcel of exactly 10 kg is charged the heavy rate",
        "--id",
        "ten",
        "--test",
        PY_SUITE,
    ])
    .expect_code(0);
    let run = ws.run(&["analyze", "ten"]);
    run.expect_code(0);
    assert!(
        run.stdout
            .contains("Left out of the search (they failed before and are not the target)"),
        "{}",
        run.stdout
    );
    let s = status(&ws, "ten");
    assert_eq!(s["phase"], "PLANNED", "{s:#}");
    let plan = ws.run(&["plan", "ten"]);
    plan.expect_code(0);
    assert!(
        plan.stdout
            .contains("+    return weight_kg > HEAVY_FROM_KG"),
        "{}",
        plan.stdout
    );
    ws.run(&["approve", "ten", "--by", "reviewer"])
        .expect_code(0);
    let fix = ws.run(&["fix", "ten"]);
    assert_eq!(fix.code, 0, "{}{}", fix.stdout, fix.stderr);
    assert_eq!(status(&ws, "ten")["phase"], "FIXED");
}
