//! Plain text positions and re-anchoring of pinned source lines after the file was edited.
//!
//! An investigation pins its root cause to a line of a file and remembers that line's trimmed
//! text. When the user edits the file, the pin must follow its code instead of drifting onto
//! whatever now sits at the old line number: [`anchor`] finds the code again, searching outward
//! from the old line so the nearest occurrence wins. This module is engine-side and knows nothing
//! of the editor protocol; the language server converts these plain types in `lsp::to_proto`.
//!
//! Line breaks are `\n`, `\r\n` and a lone `\r`, as in the Language Server Protocol. A text with
//! `n` line breaks has `n + 1` lines, so a trailing line break starts one last, empty line.
//!
//! **Invariant:** nothing here allocates per line of a `&str`; the search is linear in the
//! distance between the old and the new line, after one scan to locate the old line.

use std::borrow::Cow;

/// A position in a text: a 0-based line and a 0-based byte offset within that line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TextPos {
    /// The 0-based line.
    pub line: u32,
    /// The byte offset from the start of the line (UTF-8 code units).
    pub byte_col: u32,
}

impl TextPos {
    /// Creates a position from a 0-based line and a byte column.
    pub const fn new(line: u32, byte_col: u32) -> Self {
        TextPos { line, byte_col }
    }
}

/// A half-open range `[start, end)` of [`TextPos`]itions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TextRange {
    /// The first position inside the range.
    pub start: TextPos,
    /// The first position after the range.
    pub end: TextPos,
}

impl TextRange {
    /// Creates a range; the bounds are swapped when `end` comes before `start`.
    pub fn new(start: TextPos, end: TextPos) -> Self {
        if end < start {
            TextRange {
                start: end,
                end: start,
            }
        } else {
            TextRange { start, end }
        }
    }

    /// An empty range at `pos`.
    pub const fn empty(pos: TextPos) -> Self {
        TextRange {
            start: pos,
            end: pos,
        }
    }
}

/// Where a pinned line is now. Every line number here is **1-based**, like the pin itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// The pinned line still holds the pinned code.
    Exact(u32),
    /// The code was found on another line (lines were inserted or deleted above it, or it was
    /// moved); this is the occurrence nearest to the pinned line.
    Moved(u32),
    /// The code is gone (the line was edited): this is the pinned line, clamped to the file.
    Changed(u32),
}

impl Anchor {
    /// The 1-based line the pin points to now.
    pub const fn line(self) -> u32 {
        match self {
            Anchor::Exact(line) | Anchor::Moved(line) | Anchor::Changed(line) => line,
        }
    }

    /// Whether the pinned code was found (exactly or moved).
    pub const fn is_found(self) -> bool {
        !matches!(self, Anchor::Changed(_))
    }
}

/// Read access to the lines of a text, implemented for `str` here and for the language server's
/// open documents in `lsp::document`.
///
/// Lines are yielded without their line break.
pub trait LineText {
    /// The number of lines; at least 1, since an empty text has one empty line.
    fn line_count(&self) -> u32;

    /// Clamps `line` (0-based) to the text and returns it with two iterators: the first yields
    /// that line and the lines after it, the second yields the lines before it, nearest first.
    fn lines_around(
        &self,
        line: u32,
    ) -> (
        u32,
        impl Iterator<Item = Cow<'_, str>>,
        impl Iterator<Item = Cow<'_, str>>,
    );

    /// The lines (0-based, ascending) whose trimmed text is `code`, which must be trimmed and
    /// non-empty. The default walks every line; implementations search for `code` instead.
    fn lines_matching(&self, code: &str) -> Vec<u32> {
        let (_, down, _) = self.lines_around(0);
        down.enumerate()
            .filter(|(_, line)| line.trim() == code)
            .map(|(i, _)| to_u32(i))
            .collect()
    }

    /// Line `line` (0-based), or `None` past the end.
    fn line(&self, line: u32) -> Option<Cow<'_, str>> {
        let (clamped, mut down, _) = self.lines_around(line);
        if clamped == line {
            down.next()
        } else {
            None
        }
    }
}

