//! The choices the editors offer a person: the verified fix candidates of an analysis, each with
//! the files it would change (what `bugbash plan ID` lists), and picking one
//! ([`Action::ChooseFix`]); the failing tests of the first run, and naming the targets among
//! them ([`Action::ChooseTargets`]).
//!
//! Picking a fix goes through `Engine::plan_from_candidate`, like `bugbash plan ID --candidate
//! N`: the new plan replaces the unapproved one, so no approval matches it and it waits for
//! approval again. Naming the targets goes through `Engine::set_targets`, like `bugbash analyze
//! ID --failing TEST`; the caller then runs the pipeline on (a retry when it says so).

use super::actions::{self, Action};
use super::{Engine, EngineError};
use crate::model::BugState;
use crate::plan::{self, ResolvedChange};

/// One verified fix candidate, as a person chooses among them.
#[derive(Debug, Clone)]
pub struct FixChoice {
    /// 1-based, as `bugbash plan ID` numbers them (the analysis' order, best first).
    pub number: usize,
    /// Its description and concerns ([`crate::plan::mutation::candidate_label`]).
    pub label: String,
    /// Why it may only fit the tests; empty when nothing is known.
    pub concerns: Vec<String>,
    /// The workspace-relative file and 1-based line of its first edit.
    pub file: String,
    pub line: u32,
    /// The current plan was made from it.
    pub current: bool,
    /// The files it would change, before and after (against `text_of`).
    pub changes: Vec<ResolvedChange>,
}

/// The failing tests of an investigation's reproduction, as a person chooses the targets.
#[derive(Debug, Clone, Default)]
pub struct TargetChoice {
    /// The tests it is about now.
    pub targets: Vec<String>,
    /// The other tests that failed in the same run (context, not held against a fix).
    pub others: Vec<String>,
    /// How the targets were chosen, for people.
    pub reason: Option<String>,
    /// [`Action::ChooseTargets`] is allowed now.
    pub can_choose: bool,
}

impl Engine {
    /// The failing tests of `id`'s recorded reproduction (none before one), and whether the
    /// targets can be chosen now. Read-only.
    pub fn target_choices(&self, id: &str) -> Result<(BugState, TargetChoice), EngineError> {
        let state = self.store.load(id)?;
        let can_choose = actions::actions(&state).contains(&Action::ChooseTargets);
        let choice = match &state.reproduction {
            Some(r) => TargetChoice {
                targets: r.failing_tests.clone(),
                others: r.other_failing_tests.clone(),
                reason: r.target_reason.clone(),
                can_choose,
            },
            None => TargetChoice::default(),
        };
        Ok((state, choice))
    }

    /// Names `tests` as the target tests of `id` when choosing them is one of its actions now
    /// (`Engine::set_targets`); the flag says whether the run that follows must be a retry.
    pub fn choose_targets(
        &self,
        id: &str,
        tests: &[String],
    ) -> Result<(BugState, bool), EngineError> {
        actions::ensure(&self.store.load(id)?, Action::ChooseTargets)?;
        self.set_targets(id, tests)
    }

    /// The verified fix candidates of `id`'s analysis, with the changes each would make to the
    /// files as `text_of` reads them (an editor's buffers, else disk). Read-only; empty when the
    /// analysis verified none (or there is no analysis yet).
    pub fn fix_choices(
        &self,
        id: &str,
        text_of: plan::TextSource<'_>,
    ) -> Result<(BugState, Vec<FixChoice>), EngineError> {
        let state = self.store.load(id)?;
        let Some(rc) = &state.root_cause else {
            return Ok((state, Vec::new()));
        };
        let current = state
            .fix_plan
            .as_ref()
            .and_then(|p| plan::mutation::candidate_of_plan(&rc.fix_candidates, p));
        let mut out = Vec::new();
        for (i, c) in rc.fix_candidates.iter().enumerate() {
            let changes = match plan::mutation::plan_for_candidate(&self.root, &state, i, 0) {
                Some(mut p) => {
                    // `finish_plan` fills it in for a real plan; the preview only needs a valid one.
                    p.rollback_plan = "restore the files".into();
                    plan::ground(&self.root, &p, &self.config.storage_path, 0, text_of)?
                }
                None => Vec::new(),
            };
            let first = c.edits.first();
            out.push(FixChoice {
                number: i + 1,
                label: plan::mutation::candidate_label(c),
                concerns: c.concerns.clone(),
                file: first.map(|e| e.file.clone()).unwrap_or_default(),
                line: first.map_or(0, |e| e.line),
                current: current == Some(i),
                changes,
            });
        }
        Ok((state, out))
    }

    /// Makes the plan of `id` from fix candidate `number` (1-based) when choosing another fix
    /// is one of its actions now; the plan then waits for approval (an approval of the plan it
    /// replaces matches nothing).
    pub fn choose_fix(&self, id: &str, number: usize) -> Result<BugState, EngineError> {
        // The editors' gate (more than one candidate, before approval), under the lock.
        self.candidate_plan(id, number, Some(Action::ChooseFix))
    }
}
