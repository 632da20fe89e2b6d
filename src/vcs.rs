//! git, for the operations that need it (`bugbash commit`, the sandbox of `bugbash loop`,
//! `bugbash doctor`): every command runs through the engine's [`ProcessRunner`] (process group,
//! timeout, bounded output), never `std::process::Command` directly, as an argv vector: a path
//! from a plan is always one argument, never shell text.
//!
//! Nothing here changes the user's working tree. Index work happens in a temporary index
//! (`GIT_INDEX_FILE`), and the only writes to the real index are single entries set by
//! [`Git::set_index_entry`].

use crate::process::{CommandSpec, ProcessRunner, RunOutput};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What went wrong running git.
#[derive(Debug, thiserror::Error)]
pub enum VcsError {
    #[error("cannot run git: {0}. Is git installed and on PATH?")]
    Spawn(std::io::Error),
    #[error("`git {command}` timed out after {seconds}s")]
    Timeout { command: String, seconds: u64 },
    #[error("`git {command}` failed (exit {code}): {output}")]
    Failed {
        command: String,
        code: String,
        output: String,
    },
    #[error("{0}")]
    Io(String),
}

/// The state of the repository that decides whether a commit can be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepoState {
    /// `refs/heads/main`, or `None` when HEAD is detached.
    pub branch: Option<String>,
    /// The commit HEAD points at, `None` on an unborn branch.
    pub head: Option<String>,
    /// Paths with unmerged (conflict) entries in the index.
    pub unmerged: Vec<String>,
    /// A merge, rebase, cherry-pick, revert or bisect in progress.
    pub in_progress: Option<&'static str>,
}

/// One index entry: mode and object id (`ls-files -s` / `ls-tree`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub mode: String,
    pub oid: String,
}

/// git in one working tree.
pub struct Git<'a> {
    runner: &'a dyn ProcessRunner,
    root: PathBuf,
    /// For plumbing commands.
    pub timeout: Duration,
    /// For commands that run hooks (`commit`).
    pub hook_timeout: Duration,
    /// Extra environment for every command (`GIT_INDEX_FILE` of a temporary index).
    env: Vec<(String, String)>,
}

