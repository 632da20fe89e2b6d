//! Per-test line coverage, where the project's environment can give it, for Ochiai; and, for
//! Python, the values the passing tests observe (the behavioural check of fix candidates).
//!
//! - Python, `unittest` (discovery, or test ids: `python3 -m unittest tests.test_x.Case.test_y`,
//!   modules, classes) and `pytest` (`python3 -m pytest ...`, `pytest ...`): the standard
//!   library's own tracer (`sys.settrace`) records the lines each test executes, without any
//!   package. For unittest, a driver script hands the command's own arguments to
//!   `unittest.main` (with the working directory on `sys.path`, as `-m` does); for pytest, the
//!   same script is loaded as a plugin (`-p bugbash_trace`) and wraps each test's protocol.
//!   Options that would stop early or run tests elsewhere (`-x`, `--lf`, `-n N`) are dropped.
//! - `node --test` commands: V8's own block coverage (`NODE_V8_COVERAGE`), with the tests run one
//!   by one (`--test-name-pattern`); a line is covered when the innermost V8 range holding its
//!   first character ran (after a leading `}` and `else`: `} else if (c) {` ran when `c` did).
//! - `cargo test`: line probes inserted into the functions on the failing path of the copy
//!   (`probe`): each records, once per test thread, the thread's name (libtest names each
//!   test's thread after the test) and its line.
//! - Anything else: no per-test coverage, and the analysis says why.

use super::path::PathFunction;
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
    /// Python: per test, the values it observed (see [`observe_values`]), from the same run.
    pub values: Option<BTreeMap<String, Vec<String>>>,
    /// Python: the lines only the test modules' imports ran (counted as every test's): the
    /// search gives them its first round only, unless they rank among the best.
    pub imported_only: BTreeSet<(String, u32)>,
}

/// What a coverage (or value) run needs.
pub struct Request<'a> {
    pub runner: &'a dyn ProcessRunner,
    /// The isolated copy to run in.
    pub dir: &'a Path,
    /// The per-test command (see `lab::per_test_command`).
    pub command: &'a str,
    /// The baseline's tests, with whether each failed.
    pub tests: &'a [(String, bool)],
    pub timeout: Duration,
    /// The environment of the lab's runs (cargo's build directory...).
    pub env: &'a [(String, String)],
    /// The functions on the failing path (where Rust probes go).
    pub functions: &'a [PathFunction],
}

/// The Python tracer: a unittest driver when run as a script, a pytest plugin when imported.
const DRIVER: &str = r#"
import bisect, dis, json, os, re, sys, threading
root = os.path.realpath(os.getcwd()) + os.sep
out_path = os.environ["BUGBASH_TRACE_OUT"]
mode = os.environ.get("BUGBASH_TRACE_MODE", "lines")
MAX_VALUES = 300
tests = {}
state = {"lines": None, "values": None, "succ": None, "hits": 0, "ok": True}
_addr = re.compile(r" at 0x[0-9a-fA-F]+")
_rels = {}
def _rel(f):
    r = _rels.get(f)
    if r is None:
        r = ""
        if os.path.isabs(f):
            rf = os.path.realpath(f)
            if rf.startswith(root):
                r = os.path.relpath(rf, root).replace(os.sep, "/")
                if "site-packages/" in r or r.startswith((".venv/", "venv/", ".tox/")):
                    r = ""
        _rels[f] = r
    return r or None
def _is_test(rel):
    parts = rel.split("/")
    name = parts[-1]
    return (any(p in ("tests", "test", "__tests__", "spec", "testing") for p in parts[:-1])
            or name.startswith("test_") or name.endswith("_test.py") or name == "conftest.py")
LINES = "lines" in mode
VALUES = "values" in mode
# `file:line` of a condition whose outcomes are recorded: the lines that run right after it.
BRANCH = os.environ.get("BUGBASH_TRACE_BRANCH")
if BRANCH:
    _bfile, _bline = BRANCH.rsplit(":", 1)
    _bline = int(_bline)
def _branch_local(inner):
    last = [None]
    def local(fr, ev, a):
        if state["succ"] is not None:
            if ev == "line":
                if last[0] == _bline:
                    state["succ"].add(fr.f_lineno)
                    state["hits"] += 1
                last[0] = fr.f_lineno
            elif ev == "return" and last[0] == _bline:
                state["succ"].add(0)
                state["hits"] += 1
        if inner is not None:
            inner(fr, ev, a)
        return local
    return local
def _add_line(frame):
    if state["lines"] is not None:
        state["lines"].add((frame.f_code.co_filename, frame.f_lineno))
def _lines_local(frame, event, arg):
    if event == "line":
        _add_line(frame)
    return _lines_local
