//! Race-free file operations inside the workspace: the only way a fix, its test files, a delete
//! and a rollback touch the working tree.
//!
//! A [`Workspace`] holds the workspace root open as a directory handle. Every operation walks
//! the path one component at a time with `openat(..., O_NOFOLLOW | O_DIRECTORY)` from that
//! handle, so a directory swapped for a symbolic link between the plan's checks and the write is
//! refused, never followed: nothing is ever written outside the workspace. Replacing a file is
//! temp file + `fsync` + `renameat` onto the final name inside the final directory's handle;
//! creating one is temp file + `linkat` (which fails when the name exists), so a file that
//! appeared meanwhile is never overwritten. Modes are preserved on replace.
//!
//! Temp files are made in the store's `tmp/` directory (named after the writing process) and
//! renamed or linked into place, so none ever sits in the source tree; [`clean_stale_temps`]
//! removes those of processes that died. Only when the store is on another filesystem than the
//! target (a mount point inside the workspace) is the temp made next to the target, as
//! `.bugbash-tmp-<pid>-<n>`, after its name was journalled in `tmp/`, so the next start removes
//! it too.
//!
//! Paths given here are workspace-relative, `/`-separated, already normalised
//! (`plan::normalize_plan_path`) and checked by `plan::resolve_inside`.

use std::ffi::{CString, OsStr};
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// `p` with every symlink resolved on its deepest existing ancestor, the rest appended as is
/// (`p` must be absolute and free of `..`).
pub fn real_path(p: &Path) -> std::io::Result<PathBuf> {
    let mut norm = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::ParentDir => {
                norm.pop();
            }
            std::path::Component::CurDir => {}
            other => norm.push(other.as_os_str()),
        }
    }
    let mut existing = norm.clone();
    let mut rest: Vec<std::ffi::OsString> = Vec::new();
    while std::fs::symlink_metadata(&existing).is_err() {
        match (
            existing.file_name().map(|n| n.to_os_string()),
            existing.parent(),
        ) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                existing = parent.to_path_buf();
            }
            _ => break,
        }
    }
    let mut real = existing.canonicalize()?;
    for name in rest.iter().rev() {
        real.push(name);
    }
    Ok(real)
}

/// A file's bytes and permission bits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileBytes {
    pub bytes: Vec<u8>,
    /// The permission bits (`st_mode & 0o7777`).
    pub mode: u32,
}

/// The workspace root held open, plus the store's temp directory.
#[derive(Debug)]
pub struct Workspace {
    root: OwnedFd,
    root_path: PathBuf,
    tmp: OwnedFd,
    tmp_path: PathBuf,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Prefix of the temp files made next to a target (the cross-filesystem fallback).
pub const INPLACE_TEMP_PREFIX: &str = ".bugbash-tmp-";

fn cstr(name: &OsStr) -> io::Result<CString> {
    CString::new(name.as_bytes()).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{name:?} contains a NUL byte"),
        )
    })
}

fn cvt(rc: libc::c_int) -> io::Result<libc::c_int> {
    if rc == -1 {
        Err(io::Error::last_os_error())
    } else {
        Ok(rc)
    }
}

