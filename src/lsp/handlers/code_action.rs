//! `textDocument/codeAction` and `codeAction/resolve`.
//!
//! The light bulb is cheap: titles come from the folder's cache of investigations and the
//! server's copy of the buffer only. On a root-cause line every action of
//! [`crate::engine::actions`] is offered (apply as two actions: "Apply approved fix" and
//! "Preview approved fix…"); inside a test function "Investigate failing test" is offered, as a
//! quick fix on the test's name and on an assertion line, else as a source action.
//!
//! The apply actions' workspace edit (and the approval gate it runs against the buffers) is
//! computed on `codeAction/resolve`, on a blocking thread. Their `data` carries the document's
//! version: a resolve after the document changed answers ContentModified. Clients that do not
//! resolve edits get the edit at once (computed on a blocking thread too); clients without
//! code action literals get `bugbash.fix` commands instead.
//!
//! Of the client's range only the start line is used (clamped to the document); the
//! diagnostics the client sends back are ignored (Neovim 0.7 sends byte columns there).

use std::sync::Arc;

use tower_lsp::lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CodeActionParams, CodeActionResponse,
    Command as LspCommand,
};

use crate::engine::Action;
use crate::lsp::commands::Command;
use crate::lsp::error::{LspError, LspResult};
use crate::lsp::ext::CodeActionData;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};
use crate::lsp::{edit, from_proto};
use crate::model::BugState;
use crate::workspace;

/// How many lines above and below the cursor the test finder sees (a test function longer than
/// this is not offered for investigation from inside its tail).
const TEST_WINDOW: u32 = 400;

/// One offered action before it is shaped for the client.
struct Offer {
    title: String,
    kind: CodeActionKind,
    command: LspCommand,
    /// For the apply actions: what `codeAction/resolve` needs.
    data: Option<CodeActionData>,
}

/// Whether the client asked for actions of `kind` (`context.only`; hierarchical: `source`
/// includes `source.fixAll`).
fn wanted(only: &Option<Vec<CodeActionKind>>, kind: &CodeActionKind) -> bool {
    match only {
        None => true,
        Some(kinds) => kinds.iter().any(|k| {
            let k = k.as_str();
            kind.as_str() == k || kind.as_str().starts_with(&format!("{k}."))
        }),
    }
}

/// A line a test asserts on (lexically): where a person looking at a failure puts the cursor.
fn is_assertion(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("assert")
        || t.contains("self.assert")
        || t.contains("assert.")
        || t.contains("assert!")
        || t.contains("assert_eq!")
        || t.contains("assert_ne!")
        || t.contains("expect(")
        || t.contains("t.Error")
        || t.contains("t.Fatal")
}

/// The title of `action` for `state` in the light bulb.
fn title(state: &BugState, action: Action) -> String {
    let label = match action {
        Action::Analyze if state.phase == crate::model::BugPhase::Analyzed => "Plan fix",
        _ => Command::of(action).label(),
    };
    format!("bugbash: {label} ({})", state.handle())
}

