use miniglob::{ErrorKind, Glob, GlobBuilder, GlobSet};

fn glob(p: &str) -> Glob {
    Glob::new(p).unwrap()
}

#[test]
fn literal_and_any() {
    assert!(glob("a?c").is_match("abc"));
    assert!(!glob("a?c").is_match("ac"));
    assert!(glob("README.md").is_match("README.md"));
}

#[test]
fn star_and_literal_separator() {
    assert!(glob("*.rs").is_match("src/main.rs"));
    let strict = GlobBuilder::new("*.rs").literal_separator(true).build().unwrap();
    assert!(strict.is_match("main.rs"));
    assert!(!strict.is_match("src/main.rs"));
}

#[test]
fn recursive_components() {
    assert!(glob("**/foo").is_match("foo"));
    assert!(glob("**/foo").is_match("a/b/foo"));
    assert!(glob("src/**/*.rs").is_match("src/lib.rs"));
    assert!(glob("src/**/*.rs").is_match("src/a/b/mod.rs"));
    assert!(glob("target/**").is_match("target/debug/build"));
    assert!(!glob("target/**").is_match("targets"));
}

#[test]
fn class_ranges() {
    for path in ["ax", "bx", "cx"] {
        assert!(glob("[a-c]x").is_match(path), "{path}");
    }
    assert!(!glob("[a-c]x").is_match("dx"));
    assert!(glob("[!a-c]x").is_match("dx"));
    assert!(!glob("[!a-c]x").is_match("bx"));
}

#[test]
fn numbered_backups() {
    let g = glob("backup-[0-9][0-9].tar");
    assert!(g.is_match("backup-17.tar"));
    assert!(g.is_match("backup-09.tar"));
    assert!(!g.is_match("backup-1.tar"));
}

#[test]
fn escaped_metacharacters() {
    assert!(glob("what\\?").is_match("what?"));
    assert!(!glob("what\\?").is_match("whats"));
    assert!(glob("\\[draft\\]*").is_match("[draft] notes.md"));
}

#[test]
fn parse_errors() {
    assert_eq!(Glob::new("[a").unwrap_err().kind, ErrorKind::UnclosedClass);
    assert_eq!(Glob::new("[z-a]").unwrap_err().kind, ErrorKind::InvalidRange('z', 'a'));
    assert_eq!(Glob::new("a**").unwrap_err().kind, ErrorKind::InvalidRecursive);
}

#[test]
fn set_matches() {
    let set = GlobSet::new(vec![glob("*.rs"), glob("src/lib.rs"), glob("src/**/*.txt"), glob("*.md")]);
    assert_eq!(set.matches("src/lib.rs"), vec![0, 1]);
    assert_eq!(set.matches("src/a/notes.txt"), vec![2]);
    assert!(set.matches("Cargo.toml").is_empty());
    assert!(set.is_match("README.md"));
}
