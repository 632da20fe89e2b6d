use semver::{Op, Version, VersionReq};

fn req(text: &str) -> VersionReq {
    VersionReq::parse(text).unwrap()
}

fn version(text: &str) -> Version {
    Version::parse(text).unwrap()
}

#[track_caller]
fn assert_match_all(req: &VersionReq, versions: &[&str]) {
    for string in versions {
        assert!(req.matches(&version(string)), "did not match {}", string);
    }
}

#[track_caller]
fn assert_match_none(req: &VersionReq, versions: &[&str]) {
    for string in versions {
        assert!(!req.matches(&version(string)), "matched {}", string);
    }
}

#[test]
fn test_parse_version() {
    assert_eq!(version("1.2.3"), Version::new(1, 2, 3));
    assert!(Version::parse("1.2").is_err());
    assert!(Version::parse("1.02.3").is_err());
    assert!(version("1.0.0-alpha") < version("1.0.0-alpha.1"));
    assert!(version("1.0.0-alpha.2") < version("1.0.0-alpha.10"));
    assert!(version("1.0.0-rc.1") < version("1.0.0"));
}

#[test]
fn test_parse_req() {
    let r = req(">= 1.2, <2");
    assert_eq!(r.comparators.len(), 2);
    assert_eq!(r.comparators[0].op, Op::GreaterEq);
    assert_eq!(r.comparators[0].minor, Some(2));
    assert_eq!(r.comparators[1].patch, None);
    assert_eq!(req("1.2.3").comparators[0].op, Op::Caret);
    assert_eq!(req("1.*").comparators[0].op, Op::Wildcard);
}

#[test]
fn test_exact_and_ranges() {
    assert_match_all(&req("=1.0.0"), &["1.0.0"]);
    assert_match_none(&req("=1.0.0"), &["1.0.1", "0.9.9", "1.0.0-pre"]);
    let r = req(">=1.0.0, <1.4");
    assert_match_all(&r, &["1.0.0", "1.2.9", "1.3.99"]);
    assert_match_none(&r, &["0.9.0", "1.4.0", "2.0.0"]);
    assert_match_all(&req("<=2.1"), &["2.1.5", "1.9.0"]);
    assert_match_none(&req(">1.2"), &["1.2.7", "1.1.0"]);
}

#[test]
fn test_tilde() {
    assert_match_all(&req("~1.2.3"), &["1.2.3", "1.2.4"]);
    assert_match_none(&req("~1.2.3"), &["1.3.0", "1.2.2", "2.0.0"]);
    assert_match_all(&req("~1"), &["1.0.0", "1.9.9"]);
}

#[test]
fn test_caret_major() {
    assert_match_all(&req("^1.2.3"), &["1.2.3", "1.8.1", "1.2.4"]);
    assert_match_none(&req("^1.2.3"), &["2.0.0", "1.2.2", "1.1.9"]);
    assert_match_all(&req("^1"), &["1.0.0", "1.99.0"]);
}

#[test]
fn test_caret_zero_minor() {
    assert_match_all(&req("^0.1.2"), &["0.1.2", "0.1.5"]);
    assert_match_none(&req("^0.1.2"), &["0.2.0", "0.1.1", "1.0.0"]);
    assert_match_all(&req("^0.5"), &["0.5.0", "0.5.7"]);
}

#[test]
fn test_caret_zero_zero() {
    assert_match_all(&req("^0.0.3"), &["0.0.3"]);
    assert_match_none(&req("^0.0.3"), &["0.0.4", "0.0.2", "0.1.0"]);
    assert_match_none(&req("0.0.1"), &["0.0.2"]);
}

#[test]
fn test_prerelease() {
    assert_match_all(&req(">=1.0.0-beta.2"), &["1.0.0-beta.2", "1.0.0-rc.1", "1.0.0"]);
    assert_match_none(&req(">=1.0.0-beta.2"), &["1.0.0-beta.1", "1.1.0-alpha"]);
    assert_match_none(&req("^1.2.3"), &["1.3.0-alpha"]);
}
