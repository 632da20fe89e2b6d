//! Path classification: decides which printed frame paths are files inside the workspace.
//!
//! Every frame goes through [`Resolver`], which makes in-workspace paths relative (with `/`),
//! recognises library code (site-packages, node_modules, the cargo registry, rustc and Go
//! sources, the JDK) and caches each distinct printed path, so a log that repeats the same frames
//! a million times touches the file system once per path. Java and Go print only a file name;
//! for them a per-call index of the workspace's files by name is built on first use.

use std::path::{Path, PathBuf};

use super::{FastMap, Frame};

/// An upper bound on indexed files, so a huge workspace cannot make one parse slow.
const MAX_INDEXED_FILES: usize = 200_000;

/// Path fragments that mark library (third-party or toolchain) code.
const LIBRARY_MARKERS: &[&str] = &[
    "site-packages/",
    "dist-packages/",
    "node_modules/",
    ".cargo/registry/",
    ".cargo/git/",
    "/rustc/",
    "library/std/",
    "library/core/",
    "library/alloc/",
    "/usr/lib/go",
    "/usr/local/go/",
    "/pkg/mod/",
    "/lib/python3",
    "/lib/python2",
];

/// Resolves printed paths against one workspace. Lives for one `parse_output` call.
pub(crate) struct Resolver {
    root: PathBuf,
    /// The root as a string with a trailing `/`, and its canonical form, for prefix tests.
    prefixes: Vec<String>,
    goroot: Option<String>,
    cache: FastMap<Box<str>, Option<Box<str>>>,
    index: Option<FastMap<Box<str>, Vec<Box<str>>>>,
    /// Java lookups by `package/File.java`, built in `java_key` to avoid an allocation per frame.
    java_cache: FastMap<Box<str>, Option<Box<str>>>,
    java_key: String,
}

impl Resolver {
    pub(crate) fn new(workspace: &Path) -> Resolver {
        let mut prefixes = Vec::new();
        let mut push = |p: &Path| {
            let mut s = p.to_string_lossy().replace('\\', "/");
            while s.len() > 1 && s.ends_with('/') {
                s.pop();
            }
            if !s.is_empty() {
                s.push('/');
                if !prefixes.contains(&s) {
                    prefixes.push(s);
                }
            }
        };
        push(workspace);
        if let Ok(canonical) = workspace.canonicalize() {
            push(&canonical);
        }
        let goroot = std::env::var("GOROOT")
            .ok()
            .filter(|g| g.len() > 1)
            .map(|g| g.trim_end_matches('/').to_string() + "/");
        Resolver {
            root: workspace.to_path_buf(),
            prefixes,
            goroot,
            cache: FastMap::default(),
            index: None,
            java_cache: FastMap::default(),
            java_key: String::new(),
        }
    }

    /// Builds a frame for a printed path, resolving it against the workspace.
    pub(crate) fn frame(
        &mut self,
        printed: &str,
        line: u32,
        column: Option<u32>,
        function: Option<&str>,
    ) -> Frame {
        // One hash lookup per frame once the path has been seen.
        let resolved = match self.cache.get(printed) {
            Some(resolved) => resolved.as_deref().map(str::to_string),
            None => self.resolve(printed).map(str::to_string),
        };
        let (file, in_workspace) = match resolved {
            Some(relative) => (relative, true),
            None => (printed.to_string(), false),
        };
        Frame {
            file,
            line,
            column,
            function: function.filter(|f| !f.is_empty()).map(str::to_string),
            in_workspace,
        }
    }

    /// Builds a frame for a file known only by name (Go test messages), preferring a file whose
    /// directory ends like `dir_hint` (a Go import path).
    pub(crate) fn frame_by_name(
        &mut self,
        file_name: &str,
        dir_hint: Option<&str>,
        line: u32,
        function: Option<&str>,
    ) -> Frame {
        if file_name.contains('/') {
            return self.frame(file_name, line, None, function);
        }
        let found = self.find_by_name(file_name, dir_hint);
        Frame {
            in_workspace: found.is_some(),
            file: found.unwrap_or_else(|| file_name.to_string()),
            line,
            column: None,
            function: function.map(str::to_string),
        }
    }