/// Finds where the pinned code is now.
///
/// `line` is the 1-based pinned line and `code` its text (compared trimmed, so indentation
/// changes do not matter). The pinned line is checked first; then the search goes outward one
/// line at a time, below before above at equal distance, so the nearest occurrence wins (past a
/// few hundred lines, the whole text is searched for the code instead, with the same rule). A pin
/// past the end of the text is clamped to the last line. An empty `code` (a pinned blank line)
/// only ever matches exactly.
pub fn anchor<T: LineText + ?Sized>(text: &T, line: u32, code: &str) -> Anchor {
    let code = code.trim();
    let wanted = line.saturating_sub(1);
    let (start, mut down, mut up) = text.lines_around(wanted);
    let here = start + 1;
    match down.next() {
        Some(current) if current.trim() == code => return Anchor::Exact(here),
        _ => {}
    }
    if code.is_empty() {
        return Anchor::Changed(here);
    }
    // Edits usually move a pin by a few lines: look near it first, then search the whole text.
    let mut distance = 0u32;
    while distance < NEAR {
        distance += 1;
        let below = down.next();
        if below.as_deref().is_some_and(|l| l.trim() == code) {
            return Anchor::Moved(here + distance);
        }
        let above = up.next();
        if above.as_deref().is_some_and(|l| l.trim() == code) {
            return Anchor::Moved(here - distance);
        }
        if below.is_none() && above.is_none() {
            return Anchor::Changed(here);
        }
    }
    let nearest = text
        .lines_matching(code)
        .into_iter()
        // At equal distance the line below wins, as in the search above.
        .min_by_key(|&found| (found.abs_diff(start), found < start));
    match nearest {
        Some(found) => Anchor::Moved(found + 1),
        None => Anchor::Changed(here),
    }
}

/// How many lines above and below the pin [`anchor`] checks one by one before searching the
/// whole text.
const NEAR: u32 = 512;

/// The non-blank span of a 1-based line: the byte columns of its first non-whitespace character
/// and just after its last one. A blank line, or a line past the end, gives `(0, 0)`.
pub fn statement_span<T: LineText + ?Sized>(text: &T, line: u32) -> (u32, u32) {
    let Some(content) = line.checked_sub(1).and_then(|l| text.line(l)) else {
        return (0, 0);
    };
    span_of(&content)
}

/// [`statement_span`] as a range of [`TextPos`] on the 0-based line `line - 1`.
pub fn statement_range<T: LineText + ?Sized>(text: &T, line: u32) -> TextRange {
    let (start, end) = statement_span(text, line);
    let line = line.saturating_sub(1);
    TextRange::new(TextPos::new(line, start), TextPos::new(line, end))
}

