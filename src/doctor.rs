//! `bugbash doctor`: health checks of a workspace (reference 002's health checks), each with a
//! status and, when something is wrong, the command or edit that fixes it.
//!
//! Read-only: no check changes anything (a corrupt state is parsed from its bytes, never loaded
//! through the store, which would restore it), and no check runs a test command: "runnable"
//! means its program is found on `PATH`. The only network access is one `GET` of the model
//! server's model list, when a model is configured, with a short timeout.
//!
//! The same report serves the CLI (`bugbash doctor [--json]`), the language server's
//! `bugbash/doctor` request, `:checkhealth bugbash` and VS Code's "bugbash: Doctor".

use crate::config::Config;
use crate::model::{BugPhase, STATE_VERSION};
use crate::process::ProcessRunner;
use crate::store::{self, LockInfo};
use chrono::{DateTime, Utc};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Fine.
    Ok,
    /// Not run (nothing to check, or it depends on something missing).
    Skip,
    /// Works, but worth knowing (or bugbash recovers it by itself, with a notice).
    Warn,
    /// Needs an action before bugbash works for it.
    Fail,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Skip => "skip",
            Status::Warn => "warn",
            Status::Fail => "fail",
        }
    }
}

/// One finding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Check {
    /// Which check: `config`, `store`, `schema`, `state`, `lock`, `stuck`, `test_command`,
    /// `git`, `disk`, `model`.
    pub name: &'static str,
    pub status: Status,
    pub message: String,
    /// What to do about it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<String>,
    /// The investigation it is about, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub investigation: Option<String>,
}

impl Check {
    fn new(name: &'static str, status: Status, message: impl Into<String>) -> Check {
        Check {
            name,
            status,
            message: message.into(),
            fix: None,
            investigation: None,
        }
    }

    fn fix(mut self, fix: impl Into<String>) -> Check {
        self.fix = Some(fix.into());
        self
    }

    fn about(mut self, id: &str) -> Check {
        self.investigation = Some(id.to_string());
        self
    }
}

/// Every finding, in the order the checks ran.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// No check failed (warnings allowed).
    pub healthy: bool,
    pub summary: String,
    pub checks: Vec<Check>,
}

impl Report {
    fn from_checks(checks: Vec<Check>) -> Report {
        let count = |s: Status| checks.iter().filter(|c| c.status == s).count();
        let (ok, warn, fail, skip) = (
            count(Status::Ok),
            count(Status::Warn),
            count(Status::Fail),
            count(Status::Skip),
        );
        Report {
            healthy: fail == 0,
            summary: format!("{ok} ok, {warn} warning(s), {fail} failure(s), {skip} skipped"),
            checks,
        }
    }

    pub fn worst(&self) -> Status {
        self.checks
            .iter()
            .map(|c| c.status)
            .max()
            .unwrap_or(Status::Ok)
    }
}

/// A `GET` for the model check: answers the HTTP status, or why there was none.
pub trait ModelProbe: Send + Sync {
    fn get(
        &self,
        url: &str,
        headers: &[(String, String)],
        timeout: Duration,
    ) -> Result<u16, String>;
}

/// The real probe (reqwest, rustls).
pub struct HttpProbe;

impl ModelProbe for HttpProbe {
    fn get(
        &self,
        url: &str,
        headers: &[(String, String)],
        timeout: Duration,
    ) -> Result<u16, String> {
        let client = reqwest::blocking::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .build()
            .map_err(|e| e.to_string())?;
        let mut req = client.get(url).header("user-agent", "bugbash-doctor");
        for (k, v) in headers {
            req = req.header(k.as_str(), v.as_str());
        }
        let resp = req.send().map_err(|e| {
            if e.is_timeout() {
                format!("no answer within {}s", timeout.as_secs())
            } else if e.is_connect() {
                "connection refused or unreachable".to_string()
            } else {
                // reqwest's errors name the URL, never headers (the key is in a header).
                e.to_string()
            }
        })?;
        Ok(resp.status().as_u16())
    }
}

