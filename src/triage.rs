//! Triage (reference 001): defect type, complexity, blast radius, test coverage of the area,
//! regression risks and, when complex, why it should be escalated, computed from an analysis
//! (and its plan, once there is one).
//!
//! Every field is derived from what the analysis found and the workspace's source, lexically:
//! callers are found by name (a same-named function elsewhere counts too), the defect type from
//! words in the root cause and the report. The `*_detail` fields say what each judgement rests
//! on, so it reads as evidence, not as a verdict.
//!
//! Pure: reads the workspace's files, writes nothing.

use crate::model::{BugState, ChangeType, Complexity, DefectType, Level, TestCoverage, Triage};
use crate::workspace::{self, SourceLang};
use regex::Regex;
use std::path::Path;
use std::sync::LazyLock;

/// A place in the workspace: (file, 1-based line).
pub type Site = (String, u32);

/// At most this many callers are listed by location.
const MAX_LISTED: usize = 8;

/// The triage of `state` (with a root cause; without one, an empty triage).
pub fn assess(root: &Path, state: &BugState) -> Triage {
    let Some(rc) = &state.root_cause else {
        return Triage::default();
    };
    let function = enclosing_function(root, &rc.root_cause_file, rc.root_cause_line);
    let (defect_type, defect_type_detail) = defect_type(state);

    // Blast radius: callers of the root-cause function outside tests; tests calling it are the
    // test coverage of the area.
    let (callers, test_callers) = match &function {
        Some((name, file, line)) => find_callers(root, name, file, *line),
        None => (Vec::new(), Vec::new()),
    };
    let caller_files: std::collections::BTreeSet<&str> =
        callers.iter().map(|(f, _)| f.as_str()).collect();
    let (blast_radius, blast_radius_detail) = match &function {
        None => (
            None,
            format!(
                "unknown: {}{} is not inside a function bugbash can name",
                rc.root_cause_file,
                rc.root_cause_line
                    .map(|l| format!(":{l}"))
                    .unwrap_or_default()
            ),
        ),
        Some((name, file, line)) => {
            let level = if callers.len() >= 10 || caller_files.len() >= 5 {
                Level::High
            } else if callers.len() >= 3 {
                Level::Medium
            } else {
                Level::Low
            };
            let listed = callers
                .iter()
                .take(MAX_LISTED)
                .map(|(f, l)| format!("{f}:{l}"))
                .collect::<Vec<_>>()
                .join(", ");
            let more = callers.len().saturating_sub(MAX_LISTED);
            let detail = if callers.is_empty() {
                format!(
                    "`{name}` ({file}:{line}) is called nowhere else outside tests (found by name, lexically)"
                )
            } else {
                format!(
                    "`{name}` ({file}:{line}) is called from {} place(s) in {} file(s) outside tests: {listed}{} (found by name, lexically)",
                    callers.len(),
                    caller_files.len(),
                    if more > 0 { format!(" and {more} more") } else { String::new() }
                )
            };
            (Some(level), detail)
        }
    };

    // Test coverage: tests calling the function, else test files naming the root-cause module,
    // else the failing test itself.
    let module_tests = if test_callers.is_empty() {
        tests_naming_module(root, &rc.root_cause_file)
    } else {
        Vec::new()
    };
    let (test_coverage, test_coverage_detail) = if !test_callers.is_empty() {
        let files: std::collections::BTreeSet<&str> =
            test_callers.iter().map(|(f, _)| f.as_str()).collect();
        (
            TestCoverage::Existing,
            format!(
                "{} test line(s) in {} call `{}`: {}",
                test_callers.len(),
                files.iter().copied().collect::<Vec<_>>().join(", "),
                function.as_ref().map(|f| f.0.as_str()).unwrap_or("?"),
                test_callers
                    .iter()
                    .take(MAX_LISTED)
                    .map(|(f, l)| format!("{f}:{l}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    } else if !module_tests.is_empty() {
        (
            TestCoverage::Existing,
            format!(
                "test file(s) naming the module of {}: {}",
                rc.root_cause_file,
                module_tests.join(", ")
            ),
        )
    } else if let Some(t) = &rc.failing_test {
        (
            TestCoverage::Existing,
            format!(
                "only the failing test ({}:{}) reaches this code",
                t.file, t.line
            ),
        )
    } else {
        (
            TestCoverage::None,
            format!(
                "no test calls `{}` or names the module of {}",
                function
                    .as_ref()
                    .map(|f| f.0.as_str())
                    .unwrap_or("the code"),
                rc.root_cause_file
            ),
        )
    };

    // Files and lines: the evidence (root cause, trace, affected files) and the plan.
    let mut affected: Vec<String> = Vec::new();
    let mut push = |f: &str| {
        if !f.is_empty() && !workspace::is_test_path(f) && !affected.iter().any(|a| a == f) {
            affected.push(f.to_string());
        }
    };
    push(&rc.root_cause_file);
    for t in &rc.trace_locations {
        if root.join(&t.file).is_file() {
            push(&t.file);
        }
    }
    if let Some(r) = &state.reproduction {
        for f in &r.affected_files {
            push(f);
        }
    }
    let plan_files: Vec<String> = state
        .fix_plan
        .as_ref()
        .map(|p| {
            let mut v: Vec<String> = Vec::new();
            for c in &p.changes {
                if !workspace::is_test_path(&c.file_path) && !v.contains(&c.file_path) {
                    v.push(c.file_path.clone());
                }
            }
            v
        })
        .unwrap_or_default();
    for f in &plan_files {
        push(f);
    }
    let plan_lines: Option<usize> = state.fix_plan.as_ref().map(|p| {
        p.changes
            .iter()
            .filter(|c| !workspace::is_test_path(&c.file_path))
            .map(|c| {
                changed_lines(
                    c.change_type,
                    c.current_code.as_deref(),
                    c.proposed_code.as_deref(),
                )
            })
            .sum()
    });
    // Files the fix touches: the plan's when there is one, else the evidence's.
    let files = if state.fix_plan.is_some() {
        plan_files.len()
    } else {
        affected.len()
    };

    let mut escalation: Vec<String> = Vec::new();
    if files >= 5 {
        escalation.push(format!("{files} files are involved"));
    }
    if plan_lines.is_some_and(|l| l > 100) {
        escalation.push(format!(
            "the plan changes {} lines",
            plan_lines.unwrap_or(0)
        ));
    }
    if blast_radius == Some(Level::High) {
        escalation.push("the root-cause function has a high blast radius".into());
    }
    if test_coverage == TestCoverage::None {
        escalation.push("no test covers the affected code".into());
    }
    if rc.confidence == Level::Low {
        escalation.push("the analysis has low confidence in the root cause".into());
    }
    let complexity = if !escalation.is_empty() {
        Complexity::Complex
    } else if files <= 1
        && plan_lines.unwrap_or(0) <= 5
        && blast_radius == Some(Level::Low)
        && rc.confidence == Level::High
    {
        Complexity::Trivial
    } else {
        Complexity::Moderate
    };
    let complexity_detail = format!(
        "{files} file(s){}, blast radius {}, root cause confidence {}",
        match plan_lines {
            Some(l) => format!(", {l} changed line(s) in the plan"),
            None => ", no plan yet".to_string(),
        },
        blast_radius.map(|l| l.as_str()).unwrap_or("unknown"),
        rc.confidence
    );

    let mut risks: Vec<String> = Vec::new();
    if let Some((name, _, _)) = &function {
        if !callers.is_empty() {
            risks.push(format!(
                "{} caller(s) of `{name}` outside tests depend on its behaviour: {}",
                callers.len(),
                callers
                    .iter()
                    .take(MAX_LISTED)
                    .map(|(f, l)| format!("{f}:{l}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if let Some(why) = is_public(root, &rc.root_cause_file, name) {
            risks.push(format!(
                "`{name}` is public ({why}): code outside this workspace may call it"
            ));
        }
    }
    if plan_files.len() > 1 {
        risks.push(format!(
            "the plan changes {} files: {}",
            plan_files.len(),
            plan_files.join(", ")
        ));
    }
    if state.reproduction.as_ref().is_some_and(|r| r.flaky) {
        risks.push("the failure is flaky: a passing run after the fix proves less".into());
    }
    if let Some(p) = &state.fix_plan {
        for s in &p.side_effects {
            if !risks.contains(s) {
                risks.push(s.clone());
            }
        }
    }

    Triage {
        defect_type: Some(defect_type),
        complexity: Some(complexity),
        blast_radius,
        blast_radius_detail,
        defect_type_detail,
        complexity_detail,
        test_coverage: Some(test_coverage),
        test_coverage_detail,
        regression_risks: risks,
        escalation_reason: (complexity == Complexity::Complex).then(|| escalation.join("; ")),
        affected_files: affected,
        root_cause_function: function.map(|f| f.0),
    }
}

/// Lines a change touches: the larger of the removed and the added.
fn changed_lines(kind: ChangeType, current: Option<&str>, proposed: Option<&str>) -> usize {
    let n = |s: Option<&str>| s.map(|s| s.lines().count().max(1)).unwrap_or(0);
    match kind {
        ChangeType::Modify => n(current).max(n(proposed)),
        ChangeType::Create => n(proposed),
        ChangeType::Delete => n(current),
    }
}

const VISUAL_WORDS: &[&str] = &[
    "layout",
    "css",
    "style",
    "color",
    "colour",
    "font",
    "margin",
    "padding",
    "pixel",
    "render",
    "display",
    "screenshot",
    "responsive",
    "align",
    "overflow",
    "z-index",
    "icon",
    "theme",
    "visual",
    "ui ",
    "button",
];
const DATA_WORDS: &[&str] = &[
    "sql",
    "query",
    "select ",
    "insert ",
    "update ",
    "join",
    "migration",
    "schema",
    "database",
    "cache",
    "stale",
    "aggregate",
    "aggregation",
    "index",
    "record",
    "row",
    "column",
    "orm",
    "fixture",
    "seed",
];

/// `logic` unless the root cause (file, code) or the report speaks of data or presentation.
fn defect_type(state: &BugState) -> (DefectType, String) {
    let rc = state.root_cause.as_ref();
    let file = rc
        .map(|r| r.root_cause_file.to_ascii_lowercase())
        .unwrap_or_default();
    let code = rc
        .map(|r| r.root_cause_code.to_ascii_lowercase())
        .unwrap_or_default();
    let report = format!(
        "{} {} {}",
        state.report.description,
        state.report.observed.as_deref().unwrap_or(""),
        state.report.expected.as_deref().unwrap_or("")
    )
    .to_ascii_lowercase();
    let visual_file = [
        ".css", ".scss", ".sass", ".less", ".html", ".vue", ".svelte", ".jsx", ".tsx",
    ]
    .iter()
    .any(|e| file.ends_with(e));
    let data_file = file.ends_with(".sql")
        || file.contains("migration")
        || file.contains("/models/")
        || file.contains("/db/")
        || file.contains("repository");
    let hits = |words: &[&str], text: &str| -> Vec<String> {
        words
            .iter()
            .filter(|w| word_in(text, w))
            .map(|w| w.trim().to_string())
            .collect()
    };
    let code_data = hits(DATA_WORDS, &code);
    let report_visual = hits(VISUAL_WORDS, &report);
    let report_data = hits(DATA_WORDS, &report);
    if visual_file {
        return (
            DefectType::Visual,
            format!("the root cause is in a presentation file ({})", file),
        );
    }
    if data_file || !code_data.is_empty() {
        let why = if data_file {
            format!("the root cause is in a data file ({file})")
        } else {
            format!(
                "the root-cause code handles data ({})",
                code_data.join(", ")
            )
        };
        return (DefectType::Data, why);
    }
    if report_visual.len() >= 2 && report_visual.len() > report_data.len() {
        return (
            DefectType::Visual,
            format!(
                "the report speaks of presentation ({})",
                report_visual.join(", ")
            ),
        );
    }
    if report_data.len() >= 2 {
        return (
            DefectType::Data,
            format!("the report speaks of data ({})", report_data.join(", ")),
        );
    }
    (
        DefectType::Logic,
        "nothing in the root cause (file, code) or the report points to data or presentation, so logic by default".into(),
    )
}

fn word_in(text: &str, word: &str) -> bool {
    let w = word.trim();
    text.match_indices(w).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + w.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric()) && !after.is_some_and(|c| c.is_alphanumeric())
    })
}

static DEF: LazyLock<Vec<(SourceLang, Regex)>> = LazyLock::new(|| {
    [
        (SourceLang::Python, r"^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\("),
        (
            SourceLang::Rust,
            r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?(?:extern\s+\S+\s+)?fn\s+([A-Za-z_]\w*)",
        ),
        (
            SourceLang::JavaScript,
            r"(?:function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)|^\s*(?:static\s+)?(?:async\s+)?([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*\{)",
        ),
        (SourceLang::Go, r"^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[\[(]"),
        (
            SourceLang::Java,
            r"^\s*(?:(?:public|private|protected|static|final|synchronized|abstract|override|fun|suspend|open|internal)\s+)*(?:[\w<>\[\],.?]+\s+)?([A-Za-z_]\w*)\s*\([^;]*$",
        ),
    ]
    .into_iter()
    .filter_map(|(l, p)| Regex::new(p).ok().map(|r| (l, r)))
    .collect()
});

const NOT_FUNCTIONS: &[&str] = &["if", "for", "while", "switch", "catch", "return", "new"];

/// The function around `line` of `file`: (name, file, definition line).
pub fn enclosing_function(
    root: &Path,
    file: &str,
    line: Option<u32>,
) -> Option<(String, String, u32)> {
    let line = line?;
    let lang = workspace::lang_of(file)?;
    let text = std::fs::read_to_string(root.join(file)).ok()?;
    let lines: Vec<&str> = text.lines().collect();
    let re = &DEF.iter().find(|(l, _)| *l == lang)?.1;
    let mut i = (line as usize).min(lines.len());
    while i >= 1 {
        if let Some(c) = re.captures(lines[i - 1]) {
            let name = c
                .iter()
                .skip(1)
                .flatten()
                .next()
                .map(|m| m.as_str().to_string());
            if let Some(name) = name.filter(|n| !NOT_FUNCTIONS.contains(&n.as_str())) {
                let (_, end) = workspace::function_extent(&lines, i as u32, lang);
                if end >= line {
                    return Some((name, file.to_string(), i as u32));
                }
            }
        }
        i -= 1;
    }
    None
}

/// Lines calling `name` (by name): outside tests, and in tests. The definition itself is not a
/// call.
pub fn find_callers(
    root: &Path,
    name: &str,
    def_file: &str,
    def_line: u32,
) -> (Vec<Site>, Vec<Site>) {
    let (mut code, mut tests) = (Vec::new(), Vec::new());
    for file in workspace::source_files(root) {
        let Ok(text) = std::fs::read_to_string(root.join(&file)) else {
            continue;
        };
        if !text.contains(name) {
            continue;
        }
        for (i, l) in text.lines().enumerate() {
            let n = i as u32 + 1;
            if file == def_file && n == def_line {
                continue;
            }
            if l.contains(name) && workspace::calls_on_line(l).iter().any(|c| c == name) {
                if workspace::is_test_path(&file) {
                    tests.push((file.clone(), n));
                } else {
                    code.push((file.clone(), n));
                }
            }
        }
    }
    (code, tests)
}

/// Test files naming the root-cause file's module (its stem) in an import or a path.
fn tests_naming_module(root: &Path, file: &str) -> Vec<String> {
    let stem = Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if stem.len() < 3 || ["lib", "mod", "main", "index", "__init__"].contains(&stem.as_str()) {
        return Vec::new();
    }
    workspace::source_files(root)
        .into_iter()
        .filter(|f| workspace::is_test_path(f))
        .filter(|f| {
            std::fs::read_to_string(root.join(f))
                .map(|t| word_in(&t, &stem))
                .unwrap_or(false)
        })
        .take(MAX_LISTED)
        .collect()
}

/// Whether `name` is visible outside its module, and by which convention: `pub` in Rust,
/// capitalized in Go, no leading underscore in Python, exported in JavaScript, `public` in Java.
fn is_public(root: &Path, file: &str, name: &str) -> Option<&'static str> {
    let lang = workspace::lang_of(file)?;
    let text = std::fs::read_to_string(root.join(file)).unwrap_or_default();
    let public = match lang {
        SourceLang::Python => !name.starts_with('_'),
        SourceLang::Go => name.chars().next().is_some_and(|c| c.is_uppercase()),
        SourceLang::Rust => text.lines().any(|l| {
            let t = l.trim_start();
            t.starts_with("pub") && t.contains(&format!("fn {name}"))
        }),
        SourceLang::JavaScript => {
            text.contains(&format!("export function {name}"))
                || text.contains(&format!("export const {name}"))
                || text.contains(&format!("exports.{name}"))
                || text
                    .find("module.exports")
                    .is_some_and(|i| word_in(&text[i..], name))
        }
        _ => text
            .lines()
            .any(|l| l.contains("public") && l.contains(&format!(" {name}("))),
    };
    public.then_some(match lang {
        SourceLang::Python => "no leading underscore",
        SourceLang::Go => "capitalized",
        SourceLang::Rust => "`pub`",
        SourceLang::JavaScript => "exported",
        _ => "`public`",
    })
}

/// The candidate fix the planners start from: the first one whose edits a person's hint names
/// (a file path, a file name or `file:line`), else the best ranked.
pub fn preferred_candidate<'a>(
    candidates: &'a [crate::model::FixCandidate],
    hints: &[String],
) -> Option<&'a crate::model::FixCandidate> {
    let file_name = |f: &str| {
        Path::new(f)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    let names_line = |c: &crate::model::FixCandidate| {
        c.edits.iter().any(|e| {
            let name = file_name(&e.file);
            hints.iter().any(|h| {
                h.contains(&format!("{}:{}", e.file, e.line))
                    || (name.len() >= 3 && h.contains(&format!("{name}:{}", e.line)))
            })
        })
    };
    let names_file = |c: &crate::model::FixCandidate| {
        c.edits.iter().any(|e| {
            let name = file_name(&e.file);
            hints
                .iter()
                .any(|h| h.contains(&e.file) || (name.len() >= 3 && word_in(h, &name)))
        })
    };
    candidates
        .iter()
        .find(|c| names_line(c))
        .or_else(|| candidates.iter().find(|c| names_file(c)))
        .or_else(|| candidates.first())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ws(files: &[(&str, &str)]) -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        for (p, t) in files {
            let path = d.path().join(p);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, t).unwrap();
        }
        d
    }

    #[test]
    fn enclosing_functions_in_several_languages() {
        let d = ws(&[
            ("a.py", "import x\n\ndef outer(a):\n    b = a\n    return b + 1\n\nY = 2\n"),
            ("b.rs", "pub fn median(v: &[f64]) -> f64 {\n    let n = v.len();\n    v[n / 2]\n}\n"),
            ("c.js", "function total(items) {\n  let s = 0;\n  return s;\n}\nconst f = (x) => {\n  return x;\n};\n"),
        ]);
        let f =
            |file: &str, line| enclosing_function(d.path(), file, Some(line)).map(|x| (x.0, x.2));
        assert_eq!(f("a.py", 5), Some(("outer".into(), 3)));
        assert_eq!(f("a.py", 7), None);
        assert_eq!(f("b.rs", 3), Some(("median".into(), 1)));
        assert_eq!(f("c.js", 3), Some(("total".into(), 1)));
        assert_eq!(f("c.js", 6), Some(("f".into(), 5)));
    }

    #[test]
    fn callers_are_split_into_code_and_tests() {
        let d = ws(&[
            ("pkg/core.py", "def price(a):\n    return a\n"),
            (
                "pkg/cart.py",
                "from pkg.core import price\n\ndef total(x):\n    return price(x) + price(1)\n",
            ),
            ("pkg/shop.py", "import pkg.core\nv = pkg.core.price(3)\n"),
            (
                "tests/test_core.py",
                "from pkg.core import price\nassert price(2) == 2\n",
            ),
        ]);
        let (code, tests) = find_callers(d.path(), "price", "pkg/core.py", 1);
        assert_eq!(code, [("pkg/cart.py".into(), 4), ("pkg/shop.py".into(), 2)]);
        assert_eq!(tests, [("tests/test_core.py".into(), 2)]);
    }

    fn state_with(file: &str, code: &str, description: &str) -> BugState {
        let mut s = BugState::new(
            "b".into(),
            crate::model::BugReport::new(description),
            chrono::Utc::now(),
        );
        s.root_cause = Some(crate::model::RootCauseAnalysis {
            summary: "s".into(),
            execution_trace: vec![],
            root_cause_file: file.into(),
            root_cause_line: Some(1),
            root_cause_code: code.into(),
            root_cause_explanation: String::new(),
            why_not_caught: String::new(),
            confidence: Level::High,
            alternative_hypotheses: vec![],
            trace_locations: vec![],
            analyzer: "stack".into(),
            failing_test: None,
            ranking: vec![],
            fix_candidates: vec![],
            steps: vec![],
        });
        s
    }

    #[test]
    fn defect_types_follow_the_root_cause_then_the_report() {
        let t = |f: &str, c: &str, d: &str| defect_type(&state_with(f, c, d)).0;
        assert_eq!(
            t("app/calc.py", "return a + b", "wrong sum"),
            DefectType::Logic
        );
        assert_eq!(
            t(
                "app/repo.py",
                "rows = db.execute(\"SELECT * FROM t JOIN u\")",
                "x"
            ),
            DefectType::Data
        );
        assert_eq!(t("db/migrations/0003.sql", "ALTER", "x"), DefectType::Data);
        assert_eq!(t("web/button.tsx", "return <b/>", "x"), DefectType::Visual);
        assert_eq!(
            t(
                "app/view.py",
                "w = 3",
                "the layout breaks: the font overflows its margin"
            ),
            DefectType::Visual
        );
        let (_, why) = defect_type(&state_with("a.py", "x = 1", "boom"));
        assert!(why.contains("logic by default"), "{why}");
    }

    #[test]
    fn hints_pick_the_candidate_they_name() {
        use crate::model::{FixCandidate, LineEdit};
        let c = |file: &str, line| FixCandidate {
            edits: vec![LineEdit {
                file: file.into(),
                line,
                current_code: "a".into(),
                proposed_code: "b".into(),
            }],
            description: String::new(),
            tokens_changed: 1,
            suspiciousness: 1.0,
            class: String::new(),
            line_rank: None,
            concerns: vec![],
            checks: vec![],
            tests_passed: 0,
        };
        let cands = [c("src/a.py", 3), c("src/b.py", 9), c("src/b.py", 12)];
        let pick = |h: &[&str]| {
            let hints: Vec<String> = h.iter().map(|s| s.to_string()).collect();
            let p = preferred_candidate(&cands, &hints).unwrap();
            (p.edits[0].file.clone(), p.edits[0].line)
        };
        assert_eq!(pick(&[]), ("src/a.py".into(), 3));
        assert_eq!(pick(&["the bug is in b.py"]), ("src/b.py".into(), 9));
        assert_eq!(pick(&["look at src/b.py:12"]), ("src/b.py".into(), 12));
        assert_eq!(pick(&["nothing useful"]), ("src/a.py".into(), 3));
        assert!(preferred_candidate(&[], &[]).is_none());
    }

    #[test]
    fn words_match_whole_words() {
        assert!(word_in("the sql query", "sql"));
        assert!(!word_in("mysqlite", "sql"));
        assert!(word_in("a row.", "row"));
        assert!(!word_in("throw", "row"));
    }
}
