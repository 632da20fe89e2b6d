//! `bugbash loop --test CMD [--max-cycles N] [--target FILE]... [--json]`: the debug-fix loop
//! (see [`crate::engine::debug_loop`]) and its report: the outcome, the cycles run, the files
//! each cycle changed and the tests after each. Ctrl-C cancels the loop (the sandbox is removed
//! and the running test's process group killed) and exits 130.

use super::output::{next_steps, Out};
use crate::engine::debug_loop::{LoopRequest, LoopRun};
use crate::engine::{Engine, EngineError, NoProgress};
use crate::model::{LoopOutcome, LoopTestRun};
use crate::process::CancelToken;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_sigint(_: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Turns Ctrl-C into `cancel` while alive; restores the default handler when dropped.
struct CtrlC {
    done: std::sync::Arc<AtomicBool>,
    watcher: Option<std::thread::JoinHandle<()>>,
}

impl CtrlC {
    fn install(cancel: CancelToken) -> CtrlC {
        INTERRUPTED.store(false, Ordering::SeqCst);
        // SAFETY: the handler only stores to an atomic, which is async-signal-safe.
        unsafe {
            libc::signal(
                libc::SIGINT,
                on_sigint as extern "C" fn(libc::c_int) as libc::sighandler_t,
            );
        }
        let done = std::sync::Arc::new(AtomicBool::new(false));
        let d = done.clone();
        let watcher = std::thread::spawn(move || {
            while !d.load(Ordering::SeqCst) {
                if INTERRUPTED.load(Ordering::SeqCst) {
                    cancel.cancel();
                    return;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        CtrlC {
            done,
            watcher: Some(watcher),
        }
    }
}

impl Drop for CtrlC {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
        if let Some(w) = self.watcher.take() {
            let _ = w.join();
        }
        // SAFETY: restoring the default disposition.
        unsafe {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
        }
    }
}

/// `bugbash loop`.
pub fn run(engine: &Engine, req: &LoopRequest, json: bool, out: &Out) -> Result<u8, EngineError> {
    let cancel = CancelToken::new();
    let run = {
        let _ctrl_c = CtrlC::install(cancel.clone());
        if json {
            engine.debug_loop(req, &NoProgress, Some(cancel))?
        } else {
            out.line(&format!(
                "Debug loop: `{}` (at most {} cycle(s){})",
                req.test_command.trim(),
                req.max_cycles,
                if req.targets.is_empty() {
                    String::new()
                } else {
                    format!(", targets: {}", req.targets.join(", "))
                }
            ));
            out.line("Working in a sandbox (an isolated copy); your files are not changed.");
            out.line("");
            engine.debug_loop(req, &out.progress(), Some(cancel))?
        }
    };
    let error = run.error();
    if json {
        out.json(&report_json(&run));
    } else {
        print_report(&run, out);
    }
    Ok(match &error {
        None => 0,
        Some(e) => {
            out.error(&e.to_string());
            super::exit_code("loop", e)
        }
    })
}

fn tests_text(t: &LoopTestRun) -> String {
    if t.passed {
        format!("pass ({} passed)", t.tests_passed)
    } else if t.failing.is_empty() {
        format!("fail (exit {})", t.exit_code.unwrap_or(-1))
    } else {
        format!(
            "{} failed, {} passed: {}",
            t.tests_failed,
            t.tests_passed,
            t.failing.join(", ")
        )
    }
}

fn print_report(run: &LoopRun, out: &Out) {
    let r = &run.report;
    out.line("");
    match &r.outcome {
        LoopOutcome::Passed => out.success(&format!("Outcome: {}", r.summary())),
        _ => out.line(&format!("Outcome: {}", r.summary())),
    }
    out.line(&format!("Cycles run: {}", r.cycles.len()));
    if let Some(t) = &r.initial {
        out.line(&format!("Tests before: {}", tests_text(t)));
    }
    for c in &r.cycles {
        out.line(&format!(
            "Cycle {}: {}",
            c.cycle,
            c.focus.as_deref().unwrap_or("the failing command")
        ));
        if let Some(rc) = &c.root_cause {
            out.line(&format!("  root cause: {rc}"));
        }
        if !c.files_changed.is_empty() {
            out.line(&format!("  files changed: {}", c.files_changed.join(", ")));
        }
        if let Some(t) = &c.tests {
            out.line(&format!("  tests after: {}", tests_text(t)));
        }
        if let Some(e) = &c.error {
            out.line(&format!("  stopped: {e}"));
        }
    }
    if !r.files_changed.is_empty() {
        out.line(&format!("Files changed: {}", r.files_changed.join(", ")));
    }
    out.line("");
    let s = &run.state;
    out.line(&format!("Investigation: {} ({})", s.bug_id, s.phase));
    if s.fix_plan.is_some() {
        out.line(
            "Its plan is the combined diff of the cycles; nothing is written to your files until it is approved and applied.",
        );
    }
    let steps = next_steps(s);
    if !steps.is_empty() {
        out.line("");
        out.line("Next steps:");
        for step in steps {
            out.line(&format!("  {step}"));
        }
    }
}

fn report_json(run: &LoopRun) -> serde_json::Value {
    let r = &run.report;
    let (outcome, step, message) = match &r.outcome {
        LoopOutcome::Passed => ("passed", None, None),
        LoopOutcome::Failed => ("failed", None, None),
        LoopOutcome::Cancelled => ("cancelled", None, None),
        LoopOutcome::Error { step, message } => ("error", Some(step), Some(message)),
    };
    serde_json::json!({
        "investigation": run.state.bug_id,
        "phase": run.state.phase.as_upper(),
        "outcome": outcome,
        "step": step,
        "message": message,
        "summary": r.summary(),
        "cycles_run": r.cycles.len(),
        "max_cycles": r.max_cycles,
        "targets": r.targets,
        "initial": r.initial,
        "cycles": r.cycles,
        "files_changed": r.files_changed,
        "plan_hash": run.state.fix_plan.as_ref().and_then(|p| crate::plan::plan_hash(p).ok()),
    })
}
