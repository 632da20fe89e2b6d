//! The custom requests of `lsp::ext`: ping, debugDocument, planPreview, candidates,
//! failingTests, list and status.

use crate::engine::fix::unified_diff;
use crate::lsp::error::{LspError, LspResult};
use crate::lsp::ext::{
    DebugDocumentParams, DebugDocumentResult, DoctorCheck, DoctorParams, DoctorReport,
    FailingTests, FixCandidateView, InvestigationParams, InvestigationStatus, InvestigationSummary,
    ListParams, PingResult, PlanPreview, PlanPreviewFile,
};
use crate::lsp::session::Session;
use crate::lsp::to_proto;
use crate::lsp::view::{self, Texts};

/// Handles `bugbash/ping`: any parameters (`{}`, `null`, ...) are accepted and ignored.
#[tracing::instrument(name = "ping", skip_all)]
pub fn ping(_params: Option<serde_json::Value>) -> LspResult<PingResult> {
    Ok(PingResult {})
}

/// Handles `bugbash/debugDocument`.
#[tracing::instrument(name = "debug_document", skip_all, fields(uri = %params.text_document.uri))]
pub fn debug_document(
    session: &Session,
    params: DebugDocumentParams,
) -> LspResult<DebugDocumentResult> {
    let uri = params.text_document.uri;
    let snapshot = session
        .snapshot(&uri)
        .ok_or_else(|| LspError::DocumentNotOpen(uri.clone()))?;
    Ok(DebugDocumentResult {
        uri,
        version: snapshot.version(),
        language_id: snapshot.document().language_id().to_owned(),
        text: snapshot.text().to_string(),
        line_count: snapshot.text().len_lines(),
        position_encoding: snapshot.encoding().as_str().to_owned(),
    })
}

/// Handles `bugbash/planPreview` (and `bugbash.showPlan`): the plan's files before and after,
/// against the editor's buffers. Read-only.
#[tracing::instrument(name = "plan_preview", skip_all, fields(id = %params.investigation_id))]
pub fn plan_preview(session: &Session, params: InvestigationParams) -> LspResult<PlanPreview> {
    let (folder, _) = session.investigation(&params.investigation_id)?;
    let engine = folder.engine();
    let text_of = |p: &std::path::Path| session.text_of(p);
    let (state, resolved) = engine.plan_preview(&params.investigation_id, &text_of)?;
    let plan = state
        .fix_plan
        .as_ref()
        .expect("plan_preview checks the plan");
    let mut files: Vec<PlanPreviewFile> = Vec::new();
    for r in &resolved.changes {
        let uri = to_proto::url(&r.abs)?;
        // Several changes to one file: keep the first original and the last result.
        if let Some(f) = files.iter_mut().find(|f| f.path == r.path) {
            f.proposed = r.new_text.clone();
            f.diff = unified_diff(&r.path, f.original.as_deref(), f.proposed.as_deref());
            continue;
        }
        files.push(PlanPreviewFile {
            path: r.path.clone(),
            uri,
            kind: r.kind.to_string(),
            original: r.original.clone(),
            proposed: r.new_text.clone(),
            diff: unified_diff(&r.path, r.original.as_deref(), r.new_text.as_deref()),
        });
    }
    for (path, abs, text) in &resolved.tests {
        files.push(PlanPreviewFile {
            path: path.clone(),
            uri: to_proto::url(abs)?,
            kind: "create".into(),
            original: None,
            proposed: Some(text.clone()),
            diff: unified_diff(path, None, Some(text)),
        });
    }
    Ok(PlanPreview {
        investigation_id: state.bug_id.clone(),
        plan_hash: resolved.plan_hash.clone(),
        phase: state.phase.as_upper().to_owned(),
        approved: view::is_approved(&state),
        summary: plan.summary.clone(),
        risk: plan.risk_level.as_str().to_owned(),
        files,
    })
}

