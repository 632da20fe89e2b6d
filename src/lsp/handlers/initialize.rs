//! `initialize` and `shutdown`: negotiate the position encoding, record the client's
//! capabilities and settings, advertise what the server does, and note a clean shutdown.

use tower_lsp::lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionProviderCapability, CodeLensOptions,
    ExecuteCommandOptions, HoverProviderCapability, InitializeParams, InitializeResult, OneOf,
    ServerCapabilities, ServerInfo, TextDocumentSyncCapability, TextDocumentSyncKind,
    TextDocumentSyncOptions, WorkDoneProgressOptions,
};

use crate::lsp::commands::Command;
use crate::lsp::encoding::PositionEncoding;
use crate::lsp::session::Session;
use crate::lsp::to_proto;

/// The server's name in `serverInfo`.
pub const SERVER_NAME: &str = "bugbash";

/// Handles `initialize`.
#[tracing::instrument(name = "initialize", skip_all)]
pub fn initialize(session: &Session, params: InitializeParams) -> InitializeResult {
    let encoding = session.initialize(&params);
    let problems = session.open_folders(&params);
    session.add_problems(problems);
    tracing::info!(
        "initialized by {} with {} positions",
        session.client_name(),
        encoding.as_str()
    );
    InitializeResult {
        capabilities: server_capabilities(encoding),
        server_info: Some(ServerInfo {
            name: SERVER_NAME.to_owned(),
            version: Some(env!("CARGO_PKG_VERSION").to_owned()),
        }),
    }
}

/// What the server advertises.
pub fn server_capabilities(encoding: PositionEncoding) -> ServerCapabilities {
    ServerCapabilities {
        position_encoding: Some(to_proto::position_encoding(encoding)),
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                ..Default::default()
            },
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        inlay_hint_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
            code_action_kinds: Some(vec![CodeActionKind::QUICKFIX, CodeActionKind::SOURCE]),
            work_done_progress_options: WorkDoneProgressOptions::default(),
            resolve_provider: Some(true),
        })),
        code_lens_provider: Some(CodeLensOptions {
            resolve_provider: Some(false),
        }),
        execute_command_provider: Some(ExecuteCommandOptions {
            commands: Command::all()
                .iter()
                .map(|c| c.identifier().to_owned())
                .collect(),
            work_done_progress_options: WorkDoneProgressOptions::default(),
        }),
        ..Default::default()
    }
}

/// Handles `shutdown`: remembers it so the following `exit` ends the process with status 0.
#[tracing::instrument(name = "shutdown", skip_all)]
pub fn shutdown(session: &Session) {
    tracing::debug!("shutdown requested by {}", session.client_name());
    session.request_shutdown();
}
