//! The JavaScript probe: an instrumented copy of each probed file in an isolated copy of the
//! workspace. Before a probed line (on the same line, so no line number moves) a call records the
//! values of its names, each read inside its own `try` (a name in its temporal dead zone, or not
//! defined, is skipped); a `return EXPR;` line records what it returns and an `if (COND) {` line
//! what it decided. Values are serialised safely (cycles, long arrays, functions, BigInt) and
//! appended as JSON lines to a file.
//!
//! When the runner can be narrowed to the failing tests (`node --test` name patterns), only they
//! run, so every execution is theirs; otherwise the test of an execution is unknown. Node's
//! runner tells the instrumented code no test name, so the values in a passing test come from a
//! second run of the whole suite in the same instrumented copy: an execution of the line whose
//! values match no execution of the failing run belongs to another test, and when every other
//! test passed in the reproduction (no pre-existing failure), that test passed. It is shown
//! without a name.

use super::values::Target;
use super::Request;
use crate::process::CommandSpec;

/// The helper appended to each instrumented file (function declarations are hoisted, and the
/// file's first line, perhaps `'use strict'`, stays first).
const HELPER: &str = r#"
function __bugbashWhy(file, line, test, names, after) {
  const skip = __bugbashWhy.skip || (__bugbashWhy.skip = Symbol('skip'));
  if (names === undefined) return skip;
  const counts = __bugbashWhy.counts || (__bugbashWhy.counts = new Map());
  const key = file + ':' + line;
  const n = counts.get(key) || 0;
  if (n >= 12 && !after) return skip;
  if (!after) counts.set(key, n + 1);
  const show = (v) => {
    try {
      if (typeof v === 'function') return undefined;
      if (v === undefined) return 'undefined';
      if (typeof v === 'bigint') return v + 'n';
      if (typeof v === 'symbol') return v.toString();
      const seen = new WeakSet();
      let s = JSON.stringify(v, (k, x) => {
        if (typeof x === 'bigint') return x + 'n';
        if (typeof x === 'function') return '[Function]';
        if (typeof x === 'object' && x !== null) {
          if (seen.has(x)) return '[Circular]';
          seen.add(x);
          if (Array.isArray(x) && x.length > 8) return x.slice(0, 8).concat(['… ' + (x.length - 8) + ' more']);
        }
        return x;
      });
      if (s === undefined) s = String(v);
      return s.length > 80 ? s.slice(0, 79) + '…' : s;
    } catch (e) {
      return '<not serialisable>';
    }
  };
  const pairs = [];
  for (const [name, value] of names) {
    if (value === skip) continue;
    const s = show(value);
    if (s !== undefined) pairs.push([name, s]);
  }
  const rec = after
    ? { file, line, test, before: [], after: pairs, partial: true }
    : { file, line, test, before: pairs };
  try {
    const fs = (typeof process.getBuiltinModule === 'function') ? process.getBuiltinModule('fs') : require('fs');
    fs.appendFileSync(__BUGBASH_OUT__, JSON.stringify(rec) + '\n');
  } catch (e) {
    console.error('bugbash-why ' + JSON.stringify(rec));
  }
  return skip;
}
"#;

