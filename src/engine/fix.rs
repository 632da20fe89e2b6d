//! Applying and verifying an approved fix, and rolling it back: the engine operations after
//! approval. Every write of a plan's changes goes through [`crate::plan::check_gate`], and
//! through the workspace handle of `fsx` (race-free writes).
//!
//! **Invariant:** no code path writes a plan's changes unless `check_gate` passed for the
//! current plan and the action `Apply` is allowed; a rollback never deletes a file that existed
//! before the fix, nor overwrites a change made after it.

use super::actions::{self, Action};
use super::error::NotApplied;
use super::{Engine, EngineError, Progress};
use crate::model::{BugPhase, BugState, ChangeType, FixPlan, ImplementationResult};
use crate::plan::{self, ResolvedChange};
use crate::process::CommandSpec;
use crate::reproduce::{self, TestTarget};
use crate::store;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::Duration;

/// One file's bytes before the fix, kept so `rollback` can restore them exactly.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PrefixEntry {
    pub path: String,
    /// Whether the file existed before the fix (recorded from disk, or from the approval's
    /// stamps in the editor path). A file that existed is never deleted by rollback.
    pub existed: bool,
    /// Name of the copy under `prefix/`.
    pub copy: Option<String>,
    /// Permission bits before the fix, restored by rollback.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<u32>,
    /// SHA-256 of the bytes the fix left at `path`. Rollback changes or deletes the file only
    /// while it holds exactly these bytes (or, when `removed`, while it is still absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub written_sha256: Option<String>,
    /// The fix deleted the file.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub removed: bool,
}

/// Hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// One file a fix writes: its bytes before (read through the workspace handle) and after.
struct FileOp {
    rel: String,
    before: Option<crate::fsx::FileBytes>,
    after: Option<Vec<u8>>,
    /// A test file of the plan's test cases (created, never replacing anything).
    test: bool,
}

/// What `fix --dry-run` shows.
#[derive(Debug, Clone)]
pub struct DryRun {
    pub changes: Vec<(ResolvedChange, String)>,
    pub tests: Vec<String>,
}

/// The approved fix, resolved for an editor to apply (see [`Engine::editor_edit`]).
#[derive(Debug, Clone)]
pub struct EditorEdit {
    /// The approved (and current) plan's hash.
    pub plan_hash: String,
    /// Each change with the file's text before and after.
    pub changes: Vec<ResolvedChange>,
    /// New test files: (workspace-relative path, absolute path, text).
    pub tests: Vec<(String, std::path::PathBuf, String)>,
}

/// A unified diff between two texts, with `a/`/`b/` headers.
pub fn unified_diff(path: &str, old: Option<&str>, new: Option<&str>) -> String {
    let diff = similar::TextDiff::from_lines(old.unwrap_or(""), new.unwrap_or(""));
    let a = if old.is_some() {
        format!("a/{path}")
    } else {
        "/dev/null".into()
    };
    let b = if new.is_some() {
        format!("b/{path}")
    } else {
        "/dev/null".into()
    };
    diff.unified_diff()
        .context_radius(3)
        .header(&a, &b)
        .to_string()
}

impl Engine {
    /// `fix --dry-run`: the gate, then the diffs; writes nothing.
    pub fn fix_dry_run(&self, id: &str) -> Result<DryRun, EngineError> {
        let state = self.store.load(id)?;
        actions::ensure(&state, Action::Apply)?;
        self.check_approval(&state)?;
        let resolved = plan::check_gate(
            self.root(),
            &state,
            &self.config.storage_path,
            self.config.min_test_cases,
            &plan::disk_text,
        )?;
        let changes = resolved
            .into_iter()
            .map(|r| {
                let d = unified_diff(&r.path, r.original.as_deref(), r.new_text.as_deref());
                (r, d)
            })
            .collect();
        let tests = self
            .test_files_to_write(&state)
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        Ok(DryRun { changes, tests })
    }

    /// The approved fix as an editor will apply it: the gate against `text_of` (the editor's
    /// buffers, falling back to disk), then every change and every new test file. Writes
    /// nothing. The language server turns this into a workspace edit; it is the only way it
    /// gets one.
    pub fn editor_edit(
        &self,
        id: &str,
        text_of: plan::TextSource<'_>,
    ) -> Result<EditorEdit, EngineError> {
        let state = self.store.load(id)?;
        actions::ensure(&state, Action::Apply)?;
        self.check_approval(&state)?;
        let changes = plan::check_gate(
            self.root(),
            &state,
            &self.config.storage_path,
            self.config.min_test_cases,
            text_of,
        )?;
        let mut tests = Vec::new();
        for (path, text) in self.test_files_to_write(&state) {
            let (rel, abs) = plan::resolve_inside(self.root(), &path, &self.config.storage_path)?;
            tests.push((rel, abs, text));
        }
        let plan_hash = state
            .approval_record
            .as_ref()
            .map(|r| r.fix_plan_hash.clone())
            .unwrap_or_default();
        Ok(EditorEdit {
            plan_hash,
            changes,
            tests,
        })
    }

