//! `textDocument/codeLens`: a lens on each root-cause line.

use tower_lsp::lsp_types::{CodeLens, CodeLensParams};

use crate::lsp::error::LspResult;
use crate::lsp::session::Session;

/// Handles `textDocument/codeLens`.
#[tracing::instrument(name = "code_lens", skip_all, fields(uri = %params.text_document.uri))]
pub fn code_lens(session: &Session, params: CodeLensParams) -> LspResult<Option<Vec<CodeLens>>> {
    let Some(_snapshot) = session.snapshot(&params.text_document.uri) else {
        return Ok(None);
    };
    // FIXME: one lens per investigation pinned in this document once the engine lands.
    Ok(None)
}
