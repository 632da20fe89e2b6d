//! Test runners: recognised from the user's command, given the flags that make them name every
//! test's outcome, narrowed to named tests, and read back as per-test outcomes.
//!
//! The user's command is split into shell words (quotes understood; pipes, redirections,
//! substitutions and variables make a command opaque). Environment assignments (`CI=1`,
//! `cross-env X=1`), interpreter and tool wrappers (`python3 -m`, `poetry run`, `uv run`, `npx`,
//! `pnpm exec`, `yarn`, `nyc`, `c8`) are kept as a prefix; package scripts (`npm test`,
//! `npm run X`, `yarn test`, `pnpm test`) are read from `package.json` and replaced by the
//! script's own command, with `node_modules/.bin/` in front of a locally installed runner and
//! the steps the script runs first (`tsc && ...`) kept. What remains is the runner and its
//! arguments, and the runner's row of the table says what to change:
//!
//! | runner | per-test output | removed (they hide tests) | narrowing | per-test timeout |
//! |---|---|---|---|---|
//! | pytest | `-rA` | `-x`, `--maxfail`, `--lf`, `--ff`, `--sw`, `-n` (xdist), `--co` | node ids | `--timeout` with pytest-timeout |
//! | unittest | `-v` | `-f`, `-q` | `module.Class.method` ids | (watchdog) |
//! | cargo test / nextest | per-test lines | `-q`, `--quiet`, `--format terse` | `-- --exact a b` | (harness limit) |
//! | node:test | TAP or spec | `--test-only` | `--test-name-pattern` | `--test-timeout` |
//! | Jest | `--verbose` | `--bail`, `--silent`, `-o`, `--watch`, `--json` | `-t` | `--testTimeout` |
//! | Vitest | `run` | `--bail`, `--watch`, `--changed`, `--silent` | `-t` | `--testTimeout` |
//! | Mocha | `--reporter spec` | `--bail`, `--watch`, other reporters | `--grep` | `--timeout` |
//! | tape | TAP | | | (watchdog) |
//! | AVA | its reporter or `--tap` | `--fail-fast`, `--watch` | `--match` | `--timeout` |
//! | go test | `-v` | `-failfast` | `-run '^(A\|B)$'` | `-timeout` |
//! | Maven | `-DtrimStackTrace=false -Dsurefire.useFile=false -Dsurefire.reportFormat=plain` | | `-Dtest=Class#a+b` | |
//! | Gradle | `Class > method FAILED` lines | | `test --tests Class.method` | |
//!
//! A hang that no runner timeout interrupts is caught by the [`super::watchdog`]: a stack dump
//! of the Python or Node process at the deadline.

use crate::process::RunOutput;
use std::collections::BTreeMap;
use std::path::Path;

/// A test runner bugbash knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Runner {
    Pytest,
    Unittest,
    Cargo,
    Nextest,
    NodeTest,
    Jest,
    Vitest,
    Mocha,
    Tape,
    Ava,
    GoTest,
    Maven,
    Gradle,
}

impl Runner {
    pub fn name(self) -> &'static str {
        match self {
            Runner::Pytest => "pytest",
            Runner::Unittest => "unittest",
            Runner::Cargo => "cargo test",
            Runner::Nextest => "cargo nextest",
            Runner::NodeTest => "node:test",
            Runner::Jest => "Jest",
            Runner::Vitest => "Vitest",
            Runner::Mocha => "Mocha",
            Runner::Tape => "tape",
            Runner::Ava => "AVA",
            Runner::GoTest => "go test",
            Runner::Maven => "Maven",
            Runner::Gradle => "Gradle",
        }
    }

    pub fn language(self) -> super::Language {
        use super::Language::*;
        match self {
            Runner::Pytest | Runner::Unittest => Python,
            Runner::Cargo | Runner::Nextest => Rust,
            Runner::NodeTest
            | Runner::Jest
            | Runner::Vitest
            | Runner::Mocha
            | Runner::Tape
            | Runner::Ava => JavaScript,
            Runner::GoTest => Go,
            Runner::Maven | Runner::Gradle => Java,
        }
    }

    /// True when the runner's code runs in a Node process (the Node watchdog applies).
    pub fn is_node(self) -> bool {
        self.language() == super::Language::JavaScript
    }

    /// True when mutants must be compiled before they run (one copy, one build directory).
    pub fn is_compiled(self) -> bool {
        matches!(
            self,
            Runner::Cargo | Runner::Nextest | Runner::GoTest | Runner::Maven | Runner::Gradle
        )
    }
}

/// Every runner, for messages that list them.
pub const RUNNERS: &[Runner] = &[
    Runner::Pytest,
    Runner::Unittest,
    Runner::Cargo,
    Runner::Nextest,
    Runner::NodeTest,
    Runner::Jest,
    Runner::Vitest,
    Runner::Mocha,
    Runner::Tape,
    Runner::Ava,
    Runner::GoTest,
    Runner::Maven,
    Runner::Gradle,
];

/// A command recognised as one runner's invocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    pub runner: Runner,
    /// Shell text run before it (`tsc` from `"test": "tsc && mocha"`), each kept as given.
    pub before: Vec<String>,
    /// Environment assignments and wrappers before the program (`CI=1`, `poetry run`).
    pub prefix: Vec<String>,
    /// The words that start the runner: `python3 -m pytest`, `node_modules/.bin/jest`,
    /// `cargo test`, `node` (for `node --test`).
    pub program: Vec<String>,
    /// Everything after the program.
    pub args: Vec<String>,
    /// The package script it came from (`npm test` -> `mocha`), for messages.
    pub script: Option<String>,
}

