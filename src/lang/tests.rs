//! The language table and the runner rows: recognition, per-test commands, narrowing.

use super::*;
use std::path::Path;

fn derive(command: &str, root: &Path) -> String {
    per_test_command(command, root)
        .unwrap_or_else(|e| panic!("{command}: {e}"))
        .command
}

fn none() -> &'static Path {
    Path::new("/nonexistent-bugbash-root")
}

#[test]
fn one_extension_table() {
    let cases = [
        ("a/b.py", Some(Language::Python), Some(Language::Python)),
        ("a/b.pyi", Some(Language::Python), None),
        ("x.rs", Some(Language::Rust), Some(Language::Rust)),
        (
            "x.TSX",
            Some(Language::JavaScript),
            Some(Language::JavaScript),
        ),
        ("types/x.d.ts", Some(Language::JavaScript), None),
        (
            "x.mjs",
            Some(Language::JavaScript),
            Some(Language::JavaScript),
        ),
        ("Main.kt", Some(Language::Java), Some(Language::Java)),
        ("X.java", Some(Language::Java), Some(Language::Java)),
        ("x.go", Some(Language::Go), Some(Language::Go)),
        ("Makefile", None, None),
        ("x.c", None, None),
        (".py", Some(Language::Python), Some(Language::Python)),
    ];
    for (path, language, source) in cases {
        assert_eq!(language_of(path), language, "{path}");
        assert_eq!(source_language(path), source, "{path}");
    }
    // Every user of the table agrees with it.
    for (path, _, source) in cases {
        assert_eq!(crate::workspace::lang_of(path), source, "{path}");
        assert_eq!(
            crate::mutate::Lang::from_path(Path::new(path)),
            source.map(crate::mutate::Lang::from),
            "{path}"
        );
    }
}

#[test]
fn directories() {
    for d in [".git", ".bugbash", "target", "node_modules", "__pycache__"] {
        assert!(is_uncopied_dir(d) && is_skipped_dir(d), "{d}");
    }
    for d in ["dist", "build", "vendor", ".venv", "venv", ".tox"] {
        assert!(is_skipped_dir(d) && !is_uncopied_dir(d), "{d}");
    }
    for d in ["src", "tests", "lib", "."] {
        assert!(!is_skipped_dir(d), "{d}");
    }
}

#[test]
fn per_test_flags() {
    let r = none();
    assert_eq!(
        derive("python3 -m unittest discover -s tests -t .", r),
        "python3 -m unittest discover -s tests -t . -v"
    );
    assert_eq!(
        derive("python3 -m unittest discover -s tests -t . -v", r),
        "python3 -m unittest discover -s tests -t . -v"
    );
    assert_eq!(
        derive("python3 -m pytest -q tests/test_gcd.py", r),
        "python3 -m pytest -q tests/test_gcd.py -rA"
    );
    assert_eq!(
        derive("cargo test --lib", r),
        "cargo test --no-fail-fast --lib"
    );
    assert_eq!(derive("node --test test/", r), "node --test test/");
    // Not a simple command: kept as given.
    assert_eq!(
        derive("python3 -m unittest | tee log", r),
        "python3 -m unittest | tee log"
    );
}

/// Issue 13 item 4: user flags never switch the per-test search off.
#[test]
fn user_flags_that_hide_tests_are_removed() {
    let r = none();
    assert_eq!(derive("cargo test --quiet", r), "cargo test --no-fail-fast");
    assert_eq!(
        derive("cargo test -q -- --quiet --test-threads 2", r),
        "cargo test --no-fail-fast -- --test-threads 2"
    );
    assert_eq!(
        derive("cargo test -- --format=terse", r),
        "cargo test --no-fail-fast"
    );
    assert_eq!(
        derive("python3 -m pytest -q -x --lf tests", r),
        "python3 -m pytest -q tests -rA"
    );
    assert_eq!(derive("pytest -xvs --maxfail=2 -n 4", r), "pytest -vs -rA");
    assert_eq!(
        derive("npx jest --silent --bail", r),
        "npx jest --verbose --ci"
    );
    assert_eq!(derive("vitest", r), "vitest run");
    assert_eq!(derive("npx vitest run --bail 1", r), "npx vitest run");
    assert_eq!(
        derive("mocha --bail -R dot test/", r),
        "mocha test/ --reporter spec"
    );
    assert_eq!(derive("ava --fail-fast", r), "ava");
    assert_eq!(derive("go test ./... -failfast", r), "go test -v ./...");
    assert_eq!(
        derive("python3 -m unittest -f -q", r),
        "python3 -m unittest -v"
    );
    assert_eq!(
        derive("CI=1 FOO='a b' poetry run pytest -x", r),
        "CI=1 FOO='a b' poetry run pytest -rA"
    );
    let err = per_test_command("python3 -m pytest --collect-only", r).unwrap_err();
    assert!(err.contains("`python3 -m pytest`"), "{err}");
    let tc = per_test_command("npx jest", r).unwrap();
    assert_eq!(tc.runner, Some(Runner::Jest));
    assert!(tc.env.contains(&("CI".into(), "true".into())));
}

