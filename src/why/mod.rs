//! Why: two facts about the root-cause line that a pinned line alone does not give.
//!
//! - **Since when** ([`blame`]): `git blame` of the root-cause line and of the next ranked lines,
//!   the commit, author, date and subject that last changed each.
//! - **With what values** ([`values`]): the failing test is run once more in an isolated copy
//!   with a probe (Python: a `sys.settrace` tracer loaded by an injected `sitecustomize.py`;
//!   JavaScript and Rust: an instrumented copy of the file), recording the values of the names on those
//!   lines for their first executions.
//!
//! And, on request, **which commit broke it** ([`bisect`]): `git bisect run` in a sandbox clone.
//!
//! Both are evidence added after the analysis ([`investigate`], called by the analysis stage);
//! neither ever fails it: what cannot be known is recorded with the reason ("values not
//! available: ..."), never invented. The result is plain data (`Why`, stored with the
//! investigation); the renderers here give the sentences the hover, the Markdown artifact and the
//! inlay hints show.

pub mod bisect;
pub mod blame;
pub mod javascript;
pub mod python;
pub mod rust;
pub mod values;

use crate::model::{RootCauseAnalysis, StepTime};
use crate::process::{CancelToken, ProcessRunner};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::{Duration, Instant};

/// How the sentence the explanation gains from the values begins.
pub const EXPLANATION_PREFIX: &str = "In the failing run";

/// How many lines (the root cause first, then the ranking) are blamed and probed.
pub const LINES: usize = 4;

/// The history and the values of the root-cause line and the next ranked lines.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Why {
    /// One entry per line, the root-cause line first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<LineHistory>,
    /// Why there is no history at all (for example "not a git repository").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history_unavailable: Option<String>,
    /// One entry per probed line that ran, the root-cause line first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<LineValues>,
    /// Why there are no values ("the probe run timed out after 30 s", "not supported for Go").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values_unavailable: Option<String>,
    /// The first bad commit, when `bugbash bisect` ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bisect: Option<bisect::BisectResult>,
}

/// Who last changed a line, and when.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LineHistory {
    pub file: String,
    pub line: u32,
    /// Full commit id; `None` when git cannot name one (see `note`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    #[serde(default)]
    pub author: String,
    /// Author date, seconds since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author_time: Option<i64>,
    /// The commit's subject line.
    #[serde(default)]
    pub summary: String,
    /// The commit is the root of the history (or of a shallow clone): the line may be older.
    #[serde(default)]
    pub boundary: bool,
    /// Why no commit is named: "the file is not tracked by git", "changed in the working tree,
    /// not committed yet", ...
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl LineHistory {
    pub fn note(file: &str, line: u32, note: String) -> LineHistory {
        LineHistory {
            file: file.to_string(),
            line,
            note: Some(note),
            ..LineHistory::default()
        }
    }

    /// `a1b2c3d`.
    pub fn short(&self) -> Option<&str> {
        self.commit.as_deref().map(|c| &c[..c.len().min(7)])
    }

    /// "last changed 3 days ago in a1b2c3d by Ann: 'Refactor shipping threshold'", or what is
    /// known instead.
    pub fn sentence(&self, now: i64) -> String {
        match (&self.note, self.short()) {
            (Some(n), _) => format!("history: {n}"),
            (None, Some(short)) => {
                let when = self
                    .author_time
                    .map(|t| format!(" {}", ago(now - t)))
                    .unwrap_or_default();
                format!(
                    "last changed{when} in {short} by {}: '{}'{}",
                    self.author,
                    self.summary,
                    if self.boundary {
                        " (the first commit of the history: the line may be older)"
                    } else {
                        ""
                    }
                )
            }
            (None, None) => "history: unknown".into(),
        }
    }
}

/// "just now", "5 minutes ago", "3 days ago", "2 years ago".
pub fn ago(seconds: i64) -> String {
    let s = seconds.max(0);
    let (n, unit) = match s {
        0..=59 => return "just now".into(),
        60..=3599 => (s / 60, "minute"),
        3600..=86_399 => (s / 3600, "hour"),
        86_400..=2_591_999 => (s / 86_400, "day"),
        2_592_000..=31_535_999 => (s / 2_592_000, "month"),
        _ => (s / 31_536_000, "year"),
    };
    format!("{n} {unit}{} ago", if n == 1 { "" } else { "s" })
}

/// The values one line saw during the probe run.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LineValues {
    pub file: String,
    pub line: u32,
    /// The first executions, in order (at most a few per test).
    pub executions: Vec<Execution>,
}

