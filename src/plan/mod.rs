//! Fix plans: import from a unified diff, the grounding gate, risk, the plan hash and the
//! approval gate. See `ARCHITECTURE.md` for the invariants this module enforces.

use crate::model::FixPlan;
use sha2::{Digest, Sha256};

#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    #[error("{0}")]
    Stale(String),
    #[error("{0}")]
    Invalid(String),
    #[error("{0}")]
    Outside(String),
}

/// What `analyze` says when no planner can run.
pub fn no_planner_message(id: &str) -> String {
    format!(
        "No planner is configured: set up a model in the [llm] table of .bugbash/config.toml (see README), or import a fix as a patch: bugbash plan {id} --patch FIX.diff"
    )
}

/// The canonical JSON of a plan: keys sorted, no whitespace. Its SHA-256 is what approval signs.
pub fn canonical_json(plan: &FixPlan) -> Result<String, serde_json::Error> {
    // serde_json's Value uses a BTreeMap (no `preserve_order` feature), so keys come out sorted.
    let v = serde_json::to_value(plan)?;
    serde_json::to_string(&v)
}

/// Hex SHA-256 of the canonical plan.
pub fn plan_hash(plan: &FixPlan) -> Result<String, serde_json::Error> {
    let digest = Sha256::digest(canonical_json(plan)?.as_bytes());
    Ok(digest.iter().map(|b| format!("{b:02x}")).collect())
}

pub mod mutation;
pub mod patch;

use crate::model::{BugPhase, BugState, ChangeType, Level};
use crate::workspace::is_test_path;
use std::path::{Component, Path, PathBuf};

/// One change resolved against the current text of its file: exactly what will be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolvedChange {
    /// Workspace-relative, `/`-separated.
    pub path: String,
    pub abs: PathBuf,
    pub kind: ChangeType,
    /// The file's current text (`None` for a file to create).
    pub original: Option<String>,
    /// The file's text after the change (`None` for a deletion).
    pub new_text: Option<String>,
    /// Byte range of the replaced text in `original`, for modifications.
    pub range: Option<(usize, usize)>,
}

/// Reads the current text of a workspace file: from an editor buffer when the language server
/// has one open, else from disk.
pub type TextSource<'a> = &'a dyn Fn(&Path) -> Option<String>;

/// Reads from disk.
pub fn disk_text(p: &Path) -> Option<String> {
    std::fs::read_to_string(p).ok()
}

/// Characters a plan path may not contain: they mean something to a shell (substitution,
/// chaining, redirection, quoting, globbing, history), and a backslash would name a different
/// file on another system. Commands derived from plan paths are argv vectors anyway; this keeps
/// such text out of every command line, log and preview.
const REFUSED_PATH_CHARS: &[(char, &str)] = &[
    ('$', "a dollar sign"),
    ('`', "a backquote"),
    (';', "a semicolon"),
    ('&', "an ampersand"),
    ('|', "a pipe"),
    ('<', "a less-than sign"),
    ('>', "a greater-than sign"),
    ('\'', "a single quote"),
    ('"', "a double quote"),
    ('\\', "a backslash"),
    ('*', "an asterisk"),
    ('?', "a question mark"),
    ('!', "an exclamation mark"),
];

/// **The one normalisation of plan paths**, used for grounding, preview, the pre-fix manifest,
/// writes and rollback: `/`-separated, no empty or `.` components, `..` resolved lexically
/// (refused when it leaves the workspace). Refuses control characters (newline, NUL, ...), shell
/// metacharacters and backslashes, and components starting with `-` (they read as options),
/// naming the path and the character.
pub fn normalize_plan_path(rel: &str) -> Result<String, PlanError> {
    if rel.trim().is_empty() {
        return Err(PlanError::Invalid(
            "refused: a plan path is empty".to_string(),
        ));
    }
    for c in rel.chars() {
        let what = if c == '\0' {
            Some("a NUL byte".to_string())
        } else if c == '\n' || c == '\r' {
            Some("a line break".to_string())
        } else if c.is_control() {
            Some(format!("a control character (U+{:04X})", c as u32))
        } else {
            REFUSED_PATH_CHARS
                .iter()
                .find(|(r, _)| *r == c)
                .map(|(_, name)| format!("{name} ({c})"))
        };
        if let Some(what) = what {
            return Err(PlanError::Invalid(format!(
                "refused: the plan path {rel:?} contains {what}; plan paths may not contain shell metacharacters, backslashes or control characters"
            )));
        }
    }
    let absolute = rel.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for part in rel.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if parts.pop().is_none() && !absolute {
                    return Err(PlanError::Outside(format!(
                        "refused: {rel} is outside the workspace (its `..` climbs above the workspace root)"
                    )));
                }
            }
            p if p.starts_with('-') => {
                return Err(PlanError::Invalid(format!(
                    "refused: the plan path {rel:?} has a component starting with '-' ({p}), which commands would read as an option"
                )))
            }
            p => parts.push(p),
        }
    }
    if parts.is_empty() {
        return Err(PlanError::Outside(format!(
            "refused: {rel} is the workspace itself, not a file"
        )));
    }
    let joined = parts.join("/");
    Ok(if absolute {
        format!("/{joined}")
    } else {
        joined
    })
}

