//! Conversions from the engine's plain types to protocol types.
//!
//! With `from_proto`, this is the only place that knows how positions, ranges and URIs are
//! spelled on the wire. Every position conversion takes the negotiated [`PositionEncoding`].
//! Engine positions are clamped the same way as client positions: past the end of the document
//! means its end, past the end of a line means the line's end, inside a character means its start.

use std::ops::Range as ByteRange;
use std::path::Path;

use tower_lsp::lsp_types::{Position, PositionEncodingKind, Range, Url};

use crate::anchor::{TextPos, TextRange};
use crate::lsp::document::Text;
use crate::lsp::encoding::PositionEncoding;
use crate::lsp::error::{LspError, LspResult};

/// The protocol name of an encoding, for `ServerCapabilities::position_encoding`.
pub fn position_encoding(encoding: PositionEncoding) -> PositionEncodingKind {
    match encoding {
        PositionEncoding::Utf8 => PositionEncodingKind::UTF8,
        PositionEncoding::Utf16 => PositionEncodingKind::UTF16,
        PositionEncoding::Utf32 => PositionEncodingKind::UTF32,
    }
}

/// The protocol position of byte `offset` in `text`.
pub fn position_at(text: &Text, offset: usize, encoding: PositionEncoding) -> Position {
    position(text, text.pos_of(offset), encoding)
}

/// The protocol position of an engine position.
pub fn position(text: &Text, pos: TextPos, encoding: PositionEncoding) -> Position {
    let (pos, content) = match text.line_content(pos.line) {
        Some(content) => (pos, content),
        None => {
            let end = text.end_pos();
            (end, text.line_content(end.line).unwrap_or(0..0))
        }
    };
    let line = text.rope().byte_slice(content);
    // `byte_to_char` snaps a column inside a character down to its start.
    let ch = line.byte_to_char((pos.byte_col as usize).min(line.len_bytes()));
    let character = match encoding {
        PositionEncoding::Utf8 => line.char_to_byte(ch),
        PositionEncoding::Utf16 => line.char_to_utf16_cu(ch),
        PositionEncoding::Utf32 => ch,
    };
    Position::new(pos.line, u32::try_from(character).unwrap_or(u32::MAX))
}

/// The protocol range of an engine range.
pub fn range(text: &Text, range: TextRange, encoding: PositionEncoding) -> Range {
    Range::new(
        position(text, range.start, encoding),
        position(text, range.end, encoding),
    )
}

/// The protocol range of a byte range.
pub fn range_at(text: &Text, bytes: ByteRange<usize>, encoding: PositionEncoding) -> Range {
    Range::new(
        position_at(text, bytes.start, encoding),
        position_at(text, bytes.end, encoding),
    )
}

/// The `file:` URI of an absolute path.
pub fn url(path: &Path) -> LspResult<Url> {
    Url::from_file_path(path).map_err(|()| {
        LspError::Internal(anyhow::anyhow!(
            "cannot make a file: URI of {}: the path is not absolute",
            path.display()
        ))
    })
}

/// Conversions on engine positions, for call sites that read better as methods.
pub trait TextPosExt {
    /// See [`position`].
    fn to_position(&self, text: &Text, encoding: PositionEncoding) -> Position;
}

impl TextPosExt for TextPos {
    fn to_position(&self, text: &Text, encoding: PositionEncoding) -> Position {
        position(text, *self, encoding)
    }
}

/// Conversions on engine ranges, for call sites that read better as methods.
pub trait TextRangeExt {
    /// See [`range`].
    fn to_range(&self, text: &Text, encoding: PositionEncoding) -> Range;
}

impl TextRangeExt for TextRange {
    fn to_range(&self, text: &Text, encoding: PositionEncoding) -> Range {
        range(text, *self, encoding)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lsp::from_proto;
    use PositionEncoding::{Utf16, Utf32, Utf8};

    const ENCODINGS: [PositionEncoding; 3] = [Utf8, Utf16, Utf32];

    #[test]
    fn positions_in_each_encoding() {
        // Line 0 is `a é 🦀 名`: 1 + 2 + 4 + 3 bytes, 1 + 1 + 2 + 1 UTF-16 units, 4 chars.
        let text = Text::new("aé🦀名\r\nx\n");
        // (line, byte column) -> (utf-8, utf-16, utf-32) character.
        type Case = ((u32, u32), (u32, u32), [u32; 3]);
        let cases: &[Case] = &[
            ((0, 0), (0, 0), [0, 0, 0]),
            ((0, 1), (0, 1), [1, 1, 1]),
            ((0, 3), (0, 3), [3, 2, 2]),
            // Inside the crab: snapped to its start.
            ((0, 5), (0, 3), [3, 2, 2]),
            ((0, 7), (0, 7), [7, 4, 3]),
            ((0, 10), (0, 10), [10, 5, 4]),
            // Past the end of the line, or in its `\r\n`: the end of the line.
            ((0, 11), (0, 10), [10, 5, 4]),
            ((1, 1), (1, 1), [1, 1, 1]),
            ((2, 0), (2, 0), [0, 0, 0]),
            // Past the last line: the end of the document.
            ((9, 9), (2, 0), [0, 0, 0]),
        ];
        for &((line, col), (want_line, _), characters) in cases {
            for (encoding, want) in ENCODINGS.into_iter().zip(characters) {
                let got = position(&text, TextPos::new(line, col), encoding);
                assert_eq!(
                    (got.line, got.character),
                    (want_line, want),
                    "{encoding:?} {line}:{col}"
                );
            }
        }
    }

    #[test]
    fn every_offset_round_trips_in_every_encoding() {
        let samples = [
            "",
            "plain ascii\nlines\n",
            "é\r\n🦀🦀\r\n名前は\n",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family\rcr only\r",
            "tab\there\x0Cform feed\u{2028}ls\u{85}nel\nend",
        ];
        for sample in samples {
            let text = Text::new(sample);
            for (offset, _) in sample.char_indices().chain([(sample.len(), ' ')]) {
                let line_end = text.line_content(text.line_of_offset(offset)).unwrap().end;
                if offset > line_end {
                    // Offsets inside a line break have no position of their own.
                    continue;
                }
                for encoding in ENCODINGS {
                    let pos = position_at(&text, offset, encoding);
                    let back = from_proto::offset(&text, pos, encoding);
                    assert_eq!(back, offset, "{encoding:?} offset {offset} of {sample:?}");
                }
            }
        }
    }

    #[test]
    fn ranges() {
        let text = Text::new("fn 名前() {}\n");
        let engine = TextRange::new(TextPos::new(0, 3), TextPos::new(0, 9));
        assert_eq!(
            range(&text, engine, Utf16),
            Range::new(Position::new(0, 3), Position::new(0, 5))
        );
        assert_eq!(
            range_at(&text, 3..9, Utf8),
            Range::new(Position::new(0, 3), Position::new(0, 9))
        );
    }

    #[test]
    fn encoding_names() {
        assert_eq!(position_encoding(Utf8).as_str(), "utf-8");
        assert_eq!(position_encoding(Utf16).as_str(), "utf-16");
        assert_eq!(position_encoding(Utf32).as_str(), "utf-32");
    }

    #[test]
    fn urls_round_trip() {
        let path = Path::new("/tmp/café/名 前.rs");
        let uri = url(path).unwrap();
        assert_eq!(
            uri.as_str(),
            "file:///tmp/caf%C3%A9/%E5%90%8D%20%E5%89%8D.rs"
        );
        assert_eq!(from_proto::file_path(&uri).unwrap(), path);
        assert!(url(Path::new("relative/path.rs")).is_err());
    }
}