def _value_tracer(name):
    def local(fr, ev, a):
        if ev == "line" and LINES:
            _add_line(fr)
        elif ev == "return" and state["values"] is not None and len(state["values"]) < MAX_VALUES:
            # A value of the project's own types is shown at the test's end: its `__repr__` is
            # project code, which would run here untraced (a lazy cache filled inside the
            # tracer hides the lines that fill it from the test's coverage, and can change
            # what the test does next).
            if _plain(a, 0):
                state["values"].append((name, _describe(a), None))
            else:
                state["values"].append((name, None, a))
        return local
    return local
_PLAIN = (int, float, complex, bool, str, bytes, type(None))
def _plain(v, depth):
    t = type(v)
    if t in _PLAIN:
        return True
    if t in (list, tuple, set, frozenset) and depth < 3 and len(v) <= 50:
        return all(_plain(x, depth + 1) for x in v)
    if t is dict and depth < 3 and len(v) <= 50:
        return all(_plain(k, depth + 1) and _plain(x, depth + 1) for k, x in v.items())
    return False
def _describe(v):
    try:
        text = repr(v)
    except Exception as e:
        text = "<repr failed: %s>" % type(e).__name__
    text = _addr.sub("", text)
    if len(text) > 300:
        text = text[:300] + "\u2026"
    return text
def _values_text(values):
    return ["%s() returned %s" % (n, _describe(v) if text is None else text)
            for n, text, v in values]
_code_ops = {}
def _discarded(caller):
    # A call whose result the test throws away (`ledger.add(x)` as a statement: the next
    # instruction pops it) observes nothing.
    try:
        code = caller.f_code
        ops = _code_ops.get(code)
        if ops is None:
            found = [(i.offset, i.opname) for i in dis.get_instructions(code)]
            ops = _code_ops[code] = ([o for o, _ in found], [n for _, n in found])
        k = bisect.bisect_right(ops[0], caller.f_lasti)
        return k < len(ops[1]) and ops[1][k] == "POP_TOP"
    except Exception:
        return False
_defs = {}
def _def_line(code):
    # The `def` line of a called function (below its decorators): its defaults are read there.
    n = _defs.get(code)
    if n is None:
        n = 0
        if not code.co_name.startswith("<"):
            import linecache
            for k in range(code.co_firstlineno, code.co_firstlineno + 20):
                if linecache.getline(code.co_filename, k).lstrip().startswith(("def ", "async def ")):
                    n = k
                    break
        _defs[code] = n
    return n
def _tracer(frame, event, arg):
    if event != "call":
        return None
    rel = _rel(frame.f_code.co_filename)
    if rel is None:
        return None
    if LINES and state["lines"] is not None:
        d = _def_line(frame.f_code)
        if d:
            state["lines"].add((frame.f_code.co_filename, d))
    local = _lines_local if LINES else None
    if VALUES and not _is_test(rel):
        caller = frame.f_back
        crel = _rel(caller.f_code.co_filename) if caller is not None else None
        if crel is not None and _is_test(crel) and not _discarded(caller):
            local = _value_tracer(getattr(frame.f_code, "co_qualname", frame.f_code.co_name))
    if BRANCH and rel == _bfile:
        return _branch_local(local)
    return local
def begin():
    state["ok"] = True
    state["lines"] = set() if LINES else None
    state["values"] = [] if VALUES else None
    state["succ"] = set() if BRANCH else None
    state["hits"] = 0
    sys.settrace(_tracer); threading.settrace(_tracer)
def end(test_id):
    sys.settrace(None); threading.settrace(None)
    entry = {"passed": state["ok"]}
    if LINES:
        entry["lines"] = sorted({(_rel(f), l) for f, l in state["lines"] or () if _rel(f)})
    if VALUES:
        entry["values"] = _values_text(state["values"] or [])
    if BRANCH:
        entry["succ"] = sorted(state["succ"] or ())
        entry["hits"] = state["hits"]
    tests[test_id] = entry
    state["lines"] = state["values"] = state["succ"] = None
# What runs before the first test (the test modules' imports: module-level tables, schemas and
# patterns built there) runs for every test; kept apart under a key no test id can have.
imports = {"lines": None}
def begin_imports():
    begin()
def save_imports():
    if imports["lines"] is not None:
        return
    sys.settrace(None); threading.settrace(None)
    imports["lines"] = sorted({(_rel(f), l) for f, l in state["lines"] or () if _rel(f)})
    state["lines"] = state["values"] = state["succ"] = None
def dump():
    data = dict(tests)
    if LINES and imports["lines"]:
        data["<import>"] = {"passed": True, "lines": imports["lines"]}
    with open(out_path, "w") as fh:
        json.dump(data, fh)
