//! Names of rotated files: `app.log` rotates to `app.log.1`, `app.log.2`, ...

pub fn rotated_name(base: &str, index: u32) -> String {
    format!("{base}.{index}")
}

/// The rotation index of `name`, if it is a rotated copy of `base`.
pub fn rotation_index(base: &str, name: &str) -> Option<u32> {
    let suffix = name.strip_prefix(base)?.strip_prefix('.')?;
    match suffix.parse::<u32>() {
        Ok(n) if n > 0 && !suffix.starts_with('0') => Some(n),
        _ => None,
    }
}
