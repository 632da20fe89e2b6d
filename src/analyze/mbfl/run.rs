//! Step 2 of the search, "run them": the planned mutants in rounds, with an early stop once the
//! evidence is decisive, retries of timed-out mutants on the top lines, and pairs of partial
//! fixes when no single mutant fixes everything.
//!
//! Rounds: the first `PROBE_PER_LINE` mutants of every line (round-robin over the lines in plan
//! order), then up to `FIRST_PER_LINE` (the `LEAD_LINES` the first round ranked best get theirs
//! first, then the others round-robin in rank order, so a short budget costs the tail; lines
//! only the test modules' imports ran sit this round out), then the rest of the `TOP_LINES`
//! best lines. The ranking is recomputed every `STOP_CHECK_EVERY` finished jobs and after each
//! round; the search stops (in the middle of a round too) when it is decisive: the top line has
//! a verified fix that is not suspect, every line that could still overtake it has had its
//! first `FIRST_PER_LINE` mutants (all of them for a line the failing tests execute more
//! specifically, by Ochiai, than the top line) or could not overtake it even if its next
//! mutant were a perfect fix (`could_overtake`: coverage, prior and frames are fixed, only
//! mutants move a line), and, in the first round, it leads the next line by
//! `DECISIVE_MARGIN`. Every round,
//! retry and pair respects the deadline: no job starts after it, and a job that started before
//! it ends within one run's timeout (see `Lab::run_job`).

use super::candidates::Candidates;
use super::lab::{Job, Lab, Outcome};
use super::plan::{led_round_robin, round_robin, MutantPlan};
use super::score::{Run, Scoring};
use super::{plural, Line, SearchError};
use crate::analyze::AnalysisContext;
use crate::mutate::is_plausible_fix;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Mutants per line in the first round.
pub const PROBE_PER_LINE: usize = 4;
/// Mutants per line after the second round.
pub const FIRST_PER_LINE: usize = 12;
/// Lines that get the rest of their mutants in the third round.
pub const TOP_LINES: usize = 5;
/// The lines the first round ranked best, which get their whole second round first.
pub const LEAD_LINES: usize = 3;
/// The top line's lead, in score, for an early stop.
pub const DECISIVE_MARGIN: f64 = 0.15;
/// How often (in finished jobs) a round asks whether the evidence is already decisive.
const STOP_CHECK_EVERY: usize = 4;
/// At most this many pairs.
const MAX_PAIRS: usize = 60;

/// What the search ran.
#[derive(Debug, Default)]
pub struct Runs {
    pub runs: Vec<Run>,
    pub pairs_tried: usize,
    /// Why the search stopped before running every planned mutant, when it did.
    pub stopped: Option<String>,
    /// Planned single mutants that did not run (budget, deadline or early stop).
    pub not_run: usize,
}

/// Whether the runs of a round so far are enough to stop it (see [`run_jobs`]).
pub type StopTest<'a> = dyn Fn(&[Run]) -> bool + 'a;

