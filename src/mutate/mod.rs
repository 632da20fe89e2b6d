//! Mutation analysis core: language-aware lexers, mutation operators and the scores that turn
//! mutant test results into a ranking of suspicious lines.
//!
//! Everything here is a pure function of its inputs (source text, test outcomes): no IO, no
//! processes, no clock. A later stage runs the tests against each mutant; this module only says
//! which mutants to try (`operators`), how to apply them, and how to read the results (`score`):
//! Metallaxis and MUSE mutation-based fault localization, Ochiai over coverage spectra, and a
//! documented fusion of those with stack-trace evidence. Mutants that make every test pass are
//! fix candidates, ranked by `Mutant::tokens_changed`.
//!
//! Every mutant carries an `EditClass`: whether its outcome is evidence about its line at all
//! (`is_evidence`: false for `Harness`, the mutants of imports, exports, `mod`/`use` lines and of
//! statements that run when a module loads) and whether, as a fix, it is suspect of fitting the
//! tests rather than the bug (`is_suspect_fix`: a changed literal or declaration, a degenerate
//! edit, a deleted statement). Identities that cannot be a fix (`i * 1`, `x - 0`, a double
//! negation) are not generated; the plain form of the same program (`i`) is, as a `Boundary` edit.
//!
//! **Invariant:** no mutant ever changes a byte inside a string, character literal, regex,
//! comment or docstring; the lexers mark those as opaque tokens.
//!
//! The intended loop, driven by a later stage that runs the tests:
//!
//! ```
//! use bugbash::mutate::{apply, generate, rank_fixes, Lang, MutationBudget};
//!
//! let src = "def within(x, hi):\n    return x < hi\n";
//! let mutants = generate(src, Lang::Python, &[2], &MutationBudget::default());
//! assert!(mutants.iter().any(|m| apply(src, m) == "def within(x, hi):\n    return x <= hi\n"));
//! // Run the tests on `apply(src, m)` for each mutant, record per test whether its outcome
//! // changed, then score lines (`metallaxis_lines`, `muse_lines`, `fuse`) and pick fixes:
//! let failing = [true, false];
//! let runs: Vec<_> = mutants.iter().map(|m| (m.clone(), vec![m.replacement == "<=", false])).collect();
//! assert_eq!(rank_fixes(&failing, &runs)[0].replacement, "<=");
//! ```

pub mod lexer;
pub mod operators;
pub mod score;

pub use lexer::{lex, Lang, LineIndex, Token, TokenKind};
pub use operators::{
    apply, apply_many, generate, generate_in, orphaned_by, search_order, token_distance, try_apply,
    EditClass, Mutant, MutationBudget, Operator, ProjectFacts,
};
pub use score::{
    fuse, is_plausible_fix, metallaxis_lines, metallaxis_mutant, muse_lines, ochiai, ochiai_lines,
    rank_fixes, stack_evidence, Components, FusionInput, FusionWeights, LineKey, LineSpectrum,
    MutantResult, RankedLine,
};

#[cfg(test)]
mod measure;
#[cfg(test)]
mod tests;
