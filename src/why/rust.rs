//! The Rust probe: an instrumented copy. Each probed line gets, on the same line (no line
//! number moves), a statement that writes the `Debug` text of the names the line reads, once per
//! test thread for its first three executions, with the thread's name (libtest names each test's
//! thread after the test). Which names can be shown is found by compiling: `cargo test --no-run`
//! in the copy, and a name the compiler rejects at its probe (not in scope, not `Debug`, moved)
//! is dropped; a second failure drops the line's probe. Then the tests run once (the
//! whole command, so passing tests that execute the lines are seen too), in the copy's own build
//! directory.

use super::values::Target;
use super::Request;
use crate::process::CommandSpec;
use std::collections::BTreeMap;
use std::path::Path;

/// The probe statement for `t` with `names`, and each name's column span (1-based, in chars,
/// relative to the start of the statement).
fn probe(t: &Target, names: &[String]) -> (String, Vec<(usize, usize)>) {
    let mut s = String::from(
        "let _ = { if let Some(p) = ::std::env::var_os(\"BUGBASH_WHY_OUT\") { \
         ::std::thread_local!(static BUGBASH_N: ::std::cell::Cell<u32> = const { ::std::cell::Cell::new(0) }); \
         if BUGBASH_N.with(|n| { let c = n.get(); n.set(c + 1); c < 3 }) { \
         let mut v: Vec<(&str, String)> = Vec::new(); ",
    );
    let mut spans = Vec::new();
    for n in names {
        let part = format!("v.push(({n:?}, format!(\"{{:?}}\", &{n}))); ");
        let start = s.chars().count() + 1;
        s.push_str(&part);
        spans.push((start, s.chars().count()));
    }
    s.push_str(&format!(
        "use ::std::io::Write as _; if let Ok(mut f) = ::std::fs::OpenOptions::new().create(true).append(true).open(p) {{ \
         let t = ::std::thread::current().name().unwrap_or(\"\").to_string(); \
         let b: Vec<String> = v.iter().map(|(k, x)| {{ let x: String = x.chars().take(80).collect(); format!(\"[{{:?}},{{:?}}]\", k, x) }}).collect(); \
         let _ = writeln!(f, \"{{{{\\\"file\\\":{{:?}},\\\"line\\\":{{}},\\\"test\\\":{{:?}},\\\"before\\\":[{{}}]}}}}\", {file:?}, {line}, t, b.join(\",\")); }} }} }} }}; ",
        file = t.file,
        line = t.line
    ));
    (s, spans)
}

/// Whether line `k` (0-based) can take a statement in front of it: the line before (blank lines
/// and comments skipped) ends a statement or opens a block, and the line is not a continuation,
/// an `else`, a match arm or an attribute.
fn statement_starts(lines: &[&str], k: usize) -> bool {
    let code = lines[k].trim_start();
    if code.is_empty()
        || code.starts_with(['}', '.', ')', ']', '?', '#', '|', '&', '+', '-', '*', '/'])
        || code.starts_with("else")
        || code.contains("=>")
        || code.starts_with("fn ")
        || code.starts_with("pub ")
    {
        return false;
    }
    for l in lines[..k].iter().rev() {
        let t = l.trim();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        return (t.ends_with(';') || t.ends_with('{') || t.ends_with('}'))
            && !t.ends_with("=> {")
            && !t.contains("match ");
    }
    false
}

/// The instrumented text, and per probed line the probe's start column and its names' spans.
type Spans = BTreeMap<u32, (usize, Vec<(String, usize, usize)>)>;