impl Invocation {
    /// The invocation as one shell command line; every word is quoted as needed.
    pub fn render(&self) -> String {
        let words: Vec<String> = self
            .prefix
            .iter()
            .chain(&self.program)
            .chain(&self.args)
            .map(|w| quote_word(w))
            .collect();
        let main = words.join(" ");
        if self.before.is_empty() {
            main
        } else {
            format!("{} && {main}", self.before.join(" && "))
        }
    }

    fn has(&self, flag: &str) -> bool {
        self.args.iter().any(|a| a == flag)
    }

    fn has_prefix(&self, flag: &str) -> bool {
        self.args.iter().any(|a| a.starts_with(flag))
    }

    /// Removes `flag` (and, if `takes_value`, the word after it, or `flag=value`).
    fn remove(&mut self, flag: &str, takes_value: bool) -> bool {
        let mut removed = false;
        let mut i = 0;
        while i < self.args.len() {
            let a = &self.args[i];
            if a == flag {
                self.args.remove(i);
                if takes_value && i < self.args.len() {
                    self.args.remove(i);
                }
                removed = true;
            } else if takes_value && a.starts_with(flag) && a[flag.len()..].starts_with('=') {
                self.args.remove(i);
                removed = true;
            } else {
                i += 1;
            }
        }
        removed
    }
}

/// The command the analysis runs to learn every test's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestCommand {
    /// The command line (run with `sh -c`, like the user's own).
    pub command: String,
    /// The runner, when recognised.
    pub runner: Option<Runner>,
    /// Environment the runner needs (`CI=1` keeps Jest and Vitest out of watch mode).
    pub env: Vec<(String, String)>,
    /// What was changed in the user's command, and why, one line each.
    pub notes: Vec<String>,
}

