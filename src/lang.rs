//! One table of what bugbash knows about languages and test runners.
//!
//! - **Languages**: file extension -> [`Language`] ([`EXTENSIONS`]), used by the failure parsers,
//!   the source navigation (`workspace`), the mutation lexers (`mutate::Lang`) and the planners.
//!   Declaration-only files (`.pyi`, `.d.ts`) belong to their language but hold no code that
//!   runs: [`source_language`] leaves them out, so no frame, definition or mutant lands there.
//! - **Test files**: the folder and file-name conventions of every runner ([`is_test_path`]).
//! - **Directories**: the ones never searched for source ([`is_skipped_dir`]) and the ones never
//!   copied into an isolated copy ([`is_uncopied_dir`]).
//! - **Runners** ([`Runner`], in `lang/runner.rs`): how each is recognised from a command (package
//!   scripts behind `npm test`, `yarn`, `pnpm` and `npx` are read), the flags that make it name
//!   every test's outcome, no-fail-fast, narrowing to named tests, its own per-test timeout, and
//!   the per-test outcomes of a run.
//!
//! **Invariant:** no other module keeps its own list of extensions, skipped directories or runner
//! flags; they call this one.

use serde::{Deserialize, Serialize};
use std::path::Path;

mod runner;
pub mod watchdog;

pub use runner::{
    narrow_command, no_fail_fast, no_fail_fast_argv, no_outcomes_hint, outcomes, per_test_command,
    recognise, shell_quote, suggest, Invocation, Runner, TestCommand, TestResult, RUNNERS,
};

/// The languages bugbash reads, navigates and mutates. TypeScript and JSX are JavaScript here
/// (one lexer, one frame format); Kotlin is a JVM language read like Java (frames, definitions,
/// the lexer's strings, comments and operators agree).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Python,
    Rust,
    JavaScript,
    Go,
    Java,
}

/// Extension (lower case, without the dot) -> language, and whether the file holds code that
/// runs (`false` for type stubs).
pub const EXTENSIONS: &[(&str, Language, bool)] = &[
    ("py", Language::Python, true),
    ("pyi", Language::Python, false),
    ("rs", Language::Rust, true),
    ("js", Language::JavaScript, true),
    ("mjs", Language::JavaScript, true),
    ("cjs", Language::JavaScript, true),
    ("jsx", Language::JavaScript, true),
    ("ts", Language::JavaScript, true),
    ("tsx", Language::JavaScript, true),
    ("mts", Language::JavaScript, true),
    ("cts", Language::JavaScript, true),
    ("go", Language::Go, true),
    ("java", Language::Java, true),
    ("kt", Language::Java, true),
    ("kts", Language::Java, true),
];

impl Language {
    pub const ALL: [Language; 5] = [
        Language::Python,
        Language::Rust,
        Language::JavaScript,
        Language::Go,
        Language::Java,
    ];

