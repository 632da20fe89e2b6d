//! Reproduction (origin spec 4.1): run the test command up to `max_reproduction_attempts` times,
//! capture evidence, notice flakiness, and decide REPRODUCED or NOT_REPRODUCIBLE.

pub mod targets;

use crate::model::{BugReport, Level, ReproductionResult};
use crate::parse::{self, ParsedOutput};
use crate::process::{CancelToken, CommandSpec, ProcessRunner, RunOutput};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

/// Settings for one reproduction.
#[derive(Debug, Clone)]
pub struct ReproduceOptions {
    pub max_attempts: u32,
    pub timeout: Duration,
    pub max_output_bytes: usize,
    pub cancel: Option<CancelToken>,
}

/// The result plus the parsed failure output of the attempt used as evidence.
#[derive(Debug, Clone)]
pub struct Reproduction {
    pub result: ReproductionResult,
    pub parsed: ParsedOutput,
    /// Every attempt's raw output, in order.
    pub runs: Vec<RunOutput>,
    pub command: Option<String>,
}

/// How a `--test` value turns into a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TestTarget {
    /// A full command line given by the user.
    Command(String),
    /// A test id resolved to a command; `path` is the file part, checked for existence.
    /// `argv` is what runs (no shell); `command` is the same, quoted for `sh`, for display and
    /// for the report.
    Derived {
        command: String,
        argv: Vec<String>,
        path: Option<String>,
    },
}

fn derived(argv: Vec<String>, path: Option<&str>) -> TestTarget {
    TestTarget::Derived {
        command: crate::process::shell_join(&argv),
        argv,
        path: path.map(str::to_string),
    }
}

fn words(w: &[&str]) -> Vec<String> {
    w.iter().map(|s| s.to_string()).collect()
}

/// Interprets `--test`: a test id or path (`tests/test_auth.py::test_login`,
/// `tests/test_x.py::test_a[pip un+install]`, `test/cart.test.js::carts at the threshold ship
/// free`, `pkg/x_test.go::TestX`, `tests/stats.rs::mean`, a cargo test name) from which a command
/// is derived for its language and runner, as an argv vector: the id's text is an argument, never
/// shell syntax. Anything else with whitespace is the user's own command.
pub fn resolve_test(test: &str, root: &Path) -> TestTarget {
    let t = test.trim();
    // `path::name`: the path has no whitespace; the name may have any.
    let id = t.split_once("::").filter(|(p, _)| {
        !p.is_empty()
            && !p.contains(char::is_whitespace)
            && (crate::lang::language_of(p).is_some() || root.join(p).is_file())
    });
    if id.is_none() && t.contains(char::is_whitespace) {
        return TestTarget::Command(t.to_string());
    }
    let (path, name) = match id {
        Some((p, n)) => (p, Some(n)),
        None => (t, None),
    };
    match crate::lang::language_of(path) {
        Some(crate::lang::Language::Python) => {
            let argv = if python_has_pytest() {
                let mut a = words(&["python3", "-m", "pytest", "-v", "--tb=long"]);
                a.push(t.to_string());
                a
            } else {
                // unittest's id: `tests.test_x.Class.test_y`.
                let mut id = path.trim_end_matches(".py").replace('/', ".");
                if let Some(n) = name {
                    for part in n.split("::") {
                        id.push('.');
                        id.push_str(part);
                    }
                }
                let mut a = words(&["python3", "-m", "unittest", "-v"]);
                a.push(id);
                a
            };
            derived(argv, Some(path))
        }
        Some(crate::lang::Language::JavaScript) => {
            derived(js_test_argv(root, path, name), Some(path))
        }
        Some(crate::lang::Language::Go) => {
            let dir = Path::new(path)
                .parent()
                .map(|d| d.display().to_string())
                .unwrap_or_default();
            let pkg = if dir.is_empty() {
                "./".to_string()
            } else {
                format!("./{dir}/")
            };
            let mut argv = words(&["go", "test", "-v"]);
            argv.push(pkg);
            if let Some(n) = name {
                argv.push("-run".into());
                argv.push(format!("^{}$", regex::escape(n)));
            }
            derived(argv, Some(path))
        }
        Some(crate::lang::Language::Rust) => {
            let stem = Path::new(path)
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("");
            let mut argv = words(&["cargo", "test"]);
            if path.starts_with("tests/") {
                argv.push("--test".into());
                argv.push(stem.to_string());
            }
            if let Some(n) = name {
                argv.push(n.to_string());
                argv.push("--".into());
                argv.push("--exact".into());
            }
            derived(argv, Some(path))
        }
        _ if root.join("Cargo.toml").exists() => {
            let mut argv = words(&["cargo", "test"]);
            argv.push(t.to_string());
            derived(argv, None)
        }
        // Maven: `src/test/java/com/x/FooTest.java::method`, `com.x.FooTest#method`,
        // `com.x.FooTest.method` (as the parser names it) or a class, as surefire's `-Dtest`.
        _ if root.join("pom.xml").exists() => match surefire_filter(path, name) {
            Some(filter) => {
                let argv = vec!["mvn".to_string(), format!("-Dtest={filter}"), "test".into()];
                let file = path.ends_with(".java").then_some(path);
                derived(argv, file)
            }
            None => TestTarget::Command(t.to_string()),
        },
        _ if root.join("go.mod").exists() => {
            let mut argv = words(&["go", "test", "-v", "./...", "-run"]);
            argv.push(format!("^{}$", regex::escape(t)));
            derived(argv, None)
        }
        _ => TestTarget::Command(t.to_string()),
    }
}

