//! `textDocument/didOpen`, `didChange` and `didClose`: keep the session's copy of each open
//! document in step with the editor.
//!
//! These run synchronously, before any `.await`, so changes are applied in the order the client
//! sent them even though tower-lsp runs handlers concurrently.

use tower_lsp::lsp_types::{
    DidChangeTextDocumentParams, DidCloseTextDocumentParams, DidOpenTextDocumentParams,
};

use crate::lsp::document::TextDocument;
use crate::lsp::session::Session;

/// Handles `textDocument/didOpen`.
#[tracing::instrument(name = "did_open", skip_all, fields(uri = %params.text_document.uri))]
pub fn did_open(session: &Session, params: DidOpenTextDocumentParams) {
    let doc = params.text_document;
    let document = TextDocument::new(&doc.text, doc.version, &doc.language_id);
    session.open_document(doc.uri, document);
}

/// Handles `textDocument/didChange`.
#[tracing::instrument(name = "did_change", skip_all, fields(uri = %params.text_document.uri))]
pub fn did_change(session: &Session, params: DidChangeTextDocumentParams) {
    let doc = params.text_document;
    if let Err(err) = session.change_document(&doc.uri, doc.version, &params.content_changes) {
        // A notification has no reply: the log is the only place to say something went wrong.
        tracing::warn!("ignoring a change: {err}");
    }
}

/// Handles `textDocument/didClose`.
#[tracing::instrument(name = "did_close", skip_all, fields(uri = %params.text_document.uri))]
pub fn did_close(session: &Session, params: DidCloseTextDocumentParams) {
    if !session.close_document(&params.text_document.uri) {
        tracing::warn!("closing a document that was not open");
    }
}