/// One execution of a line.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Execution {
    /// The test that was running, when the probe could tell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub test: Option<String>,
    /// Whether that test failed in the reproduction (`None`: unknown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failing: Option<bool>,
    /// Names read on the line, before it ran, in the order they appear.
    #[serde(default)]
    pub before: Vec<NamedValue>,
    /// Names written by the line and the line's result ("return", "condition"), after it ran.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub after: Vec<NamedValue>,
}

/// A name and its value's text (`repr`, JSON or `Debug`), truncated.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct NamedValue {
    pub name: String,
    pub value: String,
}

impl LineValues {
    /// The execution to show first: the first in a failing test, else the first.
    pub fn first_failing(&self) -> Option<&Execution> {
        self.executions
            .iter()
            .find(|e| e.failing == Some(true))
            .or_else(|| self.executions.first())
    }

    /// The first execution in a passing test, when the probe saw one.
    pub fn first_passing(&self) -> Option<&Execution> {
        self.executions.iter().find(|e| e.failing == Some(false))
    }
}

impl Execution {
    /// "`amount = 80.0`, `percent = 25` -> returned `100.0`".
    pub fn describe(&self) -> String {
        let mut s = self
            .before
            .iter()
            .map(|v| format!("`{} = {}`", v.name, v.value))
            .collect::<Vec<_>>()
            .join(", ");
        for v in &self.after {
            let part = match v.name.as_str() {
                "return" => format!("returned `{}`", v.value),
                "condition" => format!("the condition was `{}`", v.value),
                n => format!("then `{n} = {}`", v.value),
            };
            if !s.is_empty() {
                s.push_str("; ");
            }
            s.push_str(&part);
        }
        s
    }

    fn where_(&self) -> String {
        let kind = match self.failing {
            Some(true) => "the failing test",
            Some(false) => "a passing test",
            None => "the test run",
        };
        match &self.test {
            Some(t) => format!("in {kind} `{t}`"),
            None => format!("in {kind}"),
        }
    }
}

impl Why {
    /// The values of one line, if it ran in the probe.
    pub fn values_at(&self, file: &str, line: u32) -> Option<&LineValues> {
        self.values
            .iter()
            .find(|v| v.file == file && v.line == line)
    }

    /// The history of one line.
    pub fn history_at(&self, file: &str, line: u32) -> Option<&LineHistory> {
        self.history
            .iter()
            .find(|h| h.file == file && h.line == line)
    }

    /// The sentences about one line, for the hover and the Markdown: its history, then the values
    /// in the failing test and in a passing test; or why they are missing.
    pub fn lines_about(&self, file: &str, line: u32, now: i64) -> Vec<String> {
        let mut out = Vec::new();
        match (self.history_at(file, line), &self.history_unavailable) {
            (Some(h), _) => out.push(capitalise(&h.sentence(now))),
            (None, Some(r)) => out.push(format!("History not available: {r}")),
            (None, None) => {}
        }
        match self.values_at(file, line) {
            Some(v) => {
                if let Some(e) = v.first_failing() {
                    out.push(format!("Values {}: {}", e.where_(), e.describe()));
                }
                if let Some(e) = v.first_passing() {
                    out.push(format!("Values {}: {}", e.where_(), e.describe()));
                }
            }
            None => match &self.values_unavailable {
                Some(r) => out.push(format!("Values not available: {r}")),
                None if !self.values.is_empty() => {
                    out.push("Values: the line did not run in the probe run".into())
                }
                None => {}
            },
        }
        out
    }

    /// Inlay hints for one line: (name, value) after each name, from the first execution in a
    /// failing test. Empty when nothing was captured.
    pub fn hints_at(&self, file: &str, line: u32) -> Vec<NamedValue> {
        let Some(e) = self.values_at(file, line).and_then(|v| v.first_failing()) else {
            return Vec::new();
        };
        e.before.iter().chain(e.after.iter()).cloned().collect()
    }

    /// The sentence the explanation gains from the values of the root-cause line: "`sub` is 5000
    /// and `FREE_SHIPPING_FROM` is 5000, so `sub > FREE_SHIPPING_FROM` is False".
    pub fn explanation(&self, file: &str, line: u32, code: &str) -> Option<String> {
        let e = self.values_at(file, line)?.first_failing()?;
        if e.before.is_empty() && e.after.is_empty() {
            return None;
        }
        let is = e
            .before
            .iter()
            .map(|v| format!("`{}` is {}", v.name, v.value))
            .collect::<Vec<_>>();
        let mut s = format!("{EXPLANATION_PREFIX} {}", is.join(" and "));
        if is.is_empty() {
            s = EXPLANATION_PREFIX.into();
        }
        let code = code.trim();
        for v in &e.after {
            match v.name.as_str() {
                "condition" => {
                    let cond = condition_text(code);
                    s.push_str(&format!(", so `{cond}` is {}", v.value));
                }
                "return" => s.push_str(&format!(", so the line returns {}", v.value)),
                n => s.push_str(&format!(", so `{n}` becomes {}", v.value)),
            }
        }
        s.push('.');
        Some(s)
    }

