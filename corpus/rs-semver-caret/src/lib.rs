//! Semantic version parsing and comparison, with Cargo's flavor of version requirements.

mod eval;
mod parse;

use std::cmp::Ordering;

pub use parse::Error;

/// **SemVer version** as defined by <https://semver.org>.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
    pub pre: Prerelease,
}

/// Optional pre-release identifier on a version string, like `alpha.1` in `1.0.0-alpha.1`.
/// A version without one sorts after every pre-release of the same version.
#[derive(Default, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Prerelease(String);

/// **SemVer version requirement** describing the intersection of some version comparators,
/// such as `>=1.2.3, <1.8`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct VersionReq {
    pub comparators: Vec<Comparator>,
}

/// A pair of comparison operator and partial version, such as `>=1.2`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Comparator {
    pub op: Op,
    pub major: u64,
    pub minor: Option<u64>,
    pub patch: Option<u64>,
    pub pre: Prerelease,
}

/// SemVer comparison operator: `=`, `>`, `>=`, `<`, `<=`, `~`, `^`, `*`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Op { Exact, Greater, GreaterEq, Less, LessEq, Tilde, Caret, Wildcard }

impl Prerelease {
    pub const EMPTY: Self = Prerelease(String::new());

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Ord for Prerelease {
    fn cmp(&self, rhs: &Self) -> Ordering {
        match (self.is_empty(), rhs.is_empty()) {
            (true, true) => return Ordering::Equal,
            (true, false) => return Ordering::Greater,
            (false, true) => return Ordering::Less,
            (false, false) => {}
        }
        let mut lhs_ids = self.0.split('.');
        let mut rhs_ids = rhs.0.split('.');
        loop {
            let ordering = match (lhs_ids.next(), rhs_ids.next()) {
                (None, None) => return Ordering::Equal,
                (None, Some(_)) => return Ordering::Less,
                (Some(_), None) => return Ordering::Greater,
                (Some(a), Some(b)) => match (a.parse::<u64>(), b.parse::<u64>()) {
                    (Ok(a), Ok(b)) => a.cmp(&b),
                    (Ok(_), Err(_)) => Ordering::Less,
                    (Err(_), Ok(_)) => Ordering::Greater,
                    (Err(_), Err(_)) => a.cmp(b),
                },
            };
            if ordering != Ordering::Equal {
                return ordering;
            }
        }
    }
}

impl PartialOrd for Prerelease {
    fn partial_cmp(&self, rhs: &Self) -> Option<Ordering> {
        Some(self.cmp(rhs))
    }
}