/// The actions of one investigation whose root cause is on the cursor's line.
fn investigation_offers(
    session: &Session,
    state: &BugState,
    uri: &tower_lsp::lsp_types::Url,
    version: i32,
) -> Vec<Offer> {
    let mut out = Vec::new();
    for action in crate::engine::actions(state) {
        if action != Action::Apply {
            out.push(Offer {
                title: title(state, action),
                kind: CodeActionKind::QUICKFIX,
                command: view::command(state, Command::of(action), &title(state, action)),
                data: None,
            });
            continue;
        }
        let plan_hash = view::plan_hash(state).unwrap_or_default();
        for preview in [false, true] {
            let title = if preview {
                format!("bugbash: Preview approved fix… ({})", state.handle())
            } else {
                format!("bugbash: Apply approved fix ({})", state.handle())
            };
            let literals = session.capabilities().code_action_literals;
            let command = if literals {
                // After the edit: verify (the files must be saved first).
                view::command(state, Command::Verify, &title)
            } else {
                view::fix_command(state, preview, &title)
            };
            out.push(Offer {
                title,
                kind: CodeActionKind::QUICKFIX,
                command,
                data: literals.then(|| CodeActionData {
                    investigation_id: state.bug_id.clone(),
                    plan_hash: plan_hash.clone(),
                    preview,
                    uri: uri.clone(),
                    version,
                }),
            });
        }
    }
    if view::root_cause_commit(state).is_some() {
        let title = format!(
            "bugbash: Show the commit that last changed this line ({})",
            state.handle()
        );
        out.push(Offer {
            command: view::command(state, Command::ShowCommit, &title),
            title,
            // A read-only view, not a step of the investigation: a source action.
            kind: CodeActionKind::SOURCE,
            data: None,
        });
    }
    out
}

/// Handles `textDocument/codeAction`.
#[tracing::instrument(name = "code_action", skip_all, fields(uri = %params.text_document.uri))]
pub async fn code_action(
    session: &Arc<Session>,
    params: CodeActionParams,
) -> LspResult<Option<CodeActionResponse>> {
    let offers = {
        let uri = params.text_document.uri.clone();
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
        let only = &params.context.only;
        let mut offers: Vec<Offer> = Vec::new();
        let texts = Texts::new(session);
        let investigations = folder.investigations();
        for state in investigations.in_file(&rel) {
            let Some(at) = view::root_cause_at(&texts, &folder, state) else {
                continue;
            };
            if at.range.start.line != line || at.uri != uri {
                continue;
            }
            offers.extend(investigation_offers(
                session,
                state,
                &uri,
                snapshot.version(),
            ));
        }
        // The test finder reads lines around the cursor only, so a huge file costs no more than
        // a small one.
        let first = line.saturating_sub(TEST_WINDOW);
        let window = snapshot.text().lines_between(first, line + TEST_WINDOW);
        let cursor = line - first + 1;
        if let Some(test) = workspace::test_at(&rel, &window, cursor) {
            let here = window
                .lines()
                .nth((cursor - 1) as usize)
                .unwrap_or_default();
            let on_name = test.line == cursor || here.contains(&test.name);
            let kinds = if on_name || is_assertion(here) {
                // Where Ctrl+. looks; a source action too only when asked for one.
                vec![CodeActionKind::QUICKFIX, CodeActionKind::SOURCE]
            } else {
                vec![CodeActionKind::SOURCE]
            };
            let title = format!("bugbash: {} {}", Command::Investigate.label(), test.name);
            let command = LspCommand {
                title: title.clone(),
                command: Command::Investigate.identifier().to_owned(),
                arguments: Some(vec![serde_json::json!({
                    "textDocument": { "uri": uri },
                    "position": { "line": line, "character": 0 },
                })]),
            };
            let mut added = false;
            for kind in kinds {
                let explicitly = only.as_ref().is_some_and(|o| o.contains(&kind));
                if added && !explicitly {
                    continue;
                }
                if wanted(only, &kind) {
                    offers.push(Offer {
                        title: title.clone(),
                        kind,
                        command: command.clone(),
                        data: None,
                    });
                    added = true;
                }
            }
        }
        offers.retain(|o| wanted(only, &o.kind));
        offers
    };
    if offers.is_empty() {
        return Ok(None);
    }
    let caps = session.capabilities();
    let mut out = Vec::with_capacity(offers.len());
    for offer in offers {
        if !caps.code_action_literals {
            out.push(CodeActionOrCommand::Command(LspCommand {
                title: offer.title,
                ..offer.command
            }));
            continue;
        }
        let mut action = CodeAction {
            title: offer.title,
            kind: Some(offer.kind),
            command: Some(offer.command),
            ..Default::default()
        };
        if let Some(data) = offer.data {
            if caps.code_action_resolve_edit {
                action.data = serde_json::to_value(&data).ok();
            } else {
                // No lazy edits: resolve now (off the async thread), or leave the action out
                // when the gate does not hold against the buffers.
                match resolve_edit(session, &data).await {
                    Ok(edit) => action.edit = Some(edit),
                    Err(e) => {
                        tracing::info!("no apply action for {}: {e}", data.investigation_id);
                        continue;
                    }
                }
            }
        }
        out.push(CodeActionOrCommand::CodeAction(action));
    }
    Ok((!out.is_empty()).then_some(out))
}

