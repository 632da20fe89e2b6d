//! Runners through the real binary (issue 18 items 1 and 2, issue 14 item 4): an endless loop
//! in Python and in JavaScript is REPRODUCED with the loop's location in the evidence, a
//! JavaScript test id with spaces and `#` is investigated as an id, not run as a shell command,
//! Mocha, Jest, Vitest, tape and AVA (the real runners, installed by `scripts/js-runners.sh`;
//! skipped, saying so, without them) are investigated through `npm test` to a verified fix,
//! JUnit through the real Maven (offline, when Debian's plugins are installed), and a
//! smallvec-style Rust crate whose `len()` is the slice's is followed past `new()` into the
//! spill (issue 14 item 7). Each copies a fixture project from `tests/fixtures/runners/` into a
//! fresh git repository.

mod common;

use common::{copy_dir, git, repo_root, Ws};
use std::path::PathBuf;

fn fixture(name: &str) -> Ws {
    let ws = Ws::empty();
    copy_dir(
        &repo_root().join("tests/fixtures/runners").join(name),
        ws.path(),
    );
    git(ws.path(), &["init", "-q"]);
    git(ws.path(), &["add", "-A"]);
    git(
        ws.path(),
        &[
            "-c",
            "user.email=t@example.invalid",
            "-c",
            "user.name=t",
            "commit",
            "-qm",
            "fixture",
        ],
    );
    ws
}

/// The quickest reproduction the config allows (30 s, one attempt), no mutation search.
const QUICK: &[(&str, &str)] = &[
    ("BUGBASH_REPRO_TIMEOUT_SECONDS", "30"),
    ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
    ("BUGBASH_MUTATION_MAX_MUTANTS", "0"),
];

/// `init` then `analyze --stop-at analyze`; returns `status --json`, with the whole stored
/// reproduction under `stored_reproduction`.
fn investigate(ws: &Ws, description: &str, test: &str) -> serde_json::Value {
    let id = ws
        .run_env(&["init", description, "--test", test], QUICK)
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], QUICK);
    let mut status = ws
        .run_env(&["status", &id, "--json"], QUICK)
        .expect_code(0)
        .json();
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    status["stored_reproduction"] = state["reproduction"].clone();
    status
}

