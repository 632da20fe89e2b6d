//! Running test commands: each in its own process group, under a hard timeout that kills the
//! whole group, with bounded capture of stdout and stderr (head and tail kept, the middle counted).
//!
//! Processes that leave the group (`setsid`, a double fork) are ended too: the command's first
//! process is a child subreaper (`PR_SET_CHILD_SUBREAPER`), so while it lives every orphan of the
//! run stays in its process tree, and every process of the run carries a marker in its
//! environment (`BUGBASH_RUN_MARK`), found in `/proc` after the command ended. Both are killed
//! when the run ends. The output pipes are read with a deadline, so a process that kept them
//! open can never hold the run.
//!
//! The engine reaches processes only through the [`ProcessRunner`] trait, so its logic can be
//! tested with scripted outcomes; [`SystemRunner`] is the real one.
//!
//! **Invariant:** commands come only from the user (CLI arguments, editor commands) or the config,
//! never from report text, issues or model output.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// A shared flag that asks a running command (or a long engine step) to stop.
#[derive(Debug, Clone, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst)
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// What to run: the user's own command line (run with `sh -c`), or an argv vector (no shell)
/// for every command the tool derives from plan, report or test-id text.
#[derive(Debug, Clone)]
pub struct CommandSpec {
    /// The command line: run with `sh -c` when `argv` is `None`; otherwise only shown (the
    /// argv vector quoted for `sh`, so it reads as what runs).
    pub command: String,
    /// Program and arguments, run directly without a shell. Set by [`CommandSpec::argv`].
    pub argv: Option<Vec<String>>,
    pub cwd: PathBuf,
    pub env: Vec<(String, String)>,
    pub timeout: Duration,
    /// Per stream.
    pub max_output_bytes: usize,
    pub cancel: Option<CancelToken>,
}

impl CommandSpec {
    pub fn new(command: impl Into<String>, cwd: impl Into<PathBuf>, timeout: Duration) -> Self {
        CommandSpec {
            command: command.into(),
            argv: None,
            cwd: cwd.into(),
            env: Vec::new(),
            timeout,
            max_output_bytes: 1 << 20,
            cancel: None,
        }
    }

    /// A command run without a shell: `argv[0]` is the program, the rest its arguments, each
    /// passed as is (no quoting, globbing, substitution or word splitting).
    pub fn argv(argv: Vec<String>, cwd: impl Into<PathBuf>, timeout: Duration) -> Self {
        let mut spec = CommandSpec::new(shell_join(&argv), cwd, timeout);
        spec.argv = Some(argv);
        spec
    }
}

/// `argv` as one line for `sh`, each word quoted when needed: for display, and for the rare
/// place that must store one string (the reproduction command derived from a user's test id).
pub fn shell_join(argv: &[String]) -> String {
    argv.iter()
        .map(|a| shell_quote(a))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Quotes one word for `sh` when needed.
pub fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./:=@%+,".contains(&b))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunOutput {
    /// `None` when killed (timeout, cancellation or a signal).
    pub exit_code: Option<i32>,
    pub timed_out: bool,
    pub cancelled: bool,
    pub duration: Duration,
    pub stdout: String,
    pub stderr: String,
    /// Bytes dropped from the middle of each stream.
    pub stdout_dropped: usize,
    pub stderr_dropped: usize,
}

impl RunOutput {
    pub fn succeeded(&self) -> bool {
        self.exit_code == Some(0)
    }

    /// The last `n` non-blank lines of [`RunOutput::combined`], in order, joined by `sep`: how
    /// the output ends, for messages.
    pub fn tail(&self, n: usize, sep: &str) -> String {
        let combined = self.combined();
        let mut last: Vec<&str> = combined
            .lines()
            .filter(|l| !l.trim().is_empty())
            .rev()
            .take(n)
            .collect();
        last.reverse();
        last.join(sep)
    }

    /// stdout then stderr, as one text for parsing.
    pub fn combined(&self) -> String {
        if self.stderr.is_empty() {
            return self.stdout.clone();
        }
        if self.stdout.is_empty() {
            return self.stderr.clone();
        }
        format!("{}\n{}", self.stdout, self.stderr)
    }
}

/// Runs commands. Implemented by [`SystemRunner`]; tests may script their own.
pub trait ProcessRunner: Send + Sync {
    fn run(&self, spec: &CommandSpec) -> std::io::Result<RunOutput>;
}

/// Runs real processes.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemRunner;

impl ProcessRunner for SystemRunner {
    fn run(&self, spec: &CommandSpec) -> std::io::Result<RunOutput> {
        run_command(spec)
    }
}

/// Keeps the first and last `limit / 2` bytes of a stream.
struct Bounded {
    head: Vec<u8>,
    tail: std::collections::VecDeque<u8>,
    half: usize,
    dropped: usize,
}

