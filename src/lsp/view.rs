//! What an investigation looks like in the editor: diagnostics, summaries, lenses, hovers and the
//! next actions, computed from a stored state and the current text of its files.
//!
//! Pinned lines are re-anchored here (through [`crate::anchor`]) against the editor's buffer when
//! the file is open, else against the file on disk, so every surface shows the same place.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tower_lsp::lsp_types::{
    CodeLens, Command as LspCommand, Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity,
    Location, NumberOrString, Range, Url,
};

use crate::anchor::{self, Anchor};
use crate::lsp::commands::Command;
use crate::lsp::document::Text;
use crate::lsp::ext::{
    DiagnosticData, ImplementationView, InvestigationStatus, InvestigationSummary, LocationMessage,
    PlanView, RootCauseView,
};
use crate::lsp::folders::Folder;
use crate::lsp::session::Session;
use crate::lsp::to_proto;
use crate::model::{BugPhase, BugState, Level};

/// A file read once: its URI, its text and the buffer version (`None` when read from disk).
type Read = Option<(Url, Text, Option<i32>)>;

/// Texts of files read once per request: open buffers first, then disk.
pub struct Texts<'a> {
    session: &'a Session,
    cache: RefCell<HashMap<PathBuf, Read>>,
}

impl<'a> Texts<'a> {
    /// An empty cache over the session's documents.
    pub fn new(session: &'a Session) -> Self {
        Texts {
            session,
            cache: RefCell::new(HashMap::new()),
        }
    }

    /// The session.
    pub fn session(&self) -> &Session {
        self.session
    }

    /// The URI and text of `path`.
    pub fn get(&self, path: &Path) -> Option<(Url, Text)> {
        self.get_with_origin(path).map(|(u, t, _)| (u, t))
    }

    /// The URI and text of `path`, and its version when it is an open buffer.
    pub fn get_with_origin(&self, path: &Path) -> Option<(Url, Text, Option<i32>)> {
        if let Some(hit) = self.cache.borrow().get(path) {
            return hit.clone();
        }
        let found = match self.session.document_at(path) {
            Some((uri, doc)) => Some((uri, doc.text().clone(), Some(doc.version()))),
            None => std::fs::read_to_string(path)
                .ok()
                .and_then(|t| Some((to_proto::url(path).ok()?, Text::new(&t), None))),
        };
        self.cache
            .borrow_mut()
            .insert(path.to_path_buf(), found.clone());
        found
    }
}

/// The root cause's place in the current text.
pub struct Located {
    pub uri: Url,
    pub range: Range,
    pub anchor: Anchor,
}

/// Where the root cause of `state` is now, if it has one with a line in a readable file.
pub fn root_cause_at(texts: &Texts<'_>, folder: &Folder, state: &BugState) -> Option<Located> {
    let rc = state.root_cause.as_ref()?;
    let line = rc.root_cause_line?;
    let (uri, text, version) = texts.get_with_origin(&folder.root.join(&rc.root_cause_file))?;
    let session = texts.session();
    let generation = folder.investigations().generation;
    if let Some(version) = version {
        if let Some((range, anchor)) =
            session.cached_anchor(&uri, &state.bug_id, version, generation)
        {
            return Some(Located { uri, range, anchor });
        }
    }
    let code = rc.root_cause_code.lines().next().unwrap_or("").trim();
    // In an open buffer the pin starts from where it was last seen (shifted by the edits above
    // it), so an edit of the line itself leaves it there instead of at the analysis' number.
    let line = match version {
        Some(_) => session.pin(&uri, &state.bug_id).unwrap_or(line),
        None => line,
    };
    let anchor = if code.is_empty() {
        Anchor::Exact(line.min(text.len_lines()).max(1))
    } else {
        anchor::anchor(&text, line, code)
    };
    let range = to_proto::range(
        &text,
        anchor::statement_range(&text, anchor.line()),
        session.encoding(),
    );
    if let Some(version) = version {
        session.set_pin(&uri, &state.bug_id, anchor.line());
        session.cache_anchor(&uri, &state.bug_id, version, generation, range, anchor);
    }
    Some(Located { uri, range, anchor })
}

fn location(texts: &Texts<'_>, folder: &Folder, file: &str, line: u32) -> Option<(Url, Range)> {
    let (uri, text) = texts.get(&folder.root.join(file))?;
    let range = to_proto::range(
        &text,
        anchor::statement_range(&text, line.max(1)),
        texts.session().encoding(),
    );
    Some((uri, range))
}