/// Runs `jobs` on the lab's workers until done, the deadline, cancellation, or `stop` says
/// the runs so far (this call's, in job order) are enough. `stop` is asked on the calling
/// thread every `STOP_CHECK_EVERY` finished jobs; the jobs already started finish.
pub fn run_jobs(
    lab: &Lab<'_>,
    jobs: Vec<Job>,
    deadline: Instant,
    ctx: &AnalysisContext<'_>,
    label: &str,
    stop: Option<&StopTest<'_>>,
) -> Vec<Run> {
    let total = jobs.len();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let halt = AtomicBool::new(false);
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new(vec![None; total]);
    let step = (total / 4).max(10);
    let collect = |results: &[Option<Outcome>]| -> Vec<Run> {
        jobs.iter()
            .zip(results)
            .filter_map(|(job, o)| {
                o.clone().map(|outcome| Run {
                    job: job.clone(),
                    outcome,
                })
            })
            .collect()
    };
    std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        for w in 0..lab.workers() {
            let (next, done, results, jobs, halt) = (&next, &done, &results, &jobs, &halt);
            let tx = tx.clone();
            s.spawn(move || loop {
                if Instant::now() >= deadline
                    || halt.load(Ordering::SeqCst)
                    || ctx.cancel.as_ref().is_some_and(|c| c.is_cancelled())
                {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(job) = jobs.get(i) else { break };
                let outcome = lab.run_job(w, job, deadline);
                let plausible = matches!(&outcome, Outcome::Ran { changed, complete: true, .. } if is_plausible_fix(&lab.failing, changed));
                results.lock().expect("no panics while holding it")[i] = Some(outcome);
                let _ = tx.send(());
                let n = done.fetch_add(1, Ordering::SeqCst) + 1;
                if let Some(p) = ctx.progress {
                    if n % step == 0 || n == total || plausible {
                        let fixes = results
                            .lock()
                            .expect("no panics while holding it")
                            .iter()
                            .flatten()
                            .filter(|o| matches!(o, Outcome::Ran { changed, complete: true, .. } if is_plausible_fix(&lab.failing, changed)))
                            .count();
                        p.detail(&format!(
                            "{label}: {n}/{total} run, {}",
                            plural(fixes, "makes every test pass", "make every test pass")
                        ));
                    }
                }
            });
        }
        drop(tx);
        let mut finished = 0;
        for () in rx {
            finished += 1;
            let Some(stop) = stop else { continue };
            if finished % STOP_CHECK_EVERY != 0 || finished == total || halt.load(Ordering::SeqCst)
            {
                continue;
            }
            let so_far = collect(&results.lock().expect("no panics while holding it"));
            if stop(&so_far) {
                halt.store(true, Ordering::SeqCst);
            }
        }
    });
    let results = results.into_inner().expect("workers finished");
    collect(&results)
}

/// The evidence is decisive: the top line has a verified fix that is not suspect, leads the
/// next line by `margin`, and every contender has had its first `limit` mutants. A
/// contender is a line that may still overtake it: one executed by the failing tests at least
/// as specifically (Ochiai at least the top line's), or with a prior at least the top line's,
/// and that would rank above the top line if its next mutant were a perfect fix
/// ([`could_overtake`]). A line that cannot overtake even then needs no more mutants.
pub fn decisive(
    scoring: &Scoring<'_>,
    runs: &[Run],
    plan: &MutantPlan,
    cands: &Candidates,
    limit: usize,
    margin: f64,
) -> bool {
    let ranked = scoring.rank(runs);
    let Some(top) = ranked.first() else {
        return false;
    };
    let lead = top.score - ranked.get(1).map_or(0.0, |r| r.score);
    if !top.fix || lead < margin {
        return false;
    }
    let mut per_line: BTreeMap<Line, usize> = BTreeMap::new();
    for r in runs.iter().filter(|r| r.is_single()) {
        *per_line.entry(r.line()).or_default() += 1;
    }
    let (top_ochiai, top_prior) = (cands.ochiai_of(&top.line), cands.prior_of(&top.line));
    plan.per_line.iter().all(|(line, mutants)| {
        if line == &top.line {
            return true;
        }
        let covered = !cands.ochiai.is_empty();
        // Executed more specifically by the failing tests than the top line: every mutant.
        let need = if covered && cands.ochiai_of(line) > top_ochiai {
            mutants.len()
        } else if covered && cands.ochiai_of(line) >= top_ochiai
            || cands.prior_of(line) >= top_prior
        {
            mutants.len().min(limit)
        } else {
            0
        };
        let ran = per_line.get(line).copied().unwrap_or(0);
        ran >= need
            || !could_overtake(
                scoring,
                runs,
                &top.line,
                line,
                mutants.get(ran..).unwrap_or(&[]),
            )
    })
}

