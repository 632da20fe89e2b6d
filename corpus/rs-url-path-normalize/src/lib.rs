//! URL path normalization for a static file server's router.

mod segments;

pub use segments::{has_trailing_slash, resolve_segments};

/// Canonical form of a request path: always absolute, no empty, `.` or `..` segments,
/// and a trailing slash only where the request had one.
pub fn normalize(path: &str) -> String {
    let segments = resolve_segments(path.trim_matches('/'));
    let mut out = String::from("/");
    out.push_str(&segments.join("/"));
    if has_trailing_slash(path) && !segments.is_empty() {
        out.push('/');
    }
    out
}

/// Resolves `reference` against the directory of `base` (both paths, no scheme or host).
pub fn join(base: &str, reference: &str) -> String {
    if reference.starts_with('/') {
        return normalize(reference);
    }
    let dir = match base.rfind('/') {
        Some(i) => &base[..=i],
        None => "/",
    };
    normalize(&format!("{dir}{reference}"))
}

/// The file system path a request maps to, if it stays inside the document root.
pub fn file_path(root: &str, request: &str) -> String {
    let path = normalize(request);
    let file = if path.ends_with('/') { format!("{path}index.html") } else { path };
    format!("{}{}", root.trim_end_matches('/'), file)
}
