/// Removes the indentation common to every non-blank line after the first.
pub fn unindent(s: &str) -> String {
    let preserve_empty_first_line = false;
    let bytes = s.as_bytes();
    let unindented = do_unindent(bytes, preserve_empty_first_line);
    String::from_utf8(unindented).unwrap()
}

/// Like [`unindent`], for byte strings.
pub fn unindent_bytes(s: &[u8]) -> Vec<u8> {
    do_unindent(s, false)
}

fn do_unindent(s: &[u8], preserve_empty_first_line: bool) -> Vec<u8> {
    // Document may start either on the same line as opening quote or
    // on the next line
    let ignore_first_line =
        !preserve_empty_first_line && (s.starts_with(b"\n") || s.starts_with(b"\r\n"));

    // Largest number of spaces that can be removed from every
    // non-whitespace-only line after the first
    let spaces = lines(s).skip(1).filter_map(count_spaces).min().unwrap_or(0);

    let mut result = Vec::with_capacity(s.len());
    for (i, line) in lines(s).enumerate() {
        if i > 1 || (i == 1 && !ignore_first_line) {
            result.push(b'\n');
        }
        if i == 0 {
            // Do not un-indent anything on same line as opening quote
            result.extend_from_slice(line);
        } else if line.len() > spaces {
            // Whitespace-only lines may have fewer than the number of spaces
            // being removed
            result.extend_from_slice(&line[spaces..]);
        }
    }
    result
}

// Compute the maximal number of spaces that can be removed from every line, but
// not more than the number of spaces in the shortest line
fn count_spaces(line: &[u8]) -> Option<usize> {
    for (i, ch) in line.iter().enumerate() {
        if *ch != b' ' && *ch != b'\t' {
            return Some(i);
        }
    }
    Some(line.len())
}

// Lines of `s` split at '\n', without a trailing '\r'.
fn lines(s: &[u8]) -> impl Iterator<Item = &[u8]> {
    s.split(|&b| b == b'\n').map(|line| line.strip_suffix(b"\r").unwrap_or(line))
}