/// Whether `line` would rank above `top` if one of its mutants not yet run (`unrun`) made
/// every failing test pass and changed no passing one (the best any mutant can do: the highest
/// Metallaxis and MUSE, the verified-fix share; a mutant whose edit is not suspect is taken
/// when there is one). For a line that raises an error as the one statement of a branch, the
/// condition deciding it is also tried with the raise's next mutant changing how every failing
/// test fails (the evidence a raise hands to its condition, see `Scoring::hand_over_raises`).
/// Coverage, the prior and the stack frames are fixed; only mutants can change a ranking.
pub fn could_overtake(
    scoring: &Scoring<'_>,
    runs: &[Run],
    top: &Line,
    line: &Line,
    unrun: &[crate::mutate::Mutant],
) -> bool {
    if unrun.is_empty() {
        return false;
    }
    let failing = scoring.failing.to_vec();
    let job = |m: &crate::mutate::Mutant| Job {
        edits: vec![(line.0.clone(), m.clone())],
    };
    let best = unrun
        .iter()
        .find(|m| !scoring.class(&line.0, m).is_suspect_fix())
        .unwrap_or(&unrun[0]);
    let above = |extra: Run, who: &Line| {
        let mut with: Vec<Run> = runs.to_vec();
        with.push(extra);
        let ranked = scoring.rank(&with);
        let pos = |l: &Line| ranked.iter().position(|r| &r.line == l);
        match (pos(who), pos(top)) {
            (Some(a), Some(b)) => a < b,
            (Some(_), None) => true,
            _ => false,
        }
    };
    let perfect = Run {
        job: job(best),
        outcome: Outcome::Ran {
            changed: failing.clone(),
            killed: failing.clone(),
            complete: true,
        },
    };
    if above(perfect, line) {
        return true;
    }
    let Some(cond) = scoring.raise_guards.get(line) else {
        return false;
    };
    let fails_otherwise = Run {
        job: job(&unrun[0]),
        outcome: Outcome::Ran {
            changed: vec![false; failing.len()],
            killed: failing,
            complete: false,
        },
    };
    cond != top && above(fails_otherwise, cond)
}

/// Lines executed more specifically by the failing tests (higher Ochiai) than the current top
/// line: they get all their mutants in the third round.
fn sharper_than_top(scoring: &Scoring<'_>, runs: &[Run], cands: &Candidates) -> Vec<Line> {
    let Some(top) = scoring.rank(runs).into_iter().next() else {
        return Vec::new();
    };
    let t = cands.ochiai_of(&top.line);
    cands
        .lines
        .iter()
        .filter(|l| !cands.ochiai.is_empty() && cands.ochiai_of(l) > t)
        .cloned()
        .collect()
}