fn open_dir_path(p: &Path) -> io::Result<OwnedFd> {
    let c = cstr(p.as_os_str())?;
    // SAFETY: a valid NUL-terminated path; the returned fd is owned below.
    let fd = cvt(unsafe {
        libc::open(
            c.as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC,
        )
    })?;
    // SAFETY: `fd` is a fresh descriptor we own.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

fn openat(
    dir: RawFd,
    name: &CString,
    flags: libc::c_int,
    mode: libc::mode_t,
) -> io::Result<OwnedFd> {
    // SAFETY: `dir` is an open directory, `name` NUL-terminated; the fd is owned below.
    let fd = cvt(unsafe {
        libc::openat(
            dir,
            name.as_ptr(),
            flags | libc::O_CLOEXEC,
            mode as libc::c_uint,
        )
    })?;
    // SAFETY: `fd` is a fresh descriptor we own.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// The `lstat` of a name in `dir` (never following a link): `None` when it does not exist.
fn stat_at(dir: RawFd, name: &CString) -> io::Result<Option<libc::stat>> {
    // SAFETY: `st` is written by fstatat before being read.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: valid fd, NUL-terminated name, valid out pointer.
    let rc = unsafe { libc::fstatat(dir, name.as_ptr(), &mut st, libc::AT_SYMLINK_NOFOLLOW) };
    if rc == -1 {
        let e = io::Error::last_os_error();
        if e.kind() == io::ErrorKind::NotFound {
            return Ok(None);
        }
        return Err(e);
    }
    Ok(Some(st))
}

/// What a name in `dir` is (`S_IFREG`, `S_IFLNK`, ...), without following a link.
fn kind_at(dir: RawFd, name: &CString) -> io::Result<Option<libc::mode_t>> {
    Ok(stat_at(dir, name)?.map(|st| st.st_mode & libc::S_IFMT))
}

fn fstat(fd: RawFd) -> io::Result<libc::stat> {
    // SAFETY: `st` is written by fstat before being read.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: valid fd and out pointer.
    cvt(unsafe { libc::fstat(fd, &mut st) })?;
    Ok(st)
}

fn refused(rel: &str, what: String) -> io::Error {
    io::Error::new(
        io::ErrorKind::PermissionDenied,
        format!("refused to write {rel}: {what}"),
    )
}

impl Workspace {
    /// Opens the workspace `root` and the store's temp directory `<store>/tmp` (created).
    pub fn open(root: &Path, store: &Path) -> io::Result<Workspace> {
        let root_fd = open_dir_path(root)?;
        let tmp_path = store.join("tmp");
        std::fs::create_dir_all(&tmp_path)?;
        let tmp = open_dir_path(&tmp_path)?;
        Ok(Workspace {
            root: root_fd,
            root_path: root.to_path_buf(),
            tmp,
            tmp_path,
        })
    }

    /// The handle of the directory holding `rel` and the file's name in it. Every directory
    /// component is opened with `O_NOFOLLOW`: a symbolic link, or anything that is not a
    /// directory, is refused. Missing directories are created when `create` is set.
    fn parent(&self, rel: &str, create: bool) -> io::Result<(OwnedFd, CString)> {
        let parts: Vec<&str> = rel.split('/').collect();
        let (name, dirs) = match parts.split_last() {
            Some((n, d)) if !n.is_empty() => (*n, d),
            _ => {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    format!("{rel:?} names no file"),
                ))
            }
        };
        let mut fd = self.root.try_clone()?;
        let mut walked = String::new();
        for d in dirs {
            if d.is_empty() || *d == "." || *d == ".." {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    format!("{rel:?} is not a normalised workspace path"),
                ));
            }
            if !walked.is_empty() {
                walked.push('/');
            }
            walked.push_str(d);
            let c = cstr(OsStr::new(d))?;
            let flags = libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW;
            let next = match openat(fd.as_raw_fd(), &c, flags, 0) {
                Ok(next) => next,
                Err(e) if e.kind() == io::ErrorKind::NotFound && create => {
                    // SAFETY: valid fd and NUL-terminated name.
                    let rc = unsafe { libc::mkdirat(fd.as_raw_fd(), c.as_ptr(), 0o777) };
                    if rc == -1 {
                        let e = io::Error::last_os_error();
                        if e.kind() != io::ErrorKind::AlreadyExists {
                            return Err(e);
                        }
                    }
                    openat(fd.as_raw_fd(), &c, flags, 0)
                        .map_err(|e| self.explain(rel, &walked, &fd, &c, e))?
                }
                Err(e) => return Err(self.explain(rel, &walked, &fd, &c, e)),
            };
            fd = next;
        }
        Ok((fd, cstr(OsStr::new(name))?))
    }

    /// A clear error for a component that could not be opened as a directory.
    fn explain(
        &self,
        rel: &str,
        walked: &str,
        dir: &OwnedFd,
        name: &CString,
        e: io::Error,
    ) -> io::Error {
        match kind_at(dir.as_raw_fd(), name) {
            Ok(Some(libc::S_IFLNK)) => refused(
                rel,
                format!("{walked} is a symbolic link (writes never follow links; was it swapped since the plan was checked?)"),
            ),
            Ok(Some(k)) if k != libc::S_IFDIR => refused(rel, format!("{walked} is not a directory")),
            _ => io::Error::new(e.kind(), format!("cannot open {walked} (for {rel}): {e}")),
        }
    }

    /// The file's bytes and mode, or `None` when it does not exist. A symbolic link or a
    /// directory is refused.
    pub fn read(&self, rel: &str) -> io::Result<Option<FileBytes>> {
        let (dir, name) = match self.parent(rel, false) {
            Ok(p) => p,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        match kind_at(dir.as_raw_fd(), &name)? {
            None => return Ok(None),
            Some(libc::S_IFREG) => {}
            Some(libc::S_IFLNK) => return Err(refused(rel, format!("{rel} is a symbolic link"))),
            Some(libc::S_IFDIR) => return Err(refused(rel, format!("{rel} is a directory"))),
            Some(_) => return Err(refused(rel, format!("{rel} is not a regular file"))),
        }
        let fd = match openat(dir.as_raw_fd(), &name, libc::O_RDONLY | libc::O_NOFOLLOW, 0) {
            Ok(fd) => fd,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        let st = fstat(fd.as_raw_fd())?;
        if st.st_mode & libc::S_IFMT != libc::S_IFREG {
            return Err(refused(rel, format!("{rel} is not a regular file")));
        }
        let mut f = File::from(fd);
        let mut bytes = Vec::new();
        f.read_to_end(&mut bytes)?;
        Ok(Some(FileBytes {
            bytes,
            mode: st.st_mode & 0o7777,
        }))
    }

    /// Writes a temp file holding `bytes` in `dir_fd` (the store's tmp, or the target's
    /// directory) with `mode` (exactly, when given; else the default for new files), fsynced.
    fn temp_in(
        &self,
        dir_fd: RawFd,
        prefix: &str,
        bytes: &[u8],
        mode: Option<u32>,
    ) -> io::Result<CString> {
        loop {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = cstr(OsStr::new(&format!(
                "{prefix}{}-{n}-{}",
                std::process::id(),
                nanos()
            )))?;
            let flags = libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_NOFOLLOW;
            let fd = match openat(dir_fd, &name, flags, 0o666) {
                Ok(fd) => fd,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            };
            let result = (|| {
                if let Some(m) = mode {
                    // SAFETY: valid fd.
                    cvt(unsafe { libc::fchmod(fd.as_raw_fd(), m as libc::mode_t) })?;
                }
                let mut f = File::from(fd);
                f.write_all(bytes)?;
                f.sync_all()
            })();
            if let Err(e) = result {
                // SAFETY: valid fd and name.
                unsafe { libc::unlinkat(dir_fd, name.as_ptr(), 0) };
                return Err(e);
            }
            return Ok(name);
        }
    }

    /// Puts `bytes` at `rel` with `op` (rename or link) from a temp file: made in the store's
    /// tmp directory, or (across filesystems) journalled and made next to the target.
    fn place(&self, rel: &str, bytes: &[u8], mode: Option<u32>, op: Place) -> io::Result<()> {
        let (dir, name) = self.parent(rel, true)?;
        let mut mode = mode;
        if let Some(st) = stat_at(dir.as_raw_fd(), &name)? {
            match st.st_mode & libc::S_IFMT {
                libc::S_IFLNK => return Err(refused(rel, format!("{rel} is a symbolic link"))),
                libc::S_IFDIR => return Err(refused(rel, format!("{rel} is a directory"))),
                // A replaced file keeps its mode unless the caller says otherwise.
                _ if mode.is_none() && op == Place::Rename => mode = Some(st.st_mode & 0o7777),
                _ => {}
            }
        }
        let tmp = self.temp_in(self.tmp.as_raw_fd(), "", bytes, mode)?;
        match op.apply(self.tmp.as_raw_fd(), &tmp, dir.as_raw_fd(), &name) {
            Ok(()) => {}
            Err(e) if e.raw_os_error() == Some(libc::EXDEV) => {
                unlink(self.tmp.as_raw_fd(), &tmp);
                return self.place_inplace(rel, &dir, &name, bytes, mode, op);
            }
            Err(e) => {
                unlink(self.tmp.as_raw_fd(), &tmp);
                return Err(e);
            }
        }
        if op == Place::Link {
            unlink(self.tmp.as_raw_fd(), &tmp);
        }
        // SAFETY: valid fd.
        unsafe { libc::fsync(dir.as_raw_fd()) };
        Ok(())
    }

    fn place_inplace(
        &self,
        rel: &str,
        dir: &OwnedFd,
        name: &CString,
        bytes: &[u8],
        mode: Option<u32>,
        op: Place,
    ) -> io::Result<()> {
        // Journal first, so a crash before the rename leaves nothing the next start cannot find.
        let journal = self
            .tmp_path
            .join(format!("{}.journal", std::process::id()));
        let parent_rel = rel.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
        crate::store::append_line(&journal, parent_rel).map_err(io::Error::other)?;
        let tmp = self.temp_in(dir.as_raw_fd(), INPLACE_TEMP_PREFIX, bytes, mode)?;
        let r = op.apply(dir.as_raw_fd(), &tmp, dir.as_raw_fd(), name);
        if r.is_err() || op == Place::Link {
            unlink(dir.as_raw_fd(), &tmp);
        }
        r?;
        // SAFETY: valid fd.
        unsafe { libc::fsync(dir.as_raw_fd()) };
        Ok(())
    }

    /// Replaces (or creates) `rel` with `bytes`, atomically. `mode` is kept exactly when given
    /// (`None`: a replaced file keeps its mode, a new file gets the default one).
    pub fn write(&self, rel: &str, bytes: &[u8], mode: Option<u32>) -> io::Result<()> {
        self.place(rel, bytes, mode, Place::Rename)
    }

    /// Creates `rel` holding `bytes`, failing with `AlreadyExists` (and changing nothing) when
    /// the name exists: an existing file is never overwritten.
    pub fn create_new(&self, rel: &str, bytes: &[u8], mode: Option<u32>) -> io::Result<()> {
        self.place(rel, bytes, mode, Place::Link).map_err(|e| {
            if e.kind() == io::ErrorKind::AlreadyExists {
                io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    format!("{rel} already exists; it is never overwritten"),
                )
            } else {
                e
            }
        })
    }

    /// Removes the file `rel` (never a directory, never through a link). Missing is fine.
    pub fn remove(&self, rel: &str) -> io::Result<()> {
        let (dir, name) = match self.parent(rel, false) {
            Ok(p) => p,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(e),
        };
        match kind_at(dir.as_raw_fd(), &name)? {
            None => return Ok(()),
            Some(libc::S_IFDIR) => return Err(refused(rel, format!("{rel} is a directory"))),
            _ => {}
        }
        // SAFETY: valid fd and name; unlinkat never follows a final link (it removes the link).
        cvt(unsafe { libc::unlinkat(dir.as_raw_fd(), name.as_ptr(), 0) })?;
        // SAFETY: valid fd.
        unsafe { libc::fsync(dir.as_raw_fd()) };
        Ok(())
    }

    /// The workspace root this handle was opened on.
    pub fn root(&self) -> &Path {
        &self.root_path
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Rename,
    Link,
}

impl Place {
    fn apply(self, from_dir: RawFd, from: &CString, to_dir: RawFd, to: &CString) -> io::Result<()> {
        // SAFETY: valid fds and NUL-terminated names; neither call follows a final link.
        let rc = unsafe {
            match self {
                Place::Rename => libc::renameat(from_dir, from.as_ptr(), to_dir, to.as_ptr()),
                Place::Link => libc::linkat(from_dir, from.as_ptr(), to_dir, to.as_ptr(), 0),
            }
        };
        cvt(rc).map(|_| ())
    }
}

fn unlink(dir: RawFd, name: &CString) {
    // SAFETY: valid fd and name.
    unsafe { libc::unlinkat(dir, name.as_ptr(), 0) };
}

fn nanos() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0)
}

