//! Reproduction overhead: running a test command through bugbash's runner (own session, group
//! kill, bounded capture, timeout watch) against running the same command directly with
//! `std::process::Command`, in the same process. Target: under 5% + 20 ms.
//!
//! Run: `cargo bench --bench repro`.

use bugbash::process::{run_command, CommandSpec};
use criterion::{criterion_group, criterion_main, Criterion};
use std::time::Duration;

fn commands() -> Vec<(&'static str, String)> {
    vec![
        ("true", "true".to_string()),
        ("python3 -c pass", "python3 -c pass".to_string()),
        // A test-runner-like run: 200 KB of output.
        (
            "python3 print 200KB",
            "python3 -c \"print('x' * 200_000)\"".to_string(),
        ),
    ]
}

fn bench(c: &mut Criterion) {
    let dir = std::env::temp_dir();
    for (name, cmd) in commands() {
        let mut g = c.benchmark_group(format!("repro/{name}"));
        g.sample_size(30).measurement_time(Duration::from_secs(4));
        g.bench_function("direct", |b| {
            b.iter(|| {
                std::process::Command::new("sh")
                    .arg("-c")
                    .arg(&cmd)
                    .current_dir(&dir)
                    .output()
                    .unwrap()
            })
        });
        g.bench_function("bugbash", |b| {
            b.iter(|| {
                run_command(&CommandSpec::new(
                    cmd.clone(),
                    dir.clone(),
                    Duration::from_secs(60),
                ))
                .unwrap()
            })
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