/// Derives the per-test command from the user's `command` in workspace `root`: the runner's
/// flags that name every test are added, flags that stop early or hide tests removed, a
/// package script replaced by its command. An unrecognised command is kept as given (its output
/// may still name tests). `Err` says why no per-test command can work and which one would.
pub fn per_test_command(command: &str, root: &Path) -> Result<TestCommand, String> {
    let c = command.trim();
    let Some(mut inv) = recognise(c, root) else {
        return Ok(TestCommand {
            command: c.to_string(),
            runner: None,
            env: Vec::new(),
            notes: Vec::new(),
        });
    };
    let mut notes = Vec::new();
    if let Some(script) = &inv.script {
        notes.push(format!(
            "`{c}` runs the package script `{script}`, which runs {}",
            inv.runner.name()
        ));
    }
    let mut env = Vec::new();
    if inv.script.is_some() {
        // npm puts the package's `node_modules/.bin` on a script's PATH; so does this command
        // (relative: it runs in the workspace or in an isolated copy of it).
        let path = std::env::var("PATH").unwrap_or_default();
        env.push(("PATH".to_string(), format!("node_modules/.bin:{path}")));
    }
    let removed = |inv: &mut Invocation, flags: &[(&str, bool)], notes: &mut Vec<String>| {
        for (flag, value) in flags {
            if inv.remove(flag, *value) {
                notes.push(format!(
                    "`{flag}` removed: it stops the run early or hides tests"
                ));
            }
        }
    };
    match inv.runner {
        Runner::Pytest => {
            for flag in ["--co", "--collect-only", "--collectonly"] {
                if inv.has(flag) {
                    return Err(format!(
                        "`{c}` only collects tests (`{flag}`) and runs none; give the command that runs them, e.g. `{}`",
                        without(&inv, flag)
                    ));
                }
            }
            removed(
                &mut inv,
                &[
                    ("-x", false),
                    ("--exitfirst", false),
                    ("--maxfail", true),
                    ("--lf", false),
                    ("--last-failed", false),
                    ("--ff", false),
                    ("--failed-first", false),
                    ("--sw", false),
                    ("--stepwise", false),
                    ("--sw-skip", false),
                    ("--stepwise-skip", false),
                    ("-n", true),
                    ("--numprocesses", true),
                    ("--dist", true),
                ],
                &mut notes,
            );
            // `-xvs`-style bundles: drop the `x`.
            for a in inv.args.iter_mut() {
                if a.len() > 2
                    && a.starts_with('-')
                    && !a.starts_with("--")
                    && a[1..].bytes().all(|b| b.is_ascii_alphabetic())
                    && a.contains('x')
                    && a[1..].bytes().all(|b| b"xvsqlr".contains(&b))
                {
                    *a = a.replace('x', "");
                    notes.push("`-x` removed: it stops the run at the first failure".into());
                }
            }
            if !inv.has("-rA") && !inv.has("-ra") {
                inv.args.push("-rA".into());
            }
        }
        Runner::Unittest => {
            removed(
                &mut inv,
                &[
                    ("-f", false),
                    ("--failfast", false),
                    ("-q", false),
                    ("--quiet", false),
                ],
                &mut notes,
            );
            if !inv.has("-v") && !inv.has("--verbose") {
                // `unittest discover` takes -v after its own arguments; so does plain
                // `unittest`.
                inv.args.push("-v".into());
            }
        }
        Runner::Cargo | Runner::Nextest => {
            let split = inv.args.iter().position(|a| a == "--");
            let (mut cargo, mut harness): (Vec<String>, Vec<String>) = match split {
                Some(i) => (inv.args[..i].to_vec(), inv.args[i + 1..].to_vec()),
                None => (inv.args.clone(), Vec::new()),
            };
            for flag in ["-q", "--quiet"] {
                if cargo.iter().any(|a| a == flag) || harness.iter().any(|a| a == flag) {
                    notes.push(format!(
                        "`{flag}` removed: it prints dots instead of test names"
                    ));
                }
                cargo.retain(|a| a != flag);
                harness.retain(|a| a != flag);
            }
            let mut i = 0;
            while i < harness.len() {
                if harness[i] == "--format" && i + 1 < harness.len() {
                    harness.drain(i..i + 2);
                    notes.push("`--format` removed: per-test lines are read".into());
                } else if harness[i].starts_with("--format=") {
                    harness.remove(i);
                    notes.push("`--format` removed: per-test lines are read".into());
                } else {
                    i += 1;
                }
            }
            if !cargo.iter().any(|a| a == "--no-fail-fast") {
                cargo.insert(0, "--no-fail-fast".into());
            }
            inv.args = cargo;
            if !harness.is_empty() {
                inv.args.push("--".into());
                inv.args.extend(harness);
            }
        }
        Runner::NodeTest => {
            removed(&mut inv, &[("--test-only", false)], &mut notes);
        }
        Runner::Jest => {
            for flag in ["--watch", "--watchAll"] {
                if inv.remove(flag, false) {
                    notes.push(format!("`{flag}` removed: the run must end"));
                }
            }
            removed(
                &mut inv,
                &[
                    ("--bail", false),
                    ("-b", false),
                    ("--onlyChanged", false),
                    ("-o", false),
                    ("--onlyFailures", false),
                    ("-f", false),
                    ("--lastCommit", false),
                    ("--changedSince", true),
                    ("--silent", false),
                    ("--json", false),
                    ("--listTests", false),
                ],
                &mut notes,
            );
            if !inv.has("--verbose") {
                inv.args.push("--verbose".into());
            }
            if !inv.has("--ci") {
                inv.args.push("--ci".into());
            }
            env.push(("CI".to_string(), "true".to_string()));
        }
        Runner::Vitest => {
            match inv.args.first().map(String::as_str) {
                Some("run") => {}
                Some("watch" | "dev") => {
                    inv.args[0] = "run".into();
                    notes.push("`vitest watch` runs once as `vitest run`".into());
                }
                _ => inv.args.insert(0, "run".into()),
            }
            removed(
                &mut inv,
                &[
                    ("--bail", true),
                    ("--watch", false),
                    ("-w", false),
                    ("--changed", false),
                    ("--silent", false),
                ],
                &mut notes,
            );
            env.push(("CI".to_string(), "true".to_string()));
        }
        Runner::Mocha => {
            removed(
                &mut inv,
                &[
                    ("--bail", false),
                    ("-b", false),
                    ("--watch", false),
                    ("-w", false),
                    ("--forbid-only", false),
                ],
                &mut notes,
            );
            for flag in ["--reporter", "-R"] {
                if inv.remove(flag, true) {
                    notes.push(format!("`{flag}` replaced by `--reporter spec`"));
                }
            }
            inv.args
                .extend(["--reporter".to_string(), "spec".to_string()]);
        }
        Runner::Tape => {}
        Runner::Ava => {
            removed(
                &mut inv,
                &[("--fail-fast", false), ("--watch", false), ("-w", false)],
                &mut notes,
            );
            // Its default reporter names every test (`✔`, `✘ [fail]:`) and says where each
            // failure is; `--tap` (also read) does not locate failures in the test file.
        }
        Runner::GoTest => {
            removed(&mut inv, &[("-failfast", false)], &mut notes);
            if !inv.has("-v") && !inv.has_prefix("-v=") {
                inv.args.insert(0, "-v".into());
            }
        }
        Runner::Maven => {
            if !inv.has("-fae") && !inv.has("--fail-at-end") {
                inv.args.insert(0, "-fae".into());
            }
            // Surefire 2 trims a failure's frames to the test class (the code under test is
            // below it) and names only the failing tests on the console.
            let mut at = 1;
            for (flag, word) in [
                ("-DtrimStackTrace", "-DtrimStackTrace=false"),
                ("-Dsurefire.useFile", "-Dsurefire.useFile=false"),
                ("-Dsurefire.reportFormat", "-Dsurefire.reportFormat=plain"),
            ] {
                if !inv.has_prefix(flag) {
                    inv.args.insert(at, word.into());
                    at += 1;
                }
            }
        }
        Runner::Gradle => {
            if !inv.has("--continue") {
                inv.args.push("--continue".into());
            }
        }
    }
    Ok(TestCommand {
        command: inv.render(),
        runner: Some(inv.runner),
        env,
        notes,
    })
}

/// The command with `flag` removed, for a suggestion.
fn without(inv: &Invocation, flag: &str) -> String {
    let mut inv = inv.clone();
    inv.remove(flag, false);
    inv.render()
}