fn has_node() -> bool {
    std::process::Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn python_endless_loop_is_reproduced_with_its_location() {
    let ws = fixture("hang-py");
    let status = investigate(&ws, "steps(7) never returns", "python3 -m unittest -v");
    let repro = &status["reproduction"];
    assert_eq!(repro["confirmed"], true, "{status:#}");
    let notes = repro["notes"].as_str().unwrap_or("");
    assert!(
        notes.contains(
            "Timed out (a hang or an endless loop): tests.test_steps.StepsTest.test_seven"
        ) && notes.contains("collatz/steps.py:"),
        "{notes}"
    );
    let rc = &status["root_cause"];
    assert_eq!(rc["file"], "collatz/steps.py", "{status:#}");
    assert_eq!(rc["line"], 4, "the `while` line: {status:#}");
    assert!(
        rc["summary"]
            .as_str()
            .unwrap_or("")
            .starts_with("timed out"),
        "{status:#}"
    );
}

#[test]
fn javascript_endless_loop_is_reproduced_with_its_location() {
    if !has_node() {
        eprintln!("SKIPPED: node is not installed, so the JavaScript hang cannot run");
        return;
    }
    let ws = fixture("hang-js");
    // `npm test` runs `node --test`: the wrapper is resolved, the watchdog reaches the child.
    let status = investigate(&ws, "countdown(3) never returns", "npm test");
    let repro = &status["reproduction"];
    assert_eq!(repro["confirmed"], true, "{status:#}");
    let notes = repro["notes"].as_str().unwrap_or("");
    assert!(
        notes.contains("odd countdown ends") && notes.contains("src/countdown.js:5"),
        "{notes}"
    );
    let rc = &status["root_cause"];
    assert_eq!(
        (rc["file"].as_str(), rc["line"].as_u64()),
        (Some("src/countdown.js"), Some(5)),
        "{status:#}"
    );
}

/// Issue 12 defect 4, issue 18 item 2: `file::name with spaces` is a test id; the command
/// derived from it runs exactly that test (the other failing test, `sumProduct #1`, is not run).
#[test]
fn a_test_id_with_spaces_is_an_id() {
    if !has_node() {
        eprintln!("SKIPPED: node is not installed, so the node:test fixture cannot run");
        return;
    }
    let ws = fixture("node-names");
    let status = investigate(
        &ws,
        "carts at the threshold pay shipping",
        "test/shipping.test.js::carts at the threshold ship free",
    );
    let repro = &status["reproduction"];
    assert_eq!(repro["confirmed"], true, "{status:#}");
    let output = status["stored_reproduction"]["test_output"]
        .as_str()
        .unwrap_or("");
    assert!(
        output.contains("sumProduct \\#1 # SKIP test name does not match pattern"),
        "{output}"
    );
    assert_eq!(
        status["stored_reproduction"]["failing_tests"],
        serde_json::json!(["carts at the threshold ship free"]),
        "{status:#}"
    );
    let rc = &status["root_cause"];
    assert_eq!(rc["file"], "src/shipping.js", "{status:#}");
}

/// cargo test prints nothing while a test loops; libtest names it after 60 seconds, and the
/// run is stopped at the reproduction limit (75 s here): REPRODUCED, the test named, the loop
/// of the function it calls pinned.
#[test]
fn rust_endless_loop_is_reproduced_with_the_test_named() {
    let ws = fixture("hang-rust");
    let env = [
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "75"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
        ("BUGBASH_MUTATION_MAX_MUTANTS", "0"),
    ];
    let id = ws
        .run_env(
            &["init", "first_gap never returns", "--test", "cargo test"],
            &env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], &env);
    let status = ws
        .run_env(&["status", &id, "--json"], &env)
        .expect_code(0)
        .json();
    assert_eq!(status["reproduction"]["confirmed"], true, "{status:#}");
    let notes = status["reproduction"]["notes"].as_str().unwrap_or("");
    assert!(
        notes.contains("Timed out (a hang or an endless loop): tests::gap_after_a_duplicate"),
        "{notes}"
    );
    let rc = &status["root_cause"];
    assert_eq!(
        (rc["file"].as_str(), rc["line"].as_u64()),
        (Some("src/lib.rs"), Some(4)),
        "{status:#}"
    );
}

