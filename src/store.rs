//! The on-disk store under the workspace's `.bugbash/` (layout in `ARCHITECTURE.md`).
//!
//! **Invariant:** `state.json` is only ever replaced by an atomic rename of a fully written and
//! fsynced temp file, and the previous version is first copied (also atomically) to
//! `state.json.bak`. So a crash at any instant leaves a loadable `state.json` (old or new), and
//! a `state.json` damaged from outside is restored from the backup with a notice. Nothing is ever
//! reset to empty.
//!
//! **Invariant:** every mutation of an investigation happens under its lock
//! (`state.json.lock`: pid, host, start time, command). A stale lock (dead pid on this host, or
//! older than `lock_ttl_seconds`) is recovered with a notice, never silently.

use crate::model::{BugPhase, BugState, STATE_VERSION};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("no investigation with id '{0}'. Run `bugbash list` to see the ids")]
    NotFound(String),
    #[error("an investigation with id '{0}' already exists; choose another --id")]
    AlreadyExists(String),
    #[error("'{0}' is not a valid id: use lowercase letters, digits, '-', '_' or '.', starting with a letter or digit (at most 64 characters; no '/', '..' or spaces)")]
    InvalidId(String),
    #[error("investigation '{id}' is locked by pid {pid} on {host} since {since} ({command}). Wait for it to finish; if that process is gone, delete {path}")]
    Locked {
        id: String,
        pid: u32,
        host: String,
        since: String,
        command: String,
        path: String,
    },
    #[error("state of '{id}' is corrupt and has no usable backup: {detail}. The files are left untouched in {dir}")]
    Corrupt {
        id: String,
        detail: String,
        dir: String,
    },
    #[error("{context}: {source}")]
    Io {
        context: String,
        source: std::io::Error,
    },
}

fn io(context: impl Into<String>) -> impl FnOnce(std::io::Error) -> StoreError {
    let context = context.into();
    move |source| StoreError::Io { context, source }
}

/// Contents of a lock file.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct LockInfo {
    pub pid: u32,
    pub host: String,
    pub started_at: DateTime<Utc>,
    pub command: String,
    /// Random, unique to this holder (two threads of one process have the same pid).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub token: String,
}

/// Held while an investigation is being changed; removes the lock file on drop.
#[derive(Debug)]
pub struct LockGuard {
    path: PathBuf,
    token: String,
}

impl Drop for LockGuard {
    fn drop(&mut self) {
        // Only remove the file if it is still ours (a stale-lock recovery elsewhere may have
        // replaced it), under the directory's guard so no recovery runs in between.
        let Some(dir) = self.path.parent() else {
            return;
        };
        let _guard = DirGuard::take(dir);
        if let Ok(text) = fs::read_to_string(&self.path) {
            if let Ok(info) = serde_json::from_str::<LockInfo>(&text) {
                if info.token == self.token {
                    let _ = fs::remove_file(&self.path);
                }
            }
        }
    }
}

/// An exclusive `flock` on a directory, held while a lock file is judged stale and removed
/// (or released), so two recoveries never remove each other's fresh lock. The kernel drops it
/// when its holder dies.
struct DirGuard {
    _dir: Option<File>,
}

impl DirGuard {
    fn take(dir: &Path) -> DirGuard {
        let f = File::open(dir).ok();
        if let Some(f) = &f {
            use std::os::fd::AsRawFd;
            // SAFETY: a valid open descriptor; flock blocks until the guard is ours.
            unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) };
        }
        DirGuard { _dir: f }
    }
}

/// Removes a temp file when dropped.
struct TempPath(PathBuf);

impl Drop for TempPath {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.0);
    }
}

