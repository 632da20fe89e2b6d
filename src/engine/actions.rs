//! What can be done with an investigation now: the one table ([`actions`]) that the engine's
//! own guards, the CLI's "Next steps" and the language server's code actions, lenses and
//! `nextActions` all read. Surfaces word an [`Action`] their own way (a command line, a command
//! identifier); none of them decides which actions exist.
//!
//! **Invariant:** an engine operation that changes an investigation runs only when its action is
//! in `actions(&state)` of the state it loaded under the lock ([`ensure`]).

use super::error::NotAllowed;
use crate::model::{BugPhase, BugState};

/// Something a person can do with an investigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Run the pipeline from where the investigation stands: reproduce, analyze, plan.
    Analyze,
    /// Name which of the first run's failing tests the investigation is about, then run on
    /// (`analyze --failing`); before the analysis, or to start over.
    ChooseTargets,
    /// Make the plan from a diff the person gives.
    ImportPlan,
    /// Look at the plan's diff (read-only).
    ShowPlan,
    /// Make the plan from another of the analysis' verified fix candidates (the current plan,
    /// not approved yet, is replaced and waits for approval again).
    ChooseFix,
    /// Approve exactly the current plan.
    Approve,
    /// Close the investigation as won't fix, with a reason.
    Reject,
    /// Apply the approved fix and verify it.
    Apply,
    /// Start over from reproduction.
    Retry,
    /// Restore the files the fix touched to their bytes before it.
    Rollback,
    /// Commit the verified fix (its files and test files) to git, once.
    Commit,
}

impl Action {
    /// Every action, in the order a person meets them.
    pub const ALL: [Action; 11] = [
        Action::Analyze,
        Action::ChooseTargets,
        Action::ImportPlan,
        Action::ShowPlan,
        Action::ChooseFix,
        Action::Approve,
        Action::Reject,
        Action::Apply,
        Action::Retry,
        Action::Rollback,
        Action::Commit,
    ];

    /// The verb, for messages ("cannot approve 'x'") and lock records.
    pub fn name(self) -> &'static str {
        match self {
            Action::Analyze => "analyze",
            Action::ChooseTargets => "choose the target tests of",
            Action::ImportPlan => "import a plan for",
            Action::ShowPlan => "show the plan of",
            Action::ChooseFix => "choose another fix for",
            Action::Approve => "approve",
            Action::Reject => "reject",
            Action::Apply => "apply the fix of",
            Action::Retry => "retry",
            Action::Rollback => "roll back",
            Action::Commit => "commit the fix of",
        }
    }

    /// A short label, for people ("Approve", "Roll back").
    pub fn label(self) -> &'static str {
        match self {
            Action::Analyze => "Analyze",
            Action::ChooseTargets => "Choose the target tests",
            Action::ImportPlan => "Import a plan",
            Action::ShowPlan => "Show the plan",
            Action::ChooseFix => "Choose another fix",
            Action::Approve => "Approve",
            Action::Reject => "Reject",
            Action::Apply => "Apply the fix",
            Action::Retry => "Retry",
            Action::Rollback => "Roll back",
            Action::Commit => "Commit the fix",
        }
    }
}

/// The current plan's hash (SHA-256 of its canonical JSON), if it has a plan.
pub fn plan_hash(state: &BugState) -> Option<String> {
    state
        .fix_plan
        .as_ref()
        .and_then(|p| crate::plan::plan_hash(p).ok())
}

/// APPROVED, with an approval for exactly the current plan.
pub fn is_approved(state: &BugState) -> bool {
    state.phase == BugPhase::Approved
        && state
            .approval_record
            .as_ref()
            .zip(plan_hash(state))
            .is_some_and(|(r, h)| r.fix_plan_hash == h)
}

/// Whether a fix was applied (or its application started) and not rolled back yet.
fn can_roll_back(state: &BugState) -> bool {
    state.rolled_back_at.is_none()
        && match state.phase {
            BugPhase::Implementing | BugPhase::Verifying => true,
            BugPhase::Blocked => state.implementation.is_some(),
            _ => false,
        }
}