if __name__ == "__main__":
    import unittest
    sys.path.insert(0, os.getcwd())
    class Result(unittest.TextTestResult):
        def startTest(self, test):
            save_imports()
            begin()
            super().startTest(test)
        def _bad(self):
            state["ok"] = False
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
            end(test.id())
            super().stopTest(test)
    runner = unittest.TextTestRunner(resultclass=Result, verbosity=0, stream=open(os.devnull, "w"))
    begin_imports()
    unittest.main(module=None, argv=["python -m unittest"] + sys.argv[1:], testRunner=runner, exit=False)
    dump()
else:
    import pytest
    begin_imports()
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        save_imports()
        begin()
        yield
        end(item.nodeid)
    def pytest_runtest_logreport(report):
        if report.failed:
            state["ok"] = False
    def pytest_sessionfinish(session, exitstatus):
        dump()
"#;

/// How a Python test command is traced.
#[derive(Debug, Clone, PartialEq, Eq)]
enum PythonForm {
    /// `python -m unittest REST`: the driver runs as `python DRIVER REST`.
    Unittest { python: String, rest: String },
    /// `python -m pytest REST` or `pytest REST`: `PREFIX -p bugbash_trace REST`.
    Pytest { prefix: String, rest: String },
}

/// The form of a simple Python test command, or why it cannot be traced.
fn python_form(command: &str) -> Result<PythonForm, String> {
    let c = command.trim();
    if c.contains(['|', ';', '&', '>', '<', '`', '$', '\n']) {
        return Err(format!(
            "`{c}` is not a simple command (pipes, `&&`, redirections or variables), so the tracer cannot wrap it"
        ));
    }
    let mut words = c.split_whitespace();
    let first = words.next().unwrap_or("");
    let after = |n: usize| -> String {
        // The text after the first `n` words, as written (quotes kept).
        let mut rest = c;
        for _ in 0..n {
            rest = rest.trim_start();
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            rest = &rest[end..];
        }
        rest.trim().to_string()
    };
    if matches!(first, "pytest" | "py.test") {
        return Ok(PythonForm::Pytest {
            prefix: first.to_string(),
            rest: drop_pytest_options(&after(1)),
        });
    }
    let base = first.rsplit('/').next().unwrap_or(first);
    if base.starts_with("python") && words.next() == Some("-m") {
        match words.next() {
            Some("unittest") => {
                return Ok(PythonForm::Unittest {
                    python: first.to_string(),
                    rest: after(3),
                })
            }
            Some("pytest") => {
                return Ok(PythonForm::Pytest {
                    prefix: format!("{first} -m pytest"),
                    rest: drop_pytest_options(&after(3)),
                })
            }
            _ => {}
        }
    }
    Err(format!(
        "no per-test coverage tool is wired for `{c}` (Python unittest and pytest, node --test and cargo test commands are)"
    ))
}

/// pytest options that stop early, rerun only some tests or run them in other processes.
fn drop_pytest_options(rest: &str) -> String {
    if rest.contains(['"', '\'']) {
        return rest.to_string();
    }
    let mut out: Vec<&str> = Vec::new();
    let mut words = rest.split_whitespace().peekable();
    while let Some(w) = words.next() {
        match w {
            "-x" | "--exitfirst" | "--lf" | "--last-failed" | "--ff" | "--failed-first"
            | "--sw" | "--stepwise" => {}
            "-n" | "--numprocesses" | "--maxfail" => {
                words.next();
            }
            w if (w.starts_with("-n")
                && w[2..].chars().all(|c| c.is_ascii_digit())
                && w.len() > 2)
                || w.starts_with("--numprocesses=")
                || w.starts_with("--maxfail=") => {}
            w => out.push(w),
        }
    }
    out.join(" ")
}

/// What the Python tracer wrote: per test id its entry, and in `lines` mode the lines run
/// before the first test (the test modules' imports).
struct Traced {
    tests: BTreeMap<String, serde_json::Value>,
    imports: Option<serde_json::Value>,
}

/// Runs the Python tracer in `mode` (`lines` or `values`); the JSON it wrote.
fn run_python(req: &Request<'_>, mode: &str) -> Result<Traced, String> {
    let form = python_form(req.command)?;
    let out_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let out_path = out_dir.path().join("trace.json");
    let driver = out_dir.path().join("bugbash_trace.py");
    std::fs::write(&driver, DRIVER).map_err(|e| e.to_string())?;
    let mut env: Vec<(String, String)> = req.env.to_vec();
    env.push(("BUGBASH_TRACE_OUT".into(), out_path.display().to_string()));
    env.push(("BUGBASH_TRACE_MODE".into(), mode.into()));
    env.push(("PYTHONDONTWRITEBYTECODE".into(), "1".into()));
    env.push(("PYTHONHASHSEED".into(), "0".into()));
    let cmd = match &form {
        PythonForm::Unittest { python, rest } => {
            format!("{python} {} {rest}", driver.display())
        }
        PythonForm::Pytest { prefix, rest } => {
            let mut path = out_dir.path().display().to_string();
            if let Some(p) = std::env::var_os("PYTHONPATH") {
                path = format!("{path}:{}", p.to_string_lossy());
            }
            env.push(("PYTHONPATH".into(), path));
            format!("{prefix} -p bugbash_trace -p no:cacheprovider {rest}")
        }
    };
    let mut spec = CommandSpec::new(cmd.trim(), req.dir, req.timeout);
    spec.env = env;
    spec.max_output_bytes = 64 * 1024;
    let out = req.runner.run(&spec).map_err(|e| e.to_string())?;
    if out.timed_out {
        return Err("the traced test run timed out".into());
    }
    let text = std::fs::read_to_string(&out_path).map_err(|_| {
        let tail = out.tail(3, " / ");
        format!("the traced test run wrote nothing (its output ends: {tail})")
    })?;
    let mut json: BTreeMap<String, serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let imports = json.remove(IMPORT_KEY);
    if json.is_empty() {
        return Err("the traced test run reported no tests".into());
    }
    Ok(Traced {
        tests: json,
        imports,
    })
}

