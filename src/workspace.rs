//! Source navigation inside a workspace without a compiler: which files are tests, where a
//! function is defined, how far its body reaches, and which calls a line makes.
//!
//! Deliberately lexical and language-aware rather than exact: it serves the offline analyzer,
//! whose answers are always presented with their evidence and alternatives.

use regex::Regex;
use std::path::Path;
use std::sync::LazyLock;

/// Languages recognised by file extension: the one table in `crate::lang`.
pub use crate::lang::Language as SourceLang;

/// The language of a source file whose code runs (type stubs such as `.pyi` and `.d.ts` are
/// not navigated: nothing executes there).
pub fn lang_of(path: &str) -> Option<SourceLang> {
    crate::lang::source_language(path)
}

/// Directories never searched.
pub fn is_ignored_dir(name: &str) -> bool {
    crate::lang::is_skipped_dir(name)
}

/// True for test code: files under test folders or named like tests.
pub fn is_test_path(path: &str) -> bool {
    crate::lang::is_test_path(path)
}

/// True when a frame belongs to test code (file or function name).
pub fn is_test_frame(file: &str, function: Option<&str>) -> bool {
    if is_test_path(file) {
        return true;
    }
    function.is_some_and(|f| {
        f.contains("::tests::")
            || f.starts_with("tests::")
            || f.starts_with("test_")
            || f.contains(".test_")
    })
}

/// Every source file of the workspace (relative paths with `/`), sorted.
pub fn source_files(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let walker = walkdir::WalkDir::new(root).into_iter().filter_entry(|e| {
        e.depth() == 0
            || !(e.file_type().is_dir() && is_ignored_dir(&e.file_name().to_string_lossy()))
    });
    for entry in walker.filter_map(|e| e.ok()) {
        if !entry.file_type().is_file() {
            continue;
        }
        if let Ok(rel) = entry.path().strip_prefix(root) {
            let rel = rel.to_string_lossy().replace('\\', "/");
            if lang_of(&rel).is_some() {
                out.push(rel);
            }
        }
    }
    out.sort();
    out
}

