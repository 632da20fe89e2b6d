//! The server's state: open documents, what was negotiated with the client, and settings.
//!
//! Handlers read and change the session synchronously and never hold one of its references
//! across an `.await` (tower-lsp runs up to four handlers at once and does not order them).
//! Background work takes a [`DocumentSnapshot`] instead of borrowing.

use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use dashmap::DashMap;
use tower_lsp::lsp_types::{
    ClientCapabilities, InitializeParams, ResourceOperationKind, TextDocumentContentChangeEvent,
    Url,
};

use crate::lsp::document::{DocumentSnapshot, DocumentVersion, TextDocument};
use crate::lsp::encoding::PositionEncoding;
use crate::lsp::error::{LspError, LspResult};
use crate::lsp::folders::Folder;
use crate::lsp::from_proto;
use crate::model::BugState;
use crate::process::CancelToken;

/// The client capabilities the server acts on, resolved once at `initialize`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ResolvedClientCapabilities {
    /// `workspace/applyEdit` is supported.
    pub apply_edit: bool,
    /// Workspace edits may use `documentChanges` (versioned edits).
    pub document_changes: bool,
    /// Workspace edits may carry change annotations (VS Code shows a refactor preview when an
    /// annotation needs confirmation).
    pub change_annotations: bool,
    /// Workspace edits may create files.
    pub create_files: bool,
    /// The server may create `$/progress` tokens with `window/workDoneProgress/create`.
    pub work_done_progress: bool,
    /// `window/showDocument` is supported.
    pub show_document: bool,
    /// Code actions may be returned as `CodeAction` literals rather than bare commands.
    pub code_action_literals: bool,
    /// `codeAction/resolve` may fill in a code action's `edit` later.
    pub code_action_resolve_edit: bool,
    /// The server may ask for settings with `workspace/configuration`.
    pub configuration: bool,
    /// The server may ask the client to refresh code lenses.
    pub code_lens_refresh: bool,
    /// Hover Markdown may carry `command:` links (`experimental.commandLinks: true`; there is no
    /// standard capability for it).
    pub command_links: bool,
}

impl ResolvedClientCapabilities {
    /// Resolves the capabilities from `initialize`.
    pub fn new(caps: &ClientCapabilities) -> Self {
        let workspace = caps.workspace.as_ref();
        let edit = workspace.and_then(|w| w.workspace_edit.as_ref());
        let window = caps.window.as_ref();
        ResolvedClientCapabilities {
            apply_edit: workspace.and_then(|w| w.apply_edit).unwrap_or(false),
            document_changes: edit.and_then(|e| e.document_changes).unwrap_or(false),
            change_annotations: edit.is_some_and(|e| e.change_annotation_support.is_some()),
            create_files: edit
                .and_then(|e| e.resource_operations.as_ref())
                .is_some_and(|ops| ops.contains(&ResourceOperationKind::Create)),
            work_done_progress: window.and_then(|w| w.work_done_progress).unwrap_or(false),
            show_document: window
                .and_then(|w| w.show_document.as_ref())
                .is_some_and(|s| s.support),
            code_action_literals: caps
                .text_document
                .as_ref()
                .and_then(|t| t.code_action.as_ref())
                .is_some_and(|c| c.code_action_literal_support.is_some()),
            code_action_resolve_edit: caps
                .text_document
                .as_ref()
                .and_then(|t| t.code_action.as_ref())
                .filter(|c| c.code_action_literal_support.is_some())
                .and_then(|c| c.resolve_support.as_ref())
                .is_some_and(|r| r.properties.iter().any(|p| p == "edit")),
            configuration: workspace.and_then(|w| w.configuration).unwrap_or(false),
            code_lens_refresh: workspace
                .and_then(|w| w.code_lens.as_ref())
                .and_then(|c| c.refresh_support)
                .unwrap_or(false),
            command_links: caps
                .experimental
                .as_ref()
                .and_then(|e| e.get("commandLinks"))
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false),
        }
    }
}