/// The entry of the tracer's output that holds the lines run before the first test (the test
/// modules' imports); no test id has this form.
const IMPORT_KEY: &str = "<import>";

/// The `[file, line]` pairs of a traced entry, outside the tests.
fn traced_lines(v: &serde_json::Value) -> BTreeSet<(String, u32)> {
    v["lines"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|p| Some((p[0].as_str()?.to_string(), p[1].as_u64()? as u32)))
                .filter(|(f, _)| !crate::workspace::is_test_path(f) && !f.starts_with(".."))
                .collect()
        })
        .unwrap_or_default()
}

/// Of the lines run at import, those that compute a value for the tests: module-level
/// statements and the bodies of what they call (`SCHEMA = Map({...})` in a test module runs
/// `Map.__init__`), not the `def`, `class`, decorator and import lines every import runs (a
/// `def` line counts for the tests that call its function, see the tracer).
fn import_lines(dir: &Path, lines: BTreeSet<(String, u32)>) -> BTreeSet<(String, u32)> {
    let mut texts: BTreeMap<String, Vec<String>> = BTreeMap::new();
    lines
        .into_iter()
        .filter(|(f, l)| {
            let text = texts.entry(f.clone()).or_insert_with(|| {
                std::fs::read_to_string(dir.join(f))
                    .map(|t| t.lines().map(str::to_string).collect())
                    .unwrap_or_default()
            });
            // A tracer can report line 0 (a frame before its first line): no line of the file.
            let Some(i) = (*l as usize).checked_sub(1) else {
                return false;
            };
            let t = text.get(i).map_or("", |t| t.trim_start());
            !(t.is_empty()
                || t.starts_with("def ")
                || t.starts_with("async def ")
                || t.starts_with("class ")
                || t.starts_with('@')
                || t.starts_with("import ")
                || t.starts_with("from ")
                || t.starts_with("\"\"\"")
                || t.starts_with("'''")
                || t.starts_with('#'))
        })
        .collect()
}

/// Per test, the values it observed: what each call from test code into the workspace returned
/// (a call whose result the test discards, a statement of its own, observes nothing),
/// in order (Python only; `Err` says why there is none).
pub fn observe_values(req: &Request<'_>) -> Result<BTreeMap<String, Vec<String>>, String> {
    let traced = run_python(req, "values").map_err(|e| {
        if e.starts_with("no per-test coverage tool") {
            "only Python test commands have one (the values passing tests observe are read with Python's tracer)".to_string()
        } else {
            e
        }
    })?;
    Ok(values_of(&traced.tests))
}

/// How a condition line went in one traced run of every test (see `observe_with_branch`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BranchOutcomes {
    /// The lines that ran right after the condition (0: the function returned).
    pub next_lines: BTreeSet<u32>,
    /// How many times the condition ran, and in how many tests.
    pub evaluations: u64,
    pub tests: usize,
}

/// `observe_values`, also recording which lines run right after the condition at
/// `file:line` in every test (Python): a condition that now always goes the same way is a
/// test the change took away.
pub fn observe_with_branch(
    req: &Request<'_>,
    file: &str,
    line: u32,
) -> Result<(BTreeMap<String, Vec<String>>, BranchOutcomes), String> {
    let mut env = req.env.to_vec();
    env.push(("BUGBASH_TRACE_BRANCH".into(), format!("{file}:{line}")));
    let req = Request { env: &env, ..*req };
    let json = run_python(&req, "values")?.tests;
    let mut b = BranchOutcomes::default();
    for v in json.values() {
        let hits = v["hits"].as_u64().unwrap_or(0);
        if hits > 0 {
            b.tests += 1;
            b.evaluations += hits;
        }
        if let Some(a) = v["succ"].as_array() {
            b.next_lines
                .extend(a.iter().filter_map(|x| x.as_u64()).map(|x| x as u32));
        }
    }
    Ok((values_of(&json), b))
}