/// Issue 18 item 2: node escapes `#` as `\#` and `\` as `\\` in its TAP names. The failing
/// tests are recorded with the names the source gives them, the mutation plan's test cases are
/// the real test definitions (never a placeholder), and both the mutation plan and the exact
/// human fix (imported with `plan --patch`) verify FIXED.
#[test]
fn escaped_test_names_find_their_tests_and_the_fix_verifies() {
    if !has_node() {
        eprintln!("SKIPPED: node is not installed, so the node:test fixture cannot run");
        return;
    }
    let env: &[(&str, &str)] = &[
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "60"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
    ];
    let ws = fixture("sum-product");
    let id = ws
        .run_env(
            &["init", "sumProduct([]) is [0, 0]", "--test", "npm test"],
            env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id], env).expect_code(0);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    assert_eq!(
        state["reproduction"]["failing_tests"],
        serde_json::json!([
            "sumProduct #1",
            "sumProduct #2 \\ sum and product",
            "sumProduct #3"
        ]),
        "{state:#}"
    );
    let cases = state["fix_plan"]["test_cases"].as_array().unwrap();
    assert_eq!(cases.len(), 3, "{state:#}");
    for (case, head) in cases.iter().zip([
        "test('sumProduct #1', () => {",
        "test('sumProduct #2 \\\\ sum and product', () => {",
        "test(\"sumProduct #3\", () => {",
    ]) {
        assert_eq!(case["file_path"], "test/sum_product.test.js", "{case:#}");
        let code = case["test_code"].as_str().unwrap();
        assert!(
            code.starts_with(head) && code.contains("assert.deepStrictEqual(sumProduct("),
            "{code}"
        );
    }
    ws.run_env(&["approve", &id], env).expect_code(0);
    ws.run_env(&["fix", &id], env).expect_code(0);
    let status = ws.run_env(&["status", &id, "--json"], env).json();
    assert_eq!(status["phase"], "FIXED", "{status:#}");

    // The human fix of the same bug, imported as a patch, on a fresh copy.
    let ws = fixture("sum-product");
    std::fs::write(
        ws.path().join("fix.patch"),
        "--- a/src/sum_product.js\n+++ b/src/sum_product.js\n@@ -8,1 +8,1 @@\n-  var sum_value = 0, prod_value = 0;\n+  var sum_value = 0, prod_value = 1;\n",
    )
    .unwrap();
    let id = ws
        .run_env(
            &["init", "sumProduct([]) is [0, 0]", "--test", "npm test"],
            env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], env)
        .expect_code(0);
    ws.run_env(
        &[
            "plan",
            &id,
            "--patch",
            "fix.patch",
            "--test-case",
            "test/sum_product.test.js",
        ],
        env,
    )
    .expect_code(0);
    ws.run_env(&["approve", &id], env).expect_code(0);
    ws.run_env(&["fix", &id], env).expect_code(0);
    let status = ws.run_env(&["status", &id, "--json"], env).json();
    assert_eq!(status["phase"], "FIXED", "{status:#}");
}

/// Issue 18 item 1, the mutation search on a hang: the baseline ends at the watchdog (the hanging
/// test file named), the mutants run with a short timeout derived from the passing baseline, a
/// mutant after which the loop ends counts as evidence, and the loop's line leads the ranking.
#[test]
fn a_hang_gets_a_mutation_search_that_ranks_the_loop() {
    if !has_node() {
        eprintln!("SKIPPED: node is not installed, so the JavaScript hang cannot run");
        return;
    }
    let ws = fixture("hang-js");
    let env: &[(&str, &str)] = &[
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "30"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
        ("BUGBASH_MUTATION_TIME_BUDGET_SECONDS", "120"),
    ];
    let id = ws
        .run_env(
            &["init", "countdown(3) never returns", "--test", "npm test"],
            env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], env);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let rc = &state["root_cause"];
    assert_eq!(rc["analyzer"], "offline", "{rc:#}");
    let ranking = rc["ranking"].as_array().expect("a ranking");
    let top3: Vec<(String, u64)> = ranking
        .iter()
        .take(3)
        .map(|r| {
            (
                r["file"].as_str().unwrap().to_string(),
                r["line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert!(
        top3.contains(&("src/countdown.js".to_string(), 5)),
        "{ranking:#?}"
    );
    // Some mutant ended the hang: the loop line has evidence from a changed outcome.
    assert!(
        ranking[0]["evidence"]
            .as_str()
            .unwrap_or("")
            .contains("failing tests"),
        "{ranking:#?}"
    );
    assert!(ranking[0]["score"].as_f64().unwrap() > 0.3, "{ranking:#?}");
    for w in ranking.windows(2) {
        assert!(
            w[0]["score"].as_f64() >= w[1]["score"].as_f64(),
            "{ranking:#?}"
        );
    }
}

/// Issue 18 item 1, Python: `3 * n - 1` cycles for 7. The search on the hang finds the bug line
/// first, with the mutant that ends the hang and passes (`3 * n + 1`) as a verified fix.
#[test]
fn a_python_hang_is_ranked_and_fixed_by_the_search() {
    let ws = fixture("hang-py");
    let env: &[(&str, &str)] = &[
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "30"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
        ("BUGBASH_MUTATION_TIME_BUDGET_SECONDS", "120"),
    ];
    let id = ws
        .run_env(
            &[
                "init",
                "steps(7) never returns",
                "--test",
                "python3 -m unittest -v",
            ],
            env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], env);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let rc = &state["root_cause"];
    let ranking = rc["ranking"].as_array().expect("a ranking");
    assert_eq!(
        (ranking[0]["file"].as_str(), ranking[0]["line"].as_u64()),
        (Some("collatz/steps.py"), Some(9)),
        "{ranking:#?}"
    );
    let fixes = rc["fix_candidates"].as_array().expect("fix candidates");
    assert!(
        fixes.iter().any(|c| c["edits"][0]["proposed_code"]
            .as_str()
            .is_some_and(|p| p.contains("3 * n + 1"))),
        "{fixes:#?}"
    );
}

/// The `node_modules` of the pinned JavaScript runners `scripts/js-runners.sh` installs into
/// `.tools/js/` (or `$BUGBASH_JS_RUNNERS`), when `bin` is there; otherwise says loudly why the
/// test is skipped and how to install them.
fn js_runners(bin: &str) -> Option<PathBuf> {
    if !has_node() {
        eprintln!("SKIPPED: node is not installed, so {bin} cannot run");
        return None;
    }
    let tools = std::env::var_os("BUGBASH_JS_RUNNERS")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join(".tools/js"));
    let modules = tools.join("node_modules");
    if modules.join(".bin").join(bin).exists() {
        Some(modules)
    } else {
        eprintln!(
            "SKIPPED: {bin} is not installed in {}: run `bash scripts/js-runners.sh` (npm install \
             of the pinned Mocha, Jest, Vitest, tape and AVA; scripts/test.sh runs it)",
            modules.display()
        );
        None
    }
}

