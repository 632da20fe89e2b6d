//! Step 5 of the search: the ranking, its evidence and the fix candidates become the analysis a
//! person reads. The root cause is the top of the ranking; when the first fix candidate changes
//! another line, the analysis says which and why, so that `status`, `root-cause-analysis.md`,
//! the diagnostic and the plan tell the same story.

use super::candidates::{line_text, Candidates};
use super::fixes::FixSet;
use super::lab::Outcome;
use super::run::Runs;
use super::score::{Ranked, Run, Scoring, EVIDENCE_SHARE, FIX_SHARE, PRIOR_SHARE};
use super::{gerund, plural, Line};
use crate::analyze::{truncate_chars, AnalysisContext};
use crate::model::{
    Level, RootCauseAnalysis, StepTime, SuspiciousLine, TraceLocation, MAX_SUMMARY_CHARS,
};
use crate::mutate::{metallaxis_mutant, Mutant};
use std::collections::BTreeMap;

/// How many ranked lines the analysis keeps.
const KEEP: usize = 10;

/// A line's most telling mutant: the mutant, its changed and killed tests, passing tests broken.
type Telling<'r> = (&'r Mutant, &'r Vec<bool>, &'r Vec<bool>, usize);

/// The most telling mutant of each line, and how many were tried.
struct LineEvidence<'r> {
    best: BTreeMap<Line, Telling<'r>>,
    tried: BTreeMap<Line, usize>,
    timed_out: BTreeMap<Line, usize>,
    degenerate: BTreeMap<Line, usize>,
}

fn line_evidence<'r>(runs: &'r [Run], failing: &[bool]) -> LineEvidence<'r> {
    let mut ev = LineEvidence {
        best: BTreeMap::new(),
        tried: BTreeMap::new(),
        timed_out: BTreeMap::new(),
        degenerate: BTreeMap::new(),
    };
    let f2p_of = |c: &Vec<bool>| c.iter().zip(failing).filter(|(&c, &f)| c && f).count();
    for r in runs.iter().filter(|r| r.is_single()) {
        let (_, m) = &r.job.edits[0];
        let key = r.line();
        *ev.tried.entry(key.clone()).or_default() += 1;
        let (changed, killed) = match &r.outcome {
            Outcome::Ran {
                changed, killed, ..
            } => (changed, killed),
            Outcome::TimedOut | Outcome::Hung => {
                *ev.timed_out.entry(key).or_default() += 1;
                continue;
            }
            Outcome::Degenerate(_) => {
                *ev.degenerate.entry(key).or_default() += 1;
                continue;
            }
            _ => continue,
        };
        let s = metallaxis_mutant(failing, killed);
        let p2f = changed
            .iter()
            .zip(failing)
            .filter(|(&c, &f)| c && !f)
            .count();
        let f2p = f2p_of(changed);
        // The most telling mutant: highest Metallaxis, then most failing tests passing, then
        // fewest passing tests broken, then fewest tokens.
        let better = match ev.best.get(&key) {
            None => true,
            Some((bm, bc, bk, bp)) => {
                let bs = metallaxis_mutant(failing, bk);
                s > bs
                    || (s == bs
                        && (std::cmp::Reverse(f2p), p2f, m.tokens_changed)
                            < (std::cmp::Reverse(f2p_of(bc)), *bp, bm.tokens_changed))
            }
        };
        if better {
            ev.best.insert(key, (m, changed, killed, p2f));
        }
    }
    ev
}

/// Everything the analysis text is made from.
pub struct Inputs<'a> {
    pub ctx: &'a AnalysisContext<'a>,
    pub base: &'a RootCauseAnalysis,
    pub cands: &'a Candidates,
    pub scoring: &'a Scoring<'a>,
    pub ranked: &'a [Ranked],
    pub runs: &'a Runs,
    pub fixes: FixSet,
    pub failing: &'a [bool],
    /// Baseline test names whose failure was a timeout (a hang).
    pub hung_tests: Vec<String>,
    pub planned: usize,
    pub harness_skipped: usize,
    pub steps: Vec<StepTime>,
}