/// 128 random bits, hex.
pub fn random_hex() -> String {
    let mut buf = [0u8; 16];
    fill_random(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// Fills `buf` from the kernel's random source.
pub fn fill_random(buf: &mut [u8]) {
    let mut filled = 0;
    while filled < buf.len() {
        // SAFETY: the pointer and length describe the unfilled part of `buf`.
        let n = unsafe {
            libc::getrandom(
                buf[filled..].as_mut_ptr() as *mut libc::c_void,
                buf.len() - filled,
                0,
            )
        };
        if n > 0 {
            filled += n as usize;
        } else if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            // No getrandom: /dev/urandom.
            if let Ok(mut f) = File::open("/dev/urandom") {
                use std::io::Read;
                if f.read_exact(&mut buf[filled..]).is_ok() {
                    return;
                }
            }
            panic!("no source of random bytes (getrandom and /dev/urandom both failed)");
        }
    }
}

/// The store of one workspace.
#[derive(Debug)]
pub struct Store {
    root: PathBuf,
    base: PathBuf,
    lock_ttl_seconds: u64,
    notices: Mutex<Vec<String>>,
    clock: std::sync::Arc<dyn crate::clock::Clock>,
}

impl Store {
    /// `root` is the workspace; `storage_path` is relative to it (or absolute).
    /// Opening a store is a start: what dead processes left (temp files, isolated copies) is
    /// removed (`fsx::clean_on_start`).
    pub fn new(root: &Path, storage_path: &str, lock_ttl_seconds: u64) -> Store {
        let base = root.join(storage_path);
        crate::fsx::clean_on_start(root, &base);
        Store {
            root: root.to_path_buf(),
            base,
            lock_ttl_seconds,
            notices: Mutex::new(Vec::new()),
            clock: std::sync::Arc::new(crate::clock::SystemClock),
        }
    }

    /// Uses `clock` for lock times, staleness and event timestamps.
    pub fn with_clock(mut self, clock: std::sync::Arc<dyn crate::clock::Clock>) -> Store {
        self.clock = clock;
        self
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn base(&self) -> &Path {
        &self.base
    }

    pub fn bugs_dir(&self) -> PathBuf {
        self.base.join("bugs")
    }

    pub fn bug_dir(&self, id: &str) -> PathBuf {
        self.bugs_dir().join(id)
    }

    fn state_path(&self, id: &str) -> PathBuf {
        self.bug_dir(id).join("state.json")
    }

    /// Messages about recoveries (stale locks, restored backups) since the last call.
    pub fn take_notices(&self) -> Vec<String> {
        std::mem::take(&mut *self.notices.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn notice(&self, msg: String) {
        tracing::warn!("{msg}");
        self.notices
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(msg);
    }

    pub fn exists(&self, id: &str) -> bool {
        validate_id(id).is_ok() && self.state_path(id).exists()
    }

    /// Creates a new investigation. Fails if the id exists; writes nothing on failure.
    pub fn create(&self, state: &BugState) -> Result<(), StoreError> {
        validate_id(&state.bug_id)?;
        let dir = self.bug_dir(&state.bug_id);
        self.ensure_base()
            .map_err(io("cannot create the store directory"))?;
        fs::create_dir_all(self.bugs_dir()).map_err(io("cannot create the store directory"))?;
        // create_dir (not _all) is the atomic claim of the id.
        match fs::create_dir(&dir) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                return Err(StoreError::AlreadyExists(state.bug_id.clone()))
            }
            Err(e) => return Err(io(format!("cannot create {}", dir.display()))(e)),
        }
        let result = self.save(state);
        if result.is_err() {
            let _ = fs::remove_dir_all(&dir);
        }
        result
    }

    /// Loads an investigation, migrating old schema versions and restoring a corrupt file from
    /// its backup (with a notice).
    pub fn load(&self, id: &str) -> Result<BugState, StoreError> {
        validate_id(id).map_err(|_| StoreError::NotFound(id.to_string()))?;
        let path = self.state_path(id);
        let text = match fs::read(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if self.bug_dir(id).join("state.json.bak").exists() {
                    Vec::new() // Treated as corrupt below, so the backup is used.
                } else {
                    return Err(StoreError::NotFound(id.to_string()));
                }
            }
            Err(e) => return Err(io(format!("cannot read {}", path.display()))(e)),
        };
        match parse_state(&text) {
            Ok(state) => Ok(state),
            Err(detail) => {
                let bak = path.with_file_name("state.json.bak");
                let backup = fs::read(&bak).ok().and_then(|b| parse_state(&b).ok());
                match backup {
                    Some(state) => {
                        // Keep the damaged file for inspection, then restore.
                        let damaged = path.with_file_name(format!(
                            "state.json.corrupt-{}",
                            self.clock.now().format("%Y%m%dT%H%M%S%.3f")
                        ));
                        let _ = fs::rename(&path, &damaged);
                        write_atomic(&path, &serialize(&state)?)?;
                        self.notice(format!(
                            "state of '{id}' was corrupt ({detail}); restored the previous version from {} (damaged copy kept as {})",
                            bak.display(),
                            damaged.display()
                        ));
                        Ok(state)
                    }
                    None => Err(StoreError::Corrupt {
                        id: id.to_string(),
                        detail,
                        dir: self.bug_dir(id).display().to_string(),
                    }),
                }
            }
        }
    }

    /// Saves atomically (see the module invariant) and appends new transitions to the history.
    pub fn save(&self, state: &BugState) -> Result<(), StoreError> {
        validate_id(&state.bug_id)?;
        let path = self.state_path(&state.bug_id);
        let bytes = serialize(state)?;
        // Validate what we are about to write: it must load back to the same state.
        if parse_state(&bytes).as_ref().ok() != Some(state) {
            return Err(StoreError::Corrupt {
                id: state.bug_id.clone(),
                detail: "the state did not survive a serialization round trip; nothing written"
                    .into(),
                dir: self.bug_dir(&state.bug_id).display().to_string(),
            });
        }
        if path.exists() {
            // Copy the current version to the backup, atomically, if it is itself loadable.
            if let Ok(cur) = fs::read(&path) {
                if parse_state(&cur).is_ok() {
                    write_atomic(&path.with_file_name("state.json.bak"), &cur)?;
                }
            }
        }
        write_atomic(&path, &bytes)?;
        self.append_history(state)
    }

    fn append_history(&self, state: &BugState) -> Result<(), StoreError> {
        let dir = self.bug_dir(&state.bug_id).join("history");
        fs::create_dir_all(&dir).map_err(io("cannot create the history directory"))?;
        let path = dir.join("phase_transitions.jsonl");
        let logged = fs::read_to_string(&path)
            .map(|t| t.lines().count())
            .unwrap_or(0);
        for t in state.transitions.iter().skip(logged) {
            let line = serde_json::to_string(t).map_err(|e| StoreError::Io {
                context: "cannot serialize a transition".into(),
                source: std::io::Error::other(e),
            })?;
            append_line(&path, &line)?;
        }
        Ok(())
    }

    /// Ids of every investigation, sorted.
    pub fn list_ids(&self) -> Result<Vec<String>, StoreError> {
        let dir = self.bugs_dir();
        let entries = match fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io(format!("cannot list {}", dir.display()))(e)),
        };
        let mut ids: Vec<String> = entries
            .filter_map(|e| e.ok())
            .filter(|e| {
                e.path().join("state.json").exists() || e.path().join("state.json.bak").exists()
            })
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|id| validate_id(id).is_ok())
            .collect();
        ids.sort();
        Ok(ids)
    }

    /// Every loadable investigation, newest first, optionally filtered by phase. Investigations
    /// that cannot be loaded are reported as notices, not hidden.
    pub fn list(&self, phase: Option<BugPhase>, limit: usize) -> Result<Vec<BugState>, StoreError> {
        let mut out = Vec::new();
        for id in self.list_ids()? {
            match self.load(&id) {
                Ok(s) if phase.map_or(true, |p| s.phase == p) => out.push(s),
                Ok(_) => {}
                Err(e) => self.notice(format!("skipped '{id}': {e}")),
            }
        }
        out.sort_by(|a, b| {
            b.created_at
                .cmp(&a.created_at)
                .then(a.bug_id.cmp(&b.bug_id))
        });
        out.truncate(limit);
        Ok(out)
    }

    /// Takes the investigation's lock, recovering a stale one with a notice.
    ///
    /// The lock file appears atomically with its content (a temp file holding it is linked to
    /// the lock's name; the link fails when the name exists), so another process never reads a
    /// half-written lock and never takes an unreadable fresh lock for a stale one. A stale lock
    /// is removed under the directory's `flock`, and only if it is still the one judged stale.
    pub fn lock(&self, id: &str, command: &str) -> Result<LockGuard, StoreError> {
        validate_id(id)?;
        let dir = self.bug_dir(id);
        let path = dir.join("state.json.lock");
        let me = LockInfo {
            pid: std::process::id(),
            host: hostname(),
            started_at: self.clock.now(),
            command: command.to_string(),
            token: random_hex(),
        };
        let text = serde_json::to_string(&me).unwrap_or_default();
        let tmp = TempPath(dir.join(format!(".lock-{}-{}", me.pid, &me.token[..12])));
        match OpenOptions::new().write(true).create_new(true).open(&tmp.0) {
            Ok(mut f) => {
                f.write_all(text.as_bytes())
                    .map_err(io("cannot write the lock file"))?;
                let _ = f.sync_all();
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(StoreError::NotFound(id.to_string()))
            }
            Err(e) => return Err(io(format!("cannot create {}", tmp.0.display()))(e)),
        }
        for _ in 0..5 {
            match fs::hard_link(&tmp.0, &path) {
                Ok(()) => {
                    return Ok(LockGuard {
                        path,
                        token: me.token,
                    })
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let Ok(seen) = fs::read(&path) else {
                        continue; // Released meanwhile: try again.
                    };
                    let held: Option<LockInfo> = serde_json::from_slice(&seen).ok();
                    let stale_reason = match &held {
                        None => Some("the lock file is unreadable".to_string()),
                        Some(h) => self.stale_reason(h),
                    };
                    let Some(reason) = stale_reason else {
                        let h = held.expect("readable, since not stale");
                        return Err(StoreError::Locked {
                            id: id.to_string(),
                            pid: h.pid,
                            host: h.host,
                            since: h.started_at.to_rfc3339(),
                            command: h.command,
                            path: path.display().to_string(),
                        });
                    };
                    let guard = DirGuard::take(&dir);
                    // Still the lock judged stale? Another recovery may have replaced it.
                    if fs::read(&path).ok().as_deref() == Some(seen.as_slice()) {
                        let _ = fs::remove_file(&path);
                        drop(guard);
                        let who = held
                            .map(|h| {
                                format!(
                                    "pid {} on {} since {}",
                                    h.pid,
                                    h.host,
                                    h.started_at.to_rfc3339()
                                )
                            })
                            .unwrap_or_else(|| "an unknown holder".into());
                        self.notice(format!(
                            "recovered a stale lock on '{id}' held by {who}: {reason}"
                        ));
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    return Err(StoreError::NotFound(id.to_string()))
                }
                Err(e) => return Err(io(format!("cannot create {}", path.display()))(e)),
            }
        }
        Err(StoreError::Io {
            context: format!("cannot take the lock on '{id}'"),
            source: std::io::Error::other("another process keeps taking it"),
        })
    }

    fn stale_reason(&self, h: &LockInfo) -> Option<String> {
        let age = self
            .clock
            .now()
            .signed_duration_since(h.started_at)
            .num_seconds();
        if age > self.lock_ttl_seconds as i64 {
            return Some(format!(
                "older than lock_ttl_seconds ({}s)",
                self.lock_ttl_seconds
            ));
        }
        if h.host == hostname() && !pid_alive(h.pid) {
            return Some(format!("process {} no longer exists", h.pid));
        }
        None
    }

    /// Writes a Markdown or text artifact next to the state, atomically.
    pub fn write_artifact(&self, id: &str, name: &str, text: &str) -> Result<PathBuf, StoreError> {
        validate_id(id)?;
        let path = self.bug_dir(id).join(name);
        write_atomic(&path, text.as_bytes())?;
        Ok(path)
    }

    /// Appends an engine event to `events.jsonl`.
    pub fn event(&self, id: Option<&str>, event: &str, data: serde_json::Value) {
        let line = serde_json::json!({
            "ts": self.clock.now().to_rfc3339(),
            "bug_id": id,
            "event": event,
            "data": data,
        });
        let _ = self.ensure_base();
        if let Err(e) = append_line(&self.base.join("events.jsonl"), &line.to_string()) {
            tracing::warn!("cannot append to events.jsonl: {e}");
        }
    }

    /// Appends an approval or rejection to `audit.jsonl`.
    pub fn audit(&self, record: &serde_json::Value) -> Result<(), StoreError> {
        self.ensure_base()
            .map_err(io("cannot create the store directory"))?;
        append_line(&self.base.join("audit.jsonl"), &record.to_string())
    }
}

