//! Approving and rejecting a plan (spec 6.4, 6.7): who, when and the plan's SHA-256 go into the
//! state and the audit log. An approval names exactly one plan; the approval gate
//! (`plan::check_gate`) later compares it with the plan that is applied.

use super::actions::Action;
use super::error::{EngineError, PlanChanged};
use super::Engine;
use crate::model::{BugPhase, BugState, FixPlan};
use std::collections::BTreeMap;

impl Engine {
    /// Approves the current plan. Only from PLANNED.
    pub fn approve(
        &self,
        id: &str,
        by: &str,
        reason: Option<&str>,
    ) -> Result<BugState, EngineError> {
        self.approve_offered(id, by, reason, None)
    }

    /// Like [`Engine::approve`], refusing when the plan's hash is no longer `offered_hash`: the
    /// editor approves the plan the person saw, not whatever the plan became since.
    pub fn approve_offered(
        &self,
        id: &str,
        by: &str,
        reason: Option<&str>,
        offered_hash: Option<&str>,
    ) -> Result<BugState, EngineError> {
        let (_lock, mut state) = self.begin(id, Action::Approve)?;
        if self.config.require_approval_reason && reason.map_or(true, |r| r.trim().is_empty()) {
            return Err(EngineError::ReasonRequired {
                id: id.into(),
                action: Action::Approve,
            });
        }
        let plan = state.fix_plan.clone().ok_or_else(|| {
            EngineError::Refused(format!("'{id}' has no fix plan; its state may be damaged"))
        })?;
        if let Some(offered) = offered_hash {
            let hash = hash_of(&plan)?;
            if hash != offered {
                return Err(EngineError::PlanChanged(Box::new(PlanChanged {
                    id: id.into(),
                    shown: offered.to_string(),
                    current: hash,
                })));
            }
        }
        self.approve_with(&mut state, plan, by, reason, "user")?;
        Ok(state)
    }

    /// Records the approval of `plan` (by a person, or by the `auto_approve_low_risk` policy)
    /// and moves PLANNED -> APPROVED.
    pub(crate) fn approve_with(
        &self,
        state: &mut BugState,
        plan: FixPlan,
        by: &str,
        reason: Option<&str>,
        kind: &str,
    ) -> Result<(), EngineError> {
        // The record (plan hash, file stamps, MAC) is made in `fix::approval_record`.
        let record = self.approval_record(state, &plan, by, kind)?;
        let (hash, now, mac) = (
            record.fix_plan_hash.clone(),
            record.approved_at,
            record.mac.clone(),
        );
        state.approval_record = Some(record);
        let mut meta = BTreeMap::new();
        meta.insert("fix_plan_hash".into(), serde_json::json!(hash));
        meta.insert("approved_by".into(), serde_json::json!(by));
        let trigger = if kind == "policy" {
            "policy"
        } else {
            "user_command"
        };
        self.go_with(state, BugPhase::Approved, trigger, meta)?;
        self.store.audit(&serde_json::json!({
            "action": "approve",
            "bug_id": state.bug_id,
            "approved_by": by,
            "approved_at": now.to_rfc3339(),
            "fix_plan_hash": hash,
            "kind": kind,
            "reason": reason,
            "mac": mac,
        }))?;
        Ok(())
    }

    /// Rejects as won't fix (spec 6.7). A reason is required.
    pub fn reject(&self, id: &str, reason: &str, by: &str) -> Result<BugState, EngineError> {
        if reason.trim().is_empty() {
            return Err(EngineError::ReasonRequired {
                id: id.into(),
                action: Action::Reject,
            });
        }
        let (_lock, mut state) = self.begin(id, Action::Reject)?;
        state.rejection_reason = Some(reason.trim().to_string());
        let mut meta = BTreeMap::new();
        meta.insert("reason".into(), serde_json::json!(reason.trim()));
        meta.insert("rejected_by".into(), serde_json::json!(by));
        self.go_with(&mut state, BugPhase::WontFix, "user_command", meta)?;
        self.store.audit(&serde_json::json!({
            "action": "reject",
            "bug_id": id,
            "rejected_by": by,
            "rejected_at": self.store.now().to_rfc3339(),
            "reason": reason.trim(),
        }))?;
        Ok(state)
    }
}

fn hash_of(plan: &FixPlan) -> Result<String, EngineError> {
    crate::plan::plan_hash(plan)
        .map_err(|e| EngineError::Refused(format!("cannot hash the plan: {e}")))
}
