//! `textDocument/codeLens`: on each root-cause line, the investigation's id, phase and risk,
//! then its next actions (a FIXED investigation keeps them until its fix is committed).

use tower_lsp::lsp_types::{CodeLens, CodeLensParams};

use crate::lsp::error::LspResult;
use crate::lsp::from_proto;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};

/// Handles `textDocument/codeLens`.
#[tracing::instrument(name = "code_lens", skip_all, fields(uri = %params.text_document.uri))]
pub fn code_lens(session: &Session, params: CodeLensParams) -> LspResult<Option<Vec<CodeLens>>> {
    let uri = params.text_document.uri;
    let path = from_proto::file_path(&uri)?;
    let Some(folder) = session.folder_of(&path) else {
        return Ok(None);
    };
    let Some(rel) = folder.relative(&path) else {
        return Ok(None);
    };
    let texts = Texts::new(session);
    let mut lenses = Vec::new();
    for state in folder.investigations().in_file(&rel) {
        // A closed investigation keeps its lens only while something is left to do (commit a
        // FIXED one's fix).
        if matches!(
            state.phase,
            crate::model::BugPhase::Fixed | crate::model::BugPhase::WontFix
        ) && crate::engine::actions(state).is_empty()
        {
            continue;
        }
        if let Some(at) = view::root_cause_at(&texts, &folder, state) {
            lenses.extend(view::lenses(state, at.range));
        }
    }
    Ok(Some(lenses))
}