    /// The Markdown section of `root-cause-analysis.md`.
    pub fn markdown(&self, now: i64) -> String {
        let mut o = String::from("## Why: history and values\n\n");
        if let Some(b) = &self.bisect {
            o.push_str(&format!("Bisect: {}.\n\n", b.sentence()));
        }
        if let Some(r) = &self.history_unavailable {
            o.push_str(&format!("History not available: {r}.\n\n"));
        }
        if let Some(r) = &self.values_unavailable {
            o.push_str(&format!("Values not available: {r}.\n\n"));
        }
        let mut lines: Vec<(String, u32)> = self
            .history
            .iter()
            .map(|h| (h.file.clone(), h.line))
            .collect();
        for v in &self.values {
            if !lines.contains(&(v.file.clone(), v.line)) {
                lines.push((v.file.clone(), v.line));
            }
        }
        for (f, l) in lines {
            o.push_str(&format!("- `{f}:{l}`\n"));
            if let Some(h) = self.history_at(&f, l) {
                o.push_str(&format!("  - {}\n", h.sentence(now)));
                if let Some(c) = &h.commit {
                    o.push_str(&format!("  - commit `{c}`\n"));
                }
            }
            if let Some(v) = self.values_at(&f, l) {
                for e in v.executions.iter().take(4) {
                    o.push_str(&format!("  - {}: {}\n", e.where_(), e.describe()));
                }
            } else if self.values_unavailable.is_none() && !self.values.is_empty() {
                o.push_str("  - did not run in the probe run\n");
            }
        }
        o
    }

    /// A few lines for a model's prompt.
    pub fn prompt(&self, now: i64) -> String {
        let mut o = String::new();
        for h in self.history.iter().take(2) {
            o.push_str(&format!("{}:{} {}\n", h.file, h.line, h.sentence(now)));
        }
        for v in self.values.iter().take(2) {
            if let Some(e) = v.first_failing() {
                o.push_str(&format!(
                    "{}:{} values {}: {}\n",
                    v.file,
                    v.line,
                    e.where_(),
                    e.describe()
                ));
            }
        }
        if let Some(r) = &self.values_unavailable {
            o.push_str(&format!("values not available: {r}\n"));
        }
        o
    }
}

/// `if x > y:` -> `x > y`; `while (a < b) {` -> `a < b`.
fn condition_text(code: &str) -> String {
    let mut c = code.trim();
    for kw in ["elif ", "if ", "while ", "} else if ", "else if "] {
        if let Some(rest) = c.strip_prefix(kw) {
            c = rest;
            break;
        }
    }
    let c = c.trim_end_matches('{').trim_end_matches(':').trim();
    let c = c
        .strip_prefix('(')
        .and_then(|x| x.strip_suffix(')'))
        .unwrap_or(c);
    c.trim().to_string()
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// What [`investigate`] needs.
pub struct Request<'a> {
    pub root: &'a Path,
    pub runner: &'a dyn ProcessRunner,
    /// The command that reproduced the bug; no values without it.
    pub command: Option<&'a str>,
    /// The tests that failed in the reproduction (the runner's names): the targets.
    pub failing_tests: &'a [String],
    /// Tests that failed before and are not the targets (their executions are never called
    /// passing).
    pub other_failing_tests: &'a [String],
    /// The bound of the probe run (and of each git command).
    pub timeout: Duration,
    pub cancel: Option<CancelToken>,
}

impl Request<'_> {
    /// What every probe run needs: an isolated copy of the workspace (never the user's tree)
    /// and a directory of its own for the probe's files.
    pub(crate) fn probe_dirs(&self) -> Result<(tempfile::TempDir, tempfile::TempDir), String> {
        let copy = crate::analyze::mbfl::lab::isolated_copy(self.root)
            .map_err(|e| format!("cannot copy the workspace: {e}"))?;
        let probe = tempfile::Builder::new()
            .prefix("bugbash-why-")
            .tempdir()
            .map_err(|e| format!("cannot make the probe's directory: {e}"))?;
        Ok((copy, probe))
    }

    /// Runs one probe command: a timeout or a cancellation is the reason the values are not
    /// available (`label` names the command in the error).
    pub(crate) fn run_probe(
        &self,
        spec: &crate::process::CommandSpec,
        label: &str,
    ) -> Result<crate::process::RunOutput, String> {
        let run = self
            .runner
            .run(spec)
            .map_err(|e| format!("cannot run `{label}`: {e}"))?;
        if run.timed_out {
            return Err(format!(
                "the probe run timed out after {} s",
                self.timeout.as_secs()
            ));
        }
        if run.cancelled {
            return Err("the probe run was cancelled".into());
        }
        Ok(run)
    }
}