impl Bounded {
    fn new(limit: usize) -> Self {
        let half = (limit / 2).max(1);
        Bounded {
            head: Vec::new(),
            tail: Default::default(),
            half,
            dropped: 0,
        }
    }

    fn push(&mut self, mut data: &[u8]) {
        if self.head.len() < self.half {
            let n = (self.half - self.head.len()).min(data.len());
            self.head.extend_from_slice(&data[..n]);
            data = &data[n..];
        }
        if data.is_empty() {
            return;
        }
        if data.len() >= self.half {
            self.dropped += self.tail.len() + data.len() - self.half;
            self.tail.clear();
            self.tail.extend(&data[data.len() - self.half..]);
            return;
        }
        let overflow = (self.tail.len() + data.len()).saturating_sub(self.half);
        self.tail.drain(..overflow);
        self.dropped += overflow;
        self.tail.extend(data);
    }

    fn finish(self) -> (String, usize) {
        let mut out = String::from_utf8_lossy(&self.head).into_owned();
        if self.dropped > 0 {
            out.push_str(&format!(
                "\n[... bugbash dropped {} bytes of output here ...]\n",
                self.dropped
            ));
        }
        let tail: Vec<u8> = self.tail.into_iter().collect();
        out.push_str(&String::from_utf8_lossy(&tail));
        (out, self.dropped)
    }
}

/// A stream being read on its own thread: what was read so far, and whether it ended.
struct Reader {
    data: Arc<std::sync::Mutex<Bounded>>,
    done: mpsc::Receiver<()>,
}

impl Reader {
    /// What was read, once the stream ended or `deadline` passed (a process that escaped the
    /// run may hold the pipe open; its thread then ends whenever the pipe closes).
    fn finish(self, deadline: Instant) -> (String, usize) {
        let left = deadline.saturating_duration_since(Instant::now());
        let _ = self.done.recv_timeout(left);
        let mut data = self.data.lock().unwrap_or_else(|e| e.into_inner());
        let b = std::mem::replace(&mut *data, Bounded::new(1));
        b.finish()
    }
}

fn reader<R: Read + Send + 'static>(mut r: R, limit: usize) -> Reader {
    let data = Arc::new(std::sync::Mutex::new(Bounded::new(limit)));
    let (tx, done) = mpsc::channel();
    let shared = data.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 16 * 1024];
        loop {
            match r.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => shared
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(&buf[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            }
        }
        let _ = tx.send(());
    });
    Reader { data, done }
}

/// The environment variable that marks every process of one run.
pub const RUN_MARK: &str = "BUGBASH_RUN_MARK";

/// How long the output pipes are read after the run ended and its processes were killed.
const PIPE_GRACE: Duration = Duration::from_secs(2);

/// A marker unique to one run of this process.
fn new_mark() -> String {
    static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    )
}

/// Every process in `/proc`: (pid, parent pid, start time in clock ticks since boot).
fn processes() -> Vec<(i32, i32, u64)> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| {
            let (ppid, start) = stat_of(pid)?;
            Some((pid, ppid, start))
        })
        .collect()
}

/// The parent pid and start time of `pid`, from `/proc/<pid>/stat`.
fn stat_of(pid: i32) -> Option<(i32, u64)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // `pid (comm) state ppid ...`; comm may hold spaces and parentheses. The start time is
    // field 22, the 20th after comm.
    let rest: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    Some((rest.get(1)?.parse().ok()?, rest.get(19)?.parse().ok()?))
}

/// The processes of a run: the descendants of `root` (when given) and every process started
/// since `since` (clock ticks since boot) whose environment carries `mark`. Never this process.
fn run_processes(root: Option<i32>, mark: &str, since: u64) -> Vec<i32> {
    let all = processes();
    let me = std::process::id() as i32;
    let mut found: Vec<i32> = Vec::new();
    if let Some(root) = root {
        let mut frontier = vec![root];
        while let Some(p) = frontier.pop() {
            for &(pid, ppid, _) in &all {
                if ppid == p && !found.contains(&pid) {
                    found.push(pid);
                    frontier.push(pid);
                }
            }
        }
    }
    let needle = format!("{RUN_MARK}={mark}\0");
    for &(pid, _, start) in &all {
        // Only processes started since the run began can be part of it (reading every
        // process's environment would cost more than a short test run).
        if start < since || found.contains(&pid) {
            continue;
        }
        let Ok(env) = std::fs::read(format!("/proc/{pid}/environ")) else {
            continue;
        };
        if env.windows(needle.len()).any(|w| w == needle.as_bytes()) {
            found.push(pid);
        }
    }
    found.retain(|&p| p != me && p > 1);
    found
}

