//! Request and notification handlers, one file per method (or per small family of methods).
//!
//! Handlers are thin: decode the parameters, take what they need from the session (a snapshot for
//! anything slow), call the engine, convert the answer. Each runs in its own tracing span. They
//! return [`LspResult`](crate::lsp::error::LspResult) and never panic; `server.rs` maps errors to
//! JSON-RPC codes through `error.rs`.

pub mod code_action;
pub mod code_lens;
pub mod configuration;
pub mod execute_command;
pub mod ext;
pub mod hover;
pub mod initialize;
pub mod inlay_hint;
pub mod progress;
pub mod text_document;
