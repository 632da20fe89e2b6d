//! `bugbash doctor [--json]` and `bugbash recover ID [--force]` (see [`crate::doctor`] and
//! [`crate::engine::doctor`]).

use super::output::Out;
use crate::doctor::{self, Status};
use crate::engine::{Engine, EngineError};
use std::path::Path;

/// `bugbash doctor`: exit 0 when no check failed (warnings allowed), 1 otherwise. Runs without
/// opening the engine, so a broken config is reported rather than fatal.
pub fn run(root: &Path, json: bool, out: &Out) -> u8 {
    let report = doctor::check_workspace(root);
    if json {
        let mut v = serde_json::to_value(&report).unwrap_or_default();
        v["workspace"] = serde_json::json!(root.display().to_string());
        out.json(&v);
    } else {
        out.line(&format!("bugbash doctor: {}", root.display()));
        out.line("");
        let width = report
            .checks
            .iter()
            .map(|c| c.name.len())
            .max()
            .unwrap_or(4);
        for c in &report.checks {
            let mark = match c.status {
                Status::Ok => "✓",
                Status::Skip => "-",
                Status::Warn => "!",
                Status::Fail => "✗",
            };
            out.line(&format!("  {mark} {:width$}  {}", c.name, c.message));
            if let Some(fix) = &c.fix {
                out.line(&format!("    {:width$}  fix: {fix}", ""));
            }
        }
        out.line("");
        out.line(&report.summary);
    }
    if report.healthy {
        0
    } else {
        1
    }
}

/// `bugbash recover ID [--force]`: 0 recovered (or nothing to do), 1 not found, 2 locked by a
/// live process (without --force), 3 nothing the evidence supports can be reached, 4 verified
/// again and the verification failed (BLOCKED, as `fix`).
pub fn recover(engine: &Engine, id: &str, force: bool, out: &Out) -> Result<u8, EngineError> {
    out.line(&format!("Recovering: {id}"));
    out.line("");
    let r = engine.recover(id, force, &out.progress())?;
    for n in engine.store.take_notices() {
        out.notice(&n);
    }
    if r.actions.is_empty() {
        out.success(&format!(
            "Nothing to recover: '{id}' is {}, unlocked and readable",
            r.state.phase
        ));
    }
    for a in &r.actions {
        out.success(a);
    }
    out.line("");
    out.line(&format!("Phase: {}", r.state.phase));
    if let Some(reason) = &r.state.blocked_reason {
        out.line(&format!("Reason: {reason}"));
    }
    out.line(&format!("Next: {}", super::output::next_action(&r.state)));
    let failed_verification = r.outcome == crate::engine::doctor::Outcome::Verified
        && r.state.phase == crate::model::BugPhase::Blocked;
    Ok(if failed_verification { 4 } else { 0 })
}