    /// The lower-case name used in ids and messages.
    pub fn name(self) -> &'static str {
        match self {
            Language::Python => "python",
            Language::Rust => "rust",
            Language::JavaScript => "javascript",
            Language::Go => "go",
            Language::Java => "java",
        }
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

fn extension_row(path: &str) -> Option<(Language, bool)> {
    let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
    let (_, ext) = name.rsplit_once('.')?;
    let ext = ext.to_ascii_lowercase();
    let (_, language, runs) = EXTENSIONS.iter().find(|(e, _, _)| *e == ext)?;
    // `x.d.ts`, `x.d.mts`: TypeScript declarations, types only.
    let lower = name.to_ascii_lowercase();
    let declaration = *language == Language::JavaScript
        && [".d.ts", ".d.mts", ".d.cts"]
            .iter()
            .any(|s| lower.ends_with(s));
    Some((*language, *runs && !declaration))
}

/// The language of a file by its extension (case-insensitive), type stubs included.
pub fn language_of(path: &str) -> Option<Language> {
    extension_row(path).map(|(language, _)| language)
}

/// The language of a file whose code runs: like [`language_of`] without type stubs (`.pyi`,
/// `.d.ts`). Frames, definitions, candidate lines and mutants only come from these.
pub fn source_language(path: &str) -> Option<Language> {
    extension_row(path).and_then(|(language, runs)| runs.then_some(language))
}

/// [`source_language`] of a `Path`.
pub fn source_language_of_path(path: &Path) -> Option<Language> {
    source_language(path.to_str()?)
}

/// Folders whose files are tests, in every runner's convention (pytest and unittest `tests/`,
/// cargo's integration `tests/`, Jest's `__tests__/`, Mocha's `test/`, RSpec-style `spec/`,
/// Go's `testing/` helpers, Maven's `src/test/`).
pub const TEST_DIRS: &[&str] = &["tests", "test", "__tests__", "spec", "testing"];

/// True for test code: files under test folders or named like tests (`test_x.py`, `x_test.py`,
/// `x_test.go`, `x.test.js`, `x.spec.ts`, `XTest.java`, `XTests.kt`, `conftest.py`).
pub fn is_test_path(path: &str) -> bool {
    let p = path.replace('\\', "/");
    let mut parts = p.split('/').collect::<Vec<_>>();
    let file = parts.pop().unwrap_or("");
    if parts.iter().any(|d| TEST_DIRS.contains(d)) {
        return true;
    }
    let stem = file.split('.').next().unwrap_or("");
    file.starts_with("test_")
        || stem.ends_with("_test")
        || file.contains(".test.")
        || file.contains(".spec.")
        || stem.ends_with("Test")
        || stem.ends_with("Tests")
        || file == "conftest.py"
}

/// Folders of code that measures or shows the code rather than being it: cargo's `benches/` and
/// `examples/`, `bench/`, `benchmarks/`.
pub const NOT_UNDER_TEST_DIRS: &[&str] = &["benches", "bench", "benchmarks", "examples"];

/// True for benchmark and example code (see [`NOT_UNDER_TEST_DIRS`]): never on the failing path
/// of a test (issue 14 item 7: a `benches/` function was listed), unless a frame of the failure
/// is there.
pub fn is_bench_or_example_path(path: &str) -> bool {
    let p = path.replace('\\', "/");
    let mut parts = p.split('/').collect::<Vec<_>>();
    parts.pop();
    parts.iter().any(|d| NOT_UNDER_TEST_DIRS.contains(d))
}

/// Build outputs, caches and dependency folders: never copied into an isolated copy (the copy
/// links `node_modules` instead, and builds into its own target directory).
const UNCOPIED_DIRS: &[&str] = &[
    ".git",
    ".bugbash",
    "target",
    "node_modules",
    "__pycache__",
    ".pytest_cache",
    ".mypy_cache",
];

/// Directories never searched for source, besides [`UNCOPIED_DIRS`] and hidden ones: bundles,
/// build outputs and vendored code.
const UNSEARCHED_DIRS: &[&str] = &["dist", "build", "out", "vendor", "venv", "site-packages"];

/// True for a directory that is never copied into an isolated copy of the workspace.
pub fn is_uncopied_dir(name: &str) -> bool {
    UNCOPIED_DIRS.contains(&name)
}

/// True for a directory never searched for source files or indexed by file name: everything
/// [`is_uncopied_dir`] skips, hidden directories (`.venv`, `.tox`, `.git`), virtual
/// environments, bundles and build outputs.
pub fn is_skipped_dir(name: &str) -> bool {
    is_uncopied_dir(name)
        || UNSEARCHED_DIRS.contains(&name)
        || name.starts_with(".venv")
        || (name.starts_with('.') && name.len() > 1)
}

/// Splits a simple command into shell words (for tests of derived commands).
#[cfg(test)]
pub(crate) fn split_words_for_tests(command: &str) -> Option<Vec<String>> {
    runner::split_words(command)
}

#[cfg(test)]
mod tests;
