//! Before the search: which lines are candidates, with what prior and what coverage says.
//!
//! With per-test coverage (`coverage`): the lines the failing tests execute that compute
//! something, with Ochiai. Without: the lines of the functions on the failing path (`path`), and
//! the analysis says loudly why there is no coverage. In both cases the module-level definitions
//! (tables, constants) the candidate lines use by name are candidates too, with a small prior,
//! and the stack analyzer's pick keeps an edge among equals. Imports, exports and module lines
//! are never candidates.

use super::class::is_harness_line;
use super::coverage::{self, Coverage};
use super::lab::Lab;
use super::{path, Line};
use crate::analyze::stack::line_suspicion;
use crate::analyze::AnalysisContext;
use crate::model::RootCauseAnalysis;
use crate::mutate::{ochiai_lines, LineKey};
use std::collections::{BTreeMap, BTreeSet};

/// The candidate lines and what is known about them before any mutant runs.
#[derive(Debug, Default)]
pub struct Candidates {
    pub lines: BTreeSet<Line>,
    /// Static prior, higher first (see `path`).
    pub prior: BTreeMap<Line, f64>,
    pub ochiai: BTreeMap<LineKey, f64>,
    /// Per line: executed by how many failing and passing tests.
    pub spectra: BTreeMap<Line, (u32, u32)>,
    /// Lines some failing test executes, when coverage exists.
    pub executed_by_failing: Option<BTreeSet<Line>>,
    /// Workspace frames of the failures outside tests, innermost first.
    pub frames: Vec<Line>,
    /// Module-level definitions among the candidates.
    pub globals: BTreeSet<Line>,
    /// How the candidates were chosen, for the analysis.
    pub how: String,
    /// The coverage tool, when there was coverage.
    pub coverage_tool: Option<String>,
    /// Python: per test, the values it observed in the original code (from the coverage run).
    pub values: Option<BTreeMap<String, Vec<String>>>,
    /// Lines only the test modules' imports ran (see `Coverage::imported_only`).
    pub imported_only: BTreeSet<Line>,
}

impl Candidates {
    pub fn ochiai_of(&self, k: &Line) -> f64 {
        self.ochiai
            .get(&LineKey::new(k.0.clone(), k.1))
            .copied()
            .unwrap_or(0.0)
    }

    pub fn prior_of(&self, k: &Line) -> f64 {
        self.prior.get(k).copied().unwrap_or(0.0)
    }
}

pub fn line_text(root: &std::path::Path, file: &str, line: u32) -> String {
    std::fs::read_to_string(root.join(file))
        .ok()
        .and_then(|t| {
            t.lines()
                .nth(line.saturating_sub(1) as usize)
                .map(str::to_string)
        })
        .unwrap_or_default()
}

/// Line `line` of `file` as code: with string literals that span several lines blanked (see
/// `without_multiline_strings`), for deciding what a line computes.
fn code_line(root: &std::path::Path, file: &str, line: u32) -> String {
    std::fs::read_to_string(root.join(file))
        .ok()
        .and_then(|t| {
            let code = blanked(&t, file);
            code.lines()
                .nth(line.saturating_sub(1) as usize)
                .map(str::to_string)
        })
        .unwrap_or_default()
}

/// `without_multiline_strings` of a file's text, remembered per text (a search asks for every
/// candidate line of the same few files).
fn blanked(text: &str, file: &str) -> std::rc::Rc<String> {
    use std::hash::{Hash, Hasher};
    thread_local! {
        static SEEN: std::cell::RefCell<std::collections::HashMap<u64, std::rc::Rc<String>>> =
            Default::default();
    }
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (text, file).hash(&mut h);
    let key = h.finish();
    SEEN.with(|seen| {
        let mut seen = seen.borrow_mut();
        if seen.len() > 64 {
            seen.clear();
        }
        seen.entry(key)
            .or_insert_with(|| {
                std::rc::Rc::new(without_multiline_strings(text, std::path::Path::new(file)))
            })
            .clone()
    })
}

