//! The `bugbash` binary: every surface (CLI and language server) starts here.
fn main() -> std::process::ExitCode {
    bugbash::cli::main()
}
