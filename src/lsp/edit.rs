//! The approved fix as a `WorkspaceEdit`, shaped by what the client supports.
//!
//! The engine resolves the fix behind the approval gate ([`crate::engine::Engine::editor_edit`]);
//! this module only converts: one minimal `TextEdit` per file (the differing middle of the text
//! before and after, so the cursor and folds elsewhere stay put), `documentChanges` with the open
//! documents' versions when the client takes them, `CreateFile` for new files, and, for a
//! preview, a change annotation that needs confirmation (VS Code shows its refactor preview)
//! when supported. Without a preview the edit is applied as one act.

use std::collections::HashMap;

use tower_lsp::lsp_types::{
    AnnotatedTextEdit, ChangeAnnotation, CreateFile, CreateFileOptions, DeleteFile,
    DocumentChangeOperation, DocumentChanges, OneOf, OptionalVersionedTextDocumentIdentifier,
    Position, Range, ResourceOp, TextDocumentEdit, TextEdit, Url, WorkspaceEdit,
};

use crate::engine::fix::EditorEdit;
use crate::lsp::document::Text;
use crate::lsp::error::{LspError, LspResult};
use crate::lsp::session::Session;
use crate::lsp::to_proto;
use crate::model::ChangeType;

/// The annotation id of the fix's edits.
pub const ANNOTATION: &str = "bugbash-fix";

/// One file's part of the edit.
enum FileEdit {
    Modify {
        uri: Url,
        version: Option<i32>,
        edit: TextEdit,
    },
    Create {
        uri: Url,
        text: String,
    },
    Delete {
        uri: Url,
    },
}

/// Converts the approved fix of investigation `handle` into a workspace edit for this client;
/// `preview` asks for the client's refactor preview. Fails (RequestFailed) when the client
/// cannot express it (creating or deleting files without resource operations).
pub fn workspace_edit(
    session: &Session,
    handle: &str,
    summary: &str,
    fix: &EditorEdit,
    preview: bool,
) -> LspResult<WorkspaceEdit> {
    let caps = session.capabilities();
    let encoding = session.encoding();
    // Several changes to one file: the first entry's original and the last entry's result.
    let mut order: Vec<String> = Vec::new();
    let mut first: HashMap<&str, &crate::plan::ResolvedChange> = HashMap::new();
    let mut last: HashMap<&str, &crate::plan::ResolvedChange> = HashMap::new();
    for r in &fix.changes {
        if !first.contains_key(r.path.as_str()) {
            order.push(r.path.clone());
            first.insert(&r.path, r);
        }
        last.insert(&r.path, r);
    }
    let mut files = Vec::new();
    for path in &order {
        let (a, b) = (first[path.as_str()], last[path.as_str()]);
        let uri = match session.document_at(&a.abs) {
            Some((uri, _)) => uri,
            None => to_proto::url(&a.abs)?,
        };
        match (&a.original, &b.new_text, b.kind) {
            (_, None, _) | (_, _, ChangeType::Delete) => files.push(FileEdit::Delete { uri }),
            (None, Some(text), _) => files.push(FileEdit::Create {
                uri,
                text: text.clone(),
            }),
            (Some(before), Some(after), _) => {
                let version = session.document_at(&a.abs).map(|(_, d)| d.version());
                let text = Text::new(before);
                let (start, end_before, end_after) = differing_middle(before, after);
                files.push(FileEdit::Modify {
                    uri,
                    version,
                    edit: TextEdit {
                        range: to_proto::range_at(&text, start..end_before, encoding),
                        new_text: after[start..end_after].to_owned(),
                    },
                });
            }
        }
    }
    for (_, abs, text) in &fix.tests {
        files.push(FileEdit::Create {
            uri: to_proto::url(abs)?,
            text: text.clone(),
        });
    }
    let needs_resources = files.iter().any(|f| !matches!(f, FileEdit::Modify { .. }));
    let creates_ok =
        caps.create_files && !files.iter().any(|f| matches!(f, FileEdit::Delete { .. }));
    if needs_resources && !creates_ok {
        return Err(LspError::RequestFailed(format!(
            "this editor cannot create or delete files through the protocol, which the fix of {handle} needs"
        )));
    }
    if !(caps.document_changes || needs_resources) {
        let mut changes: HashMap<Url, Vec<TextEdit>> = HashMap::new();
        for f in files {
            if let FileEdit::Modify { uri, edit, .. } = f {
                changes.entry(uri).or_default().push(edit);
            }
        }
        return Ok(WorkspaceEdit {
            changes: Some(changes),
            ..Default::default()
        });
    }
    let annotate = preview && caps.change_annotations;
    let annotation_id = annotate.then(|| ANNOTATION.to_owned());
    let mut ops: Vec<DocumentChangeOperation> = Vec::new();
    let wrap = |edit: TextEdit| -> OneOf<TextEdit, AnnotatedTextEdit> {
        match &annotation_id {
            Some(id) => OneOf::Right(AnnotatedTextEdit {
                text_edit: edit,
                annotation_id: id.clone(),
            }),
            None => OneOf::Left(edit),
        }
    };
    for f in files {
        match f {
            FileEdit::Modify { uri, version, edit } => {
                ops.push(DocumentChangeOperation::Edit(TextDocumentEdit {
                    text_document: OptionalVersionedTextDocumentIdentifier { uri, version },
                    edits: vec![wrap(edit)],
                }))
            }
            FileEdit::Create { uri, text } => {
                ops.push(DocumentChangeOperation::Op(ResourceOp::Create(
                    CreateFile {
                        uri: uri.clone(),
                        options: Some(CreateFileOptions {
                            overwrite: Some(false),
                            ignore_if_exists: Some(false),
                        }),
                        annotation_id: annotation_id.clone(),
                    },
                )));
                ops.push(DocumentChangeOperation::Edit(TextDocumentEdit {
                    text_document: OptionalVersionedTextDocumentIdentifier { uri, version: None },
                    edits: vec![wrap(TextEdit {
                        range: Range::new(Position::new(0, 0), Position::new(0, 0)),
                        new_text: text,
                    })],
                }));
            }
            FileEdit::Delete { uri } => ops.push(DocumentChangeOperation::Op(ResourceOp::Delete(
                DeleteFile { uri, options: None },
            ))),
        }
    }
    let change_annotations = annotate.then(|| {
        HashMap::from([(
            ANNOTATION.to_owned(),
            ChangeAnnotation {
                label: format!("bugbash: approved fix of {handle}"),
                needs_confirmation: Some(true),
                description: Some(summary.to_owned()),
            },
        )])
    });
    Ok(WorkspaceEdit {
        changes: None,
        document_changes: Some(DocumentChanges::Operations(ops)),
        change_annotations,
    })
}

