//! The progress observer of long operations, a leaf module that imports nothing of the crate:
//! the analyzers, the planners and the engine report through it, the CLI prints it and the
//! language server turns it into `$/progress`.

/// Progress observer: the CLI prints lines, the language server sends `$/progress`.
pub trait Progress: Send + Sync {
    /// A numbered step begins (`[1/3] Reproducing...`).
    fn step(&self, n: u32, total: u32, title: &str);
    /// A step succeeded, with a short result.
    fn ok(&self, message: &str);
    /// A detail line under the current step.
    fn detail(&self, message: &str);
    /// A step failed.
    fn fail(&self, message: &str);
}

/// Ignores progress.
pub struct NoProgress;

impl Progress for NoProgress {
    fn step(&self, _: u32, _: u32, _: &str) {}
    fn ok(&self, _: &str) {}
    fn detail(&self, _: &str) {}
    fn fail(&self, _: &str) {}
}