impl Store {
    /// Creates the store directory when missing, with its [`GITIGNORE`].
    fn ensure_base(&self) -> std::io::Result<()> {
        create_store_dir(&self.base)
    }
}

/// The `.gitignore` written in a new store: its volatile files (locks, temps, the pre-fix copies,
/// backups). The rest (config, investigations, audit and event logs) can be committed.
pub const GITIGNORE: &str = "\
# Written by bugbash when this store was created; edit freely (it is never overwritten).
# Volatile files: locks, temp files, pre-fix copies (for rollback) and backups.
# Commit the rest: config.toml, bugs/<id>/ (state.json, reports, history), audit.jsonl.
*.lock
.lock-*
.tmp-*
*.bak
tmp/
bugs/*/prefix/
";

/// Creates the store directory `base` (and its parents) when it does not exist, and writes
/// [`GITIGNORE`] in it then. An existing store, or a `.gitignore` the user has, is left alone.
pub fn create_store_dir(base: &Path) -> std::io::Result<()> {
    if base.is_dir() {
        return Ok(());
    }
    fs::create_dir_all(base)?;
    match OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(base.join(".gitignore"))
    {
        Ok(mut f) => f.write_all(GITIGNORE.as_bytes()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// Checks a user-given id.
pub fn validate_id(id: &str) -> Result<(), StoreError> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-_.".contains(&b))
        && id.as_bytes()[0].is_ascii_alphanumeric()
        && !id.contains("..");
    if ok {
        Ok(())
    } else {
        Err(StoreError::InvalidId(id.to_string()))
    }
}

/// A slug from a description plus a short suffix: `login-fails-with-special-a3f9`.
pub fn generate_id(description: &str, salt: u64) -> String {
    let mut slug = String::new();
    for word in description
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_ascii_lowercase())
    {
        if slug.len() + word.len() + 1 > 40 {
            break;
        }
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(&word);
    }
    if slug.is_empty() {
        slug.push_str("bug");
    }
    use sha2::Digest;
    let digest = sha2::Sha256::digest(format!("{description}\0{salt}").as_bytes());
    format!("{slug}-{:02x}{:02x}", digest[0], digest[1])
}

fn serialize(state: &BugState) -> Result<Vec<u8>, StoreError> {
    let mut bytes = serde_json::to_vec_pretty(state).map_err(|e| StoreError::Io {
        context: "cannot serialize the state".into(),
        source: std::io::Error::other(e),
    })?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// Parses and migrates a state file.
pub fn parse_state(bytes: &[u8]) -> Result<BugState, String> {
    let mut value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| format!("not valid JSON: {e}"))?;
    migrate(&mut value)?;
    serde_json::from_value(value).map_err(|e| format!("does not match the schema: {e}"))
}

/// Brings an older state document to [`STATE_VERSION`].
pub fn migrate(value: &mut serde_json::Value) -> Result<(), String> {
    let obj = value
        .as_object_mut()
        .ok_or("the state is not a JSON object")?;
    let version = obj.get("version").and_then(|v| v.as_u64()).unwrap_or(0);
    if version > STATE_VERSION as u64 {
        return Err(format!(
            "schema version {version} is newer than this bugbash understands ({STATE_VERSION}); upgrade bugbash"
        ));
    }
    if version < 1 {
        // v0 had no cost tracking.
        obj.entry("costs").or_insert_with(|| serde_json::json!([]));
    }
    if version < 2 {
        // v1 (the origin spec) had no triage and no rejection reason; serde defaults fill them.
        // Its approval records had no `kind`.
        if let Some(rec) = obj
            .get_mut("approval_record")
            .and_then(|r| r.as_object_mut())
        {
            rec.entry("kind")
                .or_insert_with(|| serde_json::json!("user"));
        }
    }
    obj.insert("version".into(), serde_json::json!(STATE_VERSION));
    Ok(())
}

/// Writes `bytes` to `path` atomically: temp file in the same directory, fsync, rename, fsync of
/// the directory.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let dir = path.parent().ok_or_else(|| StoreError::Io {
        context: format!("{} has no parent directory", path.display()),
        source: std::io::Error::other("bad path"),
    })?;
    fs::create_dir_all(dir).map_err(io(format!("cannot create {}", dir.display())))?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".tmp-")
        .tempfile_in(dir)
        .map_err(io(format!(
            "cannot create a temp file in {}",
            dir.display()
        )))?;
    tmp.write_all(bytes)
        .map_err(io(format!("cannot write {}", path.display())))?;
    tmp.as_file()
        .sync_all()
        .map_err(io(format!("cannot sync {}", path.display())))?;
    tmp.persist(path).map_err(|e| StoreError::Io {
        context: format!("cannot replace {}", path.display()),
        source: e.error,
    })?;
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Appends one line with a single write (O_APPEND), so concurrent writers never interleave.
pub fn append_line(path: &Path, line: &str) -> Result<(), StoreError> {
    let mut f = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(io(format!("cannot open {}", path.display())))?;
    let mut buf = String::with_capacity(line.len() + 1);
    buf.push_str(line);
    buf.push('\n');
    f.write_all(buf.as_bytes())
        .map_err(io(format!("cannot append to {}", path.display())))?;
    let _ = f.sync_data();
    Ok(())
}

/// The login name of the person running bugbash (`$USER`, else `$USERNAME`), for audit records.
pub fn user_name() -> Option<String> {
    std::env::var("USER")
        .or_else(|_| std::env::var("USERNAME"))
        .ok()
        .filter(|u| !u.trim().is_empty())
}

pub fn hostname() -> String {
    let mut buf = [0u8; 256];
    // SAFETY: the buffer is valid for its length; gethostname NUL-terminates on success.
    let rc = unsafe { libc::gethostname(buf.as_mut_ptr() as *mut libc::c_char, buf.len()) };
    if rc != 0 {
        return "unknown-host".into();
    }
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..end]).into_owned()
}

pub fn pid_alive(pid: u32) -> bool {
    if pid == 0 || pid > i32::MAX as u32 {
        return false;
    }
    // SAFETY: signal 0 only checks for existence and permission.
    let rc = unsafe { libc::kill(pid as libc::pid_t, 0) };
    let exists = rc == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM);
    // A zombie has exited; it only waits to be reaped.
    exists && !is_zombie(pid)
}

fn is_zombie(pid: u32) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rsplit_once(')')
                .map(|(_, rest)| rest.trim_start().starts_with('Z'))
        })
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::BugReport;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let s = Store::new(dir.path(), ".bugbash", 3600);
        (dir, s)
    }

    #[test]
    fn ids() {
        assert!(validate_id("pwd-special-chars").is_ok());
        for bad in ["../x", "a/b", "a b", "", "..", "-x", "A", "x..y"] {
            assert!(validate_id(bad).is_err(), "{bad}");
        }
        let id = generate_id("Login fails with special characters!", 1);
        assert!(
            id.starts_with("login-fails-with-special-characters-"),
            "{id}"
        );
        assert!(validate_id(&id).is_ok());
        assert_ne!(generate_id("x", 1), generate_id("x", 2));
        assert!(generate_id("!!!", 1).starts_with("bug-"));
    }

    #[test]
    fn create_load_save_and_duplicates() {
        let (_d, s) = store();
        let st = BugState::new("b1".into(), BugReport::new("d"), Utc::now());
        s.create(&st).unwrap();
        assert!(matches!(s.create(&st), Err(StoreError::AlreadyExists(_))));
        assert_eq!(s.load("b1").unwrap(), st);
        assert!(matches!(s.load("nope"), Err(StoreError::NotFound(_))));
        assert_eq!(s.list_ids().unwrap(), ["b1"]);
    }

    #[test]
    fn corrupt_state_is_restored_from_backup_with_notice() {
        let (_d, s) = store();
        let mut st = BugState::new("b1".into(), BugReport::new("d"), Utc::now());
        s.create(&st).unwrap();
        st.notes.push("second".into());
        s.save(&st).unwrap();
        let path = s.bug_dir("b1").join("state.json");
        fs::write(&path, b"{ truncated").unwrap();
        let loaded = s.load("b1").unwrap();
        assert!(
            loaded.notes.is_empty(),
            "the backup is the previous version"
        );
        let notices = s.take_notices();
        assert_eq!(notices.len(), 1);
        assert!(notices[0].contains("was corrupt"), "{notices:?}");
        // Both broken: an error, and nothing is reset.
        fs::write(&path, b"garbage").unwrap();
        fs::write(path.with_file_name("state.json.bak"), b"garbage").unwrap();
        let err = s.load("b1").unwrap_err().to_string();
        assert!(err.contains("corrupt and has no usable backup"), "{err}");
        assert_eq!(fs::read(&path).unwrap(), b"garbage");
    }

    #[test]
    fn version_zero_without_costs_migrates() {
        let (_d, s) = store();
        let st = BugState::new("old".into(), BugReport::new("d"), Utc::now());
        let mut v = serde_json::to_value(&st).unwrap();
        let o = v.as_object_mut().unwrap();
        o.remove("costs");
        o.remove("version");
        o.remove("triage");
        o.remove("rejection_reason");
        fs::create_dir_all(s.bug_dir("old")).unwrap();
        fs::write(s.bug_dir("old").join("state.json"), v.to_string()).unwrap();
        let loaded = s.load("old").unwrap();
        assert_eq!(loaded.version, STATE_VERSION);
        assert!(loaded.costs.is_empty());
        let mut newer = serde_json::to_value(&st).unwrap();
        newer["version"] = serde_json::json!(99);
        fs::write(s.bug_dir("old").join("state.json"), newer.to_string()).unwrap();
        fs::remove_file(s.bug_dir("old").join("state.json.bak")).ok();
        assert!(s
            .load("old")
            .unwrap_err()
            .to_string()
            .contains("newer than this bugbash"));
    }

    #[test]
    fn locks_block_and_stale_locks_are_recovered() {
        let (_d, s) = store();
        let st = BugState::new("b1".into(), BugReport::new("d"), Utc::now());
        s.create(&st).unwrap();
        let g = s.lock("b1", "analyze").unwrap();
        let err = s.lock("b1", "approve").unwrap_err().to_string();
        assert!(err.contains("is locked by pid"), "{err}");
        drop(g);
        assert!(!s.bug_dir("b1").join("state.json.lock").exists());
        // A lock from a dead process.
        let dead = LockInfo {
            pid: 999_999_999,
            host: hostname(),
            started_at: Utc::now(),
            command: "x".into(),
            token: String::new(),
        };
        fs::write(
            s.bug_dir("b1").join("state.json.lock"),
            serde_json::to_string(&dead).unwrap(),
        )
        .unwrap();
        let _g = s.lock("b1", "approve").unwrap();
        let n = s.take_notices();
        assert!(
            n[0].contains("recovered a stale lock") && n[0].contains("no longer exists"),
            "{n:?}"
        );
    }

    #[test]
    fn a_live_lock_older_than_the_ttl_is_stale() {
        let clock = crate::clock::ManualClock::new(Utc::now());
        let dir = tempfile::tempdir().unwrap();
        let s =
            Store::new(dir.path(), ".bugbash", 60).with_clock(std::sync::Arc::new(clock.clone()));
        s.create(&BugState::new("b1".into(), BugReport::new("d"), s.now()))
            .unwrap();
        // Held by this (live) process: not stale at first...
        let held = s.lock("b1", "analyze").unwrap();
        std::mem::forget(held);
        assert!(s
            .lock("b1", "approve")
            .unwrap_err()
            .to_string()
            .contains("is locked"));
        // ...but stale once older than lock_ttl_seconds.
        clock.advance(chrono::Duration::seconds(61));
        let _g = s.lock("b1", "approve").unwrap();
        let n = s.take_notices();
        assert!(n[0].contains("older than lock_ttl_seconds (60s)"), "{n:?}");
    }

    #[test]
    fn history_appends_each_transition_once() {
        let (_d, s) = store();
        let mut st = BugState::new("b1".into(), BugReport::new("d"), Utc::now());
        s.create(&st).unwrap();
        crate::phase::transition(
            &mut st,
            BugPhase::Reproducing,
            "user_command",
            Default::default(),
            Utc::now(),
        )
        .unwrap();
        s.save(&st).unwrap();
        s.save(&st).unwrap();
        let log =
            fs::read_to_string(s.bug_dir("b1").join("history/phase_transitions.jsonl")).unwrap();
        assert_eq!(log.lines().count(), 1);
        assert!(log.contains("\"to_phase\":\"reproducing\""));
    }
}