/// The commit its fix was recorded in (`bugbash commit`), if it was committed.
pub fn committed_as(state: &BugState) -> Option<&str> {
    state
        .implementation
        .as_ref()
        .and_then(|i| i.commit_hash.as_deref())
}

/// How many verified fix candidates its analysis found (0 without an analysis).
pub fn fix_candidates(state: &BugState) -> usize {
    state
        .root_cause
        .as_ref()
        .map_or(0, |rc| rc.fix_candidates.len())
}

/// Whether the person can pick among the analysis' fix candidates: there is more than one, and
/// the plan is not approved (ANALYZED: no plan yet; PLANNED: the plan waits for approval).
fn can_choose_fix(state: &BugState) -> bool {
    matches!(state.phase, BugPhase::Analyzed | BugPhase::Planned) && fix_candidates(state) > 1
}

/// How many tests failed in the recorded reproduction (targets and others).
pub fn failing_at_reproduction(state: &BugState) -> usize {
    state
        .reproduction
        .as_ref()
        .map_or(0, |r| r.failing_tests.len() + r.other_failing_tests.len())
}

/// Whether the person can name the target tests among the reproduction's failures
/// (`Engine::set_targets`): several failed, and it is not analyzed yet (or it starts over from
/// NOT_REPRODUCIBLE or BLOCKED).
fn can_choose_targets(state: &BugState) -> bool {
    use BugPhase as P;
    failing_at_reproduction(state) > 1
        && matches!(
            state.phase,
            P::Created
                | P::Reproducing
                | P::Reproduced
                | P::Analyzing
                | P::NotReproducible
                | P::Blocked
        )
}

/// What can be done with `state` now, in the order a person would take them.
pub fn actions(state: &BugState) -> Vec<Action> {
    use Action::*;
    use BugPhase as P;
    let mut out = match state.phase {
        P::Created | P::Reproducing | P::Reproduced | P::Analyzing | P::Planning => vec![Analyze],
        P::Analyzed => vec![Analyze, ImportPlan],
        P::Planned => vec![ShowPlan, Approve, Reject],
        // An approval that does not verify (see `BugState::approval_unverified`) is made again.
        P::Approved if is_approved(state) && state.approval_unverified => vec![ShowPlan, Approve],
        P::Approved if is_approved(state) => vec![ShowPlan, Apply],
        P::Approved => vec![ShowPlan],
        P::Implementing | P::Verifying => Vec::new(),
        P::Blocked => vec![Retry],
        P::NotReproducible => vec![Retry, Reject],
        P::Fixed if committed_as(state).is_none() => vec![Commit],
        P::Fixed | P::WontFix => Vec::new(),
    };
    if can_choose_fix(state) {
        // After "Plan fix" (ANALYZED) or "Show the plan" (PLANNED), before approval.
        out.insert(1, ChooseFix);
    }
    if can_choose_targets(state) {
        // After Analyze or Retry, the step it changes.
        out.insert(1, ChooseTargets);
    }
    if can_roll_back(state) {
        out.push(Rollback);
    }
    out
}

