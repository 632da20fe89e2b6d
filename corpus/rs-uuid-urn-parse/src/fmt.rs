//! Adapters for alternative string formats.

use std::fmt;

use crate::Uuid;

const LOWER: &[u8; 16] = b"0123456789abcdef";

/// Format a [`Uuid`] as a hyphenated string, like `67e55044-10b1-426f-9247-bb680e5fe0c8`.
pub struct Hyphenated(Uuid);

/// Format a [`Uuid`] as a URN string, like `urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8`.
pub struct Urn(Uuid);

fn encode(src: &[u8; 16]) -> String {
    let mut dst = String::with_capacity(36);
    for (i, &x) in src.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            dst.push('-');
        }
        dst.push(LOWER[(x >> 4) as usize] as char);
        dst.push(LOWER[(x & 0x0f) as usize] as char);
    }
    dst
}

impl Uuid {
    pub const fn hyphenated(self) -> Hyphenated { Hyphenated(self) }
    pub const fn urn(self) -> Urn { Urn(self) }
}

impl fmt::Display for Hyphenated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&encode(self.0.as_bytes()))
    }
}

impl fmt::Display for Urn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "urn:uuid:{}", encode(self.0.as_bytes()))
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.hyphenated(), f)
    }
}
