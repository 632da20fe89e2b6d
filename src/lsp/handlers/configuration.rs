//! `workspace/didChangeConfiguration`: take new settings pushed by the client.

use tower_lsp::lsp_types::DidChangeConfigurationParams;

use crate::lsp::session::Session;

/// Handles `workspace/didChangeConfiguration`. Clients push either the whole settings tree (we
/// take its `bugbash` section) or just our section; `null` (the client expects to be asked with
/// `workspace/configuration`) changes nothing. Returns the problems to show the user.
#[tracing::instrument(name = "did_change_configuration", skip_all)]
pub fn did_change_configuration(
    session: &Session,
    params: DidChangeConfigurationParams,
) -> Vec<String> {
    if params.settings.is_null() {
        return Vec::new();
    }
    tracing::debug!("new settings: {}", params.settings);
    session.reconfigure(params.settings)
}
