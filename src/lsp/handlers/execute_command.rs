//! `workspace/executeCommand`: run one of the [`Command`]s.

use tower_lsp::lsp_types::ExecuteCommandParams;

use crate::lsp::commands::{Command, UnknownCommand};
use crate::lsp::error::{LspError, LspResult};
use crate::lsp::session::Session;

/// Handles `workspace/executeCommand`.
#[tracing::instrument(name = "execute_command", skip_all, fields(command = %params.command))]
pub fn execute_command(
    session: &Session,
    params: ExecuteCommandParams,
) -> LspResult<Option<serde_json::Value>> {
    let command: Command = params
        .command
        .parse()
        .map_err(|err: UnknownCommand| LspError::invalid_params(err.to_string()))?;
    let _ = session;
    // FIXME: dispatch to the engine once it lands; until then every command says so.
    Err(LspError::RequestFailed(format!(
        "`{command}` ({}) is not available yet: the investigation engine is not connected to \
         the language server in this build",
        command.label()
    )))
}