/// Where `name` is defined: `(file, 1-based line)` for each definition found, non-test files
/// first.
pub fn find_definitions(root: &Path, name: &str) -> Vec<(String, u32)> {
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
    {
        return Vec::new();
    }
    let n = regex::escape(name);
    let patterns = [
        (
            SourceLang::Python,
            format!(r"^\s*(?:async\s+)?def\s+{n}\s*\("),
        ),
        (
            SourceLang::Rust,
            format!(
                r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?(?:extern\s+\S+\s+)?fn\s+{n}\s*[<(]"
            ),
        ),
        (
            SourceLang::JavaScript,
            format!(
                r"(?:^|[^\w$.])(?:function\s*\*?\s*{n}\s*\(|(?:const|let|var)\s+{n}\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)|(?:exports|module\.exports)\.{n}\s*=\s*(?:async\s*)?(?:function\b|\())|^\s*(?:static\s+)?(?:async\s+)?{n}\s*\([^)]*\)\s*\{{"
            ),
        ),
        (
            SourceLang::Go,
            format!(r"^func\s+(?:\([^)]*\)\s*)?{n}\s*[\[(]"),
        ),
        (
            SourceLang::Java,
            format!(
                r"^\s*(?:(?:public|private|protected|static|final|synchronized|abstract|override|fun|suspend|open|internal)\s+)*(?:[\w<>\[\],.?]+\s+)?{n}\s*\([^;]*$"
            ),
        ),
    ];
    let compiled: Vec<(SourceLang, Regex)> = patterns
        .into_iter()
        .filter_map(|(l, p)| Regex::new(&p).ok().map(|r| (l, r)))
        .collect();
    let mut found = Vec::new();
    for file in source_files(root) {
        let Some(lang) = lang_of(&file) else { continue };
        let Some((_, re)) = compiled.iter().find(|(l, _)| *l == lang) else {
            continue;
        };
        let Ok(text) = std::fs::read_to_string(root.join(&file)) else {
            continue;
        };
        if !text.contains(name) {
            continue;
        }
        for (i, line) in text.lines().enumerate() {
            if line.contains(name) && re.is_match(line) && !is_java_control(lang, line) {
                found.push((file.clone(), i as u32 + 1));
            }
        }
    }
    found.sort_by_key(|(f, l)| (is_test_path(f), f.clone(), *l));
    found
}

fn is_java_control(lang: SourceLang, line: &str) -> bool {
    lang == SourceLang::Java && {
        let t = line.trim_start();
        ["if", "for", "while", "switch", "return", "new", "catch"]
            .iter()
            .any(|k| t.starts_with(k))
    }
}

/// The 1-based inclusive line range of the function whose definition starts at `def_line`.
pub fn function_extent(lines: &[&str], def_line: u32, lang: SourceLang) -> (u32, u32) {
    let start = def_line.max(1) as usize;
    if start > lines.len() {
        return (def_line, def_line);
    }
    match lang {
        SourceLang::Python => {
            let indent = indent_of(lines[start - 1]);
            let mut end = start;
            // Skip a multi-line signature.
            let mut i = start;
            let mut depth = paren_delta(lines[start - 1]);
            while depth > 0 && i < lines.len() {
                depth += paren_delta(lines[i]);
                i += 1;
                end = i;
            }
            for (j, l) in lines.iter().enumerate().skip(end) {
                if l.trim().is_empty() {
                    continue;
                }
                if indent_of(l) <= indent {
                    break;
                }
                end = j + 1;
            }
            (def_line, end as u32)
        }
        _ => {
            let mut depth: i32 = 0;
            let mut seen_open = false;
            for (j, l) in lines.iter().enumerate().skip(start - 1) {
                for c in strip_strings_and_comments(l).chars() {
                    match c {
                        '{' => {
                            depth += 1;
                            seen_open = true;
                        }
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                if seen_open && depth <= 0 {
                    return (def_line, j as u32 + 1);
                }
                // An expression-bodied arrow function with no braces ends at the first `;`.
                if !seen_open && l.trim_end().ends_with(';') {
                    return (def_line, j as u32 + 1);
                }
            }
            (def_line, lines.len() as u32)
        }
    }
}

fn indent_of(l: &str) -> usize {
    l.len() - l.trim_start().len()
}

fn paren_delta(l: &str) -> i32 {
    let s = strip_strings_and_comments(l);
    s.matches(['(', '[']).count() as i32 - s.matches([')', ']']).count() as i32
}

/// Blanks out string literals and trailing comments of one line (good enough for counting
/// brackets and finding operators).
pub fn strip_strings_and_comments(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        match quote {
            Some(q) => {
                if c == '\\' {
                    chars.next();
                    out.push_str("  ");
                    continue;
                }
                if c == q {
                    quote = None;
                    out.push(c);
                } else {
                    out.push(' ');
                }
            }
            None => {
                if c == '"' || c == '`' || (c == '\'' && !is_rust_lifetime(&mut chars.clone())) {
                    quote = Some(c);
                    out.push(c);
                } else if c == '#' && !line.trim_start().starts_with("#[") && !line.contains("#!") {
                    break;
                } else if c == '/' && chars.peek() == Some(&'/') {
                    break;
                } else {
                    out.push(c);
                }
            }
        }
    }
    out
}

fn is_rust_lifetime(rest: &mut std::iter::Peekable<std::str::Chars<'_>>) -> bool {
    // `'a` followed by something other than a closing quote is a lifetime or a label; `'a'` and
    // `'percent'` are literals.
    let mut saw_ident = false;
    for c in rest.by_ref() {
        if c.is_alphanumeric() || c == '_' {
            saw_ident = true;
            continue;
        }
        return saw_ident && c != '\'';
    }
    saw_ident
}

static CALL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"([A-Za-z_$][\w$]*)\s*(?:::<[^>]*>)?\s*\(").expect("valid regex"));

/// Names called on a line, in order of appearance, skipping assertion helpers, keywords and
/// common builtins.
pub fn calls_on_line(line: &str) -> Vec<String> {
    let cleaned = strip_strings_and_comments(line);
    let mut out: Vec<String> = Vec::new();
    for cap in CALL.captures_iter(&cleaned) {
        let m = cap.get(1).expect("group 1");
        let name = m.as_str();
        let before = &cleaned[..m.start()];
        // Skip macro names (`assert_eq!(`) by construction; skip constructors after `new `.
        if before.trim_end().ends_with("new")
            || IGNORED_CALLS.contains(&name)
            || name.starts_with("assert")
        {
            continue;
        }
        if !out.iter().any(|n| n == name) {
            out.push(name.to_string());
        }
    }
    out
}

