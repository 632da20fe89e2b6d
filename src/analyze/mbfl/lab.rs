//! Where mutants run: isolated copies of the workspace (never the user's working tree), the test
//! command with the runner's per-test output, and per-test outcomes for every run.
//!
//! - Every worker has its own copy. Compiled languages (a `cargo` command) use at most two
//!   copies, each with its own `CARGO_TARGET_DIR` kept for the whole search and warmed from the
//!   workspace's own `target/debug` (`warm_target`): dependencies the user built are not built
//!   again, unchanged crates build once per copy, and a mutant that does not compile fails in the
//!   type checker, before code generation, so it costs little (it is recorded as not compiling
//!   and scores nothing). Two copies because a small crate builds on one core.
//! - The baseline run in a pristine copy gives the tests, their original outcomes and the
//!   baseline duration; each run's timeout is `2 x baseline + 1 s`. A mutant of one of the top
//!   lines that times out is retried once at the end of the search (if time remains); one that
//!   hangs twice is abandoned, and so is one off the top lines that hangs once.
//! - When the command can be narrowed to the failing tests (`unittest` test ids, `node --test`
//!   name patterns; checked on the baseline), a mutant first runs the failing tests only, and the
//!   whole command only if some failing test changed outcome. Otherwise every run is the whole
//!   command.
//! - Hangs (issue 18): when the reproduction failed by timing out, the baseline runs with the
//!   hang watchdog (`lang::watchdog`) at a limit of its own (`Lab::new`'s `hang_limit`), so the
//!   hanging test is named and the others report. Then the passing tests alone are timed (when
//!   the command can be narrowed to them) and every mutant runs, watchdog armed, with a timeout
//!   derived from that passing baseline (`2 x passing + 2 s`, at least 4 s), not from the hang.
//!   A mutant after which a hanging test ends (passing or failing) kills it; one after which it
//!   still hangs does not, whatever the deadline said.

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
        .prefix(&crate::fsx::copy_prefix(""))
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

/// What running the tests on edited files in an isolated copy gave (see [`try_edits`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TryOutcome {
    /// Tests that passed, by the runner's names, sorted.
    pub passed: Vec<String>,
    /// Tests that failed (or errored), sorted.
    pub failed: Vec<String>,
    /// The command succeeded and no test failed (nor timed out).
    pub all_passed: bool,
    /// The run was killed by `timeout`.
    pub timed_out: bool,
}

/// A workspace-relative path an edit may write: relative, no `..`, nothing under `.git`,
/// `.bugbash` or `node_modules` (linked, not copied, into the copy).
fn safe_rel_path(rel: &str) -> Result<PathBuf, String> {
    let p = Path::new(rel);
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::Normal(n) => out.push(n),
            std::path::Component::CurDir => {}
            _ => return Err(format!("`{rel}` is not a plain path inside the workspace")),
        }
    }
    let first = out
        .components()
        .next()
        .map(|c| c.as_os_str().to_string_lossy().to_string());
    match first.as_deref() {
        None => Err("an edit names no file".into()),
        Some(".git" | ".bugbash" | "node_modules") => {
            Err(format!("`{rel}` is not a file the tests may change"))
        }
        Some(_) => Ok(out),
    }
}

