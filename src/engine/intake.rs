//! Reports from outside: a Markdown defect report, or a GitHub issue fetched with the
//! configured API URL and token. The `origin` remote that names the repository is read through
//! the engine's [`crate::process::ProcessRunner`], like every command the engine runs.
//!
//! **Invariant:** nothing read here is ever executed; the test command still comes only from
//! the person (`--test`) or the config.

use super::actions::{self, Action};
use super::{Engine, EngineError};
use crate::model::{BugPhase, BugReport, BugState};
use crate::process::CommandSpec;
use std::path::Path;
use std::time::Duration;

/// Where a report comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportSource<'a> {
    /// A Markdown defect report file.
    DefectFile(&'a Path),
    /// Issue `number` of `repo` (`owner/name`); `None`: the repository of the `origin` remote.
    GithubIssue { number: u64, repo: Option<&'a str> },
}

impl Engine {
    /// Reads a report from `source`. Nothing in it is executed.
    pub fn intake_report(&self, source: ReportSource<'_>) -> Result<BugReport, EngineError> {
        match source {
            ReportSource::DefectFile(path) => crate::intake::defect::parse_defect_file(path)
                .map_err(|e| EngineError::InvalidInput(e.to_string())),
            ReportSource::GithubIssue { number, repo } => self.github_issue_report(number, repo),
        }
    }

    fn github_issue_report(
        &self,
        number: u64,
        repo: Option<&str>,
    ) -> Result<BugReport, EngineError> {
        let repo = match repo {
            Some(r) => r.trim().to_string(),
            None => self.origin_repo().ok_or_else(|| {
                EngineError::InvalidInput(
                    "cannot tell which repository the issue belongs to: there is no GitHub `origin` remote; name the repository (OWNER/NAME)".into(),
                )
            })?,
        };
        if !crate::github::is_valid_repo(&repo) {
            return Err(EngineError::InvalidInput(format!(
                "'{repo}' is not a GitHub repository name (OWNER/NAME)"
            )));
        }
        let token = std::env::var(&self.config.github.token_env)
            .ok()
            .filter(|t| !t.trim().is_empty())
            .or_else(crate::github::GithubClient::token_from_env);
        let client = crate::github::GithubClient::new(
            &self.config.github.api_url,
            token,
            std::sync::Arc::new(crate::llm::retry::ThreadSleeper),
        )
        .map_err(|e| EngineError::InvalidInput(e.to_string()))?;
        let issue = client
            .fetch_issue(&repo, number)
            .map_err(|e| EngineError::InvalidInput(e.to_string()))?;
        Ok(crate::github::issue_to_report(&issue, &repo))
    }

    /// Names the investigation's target tests (`--failing`, as the runner prints them), issue
    /// 14 item 2. Before reproduction they are kept for it; once reproduced (REPRODUCED,
    /// ANALYZING) the recorded run is split anew, without running anything; NOT_REPRODUCIBLE
    /// and BLOCKED start over (the returned flag: the run that follows must be a retry). After
    /// an analysis the targets cannot change: the analysis was about the others.
    pub fn set_targets(
        &self,
        id: &str,
        targets: &[String],
    ) -> Result<(BugState, bool), EngineError> {
        let targets: Vec<String> = targets
            .iter()
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .collect();
        if targets.is_empty() {
            return Err(EngineError::InvalidInput(
                "--failing is empty: name a failing test as the runner prints it".into(),
            ));
        }
        let _lock = self.store.lock(id, "analyze")?;
        let mut state = self.store.load(id)?;
        let allowed = actions::actions(&state);
        let retry = allowed.contains(&Action::Retry);
        let phase = state.phase;
        let before = matches!(phase, BugPhase::Created | BugPhase::Reproducing);
        let reproduced = matches!(phase, BugPhase::Reproduced | BugPhase::Analyzing);
        if !(before || reproduced || retry) || !(retry || allowed.contains(&Action::Analyze)) {
            return Err(EngineError::WrongState(format!(
                "the target tests of '{id}' can be named until it is analyzed (or to start it \
                 over from NOT_REPRODUCIBLE or BLOCKED); it is {phase}. To investigate another \
                 failing test, start a new investigation: bugbash init \"<description>\" --test \
                 \"<command>\" --failing <TEST>"
            )));
        }
        state.report.target_tests = targets;
        if reproduced {
            let mut r = state.reproduction.clone().ok_or_else(|| {
                EngineError::WrongState(format!("'{id}' has no recorded reproduction"))
            })?;
            crate::reproduce::retarget(&mut r, &state.report, self.root())
                .map_err(|e| EngineError::InvalidInput(format!("--failing: {e}")))?;
            state.reproduction = Some(r);
            self.store.write_artifact(
                id,
                "reproduction.md",
                &crate::render::reproduction_md(&state),
            )?;
        }
        self.save(&state)?;
        self.store
            .write_artifact(id, "report.md", &crate::render::report_md(&state))?;
        self.store.event(
            Some(id),
            "targets_set",
            serde_json::json!({"targets": state.report.target_tests}),
        );
        Ok((state, retry))
    }

    /// `owner/name` of the `origin` remote, when it is a GitHub URL.
    fn origin_repo(&self) -> Option<String> {
        let spec = CommandSpec::new(
            "git remote get-url origin",
            self.root(),
            Duration::from_secs(10),
        );
        let out = self.runner().run(&spec).ok()?;
        if !out.succeeded() {
            return None;
        }
        crate::github::parse_repo_from_remote(out.stdout.trim())
    }
}
