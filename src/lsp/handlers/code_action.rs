//! `textDocument/codeAction`: investigate, show the plan, approve, reject, fix, verify.
//!
//! Actions are computed on the server from the diagnostics' `data`, never from ranges sent back by
//! the client (Neovim 0.7 sends byte columns there).

use tower_lsp::lsp_types::{CodeActionParams, CodeActionResponse};

use crate::lsp::error::LspResult;
use crate::lsp::session::Session;

/// Handles `textDocument/codeAction`.
#[tracing::instrument(name = "code_action", skip_all, fields(uri = %params.text_document.uri))]
pub fn code_action(
    session: &Session,
    params: CodeActionParams,
) -> LspResult<Option<CodeActionResponse>> {
    let Some(_snapshot) = session.snapshot(&params.text_document.uri) else {
        return Ok(None);
    };
    // FIXME: offer the actions of each investigation in range once the engine lands.
    Ok(None)
}