/// Runs the plan (see the module documentation).
pub fn run_search(
    lab: &Lab<'_>,
    plan: &MutantPlan,
    scoring: &Scoring<'_>,
    cands: &Candidates,
    ctx: &AnalysisContext<'_>,
    max_mutants: usize,
    deadline: Instant,
) -> Result<Runs, SearchError> {
    let cancelled = || ctx.cancel.as_ref().is_some_and(|c| c.is_cancelled());
    let detail = |m: &str| {
        if let Some(p) = ctx.progress {
            p.detail(m)
        }
    };
    let planned: usize = plan.per_line.values().map(Vec::len).sum();
    let mut out = Runs::default();
    let rounds: [(usize, usize, &str); 3] = [
        (0, PROBE_PER_LINE, "first"),
        (PROBE_PER_LINE, FIRST_PER_LINE, "second"),
        (FIRST_PER_LINE, usize::MAX, "third"),
    ];
    for (k, (from, to, name)) in rounds.into_iter().enumerate() {
        let room = max_mutants.saturating_sub(out.runs.len());
        if room == 0 {
            out.stopped = Some(format!("the budget of {max_mutants} mutants was spent"));
            break;
        }
        if Instant::now() >= deadline {
            out.stopped = Some("the time budget was spent".into());
            break;
        }
        // The lines in the order the rounds so far rank them.
        let ranked = || {
            scoring
                .rank(&out.runs)
                .into_iter()
                .map(|r| r.line)
                .filter(|l| plan.per_line.contains_key(l))
        };
        let order: Vec<Line> = if k == 0 {
            plan.order.clone()
        } else if k == 1 {
            // The lines in the order the first round ranked them (the rest in the plan's).
            // Lines only the test modules' imports ran get the first round only (unless they
            // rank among the best for the third): every test counts as running them, and
            // there are many.
            let mut order: Vec<Line> = ranked().collect();
            for l in &plan.order {
                if !order.contains(l) {
                    order.push(l.clone());
                }
            }
            order.retain(|l| !cands.imported_only.contains(l));
            order
        } else {
            let mut top: Vec<Line> = ranked().take(TOP_LINES).collect();
            for l in sharper_than_top(scoring, &out.runs, cands) {
                if plan.per_line.contains_key(&l) && !top.contains(&l) {
                    top.push(l);
                }
            }
            top
        };
        let jobs = if k == 1 {
            led_round_robin(&order, &plan.per_line, from, to, room, LEAD_LINES)
        } else {
            round_robin(&order, &plan.per_line, from, to, room)
        };
        if jobs.is_empty() {
            continue;
        }
        detail(&format!(
            "Mutation search, {name} round: {} on {} line(s), {} worker(s), {} failing and {} passing tests{}",
            plural(jobs.len(), "mutant", "mutants"),
            order.len(),
            lab.workers(),
            lab.failing.iter().filter(|&&f| f).count(),
            lab.failing.iter().filter(|&&f| !f).count(),
            if lab.narrowed.is_some() { ", failing tests first" } else { "" }
        ));
        // After the first round the top line must also lead; after the second every line has
        // had its first mutants, and a verified fix on the top line is enough. The same test
        // runs while the round does, so a round stops as soon as it holds.
        let margin = if k == 0 { DECISIVE_MARGIN } else { 0.0 };
        let jobs_in_round = jobs.len();
        let before = out.runs.len();
        let settled = |so_far: &[Run]| {
            let mut with = out.runs.clone();
            with.extend_from_slice(so_far);
            decisive(scoring, &with, plan, cands, FIRST_PER_LINE, margin)
        };
        let got = run_jobs(lab, jobs, deadline, ctx, "Mutants", Some(&settled));
        out.runs.extend(got);
        if cancelled() {
            return Err(SearchError::Cancelled);
        }
        if decisive(scoring, &out.runs, plan, cands, FIRST_PER_LINE, margin) {
            let remaining = planned.saturating_sub(out.runs.len());
            if remaining > 0 {
                let when = if out.runs.len() - before < jobs_in_round {
                    "during"
                } else {
                    "after"
                };
                out.stopped = Some(format!(
                    "the evidence was decisive {when} the {name} round (the top line has a verified fix{}; every other line had the mutants it needed or could not overtake it even if its next mutant made every test pass)",
                    if k == 0 {
                        format!(" and leads the next by at least {DECISIVE_MARGIN}")
                    } else {
                        String::new()
                    }
                ));
            }
            break;
        }
    }
    // Retries cost a whole timeout each; once the evidence is decisive they cannot change it.
    let was_decisive = out
        .stopped
        .as_deref()
        .is_some_and(|w| w.contains("decisive"))
        || decisive(scoring, &out.runs, plan, cands, FIRST_PER_LINE, 0.0);
    if !was_decisive {
        retry_timeouts(lab, scoring, ctx, deadline, &mut out.runs);
    }
    if cancelled() {
        return Err(SearchError::Cancelled);
    }
    out.not_run = planned.saturating_sub(out.runs.len());
    if out.not_run > 0 && out.stopped.is_none() {
        out.stopped = Some(if Instant::now() >= deadline {
            "the time budget was spent".into()
        } else if out.runs.len() >= max_mutants {
            format!("the budget of {max_mutants} mutants was spent")
        } else {
            // Not a budget: after the second round only the best lines get the rest of their
            // mutants (the others had their first `FIRST_PER_LINE`).
            format!(
                "after the second round only the {TOP_LINES} best lines get the rest of their mutants"
            )
        });
    }
    let single_fix = out.runs.iter().any(|r| r.is_fix(&lab.failing));
    if !single_fix && Instant::now() < deadline && out.runs.len() < max_mutants {
        let jobs = pairs(
            lab,
            scoring,
            &out.runs,
            (max_mutants - out.runs.len()).min(MAX_PAIRS),
        );
        if !jobs.is_empty() {
            out.pairs_tried = jobs.len();
            detail(&format!(
                "Mutation search: no single mutant makes every test pass; trying {} pairs on the top lines",
                jobs.len()
            ));
            out.runs
                .extend(run_jobs(lab, jobs, deadline, ctx, "Pairs", None));
            if cancelled() {
                return Err(SearchError::Cancelled);
            }
        }
    }
    Ok(out)
}

