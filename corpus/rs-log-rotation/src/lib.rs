//! Size-based log rotation over an in-memory set of files.

pub mod naming;
pub mod rotator;

pub use rotator::Rotator;
