//! `bugbash bisect ID [--good REF]`: the first bad commit, by `git bisect run` with the
//! reproduction command, in a sandbox: a `git clone --shared` of the repository in a temporary
//! folder (objects borrowed, nothing written to the user's repository), so the user's working
//! tree, index, HEAD and refs are never touched. Bounded by a time budget (the whole bisect's
//! process group is killed at it).
//!
//! - The good ref defaults to the parent of the commit that last changed the root-cause line
//!   (from the history), else the first commit. It is checked first: a good ref where the command
//!   fails too is a clear error, and so is a HEAD where it passes.
//! - Cargo projects: a commit whose tests do not build is skipped (exit 125), not blamed.
//! - The answer says whether the first bad commit touches the root-cause line.

use super::LineHistory;
use crate::engine::{Engine, EngineError};
use crate::process::{CommandSpec, ProcessRunner};
use crate::vcs::Git;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::{Duration, Instant};

/// What bisect found.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct BisectResult {
    pub first_bad: String,
    pub author: String,
    pub author_time: Option<i64>,
    pub summary: String,
    /// The good ref used, as a commit id.
    pub good: String,
    /// The first bad commit is the one that last changed the root-cause line.
    pub touches_root_cause: bool,
    /// How long it took, seconds.
    pub seconds: f64,
}

impl BisectResult {
    pub fn sentence(&self) -> String {
        format!(
            "first bad commit {} by {}: '{}'{}",
            &self.first_bad[..self.first_bad.len().min(7)],
            self.author,
            self.summary,
            if self.touches_root_cause {
                " (it last changed the root-cause line)"
            } else {
                " (it does not touch the root-cause line as it is now)"
            }
        )
    }
}

/// `git bisect run` output: the first bad commit's id.
pub fn parse_first_bad(output: &str) -> Option<String> {
    output.lines().find_map(|l| {
        let (sha, rest) = l.trim().split_once(' ')?;
        (rest.starts_with("is the first bad commit")
            && sha.len() >= 40
            && sha.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| sha.to_string())
    })
}

/// Bisects `command` between `good` and HEAD of the repository holding `root`.
pub fn bisect(
    runner: &dyn ProcessRunner,
    root: &Path,
    command: &str,
    good: Option<&str>,
    root_line: Option<&LineHistory>,
    budget: Duration,
) -> Result<BisectResult, String> {
    let started = Instant::now();
    let left = || budget.saturating_sub(started.elapsed());
    let git = Git::new(runner, root);
    if !git.is_repository() {
        return Err("not a git repository".into());
    }
    let top = git.toplevel().map_err(|e| e.to_string())?;
    let sub = root
        .canonicalize()
        .ok()
        .and_then(|r| {
            top.canonicalize()
                .ok()
                .and_then(|t| r.strip_prefix(t).ok().map(Path::to_path_buf))
        })
        .unwrap_or_default();
    let head = git
        .run(&["rev-parse", "--verify", "HEAD^{commit}"])
        .map_err(|_| "HEAD names no commit yet".to_string())?
        .trim()
        .to_string();
    let good_ref = match good {
        Some(g) => g.to_string(),
        None => match root_line.and_then(|h| h.commit.clone()) {
            Some(c) if !root_line.is_some_and(|h| h.boundary) => format!("{c}^"),
            _ => git
                .run(&["rev-list", "--max-parents=0", "HEAD"])
                .map_err(|e| e.to_string())?
                .lines()
                .next()
                .unwrap_or("")
                .to_string(),
        },
    };
    if good_ref.starts_with('-') {
        return Err(format!("`{good_ref}` is not a ref"));
    }
    let good_sha = git
        .run(&["rev-parse", "--verify", &format!("{good_ref}^{{commit}}")])
        .map_err(|_| format!("`{good_ref}` names no commit"))?
        .trim()
        .to_string();
    if good_sha == head {
        return Err(format!("the good ref `{good_ref}` is HEAD itself"));
    }
    let sandbox = tempfile::Builder::new()
        .prefix("bugbash-bisect-")
        .tempdir()
        .map_err(|e| format!("cannot make the sandbox: {e}"))?;
    let repo = sandbox.path().join("repo");
    git.output(
        &[
            "clone",
            "--quiet",
            "--shared",
            "--no-checkout",
            "--",
            &top.display().to_string(),
            &repo.display().to_string(),
        ],
        left(),
    )
    .map_err(|e| e.to_string())
    .and_then(|o| {
        o.succeeded()
            .then_some(())
            .ok_or_else(|| format!("cannot clone the repository: {}", o.stderr.trim()))
    })?;
    let sg = Git::new(runner, &repo);
    let cwd = repo.join(&sub);
    let run_at = |sha: &str| -> Result<bool, String> {
        sg.run(&["checkout", "--quiet", "--force", "--detach", sha])
            .map_err(|e| e.to_string())?;
        let mut spec = CommandSpec::new(command, &cwd, left());
        spec.env
            .push(("PYTHONDONTWRITEBYTECODE".into(), "1".into()));
        let o = runner.run(&spec).map_err(|e| e.to_string())?;
        if o.timed_out {
            return Err(format!(
                "the bisect's budget of {} s ran out",
                budget.as_secs()
            ));
        }
        Ok(o.succeeded())
    };
    if !run_at(&good_sha)? {
        return Err(format!(
            "the good ref `{good_ref}` is not good: `{command}` fails there too; give an older one with --good"
        ));
    }
    if run_at(&head)? {
        return Err(format!(
            "`{command}` passes at HEAD ({}): nothing to bisect",
            &head[..7]
        ));
    }
    sg.run(&["bisect", "start", &head, &good_sha])
        .map_err(|e| e.to_string())?;
    let cargo = command.split_whitespace().any(|w| w == "cargo");
    // The user's own command (run with `sh -c` like everywhere else); a signal or an exit code git
    // bisect would take as "abort" counts as bad.
    let script = format!(
        "{}{command}\nc=$?\nif [ $c -ge 128 ]; then exit 1; fi\nexit $c",
        if cargo {
            "cargo test --no-run --quiet >/dev/null 2>&1 || exit 125\n"
        } else {
            ""
        }
    );
    let mut spec = CommandSpec::argv(
        vec![
            "git".into(),
            "bisect".into(),
            "run".into(),
            "sh".into(),
            "-c".into(),
            format!("cd \"$0\" && {{\n{script}\n}}"),
            cwd.display().to_string(),
        ],
        &repo,
        left(),
    );
    spec.env
        .push(("PYTHONDONTWRITEBYTECODE".into(), "1".into()));
    spec.env.push(("GIT_PAGER".into(), "cat".into()));
    spec.env.push(("LC_ALL".into(), "C".into()));
    let o = runner.run(&spec).map_err(|e| e.to_string())?;
    if o.timed_out {
        return Err(format!(
            "the bisect's budget of {} s ran out",
            budget.as_secs()
        ));
    }
    let first_bad = parse_first_bad(&o.stdout).ok_or_else(|| {
        let all = o.combined();
        let tail: Vec<&str> = all.lines().rev().take(3).collect();
        format!(
            "git bisect found no first bad commit: {}",
            tail.into_iter().rev().collect::<Vec<_>>().join(" / ")
        )
    })?;
    let info = sg
        .run(&["show", "-s", "--format=%an%x00%at%x00%s", &first_bad])
        .map_err(|e| e.to_string())?;
    let mut parts = info.trim_end().splitn(3, '\0');
    let author = parts.next().unwrap_or("").to_string();
    let author_time = parts.next().and_then(|t| t.parse().ok());
    let summary = parts.next().unwrap_or("").to_string();
    Ok(BisectResult {
        touches_root_cause: root_line.and_then(|h| h.commit.as_deref()) == Some(&first_bad),
        first_bad,
        author,
        author_time,
        summary,
        good: good_sha,
        seconds: (started.elapsed().as_secs_f64() * 100.0).round() / 100.0,
    })
}

