//! `bugbash commit ID` (and `fix --commit`): one git commit holding exactly the approved fix of a
//! FIXED investigation (reference 004: conventional message, `Fixes #N`, structured result).
//!
//! How unrelated changes stay untouched: the commit is built in a temporary index
//! (`GIT_INDEX_FILE`) read from HEAD, holding HEAD's version of each file the plan changes with
//! the plan applied, plus the test files the fix wrote. Other staged changes, unstaged edits
//! (even in the same files) and untracked files are not in it, and the working tree is never
//! written. Afterwards the real index entries of the committed files are moved to the new commit
//! when they were not staged (so the fix does not show as staged-reverted); a staged version of
//! such a file gets the fix applied too, or is left with a note.
//!
//! **Invariant:** only a plan whose hash is the approved one is committed, and only when its
//! changes are on disk (the fix that was verified).

use crate::model::{BugPhase, BugState, ChangeType, FixPlan};
use crate::vcs::{ChangedPaths, Entry, Git, VcsError};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Why no commit was made. Nothing was changed in any of these cases.
#[derive(Debug, thiserror::Error)]
pub enum CommitError {
    #[error("it is {0}; only a FIXED investigation is committed (run `bugbash fix` first)")]
    NotFixed(BugPhase),
    #[error("it was already committed as {0}")]
    AlreadyCommitted(String),
    #[error("the plan is not the approved one (its hash differs from the approval's); nothing was committed")]
    PlanChanged,
    #[error("{} is not inside a git repository; nothing to commit to", .0.display())]
    NotARepository(PathBuf),
    #[error("HEAD is detached{0}; a fix is committed on a branch: `git switch <branch>` (or `git switch -c <new-branch>`), then run it again")]
    Detached(String),
    #[error("the repository has no commit yet; make a first commit, then run it again")]
    Unborn,
    #[error("the index has unmerged paths ({}); resolve the conflict (or abort the merge) first", .0.join(", "))]
    Unmerged(Vec<String>),
    #[error("{0} is in progress; finish or abort it first")]
    InProgress(&'static str),
    #[error("the fix is no longer in the working tree: {0}; nothing was committed")]
    NotOnDisk(String),
    #[error("{0}")]
    NotInHead(String),
    #[error("nothing to commit: the fix is already in HEAD")]
    NothingToCommit,
    #[error("{what} refused the commit (exit {code}); nothing was committed and no file was changed. Fix what it reports, then run it again. Its output:\n{output}")]
    Rejected {
        what: String,
        code: String,
        output: String,
    },
    #[error(transparent)]
    Vcs(#[from] VcsError),
    #[error("{0}")]
    Io(String),
}

/// What was committed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommitOutcome {
    pub hash: String,
    pub branch: String,
    pub subject: String,
    pub message: String,
    /// Workspace-relative paths in the commit.
    pub files: Vec<String>,
    /// What stays uncommitted after it.
    pub left: ChangedPaths,
    /// Committed files that still have other (staged or unstaged) changes.
    pub partly_committed: Vec<String>,
    /// About staged versions of the committed files.
    pub index_notes: Vec<String>,
}

/// The commit message: `fix(scope): summary`, a body with the root cause and the verification,
/// and `Fixes #N` when the investigation came from a GitHub issue. Returns (subject, message).
pub fn message(state: &BugState) -> (String, String) {
    let plan = state.fix_plan.as_ref();
    let code_files: Vec<&str> = plan
        .map(|p| {
            p.changes
                .iter()
                .map(|c| c.file_path.as_str())
                .filter(|f| !crate::workspace::is_test_path(f))
                .collect()
        })
        .unwrap_or_default();
    let all_files: Vec<&str> = plan
        .map(|p| p.changes.iter().map(|c| c.file_path.as_str()).collect())
        .unwrap_or_default();
    let scope = scope(if code_files.is_empty() {
        &all_files
    } else {
        &code_files
    });
    // A model's or the mutation planner's summary says what the fix does; an imported patch's
    // is mechanical ("Patch: 2 change(s) to ..."), so the report's words (an issue's title) are
    // used instead, then the root cause's summary.
    let mut candidates: Vec<&str> = Vec::new();
    if let Some(p) = plan.filter(|p| p.planner != "patch" && !p.summary.starts_with("Patch:")) {
        candidates.push(&p.summary);
    }
    candidates.push(&state.report.description);
    if let Some(rc) = &state.root_cause {
        candidates.push(&rc.summary);
    }
    let desc = candidates
        .into_iter()
        .map(description)
        .find(|d| !d.is_empty())
        .unwrap_or_else(|| "the bug investigated by bugbash".into());
    let head = match &scope {
        Some(s) => format!("fix({s}): "),
        None => "fix: ".to_string(),
    };
    let subject = format!("{head}{}", cut_words(&desc, 72 - head.chars().count()));
    let mut body: Vec<String> = Vec::new();
    if let Some(rc) = &state.root_cause {
        let at = match rc.root_cause_line {
            Some(l) => format!("{}:{l}", rc.root_cause_file),
            None => rc.root_cause_file.clone(),
        };
        body.push(wrap(
            &format!("Root cause ({at}): {}", rc.summary.trim()),
            72,
        ));
        let why = sentences(rc.root_cause_explanation.trim(), 500);
        if !why.is_empty() {
            body.push(wrap(&why, 72));
        }
    }
    let mut facts = Vec::new();
    if let Some(p) = plan {
        if !p.summary.trim().is_empty() {
            facts.push(format!("Plan: {}", p.summary.trim()));
        }
    }
    if let Some(i) = &state.implementation {
        facts.push(format!(
            "Verified by bugbash: {} test(s) passed after the fix.",
            i.tests_passed
        ));
    }
    let hash = state
        .approval_record
        .as_ref()
        .map(|a| a.fix_plan_hash.chars().take(12).collect::<String>())
        .unwrap_or_default();
    facts.push(format!(
        "Investigation: {} (approved plan sha256 {hash})",
        state.bug_id
    ));
    body.push(
        facts
            .iter()
            .map(|f| wrap(f, 72))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    if let Some(n) = state.report.github_issue {
        body.push(format!("Fixes #{n}"));
    }
    let message = format!("{subject}\n\n{}\n", body.join("\n\n"));
    (subject, message)
}

/// The conventional-commit scope of the changed files: their common folder's last meaningful
/// name (`pricing/discounts.py` -> `pricing`, `src/utils/a.py` -> `utils`), the file's stem when
/// the folder says nothing (`src/lib.rs` -> `lib`), none when the files share nothing.
pub fn scope(files: &[&str]) -> Option<String> {
    const GENERIC: [&str; 8] = [
        "src", "lib", "app", "pkg", "internal", "source", "code", ".",
    ];
    let split: Vec<Vec<&str>> = files
        .iter()
        .map(|f| f.split('/').filter(|c| !c.is_empty()).collect())
        .collect();
    let first = split.first()?;
    let dirs = &first[..first.len().saturating_sub(1)];
    let mut common = dirs.len();
    for other in &split[1..] {
        let other_dirs = &other[..other.len().saturating_sub(1)];
        common = common.min(
            dirs.iter()
                .zip(other_dirs)
                .take_while(|(a, b)| a == b)
                .count(),
        );
    }
    let named = dirs[..common]
        .iter()
        .rev()
        .find(|d| !GENERIC.contains(&d.to_ascii_lowercase().as_str()));
    let raw = match named {
        Some(d) => d.to_string(),
        None => {
            let stems: Vec<&str> = split
                .iter()
                .map(|p| {
                    p.last()
                        .map(|n| n.split('.').next().unwrap_or(n))
                        .unwrap_or("")
                })
                .collect();
            if stems.windows(2).all(|w| w[0] == w[1]) {
                stems[0].to_string()
            } else {
                return None;
            }
        }
    };
    let clean: String = raw
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || "-_.".contains(*c))
        .collect::<String>()
        .to_ascii_lowercase();
    (!clean.is_empty()).then_some(clean)
}

/// A plan summary as a commit description: without a leading "Fix:", first letter lowercase
/// (unless it starts an acronym), no final period, on one line.
fn description(summary: &str) -> String {
    let mut s = summary.split_whitespace().collect::<Vec<_>>().join(" ");
    for prefix in ["fix:", "fix -", "fix "] {
        if s.len() >= prefix.len() && s[..prefix.len()].eq_ignore_ascii_case(prefix) {
            s = s[prefix.len()..].trim_start().to_string();
            break;
        }
    }
    let s = s.trim_end_matches('.').to_string();
    // The mutation planner's "(passes all 5 tests in an isolated copy; not proven correct)"
    // belongs to the plan, not the subject.
    let s = match s.rfind(" (passes ") {
        Some(i) if s.ends_with(')') => s[..i].to_string(),
        _ => s,
    };
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(a), Some(b)) if a.is_uppercase() && !b.is_uppercase() => {
            format!("{}{}", a.to_lowercase(), &s[a.len_utf8()..])
        }
        _ => s,
    }
}

