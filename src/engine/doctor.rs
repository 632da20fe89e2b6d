//! `bugbash recover ID [--force]` (reference 002's recovery commands, the engine side of
//! `bugbash doctor`, whose checks are in [`crate::doctor`]): puts an investigation
//! that a dead process left behind back into a state the evidence supports, and records every
//! step as a `recovery` event in `events.jsonl`.
//!
//! - a stale lock (dead pid, older than `lock_ttl_seconds`, unreadable) is removed; a lock of a
//!   live process only with `--force`;
//! - a damaged `state.json` is restored from `state.json.bak` (the damaged file is kept);
//! - IMPLEMENTING: when the files on disk are exactly the approved plan applied to the pre-fix
//!   bytes, the fix is verified again (FIXED or BLOCKED); otherwise it is rolled back through the
//!   engine's rollback ([`Engine::rollback`]: pre-fix bytes restored, BLOCKED) with why;
//! - VERIFYING: verified again;
//! - REPRODUCING and ANALYZING: `bugbash analyze ID` resumes them once the lock is gone.

use super::{Engine, EngineError, Progress};
use crate::model::{BugPhase, BugState};
use crate::store::StoreError;

/// Where the investigation ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing was wrong.
    NothingToDo,
    /// Repaired (lock, backup) and left in its phase.
    Repaired,
    /// `bugbash analyze ID` continues it.
    Resumable,
    /// Verified again: FIXED or BLOCKED (see the state).
    Verified,
    /// The partial fix was rolled back; BLOCKED.
    RolledBack,
}

/// What `recover` did.
#[derive(Debug, Clone)]
pub struct Recovery {
    /// One line per step, for people.
    pub actions: Vec<String>,
    pub outcome: Outcome,
    pub state: BugState,
}

fn event(engine: &Engine, id: &str, action: &str, detail: &str) {
    engine.store.event(
        Some(id),
        "recovery",
        serde_json::json!({"action": action, "detail": detail}),
    );
}

impl Engine {
    /// Recovers `id`. Errors: unknown id (`Store(NotFound)`), a live lock without `force`
    /// (`Store(Locked)`), and `Refused` when no state the evidence supports can be reached.
    pub fn recover(
        &self,
        id: &str,
        force: bool,
        progress: &dyn Progress,
    ) -> Result<Recovery, EngineError> {
        recover(self, id, force, progress)
    }
}