    /// Builds a frame for a Java/Kotlin frame (`com.x.Foo.bar(Foo.java:12)`): `package` is
    /// `com.x`, `file_name` is `Foo.java`. The workspace is searched for `com/x/Foo.java`.
    pub(crate) fn java_frame(
        &mut self,
        package: &str,
        file_name: &str,
        line: u32,
        function: &str,
        library: bool,
    ) -> Frame {
        let found = if library {
            None
        } else {
            self.find_java(package, file_name)
        };
        Frame {
            in_workspace: found.is_some(),
            file: found.unwrap_or_else(|| file_name.to_string()),
            line,
            column: None,
            function: Some(function.to_string()),
        }
    }

    /// Returns the workspace-relative path of a printed path when it is an existing,
    /// non-library file inside the workspace.
    pub(crate) fn resolve(&mut self, printed: &str) -> Option<&str> {
        if !self.cache.contains_key(printed) {
            let resolved = self.resolve_uncached(printed).map(String::into_boxed_str);
            self.cache.insert(printed.into(), resolved);
        }
        self.cache.get(printed).and_then(|r| r.as_deref())
    }

    fn resolve_uncached(&self, printed: &str) -> Option<String> {
        let path = decode_file_url(printed);
        let path = path.replace('\\', "/");
        if path.is_empty() || path.starts_with('<') || path.starts_with("node:") {
            return None;
        }
        if self.goroot.as_deref().is_some_and(|g| path.starts_with(g)) {
            return None;
        }
        let relative = if path.starts_with('/') {
            self.prefixes
                .iter()
                .find_map(|prefix| path.strip_prefix(prefix.as_str()))
                .map(str::to_string)?
        } else if path.contains("://") || path.as_bytes().get(1) == Some(&b':') {
            // Another URL scheme, or a Windows drive path that cannot be under a Unix root.
            return None;
        } else {
            path
        };
        let relative = normalize(&relative)?;
        // Library markers are tested inside the workspace only, so a workspace that itself
        // lives under, say, a Go module cache still has its own files.
        if relative.is_empty()
            || relative.starts_with(".git/")
            || is_library(&format!("/{relative}"))
        {
            return None;
        }
        if self.root.join(&relative).is_file() {
            Some(relative)
        } else {
            None
        }
    }

    fn find_java(&mut self, package: &str, file_name: &str) -> Option<String> {
        // The suffix to look for: `com/x/Foo.java`.
        self.java_key.clear();
        for part in package.split('.').filter(|p| !p.is_empty()) {
            self.java_key.push_str(part);
            self.java_key.push('/');
        }
        self.java_key.push_str(file_name);
        if let Some(cached) = self.java_cache.get(self.java_key.as_str()) {
            return cached.as_deref().map(str::to_string);
        }
        let suffix = self.java_key.clone();
        let candidates = self.index().get(file_name).cloned().unwrap_or_default();
        let found = candidates
            .iter()
            .find(|c| c.as_ref() == suffix || c.ends_with(&format!("/{suffix}")))
            .or_else(|| {
                // Kotlin does not require directories to mirror packages: a unique name will do.
                (candidates.len() == 1).then(|| &candidates[0])
            })
            .cloned();
        self.java_cache
            .insert(suffix.into_boxed_str(), found.clone());
        found.map(String::from)
    }

    fn find_by_name(&mut self, file_name: &str, dir_hint: Option<&str>) -> Option<String> {
        let candidates = self.index().get(file_name)?;
        if candidates.len() == 1 {
            return Some(candidates[0].to_string());
        }
        let hint = dir_hint?;
        // The candidate whose directory shares the longest tail with the import path wins.
        let score = |c: &str| {
            let dir = c.rsplit_once('/').map_or("", |(d, _)| d);
            dir.rsplit('/')
                .zip(hint.rsplit('/'))
                .take_while(|(a, b)| a == b)
                .count()
        };
        let best = candidates.iter().max_by_key(|c| score(c))?;
        (score(best) > 0).then(|| best.to_string())
    }

    /// The workspace's files by file name, built once per call.
    fn index(&mut self) -> &FastMap<Box<str>, Vec<Box<str>>> {
        if self.index.is_none() {
            self.index = Some(build_index(&self.root));
        }
        self.index.get_or_insert_with(FastMap::default)
    }
}