pub use crate::engine::{is_approved, plan_hash};

/// The commands that make sense for `state` now, in the order a person would take them: the
/// engine's [`crate::engine::actions`], as commands.
pub fn next_actions(state: &BugState) -> Vec<Command> {
    crate::engine::actions(state)
        .into_iter()
        .map(Command::of)
        .collect()
}

/// The summary of one investigation.
pub fn summary(texts: &Texts<'_>, folder: &Folder, state: &BugState) -> InvestigationSummary {
    let root_cause = state.root_cause.as_ref().and_then(|rc| {
        let at = root_cause_at(texts, folder, state)?;
        Some(RootCauseView {
            uri: at.uri,
            range: at.range,
            summary: rc.summary.clone(),
            confidence: rc.confidence.as_str().to_owned(),
            analyzer: rc.analyzer.clone(),
            changed: !at.anchor.is_found(),
        })
    });
    InvestigationSummary {
        investigation_id: state.bug_id.clone(),
        handle: state.handle(),
        workspace_folder: folder.uri.clone(),
        phase: state.phase.as_upper().to_owned(),
        title: state.report.description.clone(),
        severity: state.report.severity.map(|s| s.to_string()),
        complexity: state.triage.complexity.and_then(|c| serde_plain(&c)),
        defect_type: state.triage.defect_type.and_then(|d| serde_plain(&d)),
        root_cause,
        plan_hash: plan_hash(state),
        risk: state
            .fix_plan
            .as_ref()
            .map(|p| p.risk_level.as_str().to_owned()),
        approved: is_approved(state),
        blocked_reason: state.blocked_reason.clone(),
        next_actions: next_actions(state)
            .into_iter()
            .map(|c| c.identifier().to_owned())
            .collect(),
    }
}

/// A unit enum's serde name (`"trivial"`), as the store writes it.
fn serde_plain<T: serde::Serialize>(value: &T) -> Option<String> {
    match serde_json::to_value(value).ok()? {
        serde_json::Value::String(s) => Some(s),
        _ => None,
    }
}

/// The order of lists and trees: severity (P0 first, none last), then complexity (trivial
/// first, none last), then the store's order (creation).
pub fn triage_order(a: &InvestigationSummary, b: &InvestigationSummary) -> std::cmp::Ordering {
    fn severity(s: &InvestigationSummary) -> u8 {
        match s.severity.as_deref() {
            Some("P0") => 0,
            Some("P1") => 1,
            Some("P2") => 2,
            Some("P3") => 3,
            _ => 4,
        }
    }
    fn complexity(s: &InvestigationSummary) -> u8 {
        match s.complexity.as_deref() {
            Some("trivial") => 0,
            Some("moderate") => 1,
            Some("complex") => 2,
            _ => 3,
        }
    }
    (severity(a), complexity(a)).cmp(&(severity(b), complexity(b)))
}

/// Everything about one investigation.
pub fn status(texts: &Texts<'_>, folder: &Folder, state: &BugState) -> InvestigationStatus {
    let rc = state.root_cause.as_ref();
    let located = |file: &str, line: u32, message: &str| {
        location(texts, folder, file, line).map(|(uri, range)| LocationMessage {
            uri,
            range,
            message: message.to_owned(),
        })
    };
    InvestigationStatus {
        summary: summary(texts, folder, state),
        explanation: rc
            .map(|r| r.root_cause_explanation.clone())
            .filter(|s| !s.is_empty()),
        why_not_caught: rc
            .map(|r| r.why_not_caught.clone())
            .filter(|s| !s.is_empty()),
        trace: rc
            .map(|r| {
                r.trace_locations
                    .iter()
                    .filter_map(|t| located(&t.file, t.line, &t.message))
                    .collect()
            })
            .unwrap_or_default(),
        failing_test: rc
            .and_then(|r| r.failing_test.as_ref())
            .and_then(|t| located(&t.file, t.line, &t.message)),
        plan: state.fix_plan.as_ref().map(|p| {
            let mut files: Vec<String> = Vec::new();
            for c in &p.changes {
                if !files.contains(&c.file_path) {
                    files.push(c.file_path.clone());
                }
            }
            PlanView {
                summary: p.summary.clone(),
                planner: p.planner.clone(),
                scope: p.scope.clone(),
                risk_explanation: p.risk_explanation.clone(),
                files,
            }
        }),
        implementation: state.implementation.as_ref().map(|i| ImplementationView {
            success: i.success,
            files_changed: i.files_changed.clone(),
            tests_passed: i.tests_passed,
            tests_failed: i.tests_failed,
            failing_tests: i.failing_tests.clone(),
        }),
        rejection_reason: state.rejection_reason.clone(),
    }
}

