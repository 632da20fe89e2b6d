//! Triage in the engine: recorded after every analysis and every new plan (see
//! [`crate::triage`]), and the hints a person adds with `analyze --context`.

use super::{Engine, EngineError};
use crate::model::BugState;

/// Longest hint accepted, in characters.
pub const MAX_HINT_CHARS: usize = 2000;

impl Engine {
    /// Recomputes `state.triage` from its analysis and plan and writes `triage.json` beside the
    /// state. Never fails the operation that calls it: triage is information, not a gate.
    pub(crate) fn record_triage(&self, state: &mut BugState) {
        state.triage = crate::triage::assess(self.root(), state);
        if let Ok(json) = serde_json::to_string_pretty(&state.triage) {
            if let Err(e) =
                self.store
                    .write_artifact(&state.bug_id, "triage.json", &format!("{json}\n"))
            {
                tracing::warn!("cannot write triage.json of {}: {e}", state.bug_id);
            }
        }
    }

    /// `analyze ID --context "hint"`: appends a person's hint to the report, for the planners
    /// (the mutation planner prefers a candidate fix in the files or lines a hint names) and
    /// the model (it is part of the report in every prompt). Text only: never executed.
    pub fn add_hint(&self, id: &str, hint: &str) -> Result<BugState, EngineError> {
        let hint = hint.trim();
        if hint.is_empty() {
            return Err(EngineError::InvalidInput(
                "--context is empty: say in a few words where to look or what the fix should do"
                    .into(),
            ));
        }
        if hint.chars().count() > MAX_HINT_CHARS {
            return Err(EngineError::InvalidInput(format!(
                "--context is {} characters; at most {MAX_HINT_CHARS} are accepted",
                hint.chars().count()
            )));
        }
        let _lock = self.store.lock(id, "analyze")?;
        let mut state = self.store.load(id)?;
        if !state.report.hints.iter().any(|h| h == hint) {
            state.report.hints.push(hint.to_string());
        }
        self.save(&state)?;
        self.store
            .write_artifact(id, "report.md", &crate::render::report_md(&state))?;
        self.store.event(
            Some(id),
            "hint_added",
            serde_json::json!({"hint": hint, "hints": state.report.hints.len()}),
        );
        Ok(state)
    }
}