impl Engine {
    /// `bugbash bisect ID [--good REF]`: bisects the investigation's reproduction command and
    /// records the answer with its history (`why.bisect`).
    pub fn bisect(
        &self,
        id: &str,
        good: Option<&str>,
        budget: Duration,
    ) -> Result<BisectResult, EngineError> {
        let _lock = self.store.lock(id, "analyze")?;
        let mut state = self.store.load(id)?;
        let command = self.command_for(&state).ok_or_else(|| {
            EngineError::InvalidInput("the investigation has no test command to bisect with".into())
        })?;
        let root_line = state.why.as_ref().and_then(|w| w.history.first()).cloned();
        let r = bisect(
            self.runner().as_ref(),
            self.root(),
            &command,
            good,
            root_line.as_ref(),
            budget,
        )
        .map_err(EngineError::InvalidInput)?;
        state.why.get_or_insert_with(Default::default).bisect = Some(r.clone());
        self.save(&state)?;
        if state.root_cause.is_some() {
            self.store.write_artifact(
                id,
                "root-cause-analysis.md",
                &crate::render::root_cause_md(&state),
            )?;
        }
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Captured: `git bisect run sh -c 'python3 -m unittest ...'` (git 2.47) in a clone of a
    /// scratch repository (python-pricing: a good commit, the bug, two unrelated commits).
    const CAPTURED: &str = r#"running 'sh' '-c' 'PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s tests -t . >/dev/null 2>&1'
Bisecting: 0 revisions left to test after this (roughly 0 steps)
[1a8e4a78bb16d7ddea3b66b45c2c92a5cd1ffd64] Refactor discount rounding
running 'sh' '-c' 'PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s tests -t . >/dev/null 2>&1'
1a8e4a78bb16d7ddea3b66b45c2c92a5cd1ffd64 is the first bad commit
commit 1a8e4a78bb16d7ddea3b66b45c2c92a5cd1ffd64
Author: Ann <a@x>
Date:   Fri Nov 27 04:29:47 2026 +0000

    Refactor discount rounding

 pricing/discounts.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
bisect found first bad commit
"#;

    #[test]
    fn parses_the_first_bad_commit() {
        assert_eq!(
            parse_first_bad(CAPTURED).as_deref(),
            Some("1a8e4a78bb16d7ddea3b66b45c2c92a5cd1ffd64")
        );
        let before_the_answer = CAPTURED.split(" is the first bad commit").next().unwrap();
        let before_the_answer = &before_the_answer[..before_the_answer.rfind('\n').unwrap()];
        assert_eq!(parse_first_bad(before_the_answer), None);
    }
}