fn instrument(
    text: &str,
    targets: &[&Target],
    names: &BTreeMap<u32, Vec<String>>,
) -> (String, Spans) {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    let mut spans = Spans::new();
    for t in targets {
        let k = t.line as usize - 1;
        let Some(ns) = names.get(&t.line) else {
            continue;
        };
        if k >= lines.len() || ns.is_empty() || !statement_starts(&lines, k) {
            continue;
        }
        let original = lines[k];
        let indent = original.len() - original.trim_start().len();
        let (p, sp) = probe(t, ns);
        let base = original[..indent].chars().count();
        spans.insert(
            t.line,
            (
                base + 1,
                ns.iter()
                    .zip(sp)
                    .map(|(n, (a, b))| (n.clone(), base + a, base + b))
                    .collect(),
            ),
        );
        out[k] = format!("{}{p}{}", &original[..indent], &original[indent..]);
    }
    let mut s = out.join("\n");
    s.push('\n');
    (s, spans)
}

/// Errors of `cargo --message-format=short`: (file, line, column).
pub fn error_positions(output: &str) -> Vec<(String, u32, usize)> {
    output
        .lines()
        .filter(|l| l.contains(": error"))
        .filter_map(|l| {
            let mut it = l.splitn(4, ':');
            let file = it.next()?.trim().to_string();
            let line = it.next()?.parse().ok()?;
            let col = it.next()?.parse().ok()?;
            Some((file, line, col))
        })
        .collect()
}

/// Runs the probe; returns its records (JSON lines).
pub fn run(req: &Request<'_>, command: &str, targets: &[Target]) -> Result<String, String> {
    let (copy, probe_dir) = req.probe_dirs()?;
    let build = crate::analyze::mbfl::lab::cargo_target(req.root)?;
    let out = probe_dir.path().join("values.jsonl");
    let derived = crate::lang::per_test_command(command, req.root)?;
    let mut env = derived.env.clone();
    env.push((
        "CARGO_TARGET_DIR".into(),
        build.path().display().to_string(),
    ));
    env.push(("NO_COLOR".into(), "1".into()));
    env.push(("CARGO_TERM_COLOR".into(), "never".into()));
    let deadline = std::time::Instant::now() + req.timeout;
    let remaining = || deadline.saturating_duration_since(std::time::Instant::now());

    let mut files: Vec<&str> = targets.iter().map(|t| t.file.as_str()).collect();
    files.sort_unstable();
    files.dedup();
    let mut names: BTreeMap<(String, u32), Vec<String>> = targets
        .iter()
        .map(|t| ((t.file.clone(), t.line), t.reads.clone()))
        .collect();
    let mut originals = BTreeMap::new();
    for f in &files {
        if f.split('/').any(|c| c == ".." || c.is_empty()) {
            return Err(format!("`{f}` is not a plain path inside the workspace"));
        }
        let text = std::fs::read_to_string(copy.path().join(f))
            .map_err(|e| format!("cannot read `{f}`: {e}"))?;
        originals.insert(f.to_string(), text);
    }
    let mut built = false;
    for _round in 0..3 {
        let mut all_spans = BTreeMap::new();
        for f in &files {
            let mine: Vec<&Target> = targets.iter().filter(|t| t.file == *f).collect();
            let per_line: BTreeMap<u32, Vec<String>> = names
                .iter()
                .filter(|((file, _), _)| file == f)
                .map(|((_, l), n)| (*l, n.clone()))
                .collect();
            let (text, spans) = instrument(&originals[*f], &mine, &per_line);
            std::fs::write(copy.path().join(f), text)
                .map_err(|e| format!("cannot write `{f}`: {e}"))?;
            all_spans.insert(f.to_string(), spans);
        }
        let mut spec = CommandSpec::argv(
            vec![
                "cargo".into(),
                "test".into(),
                "--no-run".into(),
                "--message-format=short".into(),
            ],
            copy.path(),
            remaining(),
        );
        spec.env = env.clone();
        spec.cancel = req.cancel.clone();
        let o = req
            .runner
            .run(&spec)
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if o.timed_out {
            return Err(format!(
                "building the probe timed out (the probe run's bound is {} s)",
                req.timeout.as_secs()
            ));
        }
        if o.succeeded() {
            built = true;
            break;
        }
        let errors = error_positions(&o.stderr);
        if errors.is_empty() {
            return Err(
                "the instrumented copy does not build (and the errors name no line)".into(),
            );
        }
        let mut changed = false;
        for (file, line, col) in errors {
            let file = normal(&file, copy.path());
            let Some(spans) = all_spans.get(&file).and_then(|s| s.get(&line)) else {
                continue;
            };
            let entry = names.entry((file.clone(), line)).or_default();
            match spans.1.iter().find(|(_, a, b)| (*a..=*b).contains(&col)) {
                Some((n, _, _)) => entry.retain(|x| x != n),
                // An error elsewhere in the probe: no probe on this line.
                None => entry.clear(),
            }
            changed = true;
        }
        if !changed {
            return Err(
                "the instrumented copy does not build, and not because of the probes".into(),
            );
        }
    }
    if !built {
        return Err("no probe of the lines builds".into());
    }
    // The user's own command (from the config or the CLI) with the runner's per-test flags: the
    // whole run, so a passing test that executes the line is seen too.
    let line = derived.command.clone();
    let mut spec = CommandSpec::new(&line, copy.path(), remaining());
    spec.env = env;
    spec.env
        .push(("BUGBASH_WHY_OUT".into(), out.display().to_string()));
    spec.cancel = req.cancel.clone();
    let run = req.run_probe(&spec, &line)?;
    std::fs::read_to_string(&out).map_err(|_| {
        format!(
            "the probe recorded nothing (exit code {}): the lines did not run",
            run.exit_code.map_or("none".into(), |c| c.to_string())
        )
    })
}

