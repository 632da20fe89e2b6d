//! Open documents: text in a rope, the client's version and language, and incremental edits.
//!
//! [`Text`] is the line model shared by every conversion. Lines follow the protocol (`\n`,
//! `\r\n`, a lone `\r`), which is not quite ropey's model: with its default features ropey also
//! breaks lines at VT, FF, NEL, LS and PS. While a document holds none of those (the usual case)
//! ropey's line index is used as is; otherwise line starts are computed by a scan once per edit.
//!
//! A [`DocumentSnapshot`] is a cheap clone (the rope shares its tree) for background work.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::sync::{Arc, OnceLock};

use ropey::{Rope, RopeSlice};
use tower_lsp::lsp_types::{TextDocumentContentChangeEvent, Url};

use crate::anchor::{LineText, TextPos};
use crate::lsp::encoding::PositionEncoding;
use crate::lsp::from_proto;
use crate::lsp::session::ResolvedClientCapabilities;

/// A text with the protocol's line model.
#[derive(Clone)]
pub struct Text {
    rope: Rope,
    /// How many line breaks ropey counts that the protocol does not (VT, FF, NEL, LS, PS).
    foreign_breaks: usize,
    /// Protocol line starts (byte offsets), computed on demand when `foreign_breaks > 0`.
    line_starts: OnceLock<Arc<[usize]>>,
}

impl Text {
    /// Creates a text.
    pub fn new(text: &str) -> Self {
        Text {
            rope: Rope::from_str(text),
            foreign_breaks: count_foreign_breaks(text),
            line_starts: OnceLock::new(),
        }
    }

    /// The underlying rope.
    pub fn rope(&self) -> &Rope {
        &self.rope
    }

    /// The length in bytes.
    pub fn len_bytes(&self) -> usize {
        self.rope.len_bytes()
    }

    /// The number of lines; at least 1.
    pub fn len_lines(&self) -> u32 {
        let lines = match self.slow_line_starts() {
            None => self.rope.len_lines(),
            Some(starts) => starts.len(),
        };
        u32::try_from(lines).unwrap_or(u32::MAX)
    }

    /// The byte range of a line's content, without its line break; `None` past the end.
    pub fn line_content(&self, line: u32) -> Option<Range<usize>> {
        let line = line as usize;
        let (start, mut end) = match self.slow_line_starts() {
            None => {
                let count = self.rope.len_lines();
                if line >= count {
                    return None;
                }
                let start = self.rope.line_to_byte(line);
                let end = if line + 1 < count {
                    self.rope.line_to_byte(line + 1)
                } else {
                    self.rope.len_bytes()
                };
                (start, end)
            }
            Some(starts) => {
                let start = *starts.get(line)?;
                let end = starts
                    .get(line + 1)
                    .copied()
                    .unwrap_or(self.rope.len_bytes());
                (start, end)
            }
        };
        // Strip the line break: `\n`, `\r\n` or `\r`. (A foreign break ends a ropey line in the
        // fast path only when there are none, so it never needs stripping.)
        if end > start && self.rope.byte(end - 1) == b'\n' {
            end -= 1;
            if end > start && self.rope.byte(end - 1) == b'\r' {
                end -= 1;
            }
        } else if end > start && self.rope.byte(end - 1) == b'\r' {
            end -= 1;
        }
        Some(start..end)
    }

