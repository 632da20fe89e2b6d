//! `bugbash export --sarif [ID]... [-o FILE]`: investigations as a SARIF 2.1.0 log (see
//! [`crate::sarif`]). Without ids: every open investigation with a root cause (FIXED and
//! WONT_FIX are left out so that an upload closes their alerts). A named id without a root cause
//! is an error (exit 2); an unknown id exits 1.

// EngineError's size is the engine's to change (it is being split into typed errors); the CLI
// returns it as every other command does.
#![allow(clippy::result_large_err)]

use super::output::Out;
use crate::engine::{Engine, EngineError};
use std::path::Path;

/// Runs the command; returns the exit code.
pub fn run(
    engine: &Engine,
    sarif: bool,
    ids: &[String],
    output: Option<&Path>,
    out: &Out,
) -> Result<u8, EngineError> {
    if !sarif {
        return Err(EngineError::InvalidInput(
            "say which format to export: --sarif (the only one so far)".into(),
        ));
    }
    let states = if ids.is_empty() {
        let all = engine.list(None, usize::MAX)?;
        all.into_iter()
            .filter(crate::sarif::open_with_root_cause)
            .collect::<Vec<_>>()
    } else {
        let mut states = Vec::new();
        for id in ids {
            let state = engine.get(id)?;
            if let Err(skip) = crate::sarif::exportable(&state) {
                return Err(EngineError::InvalidPhase {
                    id: skip.id,
                    operation: "export".into(),
                    phase: skip.phase,
                    hint: "It has no root cause yet; run `bugbash analyze` first.".into(),
                });
            }
            states.push(state);
        }
        states
    };
    let log = crate::sarif::log(&states, engine.root(), env!("CARGO_PKG_VERSION"));
    let text = serde_json::to_string_pretty(&log)
        .map_err(|e| EngineError::InvalidInput(format!("cannot serialize the SARIF log: {e}")))?;
    match output {
        Some(path) => {
            crate::store::write_atomic(path, format!("{text}\n").as_bytes())?;
            out.success(&format!(
                "Wrote {} result(s) to {} (SARIF 2.1.0)",
                states.len(),
                path.display()
            ));
        }
        None => out.line(&text),
    }
    if states.is_empty() {
        out.notice("no investigation has a root cause to export; the log has no results");
    }
    Ok(0)
}