/// Surefire's `-Dtest` value for a test id: `Class#method` or `Class`; `None` when the id is not
/// one (the class and method are Java names, the class starts with a capital letter).
fn surefire_filter(path: &str, name: Option<&str>) -> Option<String> {
    let java_name = |t: &str| {
        !t.is_empty()
            && !t.starts_with(|c: char| c.is_ascii_digit())
            && t.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
    };
    let class_ok = |c: &str| {
        c.split('.').all(java_name)
            && c.rsplit('.')
                .next()
                .is_some_and(|l| l.starts_with(char::is_uppercase))
    };
    let (class, method) = if let Some(file) = path.strip_suffix(".java") {
        let rel = ["src/test/java/", "src/main/java/"]
            .iter()
            .find_map(|p| file.split_once(p).map(|(_, r)| r))
            .unwrap_or(file);
        (rel.replace('/', "."), name.map(str::to_string))
    } else if name.is_some() {
        return None;
    } else if let Some((c, m)) = path.split_once('#') {
        (c.to_string(), Some(m.to_string()))
    } else {
        // `com.x.FooTest.method`: the last part is a method when the one before is a class.
        match path.rsplit_once('.') {
            Some((c, m)) if class_ok(c) && m.starts_with(char::is_lowercase) => {
                (c.to_string(), Some(m.to_string()))
            }
            _ => (path.to_string(), None),
        }
    };
    if !class_ok(&class) || !method.as_deref().map_or(true, java_name) {
        return None;
    }
    Some(match method {
        Some(m) => format!("{class}#{m}"),
        None => class,
    })
}

/// The argv for one JavaScript test file (and test name): the project's runner, read from its
/// `package.json` (the `test` script, then its dependencies), else `node --test`.
fn js_test_argv(root: &Path, path: &str, name: Option<&str>) -> Vec<String> {
    use crate::lang::Runner;
    let runner = crate::lang::recognise("npm test", root)
        .map(|i| i.runner)
        .or_else(|| {
            let text = std::fs::read_to_string(root.join("package.json")).ok()?;
            [
                ("\"vitest\"", Runner::Vitest),
                ("\"jest\"", Runner::Jest),
                ("\"mocha\"", Runner::Mocha),
                ("\"ava\"", Runner::Ava),
                ("\"tape\"", Runner::Tape),
            ]
            .into_iter()
            .find(|(dep, _)| text.contains(dep))
            .map(|(_, r)| r)
        });
    let local = |bin: &str| -> Vec<String> {
        if root.join("node_modules/.bin").join(bin).exists() {
            vec![format!("node_modules/.bin/{bin}")]
        } else {
            vec!["npx".to_string(), bin.to_string()]
        }
    };
    // Runners match a name pattern against the full name (describe titles joined by spaces):
    // the test's own name is anchored at the end.
    let pattern = |n: &str| {
        let n = n.replace(" › ", " ").replace(" > ", " ");
        let mut escaped = String::new();
        for c in n.chars() {
            if "\\^$.*+?()[]{}|/".contains(c) {
                escaped.push('\\');
            }
            escaped.push(c);
        }
        format!("{escaped}$")
    };
    let file = path.to_string();
    let with = |mut head: Vec<String>, rest: Vec<String>| {
        head.extend(rest);
        head
    };
    match (runner, name) {
        (Some(Runner::Jest), Some(n)) => with(local("jest"), vec![file, "-t".into(), pattern(n)]),
        (Some(Runner::Jest), None) => with(local("jest"), vec![file]),
        (Some(Runner::Vitest), Some(n)) => with(
            local("vitest"),
            vec!["run".into(), file, "-t".into(), pattern(n)],
        ),
        (Some(Runner::Vitest), None) => with(local("vitest"), vec!["run".into(), file]),
        (Some(Runner::Mocha), Some(n)) => {
            with(local("mocha"), vec![file, "--grep".into(), pattern(n)])
        }
        (Some(Runner::Mocha), None) => with(local("mocha"), vec![file]),
        (Some(Runner::Ava), Some(n)) => {
            with(local("ava"), vec![file, "--match".into(), n.to_string()])
        }
        (Some(Runner::Ava), None) => with(local("ava"), vec![file]),
        // tape runs every test of the file.
        (Some(Runner::Tape), _) => with(local("tape"), vec![file]),
        (_, Some(n)) => vec![
            "node".into(),
            "--test".into(),
            "--test-name-pattern".into(),
            pattern(n),
            file,
        ],
        (_, None) => vec!["node".into(), "--test".into(), file],
    }
}