/// Runs `command` (with its runner's per-test flags) on an isolated copy of `root` in which each
/// `(relative path, new text)` of `edits` replaces (or creates) that file; the working tree is
/// never touched and the copy is deleted afterwards. Compiled projects build in a target directory
/// warmed from the workspace's own `target/` (see [`warm_target`]). `Err` when the copy cannot be
/// made, an edit's path leaves the workspace, or the command cannot be started.
pub fn try_edits(
    root: &Path,
    command: &str,
    edits: &[(String, String)],
    runner: &dyn ProcessRunner,
    timeout: Duration,
    cancel: Option<CancelToken>,
) -> Result<TryOutcome, String> {
    let copy = isolated_copy(root).map_err(|e| format!("cannot copy the workspace: {e}"))?;
    let base = copy
        .path()
        .canonicalize()
        .map_err(|e| format!("cannot resolve the copy: {e}"))?;
    for (rel, text) in edits {
        let path = base.join(safe_rel_path(rel)?);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("cannot write {rel}: {e}"))?;
            let real = parent
                .canonicalize()
                .map_err(|e| format!("cannot write {rel}: {e}"))?;
            if !real.starts_with(&base) {
                return Err(format!("`{rel}` resolves outside the workspace"));
            }
        }
        if path.is_symlink() {
            std::fs::remove_file(&path).map_err(|e| format!("cannot write {rel}: {e}"))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("cannot write {rel}: {e}"))?;
    }
    let derived = crate::lang::per_test_command(command, root)?;
    let full = derived.command;
    let mut env = base_env();
    env.extend(derived.env);
    let compiled = derived.runner.is_some_and(|r| r.is_compiled()) || is_cargo(&full);
    let _target = if compiled {
        let t = cargo_target(root)?;
        env.push(("CARGO_TARGET_DIR".into(), t.path().display().to_string()));
        Some(t)
    } else {
        None
    };
    let mut spec = CommandSpec::new(full.clone(), &base, timeout);
    spec.env = env;
    spec.max_output_bytes = 1 << 20;
    spec.cancel = cancel;
    let out = runner
        .run(&spec)
        .map_err(|e| format!("cannot run `{full}`: {e}"))?;
    if out.cancelled {
        return Err("cancelled".into());
    }
    let got = outcomes(&out, &base);
    let (passed, failed): (Vec<_>, Vec<_>) = got.into_iter().partition(|(_, r)| r.passed);
    let passed: Vec<String> = passed.into_iter().map(|(n, _)| n).collect();
    let failed: Vec<String> = failed.into_iter().map(|(n, _)| n).collect();
    Ok(TryOutcome {
        all_passed: out.succeeded() && !out.timed_out && failed.is_empty(),
        timed_out: out.timed_out,
        passed,
        failed,
    })
}

/// The environment of every run in a copy: no bytecode files, no colours, short panics.
fn base_env() -> Vec<(String, String)> {
    vec![
        ("PYTHONDONTWRITEBYTECODE".to_string(), "1".to_string()),
        ("NO_COLOR".to_string(), "1".to_string()),
        ("CARGO_TERM_COLOR".to_string(), "never".to_string()),
        ("RUST_BACKTRACE".to_string(), "0".to_string()),
    ]
}

fn is_cargo(command: &str) -> bool {
    command.split_whitespace().next() == Some("cargo")
}

/// At most this many bytes of the workspace's build outputs are copied to warm a target dir.
const MAX_WARM_BYTES: u64 = 2 << 30;

/// A fresh build directory for a copy of `root`, warmed with the workspace's own build outputs
/// (`target/debug` without its incremental caches, when there is one and it is not larger than
/// 2 GiB): dependencies the user already built are not built again (their fingerprints do not
/// depend on where the workspace is; the workspace's own crates rebuild, from the copy's path).
/// Files are copied, never linked, so nothing a build in the copy does reaches the user's
/// `target/`.
pub fn cargo_target(root: &Path) -> Result<tempfile::TempDir, String> {
    let t = tempfile::Builder::new()
        .prefix(&crate::fsx::copy_prefix("target"))
        .tempdir()
        .map_err(|e| format!("cannot create a build directory: {e}"))?;
    warm_target(&root.join("target"), t.path());
    Ok(t)
}