    /// After an editor applied [`Engine::editor_edit`] and saved the files: checks that the
    /// approved plan's changes are exactly what is on disk, keeps the pre-fix bytes (rebuilt by
    /// undoing the plan) for rollback, and verifies (APPROVED -> IMPLEMENTING -> VERIFYING ->
    /// FIXED or BLOCKED). `buffer_text` is the editor's view, used only to tell "applied but
    /// not saved" from "not applied".
    pub fn verify_applied(
        &self,
        id: &str,
        offered_hash: &str,
        buffer_text: plan::TextSource<'_>,
        progress: &dyn Progress,
    ) -> Result<BugState, EngineError> {
        // Verifying is the editor's second half of applying the approved fix.
        let (_lock, mut state) = self.begin(id, Action::Apply)?;
        let plan = state
            .fix_plan
            .clone()
            .ok_or_else(|| EngineError::ApprovalRequired(format!("'{id}' has no fix plan")))?;
        let hash = plan::plan_hash(&plan)
            .map_err(|e| EngineError::InvalidInput(format!("cannot hash the plan: {e}")))?;
        let approved = state
            .approval_record
            .as_ref()
            .map(|r| r.fix_plan_hash.as_str())
            .unwrap_or("");
        if hash != approved || hash != offered_hash {
            return Err(EngineError::ApprovalRequired(format!(
                "the plan of '{id}' is not the one that was approved and applied; review it and approve again"
            )));
        }
        self.check_approval(&state)?;
        let stamps = state
            .approval_record
            .as_ref()
            .map(|r| r.files.clone())
            .unwrap_or_default();
        let tests: Vec<(String, String)> = self.planned_test_files(&state);
        let before = match self.undo_plan(&plan, &tests, &stamps, &plan::disk_text) {
            Ok(before) => before,
            Err(on_disk) => {
                let unsaved = self.undo_plan(&plan, &tests, &stamps, buffer_text).is_ok();
                return Err(EngineError::NotApplied(Box::new(NotApplied {
                    id: id.into(),
                    unsaved,
                    detail: on_disk,
                })));
            }
        };
        // The manifest first: IMPLEMENTING always has one to roll back with.
        self.keep_prefix_texts(&state.bug_id, &before)?;
        self.transition(&mut state, BugPhase::Implementing, "user_command")?;
        self.transition(&mut state, BugPhase::Verifying, "auto")?;
        let files_changed: Vec<String> =
            plan.changes
                .iter()
                .map(|c| c.file_path.clone())
                .fold(Vec::new(), |mut v, p| {
                    if !v.contains(&p) {
                        v.push(p);
                    }
                    v
                });
        let tests_written = before
            .iter()
            .filter(|(p, t)| t.is_none() && tests.iter().any(|(tp, _)| tp == p))
            .map(|(p, _)| p.clone())
            .collect();
        self.verify_and_finish(&mut state, files_changed, tests_written, progress)?;
        Ok(state)
    }

    /// The plan's test cases grouped by file (the language's convention when they name none),
    /// except files a change creates; whether or not they exist yet.
    pub(crate) fn planned_test_files(&self, state: &BugState) -> Vec<(String, String)> {
        let Some(plan) = &state.fix_plan else {
            return Vec::new();
        };
        let mut out: Vec<(String, String)> = Vec::new();
        for t in &plan.test_cases {
            let path = t.file_path.clone().unwrap_or_else(|| {
                convention_test_path(
                    self.root(),
                    &state.bug_id,
                    state
                        .root_cause
                        .as_ref()
                        .map(|r| r.root_cause_file.as_str())
                        .unwrap_or(""),
                )
            });
            let created = plan
                .changes
                .iter()
                .any(|c| c.change_type == ChangeType::Create && c.file_path == path);
            if created {
                continue;
            }
            match out.iter_mut().find(|(p, _)| *p == path) {
                Some((_, text)) => {
                    if !text.contains(&t.test_code) {
                        text.push_str("\n\n");
                        text.push_str(&t.test_code);
                    }
                }
                None => out.push((path, t.test_code.clone())),
            }
        }
        out
    }

