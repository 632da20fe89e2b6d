//! Generate and parse universally unique identifiers (UUIDs).

pub mod fmt;
mod parser;

/// A 128-bit (16 byte) buffer containing the UUID.
pub type Bytes = [u8; 16];

/// A Universally Unique Identifier (UUID).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Uuid(Bytes);

/// The version of the UUID, denoting the generating algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    Nil = 0,
    Mac = 1,
    Dce = 2,
    Md5 = 3,
    Random = 4,
    Sha1 = 5,
}

/// The reserved variants of UUIDs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    NCS,
    RFC4122,
    Microsoft,
    Future,
}

/// A general error that can occur when working with UUIDs.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Error(pub ErrorKind);

/// What was wrong with a UUID string: a bad character (1-based index) or
/// a simple string of the wrong length.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum ErrorKind {
    Char { character: char, index: usize },
    SimpleLength { len: usize },
    Other,
}

impl Uuid {
    /// The 'nil UUID' (all zeros).
    pub const fn nil() -> Self { Uuid([0; 16]) }
    /// Creates a UUID using the supplied bytes.
    pub const fn from_bytes(bytes: Bytes) -> Uuid { Uuid(bytes) }
    /// Returns the bytes of the UUID.
    pub const fn as_bytes(&self) -> &Bytes { &self.0 }

    /// Creates a UUID from a 128bit value, big-endian.
    pub const fn from_u128(v: u128) -> Self { Uuid(v.to_be_bytes()) }
    /// Returns a 128bit value containing the value, big-endian.
    pub const fn as_u128(&self) -> u128 { u128::from_be_bytes(self.0) }

    /// Returns the version number of the UUID (the high nibble of byte 6).
    pub const fn get_version_num(&self) -> usize { (self.0[6] >> 4) as usize }

    /// Returns the version of the UUID, if it is a known one.
    pub fn get_version(&self) -> Option<Version> {
        match self.get_version_num() {
            0 if self.is_nil() => Some(Version::Nil),
            1 => Some(Version::Mac),
            2 => Some(Version::Dce),
            3 => Some(Version::Md5),
            4 => Some(Version::Random),
            5 => Some(Version::Sha1),
            _ => None,
        }
    }

    /// Returns the variant of the UUID structure (the high bits of byte 8).
    pub const fn get_variant(&self) -> Variant {
        match self.0[8] {
            x if x & 0x80 == 0x00 => Variant::NCS,
            x if x & 0xc0 == 0x80 => Variant::RFC4122,
            x if x & 0xe0 == 0xc0 => Variant::Microsoft,
            _ => Variant::Future,
        }
    }

    /// Tests if the UUID is nil (all zeros).
    pub const fn is_nil(&self) -> bool { self.as_u128() == u128::MIN }
}