/// Why `action` is not possible for `state`, in a neutral sentence.
pub fn why_not(state: &BugState, action: Action) -> String {
    use Action::*;
    match action {
        Analyze if state.phase == BugPhase::Blocked || state.phase == BugPhase::NotReproducible => {
            "a BLOCKED or NOT_REPRODUCIBLE investigation starts over with Retry".into()
        }
        Analyze => "analysis runs an investigation up to PLANNED, and this one is past it".into(),
        ChooseTargets if failing_at_reproduction(state) < 2 => format!(
            "its reproduction failed in {} test(s): there are no target tests to choose",
            failing_at_reproduction(state)
        ),
        ChooseTargets => "the target tests are chosen before the analysis (or to start over from NOT_REPRODUCIBLE or BLOCKED): the analysis was about the others; start a new investigation for another failing test".into(),
        ImportPlan => "a plan is made for an ANALYZED investigation".into(),
        ShowPlan => "it has no fix plan".into(),
        ChooseFix if fix_candidates(state) < 2 => format!(
            "its analysis verified {} fix candidate(s): there is no other fix to choose",
            fix_candidates(state)
        ),
        ChooseFix => "a fix candidate is chosen before approval (ANALYZED or PLANNED); an approved plan is never replaced".into(),
        Approve => "only a PLANNED investigation (or an APPROVED one whose approval does not verify) can be approved".into(),
        Reject => "only PLANNED or NOT_REPRODUCIBLE investigations can be rejected".into(),
        Apply if state.phase == BugPhase::Approved => {
            "its plan changed after it was approved; look at the plan again".into()
        }
        Apply => "a fix must be APPROVED before it is applied".into(),
        Retry => "only BLOCKED or NOT_REPRODUCIBLE investigations can be retried".into(),
        Rollback if state.rolled_back_at.is_some() => "its fix was already rolled back".into(),
        Commit => match committed_as(state) {
            Some(h) if state.phase == BugPhase::Fixed => {
                format!("its fix was already committed as {h}")
            }
            _ => "only the verified fix of a FIXED investigation is committed".into(),
        },
        Rollback => {
            "there is no applied fix to roll back (only after a fix was attempted: BLOCKED, or interrupted while IMPLEMENTING or VERIFYING)".into()
        }
    }
}

