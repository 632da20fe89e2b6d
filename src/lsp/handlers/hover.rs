//! `textDocument/hover`: the analysis of the investigation pinned to the hovered line.

use tower_lsp::lsp_types::{Hover, HoverParams};

use crate::lsp::error::LspResult;
use crate::lsp::from_proto;
use crate::lsp::session::Session;

/// Handles `textDocument/hover`.
#[tracing::instrument(name = "hover", skip_all,
    fields(uri = %params.text_document_position_params.text_document.uri))]
pub fn hover(session: &Session, params: HoverParams) -> LspResult<Option<Hover>> {
    let at = params.text_document_position_params;
    let Some(snapshot) = session.snapshot(&at.text_document.uri) else {
        return Ok(None);
    };
    let pos = from_proto::text_pos(snapshot.text(), at.position, snapshot.encoding());
    // FIXME: ask the engine for the investigation pinned at `pos.line` once it lands.
    tracing::trace!(line = pos.line, "no investigation here");
    Ok(None)
}