/// Directories no plan may write into, at any depth: version control and bugbash's own store.
pub const FORBIDDEN_DIRS: &[&str] = &[".git", ".hg", ".svn", ".bugbash"];

/// Resolves `rel` inside `root`, refusing anything that leaves it (`..`, absolute paths,
/// symlinks pointing out) or lands in `.git/` or the store. `rel` goes through
/// [`normalize_plan_path`] first.
pub fn resolve_inside(
    root: &Path,
    rel: &str,
    storage_path: &str,
) -> Result<(String, PathBuf), PlanError> {
    let normal = normalize_plan_path(rel)?;
    let rel = normal.as_str();
    let root_c = root.canonicalize().map_err(|e| {
        PlanError::Invalid(format!(
            "cannot resolve the workspace {}: {e}",
            root.display()
        ))
    })?;
    let p = Path::new(rel);
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        root_c.join(p)
    };
    // Lexical normalisation first, so `a/../../x` is caught even when nothing exists.
    let mut norm = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::ParentDir => {
                if !norm.pop() {
                    return Err(PlanError::Outside(format!(
                        "refused: {rel} leaves the workspace"
                    )));
                }
            }
            Component::CurDir => {}
            other => norm.push(other.as_os_str()),
        }
    }
    // Then resolve symlinks on the deepest existing ancestor.
    let real = crate::fsx::real_path(&norm)
        .map_err(|e| PlanError::Invalid(format!("cannot resolve {rel}: {e}")))?;
    let inside = real.strip_prefix(&root_c).map_err(|_| {
        PlanError::Outside(format!(
            "refused: {rel} resolves to {} which is outside the workspace {}",
            real.display(),
            root_c.display()
        ))
    })?;
    let rel_norm = inside.to_string_lossy().into_owned();
    if rel_norm.is_empty() {
        return Err(PlanError::Outside(format!(
            "refused: {rel} is the workspace itself, not a file"
        )));
    }
    // Version control and the store, at any depth (a nested repository's `.git/config`,
    // worktrees, submodules, another project's store).
    for c in inside.components() {
        let name = c.as_os_str().to_string_lossy();
        if FORBIDDEN_DIRS.contains(&name.as_ref()) {
            return Err(PlanError::Outside(format!(
                "refused: {rel} is inside {name}/, which plans may never touch"
            )));
        }
    }
    let store = crate::fsx::real_path(&root_c.join(storage_path))
        .unwrap_or_else(|_| root_c.join(storage_path));
    if real.starts_with(&store) {
        return Err(PlanError::Outside(format!(
            "refused: {rel} is inside the store ({storage_path}/), which plans may never touch"
        )));
    }
    Ok((rel_norm, real))
}

