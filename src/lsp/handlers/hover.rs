//! `textDocument/hover`: on a root-cause line, the analysis (summary, explanation, why it was not
//! caught, trace) and the plan summary; then, from `crate::why`, the line's history ("last changed
//! 3 days ago in a1b2c3d by Ann: 'subject'") and the failing run's values.

use tower_lsp::lsp_types::{Hover, HoverContents, HoverParams, MarkupContent, MarkupKind};

use crate::lsp::error::LspResult;
use crate::lsp::from_proto;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};

/// Handles `textDocument/hover`.
#[tracing::instrument(name = "hover", skip_all)]
pub fn hover(session: &Session, params: HoverParams) -> LspResult<Option<Hover>> {
    let at = params.text_document_position_params;
    let uri = at.text_document.uri;
    let path = from_proto::file_path(&uri)?;
    let Some(folder) = session.folder_of(&path) else {
        return Ok(None);
    };
    let Some(rel) = folder.relative(&path) else {
        return Ok(None);
    };
    let texts = Texts::new(session);
    let mut parts = Vec::new();
    let mut range = None;
    for state in folder.investigations().in_file(&rel) {
        if matches!(
            state.phase,
            crate::model::BugPhase::Fixed | crate::model::BugPhase::WontFix
        ) {
            continue;
        }
        let Some(located) = view::root_cause_at(&texts, &folder, state) else {
            continue;
        };
        if located.range.start.line == at.position.line {
            let mut md = view::hover_markdown(state);
            md.push_str(&why_markdown(state, session.capabilities().command_links));
            parts.push(md);
            range = Some(located.range);
        }
    }
    if parts.is_empty() {
        return Ok(None);
    }
    Ok(Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: parts.join("\n---\n"),
        }),
        range,
    }))
}

/// The history and values of the root-cause line, as Markdown list items (empty without them).
/// With `links`, the history is followed by a `command:` link to `bugbash.showCommit`.
fn why_markdown(state: &crate::model::BugState, links: bool) -> String {
    let (Some(why), Some(rc)) = (&state.why, &state.root_cause) else {
        return String::new();
    };
    let Some(line) = rc.root_cause_line else {
        return String::new();
    };
    let now = chrono::Utc::now().timestamp();
    let lines = why.lines_about(&rc.root_cause_file, line, now);
    if lines.is_empty() {
        return String::new();
    }
    let mut s = String::from("\n\n**Why**\n\n");
    for l in lines {
        s.push_str(&format!("- {l}\n"));
    }
    if let Some(short) = view::root_cause_commit(state).filter(|_| links) {
        s.push_str(&format!("\n{}\n", show_commit_link(&state.bug_id, &short)));
    }
    s
}

/// `[Show commit a1b2c3d](command:bugbash.showCommit?<encoded [{"investigationId": ...}]>)`.
fn show_commit_link(id: &str, short: &str) -> String {
    let args = serde_json::json!([{ "investigationId": id }]).to_string();
    let mut encoded = String::with_capacity(args.len() * 3);
    for b in args.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            encoded.push(b as char);
        } else {
            encoded.push_str(&format!("%{b:02X}"));
        }
    }
    format!(
        "[Show commit {short}](command:{}?{encoded})",
        crate::lsp::Command::ShowCommit.identifier()
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_link_encodes_its_arguments() {
        assert_eq!(
            super::show_commit_link("BUG-1", "abc1234"),
            "[Show commit abc1234](command:bugbash.showCommit?%5B%7B%22investigationId%22%3A%22BUG-1%22%7D%5D)"
        );
    }
}
