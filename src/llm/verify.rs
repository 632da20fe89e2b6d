//! Running a model's plan before it is shown: its edits are applied to an isolated copy of the
//! workspace and the test command runs there (never in the user's tree). A plan whose edits do not
//! make every test pass is not offered.
//!
//! This is the one place the model path calls shared contract 6
//! (`analyze::mbfl::lab::try_edits`); until that function lands, [`try_edits`] implements the
//! contract here with the lab's own pieces (`isolated_copy`, `per_test_command`, `outcomes`).

use crate::process::{CancelToken, CommandSpec, ProcessRunner};
use std::path::Path;
use std::time::Duration;

/// What the tests did with the edits applied (contract 6's `TryOutcome`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TryOutcome {
    pub passed: Vec<String>,
    pub failed: Vec<String>,
    pub all_passed: bool,
    pub timed_out: bool,
}

/// Applies `edits` (workspace-relative path, whole new text; an empty text for a deleted file is
/// written as empty) in an isolated copy of `root` and runs `command` there.
pub fn try_edits(
    root: &Path,
    command: &str,
    edits: &[(String, String)],
    runner: &dyn ProcessRunner,
    timeout: Duration,
    cancel: Option<CancelToken>,
) -> Result<TryOutcome, String> {
    use crate::analyze::mbfl::lab;
    let copy = lab::isolated_copy(root).map_err(|e| format!("cannot copy the workspace: {e}"))?;
    for (rel, text) in edits {
        if Path::new(rel).is_absolute() || rel.split('/').any(|c| c == "..") {
            return Err(format!("refused: {rel} is not inside the workspace"));
        }
        let dest = copy.path().join(rel);
        if let Some(parent) = dest.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("cannot write {rel}: {e}"))?;
        }
        std::fs::write(&dest, text).map_err(|e| format!("cannot write {rel}: {e}"))?;
    }
    let mut spec = CommandSpec::new(lab::per_test_command(command), copy.path(), timeout);
    spec.cancel = cancel;
    let out = runner
        .run(&spec)
        .map_err(|e| format!("cannot run the tests: {e}"))?;
    let results = lab::outcomes(&out, copy.path());
    let passed: Vec<String> = results
        .iter()
        .filter(|(_, r)| r.passed)
        .map(|(n, _)| n.clone())
        .collect();
    let failed: Vec<String> = results
        .iter()
        .filter(|(_, r)| !r.passed)
        .map(|(n, _)| n.clone())
        .collect();
    Ok(TryOutcome {
        all_passed: out.succeeded() && failed.is_empty() && !out.timed_out,
        timed_out: out.timed_out,
        passed,
        failed,
    })
}
