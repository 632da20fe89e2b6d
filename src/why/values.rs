//! Values from the failing run: which names a line reads and writes (a small lexer over the
//! line's text), the probe of the line's language run once in an isolated copy
//! ([`crate::analyze::mbfl::lab::isolated_copy`]: never the user's tree), and the probe's output
//! (one JSON object per execution) parsed into [`LineValues`].
//!
//! Python ([`super::python`]), JavaScript ([`super::javascript`]) and Rust ([`super::rust`]) have
//! probes; other languages say they are not supported.

use super::{Execution, LineValues, NamedValue, Request};
use crate::lang::Language;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the probe records for one line (sent to it as JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    pub file: String,
    pub line: u32,
    /// Names whose values are recorded before the line runs.
    pub reads: Vec<String>,
    /// Names the line assigns, recorded after it ran.
    pub writes: Vec<String>,
    /// The line returns a value (recorded as `return`).
    pub returns: bool,
    /// A condition: the lines of its body, first and last (the condition held when the next line
    /// run is in it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<(u32, u32)>,
}

const PY_KEYWORDS: &[&str] = &[
    "False",
    "None",
    "True",
    "and",
    "as",
    "assert",
    "async",
    "await",
    "break",
    "class",
    "continue",
    "def",
    "del",
    "elif",
    "else",
    "except",
    "finally",
    "for",
    "from",
    "global",
    "if",
    "import",
    "in",
    "is",
    "lambda",
    "nonlocal",
    "not",
    "or",
    "pass",
    "raise",
    "return",
    "try",
    "while",
    "with",
    "yield",
    "self",
    "print",
    "len",
    "round",
    "range",
    "int",
    "str",
    "float",
    "list",
    "dict",
    "set",
    "tuple",
    "min",
    "max",
    "sum",
    "abs",
    "isinstance",
];

const JS_KEYWORDS: &[&str] = &[
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "import",
    "in",
    "instanceof",
    "let",
    "new",
    "null",
    "return",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "undefined",
    "var",
    "void",
    "while",
    "with",
    "yield",
    "async",
    "await",
    "of",
    "Math",
    "Number",
    "String",
    "Object",
    "Array",
    "JSON",
    "console",
    "require",
];

const RUST_KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "Some", "None", "Ok", "Err", "Box", "Vec", "String", "f64", "f32", "usize", "i32",
    "i64", "u32", "u64", "u8", "bool", "str",
];

