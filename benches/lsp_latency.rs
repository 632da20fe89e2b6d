//! Round-trip latency of the real `bugbash lsp` binary over stdio, through the test harness.
//!
//! `bugbash/ping` is the no-op baseline: every other request's latency should be read against it.
//! Run with `cargo bench --bench lsp_latency`.

#[path = "../tests/support/mod.rs"]
mod support;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;
use support::{capabilities, change_event, TestServer};

fn bench_latency(c: &mut Criterion) {
    let mut server = TestServer::builder().initialize(capabilities::vscode());
    let uri = "file:///bench/latency.rs";
    let mut text: String = (0..2000)
        .map(|i| format!("let line_{i} = \"é🦀\";\n"))
        .collect();
    server.open(uri, "rust", &text);

    let mut group = c.benchmark_group("stdio round trip");
    group.bench_function("bugbash/ping", |b| {
        b.iter(|| server.request("bugbash/ping", json!({})).unwrap())
    });
    let mut version = 1;
    group.bench_function("didChange (1 char) then ping", |b| {
        b.iter(|| {
            let at = text.len() / 2;
            let at = (at..).find(|&i| text.is_char_boundary(i)).unwrap();
            let event = change_event(&text, at..at, "x", "utf-16");
            text.insert(at, 'x');
            version += 1;
            server.change(uri, version, json!([event]));
            server.request("bugbash/ping", json!({})).unwrap()
        })
    });
    group.finish();
    let view = server.debug_document(uri).unwrap();
    assert_eq!(view["text"], text.as_str(), "edits arrived intact");
}

criterion_group!(benches, bench_latency);
criterion_main!(benches);
