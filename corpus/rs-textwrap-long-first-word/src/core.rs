//! Building blocks for advanced wrapping functionality.

/// Compute the display width of `text`, one column per character.
pub fn display_width(text: &str) -> usize { text.chars().count() }

/// A (text) fragment denotes the unit which we wrap into lines.
pub trait Fragment: std::fmt::Debug {
    /// Displayed width of word represented by this fragment.
    fn width(&self) -> f64;

    /// Displayed width of the whitespace that must follow the word.
    fn whitespace_width(&self) -> f64;

    /// Displayed width of the penalty inserted if the word ends a line.
    fn penalty_width(&self) -> f64;
}

/// A piece of wrappable text, including any trailing whitespace.
#[derive(Debug, Copy, Clone, PartialEq, Eq)]
pub struct Word<'a> {
    pub word: &'a str,
    pub whitespace: &'a str,
    pub(crate) width: usize,
}

impl<'a> Word<'a> {
    /// Construct a `Word` from a string, splitting off trailing spaces.
    pub fn from(word: &str) -> Word<'_> {
        let trimmed = word.trim_end_matches(' ');
        Word { word: trimmed, width: display_width(trimmed), whitespace: &word[trimmed.len()..] }
    }

    /// Break this word into smaller words with a width of at most `line_width`.
    pub fn break_apart(&self, line_width: usize) -> Vec<Word<'a>> {
        let mut pieces = Vec::new();
        let mut offset = 0;
        for (n, (idx, _)) in self.word.char_indices().enumerate() {
            if n > 0 && n % line_width == 0 {
                pieces.push(Word { word: &self.word[offset..idx], width: line_width, whitespace: "" });
                offset = idx;
            }
        }
        let rest = &self.word[offset..];
        pieces.push(Word { word: rest, width: display_width(rest), whitespace: self.whitespace });
        pieces
    }

    pub(crate) fn len(&self) -> usize { self.word.len() + self.whitespace.len() }
}

impl Fragment for Word<'_> {
    fn width(&self) -> f64 { self.width as f64 }
    fn whitespace_width(&self) -> f64 { self.whitespace.len() as f64 }
    fn penalty_width(&self) -> f64 { 0.0 }
}

/// Split `line` into words separated by runs of ASCII spaces.
pub fn find_words(line: &str) -> Vec<Word<'_>> {
    let mut words = Vec::new();
    let mut start = 0;
    let mut in_whitespace = false;
    for (idx, ch) in line.char_indices() {
        if in_whitespace && ch != ' ' {
            words.push(Word::from(&line[start..idx]));
            start = idx;
        }
        in_whitespace = ch == ' ';
    }
    if start < line.len() {
        words.push(Word::from(&line[start..]));
    }
    words
}

/// Forcibly break words wider than `line_width` into smaller words.
pub fn break_words<'a>(words: Vec<Word<'a>>, line_width: usize) -> Vec<Word<'a>> {
    let mut shortened_words = Vec::new();
    for word in words {
        if word.width > line_width {
            shortened_words.extend(word.break_apart(line_width));
        } else {
            shortened_words.push(word);
        }
    }
    shortened_words
}
