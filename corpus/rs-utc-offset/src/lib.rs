//! RFC 3339 timestamps with fixed UTC offsets, without a time-zone database.

pub mod civil;
pub mod offset;

pub use civil::{format_rfc3339, DateTime};
pub use offset::{ParseOffsetError, UtcOffset};
