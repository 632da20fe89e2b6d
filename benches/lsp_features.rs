//! Latency of the editor-facing requests of the real `bugbash lsp` binary over stdio, with a
//! 100,000-line file open and 1,000 investigations in the store, as ratios to the no-op
//! `bugbash/ping` round trip measured in the same run; and the server's idle memory.
//!
//! Two layouts: the 1,000 investigations spread over 100 files (10 in the open file), and all
//! 1,000 pinned in the open file (the worst case for lenses and diagnostics).
//!
//! Run with `cargo bench --bench lsp_features`. Prints one table; nothing is asserted (these
//! machines are noisy), the figures go to BENCHMARKS.md.

#[path = "../tests/support/mod.rs"]
mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use bugbash::model::{BugPhase, BugReport, BugState, Level, RootCauseAnalysis, TraceLocation};
use bugbash::store::Store;
use serde_json::{json, Value};
use support::{capabilities, TestServer};
use tower_lsp::lsp_types::Url;

const LINES: usize = 100_000;
const INVESTIGATIONS: usize = 1_000;
const SAMPLES: usize = 2_000;

fn line_text(i: usize) -> String {
    format!("    total_{i} = compute(values[{i}], factor) + offset  # é🦀\n")
}

/// A workspace with `big.py` (LINES lines), 99 small files, and INVESTIGATIONS states; `in_big`
/// of them pinned in big.py.
fn workspace(dir: &Path, in_big: usize) {
    let mut big = String::from("def compute(v, f):\n");
    for i in 1..LINES {
        big.push_str(&line_text(i));
    }
    std::fs::write(dir.join("big.py"), &big).unwrap();
    for f in 0..99 {
        let text: String = (0..200).map(line_text).collect();
        std::fs::write(dir.join(format!("small_{f}.py")), text).unwrap();
    }
    let store = Store::new(dir, ".bugbash", 3600);
    for n in 0..INVESTIGATIONS {
        let (file, line) = if n < in_big {
            (
                "big.py".to_string(),
                1 + (n * (LINES - 1) / in_big.max(1)) as u32 + 1,
            )
        } else {
            (format!("small_{}.py", n % 99), (n % 199) as u32 + 2)
        };
        let code = line_text(line as usize - 1);
        let mut s = BugState::new(
            format!("bug-{n:04}"),
            BugReport::new(format!("bug {n}")),
            chrono::Utc::now(),
        );
        s.phase = BugPhase::Analyzed;
        s.root_cause = Some(RootCauseAnalysis {
            summary: format!("wrong total {n}"),
            execution_trace: vec!["test -> compute".into()],
            root_cause_file: file.clone(),
            root_cause_line: Some(line),
            root_cause_code: code.trim().to_string(),
            root_cause_explanation: "explained".into(),
            why_not_caught: "no test".into(),
            confidence: Level::Medium,
            alternative_hypotheses: Vec::new(),
            trace_locations: vec![TraceLocation {
                file: file.clone(),
                line: 1,
                message: "called".into(),
            }],
            analyzer: "bench".into(),
            failing_test: None,
            ranking: Vec::new(),
            fix_candidates: Vec::new(),
        });
        store.create(&s).unwrap();
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn measure(
    server: &mut TestServer,
    mut request: impl FnMut(&mut TestServer, usize),
) -> (Duration, Duration) {
    for i in 0..50 {
        request(server, i);
    }
    let mut times: Vec<Duration> = (0..SAMPLES)
        .map(|i| {
            let t = Instant::now();
            request(server, i);
            t.elapsed()
        })
        .collect();
    times.sort();
    (percentile(&times, 0.5), percentile(&times, 0.99))
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| {
                l.strip_prefix("VmRSS:")
                    .map(|v| v.trim().trim_end_matches(" kB").trim().parse().unwrap_or(0))
            })
        })
        .unwrap_or(0)
}

fn run(layout: &str, in_big: usize) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    workspace(&root, in_big);
    let mut server = TestServer::builder()
        .cwd(&root)
        .timeout(Duration::from_secs(60))
        .spawn();
    let started = Instant::now();
    server.initialize(capabilities::vscode());
    // Wait for the first diagnostics: the store is read and published.
    server.await_notification("textDocument/publishDiagnostics", Duration::from_secs(60));
    let ready = started.elapsed();
    std::thread::sleep(Duration::from_millis(500));
    let idle_before_open = rss_kib(server.pid());
    let uri = Url::from_file_path(root.join("big.py"))
        .unwrap()
        .to_string();
    server.open(
        &uri,
        "python",
        &std::fs::read_to_string(root.join("big.py")).unwrap(),
    );
    server.request("bugbash/ping", json!({})).unwrap();
    std::thread::sleep(Duration::from_millis(500));
    let idle_open = rss_kib(server.pid());

    let pinned: Vec<u64> = (0..in_big.max(1))
        .map(|n| (n * (LINES - 1) / in_big.max(1)) as u64 + 1)
        .collect();
    let line = |i: usize| -> u64 {
        if i % 2 == 0 {
            pinned[i / 2 % pinned.len()]
        } else {
            (i as u64 * 7919) % LINES as u64
        }
    };
    let ping = measure(&mut server, |s, _| {
        s.request("bugbash/ping", json!({})).unwrap();
    });
    let action = measure(&mut server, |s, i| {
        let l = line(i);
        s.request(
            "textDocument/codeAction",
            json!({ "textDocument": { "uri": uri }, "range": { "start": { "line": l, "character": 0 }, "end": { "line": l, "character": 0 } }, "context": { "diagnostics": [] } }),
        )
        .unwrap();
    });
    let hover = measure(&mut server, |s, i| {
        s.request("textDocument/hover", json!({ "textDocument": { "uri": uri }, "position": { "line": line(i), "character": 6 } })).unwrap();
    });
    let lens = measure(&mut server, |s, _| {
        let v: Value = s
            .request(
                "textDocument/codeLens",
                json!({ "textDocument": { "uri": uri } }),
            )
            .unwrap();
        assert!(!v.as_array().unwrap().is_empty());
    });
    let row = |name: &str, (p50, p99): (Duration, Duration)| {
        println!(
            "| {layout} | {name} | {:.0} us | {:.0} us | {:.1}x | {:.1}x |",
            p50.as_secs_f64() * 1e6,
            p99.as_secs_f64() * 1e6,
            p50.as_secs_f64() / ping.0.as_secs_f64(),
            p99.as_secs_f64() / ping.1.as_secs_f64()
        );
    };
    row("bugbash/ping (no-op)", ping);
    row("textDocument/codeAction", action);
    row("textDocument/hover", hover);
    row("textDocument/codeLens", lens);
    println!(
        "| {layout} | startup to first diagnostics: {:.0} ms; idle RSS {} MiB before opening big.py, {} MiB with it open | | | | |",
        ready.as_secs_f64() * 1e3,
        idle_before_open / 1024,
        idle_open / 1024
    );
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this too, with fewer samples
    // being pointless: it is quick enough either way.
    println!("| layout | request | p50 | p99 | p50 / ping | p99 / ping |");
    println!("|---|---|---|---|---|---|");
    run("10 of 1,000 in the open file", 10);
    run("1,000 of 1,000 in the open file", 1_000);
}
