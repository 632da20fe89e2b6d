use crate::{KB, KIB};

const UNITS: &str = "KMGTPE";
const UNITS_SI: &str = "kMGTPE";
const LN_KB: f64 = 6.931471806; // ln 1024
const LN_KIB: f64 = 6.907755279; // ln 1000

/// Formats `bytes` with one decimal, in binary units (KiB, MiB, ...) or in SI units if `si_prefix`.
pub fn to_string(bytes: u64, si_prefix: bool) -> String {
    let unit = if si_prefix { KB } else { KIB };
    let unit_base = if si_prefix { LN_KIB } else { LN_KB };
    let unit_prefix = if si_prefix { UNITS_SI.as_bytes() } else { UNITS.as_bytes() };
    let unit_suffix = if si_prefix { "B" } else { "iB" };

    if bytes < unit {
        format!("{} B", bytes)
    } else {
        let size = bytes as f64;
        let exp = match (size.ln() / unit_base) as usize {
            0 => 1,
            e => e,
        };

        format!(
            "{:.1} {}{}",
            (size / unit.pow(exp as u32) as f64),
            unit_prefix[exp - 1] as char,
            unit_suffix
        )
    }
}
