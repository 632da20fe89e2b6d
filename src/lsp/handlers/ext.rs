//! The custom requests of `lsp::ext`: `bugbash/ping` and `bugbash/debugDocument`.

use crate::lsp::error::{LspError, LspResult};
use crate::lsp::ext::{DebugDocumentParams, DebugDocumentResult, PingResult};
use crate::lsp::session::Session;

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
