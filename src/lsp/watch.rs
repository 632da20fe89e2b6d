//! Watches each folder's store so that changes made elsewhere (the CLI in a terminal, another
//! editor) show up in diagnostics, lenses and views within a second.
//!
//! One `notify` watcher: each folder's root non-recursively (to see `.bugbash/` appear) and its
//! store recursively once it exists (registered again after every batch of events, since inotify can
//! miss a directory created inside a new one). Events are debounced for 150 ms, then
//! the affected folders are reread and republished.

use std::sync::Arc;
use std::time::Duration;

use notify::{RecursiveMode, Watcher};
use tokio::sync::mpsc;
use tower_lsp::Client;

use crate::lsp::publish;
use crate::lsp::session::Session;

const DEBOUNCE: Duration = Duration::from_millis(150);

/// Starts watching the session's folders; the watcher lives as long as the returned task.
pub fn start(client: Client, session: Arc<Session>) -> Option<tokio::task::JoinHandle<()>> {
    let (tx, mut rx) = mpsc::unbounded_channel::<notify::Event>();
    let mut watcher =
        match notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
            if let Ok(event) = event {
                let _ = tx.send(event);
            }
        }) {
            Ok(w) => w,
            Err(e) => {
                tracing::warn!(
                    "cannot watch the stores, CLI changes will not show until a command runs: {e}"
                );
                return None;
            }
        };
    let mut watched_stores = Vec::new();
    for folder in session.folders() {
        if let Err(e) = watcher.watch(&folder.root, RecursiveMode::NonRecursive) {
            tracing::warn!("cannot watch {}: {e}", folder.root.display());
        }
        let store = folder.store_dir();
        if store.is_dir() && watcher.watch(&store, RecursiveMode::Recursive).is_ok() {
            watched_stores.push(store);
        }
    }
    Some(tokio::spawn(async move {
        while let Some(first) = rx.recv().await {
            let mut events = vec![first];
            tokio::time::sleep(DEBOUNCE).await;
            while let Ok(e) = rx.try_recv() {
                events.push(e);
            }
            for folder in session.folders() {
                let store = folder.store_dir();
                let touched = events
                    .iter()
                    .flat_map(|e| e.paths.iter())
                    .any(|p| p.starts_with(&store) || p.starts_with(folder.root.join(".bugbash")));
                if !touched {
                    continue;
                }
                // A directory created inside the store (a new investigation) can beat the
                // watcher's own registration of it, and then nothing inside it is seen:
                // register the store again after every batch (one inotify watch per
                // directory; cheap next to rereading the store), so none is left unwatched.
                if store.is_dir() {
                    let _ = watcher.unwatch(&store);
                    if watcher.watch(&store, RecursiveMode::Recursive).is_ok()
                        && !watched_stores.contains(&store)
                    {
                        watched_stores.push(store.clone());
                    }
                }
                tracing::debug!("the store of {} changed", folder.uri);
                publish::store_changed(&client, &session, &folder).await;
            }
        }
    }))
}