/// The identifiers of a line of code, in order, once each: strings and comments skipped, names
/// after a `.` (attributes) skipped, keywords skipped.
pub fn identifiers(code: &str, language: Language) -> Vec<String> {
    let keywords = match language {
        Language::JavaScript => JS_KEYWORDS,
        Language::Rust => RUST_KEYWORDS,
        _ => PY_KEYWORDS,
    };
    let b: Vec<char> = code.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    let mut prev_sig = ' ';
    while i < b.len() {
        let c = b[i];
        if c == '#' && language == Language::Python {
            break;
        }
        if c == '\'' && language == Language::Rust {
            // A lifetime or a char literal: skip the quote only.
            i += 1;
            prev_sig = c;
            continue;
        }
        if c == '/' && b.get(i + 1) == Some(&'/') && language != Language::Python {
            break;
        }
        if c == '"' || c == '\'' || c == '`' {
            let q = c;
            i += 1;
            while i < b.len() && b[i] != q {
                if b[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            prev_sig = q;
            continue;
        }
        if c.is_alphabetic() || c == '_' || c == '$' {
            let start = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_' || b[i] == '$') {
                i += 1;
            }
            let word: String = b[start..i].iter().collect();
            // A string prefix (f"", r"", b"") is not a name.
            let prefix = language == Language::Python
                && word.len() <= 2
                && matches!(b.get(i), Some('"' | '\''));
            // A keyword argument `f(x=1)` names a parameter, not a value here.
            let kwarg = language == Language::Python
                && b.get(i) == Some(&'=')
                && b.get(i + 1) != Some(&'=')
                && matches!(prev_sig, '(' | ',');
            // Rust: calls, macros and paths are not values.
            let rest: String = b[i..].iter().take(2).collect();
            let callee = language == Language::Rust
                && (rest.starts_with('(') || rest.starts_with('!') || rest == "::");
            if prev_sig != '.'
                && !prefix
                && !callee
                && !kwarg
                && !keywords.contains(&word.as_str())
                && !out.contains(&word)
            {
                out.push(word);
            }
            prev_sig = 'a';
            continue;
        }
        if !c.is_whitespace() {
            prev_sig = c;
        }
        i += 1;
    }
    out
}

/// The plain names a line assigns: `x = ...`, `a, b = ...`, `x += ...`, `let x = ...`.
pub fn assigned(code: &str, language: Language) -> Vec<String> {
    let mut t = code.trim();
    if language == Language::JavaScript {
        for kw in ["const ", "let ", "var "] {
            if let Some(r) = t.strip_prefix(kw) {
                t = r;
            }
        }
    }
    let Some(eq) = t.find('=') else {
        return Vec::new();
    };
    let (lhs, rest) = t.split_at(eq);
    if rest.starts_with("==") || rest.starts_with("=>") {
        return Vec::new();
    }
    let lhs = lhs
        .trim_end_matches(['+', '-', '*', '/', '%', '|', '&', '^'])
        .trim();
    if lhs.ends_with(['<', '>', '!']) {
        return Vec::new();
    }
    let names: Vec<String> = lhs
        .split(',')
        .map(|n| {
            n.trim()
                .trim_matches(['(', ')', '[', ']'])
                .trim()
                .to_string()
        })
        .collect();
    if names.iter().all(|n| {
        !n.is_empty()
            && n.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
            && !n.starts_with(|c: char| c.is_ascii_digit())
    }) {
        names
    } else {
        Vec::new()
    }
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// What to record on line `line` (1-based) of `text`.
pub fn target(file: &str, text: &str, line: u32, language: Language) -> Option<Target> {
    let lines: Vec<&str> = text.lines().collect();
    let code = *lines.get(line.checked_sub(1)? as usize)?;
    let trimmed = code.trim();
    let writes = assigned(code, language);
    let mut reads = identifiers(code, language);
    // `x = 1` reads nothing named `x` (but `x = x + 1` and `x += 1` do).
    if let Some(eq) = code.find('=') {
        let rhs = &code[eq + 1..];
        let compound = code[..eq].trim_end().ends_with(['+', '-', '*', '/', '%']);
        let on_rhs = identifiers(rhs, language);
        reads.retain(|n| !writes.contains(n) || compound || on_rhs.contains(n));
    }
    let returns = trimmed.starts_with("return ") || trimmed.starts_with("return(");
    let is_condition = match language {
        Language::Python => {
            ["if ", "elif ", "while "]
                .iter()
                .any(|k| trimmed.starts_with(k))
                && trimmed.ends_with(':')
        }
        _ => false,
    };
    let body = if is_condition {
        let me = indent(code);
        let mut last = None;
        for (k, l) in lines.iter().enumerate().skip(line as usize) {
            if l.trim().is_empty() || l.trim_start().starts_with('#') {
                continue;
            }
            if indent(l) <= me {
                break;
            }
            last = Some(k as u32 + 1);
        }
        last.map(|end| (line + 1, end))
    } else {
        None
    };
    Some(Target {
        file: file.to_string(),
        line,
        reads,
        writes,
        returns,
        body,
    })
}

/// One record of a probe's output.
#[derive(Debug, Deserialize)]
struct Record {
    file: String,
    line: u32,
    #[serde(default)]
    test: Option<String>,
    #[serde(default)]
    before: Vec<(String, String)>,
    #[serde(default)]
    after: Vec<(String, String)>,
    /// Set by a probe that knows (only failing tests ran).
    #[serde(default)]
    failing: Option<bool>,
}

/// Parses a probe's output (one JSON object a line; other lines ignored) into the values of each
/// target line that ran, in the order of `targets`. `failing` names the tests that failed in the
/// reproduction: an execution is failing when its test is one of them.
pub fn parse_records(text: &str, targets: &[Target], failing: &[String]) -> Vec<LineValues> {
    let mut by_line: BTreeMap<(String, u32), Vec<Execution>> = BTreeMap::new();
    for l in text.lines() {
        let Ok(r) = serde_json::from_str::<Record>(l.trim()) else {
            continue;
        };
        let nv = |v: Vec<(String, String)>| {
            v.into_iter()
                .map(|(name, value)| NamedValue { name, value })
                .collect::<Vec<_>>()
        };
        let failing = r
            .failing
            .or_else(|| r.test.as_deref().map(|t| is_failing(t, failing)));
        by_line
            .entry((r.file, r.line))
            .or_default()
            .push(Execution {
                test: r.test,
                failing,
                before: nv(r.before),
                after: nv(r.after),
            });
    }
    targets
        .iter()
        .filter_map(|t| {
            by_line
                .remove(&(t.file.clone(), t.line))
                .map(|executions| LineValues {
                    file: t.file.clone(),
                    line: t.line,
                    executions,
                })
        })
        .collect()
}

/// Whether a test id the probe gave (`tests.test_x.Case.test_y`, `test/cart.test.js > name`)
/// is one of the reproduction's failing tests (the runner's names, in any of their forms:
/// `test_y (tests.test_x.Case.test_y)`, `tests/test_x.py::Case::test_y`, `name`).
pub fn is_failing(test: &str, failing: &[String]) -> bool {
    let parts: Vec<&str> = test
        .split(['.', ':', '>', '/', ' '])
        .filter(|p| !p.is_empty())
        .collect();
    let Some(last) = parts.last() else {
        return false;
    };
    failing.iter().any(|f| {
        if f == test {
            return true;
        }
        let words: Vec<&str> = f
            .split(['.', ':', '>', '/', ' ', '(', ')'])
            .filter(|p| !p.is_empty())
            .collect();
        words.contains(last)
            && (parts.len() < 2 || words.contains(&parts[parts.len() - 2]) || !test.contains('.'))
    })
}

/// Captures the values of `lines` (the root cause first): the probe of the root-cause file's
/// language, once. `Err` says why there are none.
pub fn capture(req: &Request<'_>, lines: &[(String, u32)]) -> Result<Vec<LineValues>, String> {
    let command = req
        .command
        .ok_or("no test command reproduced the bug, so there is no failing run to probe")?;
    let (first, _) = lines.first().ok_or("the analysis pinned no line")?;
    let language = crate::lang::language_of(first)
        .ok_or_else(|| format!("`{first}` is not in a language bugbash knows"))?;
    let mut targets = Vec::new();
    for (f, l) in lines {
        if crate::lang::language_of(f) != Some(language) {
            continue;
        }
        let text = std::fs::read_to_string(req.root.join(f))
            .map_err(|e| format!("cannot read `{f}`: {e}"))?;
        if let Some(t) = target(f, &text, *l, language) {
            targets.push(t);
        }
    }
    if targets.is_empty() {
        return Err("the pinned lines are not in the files".into());
    }
    let output = match language {
        Language::Python => super::python::run(req, command, &targets)?,
        Language::JavaScript => super::javascript::run(req, command, &targets)?,
        Language::Rust => super::rust::run(req, command, &targets)?,
        other => {
            return Err(format!(
                "capturing values is not supported for {other:?} yet"
            ))
        }
    };
    let values = parse_records(&output, &targets, req.failing_tests);
    if values.is_empty() {
        return Err("the probed lines did not run in the probe run".into());
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_on_python_lines() {
        assert_eq!(
            identifiers(
                "    return round(amount * (1 + percent / 100), 2)",
                Language::Python
            ),
            vec!["amount", "percent"]
        );
        assert_eq!(
            identifiers(
                "raise ValueError(f\"discount {percent}\")  # why",
                Language::Python
            ),
            vec!["ValueError"]
        );
        assert_eq!(
            identifiers("x = PRICES[sku.lower()] + self.total", Language::Python),
            vec!["x", "PRICES", "sku"]
        );
        assert_eq!(
            identifiers("f(a, key=b)", Language::Python),
            vec!["f", "a", "b"]
        );
    }

    #[test]
    fn names_on_js_lines() {
        assert_eq!(
            identifiers(
                "  if (sub > FREE_SHIPPING_FROM) return 0; // free",
                Language::JavaScript
            ),
            vec!["sub", "FREE_SHIPPING_FROM"]
        );
        assert_eq!(
            assigned(
                "const total = items.reduce((s, i) => s + i.price, 0);",
                Language::JavaScript
            ),
            vec!["total"]
        );
    }

    #[test]
    fn names_on_rust_lines() {
        assert_eq!(
            identifiers(
                "        Some((sorted[mid] + sorted[mid + 1]) / 2.0)",
                Language::Rust
            ),
            vec!["sorted", "mid"]
        );
        assert_eq!(
            identifiers(
                "let m = mean(values)?; println!(\"{m}\"); x::y(z)",
                Language::Rust
            ),
            vec!["m", "values", "z"]
        );
    }

    #[test]
    fn assignments() {
        assert_eq!(assigned("  a, b = f(x)", Language::Python), vec!["a", "b"]);
        assert_eq!(assigned("  total += x", Language::Python), vec!["total"]);
        assert!(assigned("  if a == b:", Language::Python).is_empty());
        assert!(assigned("  self.x = 1", Language::Python).is_empty());
        assert!(assigned("  if a <= b:", Language::Python).is_empty());
    }

    #[test]
    fn targets_of_lines() {
        let text =
            "def f(sub):\n    if sub > LIMIT:\n        return 0\n    x = sub + 1\n    return x\n";
        let t = target("a.py", text, 2, Language::Python).unwrap();
        assert_eq!(t.reads, vec!["sub", "LIMIT"]);
        assert_eq!(t.body, Some((3, 3)));
        let t = target("a.py", text, 4, Language::Python).unwrap();
        assert_eq!(t.writes, vec!["x"]);
        assert_eq!(t.reads, vec!["sub"]);
        let t = target("a.py", text, 5, Language::Python).unwrap();
        assert!(t.returns);
        assert!(target("a.py", text, 9, Language::Python).is_none());
    }

    #[test]
    fn failing_tests_match_in_every_form() {
        let failing = vec![
            "test_apply_discount_reduces_amount (tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount)".to_string(),
        ];
        assert!(is_failing(
            "tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount",
            &failing
        ));
        assert!(!is_failing(
            "tests.test_discounts.DiscountTest.test_zero_discount",
            &failing
        ));
        assert!(is_failing(
            "tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount",
            &["tests/test_discounts.py::DiscountTest::test_apply_discount_reduces_amount".into()]
        ));
    }
    /// Captured: `probe.py` as `sitecustomize` on examples/python-pricing, `python3 -m unittest
    /// discover -s tests -t .` (Python 3.11), lines 11 and 9 of `pricing/discounts.py`.
    const PY_CAPTURED: &str = r#"{"file": "pricing/discounts.py", "line": 9, "test": "tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount", "before": [["percent", "25"]], "after": [["condition", "False"]]}
{"file": "pricing/discounts.py", "line": 11, "test": "tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount", "before": [["amount", "80.0"], ["percent", "25"]], "after": [["return", "100.0"]]}
{"file": "pricing/discounts.py", "line": 9, "test": "tests.test_discounts.DiscountTest.test_discount_out_of_range_is_rejected", "before": [["percent", "120"]], "after": [["condition", "True"]]}
"#;

    #[test]
    fn parses_python_probe_output() {
        let text = "def apply_discount(amount, percent):\n    \"\"\"doc\"\"\"\n    if not 0 <= percent <= 100:\n        raise ValueError()\n    return round(amount * (1 + percent / 100), 2)\n";
        let t11 = Target {
            line: 11,
            ..target("pricing/discounts.py", text, 5, Language::Python).unwrap()
        };
        let t9 = Target {
            line: 9,
            ..target("pricing/discounts.py", text, 3, Language::Python).unwrap()
        };
        let failing = ["test_apply_discount_reduces_amount (tests.test_discounts.DiscountTest.test_apply_discount_reduces_amount)".to_string()];
        let v = parse_records(PY_CAPTURED, &[t11, t9], &failing);
        assert_eq!(v.len(), 2);
        assert_eq!(v[0].line, 11);
        let e = v[0].first_failing().unwrap();
        assert_eq!(e.failing, Some(true));
        assert_eq!(
            e.describe(),
            "`amount = 80.0`, `percent = 25`; returned `100.0`"
        );
        assert_eq!(v[1].line, 9);
        assert_eq!(v[1].executions.len(), 2);
        let p = v[1].first_passing().unwrap();
        assert_eq!(
            p.test.as_deref(),
            Some("tests.test_discounts.DiscountTest.test_discount_out_of_range_is_rejected")
        );
        assert_eq!(p.describe(), "`percent = 120`; the condition was `True`");
    }
}
