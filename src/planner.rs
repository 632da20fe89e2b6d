//! The fix planners behind one trait: the model planner, the `mutation` planner (fixes the
//! offline analysis verified) and the patch import all produce a [`FixPlan`] that the engine's
//! pipeline then validates (grounding against the files, scope, risk) the same way.
//!
//! Adding a planner is one file with a type implementing [`Planner`] and one line registering it
//! in `engine::pipeline::Engine::planners` (see ARCHITECTURE.md).

use crate::model::{AgentCost, BugState, FixPlan};
use crate::progress::Progress;
use std::path::Path;
use std::sync::Mutex;

/// Everything a planner may look at. Planners never write the workspace.
pub struct PlanContext<'a> {
    pub root: &'a Path,
    /// The investigation, ANALYZED: report, reproduction and root cause.
    pub state: &'a BugState,
    /// `min_test_cases` of the config.
    pub min_test_cases: u32,
    pub progress: &'a dyn Progress,
    /// Model calls this planner paid for, recorded even when it then fails.
    pub spent: &'a Mutex<Vec<AgentCost>>,
}

impl PlanContext<'_> {
    /// Records paid model calls.
    pub fn record_costs(&self, costs: Vec<AgentCost>) {
        self.spent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend(costs);
    }
}

/// Why a planner produced no plan.
#[derive(Debug, thiserror::Error)]
pub enum PlannerError {
    /// Nothing to offer (not a failure): the message says why, for the person.
    #[error("{0}")]
    Declined(String),
    /// It tried and failed; the next planner is tried.
    #[error("{0}")]
    Failed(String),
    /// The pipeline must stop here (a cost limit): no other planner is tried.
    #[error("{0}")]
    Stop(String),
}

/// A fix planner.
pub trait Planner: Send + Sync {
    /// Its name, as recorded in `FixPlan::planner` (`mutation`, `llm`, `patch`).
    fn name(&self) -> &str;
    /// A plan for `ctx.state`. The engine grounds and risk-assesses it afterwards.
    fn plan(&self, ctx: &PlanContext<'_>) -> Result<FixPlan, PlannerError>;
}
