use unindent::{unindent, unindent_bytes, Unindent};

#[test]
fn fn_unindent_str() {
    let s = "
        line one
        line two";
    assert_eq!(unindent(s), "line one\nline two");

    let s = "\n\t\t\tline one\n\t\t\tline two";
    assert_eq!(unindent(s), "line one\nline two");
}

#[test]
fn fn_unindent_bytes() {
    let b = b"
        line one
        line two";
    assert_eq!(unindent_bytes(b), b"line one\nline two");
}

#[test]
fn trait_unindent_str() {
    let s = "
        line one
        line two";
    assert_eq!(s.unindent(), "line one\nline two");
    assert_eq!(String::from(s).unindent(), "line one\nline two");
}

#[test]
fn carriage_returns() {
    let s = "\r\n\tline one\r\n\tline two";
    assert_eq!(unindent(s), "line one\nline two");
}

#[test]
fn first_line_is_kept() {
    let s = "first
        second
          third";
    assert_eq!(unindent(s), "first\nsecond\n  third");
}

#[test]
fn blank_lines() {
    let s = "
        line one

        line two
        ";
    assert_eq!(unindent(s), "line one\n\nline two\n");
}

#[test]
fn whitespace_only_lines_with_less_indentation() {
    let s = "
        fn main() {
  \t
            println!(\"hi\");
        }
    ";
    assert_eq!(unindent(s), "fn main() {\n\n    println!(\"hi\");\n}\n");
}
