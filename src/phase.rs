//! The phase state machine: the transition table of the origin spec's section 3.1.1, in one place.
//!
//! **Invariant:** every phase change of an investigation goes through [`transition`], which checks
//! the table and records a [`PhaseTransition`] in the state; the store appends it to
//! `history/phase_transitions.jsonl` when the state is saved.

use crate::model::{BugPhase, BugState, PhaseTransition};
use chrono::{DateTime, Utc};
use std::collections::BTreeMap;

use BugPhase::*;

/// The allowed next phases from `from`.
pub fn allowed_next(from: BugPhase) -> &'static [BugPhase] {
    match from {
        Created => &[Reproducing],
        Reproducing => &[Reproduced, NotReproducible],
        Reproduced => &[Analyzing],
        Analyzing => &[Analyzed],
        Analyzed => &[Planning],
        Planning => &[Planned],
        // `Implementing` from PLANNED is only reachable through `auto_approve_low_risk`, which is
        // recorded as an approval by policy first; the engine never takes this edge directly.
        Planned => &[Approved, WontFix],
        Approved => &[Implementing],
        Implementing => &[Verifying],
        Verifying => &[Fixed, Blocked],
        // Both start over with a retry.
        Blocked => &[Reproducing],
        NotReproducible => &[Reproducing, WontFix],
        Fixed | WontFix => &[],
    }
}

/// An attempted transition that the table does not allow.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot move from {from} to {to}; allowed next phases from {from}: {}", allowed_list(*from))]
pub struct InvalidTransition {
    pub from: BugPhase,
    pub to: BugPhase,
}

fn allowed_list(from: BugPhase) -> String {
    let next = allowed_next(from);
    if next.is_empty() {
        "none (final phase)".to_string()
    } else {
        next.iter()
            .map(|p| p.as_upper())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Moves `state` to `to`, recording the transition. Fails without changing anything when the
/// table does not allow it.
pub fn transition(
    state: &mut BugState,
    to: BugPhase,
    trigger: &str,
    metadata: BTreeMap<String, serde_json::Value>,
    now: DateTime<Utc>,
) -> Result<(), InvalidTransition> {
    let from = state.phase;
    if !allowed_next(from).contains(&to) {
        return Err(InvalidTransition { from, to });
    }
    state.transitions.push(PhaseTransition {
        from_phase: from,
        to_phase: to,
        timestamp: now,
        trigger: trigger.to_string(),
        metadata,
    });
    state.phase = to;
    state.stopped = None;
    state.updated_at = now;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::BugReport;
    use expect_test::expect;

    #[test]
    fn table_matches_spec() {
        let rendered: String = BugPhase::ALL
            .iter()
            .map(|p| format!("{p} -> {}\n", allowed_list(*p)))
            .collect();
        expect![[r#"
            CREATED -> REPRODUCING
            REPRODUCING -> REPRODUCED, NOT_REPRODUCIBLE
            REPRODUCED -> ANALYZING
            NOT_REPRODUCIBLE -> REPRODUCING, WONT_FIX
            ANALYZING -> ANALYZED
            ANALYZED -> PLANNING
            PLANNING -> PLANNED
            PLANNED -> APPROVED, WONT_FIX
            APPROVED -> IMPLEMENTING
            IMPLEMENTING -> VERIFYING
            VERIFYING -> FIXED, BLOCKED
            FIXED -> none (final phase)
            WONT_FIX -> none (final phase)
            BLOCKED -> REPRODUCING
        "#]]
        .assert_eq(&rendered);
    }

    #[test]
    fn invalid_transition_names_phases_and_leaves_state_alone() {
        let now = Utc::now();
        let mut s = BugState::new("x".into(), BugReport::new("d"), now);
        let err = transition(&mut s, Approved, "user_command", BTreeMap::new(), now).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot move from CREATED to APPROVED; allowed next phases from CREATED: REPRODUCING"
        );
        assert_eq!(s.phase, Created);
        assert!(s.transitions.is_empty());
        transition(&mut s, Reproducing, "user_command", BTreeMap::new(), now).unwrap();
        assert_eq!(s.phase, Reproducing);
        assert_eq!(s.transitions.len(), 1);
        assert_eq!(s.transitions[0].from_phase, Created);
    }
}