    /// A line's content as a rope slice, without its line break.
    pub fn line_slice(&self, line: u32) -> Option<RopeSlice<'_>> {
        self.line_content(line).map(|r| self.rope.byte_slice(r))
    }

    /// Lines `first..end` (0-based, clamped) as one string, line breaks included except the
    /// last one's.
    pub fn lines_between(&self, first: u32, end: u32) -> String {
        let end = end.min(self.len_lines());
        if first >= end {
            return String::new();
        }
        let (Some(a), Some(b)) = (self.line_content(first), self.line_content(end - 1)) else {
            return String::new();
        };
        self.rope.byte_slice(a.start..b.end).to_string()
    }

    /// The line holding byte `offset` (clamped to the text).
    pub fn line_of_offset(&self, offset: usize) -> u32 {
        let offset = offset.min(self.rope.len_bytes());
        let line = match self.slow_line_starts() {
            None => self.rope.byte_to_line(offset),
            Some(starts) => starts.partition_point(|&s| s <= offset).saturating_sub(1),
        };
        u32::try_from(line).unwrap_or(u32::MAX)
    }

    /// Snaps a byte offset down to a character boundary, clamped to the text.
    pub fn snap_offset(&self, offset: usize) -> usize {
        let offset = offset.min(self.rope.len_bytes());
        self.rope.char_to_byte(self.rope.byte_to_char(offset))
    }

    /// The byte offset of an engine position. A line past the end gives the end of the text; a
    /// column past the end of its line gives the line's end; a column inside a character snaps to
    /// the start of that character.
    pub fn offset_of(&self, pos: TextPos) -> usize {
        let Some(content) = self.line_content(pos.line) else {
            return self.rope.len_bytes();
        };
        let offset = content.start + (pos.byte_col as usize).min(content.len());
        self.snap_offset(offset)
    }

    /// The engine position of a byte offset (clamped and snapped like [`Text::offset_of`]; an
    /// offset inside a line break gives the end of that line).
    pub fn pos_of(&self, offset: usize) -> TextPos {
        let offset = self.snap_offset(offset);
        let line = self.line_of_offset(offset);
        let content = self.line_content(line).unwrap_or(0..0);
        let col = offset.min(content.end).saturating_sub(content.start);
        TextPos::new(line, u32::try_from(col).unwrap_or(u32::MAX))
    }

    /// The engine position of the end of the text.
    pub fn end_pos(&self) -> TextPos {
        self.pos_of(self.rope.len_bytes())
    }

    /// Replaces the bytes in `range` (clamped and snapped to characters) with `text`.
    pub fn replace(&mut self, range: Range<usize>, text: &str) {
        let len = self.rope.len_bytes();
        let start_char = self.rope.byte_to_char(range.start.min(len));
        let end_char = self
            .rope
            .byte_to_char(range.end.clamp(range.start.min(len), len));
        if start_char == end_char && text.is_empty() {
            return;
        }
        if start_char < end_char {
            let removed: usize = self
                .rope
                .slice(start_char..end_char)
                .chunks()
                .map(count_foreign_breaks)
                .sum();
            self.rope.remove(start_char..end_char);
            self.foreign_breaks -= removed;
        }
        if !text.is_empty() {
            self.rope.insert(start_char, text);
            self.foreign_breaks += count_foreign_breaks(text);
        }
        self.line_starts = OnceLock::new();
    }

    /// Replaces the whole text.
    pub fn set(&mut self, text: &str) {
        *self = Text::new(text);
    }

    /// Protocol line starts when ropey's line index cannot be used, else `None`.
    fn slow_line_starts(&self) -> Option<&[usize]> {
        if self.foreign_breaks == 0 {
            return None;
        }
        Some(
            self.line_starts
                .get_or_init(|| compute_line_starts(&self.rope)),
        )
    }

    fn line_cow(&self, line: u32) -> Cow<'_, str> {
        self.line_slice(line).map(Cow::from).unwrap_or_default()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for chunk in self.rope.chunks() {
            f.write_str(chunk)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Text")
            .field("len_bytes", &self.rope.len_bytes())
            .field("len_lines", &self.len_lines())
            .finish()
    }
}

impl LineText for Text {
    fn line_count(&self) -> u32 {
        self.len_lines()
    }

    fn lines_around(
        &self,
        line: u32,
    ) -> (
        u32,
        impl Iterator<Item = Cow<'_, str>>,
        impl Iterator<Item = Cow<'_, str>>,
    ) {
        let count = self.len_lines();
        let line = line.min(count - 1);
        if self.foreign_breaks == 0 {
            // Ropey's lines are the protocol's: iterate them in amortized O(1) per line.
            let down = LineIter::Rope(self.rope.lines_at(line as usize));
            let up = LineIter::Rope(self.rope.lines_at(line as usize).reversed());
            (line, down, up)
        } else {
            let down = LineIter::Indexed {
                text: self,
                next: line,
                end: count,
            };
            let up = LineIter::IndexedBack {
                text: self,
                before: line,
            };
            (line, down, up)
        }
    }

    fn lines_matching(&self, code: &str) -> Vec<u32> {
        let mut found: Vec<u32> = Vec::new();
        for at in chunk_matches(self.rope.chunks(), code) {
            let line = self.line_of_offset(at);
            if found.last() != Some(&line) && self.line_cow(line).trim() == code {
                found.push(line);
            }
        }
        found
    }
}

