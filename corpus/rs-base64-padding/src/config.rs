//! Configuration of the [`GeneralPurpose`](crate::engine::GeneralPurpose) engine.

/// Controls how pad bytes are handled when decoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodePaddingMode {
    /// Canonical padding is allowed, but any fewer padding bytes than that is also allowed.
    Indifferent,
    /// Padding must be canonical (0, 1, or 2 `=` as needed to produce a 4 byte suffix).
    RequireCanonical,
    /// Padding must be absent -- for when you want predictable padding, without any wasted bytes.
    RequireNone,
}

/// Contains configuration parameters for base64 encoding and decoding.
#[derive(Clone, Copy, Debug)]
pub struct GeneralPurposeConfig {
    encode_padding: bool,
    decode_padding_mode: DecodePaddingMode,
}

impl GeneralPurposeConfig {
    /// Create a new config with `padding` = `true` and
    /// `decode_padding_mode = DecodePaddingMode::RequireCanonical`.
    ///
    /// This probably matches most people's expectations, but consider disabling padding to save
    /// a few bytes unless you specifically need it for compatibility with some legacy system.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            encode_padding: false,
            decode_padding_mode: DecodePaddingMode::RequireCanonical,
        }
    }

    /// Create a new config based on `self` with an updated `padding` setting.
    #[must_use]
    pub const fn with_encode_padding(self, padding: bool) -> Self {
        Self { encode_padding: padding, ..self }
    }

    /// Create a new config based on `self` with an updated `decode_padding_mode` setting.
    #[must_use]
    pub const fn with_decode_padding_mode(self, mode: DecodePaddingMode) -> Self {
        Self { decode_padding_mode: mode, ..self }
    }

    /// Whether encoding appends `=` padding.
    pub const fn encode_padding(&self) -> bool {
        self.encode_padding
    }

    /// How decoding treats `=` padding.
    pub const fn decode_padding_mode(&self) -> DecodePaddingMode {
        self.decode_padding_mode
    }
}

impl Default for GeneralPurposeConfig {
    /// Delegates to [`GeneralPurposeConfig::new`].
    fn default() -> Self {
        Self::new()
    }
}

/// Include padding bytes when encoding, and require that they be present when decoding.
pub const PAD: GeneralPurposeConfig = GeneralPurposeConfig::new();

/// Don't add padding when encoding, and require no padding when decoding.
pub const NO_PAD: GeneralPurposeConfig = GeneralPurposeConfig::new()
    .with_encode_padding(false)
    .with_decode_padding_mode(DecodePaddingMode::RequireNone);