fn values_of(json: &BTreeMap<String, serde_json::Value>) -> BTreeMap<String, Vec<String>> {
    json.iter()
        .map(|(id, v)| {
            let values = v["values"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            (id.clone(), values)
        })
        .collect()
}

/// Per-test coverage of `req.command` run in `req.dir` (an isolated copy), or why there is none.
pub fn collect(req: &Request<'_>) -> Result<Coverage, String> {
    let words: Vec<&str> = req.command.split_whitespace().collect();
    if words.first() == Some(&"node") && words.contains(&"--test") {
        return node(req.runner, req.dir, req.command, req.tests, req.timeout);
    }
    if words.first() == Some(&"cargo") {
        return super::probe::collect(req);
    }
    // Lines and the values the tests observe in one run (the values are the behavioural
    // check's original, see `fixes`).
    let Traced { tests, imports } = run_python(req, "lines values")?;
    let mut cov = Coverage {
        tool: "per-test line coverage from Python's own tracer (sys.settrace); coverage.py is not required".into(),
        values: Some(values_of(&tests)),
        ..Coverage::default()
    };
    // What ran at import ran for every test.
    let imported = imports
        .map(|v| import_lines(req.dir, traced_lines(&v)))
        .unwrap_or_default();
    let mut own: BTreeSet<(String, u32)> = BTreeSet::new();
    for (id, v) in tests {
        let passed = v["passed"].as_bool().unwrap_or(false);
        let mut lines = traced_lines(&v);
        own.extend(lines.iter().cloned());
        lines.extend(imported.iter().cloned());
        cov.tests.insert(id, (passed, lines));
    }
    cov.imported_only = imported.difference(&own).cloned().collect();
    Ok(cov)
}

/// At most this many tests are run one by one for JavaScript coverage.
const MAX_NODE_TESTS: usize = 60;

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
    // Each test alone, two at a time (the runs only read the copy).
    let mut runs: Vec<(String, bool, tempfile::TempDir)> = Vec::new();
    for (name, _) in tests {
        if super::lab::narrow_command(command, std::slice::from_ref(name)).is_none() {
            return Err("the tests cannot be run one by one".into());
        }
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done: std::sync::Mutex<Vec<Result<(usize, tempfile::TempDir), String>>> =
        std::sync::Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some((name, _)) = tests.get(i) else { break };
                let r = (|| {
                    let cmd = super::lab::narrow_command(command, std::slice::from_ref(name))
                        .ok_or("the tests cannot be run one by one")?;
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
                    Ok((i, out_dir))
                })();
                let failed = r.is_err();
                done.lock().expect("no panics while holding it").push(r);
                if failed {
                    break;
                }
            });
        }
    });
    let mut finished = Vec::new();
    for r in done.into_inner().expect("workers finished") {
        finished.push(r?);
    }
    finished.sort_by_key(|(i, _)| *i);
    for (i, d) in finished {
        runs.push((tests[i].0.clone(), tests[i].1, d));
    }
    let mut sources: BTreeMap<String, Option<(String, Vec<usize>)>> = BTreeMap::new();
    for (name, failing, out_dir) in &runs {
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
                lines.extend(
                    v8_lines(text, starts, &ranges)
                        .into_iter()
                        .map(|l| (rel.clone(), l)),
                );
            }
        }
        cov.tests.insert(name.clone(), (!*failing, lines));
    }
    if cov.tests.is_empty() {
        return Err("no test ran".into());
    }
    Ok(cov)
}

/// The 1-based lines of `text` (line starts `starts`) that V8 ranges `(start, end, count)` say
/// ran: a line ran when the innermost range holding its first statement character ran. A line
/// that opens with the end of the block above (`} else if (x > y) {`, `} else {`) is judged by
/// what follows: the closing brace belongs to a block that may not have run.
fn v8_lines(text: &str, starts: &[usize], ranges: &[(usize, usize, u64)]) -> Vec<u32> {
    let mut out = Vec::new();
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(text.len());
        let Some(first) = statement_start(&text[start..end]) else {
            continue;
        };
        // Offsets are UTF-16 units; they equal bytes on ASCII lines before `first`.
        let at = start + first;
        let innermost = ranges
            .iter()
            .filter(|(s, e, _)| *s <= at && at < *e)
            .min_by_key(|(s, e, _)| e - s);
        if innermost.is_some_and(|r| r.2 > 0) {
            out.push(k as u32 + 1);
        }
    }
    out
}