    /// Rebuilds every touched file's text before `plan` from its text after (`text_of`), and
    /// checks that applying the plan to that text gives exactly the text after. Returns
    /// (path, text before or `None` when the file did not exist), or what does not match.
    ///
    /// Exactly the approved edit: each rebuilt text must be the file as it was approved
    /// (`stamps`), so an extra line anywhere is refused; a test file counts as created by the
    /// fix only when it did not exist at approval, and must then hold exactly the planned text.
    pub(crate) fn undo_plan(
        &self,
        plan: &FixPlan,
        tests: &[(String, String)],
        stamps: &[crate::model::FileStamp],
        text_of: plan::TextSource<'_>,
    ) -> Result<Vec<(String, Option<String>)>, String> {
        let stamp = |path: &str| stamps.iter().find(|s| s.path == path);
        let storage = &self.config.storage_path;
        let mut paths: Vec<String> = Vec::new();
        for c in &plan.changes {
            if !paths.contains(&c.file_path) {
                paths.push(c.file_path.clone());
            }
        }
        let mut before: Vec<(String, Option<String>)> = Vec::new();
        for path in &paths {
            let (_, abs) =
                plan::resolve_inside(self.root(), path, storage).map_err(|e| e.to_string())?;
            let after = text_of(&abs);
            let changes: Vec<&crate::model::FileChange> = plan
                .changes
                .iter()
                .filter(|c| &c.file_path == path)
                .collect();
            let mut text = after.clone();
            for c in changes.iter().rev() {
                text = match (c.change_type, text) {
                    (ChangeType::Delete, None) => c.current_code.clone(),
                    (ChangeType::Delete, Some(_)) => {
                        return Err(format!("{path} should have been deleted"))
                    }
                    // Editors may end a created file with one more line break than planned
                    // (Neovim holds a new empty file as one empty line).
                    (ChangeType::Create, Some(t))
                        if c.proposed_code
                            .as_deref()
                            .is_some_and(|p| same_but_final_newlines(&t, p)) =>
                    {
                        None
                    }
                    (ChangeType::Create, _) => {
                        return Err(format!("{path} was not created with the planned text"))
                    }
                    (ChangeType::Modify, Some(t)) => {
                        // A CRLF file and a plan written with LF: matched with the file's line
                        // endings, as `fix` wrote them.
                        let (proposed, current) = plan::crlf_like(
                            &t,
                            c.proposed_code.as_deref().unwrap_or(""),
                            c.current_code.as_deref().unwrap_or(""),
                        );
                        let (proposed, current) = (proposed.as_str(), current.as_str());
                        let start = if proposed.is_empty() {
                            None
                        } else {
                            plan::find_nearest(&t, proposed, c.line_hint)
                        };
                        let Some(start) = start else {
                            return Err(format!("{path} does not contain the planned change"));
                        };
                        Some(format!(
                            "{}{current}{}",
                            &t[..start],
                            &t[start + proposed.len()..]
                        ))
                    }
                    (ChangeType::Modify, None) => return Err(format!("{path} is missing")),
                };
            }
            // Forward again: the plan applied to the rebuilt text must give the text after.
            let mut forward = text.clone();
            for c in &changes {
                forward = match c.change_type {
                    ChangeType::Delete => None,
                    ChangeType::Create => c.proposed_code.clone(),
                    ChangeType::Modify => {
                        let t = forward.unwrap_or_default();
                        let (current, proposed) = plan::crlf_like(
                            &t,
                            c.current_code.as_deref().unwrap_or(""),
                            c.proposed_code.as_deref().unwrap_or(""),
                        );
                        let start = plan::find_nearest(&t, &current, c.line_hint)
                            .ok_or_else(|| format!("{path} does not contain the planned change"))?;
                        Some(format!(
                            "{}{proposed}{}",
                            &t[..start],
                            &t[start + current.len()..]
                        ))
                    }
                };
            }
            if forward != after {
                return Err(format!("{path} differs from the approved plan's result"));
            }
            let Some(stamp) = stamp(path) else {
                return Err(format!(
                    "the approval records no state of {path} (it was made by an older bugbash); approve the plan again"
                ));
            };
            if text.as_deref().map(|t| sha256_hex(t.as_bytes())) != stamp.sha256 {
                return Err(format!(
                    "{path} holds other changes than the approved fix (undoing the fix does not give the file as it was approved)"
                ));
            }
            before.push((path.clone(), text));
        }
        for (path, code) in tests {
            let (_, abs) =
                plan::resolve_inside(self.root(), path, storage).map_err(|e| e.to_string())?;
            // A test file that existed at approval (or of an approval without stamps) is the
            // repository's own: not written by the fix, never deleted by rollback.
            let existed = stamp(path).map_or(true, |s| s.sha256.is_some());
            if existed {
                continue;
            }
            match text_of(&abs) {
                Some(t) if same_but_final_newlines(&t, code) => before.push((path.clone(), None)),
                Some(_) => {
                    return Err(format!(
                        "the new test file {path} holds other text than the approved plan's"
                    ))
                }
                None => return Err(format!("the new test file {path} is missing")),
            }
        }
        Ok(before)
    }

    /// Keeps pre-fix texts (rebuilt by [`Engine::undo_plan`]) the way `keep_prefix` keeps
    /// bytes, with what the editor left on disk (its SHA-256 and mode).
    pub(crate) fn keep_prefix_texts(
        &self,
        id: &str,
        before: &[(String, Option<String>)],
    ) -> Result<(), EngineError> {
        let dir = self.store.bug_dir(id).join("prefix");
        let ws = self.workspace()?;
        let mut entries = Vec::new();
        for (i, (path, text)) in before.iter().enumerate() {
            let (rel, _) = plan::resolve_inside(self.root(), path, &self.config.storage_path)?;
            let now = ws
                .read(&rel)
                .map_err(|e| EngineError::Refused(e.to_string()))?;
            let copy = match text {
                Some(t) => {
                    let name = format!("{i}.orig");
                    store::write_atomic(&dir.join(&name), t.as_bytes())?;
                    Some(name)
                }
                None => None,
            };
            entries.push(PrefixEntry {
                path: rel,
                existed: text.is_some(),
                copy,
                mode: now.as_ref().filter(|_| text.is_some()).map(|n| n.mode),
                written_sha256: now.as_ref().map(|n| sha256_hex(&n.bytes)),
                removed: now.is_none(),
            });
        }
        self.write_manifest(&dir, &entries)
    }

