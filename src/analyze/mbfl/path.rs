//! The failing path without coverage: the functions a failing test reaches, read from the source.
//!
//! Starting points are the enclosing functions of every workspace frame outside the tests, and
//! the functions the failing assertions call (directly or through a variable assigned from a
//! call); then the functions those call, two levels deep. Every code line of those functions is a
//! candidate, with a prior (frames first, then the lexical suspicion of what the line computes)
//! that orders the mutation search and breaks ties in the ranking.

use crate::analyze::stack::{called_functions, line_suspicion};
use crate::analyze::AnalysisContext;
use crate::workspace::{
    calls_on_line, find_definitions, function_extent, is_test_frame, is_test_path, lang_of,
    SourceLang,
};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// At most this many candidate lines.
const MAX_LINES: usize = 400;
/// Callees are followed this many levels below the starting functions.
pub const MAX_DEPTH: u32 = 2;
/// When the path is where Rust's line probes go (coverage then says which lines ran), callees
/// are followed deeper: a probe costs nothing where no test goes, and a fault three calls down
/// (`matches` -> `matches_req` -> `matches_impl` -> `matches_caret`) is otherwise never seen.
pub const PROBED_DEPTH: u32 = 4;

/// A function on the failing path.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct PathFunction {
    pub file: String,
    pub name: String,
    pub start: u32,
    pub end: u32,
    /// 0 for starting points, 1 for their callees, ...
    pub depth: u32,
}

/// The candidate lines and where they come from.
#[derive(Debug, Clone, Default)]
pub struct FailingPath {
    pub functions: Vec<PathFunction>,
    /// (file, line) -> prior, higher first.
    pub lines: BTreeMap<(String, u32), f64>,
}