/// The line iterators of [`Text`]'s [`LineText`] implementation.
enum LineIter<'a> {
    /// Ropey's own line iterator (forward or reversed), when its lines are the protocol's.
    Rope(ropey::iter::Lines<'a>),
    /// Lines `next..end`, looked up one by one.
    Indexed { text: &'a Text, next: u32, end: u32 },
    /// Lines `before - 1` down to 0, looked up one by one.
    IndexedBack { text: &'a Text, before: u32 },
}

impl<'a> Iterator for LineIter<'a> {
    type Item = Cow<'a, str>;

    fn next(&mut self) -> Option<Self::Item> {
        match self {
            LineIter::Rope(lines) => lines.next().map(|line| strip_line_break(Cow::from(line))),
            LineIter::Indexed { text, next, end } => {
                if *next >= *end {
                    return None;
                }
                *next += 1;
                Some(text.line_cow(*next - 1))
            }
            LineIter::IndexedBack { text, before } => {
                if *before == 0 {
                    return None;
                }
                *before -= 1;
                Some(text.line_cow(*before))
            }
        }
    }
}

/// Removes a final `\n`, `\r\n` or `\r`.
fn strip_line_break(line: Cow<'_, str>) -> Cow<'_, str> {
    fn content_len(s: &str) -> usize {
        let s = s.strip_suffix('\n').unwrap_or(s);
        s.strip_suffix('\r').unwrap_or(s).len()
    }
    match line {
        Cow::Borrowed(s) => Cow::Borrowed(&s[..content_len(s)]),
        Cow::Owned(mut s) => {
            s.truncate(content_len(&s));
            Cow::Owned(s)
        }
    }
}

/// The byte offsets of the non-overlapping occurrences of `needle` in the concatenation of
/// `chunks`, including those that straddle chunk boundaries, in ascending order.
fn chunk_matches<'a>(chunks: impl Iterator<Item = &'a str>, needle: &str) -> Vec<usize> {
    let mut found = Vec::new();
    if needle.is_empty() {
        return found;
    }
    let keep = needle.len() - 1;
    // The last `keep` bytes before the current chunk, and the offset of the first of them.
    let mut tail: Vec<u8> = Vec::with_capacity(keep * 2);
    let mut tail_at = 0usize;
    let mut offset = 0usize;
    // Matches may not overlap: a match found across a boundary hides the chunk's first bytes.
    let mut resume_at = 0usize;
    for chunk in chunks {
        let bytes = chunk.as_bytes();
        if !tail.is_empty() {
            let before = tail.len();
            tail.extend_from_slice(&bytes[..bytes.len().min(keep)]);
            for i in 0..before {
                if tail_at + i >= resume_at && tail[i..].starts_with(needle.as_bytes()) {
                    found.push(tail_at + i);
                    resume_at = tail_at + i + needle.len();
                }
            }
            tail.truncate(before);
        }
        let skip = resume_at.saturating_sub(offset).min(chunk.len());
        // `skip` ends a match of a `str`, so it is a character boundary of this chunk.
        if let Some(rest) = chunk.get(skip..) {
            found.extend(rest.match_indices(needle).map(|(i, _)| offset + skip + i));
        }
        if let Some(&last) = found.last() {
            resume_at = resume_at.max(last + needle.len());
        }
        tail.extend_from_slice(bytes);
        let excess = tail.len().saturating_sub(keep);
        tail.drain(..excess);
        offset += chunk.len();
        tail_at = offset - tail.len();
    }
    found
}

/// Counts the characters ropey treats as line breaks but the protocol does not.
fn count_foreign_breaks(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut count = 0;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            // VT and FF.
            0x0B | 0x0C => count += 1,
            // NEL is C2 85.
            0x85 if i >= 1 && bytes[i - 1] == 0xC2 => count += 1,
            // LS and PS are E2 80 A8 and E2 80 A9.
            0xA8 | 0xA9 if i >= 2 && bytes[i - 2] == 0xE2 && bytes[i - 1] == 0x80 => count += 1,
            _ => {}
        }
    }
    count
}

/// Scans the rope for protocol line starts.
fn compute_line_starts(rope: &Rope) -> Arc<[usize]> {
    let mut starts = vec![0usize];
    let mut offset = 0usize;
    let mut after_cr = false;
    for chunk in rope.chunks() {
        for (i, &b) in chunk.as_bytes().iter().enumerate() {
            match b {
                b'\r' => {
                    starts.push(offset + i + 1);
                    after_cr = true;
                }
                b'\n' => {
                    if after_cr {
                        // `\r\n` is one break: move the start pushed at `\r` past the `\n`.
                        *starts.last_mut().expect("starts is never empty") = offset + i + 1;
                    } else {
                        starts.push(offset + i + 1);
                    }
                    after_cr = false;
                }
                _ => after_cr = false,
            }
        }
        offset += chunk.len();
    }
    starts.into()
}