/// What the checks look at.
pub struct Context<'a> {
    /// The workspace.
    pub root: &'a Path,
    /// For git.
    pub runner: &'a dyn ProcessRunner,
    pub probe: &'a dyn ModelProbe,
    pub now: DateTime<Utc>,
    /// `PATH` (the test command's program is looked up there).
    pub path_env: Option<std::ffi::OsString>,
    /// How long the model check waits.
    pub model_timeout: Duration,
}

/// The checks of `root`'s workspace with the real runner, PATH and model probe: what
/// `bugbash doctor`, `bugbash/doctor` and the editors' health views show.
pub fn check_workspace(root: &Path) -> Report {
    let probe = HttpProbe;
    run(&Context {
        root,
        runner: &crate::process::SystemRunner,
        probe: &probe,
        now: Utc::now(),
        path_env: std::env::var_os("PATH"),
        model_timeout: Duration::from_secs(5),
    })
}

/// Runs every check.
pub fn run(ctx: &Context<'_>) -> Report {
    let mut checks = Vec::new();
    let config = check_config(ctx.root, &mut checks);
    let cfg = config.clone().unwrap_or_default();
    let base = ctx.root.join(&cfg.storage_path);
    let store_ok = check_store(&base, &mut checks);
    if store_ok {
        check_states(ctx, &cfg, &base, &mut checks);
    } else {
        for name in ["schema", "state", "lock", "stuck"] {
            checks.push(Check::new(name, Status::Skip, "no readable store"));
        }
    }
    check_test_commands(ctx, &cfg, &base, &mut checks);
    check_git(ctx, &mut checks);
    check_disk(ctx.root, &base, &mut checks);
    check_model(ctx, config.as_ref().ok(), &mut checks);
    Report::from_checks(checks)
}

fn check_config(root: &Path, checks: &mut Vec<Check>) -> Result<Config, String> {
    let path = root.join(".bugbash").join("config.toml");
    match Config::load(root) {
        Ok(c) => {
            let what = if path.exists() {
                format!("{} is valid", rel(root, &path))
            } else {
                "no .bugbash/config.toml: the defaults (and BUGBASH_* variables) apply".into()
            };
            checks.push(Check::new("config", Status::Ok, what));
            Ok(c)
        }
        Err(e) => {
            checks.push(
                Check::new("config", Status::Fail, e.to_string()).fix(
                    "edit .bugbash/config.toml (or the BUGBASH_* variable) as the message says; `bugbash setup` writes a commented template when there is none",
                ),
            );
            Err(e.to_string())
        }
    }
}

/// Readable and writable (a temp file is created and removed). False when there is none.
fn check_store(base: &Path, checks: &mut Vec<Check>) -> bool {
    if !base.exists() {
        checks.push(
            Check::new(
                "store",
                Status::Skip,
                format!("no store at {} yet", base.display()),
            )
            .fix("`bugbash init` creates it with the first investigation"),
        );
        return false;
    }
    let bugs = base.join("bugs");
    if bugs.exists() {
        if let Err(e) = std::fs::read_dir(&bugs) {
            checks.push(
                Check::new(
                    "store",
                    Status::Fail,
                    format!("cannot read {}: {e}", bugs.display()),
                )
                .fix(format!("give your user read access to {}", bugs.display())),
            );
            return false;
        }
    }
    match tempfile::Builder::new()
        .prefix(".doctor-")
        .tempfile_in(base)
    {
        Ok(f) => {
            drop(f);
            checks.push(Check::new(
                "store",
                Status::Ok,
                format!("{} is readable and writable", base.display()),
            ));
            true
        }
        Err(e) => {
            checks.push(
                Check::new(
                    "store",
                    Status::Fail,
                    format!("cannot write in {}: {e}", base.display()),
                )
                .fix(format!(
                    "give your user write access to {} (and check the disk is not full or read-only)",
                    base.display()
                )),
            );
            // Reading still works: the per-investigation checks can run.
            true
        }
    }
}