fn read_lines(root: &Path, file: &str) -> Vec<String> {
    std::fs::read_to_string(root.join(file))
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// The definition line of the function enclosing `line`, found by its name, or `None`.
fn enclosing(root: &Path, file: &str, function: Option<&str>, line: u32) -> Option<(u32, u32)> {
    let name = function?.rsplit(['.', ':']).next()?;
    let lang = lang_of(file)?;
    let lines = read_lines(root, file);
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    find_definitions(root, name)
        .into_iter()
        .filter(|(f, l)| f == file && *l <= line)
        .map(|(_, l)| function_extent(&refs, l, lang))
        .filter(|&(s, e)| s <= line && line <= e)
        .min_by_key(|&(s, e)| e - s)
}

/// Where a name is defined: (file, line) of each definition.
type Definitions<'a> = dyn FnMut(&str) -> Vec<(String, u32)> + 'a;
/// The extent (first and last line) of the function defined at a file's line.
type ExtentOf<'a> = dyn Fn(&str, u32) -> Option<(u32, u32)> + 'a;

/// The functions named `name` (outside tests), with their extents, at call depth `depth`.
fn definitions(
    name: &str,
    depth: u32,
    defs: &mut Definitions<'_>,
    extent_of: &ExtentOf<'_>,
) -> Vec<PathFunction> {
    defs(name)
        .into_iter()
        .filter_map(|(file, def)| {
            let (start, end) = extent_of(&file, def)?;
            Some(PathFunction {
                file,
                name: name.to_owned(),
                start,
                end,
                depth,
            })
        })
        .collect()
}

/// The failing path of `ctx`'s failures, callees followed `max_depth` levels down.
pub fn failing_path(ctx: &AnalysisContext<'_>, max_depth: u32) -> FailingPath {
    let root = ctx.root;
    let mut functions: Vec<PathFunction> = Vec::new();
    let mut frame_lines: BTreeMap<(String, u32), f64> = BTreeMap::new();
    let mut queue: VecDeque<PathFunction> = VecDeque::new();
    let mut add = |f: PathFunction, queue: &mut VecDeque<PathFunction>| {
        if !functions
            .iter()
            .any(|g| g.file == f.file && g.start == f.start)
        {
            functions.push(f.clone());
            queue.push_back(f);
        }
    };
    let mut defs_cache: BTreeMap<String, Vec<(String, u32)>> = BTreeMap::new();
    let mut defs = |name: &str| -> Vec<(String, u32)> {
        defs_cache
            .entry(name.to_string())
            .or_insert_with(|| {
                find_definitions(root, name)
                    .into_iter()
                    .filter(|(f, _)| !is_test_path(f) && !crate::lang::is_bench_or_example_path(f))
                    .collect()
            })
            .clone()
    };
    let extent_of = |file: &str, def: u32| -> Option<(u32, u32)> {
        let lang = lang_of(file)?;
        let lines = read_lines(root, file);
        let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
        Some(function_extent(&refs, def, lang))
    };
    for failure in &ctx.parsed.failures {
        let ws: Vec<_> = failure.frames.iter().filter(|f| f.in_workspace).collect();
        let code: Vec<_> = ws
            .iter()
            .filter(|f| !is_test_frame(&f.file, f.function.as_deref()))
            .collect();
        for (k, fr) in code.iter().rev().enumerate() {
            let v = 1.0 / (k as f64 + 1.0);
            let e = frame_lines.entry((fr.file.clone(), fr.line)).or_insert(0.0);
            *e = e.max(v);
            let (start, end) = enclosing(root, &fr.file, fr.function.as_deref(), fr.line)
                .unwrap_or((fr.line.saturating_sub(15).max(1), fr.line + 3));
            add(
                PathFunction {
                    file: fr.file.clone(),
                    name: fr.function.clone().unwrap_or_else(|| "?".into()),
                    start,
                    end,
                    depth: 0,
                },
                &mut queue,
            );
        }
        let mut reached = !code.is_empty();
        if let Some(tf) = ws
            .iter()
            .rev()
            .find(|f| is_test_frame(&f.file, f.function.as_deref()))
        {
            let lines = read_lines(root, &tf.file);
            let mut names: Vec<String> = called_functions(&lines, tf.line)
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            if let Some(l) = lines.get(tf.line as usize - 1) {
                for n in implicit_calls(l) {
                    if !names.contains(&n) {
                        names.push(n);
                    }
                }
            }
            // A helper of the test file (`fn parse(s) { s.parse::<ByteSize>().unwrap().0 }`)
            // stands for the calls it makes.
            names = through_test_helpers(root, names, &mut defs);
            // What the test called before the assertion built the state it checks
            // (`r.write_line(x); assert_eq!(r.rotated(), ..)`): on the path too, one level
            // below the assertion's own calls unless the assertion calls nothing of the code.
            let on_assertion = names.iter().any(|n| !defs(n).is_empty());
            let (start, _) = enclosing(root, &tf.file, tf.function.as_deref(), tf.line)
                .unwrap_or((tf.line.saturating_sub(30).max(1), tf.line));
            let mut before: Vec<String> = Vec::new();
            for l in lines.iter().take(tf.line as usize).skip(start as usize) {
                let mut called = calls_on_line(l);
                called.extend(implicit_calls(l));
                for n in through_test_helpers(root, called, &mut defs) {
                    if !names.contains(&n) && !before.contains(&n) {
                        before.push(n);
                    }
                }
            }
            let before_depth = u32::from(on_assertion);
            for (name, depth) in names
                .into_iter()
                .map(|n| (n, 0))
                .chain(before.into_iter().map(|n| (n, before_depth)))
            {
                for f in definitions(&name, depth, &mut defs, &extent_of) {
                    reached = true;
                    add(f, &mut queue);
                }
            }
        }
        // The frames lead nowhere (a Rust panic inside a helper of the test file, `fn
        // assert_close(..) { assert!(..) }`, with no backtrace): the failing test's own body
        // names the calls.
        if !reached {
            if let Some(test) = failure.test.as_deref() {
                let short = test.rsplit(['.', ':']).next().unwrap_or(test);
                for (file, def) in find_definitions(root, short) {
                    let Some((start, end)) = extent_of(&file, def) else {
                        continue;
                    };
                    let lines = read_lines(root, &file);
                    let mut called: Vec<String> = Vec::new();
                    for l in lines.iter().take(end as usize).skip(start as usize) {
                        called.extend(calls_on_line(l));
                        called.extend(implicit_calls(l));
                    }
                    called.dedup();
                    for name in through_test_helpers(root, called, &mut defs) {
                        for f in definitions(&name, 0, &mut defs, &extent_of) {
                            add(f, &mut queue);
                        }
                    }
                }
            }
        }
    }
    // Callees, breadth first.
    while let Some(f) = queue.pop_front() {
        if f.depth >= max_depth {
            continue;
        }
        let lines = read_lines(root, &f.file);
        let mut names: BTreeSet<String> = BTreeSet::new();
        for l in lines
            .iter()
            .skip(f.start as usize)
            .take((f.end - f.start) as usize)
        {
            names.extend(calls_on_line(l));
            names.extend(callbacks_on_line(l));
            names.extend(implicit_calls(l));
            names.extend(operator_calls(l));
        }
        for name in names {
            if name == f.name {
                continue;
            }
            for g in definitions(&name, f.depth + 1, &mut defs, &extent_of) {
                add(g, &mut queue);
            }
        }
    }
    let mut out = FailingPath::default();
    for f in &functions {
        let lines = read_lines(root, &f.file);
        let python = lang_of(&f.file) == Some(SourceLang::Python);
        // A Python signature's default values are code too, but the body is where the bugs are.
        let first = if python { f.start + 1 } else { f.start };
        for n in first..=f.end {
            if out.lines.len() >= MAX_LINES {
                break;
            }
            let Some(text) = lines.get(n as usize - 1) else {
                continue;
            };
            let s = line_suspicion(text);
            if s <= 0.0 {
                continue;
            }
            // Lexical suspicion is at most about 9; frames and shallow functions come first.
            let prior = s / 10.0
                + frame_lines
                    .get(&(f.file.clone(), n))
                    .copied()
                    .unwrap_or(0.0)
                + 0.2 / (f.depth as f64 + 1.0);
            let e = out.lines.entry((f.file.clone(), n)).or_insert(0.0);
            *e = e.max(prior);
        }
    }
    out.functions = functions;
    out
}

/// The functions a line calls without naming them: formatting calls the type's formatter
/// (`to_string()`, `format!`, `str(x)`, f-strings), Rust's `.parse()` calls `from_str`, and
/// draining an iterator (`.collect()`, `.sum()`, `for`) calls its `next`.
fn implicit_calls(line: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if line.contains(".to_string()") || line.contains("format!(") {
        out.push("fmt".into());
    }
    if line.contains("str(") || line.contains("f\"") || line.contains("f'") {
        out.extend(["__str__".into(), "__format__".into()]);
    }
    if line.contains(".parse::<") || line.contains(".parse()") {
        out.push("from_str".into());
    }
    let drains = [
        ".collect", ".sum", ".count()", ".last()", ".nth(", ".next()", ".product", ".fold(",
    ];
    if drains.iter().any(|d| line.contains(d)) || line.trim_start().starts_with("for ") {
        out.push("next".into());
    }
    out
}

/// The methods an operator on the line may call when the project overloads it (Rust `*` calls
/// `Mul::mul`, Python `a + b` calls `__add__`): resolved only where the code defines them.
fn operator_calls(line: &str) -> Vec<String> {
    let s = crate::workspace::strip_strings_and_comments(line);
    let mut out: Vec<String> = Vec::new();
    for (op, names) in [
        (" * ", &["mul", "__mul__", "__rmul__"][..]),
        (" + ", &["add", "__add__", "__radd__"][..]),
        (" - ", &["sub", "__sub__", "__rsub__"][..]),
        (" / ", &["div", "__truediv__"][..]),
        (" == ", &["eq", "__eq__"][..]),
        (" < ", &["partial_cmp", "cmp", "__lt__"][..]),
        (" > ", &["partial_cmp", "cmp", "__gt__"][..]),
    ] {
        if s.contains(op) {
            out.extend(names.iter().map(|n| n.to_string()));
        }
    }
    out
}

/// `names`, each function the code does not define replaced by what it calls when the tests
/// define it: a test helper (`fn parse(s: &str) -> u64 { s.parse::<ByteSize>().unwrap().0 }`,
/// `def make(**kw): return Cart(**kw)`) stands for the code it calls.
fn through_test_helpers(
    root: &Path,
    names: Vec<String>,
    defs: &mut Definitions<'_>,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for n in names {
        if defs(&n).is_empty() {
            for (file, line) in find_definitions(root, &n)
                .into_iter()
                .filter(|(f, _)| is_test_path(f))
                .take(2)
            {
                let Some(lang) = lang_of(&file) else { continue };
                let lines = read_lines(root, &file);
                let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
                let (start, end) = function_extent(&refs, line, lang);
                for l in lines
                    .iter()
                    .skip(start.saturating_sub(1) as usize)
                    .take((end + 1).saturating_sub(start) as usize)
                {
                    for c in calls_on_line(l).into_iter().chain(implicit_calls(l)) {
                        if c != n && !out.contains(&c) {
                            out.push(c);
                        }
                    }
                }
            }
        }
        if !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

/// Names passed as arguments on their own (`xs.filter(isValid)`, `map(f, xs)`): functions handed
/// on as callbacks, resolved like calls when a definition exists.
fn callbacks_on_line(line: &str) -> Vec<String> {
    let s = crate::workspace::strip_strings_and_comments(line);
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'(' || b[i] == b',' {
            let mut j = i + 1;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            let start = j;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'$') {
                j += 1;
            }
            let mut k = j;
            while k < b.len() && b[k] == b' ' {
                k += 1;
            }
            if j > start
                && !b[start].is_ascii_digit()
                && k < b.len()
                && (b[k] == b')' || b[k] == b',')
            {
                out.push(s[start..j].to_string());
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// Module-level definitions (constants, tables) that `lines` refer to by name, in the same file:
/// their lines, with a small prior. A wrong entry in a table is a bug no function line shows.
pub fn referenced_globals(
    root: &Path,
    lines: &BTreeSet<(String, u32)>,
) -> BTreeMap<(String, u32), f64> {
    let mut out = BTreeMap::new();
    let files: BTreeSet<&String> = lines.iter().map(|(f, _)| f).collect();
    for file in files {
        let Some(lang) = lang_of(file) else { continue };
        let text = read_lines(root, file);
        let used: Vec<&str> = lines
            .iter()
            .filter(|(f, _)| f == file)
            .filter_map(|(_, l)| text.get(*l as usize - 1).map(String::as_str))
            .collect();
        for (i, l) in text.iter().enumerate() {
            let Some(name) = global_name(l, lang) else {
                continue;
            };
            let mentioned = used.iter().any(|u| {
                u.match_indices(name).any(|(at, _)| {
                    let before = u[..at].chars().next_back();
                    let after = u[at + name.len()..].chars().next();
                    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                    !word(before) && !word(after)
                })
            });
            if !mentioned {
                continue;
            }
            // The statement: until the brackets opened on its first line close (at most 60 lines).
            let mut depth = 0i32;
            for (j, t) in text.iter().enumerate().skip(i).take(60) {
                let s = crate::workspace::strip_strings_and_comments(t);
                depth += s.matches(['(', '[', '{']).count() as i32
                    - s.matches([')', ']', '}']).count() as i32;
                if line_suspicion(t) > 0.0 || j == i {
                    out.insert((file.clone(), j as u32 + 1), 0.05);
                }
                if depth <= 0 {
                    break;
                }
            }
        }
    }
    out
}

/// The name a top-level line defines as data: `NAME = ...` (Python), `const NAME = ...`
/// (JavaScript), `const NAME: T = ...` / `static` (Rust), `var`/`const` (Go).
fn global_name(line: &str, lang: SourceLang) -> Option<&str> {
    if line.starts_with(char::is_whitespace) {
        return None;
    }
    let ident_end = |s: &str| {
        s.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
            .unwrap_or(s.len())
    };
    let rest = match lang {
        SourceLang::Python => line,
        SourceLang::JavaScript => {
            let l = line.strip_prefix("export ").unwrap_or(line);
            ["const ", "let ", "var "]
                .iter()
                .find_map(|k| l.strip_prefix(k))?
        }
        SourceLang::Rust => {
            let l = line.strip_prefix("pub ").unwrap_or(line);
            ["const ", "static "]
                .iter()
                .find_map(|k| l.strip_prefix(k))?
        }
        SourceLang::Go => ["var ", "const "]
            .iter()
            .find_map(|k| line.strip_prefix(k))?,
        SourceLang::Java => return None,
    };
    let n = ident_end(rest);
    let name = &rest[..n];
    let after = rest[n..].trim_start();
    let defines = after.starts_with('=') && !after.starts_with("==")
        || (lang != SourceLang::Python && after.starts_with(':'))
        || (lang == SourceLang::Python && after.starts_with(':') && after.contains('='));
    (!name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()) && defines).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_no_name_says_and_test_helpers_lead_into_the_code() {
        assert!(
            implicit_calls("    assert_eq!(s.parse::<ByteSize>().unwrap().0, 5);")
                .contains(&"from_str".to_string())
        );
        assert!(
            implicit_calls("    assert_eq!(it.collect::<Vec<_>>(), vec![1]);")
                .contains(&"next".to_string())
        );
        assert!(implicit_calls("    let n = x + 1;").is_empty());
        assert!(operator_calls("        self * rhs.factor() as f64").contains(&"mul".to_string()));
        assert!(operator_calls("    let s = \"a * b\";").is_empty());
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("src")).unwrap();
        std::fs::create_dir_all(dir.path().join("tests")).unwrap();
        std::fs::write(
            dir.path().join("src/lib.rs"),
            "pub struct B(pub u64);\nimpl std::str::FromStr for B {\n    type Err = ();\n    fn from_str(s: &str) -> Result<B, ()> {\n        Ok(B(s.len() as u64))\n    }\n}\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("tests/t.rs"),
            "fn parse(s: &str) -> u64 {\n    s.parse::<B>().unwrap().0\n}\n\n#[test]\nfn t() {\n    assert_eq!(parse(\"ab\"), 2);\n}\n",
        )
        .unwrap();
        let root = dir.path();
        let mut defs = |n: &str| -> Vec<(String, u32)> {
            find_definitions(root, n)
                .into_iter()
                .filter(|(f, _)| !is_test_path(f))
                .collect()
        };
        let got = through_test_helpers(root, vec!["parse".into()], &mut defs);
        assert!(got.contains(&"from_str".to_string()), "{got:?}");
        assert!(!defs("from_str").is_empty());
    }

    #[test]
    fn globals_used_by_candidate_lines() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("p.py"),
            "PRECEDENCE = {\n    \"+\": 1,\n    \"*\": 1,\n}\nOTHER = 3\n\ndef f(t):\n    return PRECEDENCE[t]\n",
        )
        .unwrap();
        let lines: BTreeSet<(String, u32)> = [("p.py".to_string(), 8)].into();
        let got: Vec<u32> = referenced_globals(dir.path(), &lines)
            .keys()
            .map(|(_, l)| *l)
            .collect();
        assert_eq!(got, [1, 2, 3]);
        assert_eq!(
            global_name("const LIMITS = [1, 2];", SourceLang::JavaScript),
            Some("LIMITS")
        );
        assert_eq!(
            global_name("pub const MAX: usize = 3;", SourceLang::Rust),
            Some("MAX")
        );
        assert_eq!(global_name("x == 3", SourceLang::Python), None);
        assert_eq!(global_name("    y = 3", SourceLang::Python), None);
        assert_eq!(
            callbacks_on_line("const c = [...t].filter(isAlphanumeric).map(f, 2);"),
            ["isAlphanumeric", "f"]
        );
    }

    #[test]
    fn a_panic_in_a_test_helper_leads_through_the_failing_tests_body() {
        // strsim-style: `assert_close` in the test file panics, with no backtrace; the code
        // under test is what the failing test's body calls.
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let root = fixtures.join("runners/rust-test-helper");
        let text = std::fs::read_to_string(fixtures.join("runner-output/cargo-test-helper.txt"))
            .unwrap()
            .replace("/WORKSPACE", &root.display().to_string());
        let parsed = crate::parse::parse_output(&text, &root);
        assert_eq!(parsed.failures.len(), 1, "{parsed:?}");
        let path = crate::analyze::with_offline_context(&root, &parsed, |ctx| failing_path(ctx, 2));
        let names: Vec<&str> = path.functions.iter().map(|f| f.name.as_str()).collect();
        assert!(names.contains(&"overlap"), "{names:?}");
        assert!(
            path.lines
                .keys()
                .any(|(f, l)| f == "src/lib.rs" && *l == 10),
            "{:?}",
            path.lines
        );
    }
}