/// `command` narrowed to the tests `names` (as the runner printed them), when the runner
/// allows it. Names are data: every piece of them is quoted.
pub fn narrow_command(command: &str, names: &[String]) -> Option<String> {
    if names.is_empty() {
        return None;
    }
    // The command is already a per-test command: no script to resolve.
    let mut inv = recognise(command, Path::new("/nonexistent-bugbash-root"))?;
    match inv.runner {
        Runner::Unittest => {
            let ok = names.iter().all(|n| {
                n.contains('.')
                    && n.chars()
                        .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
            });
            if !ok {
                return None;
            }
            // `discover` and its arguments are replaced by the test ids.
            let mut args: Vec<String> = vec!["-v".into()];
            args.extend(names.iter().cloned());
            inv.args = args;
        }
        Runner::Pytest => {
            if !names.iter().all(|n| n.contains("::")) {
                return None;
            }
            // Positional arguments (paths) are replaced by the node ids; options stay.
            let mut kept = Vec::new();
            let mut i = 0;
            while i < inv.args.len() {
                let a = &inv.args[i];
                if a.starts_with('-') {
                    kept.push(a.clone());
                    if PYTEST_VALUE_FLAGS.contains(&a.as_str()) && i + 1 < inv.args.len() {
                        kept.push(inv.args[i + 1].clone());
                        i += 1;
                    }
                } else if a.contains('=') && !a.contains('/') {
                    kept.push(a.clone());
                }
                i += 1;
            }
            kept.extend(names.iter().cloned());
            inv.args = kept;
        }
        Runner::NodeTest => {
            let pattern = anchored(names.iter().map(|n| n.as_str()));
            let pos = inv.args.iter().position(|w| w == "--test")?;
            inv.args
                .insert(pos + 1, format!("--test-name-pattern={pattern}"));
        }
        Runner::Jest | Runner::Vitest => {
            // Both match the pattern against the full name: describe titles and the test's,
            // joined by spaces.
            let full: Vec<String> = names
                .iter()
                .map(|n| {
                    let n = n.replace(" › ", " ");
                    // Vitest names start with the file: `test/x.test.ts > suite > name`.
                    let parts: Vec<&str> = n.split(" > ").collect();
                    if parts.len() > 1 && super::language_of(parts[0]).is_some() {
                        parts[1..].join(" ")
                    } else {
                        parts.join(" ")
                    }
                })
                .collect();
            inv.args.push("-t".into());
            inv.args.push(anchored(full.iter().map(String::as_str)));
        }
        Runner::Mocha => {
            inv.args.push("--grep".into());
            inv.args
                .push(anchored_loose(names.iter().map(|n| n.as_str())));
        }
        Runner::Ava => {
            for n in names {
                inv.args.push("--match".into());
                // AVA's match is a glob: `*` and `!` are special.
                let title = n.rsplit(" › ").next().unwrap_or(n);
                if title.contains(['*', '!']) {
                    return None;
                }
                inv.args.push(title.to_string());
            }
        }
        Runner::Cargo | Runner::Nextest => {
            if inv.runner == Runner::Nextest {
                return None;
            }
            let split = inv.args.iter().position(|a| a == "--");
            if split.is_none() {
                inv.args.push("--".into());
            } else if inv
                .args
                .iter()
                .skip(split? + 1)
                .any(|a| !a.starts_with('-'))
            {
                // The user's own filters: narrowing would add to them, not replace them.
                return None;
            }
            // Doc tests (`src/lib.rs - f (line 3)`) run only under `--doc`: not narrowed.
            if names.iter().any(|n| n.contains(" - ")) {
                return None;
            }
            inv.args.push("--exact".into());
            inv.args.extend(names.iter().cloned());
        }
        Runner::GoTest => {
            let alternatives: Vec<String> = names.iter().map(|n| regex::escape(n)).collect();
            inv.remove("-run", true);
            inv.args
                .push(format!("-run=^(?:{})$", alternatives.join("|")));
        }
        Runner::Maven => {
            // Surefire's `-Dtest=com.x.FooTest#a+b,com.x.BarTest#c`: the reported names are
            // `com.x.FooTest.a`. A user's own `-Dtest` is replaced.
            let mut classes: Vec<(&str, Vec<&str>)> = Vec::new();
            for n in names {
                let (class, method) = n.rsplit_once('.')?;
                let plain = |t: &str| {
                    !t.is_empty() && t.chars().all(|c| c.is_alphanumeric() || "_$.".contains(c))
                };
                if !plain(class) || !plain(method) || method.contains('.') {
                    return None;
                }
                match classes.iter_mut().find(|(c, _)| *c == class) {
                    Some((_, methods)) => methods.push(method),
                    None => classes.push((class, vec![method])),
                }
            }
            let filter: Vec<String> = classes
                .iter()
                .map(|(class, methods)| format!("{class}#{}", methods.join("+")))
                .collect();
            inv.args.retain(|a| {
                !a.starts_with("-Dtest=") && a != "-Dsurefire.failIfNoSpecifiedTests=false"
            });
            let at = inv
                .args
                .iter()
                .position(|a| !a.starts_with('-'))
                .unwrap_or(inv.args.len());
            inv.args.insert(at, format!("-Dtest={}", filter.join(",")));
            // In a multi-module build the modules without those tests must not fail the run.
            inv.args
                .insert(at + 1, "-Dsurefire.failIfNoSpecifiedTests=false".into());
        }
        Runner::Gradle => {
            // `gradle test --tests com.x.FooTest.a --tests ...`: a task option, after the task.
            let task = inv
                .args
                .iter()
                .position(|a| a == "test" || a.ends_with(":test"))?;
            let plain = |t: &str| {
                t.contains('.') && t.chars().all(|c| c.is_alphanumeric() || "_$.".contains(c))
            };
            if !names.iter().all(|n| plain(n)) {
                return None;
            }
            let mut at = task + 1;
            // A user's own `--tests X` is replaced.
            while inv.args.get(at).map(String::as_str) == Some("--tests") {
                inv.args.drain(at..(at + 2).min(inv.args.len()));
            }
            for n in names {
                inv.args.insert(at, "--tests".into());
                inv.args.insert(at + 1, n.clone());
                at += 2;
            }
        }
        Runner::Tape => return None,
    }
    Some(inv.render())
}

