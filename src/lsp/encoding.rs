//! The position encoding negotiated with the client at `initialize`.
//!
//! LSP positions count characters in a line in the units of this encoding. The conversions
//! themselves live in `to_proto` and `from_proto`; this file only names the choice.

/// How the `character` field of an LSP `Position` counts.
///
/// Ordered from least to most preferred, so negotiation can take the maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum PositionEncoding {
    /// UTF-16 code units: mandatory for every client, and the default when nothing is offered.
    #[default]
    Utf16,
    /// Unicode scalar values (Rust `char`s).
    Utf32,
    /// UTF-8 code units (bytes), which is how the engine counts: no conversion at all.
    Utf8,
}

impl PositionEncoding {
    /// The protocol name of the encoding, as in `general.positionEncodings`.
    pub const fn as_str(self) -> &'static str {
        match self {
            PositionEncoding::Utf8 => "utf-8",
            PositionEncoding::Utf16 => "utf-16",
            PositionEncoding::Utf32 => "utf-32",
        }
    }

    /// Parses a protocol name; unknown names give `None`.
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "utf-8" => Some(PositionEncoding::Utf8),
            "utf-16" => Some(PositionEncoding::Utf16),
            "utf-32" => Some(PositionEncoding::Utf32),
            _ => None,
        }
    }

    /// Picks the encoding from what the client offers: UTF-8 if offered, else UTF-32 if
    /// offered, else UTF-16 (which every client supports, offered or not).
    pub fn negotiate<'a>(offered: impl IntoIterator<Item = &'a str>) -> Self {
        offered
            .into_iter()
            .filter_map(PositionEncoding::from_name)
            .max()
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::PositionEncoding::{self, *};

    #[test]
    fn negotiation_prefers_utf8_then_utf32_then_utf16() {
        let cases: &[(&[&str], PositionEncoding)] = &[
            (&[], Utf16),
            (&["utf-16"], Utf16),
            (&["utf-8", "utf-16"], Utf8),
            (&["utf-16", "utf-8"], Utf8),
            (&["utf-16", "utf-32"], Utf32),
            (&["utf-8", "utf-16", "utf-32"], Utf8),
            (&["latin-1"], Utf16),
            (&["utf-32"], Utf32),
        ];
        for (offered, expected) in cases {
            assert_eq!(
                PositionEncoding::negotiate(offered.iter().copied()),
                *expected,
                "{offered:?}"
            );
        }
    }
}