/// The non-blank span of one line's text.
pub fn span_of(line: &str) -> (u32, u32) {
    let trimmed_end = line.trim_end();
    let trimmed = trimmed_end.trim_start();
    if trimmed.is_empty() {
        return (0, 0);
    }
    let start = trimmed_end.len() - trimmed.len();
    (to_u32(start), to_u32(trimmed_end.len()))
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Finds the first line break at or after `from`: its start and its length in bytes.
///
/// `from` must be a character boundary. Without `\r` in the text, `str::find` with a single
/// `char` does a fast byte search; with it, a plain byte loop beats a search for two chars.
fn next_break(text: &str, from: usize, has_cr: bool) -> Option<(usize, usize)> {
    let rest = text.get(from..)?;
    if !has_cr {
        return rest.find('\n').map(|i| (from + i, 1));
    }
    let bytes = text.as_bytes();
    let at = from + rest.bytes().position(|b| b == b'\n' || b == b'\r')?;
    if bytes[at] == b'\r' && bytes.get(at + 1) == Some(&b'\n') {
        Some((at, 2))
    } else {
        Some((at, 1))
    }
}

/// Finds the last line break that starts before `before`: its start and its length.
fn prev_break(text: &str, before: usize, has_cr: bool) -> Option<(usize, usize)> {
    let head = &text.as_bytes()[..before];
    if !has_cr {
        return text[..before].rfind('\n').map(|i| (i, 1));
    }
    let at = head.iter().rposition(|&b| b == b'\n' || b == b'\r')?;
    if head[at] == b'\n' && at > 0 && head[at - 1] == b'\r' {
        Some((at - 1, 2))
    } else {
        Some((at, 1))
    }
}

/// The size of the blocks [`seek`] counts line breaks in.
const BLOCK: usize = 4096;

/// Whether the text holds a `\r`; counting per block lets the compiler vectorize the scan.
fn has_cr(text: &str) -> bool {
    text.as_bytes()
        .chunks(BLOCK)
        .any(|block| count_byte(block, b'\r') > 0)
}

/// Counts `needle` in `bytes`. Counting into `u8`s over 255-byte pieces lets the compiler use
/// 16 lanes per vector register, where a `usize` count would use 2.
fn count_byte(bytes: &[u8], needle: u8) -> usize {
    bytes
        .chunks(255)
        .map(|piece| {
            piece
                .iter()
                .fold(0u8, |n, &b| n.wrapping_add(u8::from(b == needle))) as usize
        })
        .sum()
}

/// Counts the line breaks that start in `bytes[start..end]`.
fn count_breaks(bytes: &[u8], start: usize, end: usize, has_cr: bool) -> usize {
    let block = &bytes[start..end];
    let newlines = count_byte(block, b'\n');
    if !has_cr {
        return newlines;
    }
    let crs = count_byte(block, b'\r');
    if crs == 0 {
        return newlines;
    }
    // A `\r\n` is one break: do not count its `\r` (its `\n` may be in the next block).
    let crlfs: usize = block
        .chunks(255)
        .zip(bytes.get(start + 1..).unwrap_or_default().chunks(255))
        .map(|(a, b)| {
            a.iter().zip(b).fold(0u8, |n, (&x, &y)| {
                n.wrapping_add(u8::from(x == b'\r' && y == b'\n'))
            }) as usize
        })
        .sum();
    newlines + crs - crlfs
}

/// Finds line `line` (0-based, clamped to the text): its index and the byte offset of its start.
/// Whole blocks are skipped by counting their line breaks, which is much faster than finding
/// each break.
fn seek(text: &str, line: u32, has_cr: bool) -> (u32, usize) {
    let bytes = text.as_bytes();
    let mut index = 0usize;
    let mut pos = 0usize;
    let wanted = line as usize;
    while index < wanted && pos + BLOCK <= bytes.len() {
        let breaks = count_breaks(bytes, pos, pos + BLOCK, has_cr);
        if index + breaks >= wanted {
            break;
        }
        index += breaks;
        pos += BLOCK;
    }
    // A block boundary may fall inside a character; the bytes stepped back over are the start of
    // that character, never a line break.
    while !text.is_char_boundary(pos) {
        pos -= 1;
    }
    let mut start = pos;
    while index < wanted {
        match next_break(text, pos, has_cr) {
            Some((at, len)) => {
                pos = at + len;
                start = pos;
                index += 1;
            }
            None => {
                // Past the end: the last line starts after the last break.
                start = prev_break(text, text.len(), has_cr).map_or(0, |(at, len)| at + len);
                break;
            }
        }
    }
    (to_u32(index), start)
}

/// Line iteration over a `&str`, moving forward from a byte offset at the start of a line.
struct StrLinesDown<'a> {
    text: &'a str,
    next_start: Option<usize>,
    has_cr: bool,
}

impl<'a> Iterator for StrLinesDown<'a> {
    type Item = Cow<'a, str>;

    fn next(&mut self) -> Option<Self::Item> {
        let start = self.next_start?;
        match next_break(self.text, start, self.has_cr) {
            Some((at, len)) => {
                self.next_start = Some(at + len);
                Some(Cow::Borrowed(&self.text[start..at]))
            }
            None => {
                self.next_start = None;
                Some(Cow::Borrowed(&self.text[start..]))
            }
        }
    }
}

/// Line iteration over a `&str`, moving backward from a byte offset at the start of a line.
struct StrLinesUp<'a> {
    text: &'a str,
    /// The start of the line yielded last; the next line yielded is the one before it.
    current_start: usize,
    has_cr: bool,
}

impl<'a> Iterator for StrLinesUp<'a> {
    type Item = Cow<'a, str>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.current_start == 0 {
            return None;
        }
        // The text before `current_start` ends with the previous line's break.
        let (end, _) = prev_break(self.text, self.current_start, self.has_cr)?;
        let start = prev_break(self.text, end, self.has_cr).map_or(0, |(at, len)| at + len);
        self.current_start = start;
        Some(Cow::Borrowed(&self.text[start..end]))
    }
}

