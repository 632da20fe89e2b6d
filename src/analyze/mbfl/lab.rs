//! Where mutants run: isolated copies of the workspace (never the user's working tree), the test
//! command with the runner's per-test output, and per-test outcomes for every run.
//!
//! - Every worker has its own copy. Compiled languages (a `cargo` command) use one copy and one
//!   worker with one `CARGO_TARGET_DIR` kept for the whole search: dependencies and unchanged
//!   crates build once, and a mutant that does not compile fails in the type checker, before
//!   code generation, so it costs little (it is recorded as not compiling and scores nothing).
//!   cargo already builds in parallel, and two cargo processes on one target dir would only wait
//!   for each other's lock.
//! - The baseline run in a pristine copy gives the tests, their original outcomes and the
//!   baseline duration; each run's timeout is `2 x baseline + 1 s`. A mutant of one of the top
//!   lines that times out is retried once at the end of the search (if time remains); one that
//!   hangs twice is abandoned, and so is one off the top lines that hangs once.
//! - When the command can be narrowed to the failing tests (`unittest` test ids, `node --test`
//!   name patterns; checked on the baseline), a mutant first runs the failing tests only, and the
//!   whole command only if some failing test changed outcome. Otherwise every run is the whole
//!   command.

use crate::mutate::{apply_many, Mutant};
use crate::process::{CancelToken, CommandSpec, ProcessRunner, RunOutput};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

// The runner knowledge (per-test flags, narrowing, outcomes) lives in the one table,
// `crate::lang`; these names stay for the callers of `lab`.
pub use crate::lang::{narrow_command, outcomes, TestResult};

/// Copies the workspace: everything but `.git`, the store and build outputs; `node_modules` is
/// linked, not copied.
pub fn isolated_copy(root: &Path) -> std::io::Result<tempfile::TempDir> {
    let dir = tempfile::Builder::new()
        .prefix("bugbash-mutants-")
        .tempdir()?;
    for e in walkdir::WalkDir::new(root).into_iter().filter_entry(|e| {
        let n = e.file_name().to_string_lossy();
        e.depth() == 0 || !crate::lang::is_uncopied_dir(&n)
    }) {
        let e = e?;
        let rel = e.path().strip_prefix(root).map_err(std::io::Error::other)?;
        let dest = dir.path().join(rel);
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dest)?;
        } else if e.file_type().is_file() {
            std::fs::copy(e.path(), &dest)?;
        }
    }
    if root.join("node_modules").exists() {
        let _ =
            std::os::unix::fs::symlink(root.join("node_modules"), dir.path().join("node_modules"));
    }
    Ok(dir)
}

/// What one mutant (or pair) did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Per baseline test: did its outcome (pass or fail) change? `killed` also counts a failing
    /// test that still fails, but differently (another error or message), as Metallaxis does.
    /// `complete` is false when only the failing tests ran (none of them passed, so the passing
    /// ones were not run).
    Ran {
        changed: Vec<bool>,
        killed: Vec<bool>,
        complete: bool,
    },
    /// A compiled language refused the mutant (no test ran).
    NoCompile,
    /// Timed out once; retried at the end of the search if time allows.
    TimedOut,
    /// Timed out twice: abandoned.
    Hung,
    /// The mutant does not apply to the file (should not happen).
    Invalid,
}

/// A set of edits run together: one mutant, or two for a pair.
#[derive(Debug, Clone)]
pub struct Job {
    pub edits: Vec<(String, Mutant)>,
}

/// The copies, the commands and the baseline.
pub struct Lab<'r> {
    runner: &'r dyn ProcessRunner,
    copies: Vec<tempfile::TempDir>,
    _target: Option<tempfile::TempDir>,
    env: Vec<(String, String)>,
    pub full: String,
    pub narrowed: Option<String>,
    /// Baseline tests, sorted by name; `failing[k]` says whether `tests[k]` failed.
    pub tests: Vec<String>,
    pub failing: Vec<bool>,
    /// How each failing test failed in the baseline (empty when unknown or not reproducible).
    signatures: Vec<String>,
    pub baseline: Duration,
    pub timeout: Duration,
    pub compiled: bool,
    cancel: Option<CancelToken>,
    originals: BTreeMap<String, String>,
}

/// Why the lab could not be set up.
#[derive(Debug, Clone)]
pub struct LabError(pub String);

