//! Suspiciousness scores, pure arithmetic: Metallaxis and MUSE over mutant test results, Ochiai
//! over coverage spectra, and a fusion of those with stack-trace evidence into one ranking.
//!
//! A mutant's test results are, per test, whether the test's outcome (pass or fail) under the
//! mutant differs from the original run. A failing test that now passes is "fail to pass" (f2p);
//! a passing test that now fails is "pass to fail" (p2f).
//!
//! Formulas, as implemented:
//!
//! - **Metallaxis** (Papadakis & Le Traon), per mutant `m`: with `f` = originally failing tests
//!   whose outcome changed, `p` = originally passing tests whose outcome changed and `F` = all
//!   originally failing tests, `susp(m) = f / sqrt(F * (f + p))`, and `0` when `F = 0` or
//!   `f + p = 0`. Per line: the maximum over the line's mutants.
//! - **MUSE** (Moon et al.), per line `s`:
//!   `(1/|mut(s)|) * Σ_{m ∈ mut(s)} ( f2p(m) / (f2p_total + 1) − α · p2f(m) / (p2f_total + 1) )`
//!   where the totals sum over every mutant of the program and `α = f2p_total / p2f_total`.
//!   When `p2f_total = 0` every `p2f(m)` is 0 too, so `α` cannot matter; we set `α = 1`.
//! - **Ochiai**, per line: `ef / sqrt((ef + nf) * (ef + ep))`, and `0` when undefined.
//! - **Fusion**: each component is normalized over the lines it scores to `max(v, 0) / max` (0
//!   when the maximum is not positive), then `score = Σ w_c · n_c / Σ w_c` over the components
//!   that have any data, so a missing source of evidence (no coverage tool, no mutants run)
//!   neither helps nor hurts. A line a component does not score gets 0 from it. Default weights:
//!   Metallaxis 0.3, MUSE 0.3, Ochiai 0.2, stack 0.2: mutation-based evidence is the strongest in
//!   the literature, coverage and stack traces break its ties and fill in where it is silent.
//!   Ties are broken by file, then line, so the ranking is deterministic.

use super::operators::Mutant;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A source line: a file (as the caller names it, usually workspace-relative) and a 1-based line.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LineKey {
    pub file: String,
    pub line: u32,
}

impl LineKey {
    pub fn new(file: impl Into<String>, line: u32) -> LineKey {
        LineKey {
            file: file.into(),
            line,
        }
    }
}

/// The test results of one mutant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MutantResult {
    pub file: String,
    pub line: u32,
    /// Per test, in the same order as the `originally_failing` slice the scores receive: true
    /// when the test's outcome under the mutant differs from the original run. Missing entries
    /// count as unchanged.
    pub changed: Vec<bool>,
}

/// f2p and p2f counts of one mutant.
fn flips(originally_failing: &[bool], changed: &[bool]) -> (u32, u32) {
    let mut f2p = 0;
    let mut p2f = 0;
    for (&failing, &changed) in originally_failing.iter().zip(changed) {
        match (failing, changed) {
            (true, true) => f2p += 1,
            (false, true) => p2f += 1,
            _ => {}
        }
    }
    (f2p, p2f)
}

/// `x / y`, or 0 when the result would not be a finite number.
fn ratio(x: f64, y: f64) -> f64 {
    let r = x / y;
    if r.is_finite() {
        r
    } else {
        0.0
    }
}

/// Metallaxis suspiciousness of one mutant: `f / sqrt(F * (f + p))`, 0 when undefined.
pub fn metallaxis_mutant(originally_failing: &[bool], changed: &[bool]) -> f64 {
    let total_failing = originally_failing.iter().filter(|&&f| f).count() as f64;
    let (f, p) = flips(originally_failing, changed);
    let (f, p) = (f as f64, p as f64);
    ratio(f, (total_failing * (f + p)).sqrt())
}

/// Metallaxis per line: the maximum over the line's mutants.
pub fn metallaxis_lines(
    originally_failing: &[bool],
    results: &[MutantResult],
) -> BTreeMap<LineKey, f64> {
    let mut lines: BTreeMap<LineKey, f64> = BTreeMap::new();
    for r in results {
        let s = metallaxis_mutant(originally_failing, &r.changed);
        let entry = lines.entry(LineKey::new(&r.file, r.line)).or_insert(0.0);
        *entry = entry.max(s);
    }
    lines
}