/// Copies `from/debug` (minus `incremental/`) into `to/debug`, when it is small enough. Best
/// effort: a partial copy only costs rebuilds.
pub fn warm_target(from: &Path, to: &Path) -> bool {
    let src = from.join("debug");
    if !src.is_dir() {
        return false;
    }
    let skip = |e: &walkdir::DirEntry| {
        e.depth() == 1 && e.file_name() == "incremental" || e.path_is_symlink()
    };
    let mut size = 0u64;
    for e in walkdir::WalkDir::new(&src)
        .into_iter()
        .filter_entry(|e| !skip(e))
        .flatten()
    {
        if e.file_type().is_file() {
            size += e.metadata().map_or(0, |m| m.len());
            if size > MAX_WARM_BYTES {
                return false;
            }
        }
    }
    for e in walkdir::WalkDir::new(&src)
        .into_iter()
        .filter_entry(|e| !skip(e))
        .flatten()
    {
        let Ok(rel) = e.path().strip_prefix(from) else {
            continue;
        };
        let dest = to.join(rel);
        if e.file_type().is_dir() {
            let _ = std::fs::create_dir_all(&dest);
        } else if e.file_type().is_file() {
            let _ = std::fs::copy(e.path(), &dest);
        }
    }
    true
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
    /// Every test it ran failed the same way, at load or before reaching the code (a deleted
    /// `module.exports`, an import, a whole definition): it tests the harness, not the line, and
    /// is no evidence (issue 18). The text says how they failed.
    Degenerate(String),
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
    /// Cargo: one build directory per copy.
    _targets: Vec<tempfile::TempDir>,
    /// Per copy: the environment of its runs.
    envs: Vec<Vec<(String, String)>>,
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
    /// Per baseline test: did it fail by timing out (a hang)?
    hung: Vec<bool>,
    /// The duration of the passing tests alone, when the baseline hung and they could be run
    /// alone: what the mutants' timeout is derived from.
    pub passing_baseline: Option<Duration>,
    /// Kept while the lab lives: the scripts the watchdog's environment points to.
    _watchdog: Option<crate::lang::watchdog::Watchdog>,
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
        hang_limit: Option<Duration>,
    ) -> Result<Lab<'r>, LabError> {
        let derived = crate::lang::per_test_command(command, root).map_err(LabError)?;
        let full = derived.command;
        let compiled = derived.runner.is_some_and(|r| r.is_compiled()) || is_cargo(&full);
        // Cargo: at most two copies, each with its own build directory (two cargo processes on
        // one directory would wait for each other's lock); a small crate builds on one core, so
        // two copies use both.
        let n = if compiled {
            workers.clamp(1, 2)
        } else {
            workers.max(1)
        };
        let mut copies = Vec::new();
        for _ in 0..n {
            copies.push(
                isolated_copy(root)
                    .map_err(|e| LabError(format!("cannot copy the workspace: {e}")))?,
            );
        }
        let mut targets = Vec::new();
        let mut envs = Vec::new();
        for _ in 0..n {
            let mut env = base_env();
            env.extend(derived.env.iter().cloned());
            if compiled {
                let t = cargo_target(root).map_err(LabError)?;
                env.push(("CARGO_TARGET_DIR".into(), t.path().display().to_string()));
                if !t.path().join("debug").is_dir() {
                    // Nothing to reuse: smaller, faster builds for mutants (no debug info). With
                    // a warmed directory the profile stays the user's, or every dependency
                    // would rebuild.
                    env.push(("CARGO_PROFILE_DEV_DEBUG".into(), "0".into()));
                    env.push(("CARGO_PROFILE_TEST_DEBUG".into(), "0".into()));
                }
                targets.push(t);
            }
            envs.push(env);
        }
        let mut lab = Lab {
            runner,
            copies,
            _targets: targets,
            envs,
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
            hung: Vec::new(),
            passing_baseline: None,
            _watchdog: None,
        };
        // A hang: the baseline ends at the watchdog's deadline, the hanging test named.
        let max_baseline = match hang_limit {
            Some(limit) => match crate::lang::watchdog::Watchdog::new() {
                Ok(w) => {
                    let limit = limit.min(max_baseline);
                    lab.arm(&w, limit);
                    lab._watchdog = Some(w);
                    limit
                }
                Err(_) => max_baseline,
            },
            None => max_baseline,
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
                "the output of `{}` names no individual test, so per-test outcomes are unknown: {} (exit code {}; the output ends: {})",
                lab.full,
                crate::lang::no_outcomes_hint(command, root),
                out.exit_code.map_or("none".to_string(), |c| c.to_string()),
                out.tail(3, " / ")
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
        lab.hung = lab
            .failing
            .iter()
            .zip(&lab.signatures)
            .map(|(&f, sig)| f && is_hang(sig))
            .collect();
        lab.timeout = lab.baseline * 2 + Duration::from_secs(1);
        if lab.hung.iter().any(|&h| h) {
            lab.time_passing_tests(max_baseline);
        }
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

    /// Leaves out of the search the tests that failed before and are not the investigation's
    /// targets (`ReproductionResult::other_failing_tests`): their outcomes are neither evidence
    /// nor needed for a fix (verification reports them as pre-existing). Names match loosely
    /// (`mod.Class.test_x` and `test_x`, `tests::t` and `t`). Never leaves no failing test.
    /// Returns the tests left out.
    pub fn set_aside(&mut self, others: &[String]) -> Vec<String> {
        // The reproduction's runner and the lab's per-test command may name a test in two
        // forms: the one comparison of test names (`reproduce::targets`), either way round, and
        // Mocha's title under its suites (`cart t`) against the listed `t`, as verification does.
        use crate::parse::names::nested_in_title;
        use crate::reproduce::targets::is_target;
        let same = |a: &str, b: &str| {
            is_target(a, b) || is_target(b, a) || nested_in_title(a, b) || nested_in_title(b, a)
        };
        let out: Vec<bool> = self
            .tests
            .iter()
            .zip(&self.failing)
            .map(|(t, &f)| f && others.iter().any(|o| same(t, o)))
            .collect();
        let failing_left = self.failing.iter().zip(&out).any(|(&f, &o)| f && !o);
        if !failing_left || !out.iter().any(|&o| o) {
            return Vec::new();
        }
        fn keep<T>(v: &mut Vec<T>, out: &[bool]) {
            let mut k = out.iter();
            v.retain(|_| !*k.next().expect("same length"));
        }
        let removed: Vec<String> = self
            .tests
            .iter()
            .zip(&out)
            .filter(|(_, &o)| o)
            .map(|(t, _)| t.clone())
            .collect();
        keep(&mut self.tests, &out);
        keep(&mut self.failing, &out);
        keep(&mut self.signatures, &out);
        if self.hung.len() == out.len() {
            keep(&mut self.hung, &out);
        }
        removed
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

    /// Reads the original texts of `files` (workspace-relative) from the first copy, once.
    pub fn load<'f>(&mut self, files: impl IntoIterator<Item = &'f String>) {
        for file in files {
            if !self.originals.contains_key(file) {
                if let Ok(text) = std::fs::read_to_string(self.copies[0].path().join(file)) {
                    self.originals.insert(file.clone(), text);
                }
            }
        }
    }

    /// The original text of a file `load` read.
    pub fn remember(&self, file: &str) -> Option<&str> {
        self.originals.get(file).map(String::as_str)
    }

    fn run_in(
        &self,
        worker: usize,
        command: &str,
        timeout: Duration,
    ) -> std::io::Result<RunOutput> {
        let mut spec = CommandSpec::new(command, self.copies[worker].path(), timeout);
        spec.env = self.envs[worker].clone();
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
        let mut got = outcomes(&out, self.copies[worker].path());
        self.whole_files(&mut got, &out, worker);
        Some((got, out))
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
            // A hanging test: ending the hang kills it, hanging again (whatever the deadline
            // said) does not.
            let differently = if self.hung.get(k).copied().unwrap_or(false) {
                !passed_now && now.is_some_and(|r| !is_hang(&r.signature))
            } else {
                failing
                    && !passed_now
                    && !self.signatures[k].is_empty()
                    && now.map_or(true, |r| r.signature != self.signatures[k])
            };
            changed.push(c);
            killed.push(c || differently);
        }
        (changed, killed)
    }

    /// Applies `job` in `worker`'s copy, runs the tests (failing ones first when the command
    /// can be narrowed), restores the files. After `deadline` only a run already started is
    /// finished: the whole command does not follow the narrowed one (the outcome is then
    /// incomplete), so a job ends at most one run's timeout after the deadline.
    pub fn run_job(&self, worker: usize, job: &Job, deadline: Instant) -> Outcome {
        self.with_job(worker, job, |_| self.run_written(worker, deadline))
            .unwrap_or(Outcome::Invalid)
    }

    /// Runs `f` on `worker`'s copy with `job` applied, then restores the files; `None` when the
    /// job does not apply.
    pub fn with_job<T>(&self, worker: usize, job: &Job, f: impl FnOnce(&Path) -> T) -> Option<T> {
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
            let applied = self
                .originals
                .get(*file)
                .and_then(|original| Some((original, apply_many(original, mutants)?)));
            let Some((original, text)) = applied else {
                restore(&written);
                return None;
            };
            let path = copy.join(file);
            if std::fs::write(&path, text).is_err() {
                restore(&written);
                return None;
            }
            written.push((path, original.as_str()));
        }
        let out = f(copy);
        restore(&written);
        Some(out)
    }

    /// The runner the lab runs with.
    pub fn runner(&self) -> &'r dyn ProcessRunner {
        self.runner
    }

    /// The environment of the first copy's runs.
    pub fn env(&self) -> &[(String, String)] {
        &self.envs[0]
    }

    /// Baseline failing tests whose failure was a timeout (a hang).
    pub fn hung_tests(&self) -> Vec<String> {
        self.tests
            .iter()
            .zip(&self.failing)
            .zip(&self.signatures)
            .filter(|((_, &f), sig)| f && is_hang(sig))
            .map(|((t, _), _)| t.clone())
            .collect()
    }

    fn run_written(&self, worker: usize, deadline: Instant) -> Outcome {
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
            if let Some(how) = self.degenerate(&got, true) {
                return Outcome::Degenerate(how);
            }
            let (changed, killed) = self.changed(&got, true);
            if !killed.iter().any(|&c| c) || Instant::now() >= deadline {
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
        if let Some(how) = self.degenerate(&got, false) {
            return Outcome::Degenerate(how);
        }
        let (changed, killed) = self.changed(&got, false);
        Outcome::Ran {
            changed,
            killed,
            complete: true,
        }
    }

    /// A baseline test that is a whole test file (node:test names a file whose process the hang
    /// watchdog killed): when a run names that file's tests instead, the file passed when the
    /// run succeeded, and otherwise failed as its first failing test did.
    fn whole_files(&self, got: &mut BTreeMap<String, TestResult>, out: &RunOutput, worker: usize) {
        for t in &self.tests {
            if got.contains_key(t) || !self.copies[worker].path().join(t).is_file() {
                continue;
            }
            let failed = got.values().find(|r| !r.passed);
            let result = match failed {
                None if out.succeeded() => TestResult {
                    passed: true,
                    signature: String::new(),
                },
                None if got.is_empty() => continue,
                None => TestResult {
                    passed: false,
                    signature: "the test file failed".to_string(),
                },
                Some(r) => r.clone(),
            };
            got.insert(t.clone(), result);
        }
    }

    /// Arms the hang watchdog in every copy's environment for runs limited to `limit`.
    fn arm(&mut self, w: &crate::lang::watchdog::Watchdog, limit: Duration) {
        for env in &mut self.envs {
            env.retain(|(k, _)| {
                !matches!(
                    k.as_str(),
                    "PYTHONPATH"
                        | "BUGBASH_HANG_SECONDS"
                        | "PYTEST_TIMEOUT"
                        | "NODE_OPTIONS"
                        | "BUGBASH_HANG_MS"
                )
            });
            env.extend(w.env(limit, None));
        }
    }

    /// After a baseline that hung: times the passing tests alone (when the command can be
    /// narrowed to them) and derives the mutants' timeout from it, the watchdog armed for it.
    /// Without a passing run to time, the timeout stays the hang's limit.
    fn time_passing_tests(&mut self, limit: Duration) {
        let passing: Vec<String> = self
            .tests
            .iter()
            .zip(&self.failing)
            .filter(|(_, &f)| !f)
            .map(|(t, _)| t.clone())
            .collect();
        self.timeout = limit;
        let measured = if passing.is_empty() {
            None
        } else {
            narrow_command(&self.full, &passing).and_then(|cmd| {
                let t = Instant::now();
                let out = self.run_in(0, &cmd, limit).ok()?;
                let took = t.elapsed();
                let got = outcomes(&out, self.copies[0].path());
                (!out.timed_out && passing.iter().all(|n| got.get(n).is_some_and(|r| r.passed)))
                    .then_some(took)
            })
        };
        let per_run = match measured {
            Some(p) => (p * 2 + Duration::from_secs(2)).max(Duration::from_secs(4)),
            // Nothing passes, or the passing tests cannot run alone: one passing run costs at
            // most what the baseline without its hang did; without it, the hang's limit.
            None if passing.is_empty() => Duration::from_secs(4),
            None => limit,
        };
        self.passing_baseline = measured;
        self.timeout = per_run.min(limit);
        if let Some(w) = self._watchdog.take() {
            let t = self.timeout;
            self.arm(&w, t);
            self._watchdog = Some(w);
        }
    }

    /// Whether a mutant's run is degenerate: none of the baseline tests it ran passed, none
    /// failed as in the baseline, and either none of them was reported at all (the test file did
    /// not load), or each failed with a load error (`ImportError`, `ReferenceError`,
    /// `x is not a function`, ...), or, in a run of every test, they all failed the same way,
    /// passing tests included (at least three tests). Says how they failed.
    fn degenerate(&self, got: &BTreeMap<String, TestResult>, only_failing: bool) -> Option<String> {
        degenerate_run(
            &self.tests,
            &self.failing,
            &self.signatures,
            got,
            only_failing,
        )
    }
}

