//! A writer killed with SIGKILL in the middle of saves, many times over: every state file left
//! behind loads (or is restored from the backup with a notice), and nothing is reset.
//!
//! The writer is this test binary itself, re-run with `BUGBASH_CRASH_WRITER` set, saving in a
//! tight loop until it is killed.

use bugbash::model::{BugReport, BugState};
use bugbash::store::Store;
use std::time::Duration;

#[test]
fn writer_child() {
    let Ok(dir) = std::env::var("BUGBASH_CRASH_WRITER") else {
        return;
    };
    let store = Store::new(std::path::Path::new(&dir), ".bugbash", 3600);
    let mut state = store.load("crash").unwrap();
    loop {
        state.notes.push("x".repeat(2000));
        if state.notes.len() > 40 {
            state.notes.clear();
        }
        store.save(&state).unwrap();
    }
}

#[test]
fn sigkill_during_saves_never_corrupts_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path(), ".bugbash", 3600);
    store
        .create(&BugState::new(
            "crash".into(),
            BugReport::new("d"),
            chrono::Utc::now(),
        ))
        .unwrap();
    let exe = std::env::current_exe().unwrap();
    for round in 0..25 {
        let mut child = std::process::Command::new(&exe)
            .args([
                "--exact",
                "writer_child",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env("BUGBASH_CRASH_WRITER", dir.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Vary the moment of the kill.
        std::thread::sleep(Duration::from_millis(30 + (round * 7) % 50));
        child.kill().unwrap();
        let _ = child.wait();
        let s = Store::new(dir.path(), ".bugbash", 3600);
        let loaded = s
            .load("crash")
            .unwrap_or_else(|e| panic!("round {round}: {e}"));
        assert_eq!(loaded.bug_id, "crash");
        assert_eq!(
            loaded.report.description, "d",
            "round {round}: nothing is reset"
        );
        // Only the backup and the state may remain; temp files are removed or ignored.
        let state_text =
            std::fs::read_to_string(dir.path().join(".bugbash/bugs/crash/state.json")).unwrap();
        assert!(
            bugbash::store::parse_state(state_text.as_bytes()).is_ok(),
            "round {round}: state.json itself must parse"
        );
    }
}