/// The version number a client gives each state of a document.
pub type DocumentVersion = i32;

/// An open document.
#[derive(Clone, Debug)]
pub struct TextDocument {
    text: Text,
    version: DocumentVersion,
    language_id: Arc<str>,
}

impl TextDocument {
    /// Creates a document as sent by `textDocument/didOpen`.
    pub fn new(text: &str, version: DocumentVersion, language_id: &str) -> Self {
        TextDocument {
            text: Text::new(text),
            version,
            language_id: language_id.into(),
        }
    }

    /// The text.
    pub fn text(&self) -> &Text {
        &self.text
    }

    /// The version the client gave with the last change.
    pub fn version(&self) -> DocumentVersion {
        self.version
    }

    /// The client's language identifier (`rust`, `python`, ...).
    pub fn language_id(&self) -> &str {
        &self.language_id
    }

    /// Applies `textDocument/didChange` events in order, then takes the new version. Events
    /// without a range replace the whole text; ranges are read in the negotiated encoding and
    /// clamped like every position from the client.
    pub fn apply_changes(
        &mut self,
        changes: &[TextDocumentContentChangeEvent],
        version: DocumentVersion,
        encoding: PositionEncoding,
    ) {
        for change in changes {
            match change.range {
                None => self.text.set(&change.text),
                Some(range) => {
                    let bytes = from_proto::offset_range(&self.text, range, encoding);
                    self.text.replace(bytes, &change.text);
                }
            }
        }
        self.version = version;
    }
}

/// An immutable view of one open document for background work, with what is needed to convert
/// positions and build edits for it.
#[derive(Clone, Debug)]
pub struct DocumentSnapshot {
    uri: Url,
    document: TextDocument,
    encoding: PositionEncoding,
    capabilities: Arc<ResolvedClientCapabilities>,
}

impl DocumentSnapshot {
    /// Creates a snapshot; the session does this.
    pub(crate) fn new(
        uri: Url,
        document: TextDocument,
        encoding: PositionEncoding,
        capabilities: Arc<ResolvedClientCapabilities>,
    ) -> Self {
        DocumentSnapshot {
            uri,
            document,
            encoding,
            capabilities,
        }
    }

    /// The document's URI.
    pub fn uri(&self) -> &Url {
        &self.uri
    }

    /// The document as it was when the snapshot was taken.
    pub fn document(&self) -> &TextDocument {
        &self.document
    }

    /// The text as it was when the snapshot was taken.
    pub fn text(&self) -> &Text {
        &self.document.text
    }

    /// The version as it was when the snapshot was taken.
    pub fn version(&self) -> DocumentVersion {
        self.document.version
    }

    /// The negotiated position encoding.
    pub fn encoding(&self) -> PositionEncoding {
        self.encoding
    }