/// pytest options that take a value as the next word.
const PYTEST_VALUE_FLAGS: &[&str] = &[
    "-k",
    "-m",
    "-p",
    "-c",
    "-o",
    "-W",
    "--tb",
    "--rootdir",
    "--ignore",
    "--deselect",
    "--confcutdir",
    "--cov",
    "--cov-report",
    "--timeout",
    "--durations",
    "--color",
    "--import-mode",
    "--basetemp",
    "-r",
];

/// `^(?:a|b)$` with every name escaped for a JavaScript regular expression.
fn anchored<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let alternatives: Vec<String> = names.map(js_escape).collect();
    format!("^(?:{})$", alternatives.join("|"))
}

/// `(?:a|b)$`: Mocha's `--grep` is matched against the full title, which starts with the
/// describe titles the listing leaves out.
fn anchored_loose<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let alternatives: Vec<String> = names.map(js_escape).collect();
    format!("(?:{})$", alternatives.join("|"))
}

/// Escapes the characters that are special in a JavaScript regular expression (and only
/// those: `\#` or `\-` outside a class are errors under the `u` flag).
fn js_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if "\\^$.*+?()[]{}|/".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `cargo test` and `cargo nextest run` stop at the first failing test binary; verification
/// wants every failure, so `--no-fail-fast` is added when absent. Any other command is kept.
pub fn no_fail_fast(command: &str) -> String {
    let t = command.trim_start();
    for head in ["cargo test", "cargo nextest run"] {
        if t.starts_with(head)
            && t[head.len()..].chars().next().map_or(true, |c| c == ' ')
            && !t.contains("--no-fail-fast")
        {
            return format!("{head} --no-fail-fast{}", &t[head.len()..]);
        }
    }
    command.to_string()
}

/// [`no_fail_fast`] for an argv vector (commands derived from test ids).
pub fn no_fail_fast_argv(mut argv: Vec<String>) -> Vec<String> {
    let at = match argv.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["cargo", "test", ..] => 2,
        ["cargo", "nextest", "run", ..] => 3,
        _ => return argv,
    };
    if !argv.iter().any(|a| a == "--no-fail-fast") {
        argv.insert(at, "--no-fail-fast".into());
    }
    argv
}

/// Recognises the runner of `command` (run in `root`, where `package.json` scripts are read).
/// `None` when the command is not a simple invocation of a known runner.
pub fn recognise(command: &str, root: &Path) -> Option<Invocation> {
    recognise_depth(command, root, 0)
}

fn recognise_depth(command: &str, root: &Path, depth: usize) -> Option<Invocation> {
    if depth > 4 {
        return None;
    }
    // `a && b`: the steps before the runner are kept as they are.
    let segments = split_and(command)?;
    let (last, before) = segments.split_last()?;
    let words = split_words(last)?;
    let mut inv = recognise_words(&words, root, depth)?;
    let mut all_before: Vec<String> = before.iter().map(|s| s.trim().to_string()).collect();
    all_before.append(&mut inv.before);
    inv.before = all_before;
    Some(inv)
}