/// Handles `bugbash/candidates`: the analysis' verified fix candidates, each with its diff
/// against the editor's buffers. Read-only; empty when the analysis verified none.
#[tracing::instrument(name = "candidates", skip_all, fields(id = %params.investigation_id))]
pub fn candidates(
    session: &Session,
    params: InvestigationParams,
) -> LspResult<Vec<FixCandidateView>> {
    let (folder, _) = session.investigation(&params.investigation_id)?;
    let text_of = |p: &std::path::Path| session.text_of(p);
    let (_, choices) = folder
        .engine()
        .fix_choices(&params.investigation_id, &text_of)?;
    choices
        .into_iter()
        .map(|c| {
            let diff: String = c
                .changes
                .iter()
                .map(|r| unified_diff(&r.path, r.original.as_deref(), r.new_text.as_deref()))
                .collect();
            Ok(FixCandidateView {
                number: c.number as u32,
                label: c.label,
                concerns: c.concerns,
                uri: to_proto::url(&folder.root.join(&c.file))?,
                path: c.file,
                line: c.line,
                current: c.current,
                diff,
            })
        })
        .collect()
}

/// Handles `bugbash/failingTests`: the reproduction's failing tests, targets first. Read-only.
#[tracing::instrument(name = "failing_tests", skip_all, fields(id = %params.investigation_id))]
pub fn failing_tests(session: &Session, params: InvestigationParams) -> LspResult<FailingTests> {
    let (folder, _) = session.investigation(&params.investigation_id)?;
    let (_, c) = folder.engine().target_choices(&params.investigation_id)?;
    Ok(FailingTests {
        targets: c.targets,
        others: c.others,
        reason: c.reason,
        can_choose: c.can_choose,
    })
}

/// Handles `bugbash/list` (and `bugbash.list`).
#[tracing::instrument(name = "list", skip_all)]
pub fn list(session: &Session, params: ListParams) -> LspResult<Vec<InvestigationSummary>> {
    let folders = match &params.workspace_folder {
        Some(uri) => vec![session.folder_by_uri(uri)?],
        None => session.folders(),
    };
    let phase = params
        .phase
        .as_deref()
        .map(|p| p.trim().to_ascii_uppercase());
    if let Some(p) = &phase {
        if !crate::model::BugPhase::ALL
            .iter()
            .any(|x| x.as_upper() == p)
        {
            return Err(LspError::invalid_params(format!(
                "unknown phase {p}; use one of {}",
                crate::model::BugPhase::ALL.map(|x| x.as_upper()).join(", ")
            )));
        }
    }
    let texts = Texts::new(session);
    let mut out = Vec::new();
    for folder in folders {
        for state in &folder.investigations().states {
            if phase
                .as_deref()
                .is_some_and(|p| p != state.phase.as_upper())
            {
                continue;
            }
            out.push(view::summary(&texts, &folder, state));
        }
    }
    // Triage first: the most severe, then the simplest (a stable sort keeps the store's order
    // among equals).
    out.sort_by(view::triage_order);
    Ok(out)
}

/// Handles `bugbash/doctor`: the checks run on a blocking thread (they run git and may probe
/// the model), one report per folder.
#[tracing::instrument(name = "doctor", skip_all)]
pub async fn doctor(session: &Session, params: DoctorParams) -> LspResult<Vec<DoctorReport>> {
    let folders = match &params.workspace_folder {
        Some(uri) => vec![session.folder_by_uri(uri)?],
        None => session.folders(),
    };
    let mut out = Vec::new();
    for folder in folders {
        let root = folder.root.clone();
        let report = tokio::task::spawn_blocking(move || crate::doctor::check_workspace(&root))
            .await
            .map_err(|e| LspError::Internal(anyhow::anyhow!("doctor task failed: {e}")))?;
        out.push(DoctorReport {
            workspace_folder: folder.uri.clone(),
            healthy: report.healthy,
            summary: report.summary,
            checks: report
                .checks
                .into_iter()
                .map(|c| DoctorCheck {
                    name: c.name.to_owned(),
                    status: c.status.as_str().to_owned(),
                    message: c.message,
                    fix: c.fix,
                    investigation_id: c.investigation,
                })
                .collect(),
        });
    }
    Ok(out)
}

/// Handles `bugbash/status` (and `bugbash.status`).
#[tracing::instrument(name = "status", skip_all, fields(id = %params.investigation_id))]
pub fn status(session: &Session, params: InvestigationParams) -> LspResult<InvestigationStatus> {
    let (folder, state) = session.investigation(&params.investigation_id)?;
    Ok(view::status(&Texts::new(session), &folder, &state))
}
