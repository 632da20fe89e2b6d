//! Per-test line coverage, where the project's environment can give it, for Ochiai.
//!
//! - Python `unittest` commands: coverage.py with per-test dynamic contexts when `import
//!   coverage` works; otherwise the standard library's own tracer (`sys.settrace`), which
//!   records the same thing (the lines each test executes) without any package. The test
//!   command's own arguments are handed to `unittest.main`, so discovery is the command's.
//! - `node --test` commands: V8's own block coverage (`NODE_V8_COVERAGE`), with the tests run one
//!   by one (`--test-name-pattern`); a line is covered when the innermost V8 range holding its
//!   first character ran.
//! - Anything else (pytest, cargo): no per-test coverage; the analysis says so and the failing
//!   path is read from the source instead (see `path`). Rust's `-C instrument-coverage` is not
//!   wired (its profiles need the llvm tools of the same LLVM version as rustc).

use crate::mutate::LineSpectrum;
use crate::process::{CommandSpec, ProcessRunner};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::time::Duration;

/// Per-test coverage: test id -> (passed, lines executed in non-test files of the workspace).
#[derive(Debug, Clone, Default)]
pub struct Coverage {
    pub tests: BTreeMap<String, (bool, BTreeSet<(String, u32)>)>,
    /// How it was collected, for the analysis.
    pub tool: String,
}

const DRIVER: &str = r#"
import json, os, sys, threading, unittest
root = os.path.realpath(os.getcwd()) + os.sep
out_path = os.environ["BUGBASH_COVERAGE_OUT"]
tests = {}
current = [None]
def local(frame, event, arg):
    if event == "line" and current[0] is not None:
        current[0].add((frame.f_code.co_filename, frame.f_lineno))
    return local
def tracer(frame, event, arg):
    f = frame.f_code.co_filename
    if not os.path.isabs(f) or not os.path.realpath(f).startswith(root):
        return None
    return local
class Result(unittest.TextTestResult):
    def startTest(self, test):
        current[0] = set()
        self._bugbash_ok = True
        sys.settrace(tracer); threading.settrace(tracer)
        super().startTest(test)
    def _bad(self):
        self._bugbash_ok = False
    def addFailure(self, test, err):
        self._bad(); super().addFailure(test, err)
    def addError(self, test, err):
        self._bad(); super().addError(test, err)
    def addUnexpectedSuccess(self, test):
        self._bad(); super().addUnexpectedSuccess(test)
    def addSubTest(self, test, subtest, err):
        if err is not None: self._bad()
        super().addSubTest(test, subtest, err)
    def stopTest(self, test):
        sys.settrace(None); threading.settrace(None)
        lines = []
        for f, l in current[0] or ():
            rf = os.path.relpath(os.path.realpath(f), root)
            lines.append([rf.replace(os.sep, "/"), l])
        tests[test.id()] = {"passed": self._bugbash_ok, "lines": lines}
        current[0] = None
        super().stopTest(test)
runner = unittest.TextTestRunner(resultclass=Result, verbosity=0, stream=open(os.devnull, "w"))
unittest.main(module=None, argv=["python -m unittest"] + sys.argv[1:], testRunner=runner, exit=False)
with open(out_path, "w") as fh:
    json.dump(tests, fh)
"#;

/// The interpreter and the arguments after `-m unittest`, for a simple unittest command.
fn unittest_parts(command: &str) -> Option<(String, Vec<String>)> {
    if command.contains(['|', ';', '&', '>', '<', '`', '$', '\n', '"', '\'']) {
        return None;
    }
    let words: Vec<&str> = command.split_whitespace().collect();
    let i = words.windows(2).position(|p| p == ["-m", "unittest"])?;
    if i != 1 || !words[0].starts_with("python") {
        return None;
    }
    Some((
        words[0].to_string(),
        words[i + 2..]
            .iter()
            .filter(|w| **w != "-v" && **w != "--verbose")
            .map(|w| w.to_string())
            .collect(),
    ))
}

/// At most this many tests are run one by one for JavaScript coverage.
const MAX_NODE_TESTS: usize = 60;

/// Per-test coverage of `command` run in `dir` (an isolated copy), or why there is none.
/// `tests` are the baseline's tests with whether each failed.
pub fn collect(
    runner: &dyn ProcessRunner,
    dir: &Path,
    command: &str,
    tests: &[(String, bool)],
    timeout: Duration,
) -> Result<Coverage, String> {
    let words: Vec<&str> = command.split_whitespace().collect();
    if words.first() == Some(&"node") && words.contains(&"--test") {
        return node(runner, dir, command, tests, timeout);
    }
    let Some((python, args)) = unittest_parts(command) else {
        return Err(format!(
            "no per-test coverage tool is wired for `{command}` (Python unittest and node --test commands are)"
        ));
    };
    let out_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let out_path = out_dir.path().join("coverage.json");
    let driver = out_dir.path().join("bugbash_trace.py");
    std::fs::write(&driver, DRIVER).map_err(|e| e.to_string())?;
    let mut cmd = format!("{python} {}", driver.display());
    for a in &args {
        cmd.push(' ');
        cmd.push_str(a);
    }
    let mut spec = CommandSpec::new(cmd, dir, timeout);
    spec.env = vec![
        (
            "BUGBASH_COVERAGE_OUT".into(),
            out_path.display().to_string(),
        ),
        ("PYTHONDONTWRITEBYTECODE".into(), "1".into()),
    ];
    let out = runner.run(&spec).map_err(|e| e.to_string())?;
    if out.timed_out {
        return Err("the traced test run timed out".into());
    }
    let text = std::fs::read_to_string(&out_path)
        .map_err(|_| "the traced test run wrote no coverage".to_string())?;
    let json: BTreeMap<String, serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let mut cov = Coverage {
        tool: "per-test line coverage from Python's own tracer (sys.settrace); coverage.py is not required".into(),
        ..Coverage::default()
    };
    for (id, v) in json {
        let passed = v["passed"].as_bool().unwrap_or(false);
        let lines = v["lines"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|p| Some((p[0].as_str()?.to_string(), p[1].as_u64()? as u32)))
                    .filter(|(f, _)| !crate::workspace::is_test_path(f) && !f.starts_with(".."))
                    .collect()
            })
            .unwrap_or_default();
        cov.tests.insert(id, (passed, lines));
    }
    if cov.tests.is_empty() {
        return Err("the traced test run reported no tests".into());
    }
    Ok(cov)
}