    /// What the client supports.
    pub fn capabilities(&self) -> &ResolvedClientCapabilities {
        &self.capabilities
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::anchor::tests::reference_lines;
    use crate::anchor::{anchor, statement_span, Anchor};

    #[test]
    fn lines_between_takes_whole_lines_and_clamps() {
        let text = Text::new("a\r\nbé\nc\n");
        assert_eq!(text.lines_between(0, 2), "a\r\nbé");
        assert_eq!(text.lines_between(1, 99), "bé\nc\n");
        assert_eq!(text.lines_between(5, 9), "");
    }

    const SAMPLES: &[&str] = &[
        "",
        "a",
        "a\n",
        "a\r\nb\r\n",
        "a\rb\r",
        "\r\n\r\n",
        "é\n🦀x\n名前\n",
        "form\x0Cfeed\nvertical\x0Btab\n",
        "line\u{2028}separator\u{2029}para\u{85}nel\r\nend",
        "mixed\r\n\u{2028}\r\u{85}\n",
    ];

    #[test]
    fn lines_match_the_protocol_model() {
        for sample in SAMPLES {
            let text = Text::new(sample);
            let want = reference_lines(sample);
            assert_eq!(text.len_lines() as usize, want.len(), "{sample:?}");
            for (i, line) in want.iter().enumerate() {
                let got = text.line_slice(i as u32).map(String::from);
                assert_eq!(got.as_deref(), Some(*line), "line {i} of {sample:?}");
            }
            assert_eq!(text.line_slice(want.len() as u32), None);
            assert_eq!(text.to_string(), *sample);
        }
    }

    #[test]
    fn offsets_and_positions_round_trip() {
        for sample in SAMPLES {
            let text = Text::new(sample);
            for (offset, _) in sample.char_indices().chain([(sample.len(), ' ')]) {
                let pos = text.pos_of(offset);
                let back = text.offset_of(pos);
                // An offset inside a `\r\n` maps to the end of its line.
                let content = text.line_content(pos.line).unwrap();
                assert_eq!(back, offset.min(content.end), "{offset} in {sample:?}");
            }
        }
    }

    #[test]
    fn foreign_breaks_are_tracked_through_edits() {
        let mut text = Text::new("a\nb\nc");
        assert_eq!(text.foreign_breaks, 0);
        text.replace(2..3, "x\u{2028}y");
        assert_eq!(text.foreign_breaks, 1);
        assert_eq!(text.len_lines(), 3);
        assert_eq!(text.line_slice(1).map(String::from).unwrap(), "x\u{2028}y");
        text.replace(2..7, "b");
        assert_eq!(text.foreign_breaks, 0);
        assert_eq!(text.to_string(), "a\nb\nc");
        // A `\r` inserted before an existing `\n` joins it into one break.
        text.replace(1..1, "\r");
        assert_eq!(text.len_lines(), 3);
        assert_eq!(text.line_slice(0).map(String::from).unwrap(), "a");
    }

    #[test]
    fn chunk_search_finds_matches_across_boundaries() {
        let chunks = ["ab", "cd", "e", "fgh", "ab"];
        let cases: &[(&str, &[usize])] = &[
            ("abc", &[0]),
            ("bcdef", &[1]),
            ("cdefg", &[2]),
            ("h", &[7]),
            ("ab", &[0, 8]),
            ("habc", &[]),
            ("gha", &[6]),
            ("abcdefghab", &[0]),
            ("abd", &[]),
            ("abcdefghabx", &[]),
        ];
        for (needle, expected) in cases {
            let got = chunk_matches(chunks.iter().copied(), needle);
            assert_eq!(got, *expected, "{needle}");
            let joined = chunks.concat();
            let want: Vec<usize> = joined.match_indices(needle).map(|(i, _)| i).collect();
            assert_eq!(got, want, "{needle} like str::match_indices");
        }
        // Overlapping candidates across a boundary: like `match_indices`, matches do not overlap.
        let chunks = ["aa", "a", "aa"];
        assert_eq!(chunk_matches(chunks.iter().copied(), "aa"), vec![0, 2]);
        // A rope large enough to have many chunks.
        let big: String = (0..5000).map(|i| format!("line {i}\n")).collect();
        let text = Text::new(&big);
        assert!(text.rope().chunks().count() > 10);
        for needle in ["line 4999\n", "9\nline 2500\nline 25", "line 5000", "ne 1"] {
            let got = chunk_matches(text.rope().chunks(), needle);
            let want: Vec<usize> = big.match_indices(needle).map(|(i, _)| i).collect();
            assert_eq!(got, want, "{needle:?}");
        }
        assert_eq!(text.lines_matching("line 2500"), vec![2500]);
        assert_eq!(big.as_str().lines_matching("line 2500"), vec![2500]);
    }

    #[test]
    fn anchoring_works_on_documents() {
        let mut source = String::new();
        for i in 0..3000 {
            source.push_str(&format!("    let v{i} = {i};\u{2028}\n"));
        }
        let text = Text::new(&source);
        assert_eq!(
            anchor(&text, 1500, "let v1499 = 1499;\u{2028}"),
            Anchor::Exact(1500)
        );
        let shifted = Text::new(&format!("// new\n// lines\n{source}"));
        assert_eq!(
            anchor(&shifted, 1500, "let v1499 = 1499;\u{2028}"),
            Anchor::Moved(1502)
        );
        assert_eq!(
            anchor(&shifted, 1500, "let gone = 0;"),
            Anchor::Changed(1500)
        );
        // Far away: found by the whole-text search, on both line models.
        for foreign in ["", "\u{2028}"] {
            let mut far = format!("{foreign}\n");
            for i in 0..3000 {
                far.push_str(&format!("line {i}\r\n"));
            }
            far.push_str("    moved_here();\n");
            let far = Text::new(&far);
            assert_eq!(far.foreign_breaks, foreign.chars().count());
            assert_eq!(anchor(&far, 10, "moved_here();"), Anchor::Moved(3002));
            assert_eq!(anchor(&far, 10, "line 5"), Anchor::Moved(7));
        }
        // U+2028 is whitespace, so it is not part of the span.
        assert_eq!(
            statement_span(&text, 2),
            (4, 4 + "let v1 = 1;".len() as u32)
        );
    }
}