fn recognise_words(words: &[String], root: &Path, depth: usize) -> Option<Invocation> {
    let mut prefix: Vec<String> = Vec::new();
    let mut i = 0;
    // Environment assignments and wrappers.
    loop {
        let w = words.get(i)?;
        let base = basename(w);
        if is_assignment(w) {
            prefix.push(w.clone());
            i += 1;
        } else if matches!(base, "env" | "cross-env" | "dotenv" | "time" | "nice") {
            prefix.push(w.clone());
            i += 1;
            // `nice -n 10`
            while let Some(opt) = words.get(i).filter(|w| w.starts_with('-')) {
                prefix.push(opt.clone());
                i += 1;
                if base == "nice" && opt == "-n" {
                    prefix.push(words.get(i)?.clone());
                    i += 1;
                }
            }
        } else if matches!(base, "poetry" | "uv" | "pipenv" | "pdm" | "hatch" | "rye")
            && words.get(i + 1).map(String::as_str) == Some("run")
        {
            prefix.extend(words[i..i + 2].iter().cloned());
            i += 2;
        } else if matches!(base, "npx" | "bunx") {
            prefix.push(w.clone());
            i += 1;
            while let Some(opt) = words.get(i).filter(|w| w.starts_with('-')) {
                prefix.push(opt.clone());
                i += 1;
            }
        } else if base == "pnpm" && matches!(words.get(i + 1).map(String::as_str), Some("exec")) {
            prefix.extend(words[i..i + 2].iter().cloned());
            i += 2;
        } else if matches!(base, "nyc" | "c8") {
            prefix.push(w.clone());
            i += 1;
            while let Some(opt) = words.get(i).filter(|w| w.starts_with('-')) {
                prefix.push(opt.clone());
                i += 1;
                // `--reporter lcov` (a value without `=`) is taken as a flag followed by the
                // program only when it is not a known runner name.
                if !opt.contains('=')
                    && words.get(i).is_some_and(|next| {
                        !next.starts_with('-') && runner_of_program(next).is_none()
                    })
                    && !matches!(
                        basename(words.get(i).map(String::as_str).unwrap_or("")),
                        "node"
                    )
                {
                    prefix.push(words[i].clone());
                    i += 1;
                }
            }
        } else {
            break;
        }
    }
    let w = &words[i];
    let base = basename(w);
    let rest = &words[i + 1..];
    let make = |runner, program: Vec<String>, args: &[String], prefix: Vec<String>| Invocation {
        runner,
        before: Vec::new(),
        prefix,
        program,
        args: args.to_vec(),
        script: None,
    };
    // Package scripts.
    if let Some((script_name, extra)) = package_script(base, rest) {
        let script = read_script(root, &script_name)?;
        let mut inv = recognise_depth(&script, root, depth + 1)?;
        if !extra.is_empty() {
            inv.args.extend(extra.iter().cloned());
        }
        // The script's runner resolves to the package's own copy.
        localise(&mut inv, root);
        let mut p = prefix;
        p.append(&mut inv.prefix);
        inv.prefix = p;
        let label = if inv.script.is_none() {
            script.clone()
        } else {
            inv.script.clone().unwrap_or_default()
        };
        inv.script = Some(label);
        return Some(inv);
    }
    if is_python(base) {
        // python [-X opt | -W x | -u ...] -m pytest|unittest
        let mut j = 0;
        while j < rest.len() && rest[j].starts_with('-') && rest[j] != "-m" {
            j += if matches!(rest[j].as_str(), "-X" | "-W") {
                2
            } else {
                1
            };
        }
        if rest.get(j).map(String::as_str) == Some("-m") {
            let module = rest.get(j + 1)?;
            let runner = match module.as_str() {
                "pytest" | "py.test" => Runner::Pytest,
                "unittest" => Runner::Unittest,
                _ => return None,
            };
            let program: Vec<String> = words[i..i + 1 + j + 2].to_vec();
            return Some(make(runner, program, &rest[j + 2..], prefix));
        }
        return None;
    }
    if base == "node" {
        if rest.iter().any(|a| a == "--test") {
            return Some(make(Runner::NodeTest, vec![w.clone()], rest, prefix));
        }
        // `node node_modules/.bin/jest`, `node node_modules/mocha/bin/mocha.js`.
        let script = rest.iter().position(|a| !a.starts_with('-'))?;
        let runner = runner_of_path(&rest[script])?;
        let program: Vec<String> = words[i..i + 2 + script].to_vec();
        return Some(make(runner, program, &rest[script + 1..], prefix));
    }
    if base == "cargo" {
        let mut j = 0;
        // `cargo +nightly test`
        if rest.first().is_some_and(|a| a.starts_with('+')) {
            j = 1;
        }
        return match rest.get(j).map(String::as_str) {
            Some("test" | "t") => Some(make(
                Runner::Cargo,
                words[i..i + 2 + j].to_vec(),
                &rest[j + 1..],
                prefix,
            )),
            Some("nextest") if rest.get(j + 1).map(String::as_str) == Some("run") => Some(make(
                Runner::Nextest,
                words[i..i + 3 + j].to_vec(),
                &rest[j + 2..],
                prefix,
            )),
            _ => None,
        };
    }
    if base == "go" {
        return (rest.first().map(String::as_str) == Some("test"))
            .then(|| make(Runner::GoTest, words[i..i + 2].to_vec(), &rest[1..], prefix));
    }
    if matches!(base, "mvn" | "mvnw") {
        return Some(make(Runner::Maven, vec![w.clone()], rest, prefix));
    }
    if matches!(base, "gradle" | "gradlew") {
        return Some(make(Runner::Gradle, vec![w.clone()], rest, prefix));
    }
    // `yarn jest`, `pnpm vitest`: the package manager runs a binary, or a script by its name.
    if matches!(base, "yarn" | "pnpm" | "bun") {
        let next = rest.first()?;
        if base != "bun" && read_script(root, next).is_some() {
            let mut words = words.to_vec();
            words.insert(i + 1, "run".into());
            return recognise_words(&words, root, depth + 1);
        }
        let runner = runner_of_program(next)?;
        let mut p = prefix;
        p.push(w.clone());
        return Some(make(runner, vec![next.clone()], &rest[1..], p));
    }
    let runner = runner_of_program(w)?;
    Some(make(runner, vec![w.clone()], rest, prefix))
}

/// `npm test`, `npm run x -- args`, `yarn test`, `yarn run x`, `pnpm test`, `pnpm run x`:
/// the script's name and the arguments passed on to it.
fn package_script(base: &str, rest: &[String]) -> Option<(String, Vec<String>)> {
    if !matches!(base, "npm" | "yarn" | "pnpm" | "bun") {
        return None;
    }
    let first = rest.first()?.as_str();
    let (name, args) = match first {
        "test" | "t" | "tst" if base != "bun" || first == "test" => {
            ("test".to_string(), &rest[1..])
        }
        "run" | "run-script" => (rest.get(1)?.clone(), &rest[2..]),
        _ => return None,
    };
    if base == "bun" && first == "test" {
        // `bun test` is bun's own runner, not a script.
        return None;
    }
    let args: Vec<String> = match args.first().map(String::as_str) {
        Some("--") => args[1..].to_vec(),
        // yarn and pnpm pass arguments on without `--`.
        _ if base != "npm" => args.to_vec(),
        _ => Vec::new(),
    };
    Some((name, args))
}

