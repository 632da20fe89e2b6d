//! Throughput of `parse_output` on a large log built from the real runner captures.
//!
//! Every capture in `tests/fixtures/runner-output/` gets its `/WORKSPACE` placeholder replaced by
//! the fixture project it came from, and the captures are repeated in order until the log holds
//! at least 50 MiB: a realistic mix of passing lines, summaries and stack traces of every
//! supported format. The baseline is a plain `regex` `find_iter` scan of the same bytes for one
//! simple frame pattern, in the same process, so the ratio says how much a full parse costs
//! compared with the cheapest useful regex pass. Run with `cargo bench --bench parse`.
//!
//! Before criterion's runs, the bench prints its own best-of-five figures for both, in wall-clock
//! time and in CPU time of the thread (the machine is shared: wall-clock time includes waiting
//! for a core). Each parse runs on a freshly trimmed heap and its result is freed outside the
//! timing. Environment knobs for experiments: `BUGBASH_BENCH_MB` (log size in MiB),
//! `BUGBASH_BENCH_PER_CAPTURE=1` (throughput of each capture alone), `BUGBASH_BENCH_ONLY=<name>`
//! (with the former, one capture), `BUGBASH_BENCH_RUNS=<n>` (each capture n times in a row).

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bugbash::parse::parse_output;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, SamplingMode, Throughput};
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
    ("pytest-q", "python"),
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

/// 50 MiB.
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
    let only = std::env::var("BUGBASH_BENCH_ONLY").ok();
    for (capture, runner) in CAPTURES {
        if only.as_deref().is_some_and(|only| only != *capture) {
            continue;
        }
        let path = fixtures().join(format!("runner-output/{capture}.txt"));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let workspace = runners.join(runner);
        let text = text.replace("/WORKSPACE", &workspace.display().to_string());
        // `BUGBASH_BENCH_RUNS` repeats each capture that many times in a row (an experiment:
        // how much does switching between formats cost?).
        let runs = std::env::var("BUGBASH_BENCH_RUNS")
            .ok()
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(1);
        for _ in 0..runs {
            unit.push_str(&text);
            unit.push('\n');
        }
    }
    // `BUGBASH_BENCH_MB` shrinks or grows the log for experiments.
    let target = std::env::var("BUGBASH_BENCH_MB")
        .ok()
        .and_then(|mb| mb.parse::<usize>().ok())
        .map_or(TARGET_BYTES, |mb| mb * 1024 * 1024);
    let mut log = String::with_capacity(target + unit.len());
    while log.len() < target {
        log.push_str(&unit);
    }
    (log, runners)
}

fn mebibytes_per_second(bytes: usize, elapsed: Duration) -> f64 {
    bytes as f64 / (1024.0 * 1024.0) / elapsed.as_secs_f64()
}

/// CPU time of this thread. The machine is shared, so wall-clock time includes waiting for a
/// core; CPU time does not.
fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec and the clock id is a constant.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Returns freed memory to the system, so that each parse starts on a clean heap as a real,
/// one-shot parse would. Without it, glibc defers the merging of the previous iteration's
/// hundreds of thousands of freed chunks to the next parse's first large allocation, which
/// bills the cost of freeing one result to the parse of the next.
fn fresh_heap() {
    // SAFETY: `malloc_trim` only reorganises the allocator's free lists.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// The best of a few runs, in MiB/s of wall-clock time and of CPU time.
fn best_rate<T>(bytes: usize, runs: usize, mut run: impl FnMut() -> T) -> (f64, f64) {
    let mut best = (0.0f64, 0.0f64);
    for _ in 0..runs {
        let (wall, cpu) = (Instant::now(), thread_cpu_time());
        run();
        let cpu = thread_cpu_time().saturating_sub(cpu);
        best.0 = best.0.max(mebibytes_per_second(bytes, wall.elapsed()));
        best.1 = best.1.max(mebibytes_per_second(
            bytes,
            cpu.max(Duration::from_nanos(1)),
        ));
    }
    best
}

fn bench(c: &mut Criterion) {
    let (log, workspace) = build_log();
    let regex = Regex::new(FRAME_PATTERN).expect("pattern");
    let parsed = parse_output(&log, &workspace);
    let matches = regex.find_iter(&log).count();
    println!(
        "log: {:.1} MiB, {} lines, {} failures, {} test outcomes; baseline regex: {} matches",
        log.len() as f64 / (1024.0 * 1024.0),
        log.lines().count(),
        parsed.failures.len(),
        parsed.tests.len(),
        matches
    );

    // A direct measurement in this process, printed side by side.
    let (parse_wall, parse_cpu) = best_rate(log.len(), 5, || {
        black_box(parse_output(black_box(&log), &workspace))
    });
    let (regex_wall, regex_cpu) = best_rate(log.len(), 5, || {
        black_box(regex.find_iter(black_box(&log)).count())
    });
    println!(
        "wall clock: parse_output {parse_wall:.0} MiB/s, regex find_iter baseline {regex_wall:.0} \
         MiB/s, ratio {:.3}",
        parse_wall / regex_wall
    );
    println!(
        "CPU time:   parse_output {parse_cpu:.0} MiB/s, regex find_iter baseline {regex_cpu:.0} \
         MiB/s, ratio {:.3}",
        parse_cpu / regex_cpu
    );

    if std::env::var_os("BUGBASH_BENCH_PER_CAPTURE").is_some() {
        per_capture(&workspace);
    }

    let mut group = c.benchmark_group("parse");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(15))
        .throughput(Throughput::Bytes(log.len() as u64));
    // The result holds tens of thousands of failures; freeing them is not parsing, so each
    // iteration runs on a fresh heap and the result is dropped outside the timing.
    group.bench_function("parse_output", |b| {
        b.iter_batched(
            fresh_heap,
            |()| parse_output(black_box(&log), &workspace),
            BatchSize::PerIteration,
        )
    });
    group.bench_function("regex_find_iter_baseline", |b| {
        b.iter(|| regex.find_iter(black_box(&log)).count())
    });
    group.finish();
}

/// Prints the throughput of each capture alone (repeated to about 5 MB), to find slow formats.
fn per_capture(workspace: &Path) {
    let only = std::env::var("BUGBASH_BENCH_ONLY").ok();
    for (capture, runner) in CAPTURES {
        if only.as_deref().is_some_and(|only| only != *capture) {
            continue;
        }
        let path = fixtures().join(format!("runner-output/{capture}.txt"));
        let text = std::fs::read_to_string(&path).expect("capture");
        let text = text.replace("/WORKSPACE", &workspace.join(runner).display().to_string());
        let megabytes = std::env::var("BUGBASH_BENCH_MB")
            .ok()
            .and_then(|mb| mb.parse::<usize>().ok())
            .map_or(5, |mb| mb.min(5));
        let log = text.repeat(megabytes * 1024 * 1024 / text.len().max(1) + 1);
        let runs = 3;
        let (wall, cpu) = best_rate(log.len(), runs, || {
            black_box(parse_output(black_box(&log), workspace))
        });
        println!("  {capture:<22} {wall:>6.0} MiB/s wall, {cpu:>6.0} MiB/s CPU");
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