#[test]
fn package_scripts_are_resolved_to_the_runner() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("node_modules/.bin")).unwrap();
    std::fs::write(root.join("node_modules/.bin/mocha"), "").unwrap();
    let write = |scripts: &str| {
        std::fs::write(
            root.join("package.json"),
            format!(r#"{{"name": "x", "scripts": {scripts}}}"#),
        )
        .unwrap();
    };
    write(r#"{"test": "mocha --reporter dot"}"#);
    let tc = per_test_command("npm test", root).unwrap();
    assert_eq!(tc.runner, Some(Runner::Mocha));
    assert_eq!(tc.command, "node_modules/.bin/mocha --reporter spec");
    assert!(
        tc.notes[0].contains("package script `mocha --reporter dot`"),
        "{:?}",
        tc.notes
    );
    // Arguments after `--` go to the script's command.
    assert_eq!(
        derive("npm test -- test/a.spec.js", root),
        "node_modules/.bin/mocha test/a.spec.js --reporter spec"
    );
    write(r#"{"test": "tsc -p . && NODE_ENV=test jest --silent", "unit": "node --test test/"}"#);
    assert_eq!(
        derive("npm test", root),
        "tsc -p . && NODE_ENV=test jest --verbose --ci"
    );
    assert_eq!(derive("yarn unit", root), "node --test test/");
    assert_eq!(derive("npm run unit", root), "node --test test/");
    assert_eq!(derive("pnpm run unit", root), "node --test test/");
    write(r#"{"test": "tape test/*.js"}"#);
    assert_eq!(derive("npm t", root), "tape test/*.js");
    write(r#"{"test": "ava"}"#);
    assert_eq!(derive("yarn test", root), "ava");
    write(r#"{"test": "npm run lint && npm run unit", "unit": "vitest"}"#);
    assert_eq!(derive("npm test", root), "npm run lint && vitest run");
    // No script: nothing to resolve, the command is kept.
    write(r#"{}"#);
    assert_eq!(per_test_command("npm test", root).unwrap().runner, None);
}

#[test]
fn narrowing() {
    assert_eq!(
        narrow_command(
            "python3 -m unittest discover -s tests -t . -v",
            &["tests.test_a.T.test_x".into()]
        )
        .as_deref(),
        Some("python3 -m unittest -v tests.test_a.T.test_x")
    );
    assert_eq!(
        narrow_command("node --test test/", &["chunks (a+b)".into()]).as_deref(),
        Some(r"node --test '--test-name-pattern=^(?:chunks \(a\+b\))$' test/")
    );
    assert_eq!(
        narrow_command("cargo test --no-fail-fast", &["tests::t".into()]).as_deref(),
        Some("cargo test --no-fail-fast -- --exact tests::t")
    );
    assert_eq!(
        narrow_command("python3 -m unittest -v", &["test_x (weird)".into()]),
        None
    );
    // Names are data: brackets, spaces, quotes and unicode stay one argument.
    assert_eq!(
        narrow_command(
            "python3 -m pytest -q tests -k 'not slow' -rA",
            &["tests/test_x.py::test_a[pip un+install-it's]".into()]
        )
        .as_deref(),
        Some(
            r"python3 -m pytest -q -k 'not slow' -rA 'tests/test_x.py::test_a[pip un+install-it'\''s]'"
        )
    );
    assert_eq!(
        narrow_command(
            "npx jest --verbose --ci",
            &["cart › carts at the threshold ship free".into()]
        )
        .as_deref(),
        Some("npx jest --verbose --ci -t '^(?:cart carts at the threshold ship free)$'")
    );
    assert_eq!(
        narrow_command(
            "npx vitest run",
            &["test/cart.test.ts > cart > sum #1".into()]
        )
        .as_deref(),
        Some(r"npx vitest run -t '^(?:cart sum #1)$'")
    );
}

#[test]
fn no_fail_fast_for_verification() {
    assert_eq!(no_fail_fast("cargo test"), "cargo test --no-fail-fast");
    assert_eq!(
        no_fail_fast("cargo test --test x median"),
        "cargo test --no-fail-fast --test x median"
    );
    assert_eq!(
        no_fail_fast("cargo nextest run"),
        "cargo nextest run --no-fail-fast"
    );
    assert_eq!(
        no_fail_fast("cargo test --no-fail-fast"),
        "cargo test --no-fail-fast"
    );
    assert_eq!(no_fail_fast("cargo testing"), "cargo testing");
    assert_eq!(no_fail_fast("node --test test/"), "node --test test/");
    let argv = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        no_fail_fast_argv(argv(&["cargo", "test", "--test", "x"])),
        argv(&["cargo", "test", "--no-fail-fast", "--test", "x"])
    );
    assert_eq!(
        no_fail_fast_argv(argv(&["node", "--test"])),
        argv(&["node", "--test"])
    );
}

#[test]
fn unknown_commands_say_what_would_work() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "").unwrap();
    let hint = no_outcomes_hint("make check", dir.path());
    assert!(hint.contains("`make check` is not a runner"), "{hint}");
    assert!(hint.contains("`cargo test`"), "{hint}");
}

/// Issue 14 item 7: benchmark and example code is not on a failing test's path.
#[test]
fn benches_and_examples_are_not_code_under_test() {
    for p in [
        "benches/bench.rs",
        "benches/vec/push.rs",
        "examples/demo.rs",
        "bench/speed.js",
        "crates/core/benches/b.rs",
    ] {
        assert!(super::is_bench_or_example_path(p), "{p}");
    }
    for p in [
        "src/lib.rs",
        "src/benches.rs",
        "lib/examples.py",
        "benches.rs",
    ] {
        assert!(!super::is_bench_or_example_path(p), "{p}");
    }
}

/// Issue 14 item 4: `mvn test` keeps every frame and runs on after a failing module; narrowed,
/// it runs surefire's `-Dtest=Class#a+b` with the names the parser reports (`com.x.FooTest.a`).
#[test]
fn maven_is_a_runner_with_a_per_test_command() {
    let r = Path::new("/nonexistent");
    let tc = per_test_command("mvn test", r).unwrap();
    assert_eq!(tc.runner, Some(Runner::Maven));
    let per_test = "mvn -fae -DtrimStackTrace=false -Dsurefire.useFile=false \
                    -Dsurefire.reportFormat=plain test";
    assert_eq!(tc.command, per_test);
    assert_eq!(
        derive("./mvnw -q -DtrimStackTrace=true test", r),
        "./mvnw -fae -Dsurefire.useFile=false -Dsurefire.reportFormat=plain -q \
         -DtrimStackTrace=true test"
    );
    let names = [
        "com.example.billing.InvoiceTest.totalSumsAllLines".to_string(),
        "com.example.billing.InvoiceTest.averageOfEmptyInvoice".to_string(),
        "com.example.billing.TaxTest.parsesPercentRate".to_string(),
    ];
    assert_eq!(
        narrow_command(&tc.command, &names).as_deref(),
        Some(
            "mvn -fae -DtrimStackTrace=false -Dsurefire.useFile=false \
             -Dsurefire.reportFormat=plain \
             '-Dtest=com.example.billing.InvoiceTest#totalSumsAllLines+averageOfEmptyInvoice,com.example.billing.TaxTest#parsesPercentRate' \
             -Dsurefire.failIfNoSpecifiedTests=false test"
        )
    );
    // A user's own filter is replaced; a name that is not `Class.method` is not narrowed.
    assert_eq!(
        narrow_command("mvn -Dtest=Other test", &names[..1]).as_deref(),
        Some(
            "mvn '-Dtest=com.example.billing.InvoiceTest#totalSumsAllLines' \
             -Dsurefire.failIfNoSpecifiedTests=false test"
        )
    );
    assert_eq!(
        narrow_command("mvn test", &["totalSumsAllLines()".into()]),
        None
    );
    assert_eq!(narrow_command("mvn test", &["a b.c".into()]), None);
}

/// Gradle runs on after a failure (`--continue`) and narrows with the test task's `--tests`.
#[test]
fn gradle_narrows_with_its_test_task_option() {
    let r = Path::new("/nonexistent");
    let tc = per_test_command("gradle --offline test", r).unwrap();
    assert_eq!(tc.runner, Some(Runner::Gradle));
    assert_eq!(tc.command, "gradle --offline test --continue");
    let names = [
        "com.example.billing.InvoiceTest.totalSumsAllLines".to_string(),
        "com.example.billing.InvoiceTest.averageOfEmptyInvoice".to_string(),
    ];
    assert_eq!(
        narrow_command(&tc.command, &names).as_deref(),
        Some(
            "gradle --offline test --tests com.example.billing.InvoiceTest.totalSumsAllLines \
             --tests com.example.billing.InvoiceTest.averageOfEmptyInvoice --continue"
        )
    );
    assert_eq!(
        narrow_command("./gradlew :app:test --tests Old.one", &names[..1]).as_deref(),
        Some("./gradlew :app:test --tests com.example.billing.InvoiceTest.totalSumsAllLines")
    );
    assert_eq!(narrow_command("gradle build", &names), None);
    assert_eq!(narrow_command("gradle test", &["a b.c".into()]), None);
}