/// Mutants of the top lines that timed out get one more chance, last; the others are abandoned
/// (a retry costs a whole timeout, and they cannot change the top of the ranking).
fn retry_timeouts(
    lab: &Lab<'_>,
    scoring: &Scoring<'_>,
    ctx: &AnalysisContext<'_>,
    deadline: Instant,
    runs: &mut [Run],
) {
    let top_lines: BTreeSet<Line> = scoring
        .rank(runs)
        .into_iter()
        .take(TOP_LINES)
        .map(|r| r.line)
        .collect();
    let retry: Vec<usize> = (0..runs.len())
        .filter(|&i| runs[i].outcome == Outcome::TimedOut && top_lines.contains(&runs[i].line()))
        .collect();
    if retry.is_empty() || Instant::now() >= deadline {
        return;
    }
    if let Some(p) = ctx.progress {
        p.detail(&format!(
            "Mutation search: retrying {} that timed out",
            plural(retry.len(), "mutant", "mutants")
        ));
    }
    let again = run_jobs(
        lab,
        retry.iter().map(|&i| runs[i].job.clone()).collect(),
        deadline,
        ctx,
        "Retries",
        None,
    );
    // Workers take jobs in order and finish what they take: the finished ones are a prefix.
    for (&i, r) in retry.iter().zip(again) {
        runs[i].outcome = match r.outcome {
            Outcome::TimedOut => Outcome::Hung,
            o => o,
        };
    }
}

