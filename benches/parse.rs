//! Throughput of `parse_output` on a large log built from the real runner captures.
//!
//! Every capture in `tests/fixtures/runner-output/` gets its `/WORKSPACE` placeholder replaced by
//! the fixture project it came from, and the captures are repeated in order until the log holds
//! at least 50 MB: a realistic mix of passing lines, summaries and stack traces of every
//! supported format. The baseline is a plain `regex` `find_iter` scan of the same bytes for one
//! simple frame pattern, in the same process, so the ratio says how much a full parse costs
//! compared with the cheapest useful regex pass. Run with `cargo bench --bench parse`.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bugbash::parse::parse_output;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use regex::Regex;

/// The captures and the fixture project each one came from.
const CAPTURES: &[(&str, &str)] = &[
    ("python-traceback", "python"),
    ("unittest", "python"),
    ("unittest-v", "python"),
    ("pytest-long", "python"),
    ("pytest-short", "python"),
    ("pytest-native", "python"),
    ("pytest-ra", "python"),
    ("cargo-test", "cargo"),
    ("cargo-test-backtrace", "cargo"),
    ("node-test-spec", "node-test"),
    ("node-test-tap", "node-test"),
    ("node-crash", "node-test"),
    ("jest", "jest"),
    ("vitest", "vitest"),
    ("vitest-color", "vitest"),
    ("mocha", "mocha"),
    ("go-test", "go"),
    ("go-test-v", "go"),
    ("go-test-panic", "go"),
    ("go-run-panic", "go"),
    ("junit4", "junit4"),
    ("java-exception", "junit4"),
    ("junit5", "junit5"),
];

const TARGET_BYTES: usize = 50 * 1024 * 1024;

/// The baseline's single, simple frame pattern (a Python traceback frame).
const FRAME_PATTERN: &str = r#"File "[^"]+", line \d+"#;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Builds the log and returns it with the workspace to parse it against.
fn build_log() -> (String, PathBuf) {
    let runners = fixtures().join("runners");
    let mut unit = String::new();
    for (capture, runner) in CAPTURES {
        let path = fixtures().join(format!("runner-output/{capture}.txt"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let workspace = runners.join(runner);
        unit.push_str(&text.replace("/WORKSPACE", &workspace.display().to_string()));
        unit.push('\n');
    }
    let mut log = String::with_capacity(TARGET_BYTES + unit.len());
    while log.len() < TARGET_BYTES {
        log.push_str(&unit);
    }
    (log, runners)
}

fn megabytes_per_second(bytes: usize, elapsed: Duration) -> f64 {
    bytes as f64 / (1024.0 * 1024.0) / elapsed.as_secs_f64()
}

/// The best of a few timed runs, in MB/s.
fn best_rate(bytes: usize, runs: usize, mut run: impl FnMut()) -> f64 {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            run();
            megabytes_per_second(bytes, start.elapsed())
        })
        .fold(0.0, f64::max)
}

fn bench(c: &mut Criterion) {
    let (log, workspace) = build_log();
    let regex = Regex::new(FRAME_PATTERN).expect("pattern");
    let parsed = parse_output(&log, &workspace);
    let matches = regex.find_iter(&log).count();
    println!(
        "log: {:.1} MB, {} lines, {} failures, {} test outcomes; baseline regex: {} matches",
        log.len() as f64 / (1024.0 * 1024.0),
        log.lines().count(),
        parsed.failures.len(),
        parsed.tests.len(),
        matches
    );

    // A direct measurement in this process, printed side by side.
    let parse_rate = best_rate(log.len(), 5, || {
        black_box(parse_output(black_box(&log), &workspace));
    });
    let regex_rate = best_rate(log.len(), 5, || {
        black_box(regex.find_iter(black_box(&log)).count());
    });
    println!(
        "parse_output: {parse_rate:.0} MB/s; regex find_iter baseline: {regex_rate:.0} MB/s; \
         parse_output / baseline = {:.2}",
        parse_rate / regex_rate
    );

    let mut group = c.benchmark_group("parse");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(15))
        .throughput(Throughput::Bytes(log.len() as u64));
    group.bench_function("parse_output", |b| {
        b.iter(|| parse_output(black_box(&log), &workspace))
    });
    group.bench_function("regex_find_iter_baseline", |b| {
        b.iter(|| regex.find_iter(black_box(&log)).count())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
