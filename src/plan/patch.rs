//! Import of a unified diff (git format, including new and deleted files) as a [`FixPlan`].
//!
//! Each hunk of a modified file becomes one [`FileChange`] whose `current_code` is the hunk's
//! original text (context and removed lines) and whose `proposed_code` is its new text, with the
//! hunk's start line as the line hint; so every change is grounded on exact text the patch showed.
//! New and deleted files are one change each. New files under a test folder also become test
//! cases, one per test function found in them.

use crate::model::{ChangeType, FileChange, FixPlan, Level, TestCase, TestCategory};
use crate::workspace::is_test_path;

#[derive(Debug, Clone, PartialEq, Eq)]
struct Hunk {
    old_start: u32,
    old_lines: Vec<HunkLine>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum HunkLine {
    Context(String),
    Removed(String),
    Added(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct FileDiff {
    old_path: Option<String>,
    new_path: Option<String>,
    hunks: Vec<Hunk>,
    old_no_newline: bool,
    new_no_newline: bool,
}

/// Parses a unified diff. Errors name the line that could not be understood.
fn parse_diff(text: &str) -> Result<Vec<FileDiff>, String> {
    let mut files: Vec<FileDiff> = Vec::new();
    let mut cur: Option<FileDiff> = None;
    let lines: Vec<&str> = text.split('\n').collect();
    let mut i = 0;
    let strip = |p: &str| -> Option<String> {
        let p = p.split('\t').next().unwrap_or(p).trim();
        if p == "/dev/null" {
            return None;
        }
        let p = p
            .strip_prefix("a/")
            .or_else(|| p.strip_prefix("b/"))
            .unwrap_or(p);
        Some(p.trim_matches('"').to_string())
    };
    while i < lines.len() {
        let l = lines[i];
        if let Some(rest) = l.strip_prefix("diff --git ") {
            if let Some(f) = cur.take() {
                files.push(f);
            }
            // Paths are taken from ---/+++ when present; this is the fallback for pure renames
            // or mode changes.
            let mut parts = rest.split_whitespace();
            let a = parts.next().and_then(strip);
            let b = parts.next().and_then(strip);
            cur = Some(FileDiff {
                old_path: a,
                new_path: b,
                hunks: Vec::new(),
                old_no_newline: false,
                new_no_newline: false,
            });
        } else if l.starts_with("new file mode") {
            if let Some(f) = cur.as_mut() {
                f.old_path = None;
            }
        } else if l.starts_with("deleted file mode") {
            if let Some(f) = cur.as_mut() {
                f.new_path = None;
            }
        } else if let Some(p) = l.strip_prefix("--- ") {
            if cur.as_ref().map_or(true, |f| !f.hunks.is_empty()) {
                if let Some(f) = cur.take() {
                    files.push(f);
                }
                cur = Some(FileDiff {
                    old_path: None,
                    new_path: None,
                    hunks: Vec::new(),
                    old_no_newline: false,
                    new_no_newline: false,
                });
            }
            let f = cur.as_mut().expect("set above");
            f.old_path = strip(p);
            if let Some(next) = lines.get(i + 1).and_then(|n| n.strip_prefix("+++ ")) {
                f.new_path = strip(next);
                i += 1;
            }
        } else if l.starts_with("@@") {
            let f = cur
                .as_mut()
                .ok_or_else(|| format!("line {}: a hunk before any file header", i + 1))?;
            let (old_start, old_count, new_count) = parse_hunk_header(l)
                .ok_or_else(|| format!("line {}: cannot read the hunk header `{l}`", i + 1))?;
            let mut hunk = Hunk {
                old_start,
                old_lines: Vec::new(),
            };
            let (mut o, mut n) = (0u32, 0u32);
            i += 1;
            while i < lines.len() && (o < old_count || n < new_count) {
                let hl = lines[i];
                if hl.starts_with('\\') {
                    i += 1;
                    continue;
                }
                match hl.chars().next() {
                    Some(' ') => {
                        hunk.old_lines.push(HunkLine::Context(hl[1..].to_string()));
                        o += 1;
                        n += 1;
                    }
                    None => {
                        // Some tools drop the space of an empty context line.
                        hunk.old_lines.push(HunkLine::Context(String::new()));
                        o += 1;
                        n += 1;
                    }
                    Some('-') => {
                        hunk.old_lines.push(HunkLine::Removed(hl[1..].to_string()));
                        o += 1;
                    }
                    Some('+') => {
                        hunk.old_lines.push(HunkLine::Added(hl[1..].to_string()));
                        n += 1;
                    }
                    _ => {
                        return Err(format!(
                            "line {}: unexpected text inside a hunk: `{hl}`",
                            i + 1
                        ))
                    }
                }
                i += 1;
            }
            // "\ No newline at end of file" markers right after the hunk.
            while i < lines.len() && lines[i].starts_with('\\') {
                let last = hunk.old_lines.last();
                match last {
                    Some(HunkLine::Removed(_)) => f.old_no_newline = true,
                    Some(HunkLine::Added(_)) => f.new_no_newline = true,
                    _ => {
                        f.old_no_newline = true;
                        f.new_no_newline = true;
                    }
                }
                i += 1;
            }
            if o != old_count || n != new_count {
                return Err(format!(
                    "the hunk at `{l}` ends early: the patch is truncated"
                ));
            }
            f.hunks.push(hunk);
            continue;
        }
        i += 1;
    }
    if let Some(f) = cur.take() {
        files.push(f);
    }
    files.retain(|f| !f.hunks.is_empty() || f.old_path.is_none() || f.new_path.is_none());
    if files.is_empty() {
        return Err("no file changes found: is this a unified diff (`git diff` output)?".into());
    }
    Ok(files)
}

fn parse_hunk_header(l: &str) -> Option<(u32, u32, u32)> {
    // @@ -a,b +c,d @@
    let inner = l.strip_prefix("@@ ")?.split(" @@").next()?;
    let mut parts = inner.split_whitespace();
    let old = parts.next()?.strip_prefix('-')?;
    let new = parts.next()?.strip_prefix('+')?;
    let range = |s: &str| -> Option<(u32, u32)> {
        match s.split_once(',') {
            Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
            None => Some((s.parse().ok()?, 1)),
        }
    };
    let (os, oc) = range(old)?;
    let (_, nc) = range(new)?;
    Some((os, oc, nc))
}

fn join(lines: &[&str], trailing_newline: bool) -> String {
    let mut s = lines.join("\n");
    if trailing_newline && !lines.is_empty() {
        s.push('\n');
    }
    s
}

/// Test functions defined in a test file's text, in order.
pub fn test_function_names(path: &str, text: &str) -> Vec<String> {
    let re = match crate::workspace::lang_of(path) {
        Some(crate::workspace::SourceLang::Python) => r"^\s*(?:async\s+)?def\s+(test\w*)\s*\(",
        Some(crate::workspace::SourceLang::Rust) => r"^\s*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)\s*\(",
        Some(crate::workspace::SourceLang::JavaScript) => {
            r#"^\s*(?:test|it)\s*\(\s*['"`]([^'"`]+)['"`]"#
        }
        Some(crate::workspace::SourceLang::Go) => r"^func\s+(Test\w*)\s*\(",
        Some(crate::workspace::SourceLang::Java) => r"^\s*(?:public\s+)?void\s+(\w+)\s*\(",
        None => return Vec::new(),
    };
    let re = regex::Regex::new(re).expect("valid regex");
    let mut names: Vec<String> = text
        .lines()
        .filter_map(|l| re.captures(l).map(|c| c[1].to_string()))
        .collect();
    if crate::workspace::lang_of(path) == Some(crate::workspace::SourceLang::Rust) {
        // Only functions marked #[test].
        let lines: Vec<&str> = text.lines().collect();
        names.retain(|n| {
            lines.iter().enumerate().any(|(i, l)| {
                l.contains(&format!("fn {n}("))
                    && lines[..i]
                        .iter()
                        .rev()
                        .take_while(|p| p.trim().starts_with("#[") || p.trim().starts_with("///"))
                        .any(|p| {
                            p.trim().starts_with("#[test]") || p.trim().starts_with("#[tokio::test")
                        })
            })
        });
    }
    names
}

/// Turns a diff into a plan. `extra_tests` are workspace files (path, text) given with
/// `--test-case`.
pub fn plan_from_patch(diff: &str, extra_tests: &[(String, String)]) -> Result<FixPlan, String> {
    let files = parse_diff(diff)?;
    let mut changes = Vec::new();
    let mut test_cases = Vec::new();
    for f in files {
        match (&f.old_path, &f.new_path) {
            (None, Some(new)) => {
                let text: Vec<&str> = f
                    .hunks
                    .iter()
                    .flat_map(|h| h.old_lines.iter())
                    .filter_map(|l| match l {
                        HunkLine::Added(s) => Some(s.as_str()),
                        _ => None,
                    })
                    .collect();
                let content = join(&text, !f.new_no_newline);
                if is_test_path(new) {
                    for name in test_function_names(new, &content) {
                        test_cases.push(TestCase {
                            name: name.clone(),
                            description: format!("{name} in {new}, added by the patch"),
                            test_code: content.clone(),
                            category: TestCategory::Regression,
                            file_path: Some(new.clone()),
                        });
                    }
                }
                changes.push(FileChange {
                    file_path: new.clone(),
                    change_type: ChangeType::Create,
                    current_code: None,
                    proposed_code: Some(content),
                    explanation: if is_test_path(new) {
                        "new regression tests".into()
                    } else {
                        "new file".into()
                    },
                    line_hint: None,
                });
            }
            (Some(old), None) => {
                let text: Vec<&str> = f
                    .hunks
                    .iter()
                    .flat_map(|h| h.old_lines.iter())
                    .filter_map(|l| match l {
                        HunkLine::Removed(s) => Some(s.as_str()),
                        _ => None,
                    })
                    .collect();
                changes.push(FileChange {
                    file_path: old.clone(),
                    change_type: ChangeType::Delete,
                    current_code: Some(join(&text, !f.old_no_newline)),
                    proposed_code: None,
                    explanation: "file deleted".into(),
                    line_hint: None,
                });
            }
            (Some(old), Some(new)) => {
                if old != new {
                    return Err(format!("renames are not supported ({old} -> {new}); split the patch into a delete and a create"));
                }
                if f.hunks.is_empty() {
                    continue;
                }
                for h in &f.hunks {
                    let mut cur: Vec<&str> = Vec::new();
                    let mut prop: Vec<&str> = Vec::new();
                    for l in &h.old_lines {
                        match l {
                            HunkLine::Context(s) => {
                                cur.push(s);
                                prop.push(s);
                            }
                            HunkLine::Removed(s) => cur.push(s),
                            HunkLine::Added(s) => prop.push(s),
                        }
                    }
                    changes.push(FileChange {
                        file_path: old.clone(),
                        change_type: ChangeType::Modify,
                        current_code: Some(join(&cur, true)),
                        proposed_code: Some(join(&prop, true)),
                        explanation: format!("patch hunk at line {}", h.old_start),
                        line_hint: Some(h.old_start),
                    });
                }
            }
            (None, None) => {}
        }
    }
    for (path, text) in extra_tests {
        for name in test_function_names(path, text) {
            test_cases.push(TestCase {
                name: name.clone(),
                description: format!("{name} in {path}"),
                test_code: text.clone(),
                category: TestCategory::Regression,
                file_path: Some(path.clone()),
            });
        }
    }
    let code_changes = changes
        .iter()
        .filter(|c| !is_test_path(&c.file_path))
        .count();
    let test_changes = changes.len() - code_changes;
    let mut code_files: Vec<&str> = Vec::new();
    for c in changes.iter().filter(|c| !is_test_path(&c.file_path)) {
        if !code_files.contains(&c.file_path.as_str()) {
            code_files.push(c.file_path.as_str());
        }
    }
    let summary = match (code_changes, test_changes) {
        (0, n) => format!("Patch: {n} change(s) to test files"),
        (k, 0) => format!("Patch: {k} change(s) to {}", code_files.join(", ")),
        (k, n) => format!(
            "Patch: {k} change(s) to {} and {n} to test files",
            code_files.join(", ")
        ),
    };
    Ok(FixPlan {
        summary: crate::analyze::truncate_chars(&summary, 100),
        changes,
        test_cases,
        risk_level: Level::Low,
        risk_explanation: String::new(),
        scope: String::new(),
        side_effects: Vec::new(),
        rollback_plan: String::new(),
        estimated_effort: String::new(),
        planner: "patch".into(),
        out_of_scope: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DIFF: &str = "diff --git a/src/a.py b/src/a.py
index 1..2 100644
--- a/src/a.py
+++ b/src/a.py
@@ -2,3 +2,3 @@ def f(x):
 def g(y):
-    return y - 1
+    return y + 1
 
diff --git a/tests/test_new.py b/tests/test_new.py
new file mode 100644
--- /dev/null
+++ b/tests/test_new.py
@@ -0,0 +1,4 @@
+def test_one():
+    assert True
+def test_two():
+    assert True
diff --git a/old.py b/old.py
deleted file mode 100644
--- a/old.py
+++ /dev/null
@@ -1 +0,0 @@
-x = 1
";

    #[test]
    fn parses_modify_create_delete() {
        let plan = plan_from_patch(DIFF, &[]).unwrap();
        assert_eq!(plan.changes.len(), 3);
        let m = &plan.changes[0];
        assert_eq!(m.change_type, ChangeType::Modify);
        assert_eq!(
            m.current_code.as_deref(),
            Some("def g(y):\n    return y - 1\n\n")
        );
        assert_eq!(
            m.proposed_code.as_deref(),
            Some("def g(y):\n    return y + 1\n\n")
        );
        assert_eq!(m.line_hint, Some(2));
        assert_eq!(plan.changes[1].change_type, ChangeType::Create);
        assert_eq!(
            plan.changes[1].proposed_code.as_deref(),
            Some("def test_one():\n    assert True\ndef test_two():\n    assert True\n")
        );
        assert_eq!(plan.changes[2].change_type, ChangeType::Delete);
        assert_eq!(
            plan.test_cases
                .iter()
                .map(|t| t.name.as_str())
                .collect::<Vec<_>>(),
            ["test_one", "test_two"]
        );
    }

    #[test]
    fn the_summary_counts_code_and_test_changes_apart() {
        let plan = plan_from_patch(DIFF, &[]).unwrap();
        // One modified code file, one deleted code file, one new test file.
        assert_eq!(
            plan.summary,
            "Patch: 2 change(s) to src/a.py, old.py and 1 to test files"
        );
    }

    #[test]
    fn bad_patches_say_why() {
        assert!(plan_from_patch("hello", &[])
            .unwrap_err()
            .contains("no file changes"));
        let truncated = "--- a/x.py\n+++ b/x.py\n@@ -1,3 +1,3 @@\n a\n-b\n";
        assert!(plan_from_patch(truncated, &[])
            .unwrap_err()
            .contains("truncated"));
    }

    #[test]
    fn rust_and_js_test_names() {
        assert_eq!(
            test_function_names(
                "tests/r.rs",
                "#[test]\nfn a() {}\nfn helper() {}\n#[test]\nfn b() {}\n"
            ),
            ["a", "b"]
        );
        assert_eq!(
            test_function_names(
                "test/x.test.js",
                "test('adds up', () => {});\nit(\"works\", () => {})\n"
            ),
            ["adds up", "works"]
        );
    }
}
