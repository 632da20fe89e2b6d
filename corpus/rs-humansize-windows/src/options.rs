//! Options for the size formatters, and the presets most programs want.

/// Holds the standard to use when displaying the size.
#[derive(Debug, PartialEq, Eq, Copy, Clone)]
pub enum Kilo {
    /// The decimal scale and units. SI standard.
    Decimal,
    /// The binary scale and units.
    Binary,
}

impl Kilo {
    pub(crate) fn value(&self) -> f64 {
        match self {
            Kilo::Decimal => 1000.0,
            Kilo::Binary => 1024.0,
        }
    }
}

/// Forces a certain representation of the resulting file size.
#[derive(Debug, PartialEq, Eq, Copy, Clone)]
pub enum FixedAt {
    Base,
    Kilo,
    Mega,
    Giga,
    Tera,
}

/// Holds the options for the `format_size` function.
#[derive(Debug, PartialEq, Copy, Clone)]
pub struct FormatSizeOptions {
    /// The scale (binary/decimal) to divide against.
    pub kilo: Kilo,
    /// The unit set to display.
    pub units: Kilo,
    /// The amount of places if the number is not whole.
    pub decimal_places: usize,
    /// The amount of zeroes to display if the number is whole.
    pub decimal_zeroes: usize,
    /// Whether to force a certain representation and if so, which one.
    pub fixed_at: Option<FixedAt>,
    /// Whether to use the full unit (e.g. `Kilobyte`) or its abbreviation (`kB`).
    pub long_units: bool,
    /// Whether to place a space between value and units.
    pub space_after_value: bool,
    /// An optional suffix which will be appended after the unit.
    pub suffix: &'static str,
}

impl AsRef<FormatSizeOptions> for FormatSizeOptions {
    fn as_ref(&self) -> &FormatSizeOptions {
        self
    }
}

/// Options to display sizes in the SI format.
pub const BINARY: FormatSizeOptions = FormatSizeOptions {
    kilo: Kilo::Binary,
    units: Kilo::Binary,
    decimal_places: 2,
    decimal_zeroes: 0,
    fixed_at: None,
    long_units: false,
    space_after_value: true,
    suffix: "",
};

/// Options to display sizes in the SI (decimal) format.
pub const DECIMAL: FormatSizeOptions = FormatSizeOptions { kilo: Kilo::Decimal, units: Kilo::Decimal, ..BINARY };

/// Options to display sizes in the "WINDOWS" format: binary scale, decimal unit names.
pub const WINDOWS: FormatSizeOptions = FormatSizeOptions { kilo: Kilo::Binary, units: Kilo::Decimal, ..BINARY };
