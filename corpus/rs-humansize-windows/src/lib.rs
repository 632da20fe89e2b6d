//! **Humansize** is a humanization library for information size that is:
//! - Simple & convenient to use
//! - Customizable
//! - Supports byte or bit sizes
//!
//! ```
//! use humansize::{format_size, DECIMAL};
//! assert_eq!(format_size(1_500_000u32, DECIMAL), "1.50 MB");
//! ```

mod options;

pub use options::{FixedAt, FormatSizeOptions, Kilo, BINARY, DECIMAL, WINDOWS};

const SCALE_DECIMAL: [&str; 9] = ["B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
const SCALE_DECIMAL_LONG: [&str; 9] = [
    "Bytes", "Kilobytes", "Megabytes", "Gigabytes", "Terabytes", "Petabytes", "Exabytes", "Zettabytes", "Yottabytes",
];
const SCALE_BINARY: [&str; 9] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"];
const SCALE_BINARY_LONG: [&str; 9] = [
    "Bytes", "Kibibytes", "Mebibytes", "Gibibytes", "Tebibytes", "Pebibytes", "Exbibytes", "Zebibytes", "Yobibytes",
];

/// Formats `value` (anything convertible to `f64`) according to `options` when displayed.
pub struct SizeFormatter<T: Into<f64> + Copy, O: AsRef<FormatSizeOptions>> {
    value: T,
    options: O,
}

impl<T: Into<f64> + Copy, O: AsRef<FormatSizeOptions>> SizeFormatter<T, O> {
    pub fn new(value: T, options: O) -> Self {
        SizeFormatter { value, options }
    }
}

impl<T: Into<f64> + Copy, O: AsRef<FormatSizeOptions>> core::fmt::Display for SizeFormatter<T, O> {
    fn fmt(&self, f: &mut core::fmt::Formatter) -> core::fmt::Result {
        let opts = self.options.as_ref();
        let divider = opts.units.value();

        let mut size: f64 = self.value.into();
        let mut scale_idx = 0;

        if let Some(val) = opts.fixed_at {
            while scale_idx != val as usize {
                size /= divider;
                scale_idx += 1;
            }
        } else {
            while size.abs() >= divider && scale_idx < SCALE_DECIMAL.len() - 1 {
                size /= divider;
                scale_idx += 1;
            }
        }

        let mut scale = match (opts.units, opts.long_units) {
            (Kilo::Decimal, false) => SCALE_DECIMAL[scale_idx],
            (Kilo::Decimal, true) => SCALE_DECIMAL_LONG[scale_idx],
            (Kilo::Binary, false) => SCALE_BINARY[scale_idx],
            (Kilo::Binary, true) => SCALE_BINARY_LONG[scale_idx],
        };

        // Remove "s" from the scale if the size is 1.x
        if opts.long_units && size.abs().trunc() == 1.0 {
            scale = &scale[0..scale.len() - 1];
        }

        let places = if size.fract() == 0.0 { opts.decimal_zeroes } else { opts.decimal_places };
        let space = if opts.space_after_value { " " } else { "" };

        write!(f, "{:.*}{}{}{}", places, size, space, scale, opts.suffix)
    }
}

/// Formats `input` as a human-readable size, e.g. `format_size(1024u32, BINARY) == "1 KiB"`.
pub fn format_size<T: Into<f64> + Copy>(input: T, options: impl AsRef<FormatSizeOptions>) -> String {
    SizeFormatter::new(input, options).to_string()
}