/// MUSE per line (see the module documentation for the formula and the choice of `α`).
pub fn muse_lines(originally_failing: &[bool], results: &[MutantResult]) -> BTreeMap<LineKey, f64> {
    let counts: Vec<(u32, u32)> = results
        .iter()
        .map(|r| flips(originally_failing, &r.changed))
        .collect();
    let f2p_total: f64 = counts.iter().map(|c| c.0 as f64).sum();
    let p2f_total: f64 = counts.iter().map(|c| c.1 as f64).sum();
    let alpha = if p2f_total == 0.0 {
        1.0
    } else {
        f2p_total / p2f_total
    };
    let mut sums: BTreeMap<LineKey, (f64, u32)> = BTreeMap::new();
    for (r, &(f2p, p2f)) in results.iter().zip(&counts) {
        let term = f2p as f64 / (f2p_total + 1.0) - alpha * p2f as f64 / (p2f_total + 1.0);
        let entry = sums
            .entry(LineKey::new(&r.file, r.line))
            .or_insert((0.0, 0));
        entry.0 += term;
        entry.1 += 1;
    }
    sums.into_iter()
        .map(|(k, (sum, n))| (k, ratio(sum, n as f64)))
        .collect()
}

/// Ochiai of one line: `ef / sqrt((ef + nf) * (ef + ep))`, where `ef`/`ep` are the failing and
/// passing tests that execute the line and `nf` the failing tests that do not. 0 when undefined.
pub fn ochiai(ef: u32, ep: u32, nf: u32) -> f64 {
    let (ef, ep, nf) = (ef as f64, ep as f64, nf as f64);
    ratio(ef, ((ef + nf) * (ef + ep)).sqrt())
}

/// The coverage spectrum of one line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineSpectrum {
    pub file: String,
    pub line: u32,
    /// Failing tests that execute the line.
    pub ef: u32,
    /// Passing tests that execute the line.
    pub ep: u32,
    /// Failing tests that do not execute the line.
    pub nf: u32,
}

/// Ochiai per line. A line listed twice keeps its higher score.
pub fn ochiai_lines(spectra: &[LineSpectrum]) -> BTreeMap<LineKey, f64> {
    let mut lines: BTreeMap<LineKey, f64> = BTreeMap::new();
    for s in spectra {
        let v = ochiai(s.ef, s.ep, s.nf);
        let entry = lines.entry(LineKey::new(&s.file, s.line)).or_insert(0.0);
        *entry = entry.max(v);
    }
    lines
}

/// Stack evidence from frames ordered innermost first (the frame that raised comes first): the
/// k-th distinct line (from 0) scores `1 / (k + 1)`. Callers pass only workspace frames.
pub fn stack_evidence(frames: &[(String, u32)]) -> BTreeMap<LineKey, f64> {
    let mut lines: BTreeMap<LineKey, f64> = BTreeMap::new();
    for (file, line) in frames {
        let rank = lines.len() as f64;
        lines
            .entry(LineKey::new(file, *line))
            .or_insert(1.0 / (rank + 1.0));
    }
    lines
}

/// True when the mutant makes every test pass: every originally failing test changed outcome
/// (now passes) and no originally passing test did. A suite without failing tests has no fix.
pub fn is_plausible_fix(originally_failing: &[bool], changed: &[bool]) -> bool {
    originally_failing.iter().any(|&f| f)
        && originally_failing
            .iter()
            .enumerate()
            .all(|(k, &failing)| changed.get(k).copied().unwrap_or(false) == failing)
}

/// The plausible fixes among `runs` (each mutant with its per-test `changed` flags), best first:
/// fewest tokens changed, then earliest position, then id.
pub fn rank_fixes<'m>(
    originally_failing: &[bool],
    runs: &'m [(Mutant, Vec<bool>)],
) -> Vec<&'m Mutant> {
    let mut fixes: Vec<&Mutant> = runs
        .iter()
        .filter(|(_, changed)| is_plausible_fix(originally_failing, changed))
        .map(|(m, _)| m)
        .collect();
    fixes.sort_by(|a, b| {
        (a.tokens_changed, a.start_byte, &a.id).cmp(&(b.tokens_changed, b.start_byte, &b.id))
    });
    fixes
}