/// The `bugbash` section of a settings tree, or the tree itself when it has none.
pub fn section(settings: serde_json::Value) -> serde_json::Value {
    match settings {
        serde_json::Value::Object(mut all) if all.contains_key("bugbash") => {
            all.remove("bugbash").unwrap_or_default()
        }
        other => other,
    }
}

/// What was settled at `initialize`.
#[derive(Debug)]
struct Negotiated {
    encoding: PositionEncoding,
    capabilities: Arc<ResolvedClientCapabilities>,
    client_name: String,
}

/// The state shared by every handler.
#[derive(Debug, Default)]
pub struct Session {
    documents: DashMap<Url, TextDocument>,
    negotiated: OnceLock<Negotiated>,
    settings: RwLock<Arc<serde_json::Value>>,
    shutdown_requested: AtomicBool,
    folders: RwLock<Vec<Arc<Folder>>>,
    /// URIs that have bugbash diagnostics published, so they can be cleared.
    published: Mutex<HashSet<Url>>,
    /// Running work by progress token, so `window/workDoneProgress/cancel` can stop it.
    running: DashMap<String, CancelToken>,
    /// Where each root cause was last seen in an open buffer: (document, investigation) ->
    /// 1-based line, shifted by edits above it.
    pins: DashMap<(Url, String), u32>,
    /// Root-cause ranges already anchored in an open buffer: (document, investigation) ->
    /// (document version, store generation, range, anchor). Hover, lenses and code actions
    /// reuse them until the buffer or the store changes.
    anchors: DashMap<(Url, String), (i32, u64, tower_lsp::lsp_types::Range, crate::anchor::Anchor)>,
    /// Serializes rereading stores and publishing, so an older reading is never published after
    /// a newer one.
    pub publishing: tokio::sync::Mutex<()>,
    /// Problems found at `initialize`, shown once the client is ready for messages.
    problems: Mutex<Vec<String>>,
}

impl Session {
    /// An empty session, before `initialize`.
    pub fn new() -> Self {
        Session::default()
    }

    /// Records what the client offers and returns the negotiated encoding. Only the first call
    /// counts (tower-lsp rejects a second `initialize` anyway).
    pub fn initialize(&self, params: &InitializeParams) -> PositionEncoding {
        let negotiated = self.negotiated.get_or_init(|| Negotiated {
            encoding: from_proto::position_encoding(&params.capabilities),
            capabilities: Arc::new(ResolvedClientCapabilities::new(&params.capabilities)),
            client_name: params
                .client_info
                .as_ref()
                .map(|c| match &c.version {
                    Some(v) => format!("{} {v}", c.name),
                    None => c.name.clone(),
                })
                .unwrap_or_else(|| "an unnamed client".to_owned()),
        });
        if let Some(options) = &params.initialization_options {
            self.set_settings(section(options.clone()));
        }
        negotiated.encoding
    }

    /// Opens the workspace folders of `initialize` (or its `rootUri`) with the current
    /// settings; returns the problems to show (a config that could not be used).
    pub fn open_folders(&self, params: &InitializeParams) -> Vec<String> {
        #[allow(deprecated)]
        let uris: Vec<Url> = match (&params.workspace_folders, &params.root_uri) {
            (Some(folders), _) if !folders.is_empty() => {
                folders.iter().map(|f| f.uri.clone()).collect()
            }
            (_, Some(root)) => vec![root.clone()],
            _ => Vec::new(),
        };
        let settings = self.settings();
        let mut problems = Vec::new();
        let mut folders = Vec::new();
        for uri in uris {
            let Ok(root) = from_proto::file_path(&uri) else {
                problems.push(format!(
                    "ignoring the workspace folder {uri}: not a file: URI"
                ));
                continue;
            };
            let (folder, problem) = Folder::open(uri, &root, &settings);
            if let Some(p) = problem {
                problems.push(format!(
                    "{}: {p}; using the default settings",
                    root.display()
                ));
            }
            folders.push(Arc::new(folder));
        }
        self.set_folders(folders);
        problems
    }

