//! Test names are data: a name as a runner reports it, and a name as the source defines it, made
//! comparable.
//!
//! Runners escape names in their own ways (TAP writes `#` as `\#` and `\` as `\\`; JUnit XML uses
//! entities; pytest puts parameters in brackets after the function), nest them (`suite > test`,
//! `suite › test`, mocha's `suite test`) and qualify them (`tests/test_a.py::Class::test_x`,
//! `tests.test_a.Class.test_x`, `tests::x`). Sources write them as string literals with their
//! own escapes (`'it\'s \\ here'`). [`reported_name`] undoes a runner's escapes, [`js_literal`]
//! reads a JavaScript string literal, and [`same_test`] says whether a reported name is the test
//! a definition names. Nothing here is ever shell text.

/// A reported test name with the runner's escapes undone: TAP's `\#` and `\\`, and the five XML
/// entities (plus numeric ones) of JUnit reports. Other text is kept as it is.
pub fn reported_name(name: &str) -> String {
    let name = name.trim();
    let mut out = String::with_capacity(name.len());
    let mut chars = name.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.peek().map(|&(_, n)| n) {
                Some(n @ ('#' | '\\')) => {
                    out.push(n);
                    chars.next();
                }
                _ => out.push('\\'),
            },
            '&' => {
                let rest = &name[i + 1..];
                match xml_entity(rest) {
                    Some((text, len)) => {
                        out.push(text);
                        for _ in 0..len {
                            chars.next();
                        }
                    }
                    None => out.push('&'),
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// An XML entity after `&` (`amp;`, `#35;`, `#x23;`): the character and the bytes it took.
fn xml_entity(rest: &str) -> Option<(char, usize)> {
    let end = rest.get(..12.min(rest.len()))?.find(';')?;
    let body = &rest[..end];
    let c = match body {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        _ => {
            let num = body.strip_prefix('#')?;
            let code = match num.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => num.parse().ok()?,
            };
            char::from_u32(code)?
        }
    };
    Some((c, end + 1))
}

/// The JavaScript string literal at the start of `text` (`'...'`, `"..."` or a template without
/// `${`), with its escapes undone: the value, and the bytes the literal took. `None` when `text`
/// does not start with a complete literal.
pub fn js_literal(text: &str) -> Option<(String, usize)> {
    let q = text
        .chars()
        .next()
        .filter(|c| matches!(c, '\'' | '"' | '`'))?;
    let mut out = String::new();
    let mut chars = text.char_indices().skip(1);
    while let Some((i, c)) = chars.next() {
        if c == q {
            return Some((out, i + 1));
        }
        match c {
            '\\' => {
                let (_, n) = chars.next()?;
                match n {
                    'n' => out.push('\n'),
                    't' => out.push('\t'),
                    'r' => out.push('\r'),
                    '0' => out.push('\0'),
                    'b' => out.push('\u{8}'),
                    'f' => out.push('\u{c}'),
                    'v' => out.push('\u{b}'),
                    '\n' => {}
                    'x' => {
                        let (_, a) = chars.next()?;
                        let (_, b) = chars.next()?;
                        let code = u32::from_str_radix(&format!("{a}{b}"), 16).ok()?;
                        out.push(char::from_u32(code)?);
                    }
                    'u' => {
                        let mut hex = String::new();
                        let (_, first) = chars.next()?;
                        if first == '{' {
                            for (_, h) in chars.by_ref() {
                                if h == '}' {
                                    break;
                                }
                                hex.push(h);
                            }
                        } else {
                            hex.push(first);
                            for _ in 0..3 {
                                hex.push(chars.next()?.1);
                            }
                        }
                        out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                    }
                    other => out.push(other),
                }
            }
            '$' if q == '`' && text[i + 1..].starts_with('{') => return None,
            '\n' if q != '`' => return None,
            c => out.push(c),
        }
    }
    None
}

/// The last part of a qualified name: `tests/test_a.py::T::test_x[1-2]` -> `test_x[1-2]`,
/// `tests.test_a.T.test_x` -> `test_x`, `tests::x` -> `x`. A name with spaces or brackets is a
/// title, not a dotted path, and keeps its dots.
pub fn leaf(name: &str) -> &str {
    let n = name.trim();
    let n = n.rsplit("::").next().unwrap_or(n);
    let head = n.split('[').next().unwrap_or(n);
    if head.contains(' ') || !head.contains('.') {
        n
    } else {
        let cut = head.rfind('.').map_or(0, |i| i + 1);
        &n[cut..]
    }
}

/// Whether the test a runner reported as `reported` is the one the source defines as
/// `defined` (the literal's value or the function's name). Escapes are undone first; then the
/// names are equal, or equal without a pytest parameter id (`test_x[a b-c]` is `test_x`), or the
/// reported name is `defined` under its suites (`suite > defined`, `suite › defined`,
/// `Class::defined`, `Class.defined`). Mocha's `suite defined` is [`nested_in_title`], a looser
/// match for when no definition matches this way.
pub fn same_test(reported: &str, defined: &str) -> bool {
    let defined = defined.trim();
    if defined.is_empty() {
        return false;
    }
    let full = reported_name(reported);
    if full == defined {
        return true;
    }
    let short = leaf(&full);
    if short == defined {
        return true;
    }
    // pytest parameters: `test_x[...]` is `test_x`.
    if let Some(open) = short.find('[') {
        if short.ends_with(']') && &short[..open] == defined {
            return true;
        }
    }
    // Nested titles: the leaf after a separator.
    ends_after(&full, defined, &[" > ", " › ", " ▶ "])
}

/// Whether `reported` is a title that ends with `defined` after a space, as mocha joins a
/// suite's title and a test's (`sumProduct handles #1`). Looser than [`same_test`]: use it only
/// when no definition is the same test.
pub fn nested_in_title(reported: &str, defined: &str) -> bool {
    let defined = defined.trim();
    !defined.is_empty() && ends_after(&reported_name(reported), defined, &[" "])
}

fn ends_after(full: &str, defined: &str, seps: &[&str]) -> bool {
    seps.iter().any(|sep| {
        full.strip_suffix(defined)
            .is_some_and(|head| head.ends_with(sep) && head.len() > sep.len())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tap_and_xml_escapes_are_undone() {
        assert_eq!(reported_name(r"sumProduct \#1"), "sumProduct #1");
        assert_eq!(reported_name(r"a \\ b \#2"), r"a \ b #2");
        assert_eq!(reported_name(r"keeps \n as text"), r"keeps \n as text");
        assert_eq!(
            reported_name("a &lt;b&gt; &amp; &#35;3 &#x23;4"),
            "a <b> & #3 #4"
        );
        assert_eq!(reported_name("AT&T stays"), "AT&T stays");
    }

    #[test]
    fn js_literals_are_read_with_their_escapes() {
        assert_eq!(
            js_literal(r"'sumProduct #2 with \\ backslash', () => {"),
            Some((r"sumProduct #2 with \ backslash".to_string(), 33))
        );
        assert_eq!(
            js_literal(r#""it's \"quoted\"" ,"#).unwrap().0,
            r#"it's "quoted""#
        );
        assert_eq!(js_literal(r"'it\'s'").unwrap().0, "it's");
        assert_eq!(js_literal(r"`tab\there`").unwrap().0, "tab\there");
        assert_eq!(js_literal(r"'\u00e9\u{1F600}\x41'").unwrap().0, "é😀A");
        assert_eq!(js_literal("`with ${x}`"), None);
        assert_eq!(js_literal("'unterminated"), None);
        assert_eq!(js_literal("name"), None);
    }

    #[test]
    fn reported_names_match_their_definitions() {
        assert!(same_test(r"sumProduct \#1", "sumProduct #1"));
        assert!(same_test(r"a \\ b", r"a \ b"));
        assert!(!same_test(r"sumProduct \#1", "sumProduct #2"));
        assert!(same_test(
            "tests.test_gcd.GcdTest.test_negative",
            "test_negative"
        ));
        assert!(same_test("tests::parses_ok", "parses_ok"));
        assert!(same_test(
            "tests/test_rules.py::test_first[pip un+install thefuck-pip install thefuck]",
            "test_first"
        ));
        assert!(same_test("test_x[1.5-a.b]", "test_x"));
        assert!(same_test("chunks of 2.5 items", "chunks of 2.5 items"));
        assert!(same_test("sumProduct > handles #1", "handles #1"));
        assert!(same_test("sumProduct › handles #1", "handles #1"));
        assert!(!same_test("sumProduct handles empty", "handles empty"));
        assert!(nested_in_title("sumProduct handles empty", "handles empty"));
        assert!(!nested_in_title("handles", "handles"));
        assert!(!same_test("test_xy", "test_x"));
        assert!(!same_test("anything", ""));
    }
}