fn recover(
    engine: &Engine,
    id: &str,
    force: bool,
    progress: &dyn Progress,
) -> Result<Recovery, EngineError> {
    crate::store::validate_id(id).map_err(|_| StoreError::NotFound(id.to_string()))?;
    let dir = engine.store.bug_dir(id);
    if !dir.join("state.json").exists() && !dir.join("state.json.bak").exists() {
        return Err(StoreError::NotFound(id.to_string()).into());
    }
    let mut actions = Vec::new();

    // 1. The lock.
    let lock_path = dir.join("state.json.lock");
    if let Some((info, stale)) = crate::doctor::lock_staleness(
        &lock_path,
        engine.config.lock_ttl_seconds,
        engine.store.now(),
    ) {
        let who = info
            .as_ref()
            .map(|h| {
                format!(
                    "pid {} on {} ({}) since {}",
                    h.pid,
                    h.host,
                    h.command,
                    h.started_at.to_rfc3339()
                )
            })
            .unwrap_or_else(|| "an unknown holder".into());
        match (stale, info) {
            (Some(reason), _) => {
                std::fs::remove_file(&lock_path).map_err(|e| StoreError::Io {
                    context: format!("cannot remove {}", lock_path.display()),
                    source: e,
                })?;
                let line = format!("cleared a stale lock held by {who}: {reason}");
                event(engine, id, "stale_lock_cleared", &line);
                actions.push(line);
            }
            (None, Some(h)) if !force => {
                return Err(StoreError::Locked {
                    id: id.to_string(),
                    pid: h.pid,
                    host: h.host,
                    since: h.started_at.to_rfc3339(),
                    command: format!(
                        "{}; if you are sure it is not working on it, run: bugbash recover {id} --force",
                        h.command
                    ),
                    path: lock_path.display().to_string(),
                }
                .into());
            }
            (None, _) => {
                std::fs::remove_file(&lock_path).map_err(|e| StoreError::Io {
                    context: format!("cannot remove {}", lock_path.display()),
                    source: e,
                })?;
                let line = format!("removed the lock held by {who} (--force)");
                event(engine, id, "lock_forced", &line);
                actions.push(line);
            }
        }
    }

    // 2. A damaged state: the store restores the backup when loading (keeping the damaged
    // file); without a usable backup nothing can be done automatically.
    let raw = std::fs::read(dir.join("state.json")).unwrap_or_default();
    if let Err(detail) = crate::store::parse_state(&raw) {
        let backup_ok = std::fs::read(dir.join("state.json.bak"))
            .ok()
            .is_some_and(|b| crate::store::parse_state(&b).is_ok());
        if !backup_ok {
            event(engine, id, "restore_impossible", &detail);
            return Err(EngineError::Refused(format!(
                "the state of '{id}' is damaged ({detail}) and has no usable backup; nothing was changed. Inspect {} by hand",
                dir.display()
            )));
        }
        engine.get(id)?;
        let notices = engine.store.take_notices();
        let line = notices
            .into_iter()
            .find(|n| n.contains("corrupt"))
            .unwrap_or_else(|| format!("restored the state of '{id}' from its backup"));
        event(engine, id, "restored_from_backup", &line);
        actions.push(line);
    }

    // 3. The phase.
    let state = engine.get(id)?;
    let (state, outcome) = match state.phase {
        BugPhase::Verifying => {
            let _lock = engine.store.lock(id, "recover")?;
            let mut state = engine.store.load(id)?;
            let (files, tests) = fix_files(engine, &state);
            progress.detail("verifying again: the verification was interrupted");
            engine.verify_and_finish(&mut state, files, tests, progress)?;
            let line = format!(
                "verified the fix again (it was interrupted while verifying): {}",
                state.phase
            );
            event(engine, id, "verified_again", &line);
            actions.push(line);
            (state, Outcome::Verified)
        }
        BugPhase::Implementing => {
            let applied = fully_applied(engine, &state);
            match applied {
                Ok(()) => {
                    let _lock = engine.store.lock(id, "recover")?;
                    let mut state = engine.store.load(id)?;
                    engine.transition(&mut state, BugPhase::Verifying, "recovery")?;
                    let (files, tests) = fix_files(engine, &state);
                    progress.detail(
                        "the approved fix is completely on disk: verifying it (it was interrupted before verification)",
                    );
                    engine.verify_and_finish(&mut state, files, tests, progress)?;
                    let line = format!(
                        "the approved fix was completely written when it was interrupted; verified it: {}",
                        state.phase
                    );
                    event(engine, id, "verified_again", &line);
                    actions.push(line);
                    (state, Outcome::Verified)
                }
                Err(why) => {
                    let has_manifest = engine
                        .store
                        .bug_dir(id)
                        .join("prefix/manifest.json")
                        .exists();
                    // The engine's rollback restores the pre-fix bytes (refusing, with nothing
                    // changed, when a file changed since) and ends the investigation BLOCKED.
                    let (_, restored) = engine.rollback(id)?;
                    let _lock = engine.store.lock(id, "recover")?;
                    let mut state = engine.store.load(id)?;
                    let reason = if has_manifest {
                        format!(
                            "interrupted while the fix was being written ({why}); the {} file(s) it touched were restored to their bytes before the fix",
                            restored.len()
                        )
                    } else {
                        let changed = changed_since_approval(engine, &state);
                        if changed.is_empty() {
                            "interrupted before the fix was written; no file was changed"
                                .to_string()
                        } else {
                            format!(
                                "interrupted while the fix was being written ({why}), and no pre-fix copy was kept: {} differ(s) from the approved state; check them by hand (git diff)",
                                changed.join(", ")
                            )
                        }
                    };
                    state.blocked_reason = Some(reason.clone());
                    if let Some(i) = state.implementation.as_mut() {
                        i.error = Some(reason.clone());
                    }
                    engine.save(&state)?;
                    event(engine, id, "rolled_back", &reason);
                    actions.push(reason);
                    (state, Outcome::RolledBack)
                }
            }
        }
        BugPhase::Reproducing | BugPhase::Analyzing => {
            let line = format!(
                "'{id}' was interrupted while {}; `bugbash analyze {id}` continues it",
                if state.phase == BugPhase::Reproducing {
                    "reproducing"
                } else {
                    "analyzing"
                }
            );
            event(engine, id, "resumable", &line);
            actions.push(line);
            (state, Outcome::Resumable)
        }
        BugPhase::Planning => {
            event(engine, id, "unrecoverable", "interrupted while planning");
            return Err(EngineError::Refused(format!(
                "'{id}' was interrupted while planning and has no plan; an investigation cannot go back from PLANNING, so recover cannot continue it{}. Its analysis is in {}; start a new investigation for the same bug (bugbash init)",
                if actions.is_empty() {
                    String::new()
                } else {
                    format!(" (done: {})", actions.join("; "))
                },
                engine.store.bug_dir(id).join("root-cause-analysis.md").display()
            )));
        }
        _ if actions.is_empty() => (state, Outcome::NothingToDo),
        _ => (state, Outcome::Repaired),
    };
    Ok(Recovery {
        actions,
        outcome,
        state,
    })
}