/// `src` with every string literal that spans several lines blanked (spaces, its line breaks
/// kept): the lines inside it compute nothing, and the line it ends on computes what follows
/// it (a Rust table of `"%00%01..."` over 16 lines, then `"[index..index + 2]`). Line-local
/// reading would take the closing quote for an opening one and the table rows for code.
fn without_multiline_strings(src: &str, path: &std::path::Path) -> String {
    let Some(lang) = crate::mutate::Lang::from_path(path) else {
        return src.to_string();
    };
    let mut out = src.to_string();
    for t in crate::mutate::lexer::lex(src, lang) {
        let kind = t.kind;
        let spans_lines = src.get(t.start..t.end).is_some_and(|s| s.contains('\n'));
        if kind == crate::mutate::lexer::TokenKind::Str && spans_lines {
            // A space per byte: offsets and line breaks stay where they are.
            let blank: String = src[t.start..t.end]
                .chars()
                .flat_map(|c| {
                    let n = if c == '\n' { 0 } else { c.len_utf8() };
                    std::iter::repeat(' ')
                        .take(n)
                        .chain((c == '\n').then_some('\n'))
                })
                .collect();
            out.replace_range(t.start..t.end, &blank);
        }
    }
    out
}

/// The candidates of `ctx`'s failure, using `lab` (its first copy, its baseline) for coverage.
pub fn collect(ctx: &AnalysisContext<'_>, lab: &Lab<'_>, base: &RootCauseAnalysis) -> Candidates {
    // Rust's coverage comes from probes in the path's functions: a deeper path for them.
    let probed = lab.full.split_whitespace().next() == Some("cargo");
    let path = path::failing_path(
        ctx,
        if probed {
            path::PROBED_DEPTH
        } else {
            path::MAX_DEPTH
        },
    );
    let baseline_tests: Vec<(String, bool)> = lab
        .tests
        .iter()
        .cloned()
        .zip(lab.failing.iter().copied())
        .collect();
    let cov = coverage::collect(&coverage::Request {
        runner: lab.runner(),
        dir: lab.dir(0),
        command: &lab.full,
        tests: &baseline_tests,
        timeout: lab.timeout * 3,
        env: lab.env(),
        functions: &path.functions,
    })
    .map(|mut c| {
        c.keep_tests(&lab.tests);
        c
    });
    let mut out = Candidates {
        prior: path.lines.clone(),
        frames: ctx
            .parsed
            .failures
            .iter()
            .flat_map(|f| {
                f.frames
                    .iter()
                    .rev()
                    .filter(|fr| {
                        fr.in_workspace
                            && !crate::workspace::is_test_frame(&fr.file, fr.function.as_deref())
                    })
                    .map(|fr| (fr.file.clone(), fr.line))
            })
            .collect(),
        ..Candidates::default()
    };
    match cov {
        Ok(c) if !c.failing_lines().is_empty() => with_coverage(ctx, &mut out, &c),
        other => {
            let why = match other {
                Err(e) => e,
                Ok(_) => "the traced run saw no failing test execute workspace code".into(),
            };
            let names: BTreeSet<&str> = path.functions.iter().map(|f| f.name.as_str()).collect();
            out.lines = path.lines.keys().cloned().collect();
            out.how = format!(
                "Coverage: none ({why}); the search covers the lines of the functions on the failing path ({}).",
                names.into_iter().collect::<Vec<_>>().join(", ")
            );
        }
    }
    // A hanging test is killed at its deadline, before its coverage is written: the lines of the
    // functions on its path (from the watchdog's stack) are candidates too (issue 18).
    if !lab.hung_tests().is_empty() {
        for (k, p) in &path.lines {
            if out.lines.insert(k.clone()) {
                out.prior.entry(k.clone()).or_insert(*p);
            }
        }
        out.how.push_str(
            " A failing test hung and was stopped before its coverage was written: the lines of the functions on its path (the watchdog's stack) are candidates too.",
        );
    }
    // Imports, exports and module lines are not evidence about the code (issue 18.3), and a
    // line of brackets and `else` computes nothing.
    out.lines.retain(|l| {
        let text = code_line(ctx.root, &l.0, l.1);
        !is_harness_line(&text) && computes(&text)
    });
    // Tables and constants the candidate lines use by name.
    for (k, p) in path::referenced_globals(ctx.root, &out.lines) {
        if is_harness_line(&code_line(ctx.root, &k.0, k.1)) {
            continue;
        }
        out.globals.insert(k.clone());
        if out.lines.insert(k.clone()) {
            out.prior.entry(k).or_insert(p);
        }
    }
    // The stack analyzer's pick keeps a small edge among equals.
    if let Some(l) = base.root_cause_line {
        *out.prior
            .entry((base.root_cause_file.clone(), l))
            .or_insert(0.0) += 0.5;
    }
    out
}