    /// The approval of the state's plan: who, when, the plan's hash, the state of every file
    /// it touches (read from disk now) and the MAC (`signing`).
    pub(crate) fn approval_record(
        &self,
        state: &BugState,
        plan: &FixPlan,
        by: &str,
        kind: &str,
    ) -> Result<crate::model::ApprovalRecord, EngineError> {
        let hash = plan::plan_hash(plan)
            .map_err(|e| EngineError::InvalidInput(format!("cannot hash the plan: {e}")))?;
        let ws = self.workspace()?;
        let mut paths: Vec<String> = Vec::new();
        let test_paths = self.planned_test_files(state).into_iter().map(|(p, _)| p);
        for p in plan
            .changes
            .iter()
            .map(|c| c.file_path.clone())
            .chain(test_paths)
        {
            let (rel, _) = plan::resolve_inside(self.root(), &p, &self.config.storage_path)?;
            if !paths.contains(&rel) {
                paths.push(rel);
            }
        }
        let mut files = Vec::new();
        for path in paths {
            let now = ws
                .read(&path)
                .map_err(|e| EngineError::Refused(e.to_string()))?;
            files.push(crate::model::FileStamp {
                sha256: now.map(|n| sha256_hex(&n.bytes)),
                path,
            });
        }
        Ok(crate::model::ApprovalRecord {
            approved_by: by.to_string(),
            approved_at: self.store.now(),
            fix_plan_hash: hash,
            kind: kind.to_string(),
            files,
            mac: None,
        })
    }

    /// Test cases whose file neither a change creates nor exists yet: (path, text).
    pub(crate) fn test_files_to_write(&self, state: &BugState) -> Vec<(String, String)> {
        self.planned_test_files(state)
            .into_iter()
            .filter(|(p, _)| !self.root().join(p).exists())
            .collect()
    }

    /// The workspace held open for race-free writes (see `fsx`).
    pub(crate) fn workspace(&self) -> Result<crate::fsx::Workspace, EngineError> {
        crate::fsx::Workspace::open(self.root(), self.store.base()).map_err(|e| {
            EngineError::Refused(format!(
                "cannot open the workspace {} for writing: {e}",
                self.root().display()
            ))
        })
    }

    /// `fix`: the gate, keep pre-fix bytes, write changes and tests, verify. Ends FIXED or
    /// BLOCKED (the returned state says which). Every write goes through the workspace handle
    /// (`fsx`): no component is followed through a link, a replaced file keeps its mode, a
    /// created file never overwrites one that appeared meanwhile.
    pub fn fix(&self, id: &str, progress: &dyn Progress) -> Result<BugState, EngineError> {
        let (_lock, mut state) = self.begin(id, Action::Apply)?;
        self.check_approval(&state)?;
        let resolved = plan::check_gate(
            self.root(),
            &state,
            &self.config.storage_path,
            self.config.min_test_cases,
            &plan::disk_text,
        )?;
        let ws = self.workspace()?;
        let mut ops: Vec<FileOp> = Vec::new();
        for r in &resolved {
            let after = r.new_text.as_ref().map(|t| t.as_bytes().to_vec());
            if let Some(op) = ops.iter_mut().find(|o| o.rel == r.path) {
                op.after = after;
                continue;
            }
            let before = ws
                .read(&r.path)
                .map_err(|e| EngineError::Refused(e.to_string()))?;
            // What is read through the handle must be what the gate grounded the plan on.
            let grounded = r.original.as_ref().map(|t| t.as_bytes());
            if before.as_ref().map(|b| b.bytes.as_slice()) != grounded {
                return Err(EngineError::Stale(format!(
                    "{} changed while the fix was being checked; nothing was written",
                    r.path
                )));
            }
            ops.push(FileOp {
                rel: r.path.clone(),
                before,
                after,
                test: false,
            });
        }
        for (path, text) in self.test_files_to_write(&state) {
            let (rel, _) = plan::resolve_inside(self.root(), &path, &self.config.storage_path)?;
            if ops.iter().any(|o| o.rel == rel) {
                continue;
            }
            ops.push(FileOp {
                rel,
                before: None,
                after: Some(text.into_bytes()),
                test: true,
            });
        }
        // The manifest is complete before the first write, so a crash at any point can be
        // rolled back.
        self.keep_prefix(&state.bug_id, &ops)?;
        self.transition(&mut state, BugPhase::Implementing, "user_command")?;
        progress.step(1, 3, "Applying changes...");
        let mut files_changed = Vec::new();
        let mut tests_written = Vec::new();
        let mut announced_tests = false;
        for op in &ops {
            if op.test && !announced_tests {
                progress.step(2, 3, "Writing test cases...");
                announced_tests = true;
            }
            let write = match (&op.before, &op.after) {
                (Some(b), Some(after)) => ws.write(&op.rel, after, Some(b.mode)),
                (None, Some(after)) => ws.create_new(&op.rel, after, None),
                (Some(b), None) => match ws.read(&op.rel) {
                    Ok(Some(now)) if now.bytes == b.bytes => ws.remove(&op.rel),
                    Ok(_) => Err(std::io::Error::other(format!(
                        "{} changed while the fix was being applied; it was not deleted",
                        op.rel
                    ))),
                    Err(e) => Err(e),
                },
                (None, None) => Ok(()),
            };
            if let Err(e) = write {
                let msg = format!("could not write {}: {e}", op.rel);
                progress.fail(&msg);
                self.block(&mut state, &msg, files_changed.clone(), 0, 0, Vec::new())?;
                return Err(EngineError::Refused(format!(
                    "{msg}; the investigation is BLOCKED and the files written so far can be rolled back"
                )));
            }
            if op.test {
                progress.ok(&format!("Added: {}", op.rel));
                tests_written.push(op.rel.clone());
                continue;
            }
            let verb = match (&op.before, &op.after) {
                (Some(_), Some(_)) => "Modified",
                (None, _) => "Created",
                (Some(_), None) => "Deleted",
            };
            progress.ok(&format!("{verb}: {}", op.rel));
            files_changed.push(op.rel.clone());
        }
        if !announced_tests {
            progress.step(2, 3, "Writing test cases...");
            progress.detail("(the plan's tests are part of its changes)");
        }
        self.transition(&mut state, BugPhase::Verifying, "auto")?;
        self.verify_and_finish(&mut state, files_changed, tests_written, progress)?;
        Ok(state)
    }