fn read_script(root: &Path, name: &str) -> Option<String> {
    let text = std::fs::read_to_string(root.join("package.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json.get("scripts")?.get(name)?.as_str().map(str::to_string)
}

/// A bare runner name from a package script becomes `node_modules/.bin/<name>` when the package
/// has it installed (npm puts that folder on the script's PATH; a plain shell does not).
fn localise(inv: &mut Invocation, root: &Path) {
    let Some(first) = inv.program.first_mut() else {
        return;
    };
    if !inv.prefix.is_empty()
        && inv
            .prefix
            .iter()
            .any(|p| matches!(basename(p), "npx" | "yarn" | "pnpm" | "exec"))
    {
        return;
    }
    if !first.contains('/') && root.join("node_modules/.bin").join(&*first).exists() {
        *first = format!("node_modules/.bin/{first}");
    }
    for p in inv.prefix.iter_mut() {
        if matches!(p.as_str(), "cross-env" | "nyc" | "c8")
            && root.join("node_modules/.bin").join(&*p).exists()
        {
            *p = format!("node_modules/.bin/{p}");
        }
    }
}

fn runner_of_program(word: &str) -> Option<Runner> {
    Some(match basename(word) {
        "pytest" | "py.test" => Runner::Pytest,
        "jest" => Runner::Jest,
        "vitest" => Runner::Vitest,
        "mocha" | "_mocha" => Runner::Mocha,
        "tape" => Runner::Tape,
        "ava" => Runner::Ava,
        _ => return None,
    })
}

/// A runner's script by path: `node_modules/.bin/jest`, `node_modules/mocha/bin/mocha.js`.
fn runner_of_path(path: &str) -> Option<Runner> {
    if let Some(r) = runner_of_program(path) {
        return Some(r);
    }
    let rest = path.split("node_modules/").nth(1)?;
    runner_of_program(rest.split('/').next()?)
}

fn basename(word: &str) -> &str {
    word.rsplit('/').next().unwrap_or(word)
}

fn is_python(base: &str) -> bool {
    base == "python"
        || base == "py"
        || base
            .strip_prefix("python")
            .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
}

/// `NAME=value` at the start of a command.
fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && !name.as_bytes()[0].is_ascii_digit()
    })
}

/// Splits at top-level `&&`; `None` when the text has other shell operators outside quotes.
fn split_and(command: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        match quote {
            Some(q) => {
                current.push(c);
                if c == q {
                    quote = None;
                } else if c == '\\' && q == '"' {
                    if let Some(n) = chars.next() {
                        current.push(n);
                    }
                }
            }
            None => match c {
                '\'' | '"' => {
                    quote = Some(c);
                    current.push(c);
                }
                '\\' => {
                    current.push(c);
                    if let Some(n) = chars.next() {
                        current.push(n);
                    }
                }
                '&' if chars.peek() == Some(&'&') => {
                    chars.next();
                    out.push(std::mem::take(&mut current));
                }
                '|' | ';' | '&' | '<' | '>' | '`' | '\n' | '(' | ')' => return None,
                '$' => return None,
                _ => current.push(c),
            },
        }
    }
    if quote.is_some() {
        return None;
    }
    out.push(current);
    if out.iter().any(|s| s.trim().is_empty()) {
        return None;
    }
    Some(out)
}

/// Splits one simple command into words the way `sh` does (quotes and backslashes); `None`
/// for anything the shell would expand (variables, globs are kept as written) or operators.
pub(crate) fn split_words(command: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut in_word = false;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '\'' => break,
                        c => current.push(c),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => {
                            let n = chars.next()?;
                            if !matches!(n, '"' | '\\' | '$' | '`') {
                                current.push('\\');
                            }
                            current.push(n);
                        }
                        '$' | '`' => return None,
                        c => current.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                current.push(chars.next()?);
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut current));
                    in_word = false;
                }
            }
            '|' | ';' | '&' | '<' | '>' | '`' | '$' | '(' | ')' => return None,
            c => {
                in_word = true;
                current.push(c);
            }
        }
    }
    if in_word {
        words.push(current);
    }
    (!words.is_empty()).then_some(words)
}

pub use crate::process::shell_quote;

/// Quotes one word of a rebuilt command: an assignment keeps its name bare (`A='x y'`), and a
/// glob the user wrote unquoted stays a glob.
fn quote_word(word: &str) -> String {
    if is_assignment(word) {
        let (name, value) = word.split_once('=').unwrap_or((word, ""));
        if value.is_empty() {
            return format!("{name}=");
        }
        return format!("{name}={}", shell_quote(value));
    }
    if word.contains(['*', '?'])
        && !word.contains([
            '\'', '"', ' ', '$', '`', '\\', '(', ')', '|', '&', ';', '<', '>',
        ])
    {
        return word.to_string();
    }
    shell_quote(word)
}

/// One test's result: passed, and for a failure, how it failed (error type and the first line
/// of the message, addresses removed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestResult {
    pub passed: bool,
    pub signature: String,
}