impl LineText for str {
    fn line_count(&self) -> u32 {
        to_u32(count_breaks(self.as_bytes(), 0, self.len(), has_cr(self)) + 1)
    }

    fn lines_around(
        &self,
        line: u32,
    ) -> (
        u32,
        impl Iterator<Item = Cow<'_, str>>,
        impl Iterator<Item = Cow<'_, str>>,
    ) {
        let has_cr = has_cr(self);
        let (index, start) = seek(self, line, has_cr);
        let down = StrLinesDown {
            text: self,
            next_start: Some(start),
            has_cr,
        };
        let up = StrLinesUp {
            text: self,
            current_start: start,
            has_cr,
        };
        (index, down, up)
    }

    fn lines_matching(&self, code: &str) -> Vec<u32> {
        let has_cr = has_cr(self);
        let bytes = self.as_bytes();
        let mut found = Vec::new();
        let mut line = 0usize;
        let mut counted_to = 0usize;
        for (at, _) in self.match_indices(code) {
            line += count_breaks(bytes, counted_to, at, has_cr);
            counted_to = at;
            if found.last() == Some(&to_u32(line)) {
                continue;
            }
            let start = prev_break(self, at, has_cr).map_or(0, |(b, len)| b + len);
            let end = next_break(self, at, has_cr).map_or(self.len(), |(b, _)| b);
            if self[start..end].trim() == code {
                found.push(to_u32(line));
            }
        }
        found
    }
}

impl LineText for String {
    fn line_count(&self) -> u32 {
        self.as_str().line_count()
    }

    fn lines_around(
        &self,
        line: u32,
    ) -> (
        u32,
        impl Iterator<Item = Cow<'_, str>>,
        impl Iterator<Item = Cow<'_, str>>,
    ) {
        self.as_str().lines_around(line)
    }

    fn lines_matching(&self, code: &str) -> Vec<u32> {
        self.as_str().lines_matching(code)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        let (_, down, _) = text.lines_around(0);
        down.map(Cow::into_owned).collect()
    }

    #[test]
    fn line_splitting_follows_lsp_line_breaks() {
        let cases: &[(&str, &[&str])] = &[
            ("", &[""]),
            ("a", &["a"]),
            ("a\n", &["a", ""]),
            ("a\nb", &["a", "b"]),
            ("a\r\nb\r\n", &["a", "b", ""]),
            ("a\rb", &["a", "b"]),
            ("a\r\r\nb", &["a", "", "b"]),
            ("\n\n", &["", "", ""]),
            ("é\u{2028}x\n🦀", &["é\u{2028}x", "🦀"]),
        ];
        for (text, expected) in cases {
            assert_eq!(lines(text), *expected, "splitting {text:?}");
            assert_eq!(text.line_count() as usize, expected.len(), "count {text:?}");
            for (i, want) in expected.iter().enumerate() {
                assert_eq!(
                    text.line(i as u32).as_deref(),
                    Some(*want),
                    "line {i} {text:?}"
                );
                let (at, _, up) = text.lines_around(i as u32);
                assert_eq!(at as usize, i);
                let above: Vec<String> = up.map(Cow::into_owned).collect();
                let mut want_above: Vec<String> =
                    expected[..i].iter().map(|s| s.to_string()).collect();
                want_above.reverse();
                assert_eq!(above, want_above, "lines above {i} in {text:?}");
            }
            assert_eq!(text.line(expected.len() as u32), None);
        }
    }

    /// Every line of `text`, split the obvious way (also the reference for `lsp::document`).
    pub(crate) fn reference_lines(text: &str) -> Vec<&str> {
        let mut lines = Vec::new();
        let mut start = 0;
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'\n' || bytes[i] == b'\r' {
                lines.push(&text[start..i]);
                if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            i += 1;
        }
        lines.push(&text[start..]);
        lines
    }