/// `Ok` when `action` is one of `actions(state)`, else the refusal with the allowed actions.
pub fn ensure(state: &BugState, action: Action) -> Result<(), NotAllowed> {
    let allowed = actions(state);
    if allowed.contains(&action) {
        return Ok(());
    }
    Err(NotAllowed {
        id: state.bug_id.clone(),
        action,
        phase: state.phase,
        allowed,
        why: why_not(state, action),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::BugReport;
    use expect_test::expect;

    #[test]
    fn the_table() {
        let mut out = String::new();
        for phase in BugPhase::ALL {
            let mut s = BugState::new("b".into(), BugReport::new("x"), chrono::Utc::now());
            s.phase = phase;
            let names: Vec<&str> = actions(&s).iter().map(|a| a.label()).collect();
            out.push_str(&format!("{phase}: {}\n", names.join(", ")));
        }
        expect![[r#"
            CREATED: Analyze
            REPRODUCING: Analyze
            REPRODUCED: Analyze
            NOT_REPRODUCIBLE: Retry, Reject
            ANALYZING: Analyze
            ANALYZED: Analyze, Import a plan
            PLANNING: Analyze
            PLANNED: Show the plan, Approve, Reject
            APPROVED: Show the plan
            IMPLEMENTING: Roll back
            VERIFYING: Roll back
            FIXED: Commit the fix
            WONT_FIX: 
            BLOCKED: Retry
        "#]]
        .assert_eq(&out);
    }

    #[test]
    fn rollback_once_and_only_after_a_fix() {
        let mut s = BugState::new("b".into(), BugReport::new("x"), chrono::Utc::now());
        s.phase = BugPhase::Blocked;
        assert_eq!(actions(&s), [Action::Retry], "no fix was applied");
        s.implementation = Some(crate::model::ImplementationResult {
            success: false,
            files_changed: vec!["a.py".into()],
            tests_passed: 0,
            tests_failed: 1,
            commit_hash: None,
            error: None,
            failing_tests: Vec::new(),
            tests_written: Vec::new(),
        });
        assert_eq!(actions(&s), [Action::Retry, Action::Rollback]);
        s.rolled_back_at = Some(chrono::Utc::now());
        assert_eq!(actions(&s), [Action::Retry]);
        let err = ensure(&s, Action::Rollback).unwrap_err();
        assert_eq!(err.allowed, [Action::Retry]);
        assert_eq!(
            err.to_string(),
            "cannot roll back 'b': it is BLOCKED; its fix was already rolled back"
        );
    }

    #[test]
    fn commit_once_and_only_when_fixed() {
        let mut s = BugState::new("b".into(), BugReport::new("x"), chrono::Utc::now());
        s.phase = BugPhase::Verifying;
        assert!(!actions(&s).contains(&Action::Commit));
        s.phase = BugPhase::Fixed;
        s.implementation = Some(crate::model::ImplementationResult {
            success: true,
            files_changed: vec!["a.py".into()],
            tests_passed: 1,
            tests_failed: 0,
            commit_hash: None,
            error: None,
            failing_tests: Vec::new(),
            tests_written: Vec::new(),
        });
        assert_eq!(actions(&s), [Action::Commit]);
        s.implementation.as_mut().unwrap().commit_hash = Some("abc1234".into());
        assert!(actions(&s).is_empty(), "committed once");
        assert_eq!(
            ensure(&s, Action::Commit).unwrap_err().to_string(),
            "cannot commit the fix of 'b': it is FIXED; its fix was already committed as abc1234"
        );
    }

    #[test]
    fn another_fix_is_chosen_before_approval_among_several_candidates() {
        let mut s = BugState::new("b".into(), BugReport::new("x"), chrono::Utc::now());
        s.root_cause = Some(
            serde_json::from_value(serde_json::json!({
                "summary": "s", "execution_trace": [], "root_cause_file": "a.py",
                "fix_candidates": [{"edits": [], "description": "one", "tokens_changed": 1, "suspiciousness": 1.0}],
            }))
            .unwrap(),
        );
        s.phase = BugPhase::Planned;
        assert_eq!(
            actions(&s),
            [Action::ShowPlan, Action::Approve, Action::Reject],
            "one candidate: nothing else to choose"
        );
        let one = s.root_cause.as_ref().unwrap().fix_candidates[0].clone();
        s.root_cause.as_mut().unwrap().fix_candidates.push(one);
        assert_eq!(
            actions(&s),
            [
                Action::ShowPlan,
                Action::ChooseFix,
                Action::Approve,
                Action::Reject
            ]
        );
        s.phase = BugPhase::Analyzed;
        assert_eq!(
            actions(&s),
            [Action::Analyze, Action::ChooseFix, Action::ImportPlan]
        );
        for phase in [
            BugPhase::Approved,
            BugPhase::Implementing,
            BugPhase::Fixed,
            BugPhase::Blocked,
        ] {
            s.phase = phase;
            assert!(!actions(&s).contains(&Action::ChooseFix), "{phase}");
        }
        s.phase = BugPhase::Approved;
        assert_eq!(
            ensure(&s, Action::ChooseFix).unwrap_err().to_string(),
            "cannot choose another fix for 'b': it is APPROVED; a fix candidate is chosen before approval (ANALYZED or PLANNED); an approved plan is never replaced"
        );
    }

    #[test]
    fn the_target_tests_are_chosen_before_the_analysis_among_several_failures() {
        let mut s = BugState::new("b".into(), BugReport::new("x"), chrono::Utc::now());
        s.phase = BugPhase::Reproduced;
        s.reproduction = Some(crate::model::ReproductionResult {
            failing_tests: vec!["t1".into()],
            ..Default::default()
        });
        assert_eq!(
            actions(&s),
            [Action::Analyze],
            "one failure: nothing to choose"
        );
        s.reproduction.as_mut().unwrap().other_failing_tests = vec!["t2".into()];
        assert_eq!(actions(&s), [Action::Analyze, Action::ChooseTargets]);
        s.phase = BugPhase::NotReproducible;
        assert_eq!(
            actions(&s),
            [Action::Retry, Action::ChooseTargets, Action::Reject]
        );
        for phase in [BugPhase::Analyzed, BugPhase::Planned, BugPhase::Fixed] {
            s.phase = phase;
            assert!(!actions(&s).contains(&Action::ChooseTargets), "{phase}");
        }
    }
}