/// Whether the lock in `lock` is stale, and why.
pub fn lock_staleness(
    lock: &Path,
    ttl_seconds: u64,
    now: DateTime<Utc>,
) -> Option<(Option<LockInfo>, Option<String>)> {
    let text = std::fs::read_to_string(lock).ok()?;
    let info: Option<LockInfo> = serde_json::from_str(&text).ok();
    let reason = match &info {
        None => Some("the lock file is unreadable".to_string()),
        Some(h) => {
            if now.signed_duration_since(h.started_at).num_seconds() > ttl_seconds as i64 {
                Some(format!("older than lock_ttl_seconds ({ttl_seconds}s)"))
            } else if h.host == store::hostname() && !store::pid_alive(h.pid) {
                Some(format!("process {} no longer exists", h.pid))
            } else {
                None
            }
        }
    };
    Some((info, reason))
}

fn check_states(ctx: &Context<'_>, cfg: &Config, base: &Path, checks: &mut Vec<Check>) {
    let bugs = base.join("bugs");
    let mut dirs: Vec<(String, PathBuf)> = std::fs::read_dir(&bugs)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter(|e| e.path().is_dir())
                .filter_map(|e| e.file_name().into_string().ok().map(|n| (n, e.path())))
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    let (mut old, mut newer, mut corrupt, mut locks, mut stuck) = (0, 0, 0, 0, 0);
    let mut total = 0;
    for (id, dir) in &dirs {
        let state_path = dir.join("state.json");
        let bak_path = dir.join("state.json.bak");
        if !state_path.exists() && !bak_path.exists() {
            continue;
        }
        total += 1;
        let raw = std::fs::read(&state_path).ok();
        // The schema version as written, before any migration.
        let version = raw
            .as_deref()
            .and_then(|b| serde_json::from_slice::<serde_json::Value>(b).ok())
            .and_then(|v| v.get("version").and_then(|v| v.as_u64()));
        let parsed = raw
            .as_deref()
            .ok_or_else(|| "state.json is missing".to_string())
            .and_then(store::parse_state);
        let state = match parsed {
            Ok(s) => {
                match version {
                    Some(v) if v < STATE_VERSION as u64 => {
                        old += 1;
                        checks.push(
                            Check::new(
                                "schema",
                                Status::Ok,
                                format!("'{id}' has schema version {v}; it is migrated to {STATE_VERSION} when next saved"),
                            )
                            .about(id),
                        );
                    }
                    None => {
                        old += 1;
                        checks.push(
                            Check::new(
                                "schema",
                                Status::Ok,
                                format!("'{id}' has no schema version (the first format); it is migrated to {STATE_VERSION} when next saved"),
                            )
                            .about(id),
                        );
                    }
                    _ => {}
                }
                Some(s)
            }
            Err(detail) if version.is_some_and(|v| v > STATE_VERSION as u64) => {
                newer += 1;
                checks.push(
                    Check::new("schema", Status::Fail, format!("'{id}': {detail}"))
                        .fix("upgrade bugbash to the version that wrote it")
                        .about(id),
                );
                None
            }
            Err(detail) => {
                corrupt += 1;
                let backup = std::fs::read(&bak_path)
                    .ok()
                    .and_then(|b| store::parse_state(&b).ok());
                match backup {
                    Some(b) => checks.push(
                        Check::new(
                            "state",
                            Status::Warn,
                            format!(
                                "'{id}' has a damaged state.json ({detail}); its backup (phase {}) is usable",
                                b.phase
                            ),
                        )
                        .fix(format!("bugbash recover {id}   (restores the backup and keeps the damaged file)"))
                        .about(id),
                    ),
                    None => checks.push(
                        Check::new(
                            "state",
                            Status::Fail,
                            format!("'{id}' has a damaged state.json ({detail}) and no usable backup"),
                        )
                        .fix(format!(
                            "nothing can be restored automatically: inspect {} by hand, or remove that folder to drop the investigation",
                            dir.display()
                        ))
                        .about(id),
                    ),
                }
                None
            }
        };
        // Damaged copies kept by earlier restorations.
        let kept: Vec<String> = std::fs::read_dir(dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .filter_map(|e| e.file_name().into_string().ok())
                    .filter(|n| n.starts_with("state.json.corrupt-"))
                    .collect()
            })
            .unwrap_or_default();
        if !kept.is_empty() {
            checks.push(
                Check::new(
                    "state",
                    Status::Ok,
                    format!(
                        "'{id}' was restored from its backup before; the damaged copy is kept ({})",
                        kept.join(", ")
                    ),
                )
                .fix(format!(
                    "remove it from {} once you no longer need it",
                    dir.display()
                ))
                .about(id),
            );
        }
        // Locks.
        let lock_path = dir.join("state.json.lock");
        let lock = lock_staleness(&lock_path, cfg.lock_ttl_seconds, ctx.now);
        let live_holder = match &lock {
            Some((info, Some(reason))) => {
                locks += 1;
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
                checks.push(
                    Check::new(
                        "lock",
                        Status::Warn,
                        format!("'{id}' has a stale lock held by {who}: {reason}"),
                    )
                    .fix(format!("bugbash recover {id}   (the next command on it also clears it, with a notice)"))
                    .about(id),
                );
                None
            }
            Some((Some(h), None)) => {
                checks.push(
                    Check::new(
                        "lock",
                        Status::Ok,
                        format!(
                            "'{id}' is being worked on by pid {} on {} ({})",
                            h.pid, h.host, h.command
                        ),
                    )
                    .about(id),
                );
                Some(h.clone())
            }
            _ => None,
        };
        // Investigations left in a phase where work was running, with nobody working.
        if let Some(s) = &state {
            if is_transient(s.phase) && live_holder.is_none() {
                stuck += 1;
                let since = s
                    .transitions
                    .last()
                    .map(|t| t.timestamp.to_rfc3339())
                    .unwrap_or_else(|| s.updated_at.to_rfc3339());
                let what = match s.phase {
                    BugPhase::Implementing => "the fix was being written",
                    BugPhase::Verifying => "the fix was being verified",
                    BugPhase::Reproducing => "the tests were being run",
                    BugPhase::Analyzing => "the root cause was being searched",
                    _ => "a plan was being made",
                };
                checks.push(
                    Check::new(
                        "stuck",
                        Status::Fail,
                        format!(
                            "'{id}' is stuck in {} since {since}: {what} and no process holds its lock",
                            s.phase
                        ),
                    )
                    .fix(format!("bugbash recover {id}"))
                    .about(id),
                );
            }
        }
    }
    if old == 0 && newer == 0 {
        checks.push(Check::new(
            "schema",
            Status::Ok,
            format!("{total} investigation(s), all at schema version {STATE_VERSION}"),
        ));
    }
    if corrupt == 0 {
        checks.push(Check::new(
            "state",
            Status::Ok,
            format!("{total} investigation(s) readable"),
        ));
    }
    if locks == 0 {
        checks.push(Check::new("lock", Status::Ok, "no stale lock"));
    }
    if stuck == 0 {
        checks.push(Check::new(
            "stuck",
            Status::Ok,
            "no investigation is stuck in a running phase",
        ));
    }
}

