//! Step 1 of the search, "plan the mutants": which mutants of which lines, in what order.
//!
//! - Mutants come from `mutate::generate_in` (at most 40 per line), with the fields of the
//!   project's types and the keys of its dictionary and object literals (`ProjectFacts`, from
//!   every source file of the language; fields from the code only). Harness mutants (imports,
//!   exports, module lines) and mutants of harness lines are dropped: they are not evidence;
//!   so are useless ones (`x * 1`, `(Cart + 1)`), which are not worth the budget.
//! - Within a line, mutants are interleaved across operator families (the first of each family,
//!   then the second of each, ...), families whose edits are not suspect as fixes (operators,
//!   boundaries, calls, argument swaps) before literal changes and deletions, so a line's first
//!   few mutants are its most telling ones.
//! - When the failing assertions' values differ only by whitespace, case or sign (`hints`), a
//!   line's mutants that add the call repairing that (`.strip()`, `.lower()`, `abs()`) go first.
//! - Lines are ordered by Ochiai (where coverage exists), then by the prior (frames of the stack
//!   trace and the stack analyzer's pick first, then what the line computes): the lines next to
//!   the failure are mutated first.

use super::candidates::Candidates;
use super::class::{is_harness_line, is_useless, EditClass};
use super::lab::{Job, Lab};
use super::score::Scoring;
use super::Line;
use crate::mutate::{self, Lang, Mutant, MutationBudget, ProjectFacts};
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

/// The facts of the workspace's source files of `lang` (`mutate::ProjectFacts`), the code's
/// before the tests'.
fn project_facts(root: &std::path::Path, lang: Lang) -> ProjectFacts {
    let mut files: Vec<(bool, String)> = crate::workspace::source_files(root)
        .into_iter()
        .filter(|f| Lang::from_path(std::path::Path::new(f)) == Some(lang))
        .map(|f| (crate::workspace::is_test_path(&f), f))
        .collect();
    files.sort();
    let texts: Vec<(String, bool)> = files
        .into_iter()
        .take(ProjectFacts::MAX_FILES)
        .filter_map(|(test, f)| Some((std::fs::read_to_string(root.join(f)).ok()?, test)))
        .collect();
    ProjectFacts::collect(lang, texts.iter().map(|(t, test)| (t.as_str(), *test)))
}