/// The grounding gate: every change resolved against the files as they are now.
pub fn ground(
    root: &Path,
    plan: &crate::model::FixPlan,
    storage_path: &str,
    min_test_cases: u32,
    text_of: TextSource<'_>,
) -> Result<Vec<ResolvedChange>, PlanError> {
    let violations = crate::model::validate_fix_plan(plan, min_test_cases);
    if !violations.is_empty() {
        return Err(PlanError::Invalid(format!(
            "the plan is invalid:\n{}",
            crate::model::describe_violations(&violations)
        )));
    }
    // Test files name the commands verification derives: they are checked like changes.
    for t in &plan.test_cases {
        if let Some(p) = &t.file_path {
            resolve_inside(root, p, storage_path)?;
        }
    }
    let mut out: Vec<ResolvedChange> = Vec::new();
    for c in &plan.changes {
        let (path, abs) = resolve_inside(root, &c.file_path, storage_path)?;
        // Several changes to one file apply in order on the text produced so far.
        let prior = out.iter().rposition(|r| r.path == path);
        let current: Option<String> = match prior {
            Some(i) => out[i].new_text.clone(),
            None => text_of(&abs),
        };
        match c.change_type {
            ChangeType::Modify => {
                let Some(text) = current else {
                    return Err(unreadable(&path, &abs, "modified"));
                };
                let needle = c.current_code.as_deref().unwrap_or("");
                let proposed = c.proposed_code.as_deref().unwrap_or("");
                // A CRLF file and a plan written with LF: matched with the file's line endings,
                // and the replacement written with them too.
                let (needle, proposed) = crlf_like(&text, needle, proposed);
                let start = find_nearest(&text, &needle, c.line_hint).ok_or_else(|| {
                    PlanError::Stale(format!(
                        "stale plan: the code to replace was not found in {path} as it is now (was it edited since the plan was made?)"
                    ))
                })?;
                let end = start + needle.len();
                let mut new_text = String::with_capacity(text.len() + 64);
                new_text.push_str(&text[..start]);
                new_text.push_str(&proposed);
                new_text.push_str(&text[end..]);
                let original = match prior {
                    Some(i) => out[i].original.clone(),
                    None => Some(text),
                };
                out.push(ResolvedChange {
                    path,
                    abs,
                    kind: ChangeType::Modify,
                    original,
                    new_text: Some(new_text),
                    range: Some((start, end)),
                });
            }
            ChangeType::Create => {
                if current.is_some() || abs.exists() {
                    return Err(PlanError::Stale(format!(
                        "{path} already exists, so it cannot be created"
                    )));
                }
                out.push(ResolvedChange {
                    path,
                    abs,
                    kind: ChangeType::Create,
                    original: None,
                    new_text: c.proposed_code.clone(),
                    range: None,
                });
            }
            ChangeType::Delete => {
                let Some(text) = current else {
                    return Err(unreadable(&path, &abs, "deleted"));
                };
                // Grounded like a modification: the file must be exactly what the plan saw.
                let Some(seen) = c.current_code.as_deref() else {
                    return Err(PlanError::Invalid(format!(
                        "the plan deletes {path} without saying what it holds; a delete must carry the file's content"
                    )));
                };
                if !same_content(&text, seen) {
                    return Err(PlanError::Stale(format!(
                        "stale plan: {path} is not what the plan deletes (it was edited since the plan was made); it will not be deleted"
                    )));
                }
                out.push(ResolvedChange {
                    path,
                    abs,
                    kind: ChangeType::Delete,
                    original: Some(text),
                    new_text: None,
                    range: None,
                });
            }
        }
    }
    Ok(out)
}

/// Whether a file's text is the text a plan saw, line endings aside (a CRLF file matches its
/// LF rendering in a patch).
/// Why the file a change names has no text: missing, a directory, or not UTF-8.
fn unreadable(path: &str, abs: &Path, verb: &str) -> PlanError {
    match std::fs::metadata(abs) {
        Ok(m) if m.is_dir() => PlanError::Invalid(format!(
            "{path} is a directory, not a file, so it cannot be {verb}; a plan changes files"
        )),
        Ok(_) => PlanError::Invalid(format!(
            "{path} is not UTF-8 text (or cannot be read), so it cannot be {verb}"
        )),
        Err(_) => PlanError::Stale(format!("{path} does not exist, so it cannot be {verb}")),
    }
}

/// `needle` and `proposed` with CRLF line endings when `text` uses CRLF and the needle has LF
/// endings only; otherwise as they are.
pub fn crlf_like(text: &str, needle: &str, proposed: &str) -> (String, String) {
    if needle.contains('\n')
        && !needle.contains('\r')
        && text.contains("\r\n")
        && !text.contains(needle)
    {
        let crlf = |s: &str| s.replace("\r\n", "\n").replace('\n', "\r\n");
        (crlf(needle), crlf(proposed))
    } else {
        (needle.to_string(), proposed.to_string())
    }
}

pub fn same_content(file: &str, seen: &str) -> bool {
    file == seen || file.replace("\r\n", "\n") == seen.replace("\r\n", "\n")
}

/// Byte offset of the occurrence of `needle` nearest to 1-based `line_hint` (the first when no
/// hint is given).
pub fn find_nearest(text: &str, needle: &str, line_hint: Option<u32>) -> Option<usize> {
    if needle.is_empty() {
        return None;
    }
    let hits: Vec<usize> = text.match_indices(needle).map(|(i, _)| i).collect();
    match (hits.len(), line_hint) {
        (0, _) => None,
        (1, _) | (_, None) => hits.first().copied(),
        (_, Some(hint)) => hits.into_iter().min_by_key(|&i| {
            let line = text[..i].bytes().filter(|&b| b == b'\n').count() as i64 + 1;
            (line - hint as i64).abs()
        }),
    }
}