/// Whether a failure's signature says it timed out (a hang).
fn is_hang(signature: &str) -> bool {
    let s = signature.to_lowercase();
    s.contains("timed out") || s.contains("timeout")
}

/// See `Lab::degenerate`.
fn degenerate_run(
    tests: &[String],
    failing: &[bool],
    baseline: &[String],
    got: &BTreeMap<String, TestResult>,
    only_failing: bool,
) -> Option<String> {
    let ran: Vec<&String> = tests
        .iter()
        .zip(failing)
        .filter(|(_, &f)| f || !only_failing)
        .map(|(t, _)| t)
        .collect();
    if ran.is_empty() || ran.iter().any(|t| got.get(*t).is_some_and(|r| r.passed)) {
        return None;
    }
    let reported: Vec<&TestResult> = ran.iter().filter_map(|t| got.get(*t)).collect();
    if reported.is_empty() {
        return Some("no test reported a result (the tests did not load)".to_string());
    }
    let first = &reported[0].signature;
    // The same error as the baseline's is how the bug shows, not a broken harness.
    if reported
        .iter()
        .any(|r| r.signature.is_empty() || baseline.contains(&r.signature))
    {
        return None;
    }
    // Load errors, each test's its own (`Cart is not a constructor`, `total is not a function`).
    if reported.iter().all(|r| is_load_error(&r.signature)) {
        return Some(format!(
            "every test failed at load or at the first call: {}",
            crate::analyze::truncate_chars(first.trim(), 160)
        ));
    }
    let same = reported.len() == ran.len() && reported.iter().all(|r| &r.signature == first);
    let with_passing = !only_failing && failing.iter().any(|&f| !f);
    (same && with_passing && ran.len() >= 3).then(|| {
        format!(
            "every test failed the same way: {}",
            crate::analyze::truncate_chars(first.trim(), 160)
        )
    })
}