/// Phases where work was running: an investigation left there by a dead process is stuck.
pub fn is_transient(phase: BugPhase) -> bool {
    phase.is_running()
}

fn check_test_commands(ctx: &Context<'_>, cfg: &Config, base: &Path, checks: &mut Vec<Check>) {
    let mut commands: Vec<(String, String)> = Vec::new();
    if let Some(c) = &cfg.test_command {
        commands.push(("test_command".into(), c.clone()));
    }
    if let Some(c) = &cfg.verify_command {
        commands.push(("verify_command".into(), c.clone()));
    }
    // The commands of open investigations (given with --test: the user's own).
    if let Ok(rd) = std::fs::read_dir(base.join("bugs")) {
        let mut entries: Vec<_> = rd.filter_map(|e| e.ok()).collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let Ok(bytes) = std::fs::read(e.path().join("state.json")) else {
                continue;
            };
            let Ok(s) = store::parse_state(&bytes) else {
                continue;
            };
            if s.phase.is_terminal() {
                continue;
            }
            if let Some(c) = s.report.test_command {
                if !commands.iter().any(|(_, x)| *x == c) {
                    commands.push((format!("investigation '{}'", s.bug_id), c));
                }
            }
        }
    }
    if commands.is_empty() {
        checks.push(Check::new(
            "test_command",
            Status::Skip,
            "no test command is configured (give one with `--test` or test_command)",
        ));
        return;
    }
    for (origin, command) in commands {
        let check = match program_of(&command) {
            None => Check::new(
                "test_command",
                Status::Warn,
                format!("{origin}: `{command}` names no program"),
            ),
            Some(Program::Builtin(b)) => Check::new(
                "test_command",
                Status::Ok,
                format!("{origin}: `{command}` starts with the shell's `{b}`; not checked further (it is never run by doctor)"),
            ),
            Some(Program::Named(p)) => match find_program(&p, ctx.root, ctx.path_env.as_deref()) {
                Some(found) => Check::new(
                    "test_command",
                    Status::Ok,
                    format!("{origin}: `{p}` is {}", found.display()),
                ),
                None => Check::new(
                    "test_command",
                    Status::Fail,
                    format!("{origin}: `{command}` cannot run: `{p}` is not found on PATH"),
                )
                .fix(format!("install `{p}`, or change the command (`--test` or test_command in .bugbash/config.toml)")),
            },
        };
        checks.push(check);
    }
}