/// The first sentences of `text` up to about `max` characters (at least one sentence).
fn sentences(text: &str, max: usize) -> String {
    let mut out = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let end = rest
            .match_indices(". ")
            .map(|(i, _)| i + 1)
            .next()
            .unwrap_or(rest.len());
        let (s, r) = rest.split_at(end);
        if !out.is_empty() && out.chars().count() + s.chars().count() > max {
            break;
        }
        out.push_str(s);
        rest = r;
    }
    out.trim().to_string()
}

/// At most `max` characters, cut at a word boundary.
fn cut_words(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out = String::new();
    for w in s.split(' ') {
        let next = if out.is_empty() {
            w.chars().count()
        } else {
            out.chars().count() + 1 + w.chars().count()
        };
        if next > max {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    if out.is_empty() {
        out = s.chars().take(max).collect();
    }
    // A subject cut after "with", "at", "to" ... reads as broken: end on the word before.
    const DANGLING: &[&str] = &[
        "a", "an", "the", "at", "in", "of", "on", "to", "with", "and", "or", "for", "by", "from",
    ];
    while let Some((head, last)) = out.rsplit_once(' ') {
        if !DANGLING.contains(&last.to_ascii_lowercase().as_str()) {
            break;
        }
        out = head.to_string();
    }
    out
}

/// Greedy word wrap at `width` columns (long words stay whole).
fn wrap(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for para in text.lines() {
        let mut line = String::new();
        for w in para.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > width {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(w);
        }
        lines.push(line);
    }
    lines.join("\n")
}

pub(crate) fn same_but_final_newlines(a: &str, b: &str) -> bool {
    a.trim_end_matches(['\n', '\r']) == b.trim_end_matches(['\n', '\r'])
}

/// Applies the plan's changes to `path` on `text` (its version in some tree). `Ok(None)` for a
/// deleted file; `Err` when a change does not apply.
pub(crate) fn apply_to(
    plan: &FixPlan,
    path: &str,
    text: Option<String>,
) -> Result<Option<String>, String> {
    let mut cur = text;
    for c in plan
        .changes
        .iter()
        .filter(|c| normalize(&c.file_path) == path)
    {
        cur = match (c.change_type, cur) {
            (ChangeType::Modify, Some(t)) => {
                let needle = c.current_code.as_deref().unwrap_or("");
                let start = crate::plan::find_nearest(&t, needle, c.line_hint)
                    .ok_or_else(|| format!("the code the fix replaces is not in {path}"))?;
                Some(format!(
                    "{}{}{}",
                    &t[..start],
                    c.proposed_code.as_deref().unwrap_or(""),
                    &t[start + needle.len()..]
                ))
            }
            (ChangeType::Modify, None) => return Err(format!("{path} does not exist")),
            (ChangeType::Create, None) => c.proposed_code.clone(),
            (ChangeType::Create, Some(_)) => return Err(format!("{path} already exists")),
            (ChangeType::Delete, Some(_)) => None,
            (ChangeType::Delete, None) => return Err(format!("{path} does not exist")),
        };
    }
    Ok(cur)
}

fn normalize(p: &str) -> String {
    p.trim_start_matches("./").replace('\\', "/")
}

/// Checks that every change of the plan is in the working tree (the fix that was verified).
fn check_on_disk(root: &Path, plan: &FixPlan, tests: &[String]) -> Result<(), CommitError> {
    for c in &plan.changes {
        let path = normalize(&c.file_path);
        let text = std::fs::read_to_string(root.join(&path)).ok();
        let ok = match c.change_type {
            ChangeType::Modify => match (&text, c.proposed_code.as_deref()) {
                (Some(t), Some(p)) if !p.is_empty() => t.contains(p),
                (Some(_), _) => true,
                (None, _) => false,
            },
            ChangeType::Create => text
                .as_deref()
                .zip(c.proposed_code.as_deref())
                .is_some_and(|(t, p)| same_but_final_newlines(t, p)),
            ChangeType::Delete => !root.join(&path).exists(),
        };
        if !ok {
            return Err(CommitError::NotOnDisk(format!(
                "{path} does not hold the fixed code (was it rolled back or edited?)"
            )));
        }
    }
    for t in tests {
        if !root.join(t).is_file() {
            return Err(CommitError::NotOnDisk(format!(
                "the test file {t} the fix wrote is gone"
            )));
        }
    }
    Ok(())
}

/// Makes the commit for `state` (FIXED). See the module documentation for how other changes
/// are kept out of it. `root` is the workspace (the working tree's top or a folder inside it).
pub fn commit_fix(
    git: &Git<'_>,
    state: &BugState,
    storage_path: &str,
) -> Result<CommitOutcome, CommitError> {
    let root = git.root().to_path_buf();
    if state.phase != BugPhase::Fixed {
        return Err(CommitError::NotFixed(state.phase));
    }
    if let Some(h) = state
        .implementation
        .as_ref()
        .and_then(|i| i.commit_hash.clone())
    {
        return Err(CommitError::AlreadyCommitted(h));
    }
    let plan = state.fix_plan.as_ref().ok_or(CommitError::PlanChanged)?;
    let hash = crate::plan::plan_hash(plan).map_err(|e| CommitError::Io(e.to_string()))?;
    if state.approval_record.as_ref().map(|a| &a.fix_plan_hash) != Some(&hash) {
        return Err(CommitError::PlanChanged);
    }
    if !git.is_repository() {
        return Err(CommitError::NotARepository(root));
    }
    let repo = git.state()?;
    if !repo.unmerged.is_empty() {
        return Err(CommitError::Unmerged(repo.unmerged));
    }
    if let Some(what) = repo.in_progress {
        return Err(CommitError::InProgress(what));
    }
    let Some(old_head) = repo.head.clone() else {
        return Err(CommitError::Unborn);
    };
    let Some(branch) = repo.branch.clone() else {
        return Err(CommitError::Detached(format!(
            " at {}",
            &old_head[..old_head.len().min(12)]
        )));
    };
    // git runs from the working tree's top, so that every path it takes and prints is relative
    // to the repository; plan paths are relative to the workspace (`prefix` below the top).
    let top = git.toplevel()?;
    let git = &git.at(&top);
    let prefix = root
        .canonicalize()
        .unwrap_or(root.clone())
        .strip_prefix(top.canonicalize().unwrap_or(top.clone()))
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .unwrap_or_default();
    let in_repo = |p: &str| {
        if prefix.is_empty() {
            p.to_string()
        } else {
            format!("{prefix}/{p}")
        }
    };
    let mut plan_files: Vec<String> = Vec::new();
    for c in &plan.changes {
        let (rel, _) = crate::plan::resolve_inside(&root, &c.file_path, storage_path)
            .map_err(|e| CommitError::Io(e.to_string()))?;
        if !plan_files.contains(&rel) {
            plan_files.push(rel);
        }
    }
    let mut test_files: Vec<String> = Vec::new();
    for t in state
        .implementation
        .as_ref()
        .map(|i| i.tests_written.clone())
        .unwrap_or_default()
    {
        let (rel, _) = crate::plan::resolve_inside(&root, &t, storage_path)
            .map_err(|e| CommitError::Io(e.to_string()))?;
        if !plan_files.contains(&rel) && !test_files.contains(&rel) {
            test_files.push(rel);
        }
    }
    check_on_disk(&root, plan, &test_files)?;

    let tmp = tempfile::Builder::new()
        .prefix("bugbash-commit-")
        .tempdir()
        .map_err(|e| CommitError::Io(format!("cannot create a temporary folder: {e}")))?;
    let index = tmp.path().join("index");
    let tree = tmp.path().join("tree");
    let tgit = git.with_index(&index);
    tgit.run(&["read-tree", &old_head])?;
    let repo_paths: Vec<String> = plan_files
        .iter()
        .chain(&test_files)
        .map(|p| in_repo(p))
        .collect();
    tgit.checkout_index_to(&tree, &repo_paths)?;
    // HEAD's version of each planned file, with the plan applied.
    for rel in &plan_files {
        let at = tree.join(in_repo(rel));
        let head_text =
            match std::fs::read(&at) {
                Ok(bytes) => Some(String::from_utf8(bytes).map_err(|_| {
                    CommitError::NotInHead(format!("{rel} is not UTF-8 text in HEAD"))
                })?),
                Err(_) => None,
            };
        let fixed = apply_to(plan, rel, head_text).map_err(|e| {
            CommitError::NotInHead(format!(
                "the fix does not apply to the last commit's version of {rel} ({e}): the code it changes has uncommitted edits. Commit those first, or commit the fix yourself; nothing was committed"
            ))
        })?;
        match fixed {
            Some(text) => write_file(&at, text.as_bytes())?,
            None => {
                let _ = std::fs::remove_file(&at);
            }
        }
    }
    for rel in &test_files {
        let bytes = std::fs::read(root.join(rel))
            .map_err(|e| CommitError::Io(format!("cannot read {rel}: {e}")))?;
        write_file(&tree.join(in_repo(rel)), &bytes)?;
    }
    let tree_arg = tree.to_string_lossy().into_owned();
    let mut add: Vec<&str> = vec!["--work-tree", &tree_arg, "add", "-A", "--"];
    add.extend(repo_paths.iter().map(String::as_str));
    tgit.run(&add)?;
    let staged = tgit.run(&["diff", "--cached", "--name-only", "-z", &old_head])?;
    let files: Vec<String> = staged
        .split('\0')
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect();
    if files.is_empty() {
        return Err(CommitError::NothingToCommit);
    }
    let (subject, msg) = message(state);
    let msg_path = tmp.path().join("message");
    write_file(&msg_path, msg.as_bytes())?;
    let msg_arg = msg_path.to_string_lossy().into_owned();
    let out = tgit.output(
        &["commit", "-q", "--cleanup=verbatim", "-F", &msg_arg],
        git.hook_timeout,
    )?;
    if !out.succeeded() {
        let mut hooks = Vec::new();
        for h in ["pre-commit", "prepare-commit-msg", "commit-msg"] {
            if git.git_path(&format!("hooks/{h}"))?.is_file() {
                hooks.push(h);
            }
        }
        let what = if hooks.is_empty() {
            "git commit".to_string()
        } else {
            format!("git commit (hooks: {})", hooks.join(", "))
        };
        return Err(CommitError::Rejected {
            what,
            code: out
                .exit_code
                .map(|c| c.to_string())
                .unwrap_or_else(|| "killed".into()),
            output: out.combined().trim().to_string(),
        });
    }
    let new_head = git.run(&["rev-parse", "HEAD"])?.trim().to_string();
    let parent = git.run(&["rev-parse", "HEAD^"])?.trim().to_string();
    if parent != old_head {
        return Err(CommitError::Io(format!(
            "HEAD moved while committing (expected a child of {old_head}, got {new_head} on {parent}); check `git log`"
        )));
    }
    // The real index: committed files that were not staged now match the commit.
    let mut index_notes = Vec::new();
    for path in &files {
        let new = git.tree_entry(&new_head, path)?;
        let old = git.tree_entry(&old_head, path)?;
        let cur = git.index_entry(path)?;
        if cur == new {
            continue;
        }
        if cur == old {
            git.set_index_entry(path, new.as_ref())?;
            continue;
        }
        match restage_with_fix(git, plan, path, &prefix, tmp.path(), cur.as_ref()) {
            Ok(()) => index_notes.push(format!(
                "{path}: your staged version kept its changes and now has the fix too"
            )),
            Err(why) => index_notes.push(format!(
                "{path}: your staged version was left as it was ({why}); it does not have the fix, so `git diff --cached` shows the fix reverted there"
            )),
        }
    }
    let left = git.changed_paths()?;
    let partly_committed: Vec<String> = files
        .iter()
        .filter(|f| left.staged.contains(f) || left.unstaged.contains(f))
        .cloned()
        .collect();
    Ok(CommitOutcome {
        hash: new_head,
        branch: branch
            .strip_prefix("refs/heads/")
            .unwrap_or(&branch)
            .to_string(),
        subject,
        message: msg,
        files,
        left,
        partly_committed,
        index_notes,
    })
}

/// Applies the plan to the staged version of `path` and stages the result.
fn restage_with_fix(
    git: &Git<'_>,
    plan: &FixPlan,
    path: &str,
    prefix: &str,
    tmp: &Path,
    cur: Option<&Entry>,
) -> Result<(), String> {
    let Some(cur) = cur else {
        return Err("it is staged as deleted".into());
    };
    let dir = tmp.join("staged");
    git.checkout_index_to(&dir, &[path.to_string()])
        .map_err(|e| e.to_string())?;
    let text = std::fs::read_to_string(dir.join(path)).map_err(|e| e.to_string())?;
    let rel = path
        .strip_prefix(&format!("{prefix}/"))
        .unwrap_or(path)
        .to_string();
    let fixed = apply_to(plan, &rel, Some(text))?.ok_or("the fix deletes it")?;
    let file = dir.join(path);
    std::fs::write(&file, fixed.as_bytes()).map_err(|e| e.to_string())?;
    let file_arg = file.to_string_lossy().into_owned();
    let path_arg = format!("--path={path}");
    let oid = git
        .run(&["hash-object", "-w", &path_arg, "--", &file_arg])
        .map_err(|e| e.to_string())?;
    git.set_index_entry(
        path,
        Some(&Entry {
            mode: cur.mode.clone(),
            oid: oid.trim().to_string(),
        }),
    )
    .map_err(|e| e.to_string())
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), CommitError> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d)
            .map_err(|e| CommitError::Io(format!("cannot create {}: {e}", d.display())))?;
    }
    std::fs::write(path, bytes)
        .map_err(|e| CommitError::Io(format!("cannot write {}: {e}", path.display())))
}