/// The byte offset of a line's first character that is not blank nor a leading `}` (with the
/// `else` after it): where the line's own code starts. A line of closing brackets only keeps its
/// first character.
fn statement_start(line: &str) -> Option<usize> {
    let first = line.find(|c: char| !c.is_whitespace())?;
    let rest = &line[first..];
    let Some(after) = rest.strip_prefix('}') else {
        return Some(first);
    };
    let after = after.trim_start();
    let after = match after.strip_prefix("else") {
        Some(r) if r.starts_with([' ', '{']) => r.trim_start(),
        _ => after,
    };
    if after.trim().is_empty() || after.starts_with([')', ';', ',', ']']) {
        return Some(first);
    }
    Some(line.len() - after.len())
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

    /// Keeps only the tests named in `names` (the lab's, after failures that are not the
    /// target were set aside): a whole run records every test. Unchanged when none of its tests
    /// is named (another naming form: nothing to compare).
    pub fn keep_tests(&mut self, names: &[String]) {
        use crate::reproduce::targets::is_target;
        let named = |t: &str| names.iter().any(|n| is_target(t, n) || is_target(n, t));
        if self.tests.keys().any(|t| named(t)) {
            self.tests.retain(|t, _| named(t));
            if let Some(v) = self.values.as_mut() {
                v.retain(|t, _| named(t));
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tests_set_aside_leave_the_spectrum() {
        let line = |n: u32| ("src/offset.rs".to_string(), n);
        let mut c = Coverage {
            tests: BTreeMap::from([
                (
                    "round_trip".to_string(),
                    (false, BTreeSet::from([line(1), line(2)])),
                ),
                (
                    "west_of_greenwich".to_string(),
                    (false, BTreeSet::from([line(2)])),
                ),
                ("parses".to_string(), (true, BTreeSet::from([line(1)]))),
            ]),
            tool: "probes".into(),
            values: None,
            imported_only: BTreeSet::new(),
        };
        c.keep_tests(&[
            "offsets::round_trip".to_string(),
            "offsets::parses".to_string(),
        ]);
        let s = c.spectra();
        let l2 = s.iter().find(|s| s.line == 2).unwrap();
        // One failing test executes line 2 of one failing test in all.
        assert_eq!((l2.ef, l2.nf), (1, 0));
        // Names in no common form: nothing is dropped.
        c.keep_tests(&["other".to_string()]);
        assert_eq!(c.tests.len(), 2);
    }

    #[test]
    fn an_else_if_line_ran_when_its_condition_did() {
        // Captured: `NODE_V8_COVERAGE=cov node t.js` with `t.js` calling `unit(50)`. The `}` of
        // line 5 ends the `then` block of line 3 (range 49..67, not run); its condition ran.
        let text = "function unit(mag) {\n  let u;\n  if (mag >= 1000) {\n    u = 'K';\n  } else if (mag > 10) {\n    u = 'D';\n  } else {\n    u = 'B';\n  }\n  return u;\n}\nmodule.exports = { unit };\n";
        let functions: serde_json::Value = serde_json::from_str(
            r#"[{"functionName": "", "ranges": [{"startOffset": 0, "endOffset": 171, "count": 1}], "isBlockCoverage": true}, {"functionName": "unit", "ranges": [{"startOffset": 0, "endOffset": 143, "count": 1}, {"startOffset": 49, "endOffset": 67, "count": 0}, {"startOffset": 105, "endOffset": 129, "count": 0}], "isBlockCoverage": true}]"#,
        )
        .unwrap();
        let ranges: Vec<(usize, usize, u64)> = functions
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["ranges"].as_array().unwrap())
            .map(|r| {
                (
                    r["startOffset"].as_u64().unwrap() as usize,
                    r["endOffset"].as_u64().unwrap() as usize,
                    r["count"].as_u64().unwrap(),
                )
            })
            .collect();
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        starts.pop();
        let lines = v8_lines(text, &starts, &ranges);
        assert_eq!(lines, [1, 2, 3, 5, 6, 10, 11, 12], "{lines:?}");
        assert_eq!(statement_start("  } else if (x) {"), Some(9));
        assert_eq!(statement_start("  } else {"), Some(9));
        assert_eq!(statement_start("  });"), Some(2));
        assert_eq!(statement_start("  }"), Some(2));
        assert_eq!(statement_start("  } catch (e) {"), Some(4));
        assert_eq!(statement_start("  elsewhere();"), Some(2));
    }

    #[test]
    fn python_forms() {
        assert_eq!(
            python_form("python3 -m unittest tests.test_x.Case.test_y -v"),
            Ok(PythonForm::Unittest {
                python: "python3".into(),
                rest: "tests.test_x.Case.test_y -v".into()
            })
        );
        assert_eq!(
            python_form("python3 -m pytest -q -x tests/ -n 4 -rA"),
            Ok(PythonForm::Pytest {
                prefix: "python3 -m pytest".into(),
                rest: "-q tests/ -rA".into()
            })
        );
        assert_eq!(
            python_form("pytest -k 'not slow'"),
            Ok(PythonForm::Pytest {
                prefix: "pytest".into(),
                rest: "-k 'not slow'".into()
            })
        );
        assert!(python_form("cd x && python3 -m pytest").is_err());
        assert!(python_form("make test").is_err());
    }

    /// A small project: `calc.add` is wrong; test ids in the unittest and pytest forms.
    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests")).unwrap();
        std::fs::write(
            dir.path().join("calc.py"),
            "def add(a, b):\n    total = a - b\n    return total\n\n\ndef double(a):\n    return a * 2\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("tests/__init__.py"), "").unwrap();
        std::fs::write(
            dir.path().join("tests/test_calc.py"),
            "import unittest\nfrom calc import add, double\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(2, 3), 5)\n\n    def test_double(self):\n        double(1)\n        self.assertEqual(double(4), 8)\n",
        )
        .unwrap();
        dir
    }

    /// A temporary project: the files (path, text), and `tests/__init__.py`.
    fn python_project(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests")).unwrap();
        std::fs::write(dir.path().join("tests/__init__.py"), "").unwrap();
        for (path, text) in files {
            std::fs::write(dir.path().join(path), text).unwrap();
        }
        dir
    }

    fn request<'a>(dir: &'a Path, command: &'a str) -> Request<'a> {
        Request {
            runner: &crate::process::SystemRunner,
            dir,
            command,
            tests: &[],
            timeout: Duration::from_secs(60),
            env: &[],
            functions: &[],
        }
    }

    fn check_lines(cov: &Coverage, add: &str, double: &str) {
        let (passed, lines) = &cov.tests[add];
        assert!(!passed);
        assert!(lines.contains(&("calc.py".to_string(), 2)), "{lines:?}");
        assert!(!lines.contains(&("calc.py".to_string(), 7)), "{lines:?}");
        let (passed, lines) = &cov.tests[double];
        assert!(passed);
        assert!(lines.contains(&("calc.py".to_string(), 7)), "{lines:?}");
        // The lines it ran, and the `def` line of the function it called (a default is read
        // there).
        assert_eq!(
            cov.failing_lines(),
            [
                ("calc.py".to_string(), 1),
                ("calc.py".to_string(), 2),
                ("calc.py".to_string(), 3)
            ]
            .into()
        );
    }

    #[test]
    fn a_returned_values_repr_does_not_hide_the_lines_it_runs() {
        // uncertainties: `repr(x - x)` reads `std_dev`, which expands a lazy linear
        // combination once and caches it. Shown inside the tracer, the expansion ran untraced
        // and the test's own `std_dev` found it cached: the buggy line was run by no test.
        let dir = python_project(&[
            ("lazy.py", "class Sum:\n    def __init__(self, terms):\n        self.terms = terms\n        self.total = None\n\n    def value(self):\n        if self.total is None:\n            self.total = sum(self.terms)\n        return self.total\n\n    def __repr__(self):\n        return 'Sum(%r)' % self.value()\n\n\ndef make(*terms):\n    return Sum(list(terms))\n"),
            ("tests/test_lazy.py", "import unittest\nfrom lazy import make\n\nclass T(unittest.TestCase):\n    def test_value(self):\n        s = make(1, 2)\n        self.assertEqual(s.value(), 3)\n"),
        ]);
        let cov = collect(&request(dir.path(), "python3 -m unittest -v")).unwrap();
        let (_, lines) = cov.tests.values().next().unwrap();
        assert!(
            lines.contains(&("lazy.py".to_string(), 8)),
            "the cache is filled by the test: {lines:?}"
        );
        // The value is still shown, as its own `__repr__` gives it.
        let values = cov.values.as_ref().unwrap();
        let shown = values.values().flatten().cloned().collect::<Vec<_>>();
        assert!(
            shown.iter().any(|v| v == "make() returned Sum(3)"),
            "{shown:?}"
        );
    }

    #[test]
    fn an_import_line_zero_is_no_line_of_the_file() {
        // Python's tracer reports line 0 for some module frames before their first line.
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("m.py"), "import os\nTABLE = {1: 2}\n").unwrap();
        let got = import_lines(
            dir.path(),
            BTreeSet::from([
                ("m.py".to_string(), 0),
                ("m.py".to_string(), 1),
                ("m.py".to_string(), 2),
            ]),
        );
        assert_eq!(got, BTreeSet::from([("m.py".to_string(), 2)]));
    }

    #[test]
    fn what_runs_at_import_runs_for_every_test() {
        // strictyaml: the schema is built once, at the test module's import; its constructor's
        // lines are the failing tests' too, the `def` and `class` lines of every import are not.
        let dir = python_project(&[
            ("schema.py", "class Map:\n    def __init__(self, keys):\n        self.required = [k for k in keys if k.startswith('?')]\n\n    def missing(self, doc):\n        return [k for k in self.required if k not in doc]\n\n\nLIMIT = 3\n"),
            ("tests/test_schema.py", "import unittest\nfrom schema import Map\n\nSCHEMA = Map(['a', '?b'])\n\nclass T(unittest.TestCase):\n    def test_missing(self):\n        self.assertEqual(SCHEMA.missing({}), ['a'])\n\n    def test_none(self):\n        self.assertEqual(SCHEMA.missing({'a': 1, 'b': 2}), [])\n"),
        ]);
        let cov = collect(&request(dir.path(), "python3 -m unittest -v")).unwrap();
        assert_eq!(cov.tests.len(), 2, "{:?}", cov.tests.keys());
        for (id, (_, lines)) in &cov.tests {
            for l in [3, 9] {
                assert!(
                    lines.contains(&("schema.py".to_string(), l)),
                    "{id}: {lines:?}"
                );
            }
            for l in [1, 2] {
                assert!(
                    !lines.contains(&("schema.py".to_string(), l)),
                    "{id}: {lines:?}"
                );
            }
        }
        assert!(!cov.values.as_ref().unwrap().contains_key(IMPORT_KEY));
        // Run by no test of its own: the import's alone.
        assert!(cov.imported_only.contains(&("schema.py".to_string(), 3)));
        assert!(!cov.imported_only.contains(&("schema.py".to_string(), 6)));
    }

    #[test]
    fn unittest_test_ids_get_per_test_coverage() {
        let dir = project();
        let cov = collect(&request(
            dir.path(),
            "python3 -m unittest tests.test_calc.T.test_add tests.test_calc.T.test_double -v",
        ))
        .unwrap();
        check_lines(
            &cov,
            "tests.test_calc.T.test_add",
            "tests.test_calc.T.test_double",
        );
        // The same run recorded the values the tests observe.
        assert_eq!(
            cov.values.as_ref().unwrap()["tests.test_calc.T.test_double"],
            ["double() returned 8"]
        );
        // A module id too.
        let cov = collect(&request(dir.path(), "python3 -m unittest tests.test_calc")).unwrap();
        assert_eq!(cov.tests.len(), 2);
    }

    #[test]
    fn pytest_gets_per_test_coverage_when_installed() {
        let have = std::process::Command::new("python3")
            .args(["-c", "import pytest"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !have {
            eprintln!("SKIPPED: pytest is not installed for python3, so the pytest plugin of the tracer is not exercised here");
            return;
        }
        let dir = project();
        let cov = collect(&request(dir.path(), "python3 -m pytest -q -x tests/")).unwrap();
        check_lines(
            &cov,
            "tests/test_calc.py::T::test_add",
            "tests/test_calc.py::T::test_double",
        );
    }

    #[test]
    fn values_the_tests_observe() {
        let dir = project();
        let v = observe_values(&request(
            dir.path(),
            "python3 -m unittest discover -s tests -t .",
        ))
        .unwrap();
        assert_eq!(v["tests.test_calc.T.test_double"], ["double() returned 8"]);
        assert_eq!(v["tests.test_calc.T.test_add"], ["add() returned -1"]);
        assert!(observe_values(&request(dir.path(), "node --test")).is_err());
    }

    #[test]
    fn the_way_a_condition_goes_in_every_test() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests")).unwrap();
        std::fs::write(
            dir.path().join("fees.py"),
            "def fee(total, member):\n    if total < 50 or member:\n        return 5\n    return 0\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("tests/__init__.py"), "").unwrap();
        std::fs::write(
            dir.path().join("tests/test_fees.py"),
            "import unittest\nfrom fees import fee\n\nclass T(unittest.TestCase):\n    def test_small(self):\n        self.assertEqual(fee(10, False), 5)\n        self.assertEqual(fee(20, True), 5)\n\n    def test_big(self):\n        self.assertEqual(fee(80, False), 0)\n        self.assertEqual(fee(90, True), 5)\n",
        )
        .unwrap();
        let command = "python3 -m unittest discover -s tests -t .";
        let (values, b) = observe_with_branch(&request(dir.path(), command), "fees.py", 2).unwrap();
        assert_eq!(
            values["tests.test_fees.T.test_big"],
            ["fee() returned 0", "fee() returned 5"]
        );
        // Both ways: the body (line 3) and the line after it (4).
        assert_eq!(b.next_lines, [3, 4].into());
        assert_eq!((b.evaluations, b.tests), (4, 2));
        // A condition that became `True` everywhere goes one way only.
        std::fs::write(
            dir.path().join("fees.py"),
            "def fee(total, member):\n    if total < 50 or True:\n        return 5\n    return 0\n",
        )
        .unwrap();
        let (_, b) = observe_with_branch(&request(dir.path(), command), "fees.py", 2).unwrap();
        assert_eq!(b.next_lines, [3].into());
        // `test_big` now fails at its first assertion: three evaluations in all.
        assert_eq!((b.evaluations, b.tests), (3, 2));
    }
}
