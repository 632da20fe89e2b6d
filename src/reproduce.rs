//! Reproduction (origin spec 4.1): run the test command up to `max_reproduction_attempts` times,
//! capture evidence, notice flakiness, and decide REPRODUCED or NOT_REPRODUCIBLE.

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

fn derived(argv: Vec<&str>, path: Option<&str>) -> TestTarget {
    let argv: Vec<String> = argv.into_iter().map(str::to_string).collect();
    TestTarget::Derived {
        command: crate::process::shell_join(&argv),
        argv,
        path: path.map(str::to_string),
    }
}

/// Interprets `--test`: anything with whitespace is a command; otherwise a test id or path
/// (`tests/test_auth.py::test_login`, `test/cart.test.js`, `pkg/x_test.go::TestX`, a cargo test
/// name) from which a command is derived for the language, as an argv vector: the id's text is
/// an argument, never shell syntax.
pub fn resolve_test(test: &str, root: &Path) -> TestTarget {
    let t = test.trim();
    if t.contains(char::is_whitespace) {
        return TestTarget::Command(t.to_string());
    }
    let (path, name) = match t.split_once("::") {
        Some((p, n)) if p.contains('.') || p.contains('/') => (p, Some(n)),
        _ => (t, None),
    };
    let ext = Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    match ext {
        "py" => {
            if python_has_pytest() {
                derived(
                    vec!["python3", "-m", "pytest", "-v", "--tb=long", t],
                    Some(path),
                )
            } else {
                let module = path.trim_end_matches(".py").replace('/', ".");
                let mut argv = vec!["python3", "-m", "unittest", "-v", module.as_str()];
                if let Some(n) = name {
                    argv.extend(["-k", n.rsplit("::").next().unwrap_or(n)]);
                }
                derived(argv, Some(path))
            }
        }
        "js" | "mjs" | "cjs" | "ts" | "mts" => match name {
            Some(n) => derived(
                vec!["node", "--test", "--test-name-pattern", n, path],
                Some(path),
            ),
            None => derived(vec!["node", "--test", path], Some(path)),
        },
        "go" => {
            let dir = Path::new(path)
                .parent()
                .map(|d| d.display().to_string())
                .unwrap_or_default();
            let pkg = if dir.is_empty() {
                "./".to_string()
            } else {
                format!("./{dir}/")
            };
            let run = name.map(|n| format!("^{n}$"));
            let mut argv = vec!["go", "test", "-v", pkg.as_str()];
            if let Some(run) = &run {
                argv.extend(["-run", run.as_str()]);
            }
            derived(argv, Some(path))
        }
        "rs" => {
            let stem = Path::new(path)
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("");
            let mut argv = vec!["cargo", "test"];
            if path.starts_with("tests/") {
                argv.extend(["--test", stem]);
            }
            argv.extend(name);
            derived(argv, Some(path))
        }
        _ if root.join("Cargo.toml").exists() => derived(vec!["cargo", "test", t], None),
        _ if root.join("go.mod").exists() => {
            derived(vec!["go", "test", "-v", "./...", "-run", t], None)
        }
        _ => TestTarget::Command(t.to_string()),
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

    let mut runs: Vec<RunOutput> = Vec::new();
    let mut failed_idx: Vec<usize> = Vec::new();
    let mut passed = 0u32;
    let mut timed_out = 0u32;
    for attempt in 0..opts.max_attempts.max(1) {
        let mut spec = CommandSpec::new(command, root, opts.timeout);
        spec.max_output_bytes = opts.max_output_bytes;
        spec.cancel = opts.cancel.clone();
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
        if out.timed_out {
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
    let parsed = parse::parse_output(&text, root);
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
    if parsed.failures.is_empty() {
        notes.push(format!(
            "The command failed (exit code {}) but no test failure or stack trace was recognised in its output",
            run.exit_code.map(|c| c.to_string()).unwrap_or_else(|| "none".into())
        ));
    }

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
        .or_else(|| last_nonempty_line(&text));
    let stack_trace = first.filter(|f| !f.frames.is_empty()).map(render_frames);
    let failing_tests: Vec<String> = {
        let mut v: Vec<String> = parsed
            .failures
            .iter()
            .filter_map(|f| f.test.clone())
            .collect();
        for t in parsed.tests.iter().filter(|t| !t.passed) {
            if !v.contains(&t.name) {
                v.push(t.name.clone());
            }
        }
        v
    };
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
                failing_tests.len().max(counts.failed as usize)
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
    };
    Reproduction {
        result,
        parsed,
        runs,
        command: Some(command.to_string()),
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
        error_message: None,
        stack_trace: None,
        affected_files: Vec::new(),
        related_code_snippets: BTreeMap::new(),
        confidence: Level::Medium,
        notes: note,
        attempts: runs.len().max(1) as u32,
        environment,
        exit_codes: runs.iter().map(|r| r.exit_code).collect(),
        flaky: false,
        failing_tests: Vec::new(),
        tests_passed: parsed.counts.map(|c| c.passed).unwrap_or(0),
        tests_failed: 0,
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
                command: "cargo test --test stats mean_of_empty".into(),
                argv: ["cargo", "test", "--test", "stats", "mean_of_empty"]
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
