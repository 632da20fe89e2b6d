//! [`EngineError`]: every way an engine operation fails, as data (the investigation, its phase,
//! the actions allowed now, the paths involved). The messages here are neutral: they say what is
//! wrong, never which command to type or which button to press. Each surface words the way out
//! from the data, in one place: `cli::hint` (the command to run) and `lsp::error` (the action to
//! pick).

use super::actions::Action;
use crate::config::ConfigError;
use crate::model::BugPhase;
use crate::phase::InvalidTransition;
use crate::store::StoreError;

/// Every way an engine operation can fail. Mapped to exit codes in `cli` and to JSON-RPC errors
/// in `lsp::error`, each in one place. Large payloads are boxed so that `Result<_, EngineError>`
/// stays small.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Store(Box<StoreError>),
    #[error(transparent)]
    Config(Box<ConfigError>),
    /// Input a person gave cannot be used; the message says which and why.
    #[error("{0}")]
    InvalidInput(String),
    /// The action is not one of the investigation's allowed actions now.
    #[error("{0}")]
    NotAllowed(Box<NotAllowed>),
    /// The investigation has no root cause yet (for what needs one, like an export).
    #[error("'{id}' has no root cause yet: it is {phase}")]
    NoRootCause { id: String, phase: BugPhase },
    #[error(transparent)]
    Transition(#[from] InvalidTransition),
    #[error("could not reproduce '{id}': {note}")]
    NotReproducible { id: String, note: String },
    /// A stage of the pipeline failed and nothing fell back (analysis), or a stage had to stop
    /// (a cost limit).
    #[error("{0}")]
    Stage(Box<StageFailure>),
    /// The approval gate: not approved, or approved for another plan.
    #[error("approval required: {0}")]
    ApprovalRequired(String),
    /// The approval cannot be verified: no MAC, a MAC that does not match (made without the
    /// user's key, e.g. by editing `state.json`), or no matching line in `audit.jsonl`.
    #[error(
        "the approval of '{id}' cannot be verified: {reason}; review the plan and approve it again"
    )]
    ApprovalUnverified { id: String, reason: String },
    /// The plan's `current_code` is no longer in the files.
    #[error("the plan no longer matches the code: {0}")]
    Stale(String),
    /// The plan a person was shown is not the investigation's plan any more.
    #[error("the plan of '{}' changed since it was shown (shown {}, now {}); look at it again before approving", .0.id, short(&.0.shown), short(&.0.current))]
    PlanChanged(Box<PlanChanged>),
    /// The configuration asks for a reason and none was given.
    #[error("a reason is required to {} '{id}'", action.name())]
    ReasonRequired { id: String, action: Action },
    /// The approved fix is not (or not exactly) in the files on disk.
    #[error("{0}")]
    NotApplied(Box<NotApplied>),
    /// The investigation's state does not allow this (not FIXED yet, already committed); the
    /// message says which state and what it needs.
    #[error("{0}")]
    WrongState(String),
    /// Refused for a reason given in the message.
    #[error("{0}")]
    Refused(String),
    #[error("cancelled")]
    Cancelled,
    /// `bugbash loop` ended without passing tests: after its last cycle, or in a step.
    #[error("{0}")]
    Loop(Box<LoopFailure>),
}

fn short(hash: &str) -> &str {
    &hash[..hash.len().min(12)]
}

/// An action the investigation's phase does not allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAllowed {
    pub id: String,
    pub action: Action,
    pub phase: BugPhase,
    /// What can be done instead, in order.
    pub allowed: Vec<Action>,
    /// Why, in a neutral sentence ("only a PLANNED investigation can be approved").
    pub why: String,
}

impl std::fmt::Display for NotAllowed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot {} '{}': it is {}; {}",
            self.action.name(),
            self.id,
            self.phase,
            self.why
        )
    }
}

/// Which stage of the pipeline failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Analysis,
    Planning,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::Analysis => "root-cause analysis",
            Stage::Planning => "fix planning",
        }
    }
}

/// A failed stage: every stage implementation that was tried, with its error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageFailure {
    pub id: String,
    pub stage: Stage,
    pub message: String,
}

impl std::fmt::Display for StageFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} failed for '{}': {}",
            self.stage.name(),
            self.id,
            self.message
        )
    }
}

/// How a debug loop failed (its full report is in the investigation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopFailure {
    /// The investigation that records the loop.
    pub id: String,
    /// The step that failed (`reproduce`, `analyze`, `plan`, `apply`, `verify`, ...); `None`
    /// when every cycle ran and the tests still fail.
    pub step: Option<String>,
    pub message: String,
}

impl std::fmt::Display for LoopFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.step {
            Some(step) => write!(
                f,
                "the debug loop of '{}' stopped: error in step {step}: {}",
                self.id, self.message
            ),
            None => write!(f, "the debug loop of '{}' {}", self.id, self.message),
        }
    }
}

/// The hash of the plan that was shown and of the plan now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanChanged {
    pub id: String,
    pub shown: String,
    pub current: String,
}

/// Why the approved fix is not what is on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotApplied {
    pub id: String,
    /// The editor holds the fix but has not saved it.
    pub unsaved: bool,
    /// What does not match (a path and what is wrong with it).
    pub detail: String,
}

impl std::fmt::Display for NotApplied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.unsaved {
            write!(
                f,
                "the fix of '{}' is in the editor but not saved; save the changed files, then verify again",
                self.id
            )
        } else {
            write!(
                f,
                "the approved fix of '{}' is not in the files: {}",
                self.id, self.detail
            )
        }
    }
}

impl EngineError {
    /// The investigation's allowed actions, when the error carries them.
    pub fn allowed(&self) -> Option<&[Action]> {
        match self {
            EngineError::NotAllowed(n) => Some(&n.allowed),
            _ => None,
        }
    }
}

impl From<StoreError> for EngineError {
    fn from(e: StoreError) -> Self {
        EngineError::Store(Box::new(e))
    }
}

impl From<ConfigError> for EngineError {
    fn from(e: ConfigError) -> Self {
        EngineError::Config(Box::new(e))
    }
}

impl From<NotAllowed> for EngineError {
    fn from(e: NotAllowed) -> Self {
        EngineError::NotAllowed(Box::new(e))
    }
}

impl From<crate::plan::PlanError> for EngineError {
    fn from(e: crate::plan::PlanError) -> Self {
        match e {
            crate::plan::PlanError::Stale(m) => EngineError::Stale(m),
            other => EngineError::Refused(other.to_string()),
        }
    }
}

impl From<crate::plan::GateError> for EngineError {
    fn from(e: crate::plan::GateError) -> Self {
        use crate::plan::GateError;
        match e {
            GateError::NotApproved(m) | GateError::HashMismatch(m) => {
                EngineError::ApprovalRequired(m)
            }
            GateError::Grounding(p) => p.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_stay_small() {
        // clippy's `result_large_err` warns from 128 bytes on.
        assert!(std::mem::size_of::<EngineError>() <= 80);
    }
}