    /// Runs verification and moves VERIFYING -> FIXED or BLOCKED. The fix holds when every
    /// target test of the reproduction passes and no test fails that did not fail before it;
    /// tests that failed before and still fail are reported once each as pre-existing (see
    /// [`crate::verify`]).
    pub fn verify_and_finish(
        &self,
        state: &mut BugState,
        files_changed: Vec<String>,
        tests_written: Vec<String>,
        progress: &dyn Progress,
    ) -> Result<(), EngineError> {
        progress.step(3, 3, "Running verification...");
        let written: Vec<&String> = files_changed.iter().chain(&tests_written).collect();
        let (runs, values) = self.run_verification(state, &written, progress);
        let verdict = crate::verify::judge(state.reproduction.as_ref(), &runs);
        for (mark, line) in crate::verify::lines(&verdict) {
            match mark {
                crate::verify::Mark::Ok => progress.ok(&line),
                crate::verify::Mark::Fail => progress.fail(&line),
                crate::verify::Mark::Note => progress.detail(&line),
            }
        }
        let passed = verdict.passed;
        let failing = crate::verify::blocking(&verdict);
        let preexisting = verdict.preexisting_failures.len();
        let fixed = verdict.fixed;
        self.store.write_artifact(
            &state.bug_id,
            "verification.md",
            &crate::verify::verification_md(&state.bug_id, &verdict),
        )?;
        state.verification = Some(verdict);
        if fixed {
            state.implementation = Some(ImplementationResult {
                success: true,
                files_changed,
                tests_passed: passed,
                tests_failed: 0,
                commit_hash: None,
                error: None,
                failing_tests: Vec::new(),
                tests_written,
            });
            state.blocked_reason = None;
            self.transition(state, BugPhase::Fixed, "agent_output")?;
            if preexisting == 0 {
                progress.ok("All tests passed!");
            } else {
                progress.ok(&format!(
                    "Every target test passes and nothing new fails ({preexisting} pre-existing failure(s), listed above)"
                ));
            }
        } else {
            let reason = verification_failure(failing.len() as u32, &failing, values.as_deref());
            progress.fail(&reason);
            self.block(
                state,
                &reason,
                files_changed,
                passed,
                failing.len() as u32,
                failing,
            )?;
            state
                .implementation
                .as_mut()
                .expect("set by block")
                .tests_written = tests_written;
            self.store.save(state)?;
        }
        Ok(())
    }

    fn block(
        &self,
        state: &mut BugState,
        reason: &str,
        files_changed: Vec<String>,
        passed: u32,
        failed: u32,
        failing: Vec<String>,
    ) -> Result<(), EngineError> {
        state.implementation = Some(ImplementationResult {
            success: false,
            files_changed,
            tests_passed: passed,
            tests_failed: failed.max(1),
            commit_hash: None,
            error: Some(reason.to_string()),
            failing_tests: failing,
            tests_written: Vec::new(),
        });
        state.blocked_reason = Some(reason.to_string());
        if state.phase == BugPhase::Implementing {
            self.transition(state, BugPhase::Verifying, "auto")?;
        }
        self.transition(state, BugPhase::Blocked, "agent_output")
    }

