//! Workspace folders: each has its own store and engine, and a cache of its investigations.
//!
//! The engine of a folder is built from its `.bugbash/config.toml` with the editor's settings on
//! top; new settings rebuild it. The cache is what every interactive request (hover, code lens,
//! code action, diagnostics) reads, so those never touch the disk for the store: it is refreshed
//! after a command changed an investigation and when the store changes on disk (the watcher).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use tower_lsp::lsp_types::Url;

use crate::engine::Engine;
use crate::model::BugState;

/// One workspace folder.
pub struct Folder {
    /// The folder's URI as the client sent it.
    pub uri: Url,
    /// The folder's path, canonical when it exists.
    pub root: PathBuf,
    engine: RwLock<Arc<Engine>>,
    investigations: RwLock<Arc<Investigations>>,
}

impl std::fmt::Debug for Folder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Folder").field("uri", &self.uri).finish()
    }
}

/// Numbers every reading of a store, so caches know when it changed.
static GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// A folder's investigations as last read from its store.
#[derive(Debug, Default)]
pub struct Investigations {
    /// Different for every reading of the store.
    pub generation: u64,
    /// Newest first.
    pub states: Vec<Arc<BugState>>,
    /// Root-cause file (workspace-relative) -> indexes into `states`.
    by_file: HashMap<String, Vec<usize>>,
}

impl Investigations {
    /// Indexes `states`.
    pub fn new(states: Vec<BugState>) -> Self {
        let states: Vec<Arc<BugState>> = states.into_iter().map(Arc::new).collect();
        let mut by_file: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, s) in states.iter().enumerate() {
            if let Some(rc) = &s.root_cause {
                by_file
                    .entry(rc.root_cause_file.clone())
                    .or_default()
                    .push(i);
            }
        }
        Investigations {
            generation: GENERATION.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            states,
            by_file,
        }
    }

    /// The investigations whose root cause is in `rel` (workspace-relative).
    pub fn in_file<'a>(&'a self, rel: &str) -> impl Iterator<Item = &'a Arc<BugState>> + 'a {
        self.by_file
            .get(rel)
            .into_iter()
            .flatten()
            .map(|&i| &self.states[i])
    }

    /// The files that have at least one root cause.
    pub fn files(&self) -> impl Iterator<Item = &str> {
        self.by_file.keys().map(String::as_str)
    }

    /// One investigation by id.
    pub fn get(&self, id: &str) -> Option<&Arc<BugState>> {
        self.states.iter().find(|s| s.bug_id == id)
    }
}

impl Folder {
    /// Opens the folder at `root` with `settings` over its config. A config that cannot be
    /// used falls back to the defaults; the error is returned alongside so it can be shown.
    pub fn open(uri: Url, root: &Path, settings: &serde_json::Value) -> (Folder, Option<String>) {
        let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
        let (engine, problem) = match build_engine(&root, settings) {
            Ok(engine) => (engine, None),
            Err(message) => (
                Engine::with_config(&root, crate::config::Config::default()),
                Some(message),
            ),
        };
        let folder = Folder {
            uri,
            root,
            engine: RwLock::new(Arc::new(engine)),
            investigations: RwLock::new(Arc::default()),
        };
        folder.refresh();
        (folder, problem)
    }

    /// The engine, for background work.
    pub fn engine(&self) -> Arc<Engine> {
        self.engine
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Rebuilds the engine with new settings; on error the current engine stays.
    pub fn reconfigure(&self, settings: &serde_json::Value) -> Result<(), String> {
        let engine = build_engine(&self.root, settings)?;
        *self.engine.write().unwrap_or_else(|p| p.into_inner()) = Arc::new(engine);
        Ok(())
    }

    /// The cached investigations.
    pub fn investigations(&self) -> Arc<Investigations> {
        self.investigations
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Reads the store again. A damaged investigation is skipped (and logged), not fatal.
    pub fn refresh(&self) {
        let (states, problems) = self.engine().load_all();
        for p in problems {
            tracing::warn!("{p}");
        }
        *self
            .investigations
            .write()
            .unwrap_or_else(|p| p.into_inner()) = Arc::new(Investigations::new(states));
    }

    /// The store's directory.
    pub fn store_dir(&self) -> PathBuf {
        self.engine().store.base().to_path_buf()
    }

    /// `abs` relative to the folder (`/`-separated), if inside it.
    pub fn relative(&self, abs: &Path) -> Option<String> {
        let rel = match abs.strip_prefix(&self.root) {
            Ok(rel) => rel.to_path_buf(),
            Err(_) => abs
                .canonicalize()
                .ok()?
                .strip_prefix(&self.root)
                .ok()?
                .to_path_buf(),
        };
        Some(rel.to_string_lossy().replace('\\', "/"))
    }
}

fn build_engine(root: &Path, settings: &serde_json::Value) -> Result<Engine, String> {
    let settings = (!settings.is_null()).then_some(settings);
    Engine::open_with_settings(root, settings).map_err(|e| e.to_string())
}