const IGNORED_CALLS: &[&str] = &[
    "if",
    "for",
    "while",
    "match",
    "switch",
    "return",
    "print",
    "println",
    "len",
    "str",
    "int",
    "float",
    "list",
    "dict",
    "set",
    "tuple",
    "range",
    "sorted",
    "isinstance",
    "repr",
    "expect",
    "equal",
    "deepEqual",
    "strictEqual",
    "deepStrictEqual",
    "notEqual",
    "ok",
    "test",
    "it",
    "describe",
    "Some",
    "Ok",
    "Err",
    "vec",
    "format",
    "unwrap",
    "to_string",
    "into",
    "clone",
    "Errorf",
    "Fatalf",
    "Error",
    "Fatal",
    "Equal",
    "DeepEqual",
    "assertEquals",
    "assertTrue",
    "assertFalse",
    "assertThat",
    "is",
    "toBe",
    "toEqual",
    "toStrictEqual",
    "self",
    "super",
    "function",
    "fn",
    "def",
    "lambda",
    "abs",
    "min",
    "max",
    "sum",
    "map",
    "filter",
    "iter",
    "collect",
    "push",
    "append",
    "get",
    "Number",
    "String",
    "Array",
    "Object",
    "JSON",
    "Math",
    "require",
    "import",
    "fail",
    "skip",
    "Box",
    "Vec",
    "HashMap",
    "assertRaises",
    "raises",
    "assertAlmostEqual",
    "assertIn",
    "assertIsNone",
    "assertIsNotNone",
    "subTest",
    "t",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_paths() {
        for p in [
            "tests/test_a.py",
            "test/cart.test.js",
            "pkg/x_test.go",
            "src/a.spec.ts",
            "src/test/java/FooTest.java",
            "test_x.py",
        ] {
            assert!(is_test_path(p), "{p}");
        }
        for p in [
            "src/cart.js",
            "src/lib.rs",
            "pricing/discount.py",
            "latest.py",
        ] {
            assert!(!is_test_path(p), "{p}");
        }
        assert!(is_test_frame("src/lib.rs", Some("stats::tests::mean")));
    }

    #[test]
    fn calls() {
        assert_eq!(
            calls_on_line("        self.assertEqual(total_price(cart, 0.1), 9.0)  # total(x)"),
            ["total_price"]
        );
        assert_eq!(
            calls_on_line(r#"    assert_eq!(stats::median(&[1, 2, 3]), 2.0, "median()");"#),
            ["median"]
        );
        assert_eq!(
            calls_on_line("  assert.equal(cartTotal(items), 30);"),
            ["cartTotal"]
        );
    }

    #[test]
    fn definitions_and_extents() {
        let dir = tempfile::tempdir().unwrap();
        let r = dir.path();
        std::fs::create_dir_all(r.join("src")).unwrap();
        std::fs::create_dir_all(r.join("tests")).unwrap();
        std::fs::write(r.join("src/a.py"), "import x\n\ndef total(xs):\n    s = 0\n\n    for x in xs:\n        s += x\n    return s\n\ndef other():\n    pass\n").unwrap();
        std::fs::write(r.join("src/b.rs"), "pub fn median(v: &[f64]) -> f64 {\n    let n = v.len();\n    if n == 0 { return 0.0; }\n    v[n / 2]\n}\nfn x() {}\n").unwrap();
        std::fs::write(
            r.join("src/c.js"),
            "const cartTotal = (items) => {\n  return items.length;\n};\nfunction f() {}\n",
        )
        .unwrap();
        std::fs::write(r.join("tests/t.py"), "def total(x):\n    pass\n").unwrap();
        assert_eq!(
            find_definitions(r, "total"),
            [("src/a.py".to_string(), 3), ("tests/t.py".to_string(), 1)]
        );
        assert_eq!(find_definitions(r, "median"), [("src/b.rs".to_string(), 1)]);
        assert_eq!(
            find_definitions(r, "cartTotal"),
            [("src/c.js".to_string(), 1)]
        );
        let py = std::fs::read_to_string(r.join("src/a.py")).unwrap();
        let lines: Vec<&str> = py.lines().collect();
        assert_eq!(function_extent(&lines, 3, SourceLang::Python), (3, 8));
        let rs = std::fs::read_to_string(r.join("src/b.rs")).unwrap();
        let lines: Vec<&str> = rs.lines().collect();
        assert_eq!(function_extent(&lines, 1, SourceLang::Rust), (1, 5));
    }
}

/// A test function found in a source text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestAt {
    /// The test's name (for JavaScript, the string given to `test(...)`/`it(...)`).
    pub name: String,
    /// The enclosing Python class, if any.
    pub class: Option<String>,
    /// The 1-based line of its definition.
    pub line: u32,
}

impl TestAt {
    /// The test id `bugbash init --test` takes: `path::Class::name` (or `path::name`).
    pub fn test_id(&self, rel_path: &str) -> String {
        match &self.class {
            Some(c) => format!("{rel_path}::{c}::{}", self.name),
            None => format!("{rel_path}::{}", self.name),
        }
    }
}