/// Per test name, its result.
pub fn outcomes(out: &RunOutput, cwd: &Path) -> BTreeMap<String, TestResult> {
    let mut parsed = crate::parse::parse_output(&out.combined(), cwd);
    // node:test names a test file that failed as a whole by its absolute path: relative to the
    // run's folder, the same name in every copy of the workspace.
    let prefix = format!("{}/", cwd.display());
    let relative = |name: &mut String| {
        if let Some(rest) = name.strip_prefix(&prefix) {
            *name = rest.to_string();
        }
    };
    for t in &mut parsed.tests {
        relative(&mut t.name);
    }
    for f in &mut parsed.failures {
        if let Some(t) = &mut f.test {
            relative(t);
        }
    }
    let mut map: BTreeMap<String, TestResult> = parsed
        .tests
        .into_iter()
        .map(|t| {
            (
                t.name,
                TestResult {
                    passed: t.passed,
                    signature: String::new(),
                },
            )
        })
        .collect();
    for f in &parsed.failures {
        let Some(test) = f.test.as_deref().map(str::trim).filter(|t| !t.is_empty()) else {
            // A hang the watchdog reported without a test name (node kills the test file's
            // process, so node:test names only the file): it is the failing test named by a
            // file of its stack, or the one failing test.
            if f.kind == crate::parse::FailureKind::TimedOut {
                let failing: Vec<String> = map
                    .iter()
                    .filter(|(_, r)| !r.passed)
                    .map(|(n, _)| n.clone())
                    .collect();
                let by_frame: Vec<&String> = failing
                    .iter()
                    .filter(|n| f.frames.iter().any(|fr| n.ends_with(fr.file.as_str())))
                    .collect();
                let pick = match (by_frame.as_slice(), failing.as_slice()) {
                    ([one], _) => Some((*one).clone()),
                    ([], [one]) => Some(one.clone()),
                    _ => None,
                };
                if let Some(r) = pick.and_then(|n| map.get_mut(&n)) {
                    r.signature = signature_of(f);
                }
            }
            continue;
        };
        let signature = signature_of(f);
        if let Some(r) = map.get_mut(test) {
            // The runner's own line for a test the watchdog stopped ("test failed") does not
            // replace the hang.
            if f.kind == crate::parse::FailureKind::TimedOut || !r.signature.starts_with("Timeout:")
            {
                r.signature = signature;
            }
            continue;
        }
        // A test that timed out may be named only by its failure.
        if f.kind == crate::parse::FailureKind::TimedOut {
            map.insert(
                test.to_string(),
                TestResult {
                    passed: false,
                    signature,
                },
            );
            continue;
        }
        // unittest names failures `test_x (tests.mod.Cls.test_x)`, outcomes `tests.mod.Cls.test_x`;
        // Mocha lists `name` and reports `suite name`.
        let matching: Vec<&String> = map
            .keys()
            .filter(|name| test.contains(name.as_str()) || name.ends_with(test))
            .collect();
        if let [one] = matching.as_slice() {
            let one = (*one).clone();
            if let Some(r) = map.get_mut(&one) {
                r.signature = signature;
            }
        }
    }
    map
}

fn signature_of(f: &crate::parse::Failure) -> String {
    let first = f.message.lines().next().unwrap_or("").trim();
    let mut s = format!(
        "{}: {first} [{} / {}]",
        f.error_type.as_deref().unwrap_or(""),
        f.expected.as_deref().unwrap_or(""),
        f.actual.as_deref().unwrap_or("")
    );
    // Object addresses differ from run to run.
    while let Some(i) = s.find("0x") {
        let end = s[i + 2..]
            .find(|c: char| !c.is_ascii_hexdigit())
            .map_or(s.len(), |e| i + 2 + e);
        s.replace_range(i..end, "ADDR");
    }
    s
}

/// Why a run named no individual test, and a command that would: for the error the analysis
/// shows when per-test outcomes are unknown.
pub fn no_outcomes_hint(command: &str, root: &Path) -> String {
    if let Some(inv) = recognise(command, root) {
        return format!(
            "{} was recognised, but its output named no test; check that the command runs tests (its output is in the reproduction)",
            inv.runner.name()
        );
    }
    let names: Vec<&str> = RUNNERS.iter().map(|r| r.name()).collect();
    let suggestion = suggest(root);
    let mut out = format!(
        "`{command}` is not a runner bugbash recognises (it knows {}), or it is a compound shell command",
        names.join(", ")
    );
    if let Some(s) = suggestion {
        out.push_str(&format!("; a command that would work here: `{s}`"));
    }
    out
}

/// A runner command that fits the project's files, for suggestions.
pub fn suggest(root: &Path) -> Option<String> {
    if root.join("Cargo.toml").exists() {
        return Some("cargo test".into());
    }
    if root.join("go.mod").exists() {
        return Some("go test ./...".into());
    }
    if let Ok(text) = std::fs::read_to_string(root.join("package.json")) {
        for (dep, cmd) in [
            ("vitest", "npx vitest run"),
            ("jest", "npx jest"),
            ("mocha", "npx mocha"),
            ("ava", "npx ava --tap"),
            ("tape", "npx tape 'test/**/*.js'"),
        ] {
            if text.contains(&format!("\"{dep}\"")) {
                return Some(cmd.into());
            }
        }
        return Some("node --test".into());
    }
    if [
        "pyproject.toml",
        "setup.py",
        "setup.cfg",
        "pytest.ini",
        "tox.ini",
    ]
    .iter()
    .any(|f| root.join(f).exists())
    {
        return Some("python3 -m pytest".into());
    }
    if root.join("pom.xml").exists() {
        return Some("mvn test".into());
    }
    None
}