    /// The reproduction command, the own command of each test file of the plan, and
    /// `verify_command`. Returns each command's outcome, and the "expected X, got Y" of the
    /// first failure that printed its values.
    ///
    /// When the person gave their own command (not a test id), it is how the project runs its
    /// tests (its interpreter, its environment): an existing test file the fix did not write
    /// (`written`) is verified by that command, not by a command bugbash derives, which may
    /// run another interpreter and fail for reasons that have nothing to do with the fix.
    fn run_verification(
        &self,
        state: &BugState,
        written: &[&String],
        progress: &dyn Progress,
    ) -> (Vec<crate::verify::CommandRun>, Option<String>) {
        // The user's own commands (from `--test` or the config) run through the shell; the
        // commands derived from the plan's test files are argv vectors (no shell), so no text
        // of a plan ever reaches `sh`.
        let mut specs: Vec<CommandSpec> = Vec::new();
        let timeout = Duration::from_secs(self.config.reproduction_timeout_seconds);
        let mut add = |spec: CommandSpec| {
            if !specs.iter().any(|s| s.command == spec.command) {
                specs.push(spec);
            }
        };
        if let Some(c) = state
            .report
            .test_command
            .clone()
            .or_else(|| self.config.test_command.clone())
        {
            add(CommandSpec::new(no_fail_fast(&c), self.root(), timeout));
        }
        let own_command = state.report.test_path.is_none()
            && (state.report.test_command.is_some() || self.config.test_command.is_some());
        if let Some(plan) = &state.fix_plan {
            for t in &plan.test_cases {
                if let Some(p) = &t.file_path {
                    if own_command && !written.contains(&p) {
                        continue;
                    }
                    if let TestTarget::Derived { argv, .. } =
                        reproduce::resolve_test(p, self.root())
                    {
                        add(CommandSpec::argv(
                            no_fail_fast_argv(argv),
                            self.root(),
                            timeout,
                        ));
                    }
                }
            }
        }
        if let Some(v) = &self.config.verify_command {
            add(CommandSpec::new(no_fail_fast(v), self.root(), timeout));
        }
        let baseline: Vec<&String> = state
            .reproduction
            .iter()
            .flat_map(|r| &r.other_failing_tests)
            .collect();
        let mut runs = Vec::new();
        let mut values: Option<String> = None;
        for mut spec in specs {
            let cmd = spec.command.clone();
            spec.max_output_bytes = self.config.max_output_bytes;
            let out = match self.runner().run(&spec) {
                Ok(o) => o,
                Err(e) => {
                    progress.fail(&format!("{cmd}: could not start: {e}"));
                    runs.push(crate::verify::CommandRun {
                        command: cmd,
                        unnamed_failure: Some(format!("could not start: {e}")),
                        ..Default::default()
                    });
                    continue;
                }
            };
            let parsed = crate::parse::parse_output(&out.combined(), self.root());
            let counts = parsed.counts.unwrap_or_default();
            let failing = reproduce::targets::failing_names(&parsed);
            if values.is_none() && !out.succeeded() {
                values = parsed
                    .failures
                    .iter()
                    .filter(|f| {
                        !f.test.as_deref().is_some_and(|t| {
                            baseline.iter().any(|b| reproduce::targets::same(b, t))
                        })
                    })
                    .find_map(|f| {
                        crate::render::expected_actual(f.expected.as_deref(), f.actual.as_deref())
                    });
            }
            let passing: Vec<String> = parsed
                .tests
                .iter()
                .filter(|t| t.passed)
                .map(|t| t.name.clone())
                .collect();
            let mut run = crate::verify::CommandRun {
                command: cmd.clone(),
                ok: out.succeeded(),
                passed: counts.passed,
                failing,
                passing,
                unnamed_failure: None,
            };
            if out.succeeded() {
                run.passed = counts.passed.max(1);
                progress.ok(&format!("{cmd}: passed ({} test(s))", run.passed));
            } else {
                let f = counts.failed.max(run.failing.len() as u32).max(1);
                let detail = if out.timed_out {
                    format!("timed out after {}s", spec.timeout.as_secs())
                } else {
                    format!("{f} failed")
                };
                let before = run
                    .failing
                    .iter()
                    .filter(|n| baseline.iter().any(|b| reproduce::targets::same(b, n)))
                    .count();
                if !run.failing.is_empty() && before == run.failing.len() && !out.timed_out {
                    // Only tests that failed before the fix: said, not a failure of the fix.
                    progress.detail(&format!(
                        "{cmd}: {} passed, {detail} (each failed before the fix too)",
                        counts.passed
                    ));
                } else {
                    progress.fail(&format!("{cmd}: {detail}"));
                }
                if run.failing.is_empty() {
                    run.unnamed_failure = Some(if out.timed_out {
                        detail
                    } else {
                        format!(
                            "exit code {}",
                            out.exit_code.map_or("none".to_string(), |c| c.to_string())
                        )
                    });
                }
            }
            runs.push(run);
        }
        (runs, values)
    }