/// The program a shell command line starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Program {
    Named(String),
    Builtin(String),
}

/// The program of `command` (after `VAR=value` assignments and `env`), or a shell builtin.
pub fn program_of(command: &str) -> Option<Program> {
    const BUILTINS: [&str; 18] = [
        "cd", ".", "source", "exec", "eval", "export", "set", "test", "[", "true", "false", ":",
        "command", "builtin", "if", "for", "while", "(",
    ];
    let mut words = command.split_whitespace();
    loop {
        let w = words.next()?;
        let w = w.trim_matches(|c| c == '"' || c == '\'');
        let is_assignment = w.split_once('=').is_some_and(|(k, _)| {
            !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
        if is_assignment || w == "env" {
            continue;
        }
        if BUILTINS.contains(&w) || w.starts_with('(') || w.starts_with('{') {
            return Some(Program::Builtin(w.to_string()));
        }
        let w = w.trim_end_matches([';', '&', '|']);
        return (!w.is_empty()).then(|| Program::Named(w.to_string()));
    }
}

/// Finds `program` the way `sh` would: a path (relative to `root`) or a name on `path_env`.
pub fn find_program(
    program: &str,
    root: &Path,
    path_env: Option<&std::ffi::OsStr>,
) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let executable = |p: &Path| {
        p.is_file()
            && std::fs::metadata(p)
                .map(|m| m.permissions().mode() & 0o111 != 0)
                .unwrap_or(false)
    };
    if program.contains('/') {
        let p = if Path::new(program).is_absolute() {
            PathBuf::from(program)
        } else {
            root.join(program)
        };
        return executable(&p).then_some(p);
    }
    std::env::split_paths(path_env?)
        .map(|d| d.join(program))
        .find(|p| executable(p))
}

fn check_git(ctx: &Context<'_>, checks: &mut Vec<Check>) {
    let git = crate::vcs::Git::new(ctx.runner, ctx.root);
    if !git.is_repository() {
        checks.push(Check::new(
            "git",
            Status::Skip,
            "not a git repository (only `bugbash commit` and `bugbash loop` need one)",
        ));
        return;
    }
    let state = match git.state() {
        Ok(s) => s,
        Err(e) => {
            checks.push(Check::new(
                "git",
                Status::Warn,
                format!("cannot read the repository state: {e}"),
            ));
            return;
        }
    };
    let mut fine = true;
    if !state.unmerged.is_empty() {
        fine = false;
        checks.push(
            Check::new(
                "git",
                Status::Fail,
                format!("unmerged paths: {}", state.unmerged.join(", ")),
            )
            .fix("resolve the conflicts and `git add` them, or abort the merge (`git merge --abort`)"),
        );
    }
    if let Some(what) = state.in_progress {
        fine = false;
        checks.push(
            Check::new("git", Status::Warn, format!("{what} is in progress"))
                .fix("finish it or abort it before `bugbash commit`"),
        );
    }
    if state.branch.is_none() {
        fine = false;
        let at = state
            .head
            .as_deref()
            .map(|h| &h[..h.len().min(12)])
            .unwrap_or("?");
        checks.push(
            Check::new("git", Status::Warn, format!("HEAD is detached at {at}")).fix(
                "`git switch <branch>` (or `git switch -c <new-branch>`) before `bugbash commit`",
            ),
        );
    }
    if fine {
        let branch = state
            .branch
            .as_deref()
            .map(|b| b.trim_start_matches("refs/heads/"))
            .unwrap_or("?");
        let msg = if state.head.is_some() {
            format!("on branch {branch}, no conflict")
        } else {
            format!("on branch {branch}, which has no commit yet")
        };
        checks.push(Check::new("git", Status::Ok, msg));
    }
}

/// Free bytes on the file system holding `path` (statvfs).
pub fn free_bytes(path: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let c = std::ffi::CString::new(path.as_os_str().as_bytes()).ok()?;
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: `c` is a valid NUL-terminated path and `st` a valid out-pointer.
    let rc = unsafe { libc::statvfs(c.as_ptr(), &mut st) };
    if rc != 0 {
        return None;
    }
    Some((st.f_bavail as u64).saturating_mul(st.f_frsize as u64))
}

/// Below this, writes may fail: a failure.
pub const DISK_FAIL_BYTES: u64 = 100 * 1024 * 1024;
/// Below this, a mutation search's copies may not fit: a warning.
pub const DISK_WARN_BYTES: u64 = 1024 * 1024 * 1024;

fn check_disk(root: &Path, base: &Path, checks: &mut Vec<Check>) {
    let at = if base.exists() { base } else { root };
    let Some(free) = free_bytes(at) else {
        checks.push(Check::new(
            "disk",
            Status::Skip,
            format!("cannot read the free space of {}", at.display()),
        ));
        return;
    };
    let mib = free / (1024 * 1024);
    let (status, msg) = if free < DISK_FAIL_BYTES {
        (
            Status::Fail,
            format!("only {mib} MiB free on the disk of {}", at.display()),
        )
    } else if free < DISK_WARN_BYTES {
        (
            Status::Warn,
            format!(
                "{mib} MiB free on the disk of {}; the mutation search copies the workspace",
                at.display()
            ),
        )
    } else {
        (
            Status::Ok,
            format!("{:.1} GiB free", free as f64 / (1024.0 * 1024.0 * 1024.0)),
        )
    };
    let mut c = Check::new("disk", status, msg);
    if status != Status::Ok {
        c = c.fix("free some space (old build folders, caches) before running investigations");
    }
    checks.push(c);
}

fn check_model(ctx: &Context<'_>, config: Option<&Config>, checks: &mut Vec<Check>) {
    let Some(table) = config.and_then(|c| c.llm.clone()) else {
        checks.push(Check::new(
            "model",
            Status::Skip,
            "no [llm] table: bugbash works offline",
        ));
        return;
    };
    use serde::Deserialize;
    let settings = match crate::llm::LlmSettings::deserialize(toml::Value::Table(table)) {
        Ok(s) => s,
        Err(e) => {
            checks.push(
                Check::new("model", Status::Fail, format!("the [llm] table is invalid: {}", e.message()))
                    .fix("fix the [llm] table in .bugbash/config.toml (see README, \"Optional: a language model\")"),
            );
            return;
        }
    };
    let problems = settings.validate();
    if !problems.is_empty() {
        checks.push(
            Check::new(
                "model",
                Status::Fail,
                format!("the [llm] table is invalid: {}", problems.join("; ")),
            )
            .fix("fix the [llm] table in .bugbash/config.toml"),
        );
        return;
    }
    let mut headers: Vec<(String, String)> = Vec::new();
    if let Some(var) = settings.key_env() {
        match std::env::var(&var).ok().filter(|k| !k.trim().is_empty()) {
            Some(key) => match settings.provider {
                crate::llm::Provider::Anthropic => {
                    headers.push(("x-api-key".into(), key));
                    headers.push(("anthropic-version".into(), "2023-06-01".into()));
                }
                _ => headers.push(("authorization".into(), format!("Bearer {key}"))),
            },
            None if settings.key_required() => {
                checks.push(
                    Check::new(
                        "model",
                        Status::Fail,
                        format!("{} ({}) needs a key, and {var} is not set", settings.provider, settings.effective_model()),
                    )
                    .fix(format!("export {var}=... in the environment bugbash runs in (the key is never stored)")),
                );
                return;
            }
            None => {}
        }
    }
    let base_url = settings.effective_base_url();
    let url = match settings.provider {
        crate::llm::Provider::Anthropic => format!("{}/v1/models", base_url.trim_end_matches('/')),
        _ => format!("{}/models", base_url.trim_end_matches('/')),
    };
    let what = format!(
        "{} model {} at {url}",
        settings.provider,
        settings.effective_model()
    );
    let check = match ctx.probe.get(&url, &headers, ctx.model_timeout) {
        Ok(code) if (200..300).contains(&code) => {
            Check::new("model", Status::Ok, format!("{what}: reachable (HTTP {code})"))
        }
        Ok(code @ (401 | 403)) => Check::new(
            "model",
            Status::Fail,
            format!("{what}: the server refused the key (HTTP {code})"),
        )
        .fix("check the key in the variable named by api_key_env"),
        Ok(code @ 404) => Check::new(
            "model",
            Status::Warn,
            format!("{what}: the server answers but has no model list (HTTP {code}); calls may still work"),
        )
        .fix("check base_url (it should end where `/chat/completions` or `/v1/messages` is appended)"),
        Ok(code) if code >= 500 => Check::new(
            "model",
            Status::Fail,
            format!("{what}: the server fails (HTTP {code})"),
        )
        .fix("try again later, or check the server's logs"),
        Ok(code) => Check::new(
            "model",
            Status::Warn,
            format!("{what}: unexpected answer (HTTP {code})"),
        ),
        Err(e) => Check::new("model", Status::Fail, format!("{what}: not reachable: {e}"))
            .fix("start the server (for Ollama: `ollama serve`) or fix base_url; without it, analysis falls back to the offline analyzer"),
    };
    checks.push(check);
}

fn rel(root: &Path, p: &Path) -> String {
    p.strip_prefix(root).unwrap_or(p).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_of_command_lines() {
        let named = |s: &str| Some(Program::Named(s.into()));
        assert_eq!(program_of("python3 -m pytest -q"), named("python3"));
        assert_eq!(program_of("FOO=1 BAR=x env cargo test"), named("cargo"));
        assert_eq!(program_of("./run-tests.sh"), named("./run-tests.sh"));
        assert_eq!(program_of("npm test; echo done"), named("npm"));
        assert_eq!(
            program_of("cd sub && make test"),
            Some(Program::Builtin("cd".into()))
        );
        assert_eq!(program_of("   "), None);
    }

    #[test]
    fn programs_are_found_on_path_or_by_path() {
        let d = tempfile::tempdir().unwrap();
        let bin = d.path().join("bin");
        std::fs::create_dir(&bin).unwrap();
        let tool = bin.join("mytool");
        std::fs::write(&tool, "#!/bin/sh\n").unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::write(bin.join("notexec"), "x").unwrap();
        let path = std::ffi::OsString::from(bin.as_os_str());
        assert_eq!(find_program("mytool", d.path(), Some(&path)), Some(tool));
        assert_eq!(find_program("notexec", d.path(), Some(&path)), None);
        assert_eq!(find_program("nope", d.path(), Some(&path)), None);
        assert!(find_program("bin/mytool", d.path(), None).is_some());
    }

    #[test]
    fn free_space_is_read() {
        assert!(free_bytes(Path::new("/")).is_some());
        assert!(free_bytes(Path::new("/no/such/dir")).is_none());
    }
}