/// Issue 14 item 4: the cart fixture of `runner` (three failing tests, one of them the
/// discount's `+` that should be `-`) investigated with `npm test` through the real runner. The
/// package script is resolved to the runner, the discount's test is the target and is named
/// (not "every test passed"), the other failures are context, the mutation search runs with the
/// runner's per-test command and puts `src/cart.<ext>:11` first with its fix verified, and the
/// fix, approved, verifies FIXED.
fn cart_through_npm_test(
    fixture_name: &str,
    bin: &str,
    source: &str,
    target: &str,
    others: &[&str],
    per_test: &str,
) {
    let Some((ws, id)) = npm_investigation(
        fixture_name,
        bin,
        "a ten percent discount adds instead of subtracting",
    ) else {
        return;
    };
    let env = NPM_ENV;
    ws.run_env(&["analyze", &id], env).expect_code(0);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let repro = &state["reproduction"];
    assert_eq!(repro["confirmed"], true, "{repro:#}");
    assert_eq!(
        repro["failing_tests"],
        serde_json::json!([target]),
        "{repro:#}"
    );
    assert_eq!(
        repro["other_failing_tests"],
        serde_json::json!(others),
        "{repro:#}"
    );
    let rc = &state["root_cause"];
    let explanation = rc["root_cause_explanation"].as_str().unwrap_or("");
    assert!(
        explanation.contains(&format!("`{per_test}`"))
            && !explanation.contains("every test passed"),
        "{explanation}"
    );
    let ranking = rc["ranking"].as_array().expect("a ranking");
    assert_eq!(
        (ranking[0]["file"].as_str(), ranking[0]["line"].as_u64()),
        (Some(source), Some(11)),
        "{ranking:#?}"
    );
    let fix = &rc["fix_candidates"][0]["edits"][0];
    assert_eq!(
        fix["proposed_code"], "  return gross - Math.round((gross * percent) / 100);",
        "{rc:#}"
    );
    ws.run_env(&["approve", &id], env).expect_code(0);
    ws.run_env(&["fix", &id], env).expect_code(0);
    let status = ws.run_env(&["status", &id, "--json"], env).json();
    assert_eq!(status["phase"], "FIXED", "{status:#}");
    assert!(ws.read(source).contains("gross - Math.round"));
}

