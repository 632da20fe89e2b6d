//! `bugbash commit ID` in the engine: the investigation's lock, the commit (see
//! [`crate::commit`]), and the hash recorded in `ImplementationResult.commit_hash`.

use super::{Engine, EngineError};
use crate::commit::{commit_fix, CommitError, CommitOutcome};
use crate::model::BugState;
use crate::vcs::Git;

impl Engine {
    /// The engine operation: under the investigation's lock, commits its fix and records the hash in
    /// `ImplementationResult.commit_hash` (and an event). Errors: not FIXED or already committed is
    /// an invalid phase; anything git refuses is `Refused`, with git's own words.
    pub fn commit(&self, id: &str) -> Result<(BugState, CommitOutcome), EngineError> {
        let engine = self;
        let _lock = engine
            .store
            .lock(id, super::action_lock_name(super::Action::Commit))?;
        let mut state = engine.store.load(id)?;
        // The one table decides (FIXED, not committed yet); `commit_fix` checks it again.
        super::actions::ensure(&state, super::Action::Commit)?;
        let mut git = Git::new(engine.runner().as_ref(), engine.root());
        git.hook_timeout =
            std::time::Duration::from_secs(engine.config.reproduction_timeout_seconds);
        match commit_fix(&git, &state, &engine.config.storage_path) {
            Ok(outcome) => {
                if let Some(i) = state.implementation.as_mut() {
                    i.commit_hash = Some(outcome.hash.clone());
                }
                engine.store.save(&state)?;
                engine.store.event(
                    Some(id),
                    "committed",
                    serde_json::json!({
                        "commit": outcome.hash,
                        "branch": outcome.branch,
                        "subject": outcome.subject,
                        "files": outcome.files,
                    }),
                );
                Ok((state, outcome))
            }
            Err(e) => {
                engine.store.event(
                    Some(id),
                    "commit_refused",
                    serde_json::json!({"error": e.to_string()}),
                );
                Err(match e {
                    CommitError::NotFixed(phase) => EngineError::WrongState(format!(
                        "cannot commit '{id}': it is {phase}; only a FIXED investigation is committed"
                    )),
                    CommitError::AlreadyCommitted(h) => EngineError::WrongState(format!(
                        "cannot commit '{id}': its fix was already committed as {h}"
                    )),
                    other => EngineError::Refused(format!("cannot commit '{id}': {other}")),
                })
            }
        }
    }
}