/// The diagnostic of one investigation: `None` when it has no root cause, or is FIXED or
/// WONT_FIX.
pub fn diagnostic(
    texts: &Texts<'_>,
    folder: &Folder,
    state: &BugState,
) -> Option<(Url, Diagnostic)> {
    if matches!(state.phase, BugPhase::Fixed | BugPhase::WontFix) {
        return None;
    }
    let rc = state.root_cause.as_ref()?;
    let at = root_cause_at(texts, folder, state)?;
    let mut message = format!("{} [{}]", rc.summary.trim(), state.phase.as_upper());
    if !at.anchor.is_found() {
        message.push_str(" (changed since the analysis)");
    }
    if let Some(values) = expected_actual(state) {
        message.push_str(&format!("\n{values}"));
    }
    if let Some(reason) = state
        .blocked_reason
        .as_deref()
        .filter(|_| state.phase == BugPhase::Blocked)
    {
        message.push_str(&format!("\nBlocked: {reason}"));
    }
    let severity = if state.phase == BugPhase::Blocked || rc.confidence == Level::High {
        DiagnosticSeverity::ERROR
    } else {
        DiagnosticSeverity::WARNING
    };
    let mut related = Vec::new();
    for t in &rc.trace_locations {
        if let Some((uri, range)) = location(texts, folder, &t.file, t.line) {
            related.push(DiagnosticRelatedInformation {
                location: Location::new(uri, range),
                message: t.message.clone(),
            });
        }
    }
    if let Some(t) = &rc.failing_test {
        if let Some((uri, range)) = location(texts, folder, &t.file, t.line) {
            related.push(DiagnosticRelatedInformation {
                location: Location::new(uri, range),
                message: format!("failing test: {}", t.message),
            });
        }
    }
    let data = DiagnosticData {
        investigation_id: state.bug_id.clone(),
        phase: state.phase.as_upper().to_owned(),
        plan_hash: plan_hash(state),
    };
    let diagnostic = Diagnostic {
        range: at.range,
        severity: Some(severity),
        code: Some(NumberOrString::String(state.bug_id.clone())),
        source: Some("bugbash".to_owned()),
        message,
        related_information: Some(related),
        data: serde_json::to_value(data).ok(),
        ..Default::default()
    };
    Some((at.uri, diagnostic))
}

/// A command carrying the investigation (and the plan hash, for verify) as its one argument.
/// Approve carries no hash: the client (or the server) shows the plan's diff first and approves
/// what it showed.
pub fn command(state: &BugState, command: Command, title: &str) -> LspCommand {
    let mut args = serde_json::json!({ "investigationId": state.bug_id });
    if matches!(command, Command::Verify | Command::Fix) {
        args["planHash"] = serde_json::json!(plan_hash(state));
    }
    LspCommand {
        title: title.to_owned(),
        command: command.identifier().to_owned(),
        arguments: Some(vec![args]),
    }
}

/// The short id of the commit that last changed the root-cause line, when the analysis recorded
/// one (what `bugbash.showCommit` shows by default).
pub fn root_cause_commit(state: &BugState) -> Option<String> {
    let rc = state.root_cause.as_ref()?;
    let why = state.why.as_ref()?;
    why.history_at(&rc.root_cause_file, rc.root_cause_line?)?
        .short()
        .map(str::to_owned)
}

/// `bugbash.fix` for the approved plan, with the refactor preview or without.
pub fn fix_command(state: &BugState, preview: bool, title: &str) -> LspCommand {
    let mut c = command(state, Command::Fix, title);
    if preview {
        if let Some(args) = c.arguments.as_mut().and_then(|a| a.first_mut()) {
            args["preview"] = serde_json::json!(true);
        }
    }
    c
}

/// The label of an action's lens.
fn lens_label(state: &BugState, action: crate::engine::Action) -> &'static str {
    use crate::engine::Action;
    match action {
        Action::Analyze if state.phase == BugPhase::Analyzed => "Plan fix",
        Action::Analyze => "Analyze",
        Action::ChooseTargets => "Choose target tests…",
        Action::ImportPlan => "Import plan…",
        Action::ShowPlan => "Show plan",
        Action::ChooseFix => "Choose another fix…",
        Action::Approve => "Approve…",
        Action::Reject => "Reject…",
        Action::Apply => "Apply fix",
        Action::Retry => "Retry",
        Action::Rollback => "Roll back",
        Action::Commit => "Commit",
    }
}

