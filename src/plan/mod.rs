//! Fix plans: import from a unified diff, the grounding gate, risk, the plan hash and the
//! approval gate. See `ARCHITECTURE.md` for the invariants this module enforces.

use crate::model::FixPlan;
use sha2::{Digest, Sha256};

#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    #[error("{0}")]
    Stale(String),
    #[error("{0}")]
    Invalid(String),
    #[error("{0}")]
    Outside(String),
}

/// What `analyze` says when no planner can run.
pub fn no_planner_message(id: &str) -> String {
    format!(
        "No planner is configured: set up a model in the [llm] table of .bugbash/config.toml (see README), or import a fix as a patch: bugbash plan {id} --patch FIX.diff"
    )
}

/// The canonical JSON of a plan: keys sorted, no whitespace. Its SHA-256 is what approval signs.
pub fn canonical_json(plan: &FixPlan) -> Result<String, serde_json::Error> {
    // serde_json's Value uses a BTreeMap (no `preserve_order` feature), so keys come out sorted.
    let v = serde_json::to_value(plan)?;
    serde_json::to_string(&v)
}

/// Hex SHA-256 of the canonical plan.
pub fn plan_hash(plan: &FixPlan) -> Result<String, serde_json::Error> {
    let digest = Sha256::digest(canonical_json(plan)?.as_bytes());
    Ok(digest.iter().map(|b| format!("{b:02x}")).collect())
}