/// Per-line scores from each source of evidence. An empty map means "no data" and takes no part
/// in the fusion.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct FusionInput {
    pub metallaxis: BTreeMap<LineKey, f64>,
    pub muse: BTreeMap<LineKey, f64>,
    pub ochiai: BTreeMap<LineKey, f64>,
    pub stack: BTreeMap<LineKey, f64>,
}

/// Weights of the fusion; negative or non-finite weights count as 0.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct FusionWeights {
    pub metallaxis: f64,
    pub muse: f64,
    pub ochiai: f64,
    pub stack: f64,
}

impl Default for FusionWeights {
    fn default() -> Self {
        FusionWeights {
            metallaxis: 0.3,
            muse: 0.3,
            ochiai: 0.2,
            stack: 0.2,
        }
    }
}

/// The normalized (0 to 1) component scores of one line; `None` where a component does not score
/// the line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Components {
    pub metallaxis: Option<f64>,
    pub muse: Option<f64>,
    pub ochiai: Option<f64>,
    pub stack: Option<f64>,
}

/// One line of the fused ranking.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RankedLine {
    pub file: String,
    pub line: u32,
    /// Between 0 and 1.
    pub score: f64,
    pub components: Components,
}

/// `max(v, 0) / max` over the map's finite values; all 0 when the maximum is not positive.
fn normalize(scores: &BTreeMap<LineKey, f64>) -> BTreeMap<&LineKey, f64> {
    let clean = |v: f64| if v.is_finite() { v.max(0.0) } else { 0.0 };
    let max = scores.values().map(|&v| clean(v)).fold(0.0, f64::max);
    scores
        .iter()
        .map(|(k, &v)| (k, if max > 0.0 { clean(v) / max } else { 0.0 }))
        .collect()
}