/// V8 block coverage, one `node --test` run per test.
fn node(
    runner: &dyn ProcessRunner,
    dir: &Path,
    command: &str,
    tests: &[(String, bool)],
    timeout: Duration,
) -> Result<Coverage, String> {
    if tests.len() > MAX_NODE_TESTS {
        return Err(format!(
            "{} tests are too many to run one by one for V8 coverage (at most {MAX_NODE_TESTS})",
            tests.len()
        ));
    }
    let root = dir.canonicalize().map_err(|e| e.to_string())?;
    let mut cov = Coverage {
        tool: "per-test V8 block coverage (NODE_V8_COVERAGE, each test run alone)".into(),
        ..Coverage::default()
    };
    let mut sources: BTreeMap<String, Option<(String, Vec<usize>)>> = BTreeMap::new();
    for (name, failing) in tests {
        let Some(cmd) = super::lab::narrow_command(command, std::slice::from_ref(name)) else {
            return Err("the tests cannot be run one by one".into());
        };
        let out_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let mut spec = CommandSpec::new(cmd, dir, timeout);
        spec.env = vec![
            (
                "NODE_V8_COVERAGE".into(),
                out_dir.path().display().to_string(),
            ),
            ("NO_COLOR".into(), "1".into()),
        ];
        let out = runner.run(&spec).map_err(|e| e.to_string())?;
        if out.timed_out {
            return Err(format!("the coverage run of `{name}` timed out"));
        }
        let mut lines: BTreeSet<(String, u32)> = BTreeSet::new();
        for entry in std::fs::read_dir(out_dir.path())
            .map_err(|e| e.to_string())?
            .flatten()
        {
            let Ok(text) = std::fs::read_to_string(entry.path()) else {
                continue;
            };
            let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
                continue;
            };
            for script in json["result"].as_array().into_iter().flatten() {
                let Some(path) = script["url"]
                    .as_str()
                    .and_then(|u| u.strip_prefix("file://"))
                else {
                    continue;
                };
                let Ok(rel) = Path::new(path).strip_prefix(&root) else {
                    continue;
                };
                let rel = rel.to_string_lossy().replace('\\', "/");
                if crate::workspace::is_test_path(&rel) || rel.starts_with("node_modules/") {
                    continue;
                }
                let source = sources.entry(rel.clone()).or_insert_with(|| {
                    let text = std::fs::read_to_string(path).ok()?;
                    let mut starts = vec![0];
                    starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
                    Some((text, starts))
                });
                let Some((text, starts)) = source else {
                    continue;
                };
                // (start, end, count) of every range, innermost decided by length.
                let ranges: Vec<(usize, usize, u64)> = script["functions"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .flat_map(|f| f["ranges"].as_array().into_iter().flatten())
                    .filter_map(|r| {
                        Some((
                            r["startOffset"].as_u64()? as usize,
                            r["endOffset"].as_u64()? as usize,
                            r["count"].as_u64()?,
                        ))
                    })
                    .collect();
                for (k, &start) in starts.iter().enumerate() {
                    let end = starts.get(k + 1).copied().unwrap_or(text.len());
                    let line = &text[start..end];
                    let Some(first) = line.find(|c: char| !c.is_whitespace()) else {
                        continue;
                    };
                    // Offsets are UTF-16 units; they equal bytes on ASCII lines before `first`.
                    let at = start + first;
                    let innermost = ranges
                        .iter()
                        .filter(|(s, e, _)| *s <= at && at < *e)
                        .min_by_key(|(s, e, _)| e - s);
                    if innermost.is_some_and(|r| r.2 > 0) {
                        lines.insert((rel.clone(), k as u32 + 1));
                    }
                }
            }
        }
        cov.tests.insert(name.clone(), (!failing, lines));
    }
    if cov.tests.is_empty() {
        return Err("no test ran".into());
    }
    Ok(cov)
}

impl Coverage {
    /// The spectra of every line any test executed.
    pub fn spectra(&self) -> Vec<LineSpectrum> {
        let total_failing = self.tests.values().filter(|(p, _)| !p).count() as u32;
        let mut counts: BTreeMap<&(String, u32), (u32, u32)> = BTreeMap::new();
        for (passed, lines) in self.tests.values() {
            for l in lines {
                let c = counts.entry(l).or_default();
                if *passed {
                    c.1 += 1;
                } else {
                    c.0 += 1;
                }
            }
        }
        counts
            .into_iter()
            .map(|((file, line), (ef, ep))| LineSpectrum {
                file: file.clone(),
                line: *line,
                ef,
                ep,
                nf: total_failing - ef,
            })
            .collect()
    }

    /// Lines executed by at least one failing test.
    pub fn failing_lines(&self) -> BTreeSet<(String, u32)> {
        self.tests
            .values()
            .filter(|(p, _)| !p)
            .flat_map(|(_, l)| l.iter().cloned())
            .collect()
    }
}