/// The prefix of this process's isolated copies in TMPDIR (mutation labs, build directories):
/// `bugbash-mutants-<pid>-` (`kind` empty) or `bugbash-mutants-<kind>-<pid>-`. The pid lets
/// the next start remove the copies of a process that died ([`clean_stale_copies`]).
pub fn copy_prefix(kind: &str) -> String {
    let kind = if kind.is_empty() {
        String::new()
    } else {
        format!("{kind}-")
    };
    format!("{COPY_PREFIX}{kind}{}-", std::process::id())
}

const COPY_PREFIX: &str = "bugbash-mutants-";

/// Removes the isolated copies in `tmpdir` of processes that died: only directories named by
/// [`copy_prefix`], owned by this user, whose pid is not alive. Returns how many were removed.
pub fn clean_stale_copies(tmpdir: &Path) -> usize {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = std::fs::read_dir(tmpdir) else {
        return 0;
    };
    // SAFETY: geteuid has no preconditions.
    let me = unsafe { libc::geteuid() };
    let mut removed = 0;
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_prefix(COPY_PREFIX) else {
            continue;
        };
        // `<pid>-...` or `<kind>-<pid>-...` with a lowercase kind.
        let rest = match rest.split_once('-') {
            Some((kind, tail)) if kind.bytes().all(|b| b.is_ascii_lowercase()) => tail,
            _ => rest,
        };
        let Some((pid, _)) = rest.split_once('-') else {
            continue;
        };
        let Ok(pid) = pid.parse::<u32>() else {
            continue;
        };
        if pid == std::process::id() || crate::store::pid_alive(pid) {
            continue;
        }
        let Ok(meta) = std::fs::symlink_metadata(e.path()) else {
            continue;
        };
        if !meta.is_dir() || meta.uid() != me {
            continue;
        }
        if std::fs::remove_dir_all(e.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// What a start cleans up after processes that died: temp files in the store and next to
/// targets in `root` ([`clean_stale_temps`]), and (once per process) isolated copies in
/// TMPDIR ([`clean_stale_copies`]) and the test processes they left running
/// (`process::kill_orphaned_runs`).
pub fn clean_on_start(root: &Path, store: &Path) {
    static COPIES: std::sync::Once = std::sync::Once::new();
    let temps = clean_stale_temps(root, store);
    if temps > 0 {
        tracing::info!("removed {temps} temp file(s) left by processes that died");
    }
    COPIES.call_once(|| {
        let orphans = crate::process::kill_orphaned_runs();
        if orphans > 0 {
            tracing::info!("ended {orphans} test process(es) of bugbash processes that died");
        }
        let copies = clean_stale_copies(&std::env::temp_dir());
        if copies > 0 {
            tracing::info!("removed {copies} isolated copie(s) left by processes that died");
        }
    });
}

/// The pid a temp file or journal of ours was named after (`<pid>-...` or `<pid>.journal`).
fn owner_pid(name: &str) -> Option<u32> {
    let digits: String = name.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

/// Removes what dead processes left in `<store>/tmp`: their temp files, and the temp files
/// their journals name next to targets in `root`. Returns how many files were removed.
pub fn clean_stale_temps(root: &Path, store: &Path) -> usize {
    let tmp = store.join("tmp");
    let Ok(entries) = std::fs::read_dir(&tmp) else {
        return 0;
    };
    let mut removed = 0;
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(pid) = owner_pid(&name) else {
            continue;
        };
        if pid == std::process::id() || crate::store::pid_alive(pid) {
            continue;
        }
        if name.ends_with(".journal") {
            let dirs = std::fs::read_to_string(e.path()).unwrap_or_default();
            let prefix = format!("{INPLACE_TEMP_PREFIX}{pid}-");
            let Ok(ws) = Workspace::open(root, store) else {
                continue;
            };
            for d in dirs.lines().collect::<std::collections::BTreeSet<_>>() {
                let Ok(list) = std::fs::read_dir(root.join(d)) else {
                    continue;
                };
                for f in list.flatten() {
                    let n = f.file_name().to_string_lossy().into_owned();
                    if n.starts_with(&prefix) {
                        let rel = if d.is_empty() { n } else { format!("{d}/{n}") };
                        if ws.remove(&rel).is_ok() {
                            removed += 1;
                        }
                    }
                }
            }
        }
        if std::fs::remove_file(e.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn ws() -> (tempfile::TempDir, Workspace) {
        let d = tempfile::tempdir().unwrap();
        let w = Workspace::open(d.path(), &d.path().join(".bugbash")).unwrap();
        (d, w)
    }

    #[test]
    fn writes_replace_atomically_keep_modes_and_leave_no_temp() {
        let (d, w) = ws();
        std::fs::create_dir_all(d.path().join("a")).unwrap();
        std::fs::write(d.path().join("a/x.sh"), "old").unwrap();
        std::fs::set_permissions(
            d.path().join("a/x.sh"),
            std::fs::Permissions::from_mode(0o755),
        )
        .unwrap();
        let old = w.read("a/x.sh").unwrap().unwrap();
        assert_eq!(old.mode, 0o755);
        w.write("a/x.sh", b"new", Some(old.mode)).unwrap();
        let new = w.read("a/x.sh").unwrap().unwrap();
        assert_eq!((new.bytes.as_slice(), new.mode), (&b"new"[..], 0o755));
        w.write("b/c/new.py", b"n", None).unwrap();
        assert_eq!(std::fs::read(d.path().join("b/c/new.py")).unwrap(), b"n");
        assert!(std::fs::read_dir(d.path().join(".bugbash/tmp"))
            .unwrap()
            .next()
            .is_none());
        assert!(std::fs::read_dir(d.path().join("a"))
            .unwrap()
            .all(|e| e.unwrap().file_name() == "x.sh"));
    }

    #[test]
    fn create_new_never_overwrites() {
        let (d, w) = ws();
        w.create_new("t.py", b"1", None).unwrap();
        let e = w.create_new("t.py", b"2", None).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(d.path().join("t.py")).unwrap(), b"1");
    }

    #[test]
    fn symlinked_components_are_refused_never_followed() {
        let (d, w) = ws();
        let outside = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(outside.path(), d.path().join("pkg")).unwrap();
        std::fs::write(outside.path().join("m.py"), "x").unwrap();
        for r in [
            w.write("pkg/m.py", b"pwned", None).map(|_| ()),
            w.create_new("pkg/n.py", b"pwned", None),
            w.remove("pkg/m.py"),
            w.read("pkg/m.py").map(|_| ()),
        ] {
            let e = r.unwrap_err().to_string();
            assert!(e.contains("pkg is a symbolic link"), "{e}");
        }
        std::os::unix::fs::symlink(outside.path().join("m.py"), d.path().join("l.py")).unwrap();
        assert!(w.write("l.py", b"pwned", None).is_err());
        assert_eq!(std::fs::read(outside.path().join("m.py")).unwrap(), b"x");
        assert_eq!(std::fs::read_dir(outside.path()).unwrap().count(), 1);
    }

    #[test]
    fn temps_of_dead_processes_are_cleaned() {
        let (d, _w) = ws();
        let tmp = d.path().join(".bugbash/tmp");
        std::fs::write(tmp.join("999999999-1-2"), "x").unwrap();
        std::fs::write(tmp.join("999999999.journal"), "src\n").unwrap();
        std::fs::create_dir_all(d.path().join("src")).unwrap();
        std::fs::write(d.path().join("src/.bugbash-tmp-999999999-3-4"), "x").unwrap();
        std::fs::write(d.path().join("src/keep.py"), "x").unwrap();
        assert_eq!(clean_stale_temps(d.path(), &d.path().join(".bugbash")), 3);
        assert!(std::fs::read_dir(&tmp).unwrap().next().is_none());
        let left: Vec<_> = std::fs::read_dir(d.path().join("src"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["keep.py"]);
    }
}