impl<'a> Git<'a> {
    pub fn new(runner: &'a dyn ProcessRunner, root: &Path) -> Git<'a> {
        Git {
            runner,
            root: root.to_path_buf(),
            timeout: Duration::from_secs(60),
            hook_timeout: Duration::from_secs(300),
            env: Vec::new(),
        }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The same settings, run from `dir` (for example the working tree's top, where every path
    /// git prints or takes is relative to the repository).
    pub fn at(&self, dir: &Path) -> Git<'a> {
        Git {
            runner: self.runner,
            root: dir.to_path_buf(),
            timeout: self.timeout,
            hook_timeout: self.hook_timeout,
            env: self.env.clone(),
        }
    }

    /// The top of the working tree.
    pub fn toplevel(&self) -> Result<PathBuf, VcsError> {
        Ok(PathBuf::from(
            self.run(&["rev-parse", "--show-toplevel"])?.trim(),
        ))
    }

    /// The same repository, working on the index file `index` instead of the real one.
    pub fn with_index(&self, index: &Path) -> Git<'a> {
        let mut env = self.env.clone();
        env.retain(|(k, _)| k != "GIT_INDEX_FILE");
        env.push((
            "GIT_INDEX_FILE".into(),
            index.to_string_lossy().into_owned(),
        ));
        Git {
            runner: self.runner,
            root: self.root.clone(),
            timeout: self.timeout,
            hook_timeout: self.hook_timeout,
            env,
        }
    }

    /// Runs `git ARGS` in the working tree; returns the output whatever the exit code.
    pub fn output(&self, args: &[&str], timeout: Duration) -> Result<RunOutput, VcsError> {
        let argv: Vec<String> = std::iter::once("git")
            .chain(args.iter().copied())
            .map(str::to_string)
            .collect();
        let mut spec = CommandSpec::argv(argv, &self.root, timeout);
        spec.env = self.env.clone();
        // Never wait for a person: no editor, no pager, no credential prompt.
        for (k, v) in [
            ("GIT_EDITOR", "true"),
            ("GIT_PAGER", "cat"),
            ("GIT_TERMINAL_PROMPT", "0"),
            ("LC_ALL", "C"),
        ] {
            spec.env.push((k.into(), v.into()));
        }
        let out = self.runner.run(&spec).map_err(VcsError::Spawn)?;
        if out.timed_out {
            return Err(VcsError::Timeout {
                command: args.join(" "),
                seconds: timeout.as_secs(),
            });
        }
        Ok(out)
    }

    /// Runs `git ARGS` and requires success; returns stdout.
    pub fn run(&self, args: &[&str]) -> Result<String, VcsError> {
        let out = self.output(args, self.timeout)?;
        if !out.succeeded() {
            return Err(failed(args, &out));
        }
        Ok(out.stdout)
    }

    /// Whether the working tree is inside a git repository.
    pub fn is_repository(&self) -> bool {
        self.output(&["rev-parse", "--git-dir"], self.timeout)
            .map(|o| o.succeeded())
            .unwrap_or(false)
    }

    /// A path inside `.git` (`--git-path`), absolute.
    pub fn git_path(&self, name: &str) -> Result<PathBuf, VcsError> {
        let p = self.run(&["rev-parse", "--git-path", name])?;
        let p = PathBuf::from(p.trim());
        Ok(if p.is_absolute() {
            p
        } else {
            self.root.join(p)
        })
    }

    /// Branch, HEAD, unmerged paths and operations in progress.
    pub fn state(&self) -> Result<RepoState, VcsError> {
        let sym = self.output(&["symbolic-ref", "-q", "HEAD"], self.timeout)?;
        let branch = sym
            .succeeded()
            .then(|| sym.stdout.trim().to_string())
            .filter(|b| !b.is_empty());
        let head = self.output(
            &["rev-parse", "-q", "--verify", "HEAD^{commit}"],
            self.timeout,
        )?;
        let head = head
            .succeeded()
            .then(|| head.stdout.trim().to_string())
            .filter(|h| !h.is_empty());
        let unmerged_out = self.run(&["ls-files", "-u", "-z"])?;
        let mut unmerged: Vec<String> = unmerged_out
            .split('\0')
            .filter_map(|rec| rec.split_once('\t').map(|(_, p)| p.to_string()))
            .collect();
        unmerged.dedup();
        let mut in_progress = None;
        for (file, what) in [
            ("MERGE_HEAD", "a merge"),
            ("CHERRY_PICK_HEAD", "a cherry-pick"),
            ("REVERT_HEAD", "a revert"),
            ("rebase-merge", "a rebase"),
            ("rebase-apply", "a rebase or `git am`"),
            ("BISECT_LOG", "a bisect"),
        ] {
            if self.git_path(file)?.exists() {
                in_progress = Some(what);
                break;
            }
        }
        Ok(RepoState {
            branch,
            head,
            unmerged,
            in_progress,
        })
    }

    /// The entry of `path` in the index (stage 0), or `None`.
    pub fn index_entry(&self, path: &str) -> Result<Option<Entry>, VcsError> {
        let out = self.run(&["ls-files", "-s", "-z", "--", path])?;
        Ok(out.split('\0').find_map(|rec| {
            let (meta, p) = rec.split_once('\t')?;
            let mut f = meta.split_whitespace();
            let (mode, oid, stage) = (f.next()?, f.next()?, f.next()?);
            (p == path && stage == "0").then(|| Entry {
                mode: mode.to_string(),
                oid: oid.to_string(),
            })
        }))
    }

    /// The entry of `path` in `commit`'s tree, or `None`.
    pub fn tree_entry(&self, commit: &str, path: &str) -> Result<Option<Entry>, VcsError> {
        let out = self.run(&["ls-tree", "-z", commit, "--", path])?;
        Ok(out.split('\0').find_map(|rec| {
            let (meta, p) = rec.split_once('\t')?;
            let mut f = meta.split_whitespace();
            let (mode, kind, oid) = (f.next()?, f.next()?, f.next()?);
            (p == path && kind == "blob").then(|| Entry {
                mode: mode.to_string(),
                oid: oid.to_string(),
            })
        }))
    }

    /// Sets (or, with `None`, removes) one entry of this git's index.
    pub fn set_index_entry(&self, path: &str, entry: Option<&Entry>) -> Result<(), VcsError> {
        match entry {
            Some(e) => {
                let info = format!("{},{},{}", e.mode, e.oid, path);
                self.run(&["update-index", "--add", "--cacheinfo", &info])?;
            }
            None => {
                self.run(&["update-index", "--force-remove", "--", path])?;
            }
        }
        Ok(())
    }

    /// Writes the files `paths` of this git's index under `dir` (as `checkout-index` would in a
    /// working tree: filters applied), skipping paths the index does not have.
    pub fn checkout_index_to(&self, dir: &Path, paths: &[String]) -> Result<(), VcsError> {
        if paths.is_empty() {
            return Ok(());
        }
        let mut prefix = dir.to_string_lossy().into_owned();
        if !prefix.ends_with('/') {
            prefix.push('/');
        }
        let prefix_arg = format!("--prefix={prefix}");
        let mut args: Vec<&str> = vec!["checkout-index", "-q", "-f", &prefix_arg, "--"];
        args.extend(paths.iter().map(String::as_str));
        let out = self.output(&args, self.timeout)?;
        // -q keeps quiet about paths not in the index; anything else is an error.
        if !out.succeeded() && !out.stderr.trim().is_empty() {
            return Err(failed(&args, &out));
        }
        Ok(())
    }

    /// Paths with staged changes (index vs HEAD), unstaged changes (working tree vs index), and
    /// untracked files, for telling the user what was left alone.
    pub fn changed_paths(&self) -> Result<ChangedPaths, VcsError> {
        let split = |s: String| -> Vec<String> {
            s.split('\0')
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect()
        };
        let staged = if self.state()?.head.is_some() {
            split(self.run(&["diff", "--cached", "--name-only", "-z", "--no-renames"])?)
        } else {
            split(self.run(&["ls-files", "-z"])?)
        };
        let unstaged = split(self.run(&["diff", "--name-only", "-z", "--no-renames"])?);
        let untracked = split(self.run(&["ls-files", "--others", "--exclude-standard", "-z"])?);
        Ok(ChangedPaths {
            staged,
            unstaged,
            untracked,
        })
    }
}

/// What `git status` would list, as three path lists.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChangedPaths {
    pub staged: Vec<String>,
    pub unstaged: Vec<String>,
    pub untracked: Vec<String>,
}