/// Risk from the change itself (origin spec 4.3): files, lines, test coverage, scope. Never
/// lower than `claimed`.
pub fn assess_risk(
    root: &Path,
    plan: &crate::model::FixPlan,
    resolved: &[ResolvedChange],
    claimed: Level,
) -> (Level, String) {
    let code: Vec<&ResolvedChange> = resolved.iter().filter(|r| !is_test_path(&r.path)).collect();
    let files = code
        .iter()
        .map(|r| r.path.as_str())
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let changed_lines: usize = plan
        .changes
        .iter()
        .filter(|c| !is_test_path(&c.file_path))
        .map(|c| {
            diff_line_count(
                c.current_code.as_deref().unwrap_or(""),
                c.proposed_code.as_deref().unwrap_or(""),
            )
        })
        .sum();
    // A test case is existing when its file already holds its code (the mutation planner's
    // regression tests are the failing tests themselves); only the others are added.
    let is_existing = |t: &crate::model::TestCase| {
        t.file_path.as_ref().is_some_and(|f| {
            std::fs::read_to_string(root.join(f))
                .is_ok_and(|text| text.contains(t.test_code.trim()))
        })
    };
    let existing = plan.test_cases.iter().filter(|t| is_existing(t)).count();
    let adds_tests =
        existing < plan.test_cases.len() || resolved.iter().any(|r| is_test_path(&r.path));
    let covered = code.iter().all(|r| has_tests_for(root, &r.path));
    let deletes = code.iter().any(|r| r.kind == ChangeType::Delete);
    let mut level = if files >= 4 || changed_lines > 100 {
        Level::High
    } else if files >= 2
        || changed_lines > 10
        || deletes
        || !(covered || existing > 0 || adds_tests)
    {
        Level::Medium
    } else {
        Level::Low
    };
    let mut why = vec![format!(
        "{files} code file(s), {changed_lines} changed line(s)"
    )];
    why.push(if covered {
        "existing tests cover the changed files".into()
    } else if existing > 0 {
        format!("{existing} existing test(s) that run the changed code must pass")
    } else if adds_tests {
        "the plan adds tests".into()
    } else {
        "no tests cover the changed files".to_string()
    });
    if !plan.out_of_scope.is_empty() {
        level = bump(level);
        why.push(format!(
            "touches files outside the investigation's scope: {}",
            plan.out_of_scope.join(", ")
        ));
    }
    if claimed > level {
        why.push(format!(
            "the planner claimed {} risk{}",
            claimed.as_str().to_uppercase(),
            if plan.risk_explanation.trim().is_empty() {
                String::new()
            } else {
                format!(": {}", plan.risk_explanation.trim())
            }
        ));
        level = claimed;
    }
    (level, why.join("; "))
}

fn bump(l: Level) -> Level {
    match l {
        Level::Low => Level::Medium,
        _ => Level::High,
    }
}

/// Lines changed between `a` and `b`: a line replaced by another counts once (the larger of
/// the lines removed and the lines added).
fn diff_line_count(a: &str, b: &str) -> usize {
    let diff = similar::TextDiff::from_lines(a, b);
    let (mut removed, mut added) = (0, 0);
    for c in diff.iter_all_changes() {
        match c.tag() {
            similar::ChangeTag::Delete => removed += 1,
            similar::ChangeTag::Insert => added += 1,
            similar::ChangeTag::Equal => {}
        }
    }
    usize::max(removed, added)
}

fn has_tests_for(root: &Path, path: &str) -> bool {
    let stem = Path::new(path)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("");
    if stem.is_empty() {
        return false;
    }
    let module = if stem == "lib" || stem == "mod" || stem == "index" {
        Path::new(path)
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|s| s.to_str())
            .unwrap_or(stem)
            .to_string()
    } else {
        stem.to_string()
    };
    crate::workspace::source_files(root)
        .iter()
        .filter(|f| is_test_path(f))
        .any(|f| {
            std::fs::read_to_string(root.join(f))
                .map(|t| t.contains(&module) || t.contains(stem))
                .unwrap_or(false)
        })
}