/// One reproduction attempt, a minute at most: the real runners are slow to start.
/// `CI` set as CI machines set it: runners change behaviour there (AVA refuses its debug mode).
const NPM_ENV: &[(&str, &str)] = &[
    ("BUGBASH_REPRO_TIMEOUT_SECONDS", "60"),
    ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
    ("CI", "true"),
];

/// The fixture `fixture_name` with the installed JS runners linked in as `node_modules` and an
/// investigation of `description` through `npm test`; `None` (the test says SKIPPED) when the
/// runner `bin` is not installed.
fn npm_investigation(fixture_name: &str, bin: &str, description: &str) -> Option<(Ws, String)> {
    let modules = js_runners(bin)?;
    let ws = fixture(fixture_name);
    std::fs::write(ws.path().join(".git/info/exclude"), "node_modules\n").unwrap();
    std::os::unix::fs::symlink(&modules, ws.path().join("node_modules")).unwrap();
    let id = ws
        .run_env(&["init", description, "--test", "npm test"], NPM_ENV)
        .expect_code(0)
        .created_id();
    Some((ws, id))
}

/// Issue 14 item 4, tape and AVA (plain TAP and AVA's reporter) through `npm test`: the
/// shipping fixture's threshold test is the target, `sumProduct #1` context left out of the
/// search, `src/shipping.js:7` first with a verified fix, FIXED after approval.
fn shipping_through_npm_test(runner: &str) {
    let Some((ws, id)) = npm_investigation(
        runner,
        runner,
        "carts at exactly the free-shipping threshold pay shipping",
    ) else {
        return;
    };
    let env = NPM_ENV;
    ws.run_env(&["analyze", &id], env).expect_code(0);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let repro = &state["reproduction"];
    assert_eq!(
        (&repro["failing_tests"], &repro["other_failing_tests"]),
        (
            &serde_json::json!(["carts at the threshold ship free"]),
            &serde_json::json!(["sumProduct #1"])
        ),
        "{repro:#}"
    );
    let rc = &state["root_cause"];
    assert_eq!(
        (
            rc["root_cause_file"].as_str(),
            rc["root_cause_line"].as_u64()
        ),
        (Some("src/shipping.js"), Some(7)),
        "{rc:#}"
    );
    assert!(
        !rc["fix_candidates"].as_array().unwrap().is_empty(),
        "{rc:#}"
    );
    ws.run_env(&["approve", &id], env).expect_code(0);
    ws.run_env(&["fix", &id], env).expect_code(0);
    let status = ws.run_env(&["status", &id, "--json"], env).json();
    assert_eq!(status["phase"], "FIXED", "{status:#}");
}

#[test]
fn tape_through_npm_test_is_investigated_and_fixed() {
    shipping_through_npm_test("tape");
}

#[test]
fn ava_through_npm_test_is_investigated_and_fixed() {
    shipping_through_npm_test("ava");
}

/// The issue's own complaint: `npm test` runs `mocha --reporter dot`, which names no passing
/// test; the failing one was lost ("every test passed in the baseline").
#[test]
fn mocha_through_npm_test_is_investigated_and_fixed() {
    cart_through_npm_test(
        "mocha",
        "mocha",
        "src/cart.js",
        "cart discount of ten percent",
        &[
            "cart unknown items are priced",
            "cart line items are listed",
        ],
        "node_modules/.bin/mocha --reporter spec",
    );
}

#[test]
fn jest_through_npm_test_is_investigated_and_fixed() {
    cart_through_npm_test(
        "jest",
        "jest",
        "src/cart.js",
        "cart › discount of ten percent",
        &[
            "cart › unknown items are priced",
            "cart › line items are listed",
        ],
        "node_modules/.bin/jest --verbose --ci",
    );
}

