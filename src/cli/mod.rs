//! The command-line surface.
use std::process::ExitCode;

pub fn main() -> ExitCode {
    // `bugbash lsp [--stdio]` parses its own arguments: editors append flags clap would reject.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == "lsp") {
        return crate::lsp::main(&args[1..]);
    }
    ExitCode::SUCCESS
}
