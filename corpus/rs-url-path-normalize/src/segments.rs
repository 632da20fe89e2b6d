/// Splits a URL path into its segments, resolving `.` and `..` (RFC 3986, section 5.2.4).
/// `..` above the root is dropped, as browsers do.
pub fn resolve_segments(path: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for segment in path.split('/') {
        match segment {
            "." => continue,
            ".." => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// Whether the path names a directory-like resource (`/docs/`, `/docs/.`, `/docs/..`).
pub fn has_trailing_slash(path: &str) -> bool {
    path.ends_with('/') || path.ends_with("/.") || path.ends_with("/..")
}