/// Fuses the components into one ranking of every line any component scores: highest score
/// first, ties by file then line.
pub fn fuse(input: &FusionInput, weights: &FusionWeights) -> Vec<RankedLine> {
    let weight = |w: f64| if w.is_finite() { w.max(0.0) } else { 0.0 };
    let parts = [
        (normalize(&input.metallaxis), weight(weights.metallaxis)),
        (normalize(&input.muse), weight(weights.muse)),
        (normalize(&input.ochiai), weight(weights.ochiai)),
        (normalize(&input.stack), weight(weights.stack)),
    ];
    let active_weight: f64 = parts
        .iter()
        .filter(|(map, _)| !map.is_empty())
        .map(|(_, w)| w)
        .sum();
    let mut keys: Vec<&LineKey> = parts
        .iter()
        .flat_map(|(map, _)| map.keys().copied())
        .collect();
    keys.sort();
    keys.dedup();
    let mut ranked: Vec<RankedLine> = keys
        .into_iter()
        .map(|key| {
            let get = |i: usize| parts[i].0.get(key).copied();
            let components = Components {
                metallaxis: get(0),
                muse: get(1),
                ochiai: get(2),
                stack: get(3),
            };
            let weighted: f64 = parts
                .iter()
                .map(|(map, w)| w * map.get(key).copied().unwrap_or(0.0))
                .sum();
            RankedLine {
                file: key.file.clone(),
                line: key.line,
                score: ratio(weighted, active_weight),
                components,
            }
        })
        .collect();
    ranked.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then_with(|| a.file.cmp(&b.file))
            .then_with(|| a.line.cmp(&b.line))
    });
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    /// Four tests: T1 and T2 fail originally, T3 and T4 pass.
    const FAILING: [bool; 4] = [true, true, false, false];

    fn results() -> Vec<MutantResult> {
        let m = |line: u32, changed: [bool; 4]| MutantResult {
            file: "a.py".into(),
            line,
            changed: changed.to_vec(),
        };
        vec![
            m(3, [true, true, false, false]),   // f=2 p=0
            m(3, [true, false, true, false]),   // f=1 p=1
            m(5, [false, false, true, true]),   // f=0 p=2
            m(7, [false, true, false, false]),  // f=1 p=0
            m(9, [false, false, false, false]), // nothing changed
        ]
    }

    fn close(a: f64, b: f64) {
        assert!((a - b).abs() < 1e-9, "{a} != {b}");
    }

    #[test]
    fn metallaxis_matches_hand_computed_values() {
        // F = 2. m1: 2/sqrt(2*2) = 1; m2: 1/sqrt(2*2) = 0.5; m3: 0/sqrt(2*2) = 0;
        // m4: 1/sqrt(2*1) = 0.70710678; m5: f + p = 0, undefined, so 0.
        let r = results();
        let per_mutant: Vec<f64> = r
            .iter()
            .map(|m| metallaxis_mutant(&FAILING, &m.changed))
            .collect();
        for (got, want) in per_mutant.iter().zip([1.0, 0.5, 0.0, 0.5f64.sqrt(), 0.0]) {
            close(*got, want);
        }
        let lines = metallaxis_lines(&FAILING, &r);
        close(lines[&LineKey::new("a.py", 3)], 1.0); // max(1, 0.5)
        close(lines[&LineKey::new("a.py", 5)], 0.0);
        close(lines[&LineKey::new("a.py", 7)], 0.5f64.sqrt());
        close(lines[&LineKey::new("a.py", 9)], 0.0);
        // No failing test at all: F = 0, undefined, so 0.
        close(metallaxis_mutant(&[false, false], &[true, true]), 0.0);
    }

    #[test]
    fn muse_matches_hand_computed_values() {
        // f2p per mutant: 2, 1, 0, 1, 0 (total 4); p2f: 0, 1, 2, 0, 0 (total 3); α = 4/3.
        // term(m) = f2p/5 − (4/3)·p2f/4 = f2p/5 − p2f/3.
        // Line 3: (0.4 + (0.2 − 1/3)) / 2 = 0.13333; line 5: −2/3; line 7: 0.2; line 9: 0.
        let lines = muse_lines(&FAILING, &results());
        close(
            lines[&LineKey::new("a.py", 3)],
            (0.4 + 0.2 - 1.0 / 3.0) / 2.0,
        );
        close(lines[&LineKey::new("a.py", 5)], -2.0 / 3.0);
        close(lines[&LineKey::new("a.py", 7)], 0.2);
        close(lines[&LineKey::new("a.py", 9)], 0.0);
    }

    #[test]
    fn muse_without_pass_to_fail_uses_alpha_one() {
        // f2p: 1 and 2 (total 3), p2f: 0. term = f2p / 4.
        let r = vec![
            MutantResult {
                file: "f".into(),
                line: 1,
                changed: vec![true, false, false],
            },
            MutantResult {
                file: "f".into(),
                line: 2,
                changed: vec![true, true, false],
            },
        ];
        let lines = muse_lines(&[true, true, false], &r);
        close(lines[&LineKey::new("f", 1)], 0.25);
        close(lines[&LineKey::new("f", 2)], 0.5);
        assert!(muse_lines(&[], &[]).is_empty());
    }

    #[test]
    fn ochiai_matches_hand_computed_values() {
        close(ochiai(2, 1, 0), 2.0 / 6f64.sqrt()); // 0.81650
        close(ochiai(1, 0, 1), 0.5f64.sqrt()); // 1/sqrt(2*1)
        close(ochiai(0, 3, 2), 0.0);
        close(ochiai(0, 0, 0), 0.0); // undefined
        let lines = ochiai_lines(&[
            LineSpectrum {
                file: "a".into(),
                line: 1,
                ef: 1,
                ep: 1,
                nf: 0,
            },
            LineSpectrum {
                file: "a".into(),
                line: 1,
                ef: 1,
                ep: 0,
                nf: 0,
            },
        ]);
        close(lines[&LineKey::new("a", 1)], 1.0);
    }

    #[test]
    fn stack_evidence_decays_with_depth() {
        let frames = [
            ("b.py".to_string(), 4),
            ("a.py".to_string(), 9),
            ("b.py".to_string(), 4),
        ];
        let s = stack_evidence(&frames);
        close(s[&LineKey::new("b.py", 4)], 1.0);
        close(s[&LineKey::new("a.py", 9)], 0.5);
    }

    #[test]
    fn plausible_fixes_pass_every_test_and_rank_by_tokens_changed() {
        use crate::mutate::{generate, Lang, MutationBudget};
        let src = "def f(a, b):\n    return a < b\n";
        let mutants = generate(src, Lang::Python, &[2], &MutationBudget::default());
        let pick = |id: &str| mutants.iter().find(|m| m.id.contains(id)).unwrap().clone();
        // Test 1 fails originally, tests 2 and 3 pass.
        let failing = [true, false, false];
        let runs = vec![
            (pick("operand:b->:(b + 1)"), vec![true, false, false]), // fixes, 4 tokens
            (pick("rel:<->:<="), vec![true, false, false]),          // fixes, 1 token
            (pick("rel:<->:>="), vec![true, true, false]),           // breaks test 2
            (pick("rel:<->:>"), vec![false, false, false]),          // changes nothing
        ];
        let ranked: Vec<&str> = rank_fixes(&failing, &runs)
            .iter()
            .map(|m| m.id.as_str())
            .collect();
        assert_eq!(ranked, ["L2:C14:rel:<->:<=", "L2:C16:operand:b->:(b + 1)"]);
        assert!(!is_plausible_fix(&[false, false], &[false, false]));
    }

    fn render(ranked: &[RankedLine]) -> String {
        let c = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.4}"));
        ranked
            .iter()
            .map(|r| {
                format!(
                    "{}:{} {:.4} (metallaxis {} muse {} ochiai {} stack {})\n",
                    r.file,
                    r.line,
                    r.score,
                    c(r.components.metallaxis),
                    c(r.components.muse),
                    c(r.components.ochiai),
                    c(r.components.stack)
                )
            })
            .collect()
    }

    #[test]
    fn fusion_ranks_by_weighted_normalized_components() {
        let key = LineKey::new;
        let input = FusionInput {
            metallaxis: metallaxis_lines(&FAILING, &results()),
            muse: muse_lines(&FAILING, &results()),
            ochiai: [
                (key("a.py", 3), ochiai(2, 1, 0)),
                (key("a.py", 7), ochiai(1, 0, 1)),
                (key("b.py", 1), 0.5),
            ]
            .into_iter()
            .collect(),
            stack: stack_evidence(&[("a.py".into(), 7), ("b.py".into(), 1)]),
        };
        // Normalized: metallaxis /1, muse /0.2 (negatives to 0), ochiai /0.8165, stack /1.
        // a.py:7 = 0.3·0.7071 + 0.3·1 + 0.2·0.8660 + 0.2·1 = 0.8853
        // a.py:3 = 0.3·1 + 0.3·0.6667 + 0.2·1 + 0 = 0.7000
        // b.py:1 = 0.2·0.6124 + 0.2·0.5 = 0.2225
        let ranked = fuse(&input, &FusionWeights::default());
        expect![[r#"
            a.py:7 0.8853 (metallaxis 0.7071 muse 1.0000 ochiai 0.8660 stack 1.0000)
            a.py:3 0.7000 (metallaxis 1.0000 muse 0.6667 ochiai 1.0000 stack -)
            b.py:1 0.2225 (metallaxis - muse - ochiai 0.6124 stack 0.5000)
            a.py:5 0.0000 (metallaxis 0.0000 muse 0.0000 ochiai - stack -)
            a.py:9 0.0000 (metallaxis 0.0000 muse 0.0000 ochiai - stack -)
        "#]]
        .assert_eq(&render(&ranked));
    }

    #[test]
    fn fusion_redistributes_missing_components_and_breaks_ties_by_file_then_line() {
        let key = LineKey::new;
        let input = FusionInput {
            ochiai: [
                (key("b.rs", 2), 0.5),
                (key("a.rs", 9), 0.5),
                (key("a.rs", 1), 0.5),
            ]
            .into_iter()
            .collect(),
            stack: [
                (key("b.rs", 2), 1.0),
                (key("a.rs", 9), 1.0),
                (key("a.rs", 1), 1.0),
            ]
            .into_iter()
            .collect(),
            ..FusionInput::default()
        };
        // Only Ochiai and stack have data: (0.2·1 + 0.2·1) / 0.4 = 1 for every line.
        let ranked = fuse(&input, &FusionWeights::default());
        expect![[r#"
            a.rs:1 1.0000 (metallaxis - muse - ochiai 1.0000 stack 1.0000)
            a.rs:9 1.0000 (metallaxis - muse - ochiai 1.0000 stack 1.0000)
            b.rs:2 1.0000 (metallaxis - muse - ochiai 1.0000 stack 1.0000)
        "#]]
        .assert_eq(&render(&ranked));
        assert!(fuse(&FusionInput::default(), &FusionWeights::default()).is_empty());
        let nan = FusionInput {
            ochiai: [(key("x", 1), f64::NAN)].into_iter().collect(),
            ..FusionInput::default()
        };
        let zero = FusionWeights {
            metallaxis: 0.0,
            muse: 0.0,
            ochiai: 0.0,
            stack: 0.0,
        };
        assert_eq!(fuse(&nan, &zero)[0].score, 0.0);
    }
}
