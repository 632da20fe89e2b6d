//! Root-cause analysis (origin spec 4.2) behind one trait, so the offline analyzers and the LLM
//! analyzer (adapted in `engine::llm`) are interchangeable and produce the same validated
//! [`RootCauseAnalysis`]. The engine's pipeline tries them in order: a failed analyzer falls
//! back to the next one, unless it asks the pipeline to stop ([`AnalyzeError::Stop`]).

pub mod mbfl;
pub mod stack;
pub mod unreadable;

use crate::model::{
    validate_root_cause, AgentCost, BugReport, ReproductionResult, RootCauseAnalysis, Violation,
};
use crate::parse::ParsedOutput;
use std::path::Path;

/// Runs `f` with the context of an offline analysis of `parsed` in `root`: a confirmed
/// reproduction, no runner, default search settings (for analyzers' tests).
#[cfg(test)]
pub(crate) fn with_offline_context<R>(
    root: &Path,
    parsed: &ParsedOutput,
    f: impl FnOnce(&AnalysisContext<'_>) -> R,
) -> R {
    let reproduction: ReproductionResult =
        serde_json::from_str(r#"{"confirmed": true, "reproduction_steps": []}"#).unwrap();
    let report = BugReport::new("d");
    let spent = std::sync::Mutex::new(Vec::new());
    f(&AnalysisContext {
        root,
        report: &report,
        reproduction: &reproduction,
        parsed,
        command: None,
        runner: None,
        search: Default::default(),
        progress: None,
        cancel: None,
        prior_costs: &[],
        spent: &spent,
    })
}

/// Everything an analyzer may look at. Read-only: analyzers never run commands on their own
/// except through the engine's runner (for mutation probes), and never modify the workspace.
pub struct AnalysisContext<'a> {
    pub root: &'a Path,
    pub report: &'a BugReport,
    pub reproduction: &'a ReproductionResult,
    pub parsed: &'a ParsedOutput,
    /// The command that reproduced the bug, if any.
    pub command: Option<&'a str>,
    /// Runs mutants in isolated copies of the workspace; `None` disables the mutation search.
    pub runner: Option<&'a dyn crate::process::ProcessRunner>,
    /// Limits of the mutation search.
    pub search: mbfl::SearchSettings,
    /// Where long analyses report their counts.
    pub progress: Option<&'a dyn crate::progress::Progress>,
    /// Stops the mutation search (the analyzer then fails with "cancelled").
    pub cancel: Option<crate::process::CancelToken>,
    /// Model calls the investigation already paid for (for cost limits).
    pub prior_costs: &'a [AgentCost],
    /// Model calls this analysis paid for, recorded even when it then fails.
    pub spent: &'a std::sync::Mutex<Vec<AgentCost>>,
}

impl AnalysisContext<'_> {
    /// Records paid model calls.
    pub fn record_costs(&self, costs: Vec<AgentCost>) {
        self.spent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend(costs);
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AnalyzeError {
    #[error("{0}")]
    NoCandidate(String),
    #[error("the {analyzer} analyzer produced an invalid analysis:\n{}", crate::model::describe_violations(.violations))]
    Invalid {
        analyzer: String,
        violations: Vec<Violation>,
    },
    #[error("{0}")]
    Failed(String),
    /// The pipeline must stop here (a cost limit): no other analyzer is tried.
    #[error("{0}")]
    Stop(String),
}

/// A root-cause analyzer.
pub trait Analyzer: Send + Sync {
    fn name(&self) -> &str;
    fn analyze(&self, ctx: &AnalysisContext<'_>) -> Result<RootCauseAnalysis, AnalyzeError>;
}

/// Runs `analyzer` and validates its result against the spec's rules.
pub fn run_validated(
    analyzer: &dyn Analyzer,
    ctx: &AnalysisContext<'_>,
) -> Result<RootCauseAnalysis, AnalyzeError> {
    let rc = analyzer.analyze(ctx)?;
    let violations = validate_root_cause(&rc, &|f| file_in_workspace(ctx.root, f));
    if violations.is_empty() {
        Ok(rc)
    } else {
        Err(AnalyzeError::Invalid {
            analyzer: analyzer.name().to_string(),
            violations,
        })
    }
}

/// True when `file` (relative or absolute) names an existing file inside `root`, symlinks
/// resolved.
pub fn file_in_workspace(root: &Path, file: &str) -> bool {
    let Ok(root) = root.canonicalize() else {
        return false;
    };
    let p = Path::new(file);
    let full = if p.is_absolute() {
        p.to_path_buf()
    } else {
        root.join(p)
    };
    match full.canonicalize() {
        Ok(c) => c.starts_with(&root) && c.is_file(),
        Err(_) => false,
    }
}

/// Truncates to at most `max` characters, ending with `…` when cut.
pub fn truncate_chars(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}