/// The instrumented text of `text` (one file) for its `targets`, and the lines left out (a line
/// that cannot take a statement in front of it safely).
pub fn instrument(text: &str, targets: &[&Target], out: &str, test: Option<&str>) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let test_js = serde_json::to_string(&test).unwrap_or_else(|_| "null".into());
    for t in targets {
        let k = t.line as usize - 1;
        if k >= lines.len() || !statement_starts(&lines, k) {
            continue;
        }
        let original = lines[k].clone();
        let file_js = serde_json::to_string(&t.file).unwrap_or_default();
        let read = |names: &[String]| -> String {
            names
                .iter()
                .map(|n| {
                    format!(
                        "[{q}, (() => {{ try {{ return {n}; }} catch (e) {{ return __bugbashWhy(); }} }})()]",
                        q = serde_json::to_string(n).unwrap_or_default()
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let before = format!(
            "__bugbashWhy({file_js}, {}, {test_js}, [{}]); ",
            t.line,
            read(&t.reads)
        );
        let indent_len = original.len() - original.trim_start().len();
        let (indent, code) = original.split_at(indent_len);
        let trimmed = code.trim_end();
        let mut body = code.to_string();
        if let Some(expr) = trimmed
            .strip_prefix("return ")
            .and_then(|r| r.strip_suffix(';'))
        {
            body = format!(
                "return ((v) => (__bugbashWhy({file_js}, {}, {test_js}, [['return', v]], true), v))({expr});",
                t.line
            );
        } else if let Some(cond) = trimmed
            .strip_prefix("if (")
            .and_then(|r| r.strip_suffix(") {"))
        {
            body = format!(
                "if (((v) => (__bugbashWhy({file_js}, {}, {test_js}, [['condition', Boolean(v)]], true), v))({cond})) {{",
                t.line
            );
        } else if !t.writes.is_empty() && trimmed.ends_with(';') && !trimmed.contains('{') {
            body = format!(
                "{trimmed} __bugbashWhy({file_js}, {}, {test_js}, [{}], true);",
                t.line,
                read(&t.writes)
            );
        }
        lines[k] = format!("{indent}{before}{body}");
    }
    let mut s = lines.join("\n");
    s.push('\n');
    s.push_str(&HELPER.replace(
        "__BUGBASH_OUT__",
        &serde_json::to_string(out).unwrap_or_default(),
    ));
    s
}

/// Whether line `k` starts a statement: the previous line of code ends one (`;`, `{`, `}`) or
/// there is none. A line that continues an expression, or the body of a brace-less `if`, is left
/// alone.
fn statement_starts(lines: &[String], k: usize) -> bool {
    let code = lines[k].trim_start();
    if code.starts_with('}') || code.starts_with('.') || code.starts_with(')') {
        return false;
    }
    for l in lines[..k].iter().rev() {
        let t = l.trim();
        if t.is_empty() || t.starts_with("//") || t.starts_with('*') || t.starts_with("/*") {
            continue;
        }
        return t.ends_with(';') || t.ends_with('{') || t.ends_with('}');
    }
    true
}

/// Records of the two kinds (`before` at the line, `after` from its result) in the order they
/// were written, merged: an `after` record completes the last open execution of its line.
pub fn merge(text: &str) -> String {
    let mut out: Vec<serde_json::Value> = Vec::new();
    for l in text.lines() {
        let Ok(mut v) = serde_json::from_str::<serde_json::Value>(l) else {
            continue;
        };
        if v.get("partial").is_some() {
            let after = v["after"].take();
            if let Some(open) = out.iter_mut().rev().find(|o| {
                o["file"] == v["file"] && o["line"] == v["line"] && o.get("after").is_none()
            }) {
                open["after"] = after;
            }
            continue;
        }
        out.push(v);
    }
    out.iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs the tests once in an isolated copy with the probed files instrumented; returns the
/// probe's records (JSON lines).
pub fn run(req: &Request<'_>, command: &str, targets: &[Target]) -> Result<String, String> {
    let (copy, probe) = req.probe_dirs()?;
    let out = probe.path().join("values.jsonl");
    let derived = crate::lang::per_test_command(command, req.root)?;
    let narrowed = crate::lang::narrow_command(&derived.command, req.failing_tests);
    let test = match (&narrowed, req.failing_tests) {
        (Some(_), [one]) => Some(one.as_str()),
        _ => None,
    };
    let mut files: Vec<&str> = targets.iter().map(|t| t.file.as_str()).collect();
    files.sort_unstable();
    files.dedup();
    for f in files {
        if f.split('/').any(|c| c == ".." || c.is_empty()) {
            return Err(format!("`{f}` is not a plain path inside the workspace"));
        }
        let path = copy.path().join(f);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read `{f}`: {e}"))?;
        let mine: Vec<&Target> = targets.iter().filter(|t| t.file == f).collect();
        let instrumented = instrument(&text, &mine, &out.display().to_string(), test);
        std::fs::write(&path, instrumented).map_err(|e| format!("cannot write `{f}`: {e}"))?;
    }
    let line = narrowed.clone().unwrap_or(derived.command.clone());
    // The user's own command (from the config or the CLI), perhaps narrowed to the failing tests
    // (their names quoted as data by `narrow_command`).
    let mut spec = CommandSpec::new(&line, copy.path(), req.timeout);
    spec.env = derived.env.clone();
    spec.env.push(("NO_COLOR".into(), "1".into()));
    spec.cancel = req.cancel.clone();
    let run = req.run_probe(&spec, &line)?;
    let text = std::fs::read_to_string(&out).unwrap_or_default();
    let mut merged = merge(&text);
    if narrowed.is_some() {
        // Every execution belongs to a failing test.
        merged = merged
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .map(|mut v| {
                v["failing"] = serde_json::Value::Bool(true);
                v.to_string()
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    if merged.is_empty() {
        return Err(format!(
            "the probe recorded nothing (exit code {}): the lines did not run, or the instrumented file did not load",
            run.exit_code.map_or("none".into(), |c| c.to_string())
        ));
    }
    if narrowed.is_some() && req.other_failing_tests.is_empty() {
        // The whole suite, for the executions of the other (passing) tests.
        let all = probe.path().join("values-all.jsonl");
        let _ = std::fs::remove_file(&all);
        for f in targets.iter().map(|t| t.file.as_str()) {
            let path = copy.path().join(f);
            if let Ok(text) = std::fs::read_to_string(&path) {
                let _ = std::fs::write(
                    &path,
                    text.replace(
                        &serde_json::to_string(&out.display().to_string()).unwrap_or_default(),
                        &serde_json::to_string(&all.display().to_string()).unwrap_or_default(),
                    ),
                );
            }
        }
        let mut spec = CommandSpec::new(&derived.command, copy.path(), req.timeout);
        spec.env = derived.env.clone();
        spec.env.push(("NO_COLOR".into(), "1".into()));
        spec.cancel = req.cancel.clone();
        if req.run_probe(&spec, &derived.command).is_ok() {
            let whole = merge(&std::fs::read_to_string(&all).unwrap_or_default());
            let passing = other_executions(&merged, &whole);
            if !passing.is_empty() {
                merged.push('\n');
                merged.push_str(&passing);
            }
        }
    }
    Ok(merged)
}

/// The executions of `whole` (a run of every test) whose line and values match no execution of
/// `failing` (the run of the failing tests only), marked as passing, at most three per line.
fn other_executions(failing: &str, whole: &str) -> String {
    let key = |v: &serde_json::Value| {
        (
            v["file"].clone(),
            v["line"].clone(),
            v["before"].clone(),
            v["after"].clone(),
        )
    };
    let seen: Vec<_> = failing
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|v| key(&v))
        .collect();
    let mut per_line: std::collections::BTreeMap<String, usize> = Default::default();
    whole
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| !seen.contains(&key(v)))
        .filter(|v| {
            let n = per_line
                .entry(format!("{}:{}", v["file"], v["line"]))
                .or_default();
            *n += 1;
            *n <= 3
        })
        .map(|mut v| {
            v["failing"] = serde_json::Value::Bool(false);
            v["test"] = serde_json::Value::Null;
            v.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(line: u32, reads: &[&str], writes: &[&str]) -> Target {
        Target {
            file: "src/checkout.js".into(),
            line,
            reads: reads.iter().map(|s| s.to_string()).collect(),
            writes: writes.iter().map(|s| s.to_string()).collect(),
            returns: false,
            body: None,
        }
    }

    #[test]
    fn instruments_without_moving_lines() {
        let text = "'use strict';\nfunction f(amount, coupon) {\n  if (coupon.type === 'fixed') {\n    return Math.min(amount - coupon.value, 0);\n  }\n  const x = amount\n    + 1;\n}\n";
        let targets = [
            t(4, &["amount", "coupon"], &[]),
            t(3, &["coupon"], &[]),
            t(7, &[], &[]),
        ];
        let refs: Vec<&Target> = targets.iter().collect();
        let out = instrument(text, &refs, "/tmp/v.jsonl", Some("fixed coupon"));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "'use strict';");
        assert!(lines[3].starts_with("    __bugbashWhy(\"src/checkout.js\", 4, \"fixed coupon\", [[\"amount\", (() => { try { return amount; }"));
        assert!(lines[3].ends_with("return ((v) => (__bugbashWhy(\"src/checkout.js\", 4, \"fixed coupon\", [['return', v]], true), v))(Math.min(amount - coupon.value, 0));"), "{}", lines[3]);
        assert!(lines[2].contains("if (((v) =>"), "{}", lines[2]);
        // A continuation line is left alone.
        assert_eq!(lines[6], "    + 1;");
        assert!(out.contains("function __bugbashWhy(file, line, test, names, after)"));
    }

    #[test]
    fn merges_after_records() {
        let text = "{\"file\":\"a.js\",\"line\":4,\"test\":null,\"before\":[[\"amount\",\"1500\"]]}\n{\"file\":\"a.js\",\"line\":4,\"test\":null,\"before\":[],\"after\":[[\"return\",\"0\"]],\"partial\":true}\n";
        let m = merge(text);
        let v: serde_json::Value = serde_json::from_str(m.lines().next().unwrap()).unwrap();
        assert_eq!(v["after"][0][1], "0");
        assert_eq!(m.lines().count(), 1);
    }
}
