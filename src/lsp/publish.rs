//! Telling the client that investigations changed: diagnostics, lens refresh and
//! `bugbash/investigationsChanged`.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tower_lsp::lsp_types::request::CodeLensRefresh;
use tower_lsp::lsp_types::{Diagnostic, Url};
use tower_lsp::Client;

use crate::lsp::ext::{InvestigationsChanged, InvestigationsChangedParams};
use crate::lsp::folders::Folder;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};

/// Every bugbash diagnostic of every folder, by URI (computed from the caches).
pub fn all_diagnostics(session: &Session) -> HashMap<Url, Vec<Diagnostic>> {
    let texts = Texts::new(session);
    let mut out: HashMap<Url, Vec<Diagnostic>> = HashMap::new();
    for folder in session.folders() {
        for state in &folder.investigations().states {
            if let Some((uri, d)) = view::diagnostic(&texts, &folder, state) {
                out.entry(uri).or_default().push(d);
            }
        }
    }
    out
}

/// Publishes every file's diagnostics and clears files that no longer have any.
pub async fn publish_all(client: &Client, session: &Session) {
    let _order = session.publishing.lock().await;
    publish_all_locked(client, session).await;
}

async fn publish_all_locked(client: &Client, session: &Session) {
    let all = all_diagnostics(session);
    let gone = session.replace_published(all.keys().cloned().collect::<HashSet<_>>());
    for (uri, diagnostics) in all {
        let version = session.snapshot(&uri).map(|s| s.version());
        client.publish_diagnostics(uri, diagnostics, version).await;
    }
    for uri in gone {
        client.publish_diagnostics(uri, Vec::new(), None).await;
    }
}

/// Republishes one open document's diagnostics after it was edited (pins follow the code).
pub async fn publish_document(client: &Client, session: &Session, uri: &Url) {
    let _order = session.publishing.lock().await;
    let Ok(path) = crate::lsp::from_proto::file_path(uri) else {
        return;
    };
    let Some(folder) = session.folder_of(&path) else {
        return;
    };
    let Some(rel) = folder.relative(&path) else {
        return;
    };
    let investigations = folder.investigations();
    if investigations.in_file(&rel).next().is_none() {
        return;
    }
    let texts = Texts::new(session);
    let diagnostics: Vec<Diagnostic> = investigations
        .in_file(&rel)
        .filter_map(|s| view::diagnostic(&texts, &folder, s))
        .filter(|(u, _)| u == uri)
        .map(|(_, d)| d)
        .collect();
    let version = session.snapshot(uri).map(|s| s.version());
    client
        .publish_diagnostics(uri.clone(), diagnostics, version)
        .await;
}

/// After a folder's store changed: reread it, republish, refresh lenses, notify the client.
pub async fn store_changed(client: &Client, session: &Arc<Session>, folder: &Arc<Folder>) {
    {
        let _order = session.publishing.lock().await;
        let f = folder.clone();
        let _ = tokio::task::spawn_blocking(move || f.refresh()).await;
        publish_all_locked(client, session).await;
    }
    if session.capabilities().code_lens_refresh {
        // Not awaited here: the store watcher calls this, and a client slow to answer (or one
        // that never does) must not hold back the next store change.
        let client = client.clone();
        tokio::spawn(async move {
            if let Err(e) = client.send_request::<CodeLensRefresh>(()).await {
                tracing::debug!("codeLens/refresh failed: {e}");
            }
        });
    }
    client
        .send_notification::<InvestigationsChanged>(InvestigationsChangedParams {
            workspace_folder: folder.uri.clone(),
        })
        .await;
}
