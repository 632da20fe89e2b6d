//! The JavaScript probe: an instrumented copy of the file, with a `console.error` of a JSON
//! payload before each probed line.

use super::values::Target;
use super::Request;

/// Not written yet.
pub fn run(_req: &Request<'_>, _command: &str, _targets: &[Target]) -> Result<String, String> {
    Err("capturing values is not supported for JavaScript yet".into())
}