    /// Writes the pre-fix manifest (and a copy of every existing file) for `ops`.
    fn keep_prefix(&self, id: &str, ops: &[FileOp]) -> Result<(), EngineError> {
        let dir = self.store.bug_dir(id).join("prefix");
        let mut entries: Vec<PrefixEntry> = Vec::new();
        for (i, op) in ops.iter().enumerate() {
            let copy = match &op.before {
                Some(b) => {
                    let name = format!("{i}.orig");
                    store::write_atomic(&dir.join(&name), &b.bytes)?;
                    Some(name)
                }
                None => None,
            };
            entries.push(PrefixEntry {
                path: op.rel.clone(),
                existed: op.before.is_some(),
                copy,
                mode: op.before.as_ref().map(|b| b.mode),
                written_sha256: op.after.as_deref().map(sha256_hex),
                removed: op.after.is_none(),
            });
        }
        self.write_manifest(&dir, &entries)
    }

    fn write_manifest(&self, dir: &Path, entries: &[PrefixEntry]) -> Result<(), EngineError> {
        let manifest = serde_json::to_vec_pretty(entries)
            .map_err(|e| EngineError::InvalidInput(e.to_string()))?;
        store::write_atomic(&dir.join("manifest.json"), &manifest)?;
        Ok(())
    }

    /// `rollback <id>`: restores every touched file to its pre-fix bytes and mode, and removes
    /// files the fix created. Allowed after a fix was attempted (BLOCKED, or a crash while
    /// IMPLEMENTING or VERIFYING); an interrupted fix ends BLOCKED, so it can be retried.
    ///
    /// Never loses a change made after the fix: a file is restored or removed only while it
    /// holds exactly what the fix left there; otherwise nothing at all is rolled back and the
    /// error names the files. A file that existed before the fix is never deleted.
    pub fn rollback(&self, id: &str) -> Result<(BugState, Vec<String>), EngineError> {
        let (_lock, mut state) = self.begin(id, Action::Rollback)?;
        let dir = self.store.bug_dir(id).join("prefix");
        let manifest = match std::fs::read(dir.join("manifest.json")) {
            Ok(m) => m,
            Err(_) if state.phase != BugPhase::Blocked => {
                // The manifest is written before the first write of a fix: without one, the
                // interrupted fix wrote nothing. Recover to BLOCKED so it can be retried.
                let reason =
                    "the fix was interrupted before it wrote any file; nothing to roll back"
                        .to_string();
                self.block(&mut state, &reason, Vec::new(), 0, 0, Vec::new())?;
                self.note_rollback(&mut state, &[])?;
                return Ok((state, Vec::new()));
            }
            Err(_) => {
                return Err(EngineError::InvalidInput(format!(
                    "'{id}' has no record of pre-fix files; nothing to roll back"
                )))
            }
        };
        let entries: Vec<PrefixEntry> = serde_json::from_slice(&manifest).map_err(|e| {
            EngineError::InvalidInput(format!("the pre-fix manifest is damaged: {e}"))
        })?;
        let ws = self.workspace()?;
        // First every check, then every write: a refused rollback changes nothing.
        // Each file, with the bytes and mode to restore (`None`: delete it, it did not exist).
        type Restore = Option<(Vec<u8>, Option<u32>)>;
        let mut actions: Vec<(String, Restore)> = Vec::new();
        let mut changed_since: Vec<String> = Vec::new();
        let mut kept: Vec<String> = Vec::new();
        for e in &entries {
            let (rel, _) = plan::resolve_inside(self.root(), &e.path, &self.config.storage_path)?;
            let now = ws
                .read(&rel)
                .map_err(|err| EngineError::Refused(err.to_string()))?;
            let now_sha = now.as_ref().map(|n| sha256_hex(&n.bytes));
            let original = match (&e.copy, e.existed) {
                (Some(copy), true) => Some(std::fs::read(dir.join(copy)).map_err(|err| {
                    EngineError::InvalidInput(format!(
                        "pre-fix copy of {} is missing: {err}",
                        e.path
                    ))
                })?),
                _ => None,
            };
            let as_fix_left = if e.removed {
                now.is_none()
            } else {
                e.written_sha256.is_some() && now_sha == e.written_sha256
            };
            let as_before = now.as_ref().map(|n| &n.bytes) == original.as_ref();
            if as_before {
                continue; // Never written (or already rolled back).
            }
            if !as_fix_left && (e.written_sha256.is_some() || e.removed) {
                changed_since.push(rel);
                continue;
            }
            match original {
                Some(bytes) => actions.push((rel, Some((bytes, e.mode)))),
                // A manifest from before `written_sha256`: a created file is kept, not guessed.
                None if e.written_sha256.is_none() => kept.push(rel),
                None => actions.push((rel, None)),
            }
        }
        if !changed_since.is_empty() {
            return Err(EngineError::Refused(format!(
                "rollback of '{id}' refused, nothing was restored: {} changed since the fix, and rolling back would lose those changes. Undo them (or save them elsewhere and put the files back as the fix left them), then roll back again",
                changed_since.join(", ")
            )));
        }
        let mut restored = Vec::new();
        for (rel, action) in actions {
            let done = match &action {
                Some((bytes, mode)) => ws.write(&rel, bytes, *mode),
                None => ws.remove(&rel),
            };
            done.map_err(|err| EngineError::Refused(format!("cannot restore {rel}: {err}")))?;
            restored.push(rel);
        }
        if !kept.is_empty() {
            state.notes.push(format!(
                "rollback kept {} (created by a fix recorded without its bytes; remove it yourself if it is not yours)",
                kept.join(", ")
            ));
        }
        if state.phase != BugPhase::Blocked {
            let reason = "the fix was interrupted and has been rolled back".to_string();
            self.block(&mut state, &reason, Vec::new(), 0, 0, Vec::new())?;
        }
        self.note_rollback(&mut state, &restored)?;
        Ok((state, restored))
    }