#[test]
fn vitest_through_npm_test_is_investigated_and_fixed() {
    cart_through_npm_test(
        "vitest",
        "vitest",
        "src/cart.ts",
        "test/cart.test.ts > cart > discount of ten percent",
        &["test/cart.test.ts > cart > unknown items are priced"],
        "node_modules/.bin/vitest run",
    );
}

/// Maven, when it and the Debian packages of its plugins are installed (`apt-get install maven
/// libsurefire-java libmaven-compiler-plugin-java libmaven-resources-plugin-java junit4`): it
/// runs offline against `/usr/share/maven-repo` (`.mvn/maven.config`), and is otherwise SKIPPED
/// loudly, as no registry serves Maven plugins to CI.
fn maven_offline() -> bool {
    let plugins = std::path::Path::new("/usr/share/maven-repo/org/apache/maven/plugins");
    let ok = std::process::Command::new("mvn")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
        && [
            "maven-surefire-plugin/2.22.3",
            "maven-compiler-plugin/3.10.1",
            "maven-resources-plugin/3.3.0",
        ]
        .iter()
        .all(|p| plugins.join(p).is_dir());
    if !ok {
        eprintln!(
            "SKIPPED: mvn with Debian's surefire 2.22.3, compiler 3.10.1 and resources 3.3.0 plugins \
             is not installed (apt-get install maven libsurefire-java libmaven-compiler-plugin-java \
             libmaven-resources-plugin-java junit4)"
        );
    }
    ok
}

/// Issue 14 item 4, JUnit through Maven: `mvn test` is recognised, surefire's reports are read
/// (the failing test `Class.method`, its assertion's values), the description picks the target
/// among the three failures, and the root cause is the loop that skips the first line, found
/// through the frames surefire prints when asked (`-DtrimStackTrace=false`). A JUnit id runs
/// through `-Dtest=Class#method`.
/// The JUnit invoice fixture investigated with `test` up to its analysis: the stored state.
fn analyzed_invoice(ws: &Ws, test: &str, env: &[(&str, &str)]) -> serde_json::Value {
    let id = ws
        .run_env(
            &[
                "init",
                "the total of an invoice drops its first line",
                "--test",
                test,
            ],
            env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id, "--stop-at", "analyze"], env)
        .expect_code(0);
    serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap()
}

#[test]
fn maven_surefire_failures_are_read_and_pinned() {
    if !maven_offline() {
        return;
    }
    let ws = fixture("junit4");
    std::fs::create_dir_all(ws.path().join(".mvn")).unwrap();
    std::fs::write(
        ws.path().join(".mvn/maven.config"),
        "-o -Dmaven.repo.local=/usr/share/maven-repo\n",
    )
    .unwrap();
    std::fs::write(ws.path().join(".git/info/exclude"), ".mvn\ntarget\n").unwrap();
    let env: &[(&str, &str)] = &[
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "120"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
        ("BUGBASH_MUTATION_MAX_MUTANTS", "0"),
    ];
    for test in [
        "mvn test",
        "com.example.billing.InvoiceTest#totalSumsAllLines",
    ] {
        let state = analyzed_invoice(&ws, test, env);
        let repro = &state["reproduction"];
        assert_eq!(repro["confirmed"], true, "{test}: {repro:#}");
        assert_eq!(
            repro["failing_tests"],
            serde_json::json!(["com.example.billing.InvoiceTest.totalSumsAllLines"]),
            "{test}: {repro:#}"
        );
        assert_eq!(
            (repro["expected"].as_str(), repro["actual"].as_str()),
            (Some("60"), Some("50")),
            "{test}: {repro:#}"
        );
        let rc = &state["root_cause"];
        assert_eq!(
            (
                rc["root_cause_file"].as_str(),
                rc["root_cause_line"].as_u64()
            ),
            (
                Some("src/main/java/com/example/billing/Invoice.java"),
                Some(17)
            ),
            "{test}: {rc:#}"
        );
    }
}

