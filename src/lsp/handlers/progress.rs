//! `window/workDoneProgress/cancel`: the user cancelled long work from the progress UI.

use tower_lsp::lsp_types::{NumberOrString, WorkDoneProgressCancelParams};

use crate::lsp::session::Session;

/// Handles `window/workDoneProgress/cancel`: stops the work (and its test processes).
#[tracing::instrument(name = "work_done_progress_cancel", skip_all)]
pub fn cancel(session: &Session, params: WorkDoneProgressCancelParams) {
    let key = match params.token {
        NumberOrString::Number(n) => n.to_string(),
        NumberOrString::String(s) => s,
    };
    if !session.cancel_work(&key) {
        tracing::debug!("nothing is running under progress token {key}");
    }
}