/// Pairs of partial fixes on the top lines: mutants that make some failing test pass, two on
/// different lines, most failing tests fixed first, fewest passing tests broken next.
fn pairs(lab: &Lab<'_>, scoring: &Scoring<'_>, runs: &[Run], room: usize) -> Vec<Job> {
    let top: Vec<Line> = scoring
        .rank(runs)
        .into_iter()
        .take(6)
        .map(|r| r.line)
        .collect();
    let partial: Vec<(&Job, &Vec<bool>)> = runs
        .iter()
        .filter(|r| r.is_single() && top.contains(&r.line()))
        .filter_map(|r| match &r.outcome {
            Outcome::Ran { changed, .. }
                if changed.iter().zip(&lab.failing).any(|(&c, &f)| c && f) =>
            {
                Some((&r.job, changed))
            }
            _ => None,
        })
        .collect();
    let mut pairs: Vec<(usize, usize, Job)> = Vec::new();
    for i in 0..partial.len() {
        for j in i + 1..partial.len() {
            let (a, b) = (&partial[i].0.edits[0], &partial[j].0.edits[0]);
            if a.1.line == b.1.line && a.0 == b.0 {
                continue;
            }
            let count = |want_failing: bool| {
                lab.failing
                    .iter()
                    .enumerate()
                    .filter(|(k, &f)| f == want_failing && (partial[i].1[*k] || partial[j].1[*k]))
                    .count()
            };
            pairs.push((
                count(true),
                count(false),
                Job {
                    edits: vec![a.clone(), b.clone()],
                },
            ));
        }
    }
    pairs.sort_by(|x, y| {
        y.0.cmp(&x.0).then(x.1.cmp(&y.1)).then_with(|| {
            let id = |j: &Job| {
                j.edits
                    .iter()
                    .map(|(f, m)| format!("{f}:{}", m.id))
                    .collect::<Vec<_>>()
            };
            id(&x.2).cmp(&id(&y.2))
        })
    });
    pairs.into_iter().take(room).map(|p| p.2).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutate::{LineKey, Mutant, Operator};

    fn mutant(line: u32, k: usize) -> Mutant {
        Mutant {
            id: format!("L{line}-{k}"),
            line,
            start_byte: 0,
            end_byte: 1,
            original: "a < b".into(),
            replacement: "a <= b".into(),
            operator: Operator::Relational,
            description: String::new(),
            tokens_changed: 1,
            class: Operator::Relational.class(),
            first: false,
        }
    }

    fn ran(line: u32, k: usize, changed: Vec<bool>) -> Run {
        Run {
            job: Job {
                edits: vec![("a.py".into(), mutant(line, k))],
            },
            outcome: Outcome::Ran {
                killed: changed.clone(),
                changed,
                complete: true,
            },
        }
    }

    /// Three lines with 12 mutants each: line 10 (the best prior) will have a verified fix,
    /// line 20 is executed as specifically and has a lower prior, line 30 has the given
    /// Ochiai and prior.
    fn world(ochiai_30: f64, prior_30: f64) -> (Candidates, MutantPlan) {
        let key = |l: u32| ("a.py".to_string(), l);
        let mut cands = Candidates::default();
        for (l, o, p) in [(10, 0.7, 1.0), (20, 0.7, 0.2), (30, ochiai_30, prior_30)] {
            cands.lines.insert(key(l));
            cands.prior.insert(key(l), p);
            cands.ochiai.insert(LineKey::new("a.py".to_string(), l), o);
        }
        let per_line: BTreeMap<Line, Vec<Mutant>> = [10, 20, 30]
            .into_iter()
            .map(|l| (key(l), (0..12).map(|k| mutant(l, k)).collect()))
            .collect();
        let plan = MutantPlan {
            order: per_line.keys().cloned().collect(),
            per_line,
            generated: 36,
            harness: 0,
            degenerate: 0,
        };
        (cands, plan)
    }

    fn scoring<'a>(failing: &'a [bool], cands: &'a Candidates) -> Scoring<'a> {
        Scoring {
            ochiai: &cands.ochiai,
            prior: &cands.prior,
            ..crate::analyze::mbfl::score::tests::bare(failing, &cands.lines)
        }
    }

    /// The first round: four mutants of each line, none changing anything but line 10's last,
    /// a verified fix.
    fn first_round() -> Vec<Run> {
        let mut runs = Vec::new();
        for l in [10, 20, 30] {
            for k in 0..4 {
                let fix = l == 10 && k == 3;
                runs.push(ran(l, k, vec![fix, false, false]));
            }
        }
        runs
    }

    #[test]
    fn a_line_that_cannot_overtake_even_with_a_perfect_fix_needs_no_more_mutants() {
        let failing = [true, false, false];
        let (cands, plan) = world(0.7, 0.5);
        let s = scoring(&failing, &cands);
        let runs = first_round();
        assert_eq!(s.rank(&runs)[0].line.1, 10);
        assert!(s.rank(&runs)[0].fix);
        // Lines 20 and 30 had 4 of their 12 mutants, but even a perfect fix would leave them
        // below line 10 (the same Ochiai, a lower prior): nothing left can change the top.
        let top = ("a.py".to_string(), 10);
        assert!(!could_overtake(
            &s,
            &runs,
            &top,
            &("a.py".to_string(), 20),
            &plan.per_line[&("a.py".to_string(), 20)][4..]
        ));
        assert!(decisive(&s, &runs, &plan, &cands, FIRST_PER_LINE, 0.0));
        // Nothing left to run cannot overtake.
        assert!(!could_overtake(
            &s,
            &runs,
            &top,
            &("a.py".to_string(), 20),
            &[]
        ));
    }

    #[test]
    fn a_line_executed_more_specifically_must_still_run_while_a_fix_there_would_overtake() {
        let failing = [true, false, false];
        let (cands, plan) = world(1.0, 0.9);
        let s = scoring(&failing, &cands);
        // Line 30's mutants change nothing, so its evidence is Ochiai alone.
        let mut runs = first_round();
        assert_eq!(s.rank(&runs)[0].line.1, 10, "{:?}", s.rank(&runs));
        let line30 = ("a.py".to_string(), 30);
        assert!(could_overtake(
            &s,
            &runs,
            &("a.py".to_string(), 10),
            &line30,
            &plan.per_line[&line30][4..]
        ));
        assert!(!decisive(&s, &runs, &plan, &cands, FIRST_PER_LINE, 0.0));
        // Once every mutant of line 30 has run without a fix, the evidence is decisive.
        for k in 4..12 {
            runs.push(ran(30, k, vec![false, false, false]));
        }
        assert!(decisive(&s, &runs, &plan, &cands, FIRST_PER_LINE, 0.0));
    }
}
