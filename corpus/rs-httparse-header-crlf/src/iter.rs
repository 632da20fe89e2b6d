/// A cursor over a buffer being parsed: `start` marks the beginning of the
/// next slice handed out, `pos` the next byte to read.
pub struct Bytes<'a> {
    slice: &'a [u8],
    start: usize,
    pos: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(slice: &'a [u8]) -> Bytes<'a> {
        Bytes { slice, start: 0, pos: 0 }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Returns the bytes since the last commit and commits.
    pub fn slice(&mut self) -> &'a [u8] {
        self.slice_skip(0)
    }

    /// Like `slice`, but leaves the last `skip` bytes (delimiters) out.
    pub fn slice_skip(&mut self, skip: usize) -> &'a [u8] {
        let head = &self.slice[self.start..self.pos - skip];
        self.start = self.pos;
        head
    }
}

impl Iterator for Bytes<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let b = *self.slice.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }
}

macro_rules! next {
    ($bytes:ident) => { match $bytes.next() { Some(b) => b, None => return Ok(Status::Partial) } };
}

macro_rules! expect {
    ($bytes:ident.next() == $pat:pat => $ret:expr) => { match next!($bytes) { v @ $pat => v, _ => return $ret } };
}

macro_rules! complete {
    ($e:expr) => { match $e? { Status::Complete(v) => v, Status::Partial => return Ok(Status::Partial) } };
}
