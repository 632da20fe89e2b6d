//! Benchmarks of the language server's hot paths: applying incremental edits to a large open
//! document through the session, converting positions, and re-anchoring pins in a large file.
//!
//! Targets: 10,000 single-character edits to a 5 MB document in under 50 ms in total; anchoring
//! in a 100,000-line file fast enough to run for every diagnostic on every change.
//!
//! Run with `cargo bench --bench lsp_edits`.

use std::hint::black_box;
use std::time::Duration;

use bugbash::anchor::{anchor, statement_span};
use bugbash::lsp::document::{Text, TextDocument};
use bugbash::lsp::{from_proto, to_proto, PositionEncoding, Session};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use tower_lsp::lsp_types::{Position, Range, TextDocumentContentChangeEvent, Url};

/// A deterministic pseudo-random sequence, so every run edits the same places.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// About `bytes` of source-like text with some non-ASCII lines, and its line count.
fn source_text(bytes: usize) -> (String, u32) {
    generate(|text, _| text.len() < bytes)
}

/// Exactly `lines` lines of source-like text.
fn source_lines(lines: u32) -> String {
    generate(|_, line| line < lines).0
}

fn generate(more: impl Fn(&str, u32) -> bool) -> (String, u32) {
    let mut text = String::new();
    let mut line = 0u32;
    while more(&text, line) {
        match line % 7 {
            0 => text.push_str(&format!("fn function_{line}(x: u32) -> u32 {{\n")),
            1 => text.push_str(&format!(
                "    let value_{line} = x * {line} + 1; // é 🦀 世界\n"
            )),
            2 => text.push_str("    if value > 10 {\r\n"),
            3 => text.push_str(&format!(
                "        return compute(value, \"名前 {line}\");\n"
            )),
            4 => text.push_str("    }\n"),
            5 => text.push_str(&format!("    value_{} - 1\n", line - 4)),
            _ => text.push_str("}\n"),
        }
        line += 1;
    }
    (text, line)
}

/// 10,000 single-character edits like typing: bursts of insertions (some non-ASCII) at a cursor
/// that moves right, with an occasional backspace, at random lines. Positions are UTF-16.
fn typing_edits(lines: u32) -> Vec<TextDocumentContentChangeEvent> {
    let mut rng = Lcg(42);
    let mut edits = Vec::with_capacity(10_000);
    while edits.len() < 10_000 {
        let line = rng.below(u64::from(lines)) as u32;
        let mut col = rng.below(20) as u32;
        for _ in 0..100 {
            let roll = rng.below(20);
            let (range, text) = if roll == 0 && col > 0 {
                // Backspace.
                col -= 1;
                (
                    Range::new(Position::new(line, col), Position::new(line, col + 1)),
                    String::new(),
                )
            } else {
                let ch = match roll {
                    1 => "é",
                    2 => "世",
                    _ => "a",
                };
                let at = Position::new(line, col);
                col += 1;
                (Range::new(at, at), ch.to_owned())
            };
            edits.push(TextDocumentContentChangeEvent {
                range: Some(range),
                range_length: None,
                text,
            });
        }
    }
    edits.truncate(10_000);
    edits
}

fn bench_edits(c: &mut Criterion) {
    let (text, lines) = source_text(5 * 1024 * 1024);
    let edits = typing_edits(lines);
    let uri = Url::parse("file:///bench/big.rs").unwrap();
    let session = Session::new();
    let mut group = c.benchmark_group("edits");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("10k single-char edits, 5 MB document, via Session", |b| {
        b.iter_batched(
            || {
                session.open_document(uri.clone(), TextDocument::new(&text, 1, "rust"));
            },
            |()| {
                for (i, edit) in edits.iter().enumerate() {
                    session
                        .change_document(&uri, i as i32 + 2, std::slice::from_ref(edit))
                        .unwrap();
                }
            },
            BatchSize::PerIteration,
        )
    });
    group.bench_function(
        "10k single-char edits, 5 MB document, TextDocument only",
        |b| {
            b.iter_batched(
                || TextDocument::new(&text, 1, "rust"),
                |mut doc| {
                    for (i, edit) in edits.iter().enumerate() {
                        doc.apply_changes(
                            std::slice::from_ref(edit),
                            i as i32 + 2,
                            PositionEncoding::Utf16,
                        );
                    }
                    doc
                },
                BatchSize::PerIteration,
            )
        },
    );
    group.finish();
}

fn bench_conversions(c: &mut Criterion) {
    let (source, lines) = source_text(5 * 1024 * 1024);
    let text = Text::new(&source);
    let mut rng = Lcg(7);
    let positions: Vec<Position> = (0..1000)
        .map(|_| Position::new(rng.below(u64::from(lines)) as u32, rng.below(60) as u32))
        .collect();
    let mut group = c.benchmark_group("conversions");
    group.bench_function("1000 utf-16 positions to TextPos and back, 5 MB", |b| {
        b.iter(|| {
            for &pos in &positions {
                let engine = from_proto::text_pos(&text, pos, PositionEncoding::Utf16);
                black_box(to_proto::position(&text, engine, PositionEncoding::Utf16));
            }
        })
    });
    group.finish();
}

fn bench_anchor(c: &mut Criterion) {
    let source = source_lines(100_000);
    let lines = source.lines().count();
    assert!(lines >= 100_000, "{lines} lines");
    let rope = Text::new(&source);
    let pin_line = 50_001u32;
    let code = source
        .lines()
        .nth(pin_line as usize - 1)
        .unwrap()
        .trim()
        .to_owned();

    // The same file with 40 lines inserted near the top: the pin moved by 40.
    let mut moved = String::from("// inserted\n").repeat(40);
    moved.push_str(&source);
    let moved_rope = Text::new(&moved);
    // The same file with the pinned line edited: the code is gone everywhere.
    let gone_code = format!("{code} // unique marker that appears nowhere");
    // The code exists only at the very end: the worst case of the outward search.
    let mut far = source.clone();
    far.push_str("let far_away_marker = 1;\n");
    let far_rope = Text::new(&far);

    let mut group = c.benchmark_group("anchor 100k lines");
    group.bench_function("exact, &str", |b| {
        b.iter(|| black_box(anchor(source.as_str(), pin_line, &code)))
    });
    group.bench_function("exact, rope", |b| {
        b.iter(|| black_box(anchor(&rope, pin_line, &code)))
    });
    group.bench_function("moved by 40, &str", |b| {
        b.iter(|| black_box(anchor(moved.as_str(), pin_line, &code)))
    });
    group.bench_function("moved by 40, rope", |b| {
        b.iter(|| black_box(anchor(&moved_rope, pin_line, &code)))
    });
    group.bench_function("changed (code gone), &str", |b| {
        b.iter(|| black_box(anchor(source.as_str(), pin_line, &gone_code)))
    });
    group.bench_function("changed (code gone), rope", |b| {
        b.iter(|| black_box(anchor(&rope, pin_line, &gone_code)))
    });
    group.bench_function("moved 50k lines away, &str", |b| {
        b.iter(|| black_box(anchor(far.as_str(), pin_line, "let far_away_marker = 1;")))
    });
    group.bench_function("moved 50k lines away, rope", |b| {
        b.iter(|| black_box(anchor(&far_rope, pin_line, "let far_away_marker = 1;")))
    });
    group.bench_function("statement_span, rope", |b| {
        b.iter(|| black_box(statement_span(&rope, pin_line)))
    });
    group.finish();
}

criterion_group!(benches, bench_edits, bench_conversions, bench_anchor);
criterion_main!(benches);