/// An error that says the code did not load or a name it exports is gone, not what it computes.
pub(crate) fn is_load_error(signature: &str) -> bool {
    const LOAD: &[&str] = &[
        "ImportError",
        "ModuleNotFoundError",
        "cannot import name",
        "NameError",
        "SyntaxError",
        "IndentationError",
        "ReferenceError",
        "is not defined",
        "is not a function",
        "is not a constructor",
        "Cannot find module",
        "ERR_MODULE_NOT_FOUND",
        "does not provide an export named",
        "has no attribute",
    ];
    let module_attr = |s: &str| !s.contains("has no attribute") || s.contains("module '");
    LOAD.iter().any(|p| signature.contains(p)) && module_attr(signature)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 18 item 3, on real captures (`tests/fixtures/mutant-output/README.md`): a mutant
    /// that breaks the exports or the imports is degenerate; the baselines and a mutant that
    /// changes how the failing tests fail by computing are not.
    #[test]
    fn degenerate_mutants_from_real_runs() {
        let dir = tempfile::tempdir().unwrap();
        let read = |name: &str| {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/fixtures/mutant-output")
                .join(name);
            let text = std::fs::read_to_string(path).unwrap();
            let out = RunOutput {
                exit_code: Some(1),
                timed_out: false,
                cancelled: false,
                duration: Duration::from_secs(1),
                stdout: text.replace("/WORKSPACE", &dir.path().display().to_string()),
                stderr: String::new(),
                stdout_dropped: 0,
                stderr_dropped: 0,
            };
            outcomes(&out, dir.path())
        };
        for (base, mutant, expect) in [
            ("js-base.txt", "js-noexports.txt", "is not a constructor"),
            ("py-base.txt", "py-noimport.txt", "did not load"),
        ] {
            let base = read(base);
            let tests: Vec<String> = base.keys().cloned().collect();
            let failing: Vec<bool> = base.values().map(|r| !r.passed).collect();
            let sigs: Vec<String> = base
                .values()
                .map(|r| {
                    if r.passed {
                        String::new()
                    } else {
                        r.signature.clone()
                    }
                })
                .collect();
            assert_eq!(failing.iter().filter(|&&f| f).count(), 2, "{base:#?}");
            let got = read(mutant);
            for only_failing in [true, false] {
                let why = degenerate_run(&tests, &failing, &sigs, &got, only_failing);
                assert!(
                    why.as_deref().is_some_and(|w| w.contains(expect)),
                    "{why:?} {got:#?}"
                );
                assert_eq!(
                    degenerate_run(&tests, &failing, &sigs, &base, only_failing),
                    None
                );
            }
            // A mutant after which the failing tests fail with other assertion values.
            let mut other = base.clone();
            for r in other.values_mut().filter(|r| !r.passed) {
                r.signature.push_str(" (another value)");
            }
            assert_eq!(degenerate_run(&tests, &failing, &sigs, &other, false), None);
        }
        assert!(is_load_error("TypeError: total is not a function [ / ]"));
        assert!(is_load_error(
            "AttributeError: module 'shop' has no attribute 'x' [ / ]"
        ));
        assert!(!is_load_error(
            "AttributeError: 'Cart' object has no attribute 'x' [ / ]"
        ));
        assert!(!is_load_error("AssertionError: 9 !== 0 [9 / 0]"));
    }

    #[test]
    fn try_edits_runs_the_tests_on_a_copy() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests")).unwrap();
        std::fs::write(
            dir.path().join("calc.py"),
            "def add(a, b):\n    return a - b\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("tests/__init__.py"), "").unwrap();
        std::fs::write(
            dir.path().join("tests/test_calc.py"),
            "import unittest\nfrom calc import add\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n\n    def test_zero(self):\n        self.assertEqual(add(0, 0), 0)\n",
        )
        .unwrap();
        let cmd = "python3 -m unittest discover -s tests -t .";
        let run = |edits: &[(String, String)]| {
            try_edits(
                dir.path(),
                cmd,
                edits,
                &crate::process::SystemRunner,
                Duration::from_secs(60),
                None,
            )
        };
        let before = run(&[]).unwrap();
        assert!(!before.all_passed);
        assert_eq!(before.failed, ["tests.test_calc.T.test_add"]);
        assert_eq!(before.passed, ["tests.test_calc.T.test_zero"]);
        let fixed = run(&[(
            "calc.py".into(),
            "def add(a, b):\n    return a + b\n".into(),
        )])
        .unwrap();
        assert!(fixed.all_passed, "{fixed:?}");
        assert_eq!(fixed.passed.len(), 2);
        assert!(!fixed.timed_out);
        // The working tree is untouched.
        assert!(std::fs::read_to_string(dir.path().join("calc.py"))
            .unwrap()
            .contains("a - b"));
        // Paths outside the workspace are refused.
        for bad in ["../x.py", "/tmp/x.py", ".git/config", "node_modules/a.js"] {
            assert!(run(&[(bad.into(), String::new())]).is_err(), "{bad}");
        }
        // A hang is reported as timed out.
        let hang = try_edits(
            dir.path(),
            cmd,
            &[(
                "calc.py".into(),
                "def add(a, b):\n    while True:\n        pass\n".into(),
            )],
            &crate::process::SystemRunner,
            Duration::from_secs(2),
            None,
        )
        .unwrap();
        assert!(hang.timed_out && !hang.all_passed, "{hang:?}");
    }

    #[test]
    fn warming_copies_build_outputs_but_not_incremental_caches() {
        let from = tempfile::tempdir().unwrap();
        let to = tempfile::tempdir().unwrap();
        assert!(!warm_target(from.path(), to.path()));
        std::fs::create_dir_all(from.path().join("debug/deps")).unwrap();
        std::fs::create_dir_all(from.path().join("debug/incremental/x")).unwrap();
        std::fs::write(from.path().join("debug/deps/libdep.rlib"), "rlib").unwrap();
        std::fs::write(from.path().join("debug/incremental/x/a"), "cache").unwrap();
        assert!(warm_target(from.path(), to.path()));
        assert!(to.path().join("debug/deps/libdep.rlib").is_file());
        assert!(!to.path().join("debug/incremental").exists());
    }
}
