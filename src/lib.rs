//! bugbash: bug investigations inside the editor.
//!
//! The engine (everything outside `lsp`) knows nothing of the editor protocol; `lsp` adapts it to
//! the Language Server Protocol and `cli` to a terminal. See `ARCHITECTURE.md` for the module map.

pub mod cli;
pub mod model;
pub mod mutate;
pub mod parse;
