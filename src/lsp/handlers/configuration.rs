//! `workspace/didChangeConfiguration`: take new settings pushed by the client.

use tower_lsp::lsp_types::DidChangeConfigurationParams;

use crate::lsp::session::Session;

/// The section of the client's settings that belongs to bugbash.
pub const SECTION: &str = "bugbash";

/// Handles `workspace/didChangeConfiguration`. Clients push either the whole settings tree (we
/// take its `bugbash` section) or just our section; `null` means the client expects to be asked
/// with `workspace/configuration`, which the engine wiring will do.
#[tracing::instrument(name = "did_change_configuration", skip_all)]
pub fn did_change_configuration(session: &Session, params: DidChangeConfigurationParams) {
    let settings = match params.settings {
        serde_json::Value::Null => return,
        serde_json::Value::Object(mut all) if all.contains_key(SECTION) => {
            all.remove(SECTION).unwrap_or_default()
        }
        other => other,
    };
    tracing::debug!("new settings: {settings}");
    session.set_settings(settings);
}