/// The lines to look at: the root cause, then the next ranked lines (distinct), at most
/// [`LINES`].
pub fn lines_of(rc: &RootCauseAnalysis) -> Vec<(String, u32)> {
    let mut out: Vec<(String, u32)> = Vec::new();
    if let Some(l) = rc.root_cause_line {
        out.push((rc.root_cause_file.clone(), l));
    }
    for r in &rc.ranking {
        if out.len() >= LINES {
            break;
        }
        let k = (r.file.clone(), r.line);
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

/// Blames and probes the analysis' lines. Never fails; each part's wall-clock time is appended
/// to `rc.steps` (the analysis' budget), and the values sentence to the explanation.
pub fn investigate(req: &Request<'_>, rc: &mut RootCauseAnalysis) -> Why {
    let lines = lines_of(rc);
    let mut why = Why::default();
    if lines.is_empty() {
        why.history_unavailable = Some("the analysis pinned no line".into());
        why.values_unavailable = Some("the analysis pinned no line".into());
        return why;
    }
    let t = Instant::now();
    match blame::blame_lines(req.runner, req.root, &lines, req.timeout) {
        Ok(h) => why.history = h,
        Err(e) => why.history_unavailable = Some(e),
    }
    rc.steps.push(StepTime {
        step: "history (git blame)".into(),
        seconds: (t.elapsed().as_secs_f64() * 100.0).round() / 100.0,
    });
    let t = Instant::now();
    match values::capture(req, &lines) {
        Ok(v) => why.values = v,
        Err(e) => why.values_unavailable = Some(e),
    }
    rc.steps.push(StepTime {
        step: "values (probe run)".into(),
        seconds: (t.elapsed().as_secs_f64() * 100.0).round() / 100.0,
    });
    if let Some(s) = rc
        .root_cause_line
        .and_then(|l| why.explanation(&rc.root_cause_file, l, &rc.root_cause_code))
    {
        if !rc.root_cause_explanation.contains(&s) {
            if !rc.root_cause_explanation.is_empty() {
                rc.root_cause_explanation.push(' ');
            }
            rc.root_cause_explanation.push_str(&s);
        }
    }
    why
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages() {
        assert_eq!(ago(5), "just now");
        assert_eq!(ago(3 * 86_400 + 5), "3 days ago");
        assert_eq!(ago(3600), "1 hour ago");
        assert_eq!(ago(400 * 86_400), "1 year ago");
    }

    #[test]
    fn history_sentence() {
        let h = LineHistory {
            file: "a.py".into(),
            line: 3,
            commit: Some("abc1234def".into()),
            author: "Ann".into(),
            author_time: Some(1000),
            summary: "Refactor shipping threshold".into(),
            boundary: false,
            note: None,
        };
        assert_eq!(
            h.sentence(1000 + 3 * 86_400),
            "last changed 3 days ago in abc1234 by Ann: 'Refactor shipping threshold'"
        );
        let n = LineHistory::note("a.py", 3, "the file is not tracked by git".into());
        assert_eq!(n.sentence(0), "history: the file is not tracked by git");
    }

    #[test]
    fn explanation_of_a_condition() {
        let why = Why {
            values: vec![LineValues {
                file: "shop.py".into(),
                line: 7,
                executions: vec![Execution {
                    test: Some("t".into()),
                    failing: Some(true),
                    before: vec![
                        NamedValue {
                            name: "sub".into(),
                            value: "5000".into(),
                        },
                        NamedValue {
                            name: "FREE_SHIPPING_FROM".into(),
                            value: "5000".into(),
                        },
                    ],
                    after: vec![NamedValue {
                        name: "condition".into(),
                        value: "False".into(),
                    }],
                }],
            }],
            ..Why::default()
        };
        assert_eq!(
            why.explanation("shop.py", 7, "    if sub > FREE_SHIPPING_FROM:")
                .unwrap(),
            "In the failing run `sub` is 5000 and `FREE_SHIPPING_FROM` is 5000, so `sub > FREE_SHIPPING_FROM` is False."
        );
        assert_eq!(why.hints_at("shop.py", 7).len(), 3);
        assert!(why.lines_about("shop.py", 7, 0)[0].starts_with("Values in the failing test `t`"));
    }
}
