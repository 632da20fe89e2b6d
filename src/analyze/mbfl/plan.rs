//! Step 1 of the search, "plan the mutants": which mutants of which lines, in what order.
//!
//! - Mutants come from `mutate::generate` (at most 40 per line). Harness mutants (imports,
//!   exports, module lines) and mutants of harness lines are dropped: they are not evidence;
//!   so are useless ones (`x * 1`, `(Cart + 1)`), which are not worth the budget.
//! - Within a line, mutants are interleaved across operator families (the first of each family,
//!   then the second of each, ...), families whose edits are not suspect as fixes (operators,
//!   boundaries, calls, argument swaps) before literal changes and deletions, so a line's first
//!   few mutants are its most telling ones.
//! - Lines are ordered by Ochiai (where coverage exists), then by the prior (frames of the stack
//!   trace and the stack analyzer's pick first, then what the line computes): the lines next to
//!   the failure are mutated first.

use super::candidates::Candidates;
use super::class::{is_harness_line, is_useless, EditClass};
use super::lab::{Job, Lab};
use super::score::Scoring;
use super::Line;
use crate::mutate::{self, Lang, Mutant, MutationBudget};
use std::collections::BTreeMap;

/// The mutants to run, per line, and the order of the lines.
#[derive(Debug, Default)]
pub struct MutantPlan {
    pub per_line: BTreeMap<Line, Vec<Mutant>>,
    /// Lines with mutants, most promising first.
    pub order: Vec<Line>,
    /// Mutants generated in all (before dropping harness mutants).
    pub generated: usize,
    /// Harness mutants dropped.
    pub harness: usize,
    /// Mutants that cannot tell anything (`x * 1`, `(Cart + 1)`) dropped.
    pub degenerate: usize,
}

pub fn plan_mutants(lab: &Lab<'_>, cands: &Candidates, scoring: &Scoring<'_>) -> MutantPlan {
    let mut plan = MutantPlan::default();
    let mut by_file: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    for (f, l) in &cands.lines {
        by_file.entry(f.clone()).or_default().push(*l);
    }
    let budget = MutationBudget {
        max_per_line: 40,
        max_total: 100_000,
        ..MutationBudget::default()
    };
    for (file, lines) in &by_file {
        let Some(lang) = Lang::from_path(std::path::Path::new(file)) else {
            continue;
        };
        let Some(text) = lab.remember(file).map(str::to_string) else {
            continue;
        };
        let line_texts: Vec<&str> = text.lines().collect();
        for m in mutate::generate(&text, lang, lines, &budget) {
            plan.generated += 1;
            let on_harness_line = line_texts
                .get(m.line as usize - 1)
                .is_some_and(|t| is_harness_line(t));
            let class = scoring.class(file, &m);
            if on_harness_line || !class.is_evidence() {
                plan.harness += 1;
                continue;
            }
            if is_useless(&m) {
                // `x * 1`, `(Cart + 1)`: no behaviour worth the budget.
                plan.degenerate += 1;
                continue;
            }
            plan.per_line
                .entry((file.clone(), m.line))
                .or_default()
                .push(m);
        }
    }
    for (key, v) in plan.per_line.iter_mut() {
        let rank = |m: &Mutant| family_rank(scoring.class(&key.0, m));
        v.sort_by(|x, y| {
            (rank(x), x.operator, x.start_byte, &x.id).cmp(&(
                rank(y),
                y.operator,
                y.start_byte,
                &y.id,
            ))
        });
        let mut nth: BTreeMap<(u8, mutate::Operator), usize> = BTreeMap::new();
        let mut keyed: Vec<(usize, u8, mutate::Operator, Mutant)> = v
            .drain(..)
            .map(|m| {
                let r = rank(&m);
                let n = nth.entry((r, m.operator)).or_insert(0);
                *n += 1;
                (*n, r, m.operator, m)
            })
            .collect();
        // Round by round (the first of each family, then the second...), suspect families last
        // within each round.
        keyed.sort_by_key(|k| (k.0, k.1, k.2));
        v.extend(keyed.into_iter().map(|(_, _, _, m)| m));
    }
    let mut order: Vec<Line> = plan.per_line.keys().cloned().collect();
    order.sort_by(|a, b| {
        cands
            .ochiai_of(b)
            .total_cmp(&cands.ochiai_of(a))
            .then(cands.prior_of(b).total_cmp(&cands.prior_of(a)))
            .then(a.cmp(b))
    });
    plan.order = order;
    plan
}

/// 0 for edits that are not suspect as fixes, 1 for literals, 2 for deletions and the rest.
fn family_rank(c: EditClass) -> u8 {
    match c {
        c if !c.is_suspect_fix() => 0,
        EditClass::Literal => 1,
        _ => 2,
    }
}

/// Jobs from the mutants `from..to` of each line in `order`, taken round-robin, at most `max`.
pub fn round_robin(
    order: &[Line],
    per_line: &BTreeMap<Line, Vec<Mutant>>,
    from: usize,
    to: usize,
    max: usize,
) -> Vec<Job> {
    let mut jobs = Vec::new();
    let mut round = from;
    while round < to && jobs.len() < max {
        let mut any = false;
        for key in order {
            if let Some(m) = per_line.get(key).and_then(|v| v.get(round)) {
                any = true;
                if jobs.len() < max {
                    jobs.push(Job {
                        edits: vec![(key.0.clone(), m.clone())],
                    });
                }
            }
        }
        if !any {
            break;
        }
        round += 1;
    }
    jobs
}
