//! Hangs are failures too: a watchdog in the runtimes that can say where they are.
//!
//! A run started with [`Watchdog::env`] carries, without any change to the user's files:
//! - **Python**: a `sitecustomize.py` on `PYTHONPATH` (it chains to the project's own) that
//!   arms `faulthandler.dump_traceback_later`: at the deadline every thread's stack goes to
//!   stderr and the process exits; and `PYTEST_TIMEOUT`, which pytest-timeout (when installed)
//!   turns into a per-test `Failed: Timeout`, the run going on with the other tests.
//! - **Node**: `--require hang.cjs` in `NODE_OPTIONS`: the process opens its inspector on a
//!   loopback port, and a worker thread connects to it at the deadline, pauses the main thread
//!   (the inspector interrupts even an endless synchronous loop), prints the stack as V8 frames
//!   after a `bugbash-watchdog: timed out` line, and kills the process. `inspector.url()` keeps
//!   answering `undefined` to the user's code, so no runner takes the run for a debugging
//!   session (AVA would enter its debug mode, and under CI refuse to run).
//! - **Rust**: libtest itself names a test running for over 60 seconds; the hard limit of the
//!   run (the process group is killed) ends it.
//!
//! The parsers turn each of these into a failure of kind [`crate::parse::FailureKind::TimedOut`]
//! whose frames are where the code was at the deadline.

use std::path::Path;
use std::time::Duration;

const SITECUSTOMIZE: &str = include_str!("watchdog/sitecustomize.py");
const HANG: &str = include_str!("watchdog/hang.cjs");
const HANG_WORKER: &str = include_str!("watchdog/hang-worker.cjs");

/// The first line of the Node watchdog's report.
pub const NODE_MARKER: &str = "bugbash-watchdog: timed out";

/// A folder holding the watchdog's scripts, removed when dropped.
pub struct Watchdog {
    dir: tempfile::TempDir,
}

impl Watchdog {
    pub fn new() -> std::io::Result<Watchdog> {
        let dir = tempfile::Builder::new()
            .prefix("bugbash-watchdog-")
            .tempdir()?;
        std::fs::write(dir.path().join("sitecustomize.py"), SITECUSTOMIZE)?;
        std::fs::write(dir.path().join("hang.cjs"), HANG)?;
        std::fs::write(dir.path().join("hang-worker.cjs"), HANG_WORKER)?;
        Ok(Watchdog { dir })
    }

    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The environment of a run whose hard limit is `limit`: the stack dump comes at
    /// [`deadline`]`(limit)`, and pytest-timeout's per-test limit (when installed) at `per_test`
    /// (by default half the deadline). A `PYTEST_TIMEOUT` or `NODE_OPTIONS` of the user's own is
    /// kept.
    pub fn env(&self, limit: Duration, per_test: Option<Duration>) -> Vec<(String, String)> {
        let deadline = deadline(limit);
        let per_test = per_test.unwrap_or(deadline / 2).max(Duration::from_secs(1));
        let dir = self.dir.path().display().to_string();
        let mut env = Vec::new();
        let python_path = match std::env::var("PYTHONPATH") {
            Ok(p) if !p.is_empty() => format!("{dir}:{p}"),
            _ => dir.clone(),
        };
        env.push(("PYTHONPATH".to_string(), python_path));
        env.push((
            "BUGBASH_HANG_SECONDS".to_string(),
            format!("{:.1}", deadline.as_secs_f64()),
        ));
        if std::env::var_os("PYTEST_TIMEOUT").is_none() {
            env.push((
                "PYTEST_TIMEOUT".to_string(),
                format!("{:.1}", per_test.as_secs_f64()),
            ));
        }
        let require = format!(
            "--require \"{}\"",
            self.dir.path().join("hang.cjs").display()
        );
        let node_options = match std::env::var("NODE_OPTIONS") {
            Ok(o) if !o.is_empty() => format!("{o} {require}"),
            _ => require,
        };
        env.push(("NODE_OPTIONS".to_string(), node_options));
        env.push((
            "BUGBASH_HANG_MS".to_string(),
            deadline.as_millis().to_string(),
        ));
        env
    }
}

/// When the watchdog dumps the stack in a run limited to `limit`: late enough that a slow test
/// is not taken for a hang, early enough that the dump is written before the run is killed.
pub fn deadline(limit: Duration) -> Duration {
    // A runner needs a moment after the dump to report (node:test's parent process, pytest's
    // summary): at least 5 s, or a tenth of a long limit.
    let d = limit
        .mul_f64(0.9)
        .min(limit.saturating_sub(Duration::from_secs(5)));
    d.max(limit / 2).max(Duration::from_millis(500))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_leave_time_to_dump() {
        assert_eq!(deadline(Duration::from_secs(300)), Duration::from_secs(270));
        assert_eq!(deadline(Duration::from_secs(30)), Duration::from_secs(25));
        assert_eq!(deadline(Duration::from_secs(20)), Duration::from_secs(15));
        assert_eq!(deadline(Duration::from_secs(4)), Duration::from_secs(2));
        let w = Watchdog::new().unwrap();
        let env = w.env(Duration::from_secs(20), None);
        let get = |k: &str| env.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        assert!(get("PYTHONPATH")
            .unwrap()
            .starts_with(&w.dir().display().to_string()));
        assert_eq!(get("BUGBASH_HANG_SECONDS").as_deref(), Some("15.0"));
        assert!(get("NODE_OPTIONS").unwrap().contains("hang.cjs"));
        assert!(w.dir().join("sitecustomize.py").exists());
    }

    /// The inspector the watchdog opens is its own: the user's code and runner are told nobody
    /// debugs them (AVA took it for `ava debug` and, under CI, refused to run any test).
    #[test]
    fn node_code_does_not_see_the_watchdogs_inspector() {
        if std::process::Command::new("node")
            .arg("--version")
            .output()
            .is_err()
        {
            eprintln!("SKIPPED: node is not installed");
            return;
        }
        let w = Watchdog::new().unwrap();
        let script = "const i = require('node:inspector'); \
            import('node:inspector').then((m) => console.log(i.url(), m.url(), m.default.url()));";
        let out = std::process::Command::new("node")
            .args(["-e", script])
            .env_remove("NODE_OPTIONS")
            .envs(w.env(Duration::from_secs(20), None))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("Debugger listening on ws://127.0.0.1:"),
            "the watchdog's inspector did not open: {stderr}"
        );
        assert_eq!(stdout.trim(), "undefined undefined undefined", "{stderr}");
    }
}
