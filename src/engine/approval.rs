//! Approving and rejecting a plan (spec 6.4, 6.7): who, when and the plan's SHA-256 go into the
//! state and the audit log. An approval names exactly one plan; the approval gate
//! (`plan::check_gate`) later compares it with the plan that is applied.
//!
//! An approval is signed ([`signing`]): an HMAC-SHA256 over the investigation, the plan's hash
//! and the approval's fields, keyed by a per-user key kept outside the workspace. Before a fix
//! is applied ([`Engine::check_approval`]) the MAC must verify and `audit.jsonl` must hold the
//! matching approval line, so editing `state.json` (or the audit log) cannot make an approval.

use super::actions::{self, Action};
use super::error::{EngineError, PlanChanged};
use super::fix::EditorEdit;
use super::Engine;
use crate::model::{BugPhase, BugState, FixPlan};
use crate::plan;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// A plan as shown for review: resolved against the editor's text, rendered as one diff and
/// kept as the `plan.diff` artifact.
#[derive(Debug, Clone)]
pub struct PlanReview {
    pub state: BugState,
    /// Every change with the file's text before and after, and the new test files.
    pub edit: EditorEdit,
    /// The rendered diff: a header (handle, phase, risk, summary, hash), then every file.
    pub diff: String,
    /// Where `plan.diff` was written.
    pub path: PathBuf,
}

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
        let _lock = self
            .store
            .lock(id, super::action_lock_name(Action::Approve))?;
        let mut state = self.store.load(id)?;
        // An APPROVED investigation whose approval cannot be verified (no MAC, a wrong one, no
        // audit line) is approved again the same way: nothing else would ever unblock it.
        let again = actions::is_approved(&state) && self.check_approval(&state).is_err();
        if !again {
            actions::ensure(&state, Action::Approve)?;
        }
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
        // The record (plan hash, file stamps) is made in `fix::approval_record`, then signed.
        let mut record = self.approval_record(state, &plan, by, kind)?;
        let key = signing::key(self.root()).map_err(EngineError::Refused)?;
        record.mac = Some(signing::mac(&key, &state.bug_id, &record));
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
        if state.phase == BugPhase::Approved {
            // Approved again (the earlier approval could not be verified): same phase.
            self.save(state)?;
        } else {
            self.go_with(state, BugPhase::Approved, trigger, meta)?;
        }
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

    /// Whether the approval of `state` was made by `approve` for this user: its MAC verifies
    /// with the user's key and `audit.jsonl` holds its line. Checked before any fix is applied.
    pub fn check_approval(&self, state: &BugState) -> Result<(), EngineError> {
        let id = &state.bug_id;
        let unverified = |reason: String| EngineError::ApprovalUnverified {
            id: id.clone(),
            reason,
        };
        let record = state
            .approval_record
            .as_ref()
            .ok_or_else(|| unverified("it has no approval record".into()))?;
        let Some(mac) = &record.mac else {
            return Err(unverified(
                "the approval carries no signature (it was not recorded by approve, or state.json was edited)".into(),
            ));
        };
        let key = signing::key(self.root()).map_err(&unverified)?;
        if !signing::verify(&key, id, record, mac) {
            return Err(unverified(
                "the approval's signature does not match it (state.json was edited, or it was approved with another user's key)".into(),
            ));
        }
        let audit = self.store.base().join("audit.jsonl");
        let text = std::fs::read_to_string(&audit).unwrap_or_default();
        let logged = text
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .any(|l| {
                l["action"] == "approve"
                    && l["bug_id"] == id.as_str()
                    && l["fix_plan_hash"] == record.fix_plan_hash.as_str()
                    && l["mac"] == mac.as_str()
            });
        if !logged {
            return Err(unverified(format!(
                "{} has no line for this approval",
                audit.display()
            )));
        }
        Ok(())
    }

    /// The plan resolved against `text_of` without the approval gate, for showing it: every
    /// change with the text before and after, and the new test files. Writes nothing.
    pub fn plan_preview(
        &self,
        id: &str,
        text_of: plan::TextSource<'_>,
    ) -> Result<(BugState, EditorEdit), EngineError> {
        let state = self.store.load(id)?;
        let Some(fix_plan) = &state.fix_plan else {
            return Err(actions::ensure(&state, Action::ShowPlan)
                .err()
                .map(EngineError::from)
                .unwrap_or_else(|| EngineError::Refused(format!("'{id}' has no fix plan"))));
        };
        let changes = plan::ground(self.root(), fix_plan, &self.config.storage_path, 0, text_of)?;
        let mut tests = Vec::new();
        for (path, text) in self.test_files_to_write(&state) {
            let (rel, abs) = plan::resolve_inside(self.root(), &path, &self.config.storage_path)?;
            tests.push((rel, abs, text));
        }
        let plan_hash = plan::plan_hash(fix_plan)
            .map_err(|e| EngineError::InvalidInput(format!("cannot hash the plan: {e}")))?;
        Ok((
            state,
            EditorEdit {
                plan_hash,
                changes,
                tests,
            },
        ))
    }

    /// The plan of `id` for review: resolved against `text_of` (an editor's buffers, else
    /// disk), rendered and written to the investigation's `plan.diff`. Changes nothing else.
    pub fn review_plan(
        &self,
        id: &str,
        text_of: crate::plan::TextSource<'_>,
    ) -> Result<PlanReview, EngineError> {
        let (state, edit) = self.plan_preview(id, text_of)?;
        let plan = state
            .fix_plan
            .as_ref()
            .expect("plan_preview checks the plan");
        let mut diff = format!(
            "# bugbash {} · {} · risk {}\n# {}\n# plan {}\n\n",
            state.handle(),
            state.phase,
            plan.risk_level,
            plan.summary,
            &edit.plan_hash[..edit.plan_hash.len().min(12)]
        );
        for r in &edit.changes {
            diff.push_str(&super::fix::unified_diff(
                &r.path,
                r.original.as_deref(),
                r.new_text.as_deref(),
            ));
        }
        for (path, _, text) in &edit.tests {
            diff.push_str(&super::fix::unified_diff(path, None, Some(text)));
        }
        let path = self.store.write_artifact(id, "plan.diff", &diff)?;
        Ok(PlanReview {
            state,
            edit,
            diff,
            path,
        })
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

/// The per-user approval key and the MAC of an approval.
pub mod signing {
    use crate::model::ApprovalRecord;
    use ::hmac::{Hmac, Mac};
    use std::io::Write;
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    use std::path::{Path, PathBuf};

    type HmacSha256 = Hmac<sha2::Sha256>;

    /// Key length in bytes.
    const KEY_LEN: usize = 32;

    /// `$XDG_STATE_HOME/bugbash/key`, else `$HOME/.local/state/bugbash/key`.
    pub fn key_path() -> Result<PathBuf, String> {
        let state = std::env::var_os("XDG_STATE_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| {
                std::env::var_os("HOME")
                    .map(PathBuf::from)
                    .filter(|p| p.is_absolute())
                    .map(|h| h.join(".local").join("state"))
            })
            .ok_or("cannot find the approval key: neither XDG_STATE_HOME nor HOME is set")?;
        Ok(state.join("bugbash").join("key"))
    }

    /// The user's key, created (0600, in a 0700 directory) on first use. Refused when it lies
    /// inside the workspace `root` (anyone who can write the workspace could read or replace
    /// it) or when others can read it.
    pub fn key(root: &Path) -> Result<Vec<u8>, String> {
        let path = key_path()?;
        let dir = path.parent().expect("the key path has a directory");
        let inside = |p: &Path| {
            let p = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
            let r = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
            p.starts_with(r)
        };
        if inside(dir) || dir.ancestors().any(inside) {
            return Err(format!(
                "the approval key {} would be inside the workspace; set XDG_STATE_HOME to a directory outside it",
                path.display()
            ));
        }
        let fail = |what: &str, e: std::io::Error| {
            format!("cannot {what} the approval key {}: {e}", path.display())
        };
        if !path.exists() {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(dir)
                .map_err(|e| fail("create the directory of", e))?;
            let mut bytes = [0u8; KEY_LEN];
            std::fs::File::open("/dev/urandom")
                .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut bytes))
                .map_err(|e| fail("make", e))?;
            // Written whole to a temp file (0600), then linked: a concurrent first use reads
            // one complete key, never a partial one.
            let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| fail("write", e))?;
            tmp.write_all(&bytes)
                .and_then(|()| tmp.as_file().sync_all())
                .map_err(|e| fail("write", e))?;
            match tmp.persist_noclobber(&path) {
                Ok(_) => {}
                Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(fail("store", e.error)),
            }
        }
        let meta = std::fs::metadata(&path).map_err(|e| fail("read", e))?;
        if meta.permissions().mode() & 0o077 != 0 {
            return Err(format!(
                "the approval key {} can be read or changed by other users (mode {:o}); run: chmod 600 {}",
                path.display(),
                meta.permissions().mode() & 0o777,
                path.display()
            ));
        }
        let key = std::fs::read(&path).map_err(|e| fail("read", e))?;
        if key.len() != KEY_LEN {
            return Err(format!(
                "the approval key {} is damaged ({} bytes, not {KEY_LEN}); remove it and approve again",
                path.display(),
                key.len()
            ));
        }
        Ok(key)
    }

    /// What is signed: the investigation and every field of the approval but the MAC.
    fn message(bug_id: &str, record: &ApprovalRecord) -> Vec<u8> {
        let mut m = format!(
            "bugbash-approval-v1\n{bug_id}\n{}\n{}\n{}\n{}\n",
            record.fix_plan_hash,
            record.approved_by,
            record
                .approved_at
                .to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true),
            record.kind
        );
        for f in &record.files {
            m.push_str(&format!(
                "{}\0{}\n",
                f.path,
                f.sha256.as_deref().unwrap_or("-")
            ));
        }
        m.into_bytes()
    }

    fn keyed(key: &[u8], bug_id: &str, record: &ApprovalRecord) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes keys of any length");
        mac.update(&message(bug_id, record));
        mac
    }

    /// The MAC of `record` (hex).
    pub fn mac(key: &[u8], bug_id: &str, record: &ApprovalRecord) -> String {
        keyed(key, bug_id, record)
            .finalize()
            .into_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// Whether `mac_hex` is the MAC of `record` (compared in constant time).
    pub fn verify(key: &[u8], bug_id: &str, record: &ApprovalRecord, mac_hex: &str) -> bool {
        let Some(bytes) = unhex(mac_hex) else {
            return false;
        };
        keyed(key, bug_id, record).verify_slice(&bytes).is_ok()
    }

    fn unhex(s: &str) -> Option<Vec<u8>> {
        if s.len() % 2 != 0 {
            return None;
        }
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
            .collect()
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn a_changed_field_or_key_does_not_verify() {
            let record = ApprovalRecord {
                approved_by: "ann".into(),
                approved_at: chrono::Utc::now(),
                fix_plan_hash: "ab".repeat(32),
                kind: "user".into(),
                files: Vec::new(),
                mac: None,
            };
            let key = [7u8; KEY_LEN];
            let m = mac(&key, "b1", &record);
            assert!(verify(&key, "b1", &record, &m));
            assert!(!verify(&key, "b2", &record, &m));
            assert!(!verify(&[8u8; KEY_LEN], "b1", &record, &m));
            let mut other = record.clone();
            other.fix_plan_hash = "cd".repeat(32);
            assert!(!verify(&key, "b1", &other, &m));
            assert!(!verify(&key, "b1", &record, "zz"));
        }
    }
}
