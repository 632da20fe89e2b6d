//! bugbash: bug investigations inside the editor.
//!
//! The engine (everything outside `lsp`) knows nothing of the editor protocol; `lsp` adapts it to
//! the Language Server Protocol and `cli` to a terminal. See `ARCHITECTURE.md` for the module map.

pub mod analyze;
pub mod anchor;
pub mod cli;
pub mod clock;
pub mod commit;
pub mod config;
pub mod doctor;
pub mod engine;
pub mod eval;
pub mod fsx;
pub mod github;
pub mod intake;
pub mod lang;
pub mod llm;
pub mod lsp;
pub mod model;
pub mod mutate;
pub mod parse;
pub mod phase;
pub mod plan;
pub mod planner;
pub mod process;
pub mod progress;
pub mod render;
pub mod reproduce;
pub mod sarif;
pub mod store;
#[doc(hidden)]
pub mod testkit;
pub mod triage;
pub mod vcs;
pub mod verify;
pub mod why;
pub mod workspace;