fn failed(args: &[&str], out: &RunOutput) -> VcsError {
    let text = out.combined();
    VcsError::Failed {
        command: args.join(" "),
        code: out
            .exit_code
            .map(|c| c.to_string())
            .unwrap_or_else(|| "killed".into()),
        output: text.trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::process::SystemRunner;

    fn sh(dir: &Path, script: &str) {
        let st = std::process::Command::new("sh")
            .arg("-c")
            .arg(script)
            .current_dir(dir)
            .output()
            .unwrap();
        assert!(st.status.success(), "{script}: {st:?}");
    }

    fn repo() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        sh(
            d.path(),
            "git init -q -b main && git config user.email t@e.invalid && git config user.name t \
             && printf 'a\\n' > 'a file.txt' && git add -A && git commit -qm one",
        );
        d
    }

    #[test]
    fn state_sees_branch_detached_head_and_unmerged_paths() {
        let d = repo();
        let git = Git::new(&SystemRunner, d.path());
        assert!(git.is_repository());
        let s = git.state().unwrap();
        assert_eq!(s.branch.as_deref(), Some("refs/heads/main"));
        assert!(s.head.is_some() && s.unmerged.is_empty() && s.in_progress.is_none());
        sh(
            d.path(),
            "git switch -q -c other && printf 'b\\n' > 'a file.txt' && git commit -qam b \
             && git switch -q main && printf 'c\\n' > 'a file.txt' && git commit -qam c \
             && (git merge other >/dev/null 2>&1 || true)",
        );
        let s = git.state().unwrap();
        assert_eq!(s.unmerged, ["a file.txt"]);
        assert_eq!(s.in_progress, Some("a merge"));
        sh(d.path(), "git merge --abort && git checkout -q --detach");
        let s = git.state().unwrap();
        assert_eq!(s.branch, None);
        assert!(s.unmerged.is_empty() && s.in_progress.is_none());
    }

    #[test]
    fn temporary_index_leaves_the_real_one_alone() {
        let d = repo();
        let git = Git::new(&SystemRunner, d.path());
        let head = git.state().unwrap().head.unwrap();
        let before = git.index_entry("a file.txt").unwrap().unwrap();
        assert_eq!(
            git.tree_entry(&head, "a file.txt").unwrap(),
            Some(before.clone())
        );
        let tmp = tempfile::tempdir().unwrap();
        let idx = tmp.path().join("index");
        let t = git.with_index(&idx);
        t.run(&["read-tree", &head]).unwrap();
        t.set_index_entry("a file.txt", None).unwrap();
        assert_eq!(t.index_entry("a file.txt").unwrap(), None);
        assert_eq!(git.index_entry("a file.txt").unwrap(), Some(before));
        let out = tmp.path().join("out");
        git.checkout_index_to(&out, &["a file.txt".into(), "missing".into()])
            .unwrap();
        assert_eq!(
            std::fs::read_to_string(out.join("a file.txt")).unwrap(),
            "a\n"
        );
        assert!(!d.path().join("missing").exists());
    }

    #[test]
    fn outside_a_repository() {
        let d = tempfile::tempdir().unwrap();
        let git = Git::new(&SystemRunner, d.path());
        // A temp dir is not inside a repository unless the machine's /tmp is one.
        if std::process::Command::new("git")
            .args(["rev-parse", "--git-dir"])
            .current_dir(d.path())
            .output()
            .map(|o| o.status.success())
            .unwrap_or(true)
        {
            eprintln!("SKIPPED: the temp dir is inside a git repository on this machine");
            return;
        }
        assert!(!git.is_repository());
        assert!(matches!(git.run(&["log"]), Err(VcsError::Failed { .. })));
    }
}