    #[test]
    fn seeking_across_block_boundaries() {
        // Lines of varied lengths with multi-byte characters and every kind of break, long enough
        // that block boundaries fall inside characters and between `\r` and `\n`.
        let pieces = ["é", "🦀", "名前", "ab", "x"];
        let breaks = ["\n", "\r\n", "\r", "\n"];
        for (variant, &ending) in breaks.iter().enumerate() {
            let mut text = String::new();
            let mut i = 0usize;
            while text.len() < 5 * BLOCK {
                let piece = pieces[i % pieces.len()].repeat(i % 13 + variant);
                text.push_str(&piece);
                text.push_str(if i % 5 == 0 {
                    ending
                } else {
                    breaks[i % breaks.len()]
                });
                i += 1;
            }
            let want = reference_lines(&text);
            assert_eq!(text.line_count() as usize, want.len());
            // Every third line keeps this quick in debug builds; each lookup seeks from the start.
            for (n, expected) in want.iter().enumerate().step_by(3) {
                assert_eq!(text.line(n as u32).as_deref(), Some(*expected), "line {n}");
            }
            let (last, mut down, mut up) = text.lines_around(u32::MAX);
            assert_eq!(last as usize, want.len() - 1);
            assert_eq!(down.next().as_deref(), want.last().copied());
            assert_eq!(up.next().as_deref(), want.get(want.len() - 2).copied());
        }
    }

    #[test]
    fn clamps_lines_past_the_end() {
        let (at, mut down, _) = "a\nb".lines_around(10);
        assert_eq!(at, 1);
        assert_eq!(down.next().as_deref(), Some("b"));
    }

