//! The general purpose engine: encode and decode with any alphabet and config.

use crate::config::{DecodePaddingMode, GeneralPurposeConfig};
use crate::DecodeError;

pub const PAD_BYTE: u8 = b'=';

/// A general-purpose base64 engine.
#[derive(Debug, Clone)]
pub struct GeneralPurpose {
    alphabet: &'static [u8; 64],
    config: GeneralPurposeConfig,
}

impl GeneralPurpose {
    pub const fn new(alphabet: &'static [u8; 64], config: GeneralPurposeConfig) -> Self {
        Self { alphabet, config }
    }

    /// Encode arbitrary octets as base64.
    pub fn encode<T: AsRef<[u8]>>(&self, input: T) -> String {
        let bytes = input.as_ref();
        let mut out = String::with_capacity(crate::encoded_len(bytes.len(), self.config.encode_padding()));
        for chunk in bytes.chunks(3) {
            let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | (b as u32) << (16 - 8 * i));
            let chars = chunk.len() + 1;
            for i in 0..chars {
                out.push(self.alphabet[(n >> (18 - 6 * i) & 0x3f) as usize] as char);
            }
            if self.config.encode_padding() {
                for _ in chars..4 {
                    out.push(PAD_BYTE as char);
                }
            }
        }
        out
    }

    /// Decode base64 into a new `Vec<u8>`.
    pub fn decode<T: AsRef<[u8]>>(&self, input: T) -> Result<Vec<u8>, DecodeError> {
        let input = input.as_ref();
        let unpadded = input.iter().rposition(|&b| b != PAD_BYTE).map_or(0, |p| p + 1);
        let pad = input.len() - unpadded;
        let ok = match self.config.decode_padding_mode() {
            DecodePaddingMode::Indifferent => pad < 3,
            DecodePaddingMode::RequireCanonical => pad < 3 && input.len() % 4 == 0,
            DecodePaddingMode::RequireNone => pad == 0,
        };
        if !ok || unpadded % 4 == 1 {
            return Err(DecodeError::InvalidPadding);
        }
        let mut out = Vec::with_capacity(unpadded * 3 / 4);
        for (c, chunk) in input[..unpadded].chunks(4).enumerate() {
            let mut n = 0u32;
            for (i, &b) in chunk.iter().enumerate() {
                let v = self.alphabet.iter().position(|&a| a == b).ok_or(DecodeError::InvalidByte(c * 4 + i, b))?;
                n |= (v as u32) << (18 - 6 * i);
            }
            out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
        }
        Ok(out)
    }
}