fn with_coverage(ctx: &AnalysisContext<'_>, out: &mut Candidates, c: &Coverage) {
    let executed = c.failing_lines();
    // Executed lines that compute something (not a lone brace or `else:`). The tracer also
    // records the `def` line of each called Python function: a candidate only when it gives
    // a parameter a default (the value the call reads there).
    let mut lines = executed.clone();
    lines.retain(|l| {
        let text = code_line(ctx.root, &l.0, l.1);
        !bare_def(&text) && line_suspicion(&text) > 0.0
    });
    for l in &lines {
        let text = code_line(ctx.root, &l.0, l.1);
        out.prior
            .entry(l.clone())
            .or_insert_with(|| line_suspicion(&text) / 10.0);
    }
    // Frames count in the prior with coverage too (the path's prior has them).
    out.ochiai = ochiai_lines(&c.spectra());
    out.spectra = c
        .spectra()
        .into_iter()
        .map(|s| ((s.file, s.line), (s.ef, s.ep)))
        .collect();
    out.how = format!(
        "Coverage: {}; Ochiai scores the {} lines the failing tests execute.",
        c.tool,
        executed.len()
    );
    out.coverage_tool = Some(c.tool.clone());
    out.values = c.values.clone();
    out.imported_only = c.imported_only.clone();
    out.executed_by_failing = Some(executed);
    out.lines = lines;
}

/// A Python `def` line that gives no parameter a default: nothing on it computes.
fn bare_def(text: &str) -> bool {
    let t = text.trim_start();
    (t.starts_with("def ") || t.starts_with("async def ")) && !t.contains('=')
}

/// Whether a line has code beyond brackets, `else` and punctuation.
fn computes(text: &str) -> bool {
    let code = crate::workspace::strip_strings_and_comments(text);
    let words: String = code
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '_' {
                c
            } else {
                ' '
            }
        })
        .collect();
    words.split_whitespace().any(|w| w != "else")
}

#[cfg(test)]
mod tests {
    use super::{bare_def, computes, without_multiline_strings};
    use crate::analyze::stack::line_suspicion;

    #[test]
    fn lines_inside_a_multiline_string_compute_nothing_the_line_closing_it_does() {
        // percent-encoding's table: 16 rows of `%XX` in one string, indexed on its last line.
        let src = "pub fn percent_encode_byte(byte: u8) -> &'static str {\n    let index = usize::from(byte) * 3;\n    &\"\\\n      %00%01%02\\\n      %F0%F1%FF\\\n      \"[index..index + 2]\n}\n";
        let code = without_multiline_strings(src, std::path::Path::new("src/lib.rs"));
        let lines: Vec<&str> = code.lines().collect();
        assert_eq!(lines.len(), src.lines().count());
        assert_eq!(code.len(), src.len());
        assert!(!computes(lines[3]) && !computes(lines[4]), "{lines:?}");
        assert!(
            computes(lines[5]) && line_suspicion(lines[5]) > 0.0,
            "{lines:?}"
        );
        assert!(line_suspicion(lines[1]) > 0.0);
        // The raw lines: the table rows look like code, the closing line like a string.
        let raw: Vec<&str> = src.lines().collect();
        assert!(computes(raw[3]) && !computes(raw[5]), "{raw:?}");
        // One-line strings stay; JavaScript template literals over lines are blanked too.
        let js = "const a = 'x';\nconst t = `a\n${b}`;\n";
        let code = without_multiline_strings(js, std::path::Path::new("a.js"));
        assert!(code.starts_with("const a = 'x';\n"));
        assert_eq!(code.len(), js.len());
    }

    #[test]
    fn a_def_line_is_a_candidate_only_with_a_default() {
        assert!(bare_def("    def total(self, items) -> int:"));
        assert!(bare_def("async def fetch(url):"));
        assert!(!bare_def(
            "def round_cents(amount, rounding=ROUND_HALF_EVEN):"
        ));
        assert!(!bare_def("    total = define(x)"));
    }
}
