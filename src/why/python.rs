//! The Python probe: `probe.py` as the `sitecustomize` of a temporary directory put first on
//! `PYTHONPATH` (it chains to the project's own), driven by a JSON spec, with the user's test
//! command run once in an isolated copy. The user's tree is never written.

use super::values::Target;
use super::Request;
use crate::process::CommandSpec;

const PROBE: &str = include_str!("probe.py");

/// Runs `command` in an isolated copy with the probe recording `targets`; returns the probe's
/// output (JSON lines). `Err` says why there is none.
pub fn run(req: &Request<'_>, command: &str, targets: &[Target]) -> Result<String, String> {
    let (copy, probe) = req.probe_dirs()?;
    let out = probe.path().join("values.jsonl");
    let spec = serde_json::json!({
        "root": copy.path(),
        "out": out,
        "lines": targets,
        "per_test": 3,
        "per_line": 12,
        "width": 80,
    });
    let spec_path = probe.path().join("spec.json");
    std::fs::write(&spec_path, spec.to_string())
        .and_then(|_| std::fs::write(probe.path().join("sitecustomize.py"), PROBE))
        .map_err(|e| format!("cannot write the probe: {e}"))?;
    let python_path = match std::env::var("PYTHONPATH") {
        Ok(p) if !p.is_empty() => format!("{}:{p}", probe.path().display()),
        _ => probe.path().display().to_string(),
    };
    // The user's own command (from the config or the CLI), as it reproduced the bug.
    let mut spec = CommandSpec::new(command, copy.path(), req.timeout);
    spec.env = vec![
        ("PYTHONPATH".into(), python_path),
        ("PYTHONDONTWRITEBYTECODE".into(), "1".into()),
        ("BUGBASH_WHY_SPEC".into(), spec_path.display().to_string()),
        ("NO_COLOR".into(), "1".into()),
    ];
    spec.cancel = req.cancel.clone();
    let run = req.run_probe(&spec, command)?;
    match std::fs::read_to_string(&out) {
        Ok(s) => Ok(s),
        Err(_) => Err(format!(
            "the probe recorded nothing (exit code {}): the lines did not run, or the tests do not run in this Python",
            run.exit_code.map_or("none".into(), |c| c.to_string())
        )),
    }
}