fn python_has_pytest() -> bool {
    std::process::Command::new("python3")
        .args(["-c", "import pytest"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// Quotes for `sh` when needed.
pub use crate::lang::shell_quote;

/// Runs the reproduction. `command` comes from the user or the config.
pub fn reproduce(
    runner: &dyn ProcessRunner,
    root: &Path,
    report: &BugReport,
    command: Option<&str>,
    opts: &ReproduceOptions,
) -> Reproduction {
    let mut environment = environment(root, command.unwrap_or(""));
    let Some(command) = command else {
        return from_report_only(root, report, environment);
    };
    // A derived target whose file does not exist.
    if let Some(tp) = report.test_path.as_deref() {
        if let TestTarget::Derived { path: Some(p), .. } = resolve_test(tp, root) {
            if !root.join(&p).exists() {
                return not_reproducible(
                    command,
                    format!("Test path not found: {p}"),
                    Vec::new(),
                    environment,
                    ParsedOutput::default(),
                );
            }
        }
    }

    // Hangs are failures: a watchdog says where the code was at the deadline.
    let watchdog = crate::lang::watchdog::Watchdog::new().ok();
    let mut runs: Vec<RunOutput> = Vec::new();
    let mut failed_idx: Vec<usize> = Vec::new();
    let mut passed = 0u32;
    let mut timed_out = 0u32;
    for attempt in 0..opts.max_attempts.max(1) {
        // Every failing test is recorded (the baseline of verification): cargo goes on past a
        // failing test binary.
        let mut spec = CommandSpec::new(crate::lang::no_fail_fast(command), root, opts.timeout);
        spec.max_output_bytes = opts.max_output_bytes;
        spec.cancel = opts.cancel.clone();
        if let Some(w) = &watchdog {
            spec.env = w.env(opts.timeout, None);
        }
        let out = match runner.run(&spec) {
            Ok(o) => o,
            Err(e) => {
                return not_reproducible(
                    command,
                    format!("Could not start the test command: {e}"),
                    runs,
                    environment,
                    ParsedOutput::default(),
                )
            }
        };
        tracing::info!(attempt = attempt + 1, exit = ?out.exit_code, "reproduction attempt");
        let cancelled = out.cancelled;
        if out.timed_out && !cancelled && names_a_hang(&out, root) {
            // Killed at the limit, but its output says which test hung: a failure.
            timed_out += 1;
            failed_idx.push(runs.len());
        } else if out.timed_out {
            timed_out += 1;
        } else if out.succeeded() {
            passed += 1;
        } else if out.exit_code == Some(127) {
            runs.push(out);
            return not_reproducible(
                command,
                format!("Command not found: the shell could not run `{command}` (exit code 127)"),
                runs,
                environment,
                ParsedOutput::default(),
            );
        } else if !cancelled {
            failed_idx.push(runs.len());
        }
        runs.push(out);
        if cancelled {
            return not_reproducible(
                command,
                "Cancelled".into(),
                runs,
                environment,
                ParsedOutput::default(),
            );
        }
        // Two consistent failures are enough evidence; more attempts only cost time.
        if failed_idx.len() >= 2 && passed == 0 {
            break;
        }
    }
    let attempts = runs.len() as u32;
    environment.insert("attempts".into(), attempts.to_string());

    let Some(&evidence) = failed_idx.first() else {
        let note = if timed_out == attempts {
            format!("Reproduction timed out after {}s", opts.timeout.as_secs())
        } else if timed_out > 0 {
            format!(
                "Passed on {passed} of {attempts} attempts; {timed_out} timed out after {}s",
                opts.timeout.as_secs()
            )
        } else {
            format!("Passed on every attempt ({attempts} of {attempts})")
        };
        let parsed = runs
            .last()
            .map(|r| parse::parse_output(&r.combined(), root))
            .unwrap_or_default();
        return not_reproducible(command, note, runs, environment, parsed);
    };

    let run = &runs[evidence];
    let text = run.combined();
    let mut whole = parse::parse_output(&text, root);
    name_hangs(&mut whole, root);
    // The targets among the failing tests; the evidence below is about them, the other
    // failures are kept as context and as the baseline of verification.
    let all_failing = targets::failing_names(&whole);
    let choice = targets::choose(report, &whole, &all_failing);
    if !report.target_tests.is_empty() && choice.targets.is_empty() && !all_failing.is_empty() {
        let mut r = not_reproducible(
            command,
            format!(
                "The test(s) named with --failing did not fail: {}. The run failed in: {}",
                report.target_tests.join(", "),
                all_failing.join(", ")
            ),
            runs,
            environment,
            whole,
        );
        r.result.other_failing_tests = all_failing;
        return r;
    }
    let parsed = targets::focus(&whole, &choice.targets);
    let flaky = passed > 0;
    let failures = failed_idx.len() as u32;
    let confidence = if flaky {
        Level::Low
    } else if failures >= 2 || opts.max_attempts == 1 {
        if parsed.failures.is_empty() {
            Level::Medium
        } else {
            Level::High
        }
    } else {
        Level::Medium
    };
    let mut notes = Vec::new();
    if flaky {
        notes.push(format!(
            "Flaky: failed on {failures} of {attempts} attempts and passed on {passed}"
        ));
    }
    if timed_out > 0 {
        notes.push(format!(
            "{timed_out} attempt(s) timed out after {}s",
            opts.timeout.as_secs()
        ));
    }
    for f in parsed
        .failures
        .iter()
        .filter(|f| f.kind == parse::FailureKind::TimedOut)
    {
        let place = f
            .frames
            .iter()
            .rev()
            .find(|fr| {
                fr.in_workspace
                    && !crate::workspace::is_test_frame(&fr.file, fr.function.as_deref())
            })
            .or_else(|| f.frames.iter().rev().find(|fr| fr.in_workspace))
            .map(|fr| {
                format!(
                    "; at the deadline it was at {}:{}{}",
                    fr.file,
                    fr.line,
                    fr.function
                        .as_deref()
                        .map(|n| format!(" in {n}"))
                        .unwrap_or_default()
                )
            })
            .unwrap_or_default();
        notes.push(format!(
            "Timed out (a hang or an endless loop): {}{place}",
            f.test.as_deref().unwrap_or("a test")
        ));
    }
    if parsed.failures.is_empty() {
        notes.push(format!(
            "The command failed (exit code {}) but no test failure or stack trace was recognised in its output",
            run.exit_code.map(|c| c.to_string()).unwrap_or_else(|| "none".into())
        ));
    }

    let Evidence {
        affected,
        snippets,
        error_message,
        stack_trace,
    } = gather_evidence(&parsed, &text, report, root);
    let failing_tests = choice.targets.clone();
    if !choice.named_not_failing.is_empty() {
        notes.push(format!(
            "Named with --failing but did not fail: {}",
            choice.named_not_failing.join(", ")
        ));
    }
    let counts = parsed.counts.unwrap_or_default();
    let result = ReproductionResult {
        confirmed: true,
        reproduction_steps: vec![
            format!("cd {}", root.display()),
            command.to_string(),
            format!(
                "observe exit code {} ({} failing test(s))",
                run.exit_code
                    .map(|c| c.to_string())
                    .unwrap_or_else(|| "none".into()),
                (failing_tests.len() + choice.others.len()).max(counts.failed as usize)
            ),
        ],
        test_output: Some(text.clone()),
        error_message,
        stack_trace,
        affected_files: affected,
        related_code_snippets: snippets,
        confidence,
        notes: notes.join("\n"),
        attempts,
        environment,
        exit_codes: runs.iter().map(|r| r.exit_code).collect(),
        flaky,
        failing_tests,
        tests_passed: counts.passed,
        tests_failed: counts.failed,
        expected: None,
        actual: None,
        other_failing_tests: choice.others,
        target_reason: choice.reason,
    };
    Reproduction {
        result,
        parsed,
        runs,
        command: Some(command.to_string()),
    }
}

/// What a reproduction records about its (target) failures.
struct Evidence {
    affected: Vec<String>,
    snippets: BTreeMap<String, String>,
    error_message: Option<String>,
    stack_trace: Option<String>,
}

/// The files, code, error and stack of the failures in `parsed` (focused on the targets).
fn gather_evidence(parsed: &ParsedOutput, text: &str, report: &BugReport, root: &Path) -> Evidence {
    let mut affected: Vec<String> = Vec::new();
    for f in &parsed.failures {
        for fr in f.frames.iter().rev().filter(|fr| fr.in_workspace) {
            if !affected.contains(&fr.file) {
                affected.push(fr.file.clone());
            }
        }
    }
    if affected.is_empty() {
        if let Some(TestTarget::Derived { path: Some(p), .. }) =
            report.test_path.as_deref().map(|t| resolve_test(t, root))
        {
            affected.push(p);
        }
    }
    let mut snippets = BTreeMap::new();
    for f in parsed.failures.iter().take(3) {
        for fr in f.frames.iter().rev().filter(|fr| fr.in_workspace).take(3) {
            if let Some(s) = numbered_excerpt(root, &fr.file, fr.line, 3) {
                snippets
                    .entry(format!("{}:{}", fr.file, fr.line))
                    .or_insert(s);
            }
        }
    }
    let first = parsed.failures.first();
    let error_message = first
        .map(|f| match &f.error_type {
            Some(t) if !f.message.starts_with(t.as_str()) => format!("{t}: {}", f.message),
            _ => f.message.clone(),
        })
        .or_else(|| last_nonempty_line(text));
    let stack_trace = first.filter(|f| !f.frames.is_empty()).map(render_frames);
    Evidence {
        affected,
        snippets,
        error_message,
        stack_trace,
    }
}

/// Chooses the targets of a recorded reproduction again, for `report`'s targets (named after
/// the run): the failing tests are split anew and the evidence is taken from the new targets'
/// failures in the recorded output. Nothing runs. `Err` names the failing tests when none of
/// the named ones failed. Returns the focused parsed output.
pub fn retarget(
    result: &mut ReproductionResult,
    report: &BugReport,
    root: &Path,
) -> Result<ParsedOutput, String> {
    let text = result.test_output.clone().unwrap_or_default();
    let mut whole = parse::parse_output(&text, root);
    name_hangs(&mut whole, root);
    let all = targets::failing_names(&whole);
    let choice = targets::choose(report, &whole, &all);
    if choice.targets.is_empty() {
        return Err(if all.is_empty() {
            "the recorded run names no failing test".to_string()
        } else {
            format!(
                "{} did not fail in the reproduction; the failing tests are: {}",
                report.target_tests.join(", "),
                all.join(", ")
            )
        });
    }
    let parsed = targets::focus(&whole, &choice.targets);
    let ev = gather_evidence(&parsed, &text, report, root);
    result.affected_files = ev.affected;
    result.related_code_snippets = ev.snippets;
    result.error_message = ev.error_message;
    result.stack_trace = ev.stack_trace;
    result.expected = None;
    result.actual = None;
    if let Some(f) = parsed
        .failures
        .iter()
        .find(|f| f.expected.is_some() || f.actual.is_some())
    {
        result.expected.clone_from(&f.expected);
        result.actual.clone_from(&f.actual);
    }
    result.failing_tests = choice.targets;
    result.other_failing_tests = choice.others;
    result.target_reason = choice.reason;
    Ok(parsed)
}

/// Whether a run stopped at its time limit left output that names a hang: the watchdog's stack
/// dump, a runner's timeout, or a test libtest saw running for over 60 seconds.
fn names_a_hang(out: &RunOutput, root: &Path) -> bool {
    parse::parse_output(&out.combined(), root)
        .failures
        .iter()
        .any(|f| f.kind == parse::FailureKind::TimedOut)
}

/// Names the test of each timed-out failure that the runner did not name, from the innermost
/// frame in a test file (the test function around that line), and records it as failed.
pub fn name_hangs(parsed: &mut ParsedOutput, root: &Path) {
    let mut named = Vec::new();
    for f in parsed
        .failures
        .iter_mut()
        .filter(|f| f.kind == parse::FailureKind::TimedOut && f.test.is_none())
    {
        let found = f
            .frames
            .iter()
            .rev()
            .filter(|fr| fr.in_workspace)
            .find_map(|fr| {
                let text = std::fs::read_to_string(root.join(&fr.file)).ok()?;
                let at = crate::workspace::test_at(&fr.file, &text, fr.line)?;
                Some(match crate::lang::source_language(&fr.file) {
                    Some(crate::lang::Language::JavaScript) => at.name,
                    _ => at.test_id(&fr.file),
                })
            });
        if let Some(name) = found {
            f.test = Some(name.clone());
            named.push(name);
        }
    }
    for name in named {
        if !parsed.tests.iter().any(|t| t.name == name) {
            parsed.tests.push(parse::TestOutcome {
                name,
                passed: false,
            });
        }
    }
}

/// No command: the report's own stack trace or error is the only evidence. It is parsed, never
/// executed.
fn from_report_only(
    root: &Path,
    report: &BugReport,
    environment: BTreeMap<String, String>,
) -> Reproduction {
    let text = [
        report.stack_trace.as_deref(),
        report.error_message.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("\n");
    let parsed = parse::parse_output(&text, root);
    let has_frames = parsed
        .failures
        .iter()
        .any(|f| f.frames.iter().any(|fr| fr.in_workspace));
    if !has_frames {
        let note = if text.trim().is_empty() {
            "No test command and no stack trace: pass --test \"<command>\" to `bugbash init`, set test_command in .bugbash/config.toml, or give --stack-trace".to_string()
        } else {
            "No test command, and the report's stack trace names no file inside the workspace"
                .to_string()
        };
        return not_reproducible("(none)", note, Vec::new(), environment, parsed);
    }
    let mut affected = Vec::new();
    for fr in parsed
        .failures
        .iter()
        .flat_map(|f| f.frames.iter().rev())
        .filter(|fr| fr.in_workspace)
    {
        if !affected.contains(&fr.file) {
            affected.push(fr.file.clone());
        }
    }
    let result = ReproductionResult {
        confirmed: true,
        reproduction_steps: vec![
            "stack trace supplied in the report (not re-run: no test command)".into(),
        ],
        test_output: None,
        error_message: report
            .error_message
            .clone()
            .or_else(|| parsed.failures.first().map(|f| f.message.clone())),
        stack_trace: report.stack_trace.clone(),
        affected_files: affected,
        related_code_snippets: BTreeMap::new(),
        confidence: Level::Low,
        notes: "Evidence comes from the reported stack trace only; it was not reproduced locally"
            .into(),
        attempts: 1,
        environment,
        exit_codes: Vec::new(),
        flaky: false,
        failing_tests: Vec::new(),
        tests_passed: 0,
        tests_failed: 0,
        expected: None,
        actual: None,
        other_failing_tests: Vec::new(),
        target_reason: None,
    };
    Reproduction {
        result,
        parsed,
        runs: Vec::new(),
        command: None,
    }
}

fn not_reproducible(
    command: &str,
    note: String,
    runs: Vec<RunOutput>,
    environment: BTreeMap<String, String>,
    parsed: ParsedOutput,
) -> Reproduction {
    let last = runs.last();
    let result = ReproductionResult {
        confirmed: false,
        reproduction_steps: vec![command.to_string()],
        test_output: last.map(|r| r.combined()),
        confidence: Level::Medium,
        notes: note,
        attempts: runs.len().max(1) as u32,
        environment,
        exit_codes: runs.iter().map(|r| r.exit_code).collect(),
        tests_passed: parsed.counts.map(|c| c.passed).unwrap_or(0),
        ..ReproductionResult::default()
    };
    Reproduction {
        result,
        parsed,
        runs,
        command: Some(command.to_string()),
    }
}

fn last_nonempty_line(text: &str) -> Option<String> {
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
}

fn render_frames(f: &parse::Failure) -> String {
    f.frames
        .iter()
        .map(|fr| {
            format!(
                "{}:{}{} in {}",
                fr.file,
                fr.line,
                fr.column.map(|c| format!(":{c}")).unwrap_or_default(),
                fr.function.as_deref().unwrap_or("?")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `context` lines either side of `line`, numbered, or `None` if the file can't be read.
pub fn numbered_excerpt(root: &Path, file: &str, line: u32, context: u32) -> Option<String> {
    let text = std::fs::read_to_string(root.join(file)).ok()?;
    let lo = line.saturating_sub(context).max(1);
    let hi = line + context;
    let mut out = String::new();
    for (i, l) in text.lines().enumerate() {
        let n = i as u32 + 1;
        if n >= lo && n <= hi {
            let mark = if n == line { ">" } else { " " };
            out.push_str(&format!("{mark}{n:5} | {l}\n"));
        }
    }
    (!out.is_empty()).then_some(out)
}

/// OS, toolchain versions that matter for the command, and recent commits.
pub fn environment(root: &Path, command: &str) -> BTreeMap<String, String> {
    let mut env = BTreeMap::new();
    env.insert(
        "os".into(),
        format!("{} {}", std::env::consts::OS, std::env::consts::ARCH),
    );
    if let Some(v) = quick(&["uname", "-r"], root) {
        env.insert("kernel".into(), v);
    }
    let probes: &[(&str, &[&str], &[&str])] = &[
        ("python", &["python3", "--version"], &["python", "pytest"]),
        ("rustc", &["rustc", "--version"], &["cargo", "rustc"]),
        ("cargo", &["cargo", "--version"], &["cargo"]),
        (
            "node",
            &["node", "--version"],
            &["node", "npm", "npx", "jest", "vitest", "mocha"],
        ),
        ("go", &["go", "version"], &["go "]),
        ("java", &["java", "-version"], &["java", "mvn", "gradle"]),
    ];
    for (name, argv, triggers) in probes {
        if triggers.iter().any(|t| command.contains(t)) {
            if let Some(v) = quick(argv, root) {
                env.insert((*name).into(), v);
            }
        }
    }
    if let Some(log) = quick(&["git", "log", "--oneline", "-10"], root) {
        env.insert("git_log".into(), log);
    }
    env
}

fn quick(argv: &[&str], cwd: &Path) -> Option<String> {
    let out = std::process::Command::new(argv[0])
        .args(&argv[1..])
        .current_dir(cwd)
        .stdin(std::process::Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let mut s = String::from_utf8_lossy(&out.stdout).trim().to_string();
    if s.is_empty() {
        s = String::from_utf8_lossy(&out.stderr)
            .lines()
            .next()
            .unwrap_or("")
            .trim()
            .to_string();
    }
    (!s.is_empty()).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_ids_become_commands() {
        let dir = tempfile::tempdir().unwrap();
        let r = dir.path();
        assert_eq!(
            resolve_test("python3 -m unittest -v", r),
            TestTarget::Command("python3 -m unittest -v".into())
        );
        match resolve_test("tests/test_auth.py::test_login", r) {
            TestTarget::Derived { command, path, .. } => {
                assert_eq!(path.as_deref(), Some("tests/test_auth.py"));
                assert!(command.contains("test_login"), "{command}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            resolve_test("test/cart.test.js", r),
            TestTarget::Derived {
                command: "node --test test/cart.test.js".into(),
                argv: vec!["node".into(), "--test".into(), "test/cart.test.js".into()],
                path: Some("test/cart.test.js".into())
            }
        );
        assert_eq!(
            resolve_test("tests/stats.rs::mean_of_empty", r),
            TestTarget::Derived {
                command: "cargo test --test stats mean_of_empty -- --exact".into(),
                argv: [
                    "cargo",
                    "test",
                    "--test",
                    "stats",
                    "mean_of_empty",
                    "--",
                    "--exact"
                ]
                .map(String::from)
                .to_vec(),
                path: Some("tests/stats.rs".into())
            }
        );
        std::fs::write(r.join("Cargo.toml"), "").unwrap();
        assert_eq!(
            resolve_test("login", r),
            TestTarget::Derived {
                command: "cargo test login".into(),
                argv: ["cargo", "test", "login"].map(String::from).to_vec(),
                path: None
            }
        );
    }

    /// Issue 14 item 4: in a Maven project a JUnit test id runs through surefire's `-Dtest`.
    #[test]
    fn junit_ids_run_through_maven() {
        let dir = tempfile::tempdir().unwrap();
        let r = dir.path();
        std::fs::write(r.join("pom.xml"), "<project/>").unwrap();
        let argv = |id: &str| match resolve_test(id, r) {
            TestTarget::Derived { argv, path, .. } => Some((argv, path)),
            TestTarget::Command(_) => None,
        };
        let want = |filter: &str| ["mvn".to_string(), format!("-Dtest={filter}"), "test".into()];
        for id in [
            "com.example.billing.InvoiceTest#totalSumsAllLines",
            "com.example.billing.InvoiceTest.totalSumsAllLines",
        ] {
            let (a, p) = argv(id).unwrap();
            assert_eq!(a, want("com.example.billing.InvoiceTest#totalSumsAllLines"));
            assert_eq!(p, None);
        }
        let (a, p) =
            argv("src/test/java/com/example/billing/InvoiceTest.java::totalSumsAllLines").unwrap();
        assert_eq!(a, want("com.example.billing.InvoiceTest#totalSumsAllLines"));
        assert_eq!(
            p.as_deref(),
            Some("src/test/java/com/example/billing/InvoiceTest.java")
        );
        assert_eq!(argv("InvoiceTest").unwrap().0, want("InvoiceTest"));
        // Not Java names: the text is a command (or nothing Maven can filter on).
        assert_eq!(argv("com.example.InvoiceTest#a;rm"), None);
        assert_eq!(argv("lowercase"), None);
    }

    /// Issue 12 defect 4 and issue 18 item 2: a test id with spaces, brackets, quotes or `#`
    /// is data, never a shell command: the derived argv runs exactly that test, and the
    /// command stored for display parses back into the same argv.
    #[test]
    fn test_ids_with_spaces_are_ids() {
        let dir = tempfile::tempdir().unwrap();
        let r = dir.path();
        let derive = |id: &str| match resolve_test(id, r) {
            TestTarget::Derived {
                command,
                argv,
                path,
            } => {
                assert_eq!(
                    crate::lang::split_words_for_tests(&command).as_ref(),
                    Some(&argv),
                    "{command}"
                );
                (argv, path)
            }
            other => panic!("{id}: {other:?}"),
        };
        let (argv, p) = derive("test/cart.test.js::carts at the threshold ship free");
        assert_eq!(p.as_deref(), Some("test/cart.test.js"));
        assert_eq!(
            argv,
            [
                "node",
                "--test",
                "--test-name-pattern",
                "carts at the threshold ship free$",
                "test/cart.test.js"
            ]
        );
        let (argv, _) = derive("test/sum.test.js::sumProduct #1 it's (a+b)");
        assert_eq!(argv[3], r"sumProduct #1 it's \(a\+b\)$");
        let (argv, p) = derive("tests/test_x.py::test_a[pip un+install]");
        assert_eq!(p.as_deref(), Some("tests/test_x.py"));
        let last = argv.last().unwrap();
        assert!(
            last == "tests/test_x.py::test_a[pip un+install]"
                || last == "tests.test_x.test_a[pip un+install]",
            "{argv:?}"
        );
        let (argv, _) = derive("tests/x.rs::it's odd");
        assert_eq!(
            argv,
            ["cargo", "test", "--test", "x", "it's odd", "--", "--exact"]
        );
        // A command with spaces stays a command.
        assert_eq!(
            resolve_test("npx jest --ci", r),
            TestTarget::Command("npx jest --ci".into())
        );
        // The project's runner is used for JavaScript.
        std::fs::write(
            r.join("package.json"),
            r#"{"scripts": {"test": "jest"}, "devDependencies": {"jest": "30"}}"#,
        )
        .unwrap();
        let (argv, _) = derive("__tests__/cart.test.js::cart › carts at the threshold ship free");
        assert_eq!(
            argv,
            [
                "npx",
                "jest",
                "__tests__/cart.test.js",
                "-t",
                "cart carts at the threshold ship free$"
            ]
        );
    }

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("a/b.py"), "a/b.py");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}

#[cfg(test)]
mod scripted {
    //! Reproduction logic against scripted runs (the `ProcessRunner` trait), no processes.
    use super::*;
    use crate::process::RunOutput;
    use std::sync::Mutex;

    struct Script(Mutex<Vec<Option<i32>>>);

    impl ProcessRunner for Script {
        fn run(&self, _: &CommandSpec) -> std::io::Result<RunOutput> {
            let code = self.0.lock().unwrap().remove(0);
            Ok(RunOutput {
                exit_code: code,
                timed_out: code.is_none(),
                cancelled: false,
                duration: Duration::from_millis(5),
                stdout: if code == Some(1) {
                    "Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nValueError: boom\n".into()
                } else {
                    String::new()
                },
                stderr: String::new(),
                stdout_dropped: 0,
                stderr_dropped: 0,
            })
        }
    }

    fn run(codes: Vec<Option<i32>>, attempts: u32) -> ReproductionResult {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.py"), "raise ValueError('boom')\n").unwrap();
        let opts = ReproduceOptions {
            max_attempts: attempts,
            timeout: Duration::from_secs(30),
            max_output_bytes: 4096,
            cancel: None,
        };
        reproduce(
            &Script(Mutex::new(codes)),
            dir.path(),
            &BugReport::new("d"),
            Some("x"),
            &opts,
        )
        .result
    }

    #[test]
    fn disagreeing_attempts_are_flaky() {
        let r = run(vec![Some(0), Some(1), Some(0)], 3);
        assert!(r.confirmed && r.flaky, "{r:?}");
        assert_eq!(r.confidence, Level::Low);
        assert!(
            r.notes
                .contains("Flaky: failed on 1 of 3 attempts and passed on 2"),
            "{}",
            r.notes
        );
        assert_eq!(r.affected_files, ["a.py"]);
    }

    #[test]
    fn two_consistent_failures_stop_early_with_high_confidence() {
        let r = run(vec![Some(1), Some(1), Some(0)], 3);
        assert_eq!(r.attempts, 2);
        assert!(!r.flaky);
        assert_eq!(r.confidence, Level::High);
    }

    #[test]
    fn timeouts_and_passes_are_not_reproducible_with_the_spec_notes() {
        let r = run(vec![None, None], 2);
        assert!(!r.confirmed);
        assert_eq!(r.notes, "Reproduction timed out after 30s");
        let r = run(vec![Some(0), Some(0), Some(0)], 3);
        assert_eq!(r.notes, "Passed on every attempt (3 of 3)");
    }
}
