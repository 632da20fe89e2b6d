//! The language server: adapts the engine to the Language Server Protocol.
//!
//! This is the only module that knows about `tower_lsp` and `lsp_types`. Positions, ranges and
//! URIs cross the boundary only through `to_proto` and `from_proto`, which take the negotiated
//! [`PositionEncoding`]. The [`Session`] holds open documents and what was negotiated; background
//! work gets a [`DocumentSnapshot`]. See `docs/lsp-extensions.md` for the custom protocol.
//!
//! **Invariant:** no handler holds a session reference or a lock guard across an `.await`, and
//! document changes are applied before any `.await` (tower-lsp runs handlers concurrently).

pub mod commands;
pub mod document;
pub mod edit;
pub mod encoding;
pub mod error;
pub mod ext;
pub mod folders;
pub mod framing;
pub mod from_proto;
pub mod handlers;
pub mod logging;
pub mod progress;
pub mod publish;
pub mod server;
pub mod session;
pub mod to_proto;
pub mod view;
pub mod watch;

use std::ffi::OsString;
use std::process::ExitCode;

pub use commands::Command;
pub use document::{DocumentSnapshot, Text, TextDocument};
pub use encoding::PositionEncoding;
pub use error::{LspError, LspResult};
pub use server::run_stdio;
pub use session::{ResolvedClientCapabilities, Session};

const USAGE: &str = "usage: bugbash lsp [--stdio]";

/// `bugbash lsp [--stdio]`: serves the protocol on stdin/stdout.
///
/// `--stdio` is accepted and ignored (stdio is the only transport), as is
/// `--clientProcessId[=]<pid>`; vscode-languageclient may append both.
pub fn main(args: &[OsString]) -> ExitCode {
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.to_str() {
            Some("--stdio") => {}
            Some("--clientProcessId") => {
                args.next();
            }
            Some(a) if a.starts_with("--clientProcessId=") => {}
            Some("-h" | "--help") => {
                println!("{USAGE}\n\nServes the Language Server Protocol on stdin and stdout.");
                return ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("bugbash lsp: unexpected argument {arg:?}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    run_stdio()
}