/// The code lenses on one investigation's root-cause line: its handle, phase and risk, then one
/// lens per allowed action (exactly [`crate::engine::actions`]).
pub fn lenses(state: &BugState, range: Range) -> Vec<CodeLens> {
    let risk = state
        .fix_plan
        .as_ref()
        .map(|p| format!(" · risk {}", p.risk_level.as_str()))
        .unwrap_or_default();
    let head = format!(
        "bugbash {} · {}{risk}",
        state.handle(),
        state.phase.as_upper()
    );
    let mut out = vec![CodeLens {
        range,
        command: Some(command(state, Command::Status, &head)),
        data: None,
    }];
    for action in crate::engine::actions(state) {
        out.push(CodeLens {
            range,
            command: Some(command(
                state,
                Command::of(action),
                lens_label(state, action),
            )),
            data: None,
        });
    }
    out
}

/// "expected 90.0, got 100.0" when the failing assertion printed its values.
pub fn expected_actual(state: &BugState) -> Option<String> {
    let r = state.reproduction.as_ref()?;
    crate::render::expected_actual(r.expected.as_deref(), r.actual.as_deref())
}

/// The hover on a root cause, written for the developer at that line: what fails, where, why,
/// the evidence, the plan, one line each.
pub fn hover_markdown(state: &BugState) -> String {
    let one = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut md = format!(
        "**bugbash {}** · {}\n\n",
        state.handle(),
        state.phase.as_upper()
    );
    let mut lines: Vec<String> = Vec::new();
    let rc = state.root_cause.as_ref();
    let failing = rc.and_then(|r| r.failing_test.as_ref());
    let test = state
        .reproduction
        .as_ref()
        .and_then(|r| r.failing_tests.first().cloned())
        .or_else(|| failing.map(|t| t.message.clone()));
    if let Some(test) = test {
        let mut line = format!("**Fails:** `{}`", one(&test));
        if let Some(t) = failing {
            line.push_str(&format!(" ({}:{})", t.file, t.line));
        }
        if let Some(values) = expected_actual(state) {
            line.push_str(&format!(": {values}"));
        }
        lines.push(line);
    }
    if let Some(rc) = rc {
        let at = rc
            .root_cause_line
            .map(|l| format!("{}:{l}", rc.root_cause_file))
            .unwrap_or_else(|| rc.root_cause_file.clone());
        let code = rc.root_cause_code.lines().next().unwrap_or("").trim();
        lines.push(if code.is_empty() {
            format!("**Where:** {at}")
        } else {
            format!("**Where:** {at} `{code}`")
        });
        lines.push(format!("**Why:** {}", one(&rc.summary)));
        let evidence = rc
            .ranking
            .first()
            .map(|s| one(&s.evidence))
            .filter(|e| !e.is_empty())
            .unwrap_or_else(|| first_sentence(&rc.root_cause_explanation));
        if !evidence.is_empty() {
            lines.push(format!(
                "**Evidence:** {evidence} ({} confidence, {})",
                rc.confidence.as_str(),
                rc.analyzer
            ));
        }
    }
    if let Some(p) = &state.fix_plan {
        lines.push(format!(
            "**Plan:** {} ({}, risk {})",
            one(&p.summary),
            p.planner,
            p.risk_level.as_str()
        ));
    }
    if let Some(reason) = state
        .blocked_reason
        .as_deref()
        .filter(|_| state.phase == BugPhase::Blocked)
    {
        lines.push(format!("**Blocked:** {}", one(reason)));
    }
    md.push_str(&lines.join("  \n"));
    md.push('\n');
    md
}

/// The first sentence of `text`, on one line.
fn first_sentence(text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match text.find(". ") {
        Some(i) => text[..=i].to_owned(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::BugReport;

    #[test]
    fn next_actions_follow_the_phase_and_the_approval() {
        let mut s = BugState::new("b".into(), BugReport::new("x"), chrono::Utc::now());
        s.phase = BugPhase::Planned;
        assert_eq!(
            next_actions(&s),
            [Command::ShowPlan, Command::Approve, Command::Reject]
        );
        s.phase = BugPhase::Approved;
        assert_eq!(
            next_actions(&s),
            [Command::ShowPlan],
            "no approval record: no apply"
        );
        s.phase = BugPhase::Fixed;
        assert_eq!(next_actions(&s), [Command::Commit], "not committed yet");
    }
}