    fn note_rollback(&self, state: &mut BugState, restored: &[String]) -> Result<(), EngineError> {
        // Recorded, so Roll back is no longer offered.
        state.rolled_back_at = Some(self.store.now());
        state.notes.push(format!(
            "rolled back {} file(s) at {}",
            restored.len(),
            self.store.now().to_rfc3339()
        ));
        self.store.save(state)?;
        self.store.event(
            Some(&state.bug_id),
            "rollback",
            serde_json::json!({"files": restored}),
        );
        Ok(())
    }
}

/// Why verification failed, in words that agree with themselves: the failing tests by name
/// (the count only says how many more there are), and the values of the first failure.
fn verification_failure(failed: u32, failing: &[String], values: Option<&str>) -> String {
    let tests = |n: usize| if n == 1 { "test" } else { "tests" };
    let mut reason = if failing.is_empty() {
        format!(
            "Verification failed: {failed} {} failed",
            tests(failed as usize)
        )
    } else {
        let more = (failed as usize).saturating_sub(failing.len());
        let mut r = format!(
            "Verification failed: {} {} failed: {}",
            failing.len().max(failed as usize),
            tests(failing.len().max(failed as usize)),
            failing.join(", ")
        );
        if more > 0 {
            r.push_str(&format!(" and {more} more"));
        }
        r
    };
    if let Some(v) = values {
        reason.push_str(&format!(" ({v})"));
    }
    reason
}

/// Equal texts, or texts that differ only in how many line breaks end them.
fn same_but_final_newlines(a: &str, b: &str) -> bool {
    a.trim_end_matches(['\n', '\r']) == b.trim_end_matches(['\n', '\r'])
}

/// Where a plan's test case goes when it names no file: the language's convention.
pub fn convention_test_path(root: &Path, id: &str, root_cause_file: &str) -> String {
    let slug = id.replace(['-', '.'], "_");
    match crate::workspace::lang_of(root_cause_file) {
        Some(crate::workspace::SourceLang::Rust) => format!("tests/bugbash_{slug}.rs"),
        Some(crate::workspace::SourceLang::JavaScript) => {
            let dir = if root.join("test").is_dir() {
                "test"
            } else {
                "tests"
            };
            format!("{dir}/bugbash-{id}.test.js")
        }
        Some(crate::workspace::SourceLang::Go) => {
            let dir = Path::new(root_cause_file)
                .parent()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default();
            if dir.is_empty() {
                format!("bugbash_{slug}_test.go")
            } else {
                format!("{dir}/bugbash_{slug}_test.go")
            }
        }
        _ => format!("tests/test_bugbash_{slug}.py"),
    }
}

/// [`no_fail_fast`] for an argv vector.
pub fn no_fail_fast_argv(argv: Vec<String>) -> Vec<String> {
    crate::lang::no_fail_fast_argv(argv)
}

/// `cargo test` stops at the first failing test binary; verification wants every failure, so
/// `--no-fail-fast` is added when absent.
pub fn no_fail_fast(cmd: &str) -> String {
    crate::lang::no_fail_fast(cmd)
}

#[cfg(test)]
mod tests {
    #[test]
    fn verification_failures_name_what_they_count() {
        assert_eq!(
            super::verification_failure(2, &["test_a".into()], Some("expected 1, got 2")),
            "Verification failed: 2 tests failed: test_a and 1 more (expected 1, got 2)"
        );
        assert_eq!(
            super::verification_failure(1, &["test_a".into()], None),
            "Verification failed: 1 test failed: test_a"
        );
        assert_eq!(
            super::verification_failure(0, &["cmd".into(), "t".into()], None),
            "Verification failed: 2 tests failed: cmd, t"
        );
    }

    #[test]
    fn cargo_commands_run_every_binary() {
        assert_eq!(
            super::no_fail_fast("cargo test"),
            "cargo test --no-fail-fast"
        );
        assert_eq!(
            super::no_fail_fast("cargo test --test x median"),
            "cargo test --no-fail-fast --test x median"
        );
        assert_eq!(
            super::no_fail_fast("cargo test --no-fail-fast"),
            "cargo test --no-fail-fast"
        );
        assert_eq!(
            super::no_fail_fast("node --test test/"),
            "node --test test/"
        );
    }
}
