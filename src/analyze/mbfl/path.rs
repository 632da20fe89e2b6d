//! The failing path without coverage: the functions a failing test reaches, read from the source.
//!
//! Starting points are the enclosing functions of every workspace frame outside the tests, and
//! the functions the failing assertions call (directly or through a variable assigned from a
//! call); then the functions those call, two levels deep. Every code line of those functions is a
//! candidate, with a prior (frames first, then the lexical suspicion of what the line computes)
//! that orders the mutation search and breaks ties in the ranking.

use crate::analyze::stack::{called_functions, line_suspicion};
use crate::analyze::AnalysisContext;
use crate::workspace::{
    calls_on_line, find_definitions, function_extent, is_test_frame, is_test_path, lang_of,
    SourceLang,
};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// At most this many candidate lines.
const MAX_LINES: usize = 400;
/// Callees are followed this many levels below the starting functions.
const MAX_DEPTH: u32 = 2;

/// A function on the failing path.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct PathFunction {
    pub file: String,
    pub name: String,
    pub start: u32,
    pub end: u32,
    /// 0 for starting points, 1 for their callees, ...
    pub depth: u32,
}

/// The candidate lines and where they come from.
#[derive(Debug, Clone, Default)]
pub struct FailingPath {
    pub functions: Vec<PathFunction>,
    /// (file, line) -> prior, higher first.
    pub lines: BTreeMap<(String, u32), f64>,
}

fn read_lines(root: &Path, file: &str) -> Vec<String> {
    std::fs::read_to_string(root.join(file))
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// The definition line of the function enclosing `line`, found by its name, or `None`.
fn enclosing(root: &Path, file: &str, function: Option<&str>, line: u32) -> Option<(u32, u32)> {
    let name = function?.rsplit(['.', ':']).next()?;
    let lang = lang_of(file)?;
    let lines = read_lines(root, file);
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    find_definitions(root, name)
        .into_iter()
        .filter(|(f, l)| f == file && *l <= line)
        .map(|(_, l)| function_extent(&refs, l, lang))
        .filter(|&(s, e)| s <= line && line <= e)
        .min_by_key(|&(s, e)| e - s)
}

/// The failing path of `ctx`'s failures.
pub fn failing_path(ctx: &AnalysisContext<'_>) -> FailingPath {
    let root = ctx.root;
    let mut functions: Vec<PathFunction> = Vec::new();
    let mut frame_lines: BTreeMap<(String, u32), f64> = BTreeMap::new();
    let mut queue: VecDeque<PathFunction> = VecDeque::new();
    let mut add = |f: PathFunction, queue: &mut VecDeque<PathFunction>| {
        if !functions
            .iter()
            .any(|g| g.file == f.file && g.start == f.start)
        {
            functions.push(f.clone());
            queue.push_back(f);
        }
    };
    let mut defs_cache: BTreeMap<String, Vec<(String, u32)>> = BTreeMap::new();
    let mut defs = |name: &str| -> Vec<(String, u32)> {
        defs_cache
            .entry(name.to_string())
            .or_insert_with(|| {
                find_definitions(root, name)
                    .into_iter()
                    .filter(|(f, _)| !is_test_path(f))
                    .collect()
            })
            .clone()
    };
    let extent_of = |file: &str, def: u32| -> Option<(u32, u32)> {
        let lang = lang_of(file)?;
        let lines = read_lines(root, file);
        let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
        Some(function_extent(&refs, def, lang))
    };
    for failure in &ctx.parsed.failures {
        let ws: Vec<_> = failure.frames.iter().filter(|f| f.in_workspace).collect();
        let code: Vec<_> = ws
            .iter()
            .filter(|f| !is_test_frame(&f.file, f.function.as_deref()))
            .collect();
        for (k, fr) in code.iter().rev().enumerate() {
            let v = 1.0 / (k as f64 + 1.0);
            let e = frame_lines.entry((fr.file.clone(), fr.line)).or_insert(0.0);
            *e = e.max(v);
            let (start, end) = enclosing(root, &fr.file, fr.function.as_deref(), fr.line)
                .unwrap_or((fr.line.saturating_sub(15).max(1), fr.line + 3));
            add(
                PathFunction {
                    file: fr.file.clone(),
                    name: fr.function.clone().unwrap_or_else(|| "?".into()),
                    start,
                    end,
                    depth: 0,
                },
                &mut queue,
            );
        }
        if let Some(tf) = ws
            .iter()
            .rev()
            .find(|f| is_test_frame(&f.file, f.function.as_deref()))
        {
            let lines = read_lines(root, &tf.file);
            for (name, _) in called_functions(&lines, tf.line) {
                for (file, def) in defs(&name) {
                    if let Some((start, end)) = extent_of(&file, def) {
                        add(
                            PathFunction {
                                file,
                                name: name.clone(),
                                start,
                                end,
                                depth: 0,
                            },
                            &mut queue,
                        );
                    }
                }
            }
        }
    }
    // Callees, breadth first.
    while let Some(f) = queue.pop_front() {
        if f.depth >= MAX_DEPTH {
            continue;
        }
        let lines = read_lines(root, &f.file);
        let mut names: BTreeSet<String> = BTreeSet::new();
        for l in lines
            .iter()
            .skip(f.start as usize)
            .take((f.end - f.start) as usize)
        {
            names.extend(calls_on_line(l));
        }
        for name in names {
            if name == f.name {
                continue;
            }
            for (file, def) in defs(&name) {
                if let Some((start, end)) = extent_of(&file, def) {
                    add(
                        PathFunction {
                            file,
                            name: name.clone(),
                            start,
                            end,
                            depth: f.depth + 1,
                        },
                        &mut queue,
                    );
                }
            }
        }
    }
    let mut out = FailingPath::default();
    for f in &functions {
        let lines = read_lines(root, &f.file);
        let python = lang_of(&f.file) == Some(SourceLang::Python);
        // A Python signature's default values are code too, but the body is where the bugs are.
        let first = if python { f.start + 1 } else { f.start };
        for n in first..=f.end {
            if out.lines.len() >= MAX_LINES {
                break;
            }
            let Some(text) = lines.get(n as usize - 1) else {
                continue;
            };
            let s = line_suspicion(text);
            if s <= 0.0 {
                continue;
            }
            // Lexical suspicion is at most about 9; frames and shallow functions come first.
            let prior = s / 10.0
                + frame_lines
                    .get(&(f.file.clone(), n))
                    .copied()
                    .unwrap_or(0.0)
                + 0.2 / (f.depth as f64 + 1.0);
            let e = out.lines.entry((f.file.clone(), n)).or_insert(0.0);
            *e = e.max(prior);
        }
    }
    out.functions = functions;
    out
}