    const FILE: &str = "\
fn main() {
    let x = compute();
    assert_eq!(x, 4);
}
";

    #[test]
    fn exact_when_the_line_still_holds_the_code() {
        assert_eq!(anchor(FILE, 3, "assert_eq!(x, 4);"), Anchor::Exact(3));
        // Whitespace around the pinned code does not matter.
        assert_eq!(anchor(FILE, 3, "  assert_eq!(x, 4);  "), Anchor::Exact(3));
        let reindented = FILE.replace("    assert", "\tassert");
        assert_eq!(
            anchor(&reindented, 3, "assert_eq!(x, 4);"),
            Anchor::Exact(3)
        );
    }

    #[test]
    fn moved_when_lines_are_inserted_or_deleted_above() {
        let inserted = format!("use std::fmt;\n\n{FILE}");
        assert_eq!(anchor(&inserted, 3, "assert_eq!(x, 4);"), Anchor::Moved(5));
        let deleted = FILE.replace("    let x = compute();\n", "");
        assert_eq!(anchor(&deleted, 3, "assert_eq!(x, 4);"), Anchor::Moved(2));
    }

    #[test]
    fn changed_when_the_code_is_gone() {
        let edited = FILE.replace("assert_eq!(x, 4)", "assert_eq!(x, 5)");
        assert_eq!(anchor(&edited, 3, "assert_eq!(x, 4);"), Anchor::Changed(3));
        // A pin past the end is clamped to the last line (the empty one after the final break).
        assert_eq!(anchor(FILE, 99, "gone();"), Anchor::Changed(5));
        assert_eq!(anchor("", 1, "gone();"), Anchor::Changed(1));
        // Line 0 is not a valid 1-based line; it is treated as line 1.
        assert_eq!(anchor(FILE, 0, "fn main() {"), Anchor::Exact(1));
    }

    #[test]
    fn nearest_occurrence_wins_among_repeated_lines() {
        let text = "x += 1;\na\nb\nc\nd\nx += 1;\ne\nx += 1;\n";
        // Pinned at line 5 ("d"): occurrences at 1, 6 and 8; 6 is nearest.
        assert_eq!(anchor(text, 5, "x += 1;"), Anchor::Moved(6));
        // Pinned at line 3 ("b"): 1 is two lines above, 6 is three below.
        assert_eq!(anchor(text, 3, "x += 1;"), Anchor::Moved(1));
        // At equal distance the line below wins.
        let tie = "x;\nmid\nx;\n";
        assert_eq!(anchor(tie, 2, "x;"), Anchor::Moved(3));
        // A repeated line that is still in place stays exact.
        assert_eq!(anchor(text, 8, "x += 1;"), Anchor::Exact(8));
    }

    /// `lines` filler lines with `code` at each 1-based line of `at`.
    fn file_with(lines: u32, code: &str, at: &[u32], ending: &str) -> String {
        (1..=lines)
            .map(|n| {
                let line = if at.contains(&n) {
                    format!("  {code}")
                } else {
                    format!("filler {n}")
                };
                line + ending
            })
            .collect()
    }

    #[test]
    fn far_moves_are_found_by_searching_the_whole_text() {
        for ending in ["\n", "\r\n", "\r"] {
            let text = file_with(5000, "target();", &[4000], ending);
            assert_eq!(
                anchor(&text, 100, "target();"),
                Anchor::Moved(4000),
                "{ending:?}"
            );
            let text = file_with(5000, "target();", &[10, 4000], ending);
            assert_eq!(anchor(&text, 3000, "target();"), Anchor::Moved(4000));
            assert_eq!(anchor(&text, 1500, "target();"), Anchor::Moved(10));
            // Equally far above and below: below wins here too.
            let text = file_with(5000, "target();", &[1000, 3000], ending);
            assert_eq!(anchor(&text, 2000, "target();"), Anchor::Moved(3000));
            // Only a longer line holds the code: not a match.
            let text = file_with(5000, "target(); // more", &[4000], ending);
            assert_eq!(anchor(&text, 100, "target();"), Anchor::Changed(100));
        }
    }

    #[test]
    fn crlf_and_lone_cr_files() {
        let crlf = FILE.replace('\n', "\r\n");
        assert_eq!(anchor(&crlf, 3, "assert_eq!(x, 4);"), Anchor::Exact(3));
        let inserted = format!("// a\r\n// b\r\n{crlf}");
        assert_eq!(anchor(&inserted, 3, "assert_eq!(x, 4);"), Anchor::Moved(5));
        let cr = FILE.replace('\n', "\r");
        assert_eq!(anchor(&cr, 3, "assert_eq!(x, 4);"), Anchor::Exact(3));
        let cr_inserted = format!("// a\r{cr}");
        assert_eq!(
            anchor(&cr_inserted, 3, "assert_eq!(x, 4);"),
            Anchor::Moved(4)
        );
    }

    #[test]
    fn unicode_lines() {
        let text = "première ligne\n    let 名前 = \"🦀\";\nfin\n";
        assert_eq!(anchor(text, 2, "let 名前 = \"🦀\";"), Anchor::Exact(2));
        let moved = format!("// é\n{text}");
        assert_eq!(anchor(&moved, 2, "let 名前 = \"🦀\";"), Anchor::Moved(3));
        assert_eq!(
            statement_span(text, 2),
            (4, 4 + "let 名前 = \"🦀\";".len() as u32)
        );
    }

    #[test]
    fn blank_pins_only_match_exactly() {
        let text = "a\n\nb\n";
        assert_eq!(anchor(text, 2, ""), Anchor::Exact(2));
        assert_eq!(anchor(text, 1, "   "), Anchor::Changed(1));
    }

    #[test]
    fn code_that_is_only_a_substring_elsewhere_does_not_match() {
        let text = "foo();\nbar();\nfoo(); // again\n";
        assert_eq!(anchor(text, 2, "foo(); // moved"), Anchor::Changed(2));
        assert_eq!(anchor(text, 2, "foo();"), Anchor::Moved(1));
    }

    #[test]
    fn statement_spans() {
        let text = "  let x = 1;  \r\n\t\n\u{3000}全角();\nplain\n";
        assert_eq!(statement_span(text, 1), (2, 12));
        assert_eq!(statement_span(text, 2), (0, 0));
        // U+3000 IDEOGRAPHIC SPACE is whitespace: the span starts after its three bytes.
        assert_eq!(statement_span(text, 3), (3, 3 + "全角();".len() as u32));
        assert_eq!(statement_span(text, 4), (0, 5));
        assert_eq!(statement_span(text, 5), (0, 0));
        assert_eq!(statement_span(text, 6), (0, 0));
        assert_eq!(statement_span(text, 0), (0, 0));
        assert_eq!(
            statement_range(text, 1),
            TextRange::new(TextPos::new(0, 2), TextPos::new(0, 12))
        );
    }
}
