use std::str;

/// The [`application/x-www-form-urlencoded` byte serializer](
/// https://url.spec.whatwg.org/#concept-urlencoded-byte-serializer).
///
/// Return an iterator of `&str` slices.
pub fn byte_serialize(input: &[u8]) -> ByteSerialize<'_> {
    ByteSerialize { bytes: input }
}

/// Return value of `byte_serialize()`.
#[derive(Debug)]
pub struct ByteSerialize<'a> {
    bytes: &'a [u8],
}

fn byte_serialized_unchanged(byte: u8) -> bool {
    matches!(byte, b'*' | b'-' | b'.' | b'0'..=b'9' | b'A'..=b'Z' | b'_' | b'a'..=b'z')
}

const PERCENT: [&str; 16] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"];

impl<'a> Iterator for ByteSerialize<'a> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        let (&first, tail) = self.bytes.split_first()?;
        if !byte_serialized_unchanged(first) {
            self.bytes = tail;
            return Some(if first == b' ' {
                "+".to_owned()
            } else {
                format!("%{}{}", PERCENT[(first >> 4) as usize], PERCENT[(first & 0xf) as usize])
            });
        }
        let position = tail.iter().position(|&b| !byte_serialized_unchanged(b));
        let (unchanged_slice, remaining) = match position {
            // 1 for first_byte + i unchanged in tail
            Some(i) => self.bytes.split_at(1 + i),
            None => (self.bytes, &[][..]),
        };
        self.bytes = remaining;
        Some(str::from_utf8(unchanged_slice).unwrap().to_owned())
    }
}

/// The [`application/x-www-form-urlencoded` serializer](
/// https://url.spec.whatwg.org/#concept-urlencoded-serializer).
#[derive(Debug, Default)]
pub struct Serializer {
    target: String,
}

impl Serializer {
    pub fn new() -> Self {
        Self::default()
    }

    /// Serialize and append a name/value pair.
    pub fn append_pair(&mut self, name: &str, value: &str) -> &mut Self {
        if !self.target.is_empty() {
            self.target.push('&');
        }
        self.target.extend(byte_serialize(name.as_bytes()));
        self.target.push('=');
        self.target.extend(byte_serialize(value.as_bytes()));
        self
    }

    /// Return the serialized string.
    pub fn finish(&mut self) -> String {
        std::mem::take(&mut self.target)
    }
}