pub fn compose(i: Inputs<'_>) -> Option<RootCauseAnalysis> {
    let n_failing = i.failing.iter().filter(|&&f| f).count();
    let n_passing = i.failing.len() - n_failing;
    let runs = &i.runs.runs;
    let ev = line_evidence(runs, i.failing);
    let evidence = |r: &Ranked| -> String {
        let key = &r.line;
        let mut parts = Vec::new();
        if let Some((_, raise)) = &r.guards {
            parts.push(format!(
                "it decides the error raised at line {raise}, where no edit makes a failing test pass (the error is the symptom), so that line's evidence counts here"
            ));
        }
        match ev.best.get(key) {
            Some((m, changed, killed, p2f)) => {
                let count =
                    |v: &Vec<bool>| v.iter().zip(i.failing).filter(|(&c, &f)| c && f).count();
                let (f2p, fk) = (count(changed), count(killed));
                let broken = if *p2f == 0 {
                    format!("breaks none of the {n_passing} passing ones")
                } else {
                    format!("breaks {p2f} of the {n_passing} passing ones")
                };
                let class = i.scoring.class(&key.0, m);
                let suspect = if class.is_suspect_fix() {
                    format!(
                        " (a {} edit, counted at a discount)",
                        super::class::label(class)
                    )
                } else {
                    String::new()
                };
                if fk == 0 {
                    parts.push(format!(
                        "none of the {} mutants tried here changes how a failing test ends",
                        ev.tried.get(key).copied().unwrap_or(0)
                    ));
                } else if f2p == 0 {
                    parts.push(format!(
                        "{} here changes how {fk} of {n_failing} failing tests fail (none passes) and {broken}{suspect}",
                        gerund(&m.description)
                    ));
                } else {
                    let differently = if fk > f2p {
                        format!(" ({} more fail differently)", fk - f2p)
                    } else {
                        String::new()
                    };
                    let hang = if !i.hung_tests.is_empty() && f2p > 0 {
                        " (it ends the hang)"
                    } else {
                        ""
                    };
                    parts.push(format!(
                        "{} here makes {f2p} of {n_failing} failing tests pass{differently}{hang} and {broken}{suspect}",
                        gerund(&m.description)
                    ));
                }
            }
            None => parts.push(match (ev.tried.get(key), ev.timed_out.get(key)) {
                (Some(n), Some(t)) if t == n => {
                    format!("its {n} mutants timed out")
                }
                (Some(n), _) if ev.degenerate.get(key) == Some(n) => format!(
                    "its {n} mutants only broke loading or calling the code (every test failed the same way): no evidence"
                ),
                (Some(n), _) => format!("its {n} mutants did not run to completion"),
                (None, _) => "a candidate line; not mutated within the budget".into(),
            }),
        }
        if let Some((ef, ep)) = i.cands.spectra.get(key) {
            parts.push(format!(
                "executed by {ef} of {n_failing} failing and {ep} of {n_passing} passing tests (Ochiai {:.2})",
                i.cands.ochiai_of(key)
            ));
        }
        if i.cands.frames.iter().any(|f| f == key) {
            parts.push("a frame of the failure's stack trace".into());
        }
        parts.push(score_parts(r));
        parts.join("; ")
    };
    let ranking: Vec<SuspiciousLine> = i
        .ranked
        .iter()
        .take(KEEP)
        .map(|r| SuspiciousLine {
            file: r.line.0.clone(),
            line: r.line.1,
            score: r.score,
            evidence: evidence(r),
        })
        .collect();
    let top = ranking.first()?.clone();
    let top_ranked = &i.ranked[0];
    let root = i.ctx.root;
    let code = line_text(root, &top.file, top.line).trim().to_string();
    let base = i.base;
    let mut rc = base.clone();
    let moved = base.root_cause_file != top.file || base.root_cause_line != Some(top.line);
    rc.analyzer = "offline".into();
    rc.root_cause_file = top.file.clone();
    rc.root_cause_line = Some(top.line);
    rc.root_cause_code = code.clone();

    let singles = runs.iter().filter(|r| r.is_single()).count();
    let fixes = &i.fixes.fixes;
    let fix_note = match fixes.first() {
        Some(f) => {
            let on_top = f
                .edits
                .iter()
                .any(|e| e.file == top.file && e.line == top.line);
            let mut s = format!(
                " {} made every test pass in an isolated copy ({}; not proven correct).",
                capitalize(&f.description),
                plural(fixes.len(), "candidate fix", "candidate fixes")
            );
            if !on_top {
                s.push_str(&format!(
                    " It is not on the most suspicious line: no edit of {}:{} that made every test pass was free of concerns{}, so the first candidate changes the line ranked {}.",
                    top.file,
                    top.line,
                    if top_ranked.fix { "" } else { " (none made every test pass)" },
                    f.line_rank.map_or("lower".to_string(), |r| r.to_string())
                ));
            }
            if !f.concerns.is_empty() {
                s.push_str(&format!(" Concerns: {}.", f.concerns.join("; ")));
            }
            s
        }
        None => " No single mutant (or pair on the top lines) made every test pass.".into(),
    };
    let check = if i.fixes.check.is_empty() {
        String::new()
    } else {
        let mut s = format!(" Beyond the tests: {}", i.fixes.check);
        for r in i.fixes.rejected.iter().take(3) {
            s.push_str(&format!("; ranked below: {r}"));
        }
        s.push('.');
        s
    };
    let search = {
        let mut s = format!(
            "Ranked by mutation-based localization (Metallaxis and MUSE over {singles} mutants{}) fused with Ochiai where coverage exists and with the stack trace, plus a static prior and a bonus for a verified fix (each line's evidence shows the parts of its score).",
            if i.runs.pairs_tried > 0 {
                format!(" and {} pairs", i.runs.pairs_tried)
            } else {
                String::new()
            }
        );
        if let Some(why) = &i.runs.stopped {
            s.push_str(&format!(
                " The search stopped early: {why}; {} of the {} planned mutants did not run, so the ranking of lines that were not fully mutated is partial.",
                i.runs.not_run, i.planned
            ));
        }
        let degenerate: Vec<&str> = runs
            .iter()
            .filter_map(|r| match &r.outcome {
                Outcome::Degenerate(how) => Some(how.as_str()),
                _ => None,
            })
            .collect();
        if let Some(how) = degenerate.first() {
            s.push_str(&format!(
                " {} broke the harness, not the computation ({how}{}): not evidence, not scored.",
                plural(degenerate.len(), "mutant", "mutants"),
                if degenerate.len() > 1 {
                    ", for example"
                } else {
                    ""
                }
            ));
        }
        if i.harness_skipped > 0 {
            s.push_str(&format!(
                " {} of imports, exports and module lines were not run (they test the harness, not the code).",
                plural(i.harness_skipped, "mutant", "mutants")
            ));
        }
        s
    };
    rc.root_cause_explanation = format!(
        "`{code}` at {}:{} is the most suspicious line (score {:.2}): {}. {search} {}{fix_note}{check} The stack and assertion analysis said: {}",
        top.file,
        top.line,
        top.score,
        top.evidence,
        i.cands.how,
        base.root_cause_explanation
    );
    if moved {
        rc.summary = truncate_chars(
            &crate::analyze::stack::summary_at(&base.summary, root, &top.file, top.line),
            MAX_SUMMARY_CHARS,
        );
        rc.execution_trace.insert(
            rc.execution_trace.len().saturating_sub(1),
            format!("{}:{}: `{code}`: {}", top.file, top.line, top.evidence),
        );
        rc.trace_locations.push(TraceLocation {
            file: top.file.clone(),
            line: top.line,
            message: truncate_chars(&top.evidence, 200),
        });
    }
    let strong = top.evidence.contains("failing tests pass");
    let lead = i.ranked.get(1).map_or(top.score, |n| top.score - n.score);
    rc.confidence = if top_ranked.fix && lead >= super::run::DECISIVE_MARGIN {
        Level::High
    } else if strong && lead > 0.0 {
        Level::Medium
    } else {
        Level::Low
    };
    let mut alternatives: Vec<String> = ranking
        .iter()
        .skip(1)
        .take(5)
        .map(|c| {
            format!(
                "{}:{} `{}` (score {:.2}): {}",
                c.file,
                c.line,
                truncate_chars(line_text(root, &c.file, c.line).trim(), 80),
                c.score,
                c.evidence
            )
        })
        .collect();
    if let Some(t) = &base.failing_test {
        alternatives.push(format!(
            "{}:{}: the test's expectation itself may be wrong",
            t.file, t.line
        ));
    }
    rc.alternative_hypotheses = alternatives;
    rc.ranking = ranking;
    rc.fix_candidates = i.fixes.fixes;
    rc.steps = i.steps;
    Some(rc)
}

/// "score 0.91 = 0.8 × evidence 0.95 + 0.1 × prior 0.40 + 0.1 for a verified fix".
fn score_parts(r: &Ranked) -> String {
    let mut s = format!(
        "score {:.3} = {EVIDENCE_SHARE} × evidence {:.3} + {PRIOR_SHARE} × static prior {:.3}",
        r.score, r.evidence, r.prior
    );
    if r.fix {
        s.push_str(&format!(" + {FIX_SHARE} for a verified fix"));
    }
    s
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
