//! `bugbash export --sarif` through the real binary on a scratch git repository, every log
//! validated against the official SARIF 2.1.0 JSON schema (vendored in tests/fixtures/sarif/).

mod common;

use common::Ws;
use serde_json::Value;

fn schema_validator() -> jsonschema::Validator {
    let path = common::repo_root().join("tests/fixtures/sarif/sarif-2.1.0-rtm.5.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    jsonschema::draft4::new(&schema).expect("the SARIF schema compiles")
}

#[track_caller]
fn assert_valid(v: &jsonschema::Validator, log: &Value) {
    let errors: Vec<String> = v
        .iter_errors(log)
        .map(|e| format!("{} at {}", e, e.instance_path))
        .collect();
    assert!(
        errors.is_empty(),
        "not valid SARIF 2.1.0:\n{}\n{log:#}",
        errors.join("\n")
    );
}

#[test]
fn sarif_export_validates_and_carries_the_analysis() {
    let ws = Ws::example("python-pricing");
    let facts = common::facts("python-pricing");
    let validator = schema_validator();
    ws.run(&[
        "init",
        &facts.description,
        "--id",
        "disc",
        "--severity",
        "P2",
        "--test",
        &facts.test_command,
    ])
    .expect_code(0);
    ws.run(&["init", "not analyzed yet", "--id", "fresh"])
        .expect_code(0);
    ws.run(&["analyze", "disc"]).expect_code(0);

    // All open investigations with a root cause: `fresh` has none and is left out.
    let run = ws.run(&["export", "--sarif"]);
    run.expect_code(0);
    let log = run.json();
    assert_valid(&validator, &log);
    assert_eq!(log["version"], "2.1.0");
    let run0 = &log["runs"][0];
    assert_eq!(run0["tool"]["driver"]["name"], "bugbash");
    assert_eq!(
        run0["tool"]["driver"]["rules"][0]["id"],
        "bugbash/root-cause"
    );
    let results = run0["results"].as_array().unwrap();
    assert_eq!(results.len(), 1, "{log:#}");
    let r = &results[0];
    assert_eq!(r["ruleId"], "bugbash/root-cause");
    assert_eq!(r["level"], "warning", "P2 is a warning");
    let loc = &r["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], facts.buggy_file);
    assert_eq!(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%");
    assert_eq!(loc["region"]["startLine"], facts.buggy_line);
    assert!(r["message"]["text"]
        .as_str()
        .unwrap()
        .contains("apply_discount"));
    assert_eq!(r["properties"]["investigationId"], "disc");
    assert_eq!(r["properties"]["phase"], "PLANNED");
    assert_eq!(r["properties"]["severity"], "P2");
    // The trace is a code flow from the failing test to the root-cause line (the essential step).
    let steps = r["codeFlows"][0]["threadFlows"][0]["locations"]
        .as_array()
        .unwrap();
    assert!(steps.len() >= 3, "{steps:#?}");
    assert_eq!(
        steps[0]["location"]["physicalLocation"]["artifactLocation"]["uri"],
        "tests/test_discounts.py"
    );
    let essential: Vec<&Value> = steps
        .iter()
        .filter(|s| s["importance"] == "essential")
        .collect();
    assert_eq!(essential.len(), 1, "{steps:#?}");
    assert_eq!(
        essential[0]["location"]["physicalLocation"]["region"]["startLine"],
        facts.buggy_line
    );
    // The ranked alternatives are related locations, each with its rank and score.
    let related = r["relatedLocations"].as_array().unwrap();
    let alternatives: Vec<&Value> = related
        .iter()
        .filter(|l| l["properties"]["rank"].is_number())
        .collect();
    assert!(!alternatives.is_empty(), "{related:#?}");
    assert!(alternatives.iter().all(|l| {
        let line = &l["physicalLocation"]["region"]["startLine"];
        l["message"]["text"]
            .as_str()
            .unwrap()
            .starts_with("Alternative #")
            && line != &Value::from(facts.buggy_line)
    }));

    // A named investigation without a root cause is an error; an unknown one exits 1.
    let run = ws.run(&["export", "--sarif", "fresh"]);
    run.expect_code(2);
    assert!(run.stderr.contains("no root cause"), "{}", run.stderr);
    ws.run(&["export", "--sarif", "nope"]).expect_code(1);
    let run = ws.run(&["export", "disc"]);
    run.expect_code(1);
    assert!(run.stderr.contains("--sarif"), "{}", run.stderr);

    // -o writes the same log to a file.
    let run = ws.run(&["export", "--sarif", "disc", "-o", "out/bugbash.sarif"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Wrote 1 result(s)"), "{}", run.stdout);
    let file: Value = serde_json::from_str(&ws.read("out/bugbash.sarif")).unwrap();
    assert_valid(&validator, &file);
    assert_eq!(file["runs"][0]["results"], log["runs"][0]["results"]);

    // The validator is not a rubber stamp: a line 0 and a result without a message fail.
    let mut broken = log.clone();
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] =
        Value::from(0);
    broken["runs"][0]["results"][0]
        .as_object_mut()
        .unwrap()
        .remove("message");
    assert!(validator.iter_errors(&broken).count() >= 2);

    // Once FIXED, an export of everything leaves it out (so an upload closes the alert); asked
    // by id, it is still exported, with its phase.
    ws.run(&["approve", "disc"]).expect_code(0);
    ws.run(&["fix", "disc"]).expect_code(0);
    let log = ws.run(&["export", "--sarif"]).json();
    assert_valid(&validator, &log);
    assert_eq!(log["runs"][0]["results"].as_array().unwrap().len(), 0);
    let log = ws.run(&["export", "--sarif", "disc"]).json();
    assert_valid(&validator, &log);
    assert_eq!(log["runs"][0]["results"][0]["properties"]["phase"], "FIXED");
}
