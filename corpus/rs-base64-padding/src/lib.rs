//! Correct, fast, and configurable base64 decoding and encoding.
//!
//! ```
//! use base64::STANDARD;
//! assert_eq!(STANDARD.encode(b"hello"), "aGVsbG8=");
//! ```

pub mod config;
pub mod engine;

use config::{NO_PAD, PAD};
use engine::GeneralPurpose;

pub const STANDARD_ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
pub const URL_SAFE_ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The standard alphabet with padding, as in RFC 4648 section 4.
pub const STANDARD: GeneralPurpose = GeneralPurpose::new(STANDARD_ALPHABET, PAD);
/// The standard alphabet without padding.
pub const STANDARD_NO_PAD: GeneralPurpose = GeneralPurpose::new(STANDARD_ALPHABET, NO_PAD);
/// The URL-safe alphabet with padding, as in RFC 4648 section 5.
pub const URL_SAFE: GeneralPurpose = GeneralPurpose::new(URL_SAFE_ALPHABET, PAD);
/// The URL-safe alphabet without padding.
pub const URL_SAFE_NO_PAD: GeneralPurpose = GeneralPurpose::new(URL_SAFE_ALPHABET, NO_PAD);

/// Errors that can occur while decoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// An invalid byte was found in the input. The offset and offending byte are provided.
    InvalidByte(usize, u8),
    /// The padding was absent, excessive or not allowed by the config.
    InvalidPadding,
}

/// Calculate the base64 encoded length for a given input length, optionally including padding.
pub const fn encoded_len(bytes_len: usize, padding: bool) -> usize {
    let rem = bytes_len % 3;
    let complete = bytes_len / 3 * 4;
    if rem == 0 {
        complete
    } else if padding {
        complete + 4
    } else {
        complete + rem + 1
    }
}