/// Issue 14 item 7, "a Rust failure attributed to `new()` for `v.len()`": smallvec-style, `len()`
/// is the slice's (through `Deref`) and the bug is in `spill()`, which the test's `v.push(3)`
/// calls. The analysis follows `push`, not the constructor, ranks the spill's line first with
/// its fix, and its summary names the function that holds that line; the fix verifies FIXED.
#[test]
fn a_rust_assertion_on_len_is_followed_into_the_spill_and_fixed() {
    let ws = fixture("rust-deref");
    std::fs::write(ws.path().join(".git/info/exclude"), "target\nCargo.lock\n").unwrap();
    let env: &[(&str, &str)] = &[
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "120"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
    ];
    let id = ws
        .run_env(
            &[
                "init",
                "len() is wrong after the vector spills",
                "--test",
                "cargo test",
            ],
            env,
        )
        .expect_code(0)
        .created_id();
    ws.run_env(&["analyze", &id], env).expect_code(0);
    let state: serde_json::Value =
        serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap();
    let rc = &state["root_cause"];
    assert_eq!(
        rc["summary"],
        "push() leaves a wrong value (expected 3, got 2): the suspect line is in spill() at src/lib.rs:42",
        "{rc:#}"
    );
    let ranking = rc["ranking"].as_array().expect("a ranking");
    assert_eq!(
        (ranking[0]["file"].as_str(), ranking[0]["line"].as_u64()),
        (Some("src/lib.rs"), Some(42)),
        "{ranking:#?}"
    );
    assert_eq!(
        rc["fix_candidates"][0]["edits"][0]["proposed_code"],
        "            heap.extend_from_slice(&self.inline[..self.len]);",
        "{rc:#}"
    );
    ws.run_env(&["approve", &id], env).expect_code(0);
    ws.run_env(&["fix", &id], env).expect_code(0);
    let status = ws.run_env(&["status", &id, "--json"], env).json();
    assert_eq!(status["phase"], "FIXED", "{status:#}");
}

/// Gradle (Debian's 4.4.1, `apt-get install gradle`), offline with JUnit 4 from Debian's
/// `/usr/share/maven-repo`: `gradle --offline test` is recognised, its `Class > method FAILED`
/// lines name the failing tests, and the root cause is the loop of `total()`. SKIPPED loudly
/// without it.
#[test]
fn gradle_failures_are_read_and_pinned() {
    let gradle = std::process::Command::new("gradle")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !gradle || !std::path::Path::new("/usr/share/maven-repo/junit/junit/4.x").is_dir() {
        eprintln!(
            "SKIPPED: gradle with Debian's junit4 in /usr/share/maven-repo is not installed \
             (apt-get install gradle junit4)"
        );
        return;
    }
    let ws = fixture("junit4");
    std::fs::write(ws.path().join(".git/info/exclude"), "build\n.gradle\n").unwrap();
    let home = tempfile::tempdir().unwrap();
    let home = home.path().display().to_string();
    let env: &[(&str, &str)] = &[
        ("BUGBASH_REPRO_TIMEOUT_SECONDS", "200"),
        ("BUGBASH_MAX_REPRO_ATTEMPTS", "1"),
        ("BUGBASH_MUTATION_MAX_MUTANTS", "0"),
        ("GRADLE_USER_HOME", &home),
    ];
    let state = analyzed_invoice(&ws, "gradle --offline test", env);
    let repro = &state["reproduction"];
    assert_eq!(repro["confirmed"], true, "{repro:#}");
    assert_eq!(
        repro["failing_tests"],
        serde_json::json!(["com.example.billing.InvoiceTest.totalSumsAllLines"]),
        "{repro:#}"
    );
    let rc = &state["root_cause"];
    assert_eq!(
        (
            rc["root_cause_file"].as_str(),
            rc["root_cause_line"].as_u64()
        ),
        (
            Some("src/main/java/com/example/billing/Invoice.java"),
            Some(17)
        ),
        "{rc:#}"
    );
}