pub fn plan_mutants(
    lab: &Lab<'_>,
    cands: &Candidates,
    scoring: &Scoring<'_>,
    hinted_calls: &[&str],
    corrections: &[(String, String)],
) -> MutantPlan {
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
    let mut facts: BTreeMap<Lang, ProjectFacts> = BTreeMap::new();
    for (file, lines) in &by_file {
        let Some(lang) = Lang::from_path(std::path::Path::new(file)) else {
            continue;
        };
        let Some(text) = lab.remember(file).map(str::to_string) else {
            continue;
        };
        let project = facts
            .entry(lang)
            .or_insert_with(|| project_facts(lab.dir(0), lang).with_expectations(corrections));
        let line_texts: Vec<&str> = text.lines().collect();
        for m in mutate::generate_in(&text, lang, lines, &budget, project) {
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
        let text = lab
            .remember(&key.0)
            .and_then(|t| t.lines().nth(key.1 as usize - 1))
            .unwrap_or("");
        order_line(v, text, |m| scoring.class(&key.0, m));
        // The call the failing values point to (`hints`) first, the rest in their order.
        if !hinted_calls.is_empty() {
            let (mut first, rest): (Vec<Mutant>, Vec<Mutant>) = v
                .drain(..)
                .partition(|m| super::hints::matches(m, hinted_calls));
            first.extend(rest);
            *v = first;
        }
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

/// Orders one line's mutants, most telling first:
/// - a copy-paste repair first: a name written twice on the line replaced by a sibling the line
///   does not have (`(self.major, self.minor, self.minor)` -> `self.patch`), the slip real code
///   makes when a row of similar names is typed by copying;
/// - then round by round across operator families (the first of each family, then the second...),
///   families whose edits are not suspect as fixes before literal changes and deletions;
/// - within a family, round by round across sites (the first alternative of every operand before
///   the second of any), so a line with several operands has each of them tried early; at a
///   site, the alternatives keep the order `generate` gave them.
pub(crate) fn order_line(
    v: &mut Vec<Mutant>,
    line_text: &str,
    class: impl Fn(&Mutant) -> EditClass,
) {
    let rank = |m: &Mutant| family_rank(class(m));
    let words = words_of(line_text);
    let twins = twin_branches(line_text);
    let copy_repair = |m: &Mutant| {
        (matches!(m.operator, mutate::Operator::IdentifierReplace)
            && copied(line_text, &m.original)
            && !words.contains(&m.replacement.as_str()))
            || column_byte(m, line_text).is_some_and(|b| twins.iter().any(|r| r.contains(&b)))
    };
    // At one site, `generate`'s order: the order the operator ranked its alternatives in
    // (an identifier's closest and same-place names first). The sort is stable.
    v.sort_by_key(|m| (rank(m), m.operator, m.start_byte));
    // The n-th alternative at its site (same operator, same span start).
    let mut at_site: BTreeMap<(mutate::Operator, usize), usize> = BTreeMap::new();
    let mut keyed: Vec<(usize, u8, mutate::Operator, usize, Mutant)> = v
        .drain(..)
        .map(|m| {
            let n = at_site.entry((m.operator, m.start_byte)).or_insert(0);
            *n += 1;
            (*n, rank(&m), m.operator, m.start_byte, m)
        })
        .collect();
    keyed.sort_by_key(|k| (k.1, k.2, k.0, k.3));
    // The n-th of its family, in that order.
    let mut nth: BTreeMap<(u8, mutate::Operator), usize> = BTreeMap::new();
    let mut keyed: Vec<(bool, usize, u8, mutate::Operator, Mutant)> = keyed
        .into_iter()
        .map(|(_, r, op, _, m)| {
            let n = nth.entry((r, op)).or_insert(0);
            *n += 1;
            (!(copy_repair(&m) || m.first), *n, r, op, m)
        })
        .collect();
    keyed.sort_by_key(|k| (k.0, k.1, k.2, k.3));
    v.extend(keyed.into_iter().map(|(_, _, _, _, m)| m));
}

/// The byte ranges, in `text`, of the two branches of a conditional expression whose branches
/// are the same text: `rv > hi if hi_open else rv > hi` (JavaScript `open ? v > hi : v > hi`).
/// Both branches alike is a copy never finished: one of them is meant to differ, so the edits
/// inside them come first.
fn twin_branches(text: &str) -> Vec<std::ops::Range<usize>> {
    let b = text.as_bytes();
    // The bracket depth of each byte (a bracket belongs to the outer level), and whether it is
    // inside a string.
    let (mut depth, mut quoted) = (vec![0usize; b.len()], vec![false; b.len()]);
    let (mut d, mut quote) = (0usize, None::<u8>);
    for (i, &c) in b.iter().enumerate() {
        if let Some(q) = quote {
            quoted[i] = true;
            depth[i] = d;
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            b'"' | b'\'' | b'`' => {
                quote = Some(c);
                quoted[i] = true;
            }
            b'(' | b'[' | b'{' => {
                depth[i] = d;
                d += 1;
                continue;
            }
            b')' | b']' | b'}' => d = d.saturating_sub(1),
            _ => {}
        }
        depth[i] = d;
    }
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let word_at = |i: usize, w: &str| {
        !quoted[i]
            && text.get(i..i + w.len()) == Some(w)
            && (i == 0 || !word(b[i - 1]))
            && !matches!(b.get(i + w.len()), Some(&c) if word(c))
    };
    let punct = |k: usize, set: &[u8]| !quoted[k] && set.contains(&b[k]);
    // Where the expression holding byte `i` (at its depth) starts and ends.
    let start_of = |i: usize| {
        let dd = depth[i];
        let mut k = i;
        while k > 0
            && depth[k - 1] >= dd
            && !(depth[k - 1] == dd && punct(k - 1, b"=,:?"))
            && !(depth[k - 1] == dd && k >= 6 && word_at(k - 6, "return"))
        {
            k -= 1;
        }
        k
    };
    let end_of = |i: usize| {
        let dd = depth.get(i).copied().unwrap_or(0);
        let mut k = i;
        while k < b.len() && depth[k] >= dd && !(depth[k] == dd && punct(k, b",;:")) {
            k += 1;
        }
        k
    };
    let trimmed = |r: std::ops::Range<usize>| {
        let t = &text[r.clone()];
        let lead = t.len() - t.trim_start().len();
        r.start + lead..r.start + lead + t.trim().len()
    };
    let mut out = Vec::new();
    let mut twin = |a: std::ops::Range<usize>, z: std::ops::Range<usize>| {
        let (a, z) = (trimmed(a), trimmed(z));
        if !a.is_empty() && text[a.clone()] == text[z.clone()] {
            out.extend([a, z]);
        }
    };
    for e in 1..b.len() {
        // Python: `A if c else B`.
        if word_at(e, "else") {
            let dd = depth[e];
            if let Some(f) = (0..e).rev().find(|&k| depth[k] == dd && word_at(k, "if")) {
                twin(start_of(f)..f, e + 4..end_of(e + 4));
            }
        }
        // JavaScript: `c ? A : B` (not `?.`, `??`).
        let lone = |k: usize| b.get(k).is_some_and(|&c| c != b'?' && c != b'.');
        if punct(e, b"?") && lone(e + 1) && b[e - 1] != b'?' {
            let dd = depth[e];
            if let Some(colon) = (e + 1..b.len()).find(|&k| depth[k] == dd && punct(k, b":")) {
                twin(e + 1..colon, colon + 1..end_of(colon + 1));
            }
        }
    }
    out
}

/// The byte in its line where mutant `m` starts, from its id's column (`L12:C5:...`, `char`s
/// from 1).
fn column_byte(m: &Mutant, line: &str) -> Option<usize> {
    let col: usize = m.id.split(':').nth(1)?.strip_prefix('C')?.parse().ok()?;
    line.char_indices().nth(col.checked_sub(1)?).map(|(b, _)| b)
}

/// Whether the name `w` is written twice in one row of `text`: two occurrences with a comma
/// between them and no `and`/`or` (`(self.major, self.minor, self.minor)`), not a check and then
/// a use (`self.rx is not None and self.rx.match(s)`).
fn copied(text: &str, w: &str) -> bool {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let at: Vec<usize> = text
        .match_indices(w)
        .map(|(i, _)| i)
        .filter(|&i| (i == 0 || !word(b[i - 1])) && !b.get(i + w.len()).is_some_and(|&c| word(c)))
        .collect();
    at.windows(2).any(|p| {
        let between = &text[p[0] + w.len()..p[1]];
        between.contains(',')
            && !words_of(between).iter().any(|x| matches!(*x, "and" | "or"))
            && !between.contains("&&")
            && !between.contains("||")
    })
}

/// The identifier-like words of a line, in order (`self.minor` gives `self`, `minor`).
fn words_of(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| {
            w.chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
        })
        .collect()
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

/// As [`round_robin`], but the first `lead` lines of `order` get all their mutants `from..to`
/// before the others share what is left of `max`: when the budget is short, the tail goes
/// without.
pub fn led_round_robin(
    order: &[Line],
    per_line: &BTreeMap<Line, Vec<Mutant>>,
    from: usize,
    to: usize,
    max: usize,
    lead: usize,
) -> Vec<Job> {
    let lead = order.len().min(lead);
    let mut jobs = round_robin(&order[..lead], per_line, from, to, max);
    let left = max - jobs.len();
    jobs.extend(round_robin(&order[lead..], per_line, from, to, left));
    jobs
}

#[cfg(test)]
mod tests {
    use super::*;

    const VERSION: &str = "class Version:
    def __init__(self, major, minor, patch, prerelease=\"\"):
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease

    def _key(self):
        pre = tuple(self.prerelease.split(\".\")) if self.prerelease else ()
        return (self.major, self.minor, self.minor, not self.prerelease, pre)
";

    fn ordered(src: &str, line: u32) -> Vec<Mutant> {
        let budget = MutationBudget {
            max_per_line: 40,
            max_total: 1000,
            ..MutationBudget::default()
        };
        let mut v = mutate::generate(src, Lang::Python, &[line], &budget);
        let text = src.lines().nth(line as usize - 1).unwrap();
        order_line(&mut v, text, |m| m.class);
        v
    }

    #[test]
    fn a_name_written_twice_is_first_replaced_by_the_sibling_the_line_lacks() {
        let v = ordered(VERSION, 10);
        let first: Vec<String> = v.iter().take(2).map(|m| m.id.clone()).collect();
        // Both copies of `minor` become `patch` first: the second of them is the fix.
        assert!(
            v.iter()
                .take(2)
                .all(|m| m.original == "minor" && m.replacement == "patch"),
            "{first:?}"
        );
        let fixed = v
            .iter()
            .take(2)
            .map(|m| mutate::apply(VERSION, m))
            .collect::<Vec<_>>();
        assert!(fixed
            .iter()
            .any(|s| s.contains("(self.major, self.minor, self.patch, not")));
    }

    #[test]
    fn every_operand_gets_its_first_alternative_before_any_gets_a_second() {
        let src = "def area(w, h, d, x):\n    return w * h + d - x\n";
        let v = ordered(src, 2);
        let idents: Vec<&Mutant> = v
            .iter()
            .filter(|m| m.operator == mutate::Operator::IdentifierReplace)
            .collect();
        let mut sites = Vec::new();
        for m in &idents {
            if sites.contains(&m.start_byte) {
                break;
            }
            sites.push(m.start_byte);
        }
        // The first identifier mutants cover the four operands, one each.
        assert_eq!(
            sites.len(),
            4,
            "{:?}",
            idents.iter().map(|m| &m.id).collect::<Vec<_>>()
        );
    }

    #[test]
    fn branches_written_alike_are_found() {
        let py = "        gt = self.max is not None and (rv > self.max if self.max_open else rv > self.max)";
        let r = twin_branches(py);
        assert_eq!(r.len(), 2);
        assert!(r.iter().all(|r| &py[r.clone()] == "rv > self.max"));
        assert_eq!(
            twin_branches("    return a if flag else a").len(),
            2,
            "after `return`"
        );
        let js = "  const n = open ? v > hi : v > hi;";
        assert_eq!(twin_branches(js).len(), 2);
        for differ in [
            "        lt = self.min is not None and (rv <= self.min if self.min_open else rv < self.min)",
            "  const n = a?.b ?? c ? x : y;",
            "    label = f\"{x if y else x}\"",
            "    if a: b = 1",
        ] {
            assert!(twin_branches(differ).is_empty(), "{differ}");
        }
    }

    #[test]
    fn the_edits_inside_twin_branches_come_first() {
        let src = "class R:\n    def over(self, rv):\n        return self.max is not None and (rv > self.max if self.max_open else rv > self.max)\n";
        let v = ordered(src, 3);
        let first = mutate::apply(src, &v[0]);
        assert!(first.contains("if self.max_open else"), "{first}");
        let col = src.lines().nth(2).unwrap().find("(rv").unwrap();
        assert!(
            column_byte(&v[0], src.lines().nth(2).unwrap()).unwrap() > col,
            "{:?}",
            v[0].id
        );
        assert!(v
            .iter()
            .take(6)
            .any(|m| mutate::apply(src, m).contains("(rv >= self.max if self.max_open")));
    }

    #[test]
    fn a_check_then_a_use_of_one_name_is_not_a_copy() {
        assert!(copied("(self.major, self.minor, self.minor, pre)", "minor"));
        assert!(!copied(
            "if self.rx is not None and self.rx.match(origin):",
            "rx"
        ));
        assert!(!copied("return f(a) || g(a, b)", "a"));
    }

    #[test]
    fn the_lead_lines_get_their_whole_round_before_the_tail() {
        let src =
            "def f(a, b, c):\n    x = a + b\n    y = b + c\n    z = a + c\n    return x + y + z\n";
        let budget = MutationBudget::default();
        let mut per_line = BTreeMap::new();
        for n in 2..=5u32 {
            let v = mutate::generate(src, Lang::Python, &[n], &budget);
            assert!(v.len() >= 6, "line {n}: {}", v.len());
            per_line.insert(("f.py".to_string(), n), v);
        }
        let order: Vec<Line> = [4u32, 2, 3, 5]
            .iter()
            .map(|&n| ("f.py".to_string(), n))
            .collect();
        let line_of = |j: &Job| {
            let m = &j.edits[0].1;
            per_line
                .iter()
                .find(|(_, v)| v.iter().any(|x| x.id == m.id))
                .map(|(k, _)| k.1)
                .unwrap()
        };
        // Mutants 2..6 of each line, 10 in all: line 4 (the lead) gets its 4 first.
        let jobs = led_round_robin(&order, &per_line, 2, 6, 10, 1);
        assert_eq!(jobs.len(), 10);
        let lines: Vec<u32> = jobs.iter().map(line_of).collect();
        assert_eq!(&lines[..4], &[4, 4, 4, 4], "{lines:?}");
        // The rest round-robin in order: 2, 3, 5, 2, 3, 5.
        assert_eq!(&lines[4..], &[2, 3, 5, 2, 3, 5], "{lines:?}");
        // Plain round-robin would have given line 4 only three of them.
        let plain: Vec<u32> = round_robin(&order, &per_line, 2, 6, 10)
            .iter()
            .map(line_of)
            .collect();
        assert_eq!(plain.iter().filter(|&&l| l == 4).count(), 3, "{plain:?}");
    }
}