/// Files outside the declared scope: the root-cause file and the reproduction's affected files
/// (test files are always in scope).
pub fn out_of_scope(state: &BugState, plan: &crate::model::FixPlan) -> Vec<String> {
    let mut scope: Vec<String> = Vec::new();
    if let Some(rc) = &state.root_cause {
        scope.push(rc.root_cause_file.clone());
        for t in &rc.trace_locations {
            scope.push(t.file.clone());
        }
    }
    if let Some(r) = &state.reproduction {
        scope.extend(r.affected_files.iter().cloned());
    }
    let mut out: Vec<String> = plan
        .changes
        .iter()
        .map(|c| c.file_path.clone())
        .filter(|p| !is_test_path(p) && !scope.iter().any(|s| s == p))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// **The approval gate.** Every path that writes a plan's changes (CLI `fix`, the language
/// server's apply action and `bugbash.fix` command) calls this and uses only what it returns.
/// It holds when the investigation is APPROVED, the approval's hash equals the current plan's
/// hash, and grounding holds against the current text.
pub fn check_gate(
    root: &Path,
    state: &BugState,
    storage_path: &str,
    min_test_cases: u32,
    text_of: TextSource<'_>,
) -> Result<Vec<ResolvedChange>, GateError> {
    let id = &state.bug_id;
    if state.phase != BugPhase::Approved {
        return Err(GateError::NotApproved(format!(
            "'{id}' must be APPROVED before its fix is applied; it is {}. Run: bugbash approve {id}",
            state.phase
        )));
    }
    let record = state.approval_record.as_ref().filter(|r| !r.approved_by.trim().is_empty()).ok_or_else(|| {
        GateError::NotApproved(format!("'{id}' is APPROVED but has no approval record; the state may be corrupted. Re-plan and approve again"))
    })?;
    let plan = state
        .fix_plan
        .as_ref()
        .ok_or_else(|| GateError::NotApproved(format!("'{id}' has no fix plan")))?;
    let hash = plan_hash(plan)
        .map_err(|e| GateError::NotApproved(format!("cannot hash the plan: {e}")))?;
    if hash != record.fix_plan_hash {
        return Err(GateError::HashMismatch(format!(
            "the plan of '{id}' changed after it was approved (approved {}, now {}); it will not be applied. Review it and approve again",
            short(&record.fix_plan_hash),
            short(&hash)
        )));
    }
    ground(root, plan, storage_path, min_test_cases, text_of).map_err(GateError::Grounding)
}

fn short(h: &str) -> &str {
    &h[..h.len().min(12)]
}

#[derive(Debug, thiserror::Error)]
pub enum GateError {
    #[error("approval required: {0}")]
    NotApproved(String),
    #[error("approval does not match: {0}")]
    HashMismatch(String),
    #[error(transparent)]
    Grounding(PlanError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_code_is_grounded_at_the_occurrence_nearest_the_hint() {
        let text = "x = 1\ny = 2\nx = 1\nz = 3\nx = 1\n";
        assert_eq!(find_nearest(text, "x = 1", None), Some(0));
        assert_eq!(find_nearest(text, "x = 1", Some(3)), Some(12));
        assert_eq!(find_nearest(text, "x = 1", Some(5)), Some(24));
        assert_eq!(find_nearest(text, "w = 0", Some(1)), None);
    }

    #[test]
    fn plan_paths_have_one_normal_form_and_shell_text_is_refused() {
        assert_eq!(normalize_plan_path("./a//b/./c.py").unwrap(), "a/b/c.py");
        assert_eq!(normalize_plan_path("a/x/../b.py").unwrap(), "a/b.py");
        assert_eq!(
            normalize_plan_path("app/(group)/[id] page.tsx").unwrap(),
            "app/(group)/[id] page.tsx"
        );
        for (bad, what) in [
            ("a\nb.py", "a line break"),
            ("a\0b.py", "a NUL byte"),
            ("a\tb.py", "U+0009"),
            ("pkg$(touch${IFS}PWNED)/x_test.go", "a dollar sign"),
            ("a\\b.py", "a backslash"),
            ("a/`id`.py", "a backquote"),
            ("x/-rf", "starting with '-'"),
            ("../x.py", "outside the workspace"),
            ("", "empty"),
        ] {
            let e = normalize_plan_path(bad).unwrap_err().to_string();
            assert!(e.contains(what), "{bad:?}: {e}");
        }
    }

    #[test]
    fn canonical_hash_ignores_nothing_and_is_stable() {
        let plan =
            patch::plan_from_patch("--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n", &[])
                .unwrap();
        let h = plan_hash(&plan).unwrap();
        assert_eq!(h, plan_hash(&plan.clone()).unwrap());
        let mut other = plan.clone();
        other.changes[0].proposed_code = Some("x = 3\n".into());
        assert_ne!(h, plan_hash(&other).unwrap());
        assert_eq!(h.len(), 64);
    }
}