    /// Takes new settings and rebuilds each folder's engine; returns the problems to show (the
    /// folder keeps its previous settings then).
    pub fn reconfigure(&self, settings: serde_json::Value) -> Vec<String> {
        self.set_settings(section(settings));
        let settings = self.settings();
        self.folders()
            .iter()
            .filter_map(|f| {
                f.reconfigure(&settings)
                    .err()
                    .map(|e| format!("{}: {e}; keeping the previous settings", f.root.display()))
            })
            .collect()
    }

    /// The negotiated position encoding (UTF-16 before `initialize`).
    pub fn encoding(&self) -> PositionEncoding {
        self.negotiated
            .get()
            .map_or(PositionEncoding::default(), |n| n.encoding)
    }

    /// The resolved client capabilities (all off before `initialize`).
    pub fn capabilities(&self) -> Arc<ResolvedClientCapabilities> {
        self.negotiated
            .get()
            .map_or_else(Default::default, |n| n.capabilities.clone())
    }

    /// The client's name and version, for logs.
    pub fn client_name(&self) -> &str {
        self.negotiated
            .get()
            .map_or("an uninitialized client", |n| n.client_name.as_str())
    }

    /// The current settings (`initializationOptions`, then `didChangeConfiguration`).
    pub fn settings(&self) -> Arc<serde_json::Value> {
        self.settings
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// Replaces the settings.
    pub fn set_settings(&self, settings: serde_json::Value) {
        *self
            .settings
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Arc::new(settings);
    }

    /// Opens (or reopens) a document.
    pub fn open_document(&self, uri: Url, document: TextDocument) {
        self.documents.insert(uri, document);
    }

    /// Applies `didChange` events to an open document.
    pub fn change_document(
        &self,
        uri: &Url,
        version: DocumentVersion,
        changes: &[TextDocumentContentChangeEvent],
    ) -> LspResult<()> {
        let encoding = self.encoding();
        let mut document = self
            .documents
            .get_mut(uri)
            .ok_or_else(|| LspError::DocumentNotOpen(uri.clone()))?;
        if version <= document.version() {
            tracing::warn!(
                "{uri}: version {version} does not follow version {}; applying the change anyway",
                document.version()
            );
        }
        document.apply_changes(changes, version, encoding);
        drop(document);
        self.shift_pins(uri, changes);
        Ok(())
    }

    /// Where the root cause of `id` was last seen in the open document `uri`.
    pub fn pin(&self, uri: &Url, id: &str) -> Option<u32> {
        self.pins.get(&(uri.clone(), id.to_owned())).map(|p| *p)
    }

    /// Remembers where the root cause of `id` is in the open document `uri`.
    pub fn set_pin(&self, uri: &Url, id: &str, line: u32) {
        self.pins.insert((uri.clone(), id.to_owned()), line);
    }

    /// A root-cause range anchored for this document version and store generation.
    pub fn cached_anchor(
        &self,
        uri: &Url,
        id: &str,
        version: i32,
        generation: u64,
    ) -> Option<(tower_lsp::lsp_types::Range, crate::anchor::Anchor)> {
        let hit = self.anchors.get(&(uri.clone(), id.to_owned()))?;
        let (v, g, range, anchor) = *hit;
        (v == version && g == generation).then_some((range, anchor))
    }

    /// Remembers a root-cause range (see [`Session::cached_anchor`]).
    pub fn cache_anchor(
        &self,
        uri: &Url,
        id: &str,
        version: i32,
        generation: u64,
        range: tower_lsp::lsp_types::Range,
        anchor: crate::anchor::Anchor,
    ) {
        self.anchors.insert(
            (uri.clone(), id.to_owned()),
            (version, generation, range, anchor),
        );
    }

    /// Moves the pins of `uri` below a change by the lines it added or removed.
    fn shift_pins(&self, uri: &Url, changes: &[TextDocumentContentChangeEvent]) {
        for change in changes {
            let Some(range) = change.range else {
                continue;
            };
            let added = change.text.matches('\n').count() as i64;
            let removed = i64::from(range.end.line) - i64::from(range.start.line);
            let delta = added - removed;
            if delta == 0 {
                continue;
            }
            for mut pin in self.pins.iter_mut().filter(|p| &p.key().0 == uri) {
                // 1-based pin strictly below the changed lines (0-based end line).
                if i64::from(*pin) - 1 > i64::from(range.end.line) {
                    *pin = u32::try_from((i64::from(*pin) + delta).max(1)).unwrap_or(1);
                }
            }
        }
    }

    /// Closes a document; returns whether it was open.
    pub fn close_document(&self, uri: &Url) -> bool {
        self.pins.retain(|(u, _), _| u != uri);
        self.anchors.retain(|(u, _), _| u != uri);
        self.documents.remove(uri).is_some()
    }

    /// A snapshot of an open document.
    pub fn snapshot(&self, uri: &Url) -> Option<DocumentSnapshot> {
        let document = self.documents.get(uri)?.clone();
        Some(DocumentSnapshot::new(
            uri.clone(),
            document,
            self.encoding(),
            self.capabilities(),
        ))
    }

    /// Snapshots of every open document.
    pub fn snapshots(&self) -> Vec<DocumentSnapshot> {
        let uris: Vec<Url> = self.documents.iter().map(|e| e.key().clone()).collect();
        uris.iter().filter_map(|uri| self.snapshot(uri)).collect()
    }

    /// Replaces the workspace folders.
    pub fn set_folders(&self, folders: Vec<Arc<Folder>>) {
        *self.folders.write().unwrap_or_else(|p| p.into_inner()) = folders;
    }

    /// The workspace folders.
    pub fn folders(&self) -> Vec<Arc<Folder>> {
        self.folders
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// The folder containing `path` (the innermost one in nested multi-root setups).
    pub fn folder_of(&self, path: &Path) -> Option<Arc<Folder>> {
        let folders = self.folders();
        let inside = |p: &Path| {
            folders
                .iter()
                .filter(|f| p.starts_with(&f.root))
                .max_by_key(|f| f.root.as_os_str().len())
                .cloned()
        };
        // Resolving symlinks costs system calls: only when the path as given is in no folder.
        inside(path).or_else(|| inside(&path.canonicalize().ok()?))
    }

    /// The folder with this URI, or the one containing it.
    pub fn folder_by_uri(&self, uri: &Url) -> LspResult<Arc<Folder>> {
        if let Some(f) = self.folders().into_iter().find(|f| &f.uri == uri) {
            return Ok(f);
        }
        let path = from_proto::file_path(uri)?;
        self.folder_of(&path).ok_or_else(|| {
            LspError::invalid_params(format!(
                "{uri} is not inside a workspace folder of this server"
            ))
        })
    }

    /// The folder to use when a request names none: the only one, else the first.
    pub fn default_folder(&self) -> LspResult<Arc<Folder>> {
        self.folders().into_iter().next().ok_or_else(|| {
            LspError::RequestFailed(
                "no workspace folder is open; open a folder (its root holds .bugbash/)".into(),
            )
        })
    }

    /// An investigation by id, searched in every folder's cache (then in the stores, for one
    /// created a moment ago).
    pub fn investigation(&self, id: &str) -> LspResult<(Arc<Folder>, Arc<BugState>)> {
        for refresh in [false, true] {
            for folder in self.folders() {
                if refresh {
                    folder.refresh();
                }
                if let Some(state) = folder.investigations().get(id) {
                    return Ok((folder.clone(), state.clone()));
                }
            }
        }
        Err(LspError::invalid_params(format!(
            "no investigation '{id}' in this workspace; `bugbash.list` shows the known ones"
        )))
    }

    /// The open document at `path`, if any.
    pub fn document_at(&self, path: &Path) -> Option<(Url, TextDocument)> {
        if let Ok(uri) = Url::from_file_path(path) {
            if let Some(doc) = self.documents.get(&uri) {
                return Some((uri, doc.clone()));
            }
        }
        let canonical = path.canonicalize().ok()?;
        self.documents.iter().find_map(|entry| {
            let p = entry.key().to_file_path().ok()?;
            (p.canonicalize().ok()? == canonical)
                .then(|| (entry.key().clone(), entry.value().clone()))
        })
    }

    /// The text of `path` as the editor has it: the open buffer, else the file on disk.
    pub fn text_of(&self, path: &Path) -> Option<String> {
        match self.document_at(path) {
            Some((_, doc)) => Some(doc.text().to_string()),
            None => std::fs::read_to_string(path).ok(),
        }
    }

    /// Records the URIs that now have diagnostics; returns those that had some and no longer do.
    pub fn replace_published(&self, now: HashSet<Url>) -> Vec<Url> {
        let mut published = self.published.lock().unwrap_or_else(|p| p.into_inner());
        let gone = published.difference(&now).cloned().collect();
        *published = now;
        gone
    }

    /// Keeps problems to show after `initialized`.
    pub fn add_problems(&self, problems: Vec<String>) {
        self.problems
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend(problems);
    }

    /// Takes the problems kept by [`Session::add_problems`].
    pub fn take_problems(&self) -> Vec<String> {
        std::mem::take(&mut *self.problems.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// Registers running work under its progress token.
    pub fn start_work(&self, token: &str, cancel: CancelToken) {
        self.running.insert(token.to_owned(), cancel);
    }

    /// Forgets running work.
    pub fn end_work(&self, token: &str) {
        self.running.remove(token);
    }

    /// Cancels the work with this progress token; returns whether there was any.
    pub fn cancel_work(&self, token: &str) -> bool {
        match self.running.get(token) {
            Some(cancel) => {
                cancel.cancel();
                true
            }
            None => false,
        }
    }

    /// Notes that the client asked for `shutdown`, so exiting afterwards is clean.
    pub fn request_shutdown(&self) {
        self.shutdown_requested.store(true, Ordering::SeqCst);
    }

    /// Whether the client asked for `shutdown`.
    pub fn shutdown_requested(&self) -> bool {
        self.shutdown_requested.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn caps(value: serde_json::Value) -> ClientCapabilities {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn resolves_vscode_like_capabilities() {
        let resolved = ResolvedClientCapabilities::new(&caps(json!({
            "workspace": {
                "applyEdit": true,
                "configuration": true,
                "workspaceEdit": {
                    "documentChanges": true,
                    "resourceOperations": ["create", "rename", "delete"],
                    "changeAnnotationSupport": { "groupsOnLabel": true }
                }
            },
            "window": { "workDoneProgress": true, "showDocument": { "support": true } },
            "textDocument": { "codeAction": { "codeActionLiteralSupport": {
                "codeActionKind": { "valueSet": ["quickfix"] } } } },
            "experimental": { "commandLinks": true }
        })));
        assert_eq!(
            resolved,
            ResolvedClientCapabilities {
                apply_edit: true,
                document_changes: true,
                change_annotations: true,
                create_files: true,
                work_done_progress: true,
                show_document: true,
                code_action_literals: true,
                code_action_resolve_edit: false,
                configuration: true,
                code_lens_refresh: false,
                command_links: true,
            }
        );
    }

    #[test]
    fn resolves_neovim_07_like_capabilities() {
        let resolved = ResolvedClientCapabilities::new(&caps(json!({
            "workspace": { "applyEdit": true,
                "workspaceEdit": { "resourceOperations": ["rename", "create", "delete"] } },
            "window": { "workDoneProgress": true, "showDocument": { "support": false } }
        })));
        assert!(resolved.apply_edit && resolved.create_files && resolved.work_done_progress);
        assert!(!resolved.document_changes && !resolved.change_annotations);
        assert!(!resolved.show_document && !resolved.configuration);
        assert_eq!(
            ResolvedClientCapabilities::new(&caps(json!({}))),
            Default::default()
        );
    }

    #[test]
    fn changes_to_unknown_documents_are_reported() {
        let session = Session::new();
        let uri = Url::parse("file:///nowhere.rs").unwrap();
        let err = session.change_document(&uri, 2, &[]).unwrap_err();
        assert!(matches!(err, LspError::DocumentNotOpen(_)));
    }
}
