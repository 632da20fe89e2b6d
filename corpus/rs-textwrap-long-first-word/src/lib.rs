//! The textwrap library provides functions for word wrapping text.

use std::borrow::Cow;

pub mod core;
pub mod wrap_algorithms;

use crate::core::{break_words, display_width, find_words};
use crate::wrap_algorithms::wrap_first_fit;

/// Holds configuration options for wrapping and filling text.
#[derive(Debug, Clone)]
pub struct Options<'a> {
    /// The width in columns at which the text will be wrapped.
    pub width: usize,
    /// Indentation used for the first line of output.
    pub initial_indent: &'a str,
    /// Indentation used for subsequent lines of output.
    pub subsequent_indent: &'a str,
    /// Allow long words to be broken if they cannot fit on a line.
    pub break_words: bool,
}

impl<'a> Options<'a> {
    /// Creates a new [`Options`] with the specified width.
    pub const fn new(width: usize) -> Self {
        Options { width, initial_indent: "", subsequent_indent: "", break_words: true }
    }

    /// Change [`self.initial_indent`].
    pub fn initial_indent(self, indent: &'a str) -> Self { Options { initial_indent: indent, ..self } }
    /// Change [`self.subsequent_indent`].
    pub fn subsequent_indent(self, indent: &'a str) -> Self { Options { subsequent_indent: indent, ..self } }
    /// Change [`self.break_words`].
    pub fn break_words(self, setting: bool) -> Self { Options { break_words: setting, ..self } }
}

impl From<usize> for Options<'_> {
    fn from(width: usize) -> Self {
        Options::new(width)
    }
}

/// Wrap a line of text at a given width, without trailing whitespace.
pub fn wrap<'a, Opt: Into<Options<'a>>>(text: &'a str, width_or_options: Opt) -> Vec<Cow<'a, str>> {
    let options: Options = width_or_options.into();
    let mut lines = Vec::new();
    for line in text.split('\n') {
        wrap_single_line(line, &options, &mut lines);
    }
    lines
}

fn wrap_single_line<'a>(line: &'a str, options: &Options<'a>, lines: &mut Vec<Cow<'a, str>>) {
    let indent = if lines.is_empty() { options.initial_indent } else { options.subsequent_indent };
    if line.len() < options.width && indent.is_empty() {
        lines.push(Cow::from(line.trim_end_matches(' ')));
        return;
    }

    let initial_width = options.width.saturating_sub(display_width(options.initial_indent));
    let subsequent_width = options.width.saturating_sub(display_width(options.subsequent_indent));
    let words = find_words(line);
    let broken_words = if options.break_words { break_words(words, subsequent_width) } else { words };
    let line_widths = [initial_width as f64, subsequent_width as f64];

    let mut idx = 0;
    for words in wrap_first_fit(&broken_words, &line_widths) {
        let Some(last_word) = words.last() else {
            lines.push(Cow::from(""));
            continue;
        };
        let len = words.iter().map(|w| w.len()).sum::<usize>() - last_word.whitespace.len();
        let indent = if lines.is_empty() { options.initial_indent } else { options.subsequent_indent };
        let mut result = Cow::from(indent);
        result += &line[idx..idx + len];
        lines.push(result);
        idx += len + last_word.whitespace.len();
    }
}

/// Fill a line of text at a given width: wrap and join with `'\n'`.
pub fn fill<'a, Opt: Into<Options<'a>>>(text: &'a str, width_or_options: Opt) -> String {
    wrap(text, width_or_options).join("\n")
}
