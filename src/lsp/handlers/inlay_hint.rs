//! `textDocument/inlayHint`: on each root-cause line of the document, the failing run's values
//! (`crate::why`) after the names they belong to (`= 80.0`), and the line's result at its end
//! (`→ 100.0`, `condition: False`). Off with the `inlayHints` setting (`inlay_hints` in
//! `config.toml`). Nothing is shown when the line no longer holds the analysed code.

use tower_lsp::lsp_types::{InlayHint, InlayHintLabel, InlayHintParams, InlayHintTooltip};

use crate::anchor::Anchor;
use crate::lsp::error::LspResult;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};
use crate::lsp::{from_proto, to_proto};
use crate::model::BugPhase;

/// Values longer than this are cut in the hint (the hover has them whole).
const MAX_LABEL: usize = 40;

/// Handles `textDocument/inlayHint`.
#[tracing::instrument(name = "inlay_hint", skip_all)]
pub fn inlay_hint(session: &Session, params: InlayHintParams) -> LspResult<Option<Vec<InlayHint>>> {
    let path = from_proto::file_path(&params.text_document.uri)?;
    let Some(folder) = session.folder_of(&path) else {
        return Ok(None);
    };
    if !folder.engine().config.inlay_hints {
        return Ok(Some(Vec::new()));
    }
    let Some(rel) = folder.relative(&path) else {
        return Ok(None);
    };
    let texts = Texts::new(session);
    let Some((_, text)) = texts.get(&path) else {
        return Ok(None);
    };
    let encoding = session.encoding();
    let mut hints = Vec::new();
    for state in folder.investigations().in_file(&rel) {
        if matches!(state.phase, BugPhase::Fixed | BugPhase::WontFix) {
            continue;
        }
        let (Some(why), Some(rc)) = (&state.why, &state.root_cause) else {
            continue;
        };
        let Some(pinned) = rc.root_cause_line else {
            continue;
        };
        let Some(located) = view::root_cause_at(&texts, &folder, state) else {
            continue;
        };
        if matches!(located.anchor, Anchor::Changed(_)) {
            continue;
        }
        let line0 = located.anchor.line().saturating_sub(1);
        if line0 < params.range.start.line || line0 > params.range.end.line {
            continue;
        }
        let Some(content) = text.line_content(line0) else {
            continue;
        };
        let code = text.rope().byte_slice(content.clone()).to_string();
        for nv in why.hints_at(&rc.root_cause_file, pinned) {
            let (offset, label) = match nv.name.as_str() {
                "return" => (content.end, format!("→ {}", cut(&nv.value))),
                "condition" => (content.end, format!("condition: {}", cut(&nv.value))),
                name => match word_end(&code, name) {
                    Some(end) => (content.start + end, format!("= {}", cut(&nv.value))),
                    None => continue,
                },
            };
            hints.push(InlayHint {
                position: to_proto::position_at(&text, offset, encoding),
                label: InlayHintLabel::String(label),
                kind: None,
                text_edits: None,
                tooltip: Some(InlayHintTooltip::String(format!(
                    "{} in the failing run ({})",
                    nv.name, state.bug_id
                ))),
                padding_left: Some(true),
                padding_right: Some(false),
                data: None,
            });
        }
    }
    Ok(Some(hints))
}

fn cut(value: &str) -> String {
    if value.chars().count() <= MAX_LABEL {
        return value.to_string();
    }
    let mut s: String = value.chars().take(MAX_LABEL - 1).collect();
    s.push('…');
    s
}

/// The byte offset just after the first occurrence of `name` as a whole word in `code`, not an
/// attribute (`x.name`) nor inside a string or comment.
fn word_end(code: &str, name: &str) -> Option<usize> {
    let bytes = code.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if let Some(q) = quote {
            if b == b'\\' {
                i += 2;
                continue;
            }
            if b == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        if b == b'"' || b == b'\'' || b == b'`' {
            quote = Some(b);
            i += 1;
            continue;
        }
        if b == b'#' || code[i..].starts_with("//") {
            return None;
        }
        if code[i..].starts_with(name)
            && (i == 0 || (!is_word(bytes[i - 1]) && bytes[i - 1] != b'.'))
            && bytes.get(i + name.len()).map_or(true, |&c| !is_word(c))
        {
            return Some(i + name.len());
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_whole_names() {
        let code = "    return round(amount * (1 + percent / 100), 2)";
        assert_eq!(
            word_end(code, "amount"),
            Some(code.find("amount").unwrap() + 6)
        );
        assert_eq!(word_end("x.amount + amount", "amount"), Some(17));
        assert_eq!(word_end("'amount' # amount", "amount"), None);
        assert_eq!(word_end("amounts", "amount"), None);
    }
}
