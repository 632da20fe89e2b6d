//! The one place where failures become JSON-RPC error codes.
//!
//! Handlers return [`LspResult`]; `server.rs` converts an [`LspError`] into a
//! `tower_lsp::jsonrpc::Error` at the boundary, so every code is chosen here. Messages are
//! written for a person reading them in an editor's log: they say what was wrong and what to do.

use tower_lsp::jsonrpc::{Error, ErrorCode};
use tower_lsp::lsp_types::Url;

/// The result type of every handler.
pub type LspResult<T> = Result<T, LspError>;

/// LSP 3.17's `RequestFailed`: the request was valid but could not be carried out.
const REQUEST_FAILED: i64 = -32803;

/// Why a request failed.
#[derive(Debug, thiserror::Error)]
pub enum LspError {
    /// The parameters were malformed or named something that does not exist.
    #[error("{0}")]
    InvalidParams(String),
    /// The request names a document the client never opened (or already closed).
    #[error("the document {0} is not open; open it in the editor first")]
    DocumentNotOpen(Url),
    /// The request was valid but cannot be carried out now (for example a phase mismatch).
    #[error("{0}")]
    RequestFailed(String),
    /// The document changed since the client computed the request (a stale code action).
    #[error("{0}")]
    ContentModified(String),
    /// The client cancelled the request.
    #[error("the request was cancelled")]
    Cancelled,
    /// A bug or an I/O failure inside the server.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl LspError {
    /// Shorthand for [`LspError::InvalidParams`].
    pub fn invalid_params(message: impl Into<String>) -> Self {
        LspError::InvalidParams(message.into())
    }

    /// The JSON-RPC code for this error.
    pub fn code(&self) -> ErrorCode {
        match self {
            LspError::InvalidParams(_) | LspError::DocumentNotOpen(_) => ErrorCode::InvalidParams,
            LspError::RequestFailed(_) => ErrorCode::ServerError(REQUEST_FAILED),
            LspError::ContentModified(_) => ErrorCode::ContentModified,
            LspError::Cancelled => ErrorCode::RequestCancelled,
            LspError::Internal(_) => ErrorCode::InternalError,
        }
    }
}

/// How the editor words "what to do instead": the actions to pick, by their labels.
fn pick(allowed: &[crate::engine::Action]) -> String {
    if allowed.is_empty() {
        return " Nothing more can be done with it.".to_owned();
    }
    let labels: Vec<&str> = allowed
        .iter()
        .map(|a| crate::lsp::Command::of(*a).label())
        .collect();
    format!(" Available now: {}.", labels.join(", "))
}

impl From<crate::engine::EngineError> for LspError {
    /// How engine failures reach the editor: bad arguments and unknown ids are the client's
    /// mistake (`InvalidParams`); a valid request the investigation's state does not allow is
    /// `RequestFailed`, worded with the actions the person can pick instead (never a command
    /// line).
    fn from(err: crate::engine::EngineError) -> Self {
        use crate::engine::EngineError as E;
        use crate::store::StoreError as S;
        match err {
            E::Cancelled => LspError::Cancelled,
            E::InvalidInput(m) => LspError::InvalidParams(m),
            E::ReasonRequired { .. } => {
                LspError::InvalidParams(format!("{err}: give a `reason` argument"))
            }
            E::Store(store) => match *store {
                S::NotFound(id) => LspError::InvalidParams(format!(
                    "no investigation '{id}' in this workspace; `bugbash.list` shows the known ones"
                )),
                e @ S::InvalidId(_) => LspError::InvalidParams(e.to_string()),
                e @ S::Io { .. } => LspError::Internal(anyhow::Error::new(e)),
                S::Locked {
                    id,
                    pid,
                    host,
                    command,
                    ..
                } => LspError::RequestFailed(format!(
                    "'{id}' is busy: `{command}` is working on it (process {pid} on {host}); try again when it has finished"
                )),
                other => LspError::RequestFailed(other.to_string()),
            },
            E::NotAllowed(n) => LspError::RequestFailed(format!("{n}.{}", pick(&n.allowed))),
            other => LspError::RequestFailed(other.to_string()),
        }
    }
}

impl From<LspError> for Error {
    fn from(err: LspError) -> Self {
        let code = err.code();
        let message = match &err {
            // `{:#}` prints the whole `anyhow` context chain on one line.
            LspError::Internal(inner) => format!("internal error: {inner:#}"),
            other => other.to_string(),
        };
        if matches!(err, LspError::Internal(_)) {
            tracing::error!("{message}");
        }
        Error {
            code,
            message: message.into(),
            data: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_errors_map_to_what_the_client_can_act_on() {
        use crate::engine::EngineError as E;
        let cases = [
            (E::InvalidInput("bad".into()), -32602),
            (
                E::from(crate::store::StoreError::NotFound("x".into())),
                -32602,
            ),
            (E::ApprovalRequired("approve first".into()), -32803),
            (
                E::NotAllowed(Box::new(crate::engine::NotAllowed {
                    id: "x".into(),
                    action: crate::engine::Action::Approve,
                    phase: crate::model::BugPhase::Created,
                    allowed: vec![crate::engine::Action::Analyze],
                    why: "only a PLANNED investigation can be approved".into(),
                })),
                -32803,
            ),
            (E::Stale("gone".into()), -32803),
            (E::Cancelled, -32800),
        ];
        for (err, code) in cases {
            let rpc = Error::from(LspError::from(err));
            assert_eq!(rpc.code.code(), code);
            assert!(!rpc.message.contains("bugbash "), "{}", rpc.message);
        }
    }

    #[test]
    fn refusals_name_the_actions_to_pick() {
        let err = crate::engine::EngineError::NotAllowed(Box::new(crate::engine::NotAllowed {
            id: "x".into(),
            action: crate::engine::Action::Rollback,
            phase: crate::model::BugPhase::Blocked,
            allowed: vec![crate::engine::Action::Retry],
            why: "its fix was already rolled back".into(),
        }));
        assert_eq!(
            Error::from(LspError::from(err)).message,
            "cannot roll back 'x': it is BLOCKED; its fix was already rolled back. Available now: Retry."
        );
    }

    #[test]
    fn codes() {
        let uri = Url::parse("file:///tmp/a.rs").unwrap();
        let cases = [
            (LspError::invalid_params("bad"), -32602, "bad"),
            (
                LspError::DocumentNotOpen(uri),
                -32602,
                "the document file:///tmp/a.rs is not open; open it in the editor first",
            ),
            (LspError::RequestFailed("later".into()), -32803, "later"),
            (LspError::ContentModified("stale".into()), -32801, "stale"),
            (LspError::Cancelled, -32800, "the request was cancelled"),
            (
                LspError::Internal(anyhow::anyhow!("disk").context("reading state")),
                -32603,
                "internal error: reading state: disk",
            ),
        ];
        for (err, code, message) in cases {
            let rpc = Error::from(err);
            assert_eq!((rpc.code.code(), rpc.message.as_ref()), (code, message));
        }
    }
}