/// The test function containing the 1-based `line` of `text` (a file at `path`): Python
/// `def test_*` (in a class or not), Rust `#[test]`/`#[tokio::test]` functions, JavaScript and
/// TypeScript `test("...")`/`it("...")` calls, Go `func TestX(t *testing.T)`.
pub fn test_at(path: &str, text: &str, line: u32) -> Option<TestAt> {
    let lang = lang_of(path)?;
    let lines: Vec<&str> = text.lines().collect();
    let cursor = (line.max(1) as usize).min(lines.len());
    if cursor == 0 {
        return None;
    }
    let indent = |l: &str| l.len() - l.trim_start().len();
    for def in (1..=cursor).rev() {
        let l = lines[def - 1];
        let t = l.trim_start();
        let found = match lang {
            SourceLang::Python => t
                .strip_prefix("async ")
                .unwrap_or(t)
                .strip_prefix("def ")
                .and_then(|rest| rest.split('(').next())
                .filter(|n| n.starts_with("test"))
                .map(str::to_string),
            SourceLang::Rust => {
                let name = t
                    .trim_start_matches("pub ")
                    .trim_start_matches("async ")
                    .strip_prefix("fn ")
                    .and_then(|rest| rest.split(['(', '<']).next())
                    .map(str::to_string);
                let attributed = lines[..def - 1]
                    .iter()
                    .rev()
                    .take(4)
                    .take_while(|a| {
                        a.trim_start().starts_with("#[")
                            || a.trim().is_empty()
                            || a.trim_start().starts_with("//")
                    })
                    .any(|a| a.contains("test]") || a.contains("::test"));
                name.filter(|_| attributed)
            }
            SourceLang::JavaScript => ["test(", "it(", "test.only(", "it.only("]
                .iter()
                .find_map(|k| {
                    t.strip_prefix(k)
                        .or_else(|| t.strip_prefix(&k.replace('(', " (")))
                })
                .and_then(|rest| {
                    let rest = rest.trim_start();
                    let q = rest
                        .chars()
                        .next()
                        .filter(|c| matches!(c, '\'' | '"' | '`'))?;
                    rest[1..].split(q).next().map(str::to_string)
                }),
            SourceLang::Go => t
                .strip_prefix("func Test")
                .filter(|rest| rest.contains("*testing.T"))
                .and_then(|rest| rest.split('(').next())
                .map(|n| format!("Test{n}")),
            SourceLang::Java => None,
        };
        let Some(name) = found else { continue };
        if name.is_empty() {
            continue;
        }
        let (start, end) = if lang == SourceLang::Python {
            let base = indent(l);
            let end = lines[def..]
                .iter()
                .position(|x| !x.trim().is_empty() && indent(x) <= base)
                .map_or(lines.len(), |p| def + p);
            (def, end)
        } else {
            let (s, e) = function_extent(&lines, def as u32, lang);
            (s as usize, e as usize)
        };
        if cursor < start || cursor > end {
            return None;
        }
        let class = (lang == SourceLang::Python)
            .then(|| {
                let base = indent(l);
                lines[..def - 1].iter().rev().find_map(|x| {
                    let xt = x.trim_start();
                    (indent(x) < base && xt.starts_with("class ")).then(|| {
                        xt["class ".len()..]
                            .split(['(', ':'])
                            .next()
                            .unwrap_or("")
                            .trim()
                            .to_string()
                    })
                })
            })
            .flatten();
        return Some(TestAt {
            name,
            class,
            line: def as u32,
        });
    }
    None
}

#[cfg(test)]
mod test_at_tests {
    use super::*;

    #[test]
    fn finds_the_test_around_the_cursor_in_each_language() {
        let py = "import unittest\n\nclass StockTest(unittest.TestCase):\n    def setUp(self):\n        pass\n\n    def test_rename(self):\n        x = 1\n        self.assertEqual(x, 1)\n\ndef helper():\n    pass\n";
        let t = test_at("tests/test_stock.py", py, 9).unwrap();
        assert_eq!(
            (t.name.as_str(), t.class.as_deref(), t.line),
            ("test_rename", Some("StockTest"), 7)
        );
        assert_eq!(
            t.test_id("tests/test_stock.py"),
            "tests/test_stock.py::StockTest::test_rename"
        );
        assert_eq!(
            test_at("tests/test_stock.py", py, 5),
            None,
            "setUp is not a test"
        );
        assert_eq!(
            test_at("tests/test_stock.py", py, 12),
            None,
            "helper is not a test"
        );

        let rs = "use x;\n\n#[test]\nfn median_of_even() {\n    assert_eq!(1, 1);\n}\n\nfn helper() {}\n";
        let t = test_at("tests/stats.rs", rs, 5).unwrap();
        assert_eq!((t.name.as_str(), t.line), ("median_of_even", 4));
        assert_eq!(test_at("tests/stats.rs", rs, 8), None);

        let js = "const test = require('node:test');\n\ntest('total applies the discount', () => {\n  assert.equal(1, 1);\n});\n";
        let t = test_at("test/cart.test.js", js, 4).unwrap();
        assert_eq!(t.name, "total applies the discount");

        let go = "package x\n\nfunc TestSum(t *testing.T) {\n\tif 1 != 1 {\n\t}\n}\n";
        assert_eq!(test_at("x_test.go", go, 4).unwrap().name, "TestSum");
    }
}