/// Counts of what stays uncommitted, for the CLI: `BTreeMap` of label -> paths.
pub fn left_summary(left: &ChangedPaths) -> BTreeMap<&'static str, Vec<String>> {
    let mut m = BTreeMap::new();
    m.insert("staged", left.staged.clone());
    m.insert("unstaged", left.unstaged.clone());
    m.insert("untracked", left.untracked.clone());
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_come_from_the_changed_paths() {
        assert_eq!(scope(&["pricing/discounts.py"]).as_deref(), Some("pricing"));
        assert_eq!(scope(&["src/utils/sanitize.py"]).as_deref(), Some("utils"));
        assert_eq!(scope(&["src/lib.rs"]).as_deref(), Some("lib"));
        assert_eq!(scope(&["src/checkout.js"]).as_deref(), Some("checkout"));
        assert_eq!(
            scope(&["src/auth/a.py", "src/auth/b/c.py"]).as_deref(),
            Some("auth")
        );
        assert_eq!(scope(&["a/x.py", "b/y.py"]), None);
        assert_eq!(scope(&["setup.py"]).as_deref(), Some("setup"));
        assert_eq!(scope(&[]), None);
    }

    #[test]
    fn descriptions_read_like_conventional_commits() {
        assert_eq!(
            description("Fix: change `+` to `-` at pricing/discounts.py:11"),
            "change `+` to `-` at pricing/discounts.py:11"
        );
        assert_eq!(
            description("Add field_type parameter to sanitize()."),
            "add field_type parameter to sanitize()"
        );
        assert_eq!(
            description("URL parser drops ports"),
            "URL parser drops ports"
        );
        assert_eq!(
            description("Fix: replace `new_sku` with `old_sku` at inventory/stock.py:44 (passes all 5 tests in an isolated copy; not proven correct)"),
            "replace `new_sku` with `old_sku` at inventory/stock.py:44"
        );
        assert_eq!(cut_words("aaa bbb ccc", 7), "aaa bbb");
        // Never ends on a dangling word.
        assert_eq!(
            cut_words("replace x with y at somewhere", 20),
            "replace x with y"
        );
        assert_eq!(wrap("a b c", 3), "a b\nc");
        assert_eq!(sentences("One. Two. Three.", 9), "One. Two.");
        assert_eq!(
            sentences("A long first sentence. B.", 3),
            "A long first sentence."
        );
    }
}
