use argparse::{parse, Arg, Command, ParseError};

fn grep_like() -> Command {
    Command::new(vec![
        Arg::flag("verbose", 'v', "verbose"),
        Arg::flag("ignore-case", 'i', "ignore-case"),
        Arg::option("context", 'C', "context"),
        Arg::option("glob", 'g', "glob"),
    ])
}

#[test]
fn flags_and_positionals() {
    let m = parse(&grep_like(), &["-i", "needle", "src/"]).unwrap();
    assert!(m.is_present("ignore-case"));
    assert!(!m.is_present("verbose"));
    assert_eq!(m.positionals, vec!["needle", "src/"]);
}

#[test]
fn option_values_in_every_spelling() {
    for argv in [&["--context=3"][..], &["--context", "3"], &["-C3"], &["-C", "3"]] {
        let m = parse(&grep_like(), argv).unwrap();
        assert_eq!(m.value_of("context"), Some("3"), "{argv:?}");
    }
}

#[test]
fn repeated_option_collects_values() {
    let m = parse(&grep_like(), &["-g", "*.rs", "--glob=!target/*"]).unwrap();
    assert_eq!(m.values_of("glob"), vec!["*.rs", "!target/*"]);
}

#[test]
fn verbosity_counts_repeated_flags() {
    let m = parse(&grep_like(), &["-vv", "--verbose", "x"]).unwrap();
    assert_eq!(m.occurrences_of("verbose"), 3);
    assert_eq!(m.occurrences_of("ignore-case"), 0);
}

#[test]
fn short_cluster_with_value() {
    let m = parse(&grep_like(), &["-viC2", "pat"]).unwrap();
    assert!(m.is_present("verbose") && m.is_present("ignore-case"));
    assert_eq!(m.value_of("context"), Some("2"));
    assert_eq!(m.occurrences_of("context"), 1);
}

#[test]
fn double_dash_ends_options() {
    let m = parse(&grep_like(), &["--", "-v", "--glob"]).unwrap();
    assert!(!m.is_present("verbose"));
    assert_eq!(m.positionals, vec!["-v", "--glob"]);
}

#[test]
fn errors() {
    assert_eq!(parse(&grep_like(), &["--color"]).unwrap_err(), ParseError::Unknown("--color".into()));
    assert_eq!(parse(&grep_like(), &["-x"]).unwrap_err(), ParseError::Unknown("-x".into()));
    assert_eq!(parse(&grep_like(), &["-C"]).unwrap_err(), ParseError::MissingValue("-C".into()));
}
