//! Single glob and glob set matching for file paths, in the style of `globset`.

mod matcher;
mod parse;

pub use parse::{ErrorKind, Token};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub glob: String,
    pub kind: ErrorKind,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "error parsing glob '{}': {:?}", self.glob, self.kind)
    }
}

impl std::error::Error for Error {}

#[derive(Clone, Debug)]
pub struct Glob {
    glob: String,
    tokens: Vec<Token>,
    literal_separator: bool,
}

impl Glob {
    pub fn new(glob: &str) -> Result<Glob, Error> {
        GlobBuilder::new(glob).build()
    }

    pub fn glob(&self) -> &str { &self.glob }

    pub fn is_match(&self, path: &str) -> bool {
        let chars: Vec<char> = path.chars().collect();
        matcher::matches(&self.tokens, &chars, self.literal_separator)
    }
}

pub struct GlobBuilder<'a> {
    glob: &'a str,
    literal_separator: bool,
}

impl<'a> GlobBuilder<'a> {
    pub fn new(glob: &'a str) -> Self {
        GlobBuilder { glob, literal_separator: false }
    }

    /// When enabled, `*`, `?` and `[...]` do not match the path separator `/`.
    pub fn literal_separator(&mut self, yes: bool) -> &mut Self {
        self.literal_separator = yes;
        self
    }

    pub fn build(&self) -> Result<Glob, Error> {
        let tokens = parse::parse(self.glob).map_err(|kind| Error { glob: self.glob.to_string(), kind })?;
        Ok(Glob { glob: self.glob.to_string(), tokens, literal_separator: self.literal_separator })
    }
}

#[derive(Clone, Debug, Default)]
pub struct GlobSet {
    globs: Vec<Glob>,
}

impl GlobSet {
    pub fn new(globs: Vec<Glob>) -> GlobSet { GlobSet { globs } }

    pub fn is_match(&self, path: &str) -> bool {
        self.globs.iter().any(|g| g.is_match(path))
    }

    /// Indices of every glob in the set that matches `path`, in insertion order.
    pub fn matches(&self, path: &str) -> Vec<usize> {
        (0..self.globs.len()).filter(|&i| self.globs[i].is_match(path)).collect()
    }
}