fn build_index(root: &Path) -> FastMap<Box<str>, Vec<Box<str>>> {
    let mut index: FastMap<Box<str>, Vec<Box<str>>> = FastMap::default();
    let walker = walkdir::WalkDir::new(root)
        .follow_links(false)
        .into_iter()
        .filter_entry(|entry| {
            let name = entry.file_name().to_string_lossy();
            entry.depth() == 0
                || !(entry.file_type().is_dir() && crate::lang::is_skipped_dir(&name))
        });
    for entry in walker.filter_map(Result::ok).take(MAX_INDEXED_FILES) {
        if !entry.file_type().is_file() {
            continue;
        }
        let Ok(relative) = entry.path().strip_prefix(root) else {
            continue;
        };
        let relative = relative.to_string_lossy().replace('\\', "/");
        let name = entry.file_name().to_string_lossy();
        index
            .entry(name.as_ref().into())
            .or_default()
            .push(relative.into());
    }
    for paths in index.values_mut() {
        paths.sort();
    }
    index
}

/// True when a path points into third-party or toolchain code.
pub(crate) fn is_library(path: &str) -> bool {
    path.starts_with("node:")
        || path.starts_with("internal/")
        || path.starts_with("<frozen")
        || LIBRARY_MARKERS.iter().any(|m| path.contains(m))
}

/// Turns `file:///a/b%20c.js` into `/a/b c.js`; other strings are returned unchanged.
fn decode_file_url(printed: &str) -> std::borrow::Cow<'_, str> {
    let Some(rest) = printed.strip_prefix("file://") else {
        return printed.into();
    };
    if !rest.contains('%') {
        return rest.into();
    }
    let bytes = rest.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let decoded = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match decoded {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned().into()
}

/// Removes `.` components and resolves `..` lexically; `None` when the path escapes its root.
fn normalize(relative: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for part in relative.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            other => parts.push(other),
        }
    }
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_and_rejects_escapes() {
        assert_eq!(
            normalize("./src/../src/lib.rs").as_deref(),
            Some("src/lib.rs")
        );
        assert_eq!(normalize("../outside.rs"), None);
        assert_eq!(decode_file_url("file:///a/b%20c.js"), "/a/b c.js");
        assert_eq!(decode_file_url("file:///a/%zz"), "/a/%zz");
    }

    #[test]
    fn classifies_library_paths() {
        for path in [
            "/usr/lib/python3/dist-packages/x.py",
            "/v/lib/python3.11/site-packages/_pytest/runner.py",
            "node:internal/test_runner/test",
            "/p/node_modules/jest/x.js",
            "/rustc/59807616e/library/core/src/panicking.rs",
            "/root/.cargo/registry/src/x/lib.rs",
            "/usr/lib/go-1.19/src/testing/testing.go",
        ] {
            assert!(is_library(path), "{path}");
        }
        assert!(!is_library("src/lib.rs"));
    }

    #[test]
    fn resolves_inside_the_workspace_only() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path();
        std::fs::create_dir_all(root.join("src/com/x")).expect("mkdir");
        std::fs::create_dir_all(root.join("node_modules/dep")).expect("mkdir");
        std::fs::write(root.join("src/lib.rs"), "").expect("write");
        std::fs::write(root.join("src/com/x/Foo.java"), "").expect("write");
        std::fs::write(root.join("node_modules/dep/index.js"), "").expect("write");
        let mut r = Resolver::new(root);
        let abs = format!("{}/src/lib.rs", root.display());
        assert_eq!(r.resolve(&abs), Some("src/lib.rs"));
        assert_eq!(r.resolve("./src/lib.rs"), Some("src/lib.rs"));
        assert_eq!(r.resolve(&format!("file://{abs}")), Some("src/lib.rs"));
        assert_eq!(r.resolve("src/missing.rs"), None);
        assert_eq!(r.resolve("node_modules/dep/index.js"), None);
        assert_eq!(r.resolve("/etc/passwd"), None);
        assert_eq!(r.resolve("../../etc/passwd"), None);
        let frame = r.java_frame("com.x", "Foo.java", 3, "com.x.Foo.bar", false);
        assert_eq!(
            (frame.file.as_str(), frame.in_workspace),
            ("src/com/x/Foo.java", true)
        );
        let frame = r.java_frame("java.lang", "Integer.java", 3, "parseInt", true);
        assert_eq!(
            (frame.file.as_str(), frame.in_workspace),
            ("Integer.java", false)
        );
        let frame = r.frame_by_name("lib.rs", Some("example.com/m/src"), 1, None);
        assert!(frame.in_workspace);
    }
}
