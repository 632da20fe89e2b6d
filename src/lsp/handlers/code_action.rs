//! `textDocument/codeAction`: investigate the test under the cursor; show, approve, reject and
//! apply the plan of an investigation whose root cause is on the cursor's line.
//!
//! Computed on the server from the store and its own copy of the buffer. Of the client's range
//! only the start line is used (clamped to the document); the diagnostics the client sends back
//! are ignored (Neovim 0.7 sends byte columns there). The apply action exists only when the
//! engine's approval gate holds against the current buffers.

use tower_lsp::lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CodeActionParams, CodeActionResponse,
};

use crate::lsp::commands::Command;
use crate::lsp::error::LspResult;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};
use crate::lsp::{edit, from_proto};
use crate::model::BugPhase;
use crate::workspace;

/// How many lines above and below the cursor the test finder sees (a test function longer than
/// this is not offered for investigation from inside its tail).
const TEST_WINDOW: u32 = 400;

/// Handles `textDocument/codeAction`.
#[tracing::instrument(name = "code_action", skip_all, fields(uri = %params.text_document.uri))]
pub fn code_action(
    session: &Session,
    params: CodeActionParams,
) -> LspResult<Option<CodeActionResponse>> {
    let uri = params.text_document.uri;
    let Some(snapshot) = session.snapshot(&uri) else {
        return Ok(None);
    };
    let path = from_proto::file_path(&uri)?;
    let Some(folder) = session.folder_of(&path) else {
        return Ok(None);
    };
    let Some(rel) = folder.relative(&path) else {
        return Ok(None);
    };
    let line = params
        .range
        .start
        .line
        .min(snapshot.text().len_lines().saturating_sub(1));
    let literals = session.capabilities().code_action_literals;
    let mut out: Vec<CodeActionOrCommand> = Vec::new();
    let mut push =
        |title: String, kind: CodeActionKind, command: tower_lsp::lsp_types::Command, edit| {
            out.push(if literals {
                CodeActionOrCommand::CodeAction(CodeAction {
                    title,
                    kind: Some(kind),
                    edit,
                    command: Some(command),
                    ..Default::default()
                })
            } else {
                CodeActionOrCommand::Command(tower_lsp::lsp_types::Command { title, ..command })
            });
        };

    let texts = Texts::new(session);
    let investigations = folder.investigations();
    for state in investigations.in_file(&rel) {
        let Some(at) = view::root_cause_at(&texts, &folder, state) else {
            continue;
        };
        if at.range.start.line != line || at.uri != uri {
            continue;
        }
        let id = &state.bug_id;
        if state.fix_plan.is_some() {
            let title = format!("bugbash: {} ({id})", Command::ShowPlan.label());
            push(
                title.clone(),
                CodeActionKind::QUICKFIX,
                view::command(state, Command::ShowPlan, &title),
                None,
            );
        }
        if state.phase == BugPhase::Planned {
            for c in [Command::Approve, Command::Reject] {
                let title = format!("bugbash: {} ({id})", c.label());
                push(
                    title.clone(),
                    CodeActionKind::QUICKFIX,
                    view::command(state, c, &title),
                    None,
                );
            }
        }
        // The gate, against the buffers as they are now: nothing else produces the edit.
        if literals && view::is_approved(state) {
            let engine = folder.engine();
            let text_of = |p: &std::path::Path| session.text_of(p);
            match engine.editor_edit(id, &text_of) {
                Ok(fix) => {
                    let summary = state
                        .fix_plan
                        .as_ref()
                        .map(|p| p.summary.as_str())
                        .unwrap_or("");
                    match edit::workspace_edit(session, id, summary, &fix) {
                        Ok(workspace_edit) => {
                            let title = format!("bugbash: {} ({id})", Command::Fix.label());
                            let verify = view::command(state, Command::Verify, &title);
                            push(
                                title,
                                CodeActionKind::QUICKFIX,
                                verify,
                                Some(workspace_edit),
                            );
                        }
                        Err(e) => tracing::info!("no apply action for {id}: {e}"),
                    }
                }
                Err(e) => tracing::info!("no apply action for {id}: {e}"),
            }
        }
    }

    // The test finder reads lines around the cursor only, so a huge file costs no more than a
    // small one.
    let first = line.saturating_sub(TEST_WINDOW);
    let window = snapshot.text().lines_between(first, line + TEST_WINDOW);
    if let Some(test) = workspace::test_at(&rel, &window, line - first + 1) {
        let title = format!("bugbash: {} {}", Command::Investigate.label(), test.name);
        let command = tower_lsp::lsp_types::Command {
            title: title.clone(),
            command: Command::Investigate.identifier().to_owned(),
            arguments: Some(vec![serde_json::json!({
                "textDocument": { "uri": uri },
                "position": { "line": line, "character": 0 },
            })]),
        };
        push(title, CodeActionKind::SOURCE, command, None);
    }
    Ok((!out.is_empty()).then_some(out))
}
