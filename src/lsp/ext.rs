//! The custom protocol: requests bugbash adds to LSP.
//!
//! Each type here is documented in `docs/lsp-extensions.md`; keep the two in step (and the VS Code
//! client's `lsp_ext.ts`, which mirrors this file).

use serde::{Deserialize, Serialize};
use tower_lsp::lsp_types::request::Request;
use tower_lsp::lsp_types::{TextDocumentIdentifier, Url};

/// `bugbash/ping`: answers `{}` at once. The no-op baseline for latency measurements.
#[derive(Debug)]
pub enum Ping {}

impl Request for Ping {
    type Params = Option<serde_json::Value>;
    type Result = PingResult;
    const METHOD: &'static str = "bugbash/ping";
}

/// The result of `bugbash/ping`: an empty object.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PingResult {}

/// `bugbash/debugDocument`: the server's view of an open document. For tests and bug reports;
/// not advertised to clients.
#[derive(Debug)]
pub enum DebugDocument {}

impl Request for DebugDocument {
    type Params = DebugDocumentParams;
    type Result = DebugDocumentResult;
    const METHOD: &'static str = "bugbash/debugDocument";
}

/// The parameters of `bugbash/debugDocument`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugDocumentParams {
    /// The open document to describe.
    pub text_document: TextDocumentIdentifier,
}

/// The result of `bugbash/debugDocument`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugDocumentResult {
    /// The document's URI, as the client sent it.
    pub uri: Url,
    /// The version of the last change the server applied.
    pub version: i32,
    /// The language identifier from `didOpen`.
    pub language_id: String,
    /// The whole text as the server holds it.
    pub text: String,
    /// The number of lines, counting the empty line after a final line break.
    pub line_count: u32,
    /// The negotiated position encoding (`utf-8`, `utf-16` or `utf-32`).
    pub position_encoding: String,
}