/// The plan's files and the test files the fix wrote (from the pre-fix manifest).
fn fix_files(engine: &Engine, state: &BugState) -> (Vec<String>, Vec<String>) {
    let mut files: Vec<String> = Vec::new();
    if let Some(plan) = &state.fix_plan {
        for c in &plan.changes {
            if !files.contains(&c.file_path) {
                files.push(c.file_path.clone());
            }
        }
    }
    let tests = manifest(engine, &state.bug_id)
        .unwrap_or_default()
        .into_iter()
        .filter(|e| !e.existed && !files.contains(&e.path))
        .filter(|e| engine.root().join(&e.path).exists())
        .map(|e| e.path)
        .collect();
    (files, tests)
}

/// The files of the approval whose bytes on disk are not the ones approved.
fn changed_since_approval(engine: &Engine, state: &BugState) -> Vec<String> {
    let Some(record) = &state.approval_record else {
        return Vec::new();
    };
    record
        .files
        .iter()
        .filter(|f| {
            let now = std::fs::read(engine.root().join(&f.path))
                .ok()
                .map(|b| crate::engine::fix::sha256_hex(&b));
            now != f.sha256
        })
        .map(|f| f.path.clone())
        .collect()
}

fn manifest(engine: &Engine, id: &str) -> Option<Vec<crate::engine::fix::PrefixEntry>> {
    let bytes = std::fs::read(engine.store.bug_dir(id).join("prefix/manifest.json")).ok()?;
    serde_json::from_slice(&bytes).ok()
}

/// Whether the files on disk are exactly the approved plan applied to the pre-fix bytes (and
/// the test files the fix writes exist): the evidence that the write finished.
fn fully_applied(engine: &Engine, state: &BugState) -> Result<(), String> {
    let plan = state.fix_plan.as_ref().ok_or("there is no plan")?;
    let hash = crate::plan::plan_hash(plan).map_err(|e| e.to_string())?;
    if state.approval_record.as_ref().map(|a| &a.fix_plan_hash) != Some(&hash) {
        return Err("the plan is not the approved one".into());
    }
    let Some(entries) = manifest(engine, &state.bug_id) else {
        // No pre-fix copy (a crash before it was kept, or a damaged store): the approval's
        // stamps say what every file was. When undoing the plan gives exactly those bytes, the
        // whole fix is on disk; its pre-fix texts are kept now, so a rollback can restore them.
        let record = state
            .approval_record
            .as_ref()
            .ok_or("there is no approval")?;
        let tests = engine.planned_test_files(state);
        let before = engine.undo_plan(plan, &tests, &record.files, &crate::plan::disk_text)?;
        engine
            .keep_prefix_texts(&state.bug_id, &before)
            .map_err(|e| e.to_string())?;
        return Ok(());
    };
    let dir = engine.store.bug_dir(&state.bug_id).join("prefix");
    let mut seen: Vec<&str> = Vec::new();
    for c in &plan.changes {
        if seen.contains(&c.file_path.as_str()) {
            continue;
        }
        seen.push(&c.file_path);
        let entry = entries
            .iter()
            .find(|e| e.path == c.file_path)
            .ok_or_else(|| format!("{} has no pre-fix copy", c.file_path))?;
        let before = match (&entry.copy, entry.existed) {
            (Some(copy), true) => {
                Some(std::fs::read_to_string(dir.join(copy)).map_err(|e| {
                    format!("the pre-fix copy of {} is unreadable: {e}", c.file_path)
                })?)
            }
            _ => None,
        };
        let expected = crate::commit::apply_to(plan, &c.file_path, before)?;
        let on_disk = std::fs::read_to_string(engine.root().join(&c.file_path)).ok();
        let same = match (&expected, &on_disk) {
            (Some(e), Some(d)) => crate::commit::same_but_final_newlines(e, d),
            (None, None) => true,
            _ => false,
        };
        if !same {
            return Err(format!("{} is not as the fix leaves it", c.file_path));
        }
    }
    for e in &entries {
        if !e.existed && !seen.contains(&e.path.as_str()) && !engine.root().join(&e.path).exists() {
            return Err(format!("the test file {} was not written", e.path));
        }
    }
    Ok(())
}
