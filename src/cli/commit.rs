//! `bugbash commit ID` and `bugbash fix ID --commit`: one commit with exactly the approved fix
//! (see [`crate::commit`]), and what it left alone.

// EngineError's size is the engine's to change; the CLI returns it as every other command does.
#![allow(clippy::result_large_err)]

use super::output::Out;
use crate::engine::{Engine, EngineError};

/// `bugbash commit ID`.
pub fn run(engine: &Engine, id: &str, out: &Out) -> Result<u8, EngineError> {
    engine.get(id)?;
    out.line(&format!("Committing the fix of: {id}"));
    out.line("");
    let (_, c) = crate::commit::commit_investigation(engine, id)?;
    out.success(&format!(
        "Committed {} on {}: {}",
        &c.hash[..c.hash.len().min(12)],
        c.branch,
        c.subject
    ));
    for f in &c.files {
        out.line(&format!("  {f}"));
    }
    out.line("");
    out.line(
        "Only the fix was committed, from a temporary index (GIT_INDEX_FILE): other staged and \
         unstaged changes and untracked files were left exactly as they were, and no file in \
         the working tree was written.",
    );
    let left = &c.left;
    if left.staged.is_empty() && left.unstaged.is_empty() && left.untracked.is_empty() {
        out.line("Nothing else is uncommitted.");
    } else {
        out.line(&format!(
            "Still uncommitted: {} staged, {} unstaged, {} untracked file(s).",
            left.staged.len(),
            left.unstaged.len(),
            left.untracked.len()
        ));
    }
    for f in &c.partly_committed {
        out.line(&format!(
            "  {f}: also has changes that are not part of the fix; they stay uncommitted"
        ));
    }
    for n in &c.index_notes {
        out.line(&format!("  {n}"));
    }
    Ok(0)
}

/// After `fix --commit` ended FIXED: the commit, or why not (the fix stays applied).
pub fn after_fix(engine: &Engine, id: &str, out: &Out) -> Result<u8, EngineError> {
    out.line("");
    match run(engine, id, out) {
        Ok(code) => Ok(code),
        Err(e) => {
            out.error(&e.to_string());
            out.line("");
            out.line(&format!(
                "The fix is applied and verified (FIXED) but not committed. Once the problem is fixed: bugbash commit {id}"
            ));
            Ok(super::exit_code("commit", &e))
        }
    }
}