/// Byte offsets `(start, end in before, end in after)` of the part that differs, on character
/// boundaries of both texts.
fn differing_middle(before: &str, after: &str) -> (usize, usize, usize) {
    let mut start = before
        .bytes()
        .zip(after.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    while !before.is_char_boundary(start) || !after.is_char_boundary(start) {
        start -= 1;
    }
    let max_suffix = before.len().min(after.len()) - start;
    let mut suffix = before
        .bytes()
        .rev()
        .zip(after.bytes().rev())
        .take(max_suffix)
        .take_while(|(a, b)| a == b)
        .count();
    while !before.is_char_boundary(before.len() - suffix)
        || !after.is_char_boundary(after.len() - suffix)
    {
        suffix -= 1;
    }
    (start, before.len() - suffix, after.len() - suffix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_middle_is_minimal_and_on_character_boundaries() {
        let (b, a) = ("x = a > b\ny\n", "x = a >= b\ny\n");
        let (s, eb, ea) = differing_middle(b, a);
        assert_eq!((&b[s..eb], &a[s..ea]), ("", "="));
        // é and è share their first UTF-8 byte: the edit must not split it.
        let (b, a) = ("café\n", "cafè\n");
        let (s, eb, ea) = differing_middle(b, a);
        assert_eq!((&b[s..eb], &a[s..ea]), ("é", "è"));
        let (s, eb, ea) = differing_middle("same", "same");
        assert_eq!((s, eb, ea), (4, 4, 4));
        let (s, eb, ea) = differing_middle("aaa", "aa");
        assert_eq!((&"aaa"[s..eb], &"aa"[s..ea]), ("a", ""));
    }
}
