//! Conversions from protocol types to the engine's plain types.
//!
//! With `to_proto`, this is the only place that knows how positions, ranges and URIs are
//! spelled on the wire. Every position conversion takes the negotiated [`PositionEncoding`].
//! Positions from the client are never trusted: a line past the end means the end of the
//! document, a column past the end of its line means the end of that line, and a column inside a
//! character (the middle of a surrogate pair or of a UTF-8 sequence) means the start of it.

use std::ops::Range as ByteRange;
use std::path::PathBuf;

use tower_lsp::lsp_types::{ClientCapabilities, Position, Range, Url};

use crate::anchor::{TextPos, TextRange};
use crate::lsp::document::Text;
use crate::lsp::encoding::PositionEncoding;
use crate::lsp::error::{LspError, LspResult};

/// The encoding to use given what the client offers in `general.positionEncodings`.
pub fn position_encoding(caps: &ClientCapabilities) -> PositionEncoding {
    let offered = caps
        .general
        .as_ref()
        .and_then(|g| g.position_encodings.as_ref());
    match offered {
        None => PositionEncoding::Utf16,
        Some(kinds) => PositionEncoding::negotiate(kinds.iter().map(|k| k.as_str())),
    }
}

/// The byte offset in `text` of a protocol position.
pub fn offset(text: &Text, pos: Position, encoding: PositionEncoding) -> usize {
    match text.line_content(pos.line) {
        None => text.len_bytes(),
        Some(content) => content.start + column(text, content, pos.character, encoding),
    }
}

/// The byte column of `character` (in `encoding` units) on the line whose content is `content`,
/// clamped to the line and snapped down to a character boundary.
fn column(
    text: &Text,
    content: ByteRange<usize>,
    character: u32,
    encoding: PositionEncoding,
) -> usize {
    let line = text.rope().byte_slice(content);
    let character = character as usize;
    match encoding {
        PositionEncoding::Utf8 => {
            line.char_to_byte(line.byte_to_char(character.min(line.len_bytes())))
        }
        PositionEncoding::Utf16 => {
            line.char_to_byte(line.utf16_cu_to_char(character.min(line.len_utf16_cu())))
        }
        PositionEncoding::Utf32 => line.char_to_byte(character.min(line.len_chars())),
    }
}

/// The byte range in `text` of a protocol range; reversed bounds are put in order.
pub fn offset_range(text: &Text, range: Range, encoding: PositionEncoding) -> ByteRange<usize> {
    let start = offset(text, range.start, encoding);
    // Typing sends empty ranges: convert once.
    let end = if range.end == range.start {
        start
    } else {
        offset(text, range.end, encoding)
    };
    start.min(end)..start.max(end)
}

/// The engine position of a protocol position.
pub fn text_pos(text: &Text, pos: Position, encoding: PositionEncoding) -> TextPos {
    match text.line_content(pos.line) {
        None => text.end_pos(),
        Some(content) => {
            let col = column(text, content, pos.character, encoding);
            TextPos::new(pos.line, u32::try_from(col).unwrap_or(u32::MAX))
        }
    }
}

/// The engine range of a protocol range.
pub fn text_range(text: &Text, range: Range, encoding: PositionEncoding) -> TextRange {
    let bytes = offset_range(text, range, encoding);
    TextRange::new(text.pos_of(bytes.start), text.pos_of(bytes.end))
}

/// The file path of a `file:` URI.
pub fn file_path(uri: &Url) -> LspResult<PathBuf> {
    if uri.scheme() != "file" {
        return Err(LspError::invalid_params(format!(
            "expected a file: URI, got {uri}; bugbash only works on files on disk"
        )));
    }
    uri.to_file_path()
        .map_err(|()| LspError::invalid_params(format!("{uri} is not a valid file path")))
}

/// Conversions on protocol positions, for call sites that read better as methods.
pub trait PositionExt {
    /// See [`offset`].
    fn to_offset(&self, text: &Text, encoding: PositionEncoding) -> usize;
    /// See [`text_pos`].
    fn to_text_pos(&self, text: &Text, encoding: PositionEncoding) -> TextPos;
}

impl PositionExt for Position {
    fn to_offset(&self, text: &Text, encoding: PositionEncoding) -> usize {
        offset(text, *self, encoding)
    }

    fn to_text_pos(&self, text: &Text, encoding: PositionEncoding) -> TextPos {
        text_pos(text, *self, encoding)
    }
}

/// Conversions on protocol ranges, for call sites that read better as methods.
pub trait RangeExt {
    /// See [`offset_range`].
    fn to_offsets(&self, text: &Text, encoding: PositionEncoding) -> ByteRange<usize>;
    /// See [`text_range`].
    fn to_text_range(&self, text: &Text, encoding: PositionEncoding) -> TextRange;
}

impl RangeExt for Range {
    fn to_offsets(&self, text: &Text, encoding: PositionEncoding) -> ByteRange<usize> {
        offset_range(text, *self, encoding)
    }

