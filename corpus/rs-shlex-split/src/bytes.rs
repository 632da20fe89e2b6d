//! Same as the crate root, but operates on byte slices rather than strings.

/// An iterator that takes an input byte string and splits it into the words using the same syntax
/// as the POSIX shell.
pub struct Shlex<'a> {
    in_iter: std::slice::Iter<'a, u8>,
    /// The number of newlines read so far, plus one.
    pub line_no: usize,
    /// An input string is erroneous if it ends while inside a quotation or right after an
    /// unescaped backslash.
    pub had_error: bool,
}

impl<'a> Shlex<'a> {
    pub fn new(in_bytes: &'a [u8]) -> Self {
        Shlex { in_iter: in_bytes.iter(), line_no: 1, had_error: false }
    }

    fn parse_word(&mut self, mut ch: u8) -> Option<Vec<u8>> {
        let mut result: Vec<u8> = Vec::new();
        loop {
            match ch {
                b'"' | b'\'' => {
                    let res = if ch == b'"' { self.parse_double(&mut result) } else { self.parse_single(&mut result) };
                    if res.is_err() {
                        self.had_error = true;
                        return None;
                    }
                }
                b'\\' => match self.next_char() {
                    Some(ch2) => if ch2 != b'\n' { result.push(ch2) },
                    None => { self.had_error = true; return None; }
                },
                b' ' | b'\t' | b'\n' => break,
                _ => result.push(ch),
            }
            match self.next_char() { Some(ch2) => ch = ch2, None => break }
        }
        Some(result)
    }

    fn parse_double(&mut self, result: &mut Vec<u8>) -> Result<(), ()> {
        while let Some(ch2) = self.next_char() {
            match ch2 {
                b'\\' => match self.next_char() {
                    // \$ => $
                    Some(ch3 @ (b'$' | b'`' | b'"' | b'\\')) => result.push(ch3),
                    // \<newline> => nothing
                    Some(b'\n') => {}
                    // \x => \x
                    Some(ch3) => result.extend_from_slice(&[b'\\', ch3]),
                    None => return Err(()),
                },
                b'"' => return Ok(()),
                _ => result.push(ch2),
            }
        }
        Err(())
    }

    fn parse_single(&mut self, result: &mut Vec<u8>) -> Result<(), ()> {
        while let Some(ch2) = self.next_char() {
            match ch2 {
                b'\'' => return Ok(()),
                _ => result.push(ch2),
            }
        }
        Ok(())
    }

    fn next_char(&mut self) -> Option<u8> {
        let res = self.in_iter.next().copied();
        if res == Some(b'\n') { self.line_no += 1; }
        res
    }
}

impl<'a> Iterator for Shlex<'a> {
    type Item = Vec<u8>;
    fn next(&mut self) -> Option<Self::Item> {
        let mut ch = self.next_char()?;
        // skip initial whitespace and comments
        loop {
            match ch {
                b' ' | b'\t' | b'\n' => {}
                b'#' => while let Some(ch2) = self.next_char() { if ch2 == b'\n' { break; } },
                _ => break,
            }
            ch = self.next_char()?;
        }
        self.parse_word(ch)
    }
}