impl<'r> Lab<'r> {
    /// Copies `root` (one copy per worker), runs the baseline in the first copy, and checks
    /// whether the command can be narrowed to the failing tests.
    pub fn new(
        runner: &'r dyn ProcessRunner,
        root: &Path,
        command: &str,
        workers: usize,
        cancel: Option<CancelToken>,
        max_baseline: Duration,
    ) -> Result<Lab<'r>, LabError> {
        let derived = crate::lang::per_test_command(command, root).map_err(LabError)?;
        let full = derived.command;
        let compiled = derived.runner.is_some_and(|r| r.is_compiled())
            || full.split_whitespace().next() == Some("cargo");
        let n = if compiled { 1 } else { workers.max(1) };
        let mut copies = Vec::new();
        for _ in 0..n {
            copies.push(
                isolated_copy(root)
                    .map_err(|e| LabError(format!("cannot copy the workspace: {e}")))?,
            );
        }
        let mut env = vec![
            ("PYTHONDONTWRITEBYTECODE".to_string(), "1".to_string()),
            ("NO_COLOR".to_string(), "1".to_string()),
            ("CARGO_TERM_COLOR".to_string(), "never".to_string()),
            ("RUST_BACKTRACE".to_string(), "0".to_string()),
        ];
        env.extend(derived.env);
        let target = if compiled {
            let t = tempfile::Builder::new()
                .prefix("bugbash-mutants-target-")
                .tempdir()
                .map_err(|e| LabError(format!("cannot create a build directory: {e}")))?;
            env.push(("CARGO_TARGET_DIR".into(), t.path().display().to_string()));
            // Smaller, faster builds for mutants: no debug info, and no incremental cache of
            // mutants that are never built again.
            env.push(("CARGO_PROFILE_DEV_DEBUG".into(), "0".into()));
            env.push(("CARGO_PROFILE_TEST_DEBUG".into(), "0".into()));
            Some(t)
        } else {
            None
        };
        let mut lab = Lab {
            runner,
            copies,
            _target: target,
            env,
            full,
            narrowed: None,
            tests: Vec::new(),
            failing: Vec::new(),
            signatures: Vec::new(),
            baseline: Duration::ZERO,
            timeout: max_baseline,
            compiled,
            cancel,
            originals: BTreeMap::new(),
        };
        let started = Instant::now();
        let out = lab
            .run_in(0, &lab.full.clone(), max_baseline)
            .map_err(|e| LabError(format!("cannot run `{}`: {e}", lab.full)))?;
        lab.baseline = started.elapsed();
        if out.timed_out {
            return Err(LabError(format!(
                "the baseline run of `{}` timed out after {} s",
                lab.full,
                max_baseline.as_secs()
            )));
        }
        let base = outcomes(&out, lab.copies[0].path());
        if base.is_empty() {
            return Err(LabError(format!(
                "the output of `{}` names no individual test, so per-test outcomes are unknown: {}",
                lab.full,
                crate::lang::no_outcomes_hint(command, root)
            )));
        }
        lab.tests = base.keys().cloned().collect();
        lab.failing = base.values().map(|r| !r.passed).collect();
        lab.signatures = base.values().map(|r| r.signature.clone()).collect();
        if !lab.failing.iter().any(|&f| f) {
            return Err(LabError(format!(
                "every test passed in the baseline run of `{}` in an isolated copy",
                lab.full
            )));
        }
        lab.timeout = lab.baseline * 2 + Duration::from_secs(1);
        let failing_names: Vec<String> = lab.failing_names();
        if let Some(narrowed) = narrow_command(&lab.full, &failing_names) {
            let t = Instant::now();
            let run = lab.run_in(0, &narrowed, lab.timeout);
            // Worth a second process only when it skips real work: at most half the time.
            let faster = t.elapsed() * 2 <= lab.baseline;
            if let Ok(o) = run {
                let got = outcomes(&o, lab.copies[0].path());
                if failing_names
                    .iter()
                    .all(|n| got.get(n).is_some_and(|r| !r.passed))
                {
                    // A failure message that differs between two runs of the same code says
                    // nothing about a mutant.
                    for (k, t) in lab.tests.clone().iter().enumerate() {
                        if got.get(t).is_some_and(|r| r.signature != lab.signatures[k]) {
                            lab.signatures[k].clear();
                        }
                    }
                    if faster {
                        lab.narrowed = Some(narrowed);
                    }
                }
            }
        }
        Ok(lab)
    }

    /// The copy of worker `i`.
    pub fn dir(&self, i: usize) -> &Path {
        self.copies[i].path()
    }

    pub fn workers(&self) -> usize {
        self.copies.len()
    }

    pub fn failing_names(&self) -> Vec<String> {
        self.tests
            .iter()
            .zip(&self.failing)
            .filter(|(_, &f)| f)
            .map(|(t, _)| t.clone())
            .collect()
    }

    /// The original text of `file` (workspace-relative), read once from the first copy.
    pub fn remember(&mut self, file: &str) -> Option<&str> {
        if !self.originals.contains_key(file) {
            let text = std::fs::read_to_string(self.copies[0].path().join(file)).ok()?;
            self.originals.insert(file.to_string(), text);
        }
        self.originals.get(file).map(String::as_str)
    }

    fn run_in(
        &self,
        worker: usize,
        command: &str,
        timeout: Duration,
    ) -> std::io::Result<RunOutput> {
        let mut spec = CommandSpec::new(command, self.copies[worker].path(), timeout);
        spec.env = self.env.clone();
        spec.max_output_bytes = 256 * 1024;
        spec.cancel = self.cancel.clone();
        self.runner.run(&spec)
    }

    /// Runs `command` against the current files of `worker`'s copy. `None` when it timed out
    /// (or was cancelled).
    fn run_outcomes(
        &self,
        worker: usize,
        command: &str,
    ) -> Option<(BTreeMap<String, TestResult>, RunOutput)> {
        let out = self.run_in(worker, command, self.timeout).ok()?;
        if out.cancelled || out.timed_out {
            return None;
        }
        Some((outcomes(&out, self.copies[worker].path()), out))
    }

    /// Per baseline test, whether its outcome differs in `got` (a test that did not report
    /// counts as failed), and whether it was killed (outcome or failure differs).
    fn changed(
        &self,
        got: &BTreeMap<String, TestResult>,
        only_failing: bool,
    ) -> (Vec<bool>, Vec<bool>) {
        let mut changed = Vec::with_capacity(self.tests.len());
        let mut killed = Vec::with_capacity(self.tests.len());
        for (k, t) in self.tests.iter().enumerate() {
            let failing = self.failing[k];
            if only_failing && !failing {
                changed.push(false);
                killed.push(false);
                continue;
            }
            let now = got.get(t);
            let passed_now = now.is_some_and(|r| r.passed);
            let c = passed_now == failing;
            let differently = failing
                && !passed_now
                && !self.signatures[k].is_empty()
                && now.map_or(true, |r| r.signature != self.signatures[k]);
            changed.push(c);
            killed.push(c || differently);
        }
        (changed, killed)
    }

    /// Applies `job` in `worker`'s copy, runs the tests (failing ones first when the command
    /// can be narrowed), restores the files.
    pub fn run_job(&self, worker: usize, job: &Job) -> Outcome {
        let mut by_file: BTreeMap<&str, Vec<Mutant>> = BTreeMap::new();
        for (file, m) in &job.edits {
            by_file.entry(file.as_str()).or_default().push(m.clone());
        }
        let copy = self.copies[worker].path();
        let mut written: Vec<(PathBuf, &str)> = Vec::new();
        let restore = |written: &[(PathBuf, &str)]| {
            for (p, original) in written {
                let _ = std::fs::write(p, original);
            }
        };
        for (file, mutants) in &by_file {
            let Some(original) = self.originals.get(*file) else {
                restore(&written);
                return Outcome::Invalid;
            };
            let Some(text) = apply_many(original, mutants) else {
                restore(&written);
                return Outcome::Invalid;
            };
            let path = copy.join(file);
            if std::fs::write(&path, text).is_err() {
                restore(&written);
                return Outcome::Invalid;
            }
            written.push((path, original.as_str()));
        }
        let outcome = self.run_written(worker);
        restore(&written);
        outcome
    }

    fn run_written(&self, worker: usize) -> Outcome {
        let no_tests = |got: &BTreeMap<String, TestResult>, out: &RunOutput| {
            got.is_empty() && !out.succeeded() && self.compiled
        };
        if let Some(narrowed) = &self.narrowed {
            let Some((got, out)) = self.run_outcomes(worker, narrowed) else {
                return Outcome::TimedOut;
            };
            if no_tests(&got, &out) {
                return Outcome::NoCompile;
            }
            let (changed, killed) = self.changed(&got, true);
            if !killed.iter().any(|&c| c) {
                return Outcome::Ran {
                    changed,
                    killed,
                    complete: false,
                };
            }
        }
        let Some((got, out)) = self.run_outcomes(worker, &self.full) else {
            return Outcome::TimedOut;
        };
        if no_tests(&got, &out) {
            return Outcome::NoCompile;
        }
        let (changed, killed) = self.changed(&got, false);
        Outcome::Ran {
            changed,
            killed,
            complete: true,
        }
    }
}