/// Kills the test processes of bugbash processes that died (killed before they could end their
/// runs): every process whose run marker names a pid that is no longer alive. Returns how many.
pub fn kill_orphaned_runs() -> usize {
    let me = std::process::id();
    let needle = format!("{RUN_MARK}=");
    let mut killed = 0;
    for (pid, _, _) in processes() {
        let Ok(env) = std::fs::read(format!("/proc/{pid}/environ")) else {
            continue;
        };
        let Some(owner) = env.split(|&b| b == 0).find_map(|var| {
            let mark = var.strip_prefix(needle.as_bytes())?;
            let owner = std::str::from_utf8(mark).ok()?.split('-').next()?;
            owner.parse::<u32>().ok()
        }) else {
            continue;
        };
        if owner == me || crate::store::pid_alive(owner) || pid as u32 == me {
            continue;
        }
        // SAFETY: plain syscall on a process of a run whose owner died.
        if unsafe { libc::kill(pid, libc::SIGKILL) } == 0 {
            killed += 1;
        }
    }
    killed
}

/// Kills every process of the run (see [`run_processes`]); `root` is the command's first
/// process while it has not been reaped. Repeats while new ones appear (a fork between the
/// scan and the kill).
fn kill_run(root: Option<i32>, mark: &str, since: u64) {
    for _ in 0..20 {
        let pids = run_processes(root, mark, since);
        if pids.is_empty() {
            return;
        }
        for pid in pids {
            // SAFETY: plain syscall on a pid of this run.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn kill_group(pgid: i32) {
    if pgid > 0 {
        // SAFETY: plain syscall; a negative pid addresses the process group.
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
    }
}

/// Runs `spec` in a new session (so it leads its own process group), killing the whole group
/// on timeout or cancellation, and also once the main process has exited (so no test helper is
/// left running behind).
pub fn run_command(spec: &CommandSpec) -> std::io::Result<RunOutput> {
    let start = Instant::now();
    let mut cmd = match spec.argv.as_deref() {
        Some([program, args @ ..]) => {
            let mut c = Command::new(program);
            c.args(args);
            c
        }
        Some([]) => {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "an empty argv has no program to run",
            ))
        }
        None => {
            let mut c = Command::new("sh");
            c.arg("-c").arg(&spec.command);
            c
        }
    };
    cmd.current_dir(&spec.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in &spec.env {
        cmd.env(k, v);
    }
    let mark = new_mark();
    cmd.env(RUN_MARK, &mark);
    // SAFETY: setsid and prctl are async-signal-safe and run in the child before exec. The
    // subreaper attribute survives exec: orphans of the command stay its descendants.
    unsafe {
        cmd.pre_exec(|| {
            if libc::setsid() == -1 {
                return Err(std::io::Error::last_os_error());
            }
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
            Ok(())
        });
    }
    let mut child = cmd.spawn()?;
    let pgid = child.id() as i32;
    // Every process of the run starts after the first one.
    let since = stat_of(pgid).map_or(0, |(_, start)| start);
    let out = reader(child.stdout.take().expect("piped"), spec.max_output_bytes);
    let err = reader(child.stderr.take().expect("piped"), spec.max_output_bytes);

    let (tx, rx) = mpsc::channel();
    let reaped = Arc::new(AtomicBool::new(false));
    let reaped_flag = reaped.clone();
    let waiter = std::thread::spawn(move || {
        let status = child.wait();
        reaped_flag.store(true, Ordering::SeqCst);
        let _ = tx.send(());
        status
    });

    let mut timed_out = false;
    let mut cancelled = false;
    let deadline = start + spec.timeout;
    loop {
        let now = Instant::now();
        if now >= deadline {
            timed_out = true;
            break;
        }
        let slice = (deadline - now).min(Duration::from_millis(50));
        match rx.recv_timeout(slice) {
            Ok(()) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if spec.cancel.as_ref().is_some_and(|c| c.is_cancelled()) {
                    cancelled = true;
                    break;
                }
            }
        }
    }
    // Whether it finished or not, nothing of the run may outlive it: first what escaped the
    // group (while the first process, their subreaper, still holds them), then the group.
    if !reaped.load(Ordering::SeqCst) {
        kill_run(Some(pgid), &mark, since);
    }
    kill_group(pgid);
    let status = waiter
        .join()
        .map_err(|_| std::io::Error::other("waiter thread panicked"))??;
    kill_run(None, &mark, since);
    let duration = start.elapsed();
    let grace = Instant::now() + PIPE_GRACE;
    let (stdout, stdout_dropped) = out.finish(grace);
    let (stderr, stderr_dropped) = err.finish(grace);
    Ok(RunOutput {
        exit_code: if timed_out || cancelled {
            None
        } else {
            status.code()
        },
        timed_out,
        cancelled,
        duration,
        stdout,
        stderr,
        stdout_dropped,
        stderr_dropped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(cmd: &str, secs: u64) -> CommandSpec {
        CommandSpec::new(cmd, std::env::temp_dir(), Duration::from_secs(secs))
    }

    #[test]
    fn captures_exit_code_and_streams() {
        let out = run_command(&spec("echo hi; echo oops >&2; exit 3", 10)).unwrap();
        assert_eq!(out.exit_code, Some(3));
        assert_eq!(out.stdout, "hi\n");
        assert_eq!(out.stderr, "oops\n");
        assert!(!out.timed_out);
    }

    #[test]
    fn argv_commands_never_reach_a_shell() {
        let dir = tempfile::tempdir().unwrap();
        let out = run_command(&CommandSpec::argv(
            vec![
                "echo".into(),
                "$(touch PWNED)".into(),
                "; touch PWNED".into(),
            ],
            dir.path(),
            Duration::from_secs(10),
        ))
        .unwrap();
        assert_eq!(out.stdout, "$(touch PWNED) ; touch PWNED\n");
        assert!(!dir.path().join("PWNED").exists());
    }

    #[test]
    fn timeout_kills_the_whole_group() {
        let dir = tempfile::tempdir().unwrap();
        let pidfile = dir.path().join("child.pid");
        // The child backgrounds a grandchild that sleeps forever and records its pid.
        let cmd = format!("sleep 1000 & echo $! > {}; wait", pidfile.display());
        let out = run_command(&CommandSpec::new(
            cmd,
            dir.path(),
            Duration::from_millis(500),
        ))
        .unwrap();
        assert!(out.timed_out);
        assert_eq!(out.exit_code, None);
        assert!(out.duration < Duration::from_secs(5));
        let pid: i32 = std::fs::read_to_string(&pidfile)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        std::thread::sleep(Duration::from_millis(100));
        assert!(
            !crate::store::pid_alive(pid as u32),
            "grandchild {pid} survived"
        );
    }

    #[test]
    fn leftover_background_processes_do_not_hang_the_run() {
        let out = run_command(&spec("sleep 1000 & echo done", 30)).unwrap();
        assert_eq!(out.exit_code, Some(0));
        assert!(out.duration < Duration::from_secs(5), "{:?}", out.duration);
    }

    #[test]
    fn processes_that_leave_the_group_are_ended_too() {
        let dir = tempfile::tempdir().unwrap();
        let p = |n: &str| dir.path().join(n).display().to_string();
        // A new session holding the pipes, and a double fork that closed them, then the
        // command exits at once.
        let cmd = format!(
            "setsid sh -c 'echo $$ > {}; exec sleep 300' & \
             (sh -c 'echo $$ > {}; exec sleep 300' </dev/null >/dev/null 2>&1 &) ; \
             while [ ! -s {} ] || [ ! -s {} ]; do sleep 0.05; done; echo started",
            p("a"),
            p("b"),
            p("a"),
            p("b")
        );
        let out = run_command(&spec(&cmd, 60)).unwrap();
        assert_eq!(out.exit_code, Some(0), "{out:?}");
        assert!(out.stdout.contains("started"), "{out:?}");
        for f in ["a", "b"] {
            let pid: u32 = std::fs::read_to_string(p(f))
                .unwrap()
                .trim()
                .parse()
                .unwrap();
            let mut alive = true;
            for _ in 0..100 {
                alive = crate::store::pid_alive(pid) && !is_zombie(pid);
                if !alive {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            assert!(!alive, "{f}: process {pid} survived the run");
        }
    }

    fn is_zombie(pid: u32) -> bool {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .map(|s| s[s.rfind(')').unwrap() + 1..].trim_start().starts_with('Z'))
            .unwrap_or(false)
    }

    #[test]
    fn output_is_bounded_head_and_tail() {
        let mut s = spec("seq 1 100000", 10);
        s.max_output_bytes = 2000;
        let out = run_command(&s).unwrap();
        assert!(out.stdout.starts_with("1\n2\n3\n"));
        assert!(out.stdout.ends_with("99999\n100000\n"));
        assert!(out.stdout_dropped > 500_000);
        assert!(out.stdout.contains("bugbash dropped"));
    }

    #[test]
    fn cancellation_stops_the_run() {
        let mut s = spec("sleep 1000", 60);
        let c = CancelToken::new();
        s.cancel = Some(c.clone());
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            c.cancel();
        });
        let out = run_command(&s).unwrap();
        assert!(out.cancelled);
        assert!(out.duration < Duration::from_secs(5));
    }
}