/// A path cargo printed, relative to the copy.
fn normal(file: &str, copy: &Path) -> String {
    let p = Path::new(file);
    p.strip_prefix(copy)
        .unwrap_or(p)
        .to_string_lossy()
        .trim_start_matches("./")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_short_errors() {
        // Captured from `cargo test --no-run --message-format=short` (cargo 1.95) on a copy of
        // examples/rust-stats with `&nope` read in a statement put in front of line 20.
        let out = "src/lib.rs:20:97: error[E0425]: cannot find value `nope` in this scope: not found in this scope\nerror: could not compile `stats` (lib) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `stats` (lib test) due to 1 previous error\n";
        assert_eq!(
            error_positions(out),
            vec![("src/lib.rs".to_string(), 20, 97)]
        );
    }

    #[test]
    fn a_compile_error_maps_to_its_name() {
        let text = "fn f(sorted: Vec<f64>, mid: usize) -> f64 {\n    sorted[mid]\n}\n";
        let t = Target {
            file: "src/lib.rs".into(),
            line: 2,
            reads: vec![],
            writes: vec![],
            returns: false,
            body: None,
        };
        let names = BTreeMap::from([(2, vec!["sorted".to_string(), "nope".to_string()])]);
        let (out, spans) = instrument(text, &[&t], &names);
        let line = out.lines().nth(1).unwrap();
        assert!(line.ends_with("sorted[mid]"));
        let col = line.find("&nope").unwrap() + 2;
        let (_, names) = &spans[&2];
        let hit: Vec<&str> = names
            .iter()
            .filter(|(_, a, b)| (*a..=*b).contains(&col))
            .map(|(n, _, _)| n.as_str())
            .collect();
        assert_eq!(hit, vec!["nope"]);
    }

    #[test]
    fn probes_start_statements_only() {
        let lines = [
            "fn f() {",
            "    let x = 1;",
            "    if x > 0 {",
            "        Some(x)",
            "    } else {",
            "        x",
            "            .max(1)",
        ];
        assert!(statement_starts(&lines, 1));
        assert!(statement_starts(&lines, 3));
        assert!(!statement_starts(&lines, 4));
        assert!(!statement_starts(&lines, 6));
    }
}
