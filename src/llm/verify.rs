//! Running a model's plan before it is shown: its edits are applied to an isolated copy of the
//! workspace and the test command runs there (never in the user's tree). A plan whose edits do not
//! make every test pass is not offered.
//!
//! This is the one place the model path calls shared contract 6
//! (`analyze::mbfl::lab::try_edits`).

use crate::process::{CancelToken, ProcessRunner};
use std::path::Path;
use std::time::Duration;

pub use crate::analyze::mbfl::lab::TryOutcome;

/// Applies `edits` (workspace-relative path, whole new text) in an isolated copy of `root` and
/// runs `command` there.
pub fn try_edits(
    root: &Path,
    command: &str,
    edits: &[(String, String)],
    runner: &dyn ProcessRunner,
    timeout: Duration,
    cancel: Option<CancelToken>,
) -> Result<TryOutcome, String> {
    crate::analyze::mbfl::lab::try_edits(root, command, edits, runner, timeout, cancel)
}