/// The workspace edit of an apply action: the approval gate against the buffers, on a blocking
/// thread. Refused (ContentModified) when the document changed since the action was offered or
/// the approved plan is not the one the action was offered for.
async fn resolve_edit(
    session: &Arc<Session>,
    data: &CodeActionData,
) -> LspResult<tower_lsp::lsp_types::WorkspaceEdit> {
    let current = session.snapshot(&data.uri).map(|s| s.version());
    if current != Some(data.version) {
        return Err(LspError::ContentModified(format!(
            "{} changed since the code action was offered; ask for code actions again",
            data.uri
        )));
    }
    let (folder, state) = session.investigation(&data.investigation_id)?;
    let session = session.clone();
    let data = data.clone();
    let summary = state
        .fix_plan
        .as_ref()
        .map(|p| p.summary.clone())
        .unwrap_or_default();
    let handle = state.handle();
    tokio::task::spawn_blocking(move || {
        let engine = folder.engine();
        let text_of = |p: &std::path::Path| session.text_of(p);
        let fix = engine.editor_edit(&data.investigation_id, &text_of)?;
        if fix.plan_hash != data.plan_hash {
            return Err(LspError::ContentModified(format!(
                "the approved plan of {handle} changed since the code action was offered; ask for code actions again"
            )));
        }
        edit::workspace_edit(&session, &handle, &summary, &fix, data.preview)
    })
    .await
    .map_err(|e| LspError::Internal(anyhow::anyhow!("resolve task failed: {e}")))?
}

/// Handles `codeAction/resolve`: fills in the edit of an apply action.
#[tracing::instrument(name = "code_action_resolve", skip_all, fields(title = %action.title))]
pub async fn resolve(session: &Arc<Session>, mut action: CodeAction) -> LspResult<CodeAction> {
    let Some(data) = action.data.clone() else {
        return Ok(action);
    };
    let data: CodeActionData = serde_json::from_value(data).map_err(|e| {
        LspError::invalid_params(format!(
            "this code action's data is not bugbash's (`codeAction/resolve` takes back what `textDocument/codeAction` sent): {e}"
        ))
    })?;
    action.edit = Some(resolve_edit(session, &data).await?);
    Ok(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_is_hierarchical() {
        let source = CodeActionKind::SOURCE;
        assert!(wanted(&None, &source));
        assert!(wanted(&Some(vec![CodeActionKind::SOURCE]), &source));
        assert!(!wanted(&Some(vec![CodeActionKind::QUICKFIX]), &source));
        assert!(wanted(
            &Some(vec![CodeActionKind::SOURCE]),
            &CodeActionKind::SOURCE_FIX_ALL
        ));
        assert!(!wanted(
            &Some(vec![CodeActionKind::SOURCE_FIX_ALL]),
            &CodeActionKind::SOURCE
        ));
    }

    #[test]
    fn assertions_in_each_language() {
        for l in [
            "        self.assertEqual(a, b)",
            "    assert total == 90",
            "    assert_eq!(x, 1);",
            "  assert.strictEqual(total(cart), 90);",
            "  expect(total(cart)).toBe(90);",
            "\t\tt.Errorf(\"got %d\", n)",
        ] {
            assert!(is_assertion(l), "{l}");
        }
        assert!(!is_assertion("    cart = Cart()"));
    }
}