    fn to_text_range(&self, text: &Text, encoding: PositionEncoding) -> TextRange {
        text_range(text, *self, encoding)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PositionEncoding::{Utf16, Utf32, Utf8};

    /// Line 0 is `a é 🦀 名`: 1 + 2 + 4 + 3 bytes, 1 + 1 + 2 + 1 UTF-16 units, 4 chars.
    const TEXT: &str = "aé🦀名\r\nx\n";

    /// `(line, character)` sent by the client, and the `(line, byte column)` expected.
    type Case = ((u32, u32), (u32, u32));

    fn check(text: &str, encoding: PositionEncoding, cases: &[Case]) {
        let text = Text::new(text);
        for &((line, character), (want_line, want_col)) in cases {
            let got = text_pos(&text, Position::new(line, character), encoding);
            assert_eq!(
                (got.line, got.byte_col),
                (want_line, want_col),
                "{encoding:?} position {line}:{character}"
            );
        }
    }

    #[test]
    fn utf16_positions() {
        check(
            TEXT,
            Utf16,
            &[
                ((0, 0), (0, 0)),
                ((0, 1), (0, 1)),
                ((0, 2), (0, 3)),
                // The middle of the surrogate pair snaps to the start of the crab.
                ((0, 3), (0, 3)),
                ((0, 4), (0, 7)),
                ((0, 5), (0, 10)),
                // Past the end of the line: the end of the line, never inside `\r\n`.
                ((0, 6), (0, 10)),
                ((0, 99), (0, 10)),
                ((1, 0), (1, 0)),
                ((1, 1), (1, 1)),
                ((1, 2), (1, 1)),
                // The empty last line after the final break.
                ((2, 0), (2, 0)),
                ((2, 7), (2, 0)),
                // Past the last line: the end of the document.
                ((3, 0), (2, 0)),
                ((u32::MAX, u32::MAX), (2, 0)),
            ],
        );
    }

    #[test]
    fn utf8_positions() {
        check(
            TEXT,
            Utf8,
            &[
                ((0, 1), (0, 1)),
                // Inside `é` (2 bytes) snaps back to its start.
                ((0, 2), (0, 1)),
                ((0, 3), (0, 3)),
                ((0, 5), (0, 3)),
                ((0, 7), (0, 7)),
                ((0, 9), (0, 7)),
                ((0, 10), (0, 10)),
                ((0, 11), (0, 10)),
                ((1, 1), (1, 1)),
                ((5, 5), (2, 0)),
            ],
        );
    }

    #[test]
    fn utf32_positions() {
        check(
            TEXT,
            Utf32,
            &[
                ((0, 1), (0, 1)),
                ((0, 2), (0, 3)),
                ((0, 3), (0, 7)),
                ((0, 4), (0, 10)),
                ((0, 5), (0, 10)),
            ],
        );
    }

    #[test]
    fn line_breaks_the_protocol_does_not_know_stay_inside_lines() {
        // U+2028 and FF are characters on the line for the client, not line breaks.
        let text = "a\u{2028}b\x0Cc\rd";
        check(
            text,
            Utf16,
            &[
                ((0, 2), (0, 4)),
                ((0, 4), (0, 6)),
                ((0, 5), (0, 7)),
                ((1, 0), (1, 0)),
                ((1, 1), (1, 1)),
            ],
        );
        check(text, Utf8, &[((0, 4), (0, 4)), ((0, 5), (0, 5))]);
    }

    #[test]
    fn reversed_ranges_are_put_in_order() {
        let text = Text::new("hello\nworld");
        let range = Range::new(Position::new(1, 2), Position::new(0, 1));
        assert_eq!(offset_range(&text, range, Utf16), 1..8);
        let range = text_range(&text, range, Utf16);
        assert_eq!(
            (range.start, range.end),
            (TextPos::new(0, 1), TextPos::new(1, 2))
        );
    }

    #[test]
    fn negotiation_reads_general_position_encodings() {
        let caps =
            |v: serde_json::Value| -> ClientCapabilities { serde_json::from_value(v).unwrap() };
        let neovim_07 = caps(serde_json::json!({}));
        let vscode = caps(serde_json::json!({ "general": { "positionEncodings": ["utf-16"] } }));
        let neovim_011 = caps(serde_json::json!({
            "general": { "positionEncodings": ["utf-8", "utf-16", "utf-32"] } }));
        let helix = caps(serde_json::json!({
            "general": { "positionEncodings": ["utf-32", "utf-16"] } }));
        assert_eq!(position_encoding(&neovim_07), Utf16);
        assert_eq!(position_encoding(&vscode), Utf16);
        assert_eq!(position_encoding(&neovim_011), Utf8);
        assert_eq!(position_encoding(&helix), Utf32);
    }

    #[test]
    fn file_uris() {
        let uri = Url::parse("file:///tmp/caf%C3%A9/%E5%90%8D.rs").unwrap();
        assert_eq!(file_path(&uri).unwrap(), PathBuf::from("/tmp/café/名.rs"));
        let err = file_path(&Url::parse("untitled:Untitled-1").unwrap()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "expected a file: URI, got untitled:Untitled-1; bugbash only works on files on disk"
        );
    }
}
