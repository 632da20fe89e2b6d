//! Snapshot tests of the token streams, one small real snippet per language, each with strings
//! and comments that contain operators.

use super::*;
use expect_test::{expect, Expect};

/// Renders one token per line as `line kind text`, with newlines in the text shown as `\n`.
fn render(src: &str, lang: Lang) -> String {
    lex(src, lang)
        .iter()
        .map(|t| {
            format!(
                "{} {:?} {}\n",
                t.line,
                t.kind,
                t.text(src).replace('\n', "\\n")
            )
        })
        .collect()
}

fn check(lang: Lang, src: &str, expect: Expect) {
    expect.assert_eq(&render(src, lang));
}

#[test]
fn from_path_picks_language_by_extension() {
    let cases = [
        ("a/b.py", Some(Lang::Python)),
        ("x.rs", Some(Lang::Rust)),
        ("x.mjs", Some(Lang::JavaScript)),
        ("x.cjs", Some(Lang::JavaScript)),
        ("x.TSX", Some(Lang::JavaScript)),
        ("x.jsx", Some(Lang::JavaScript)),
        ("x.go", Some(Lang::Go)),
        ("X.java", Some(Lang::Java)),
        ("Makefile", None),
        ("x.c", None),
    ];
    for (path, lang) in cases {
        assert_eq!(Lang::from_path(Path::new(path)), lang, "{path}");
    }
}

#[test]
fn python_tokens() {
    check(
        Lang::Python,
        r#"def f(a, b=1_000):
    """Doc with a < b and # not a comment."""
    x = rb'\x00<' + f"{a + b!r:>{w}} {d["k"]}" # a <= b
    return a // b ** 2 >= 0x1F and not x, 1.5e-3, 2j, .5
"#,
        expect![[r#"
            1 Keyword def
            1 Ident f
            1 Punct (
            1 Ident a
            1 Punct ,
            1 Ident b
            1 Operator =
            1 Number 1_000
            1 Punct )
            1 Punct :
            2 DocString """Doc with a < b and # not a comment."""
            3 Ident x
            3 Operator =
            3 Str rb'\x00<'
            3 Operator +
            3 Str f"{a + b!r:>{w}} {d["k"]}"
            3 Comment # a <= b
            4 Keyword return
            4 Ident a
            4 Operator //
            4 Ident b
            4 Operator **
            4 Number 2
            4 Operator >=
            4 Number 0x1F
            4 Keyword and
            4 Keyword not
            4 Ident x
            4 Punct ,
            4 Number 1.5e-3
            4 Punct ,
            4 Number 2j
            4 Punct ,
            4 Number .5
        "#]],
    );
}

#[test]
fn python_triple_quoted_strings_are_not_docstrings_inside_expressions() {
    check(
        Lang::Python,
        "s = '''a\n< b''' + x\nprint(\"\"\"\n== \"\"\")\n",
        expect![[r#"
            1 Ident s
            1 Operator =
            1 Str '''a\n< b'''
            2 Operator +
            2 Ident x
            3 Ident print
            3 Punct (
            3 Str """\n== """
            4 Punct )
        "#]],
    );
}

#[test]
fn rust_tokens() {
    check(
        Lang::Rust,
        r##"/* outer /* nested < */ still comment */
fn f<'a>(s: &'a str, t: (u8, u8)) -> u32 {
    let c = 'x'; let e = '\''; let b = b'<';
    let r = r#"raw "<=" string"#; // x >= y
    if t.0.1 >= 1u32 && s != "a\"<" { return 0x_FF_u32 >> 2; }
    'outer: for i in 0..=10 { x += 1.0e3f64 as u32; }
}
"##,
        expect![[r##"
            1 Comment /* outer /* nested < */ still comment */
            2 Keyword fn
            2 Ident f
            2 Operator <
            2 Lifetime 'a
            2 Operator >
            2 Punct (
            2 Ident s
            2 Punct :
            2 Operator &
            2 Lifetime 'a
            2 Ident str
            2 Punct ,
            2 Ident t
            2 Punct :
            2 Punct (
            2 Ident u8
            2 Punct ,
            2 Ident u8
            2 Punct )
            2 Punct )
            2 Punct ->
            2 Ident u32
            2 Punct {
            3 Keyword let
            3 Ident c
            3 Operator =
            3 Char 'x'
            3 Punct ;
            3 Keyword let
            3 Ident e
            3 Operator =
            3 Char '\''
            3 Punct ;
            3 Keyword let
            3 Ident b
            3 Operator =
            3 Char b'<'
            3 Punct ;
            4 Keyword let
            4 Ident r
            4 Operator =
            4 Str r#"raw "<=" string"#
            4 Punct ;
            4 Comment // x >= y
            5 Keyword if
            5 Ident t
            5 Punct .
            5 Number 0
            5 Punct .
            5 Number 1
            5 Operator >=
            5 Number 1u32
            5 Operator &&
            5 Ident s
            5 Operator !=
            5 Str "a\"<"
            5 Punct {
            5 Keyword return
            5 Number 0x_FF_u32
            5 Operator >>
            5 Number 2
            5 Punct ;
            5 Punct }
            6 Lifetime 'outer
            6 Punct :
            6 Keyword for
            6 Ident i
            6 Keyword in
            6 Number 0
            6 Punct ..=
            6 Number 10
            6 Punct {
            6 Ident x
            6 Operator +=
            6 Number 1.0e3f64
            6 Keyword as
            6 Ident u32
            6 Punct ;
            6 Punct }
            7 Punct }
        "##]],
    );
}

#[test]
fn javascript_tokens() {
    check(
        Lang::JavaScript,
        r#"#!/usr/bin/env node
const re = /a<b[/]/g, n = 10n; // a < b
let s = `x ${a + `in ${b > c}`} { ${ {k: "}"}.k } <=`;
if (a === b && c !== d || e >>> 1 >>>= 2) x **= y / z / 2;
/* a || b */ f(a?.b ?? c);
"#,
        expect![[r#"
            1 Comment #!/usr/bin/env node
            2 Keyword const
            2 Ident re
            2 Operator =
            2 Regex /a<b[/]/g
            2 Punct ,
            2 Ident n
            2 Operator =
            2 Number 10n
            2 Punct ;
            2 Comment // a < b
            3 Keyword let
            3 Ident s
            3 Operator =
            3 Str `x ${a + `in ${b > c}`} { ${ {k: "}"}.k } <=`
            3 Punct ;
            4 Keyword if
            4 Punct (
            4 Ident a
            4 Operator ===
            4 Ident b
            4 Operator &&
            4 Ident c
            4 Operator !==
            4 Ident d
            4 Operator ||
            4 Ident e
            4 Operator >>>
            4 Number 1
            4 Operator >>>=
            4 Number 2
            4 Punct )
            4 Ident x
            4 Operator **=
            4 Ident y
            4 Operator /
            4 Ident z
            4 Operator /
            4 Number 2
            4 Punct ;
            5 Comment /* a || b */
            5 Ident f
            5 Punct (
            5 Ident a
            5 Punct ?.
            5 Ident b
            5 Operator ??
            5 Ident c
            5 Punct )
            5 Punct ;
        "#]],
    );
}

#[test]
fn go_tokens() {
    check(
        Lang::Go,
        "func f(a, b int) int {\n\ts := `raw < \"x\"\n>=` + \"q<\\\"\" // c\n\tr := '<'\n\tif a&^b <= 0x10 { return a << 1 }\n\treturn len(s) + int(r)\n}\n",
        expect![[r#"
            1 Keyword func
            1 Ident f
            1 Punct (
            1 Ident a
            1 Punct ,
            1 Ident b
            1 Ident int
            1 Punct )
            1 Ident int
            1 Punct {
            2 Ident s
            2 Operator :=
            2 Str `raw < "x"\n>=`
            3 Operator +
            3 Str "q<\""
            3 Comment // c
            4 Ident r
            4 Operator :=
            4 Char '<'
            5 Keyword if
            5 Ident a
            5 Operator &^
            5 Ident b
            5 Operator <=
            5 Number 0x10
            5 Punct {
            5 Keyword return
            5 Ident a
            5 Operator <<
            5 Number 1
            5 Punct }
            6 Keyword return
            6 Ident len
            6 Punct (
            6 Ident s
            6 Punct )
            6 Operator +
            6 Ident int
            6 Punct (
            6 Ident r
            6 Punct )
            7 Punct }
        "#]],
    );
}

#[test]
fn java_tokens() {
    check(
        Lang::Java,
        "class A {\n  /** a < b */\n  int f(List<List<Integer>> xs) {\n    String t = \"\"\"\n      x < y \"\"\";\n    char c = '>';\n    return xs.size() >>> 1 >= 10L ? 1 : 0; // x\n  }\n}\n",
        expect![[r#"
            1 Keyword class
            1 Ident A
            1 Punct {
            2 Comment /** a < b */
            3 Keyword int
            3 Ident f
            3 Punct (
            3 Ident List
            3 Operator <
            3 Ident List
            3 Operator <
            3 Ident Integer
            3 Operator >>
            3 Ident xs
            3 Punct )
            3 Punct {
            4 Ident String
            4 Ident t
            4 Operator =
            4 Str """\n      x < y """
            5 Punct ;
            6 Keyword char
            6 Ident c
            6 Operator =
            6 Char '>'
            6 Punct ;
            7 Keyword return
            7 Ident xs
            7 Punct .
            7 Ident size
            7 Punct (
            7 Punct )
            7 Operator >>>
            7 Number 1
            7 Operator >=
            7 Number 10L
            7 Punct ?
            7 Number 1
            7 Punct :
            7 Number 0
            7 Punct ;
            7 Comment // x
            8 Punct }
            9 Punct }
        "#]],
    );
}

#[test]
fn unterminated_literals_end_at_line_or_input_end() {
    check(
        Lang::Python,
        "a = 'open\nb = \"\"\"never closed < ",
        expect![[r#"
            1 Ident a
            1 Operator =
            1 Str 'open
            2 Ident b
            2 Operator =
            2 Str """never closed < 
        "#]],
    );
    check(
        Lang::Rust,
        "/* /* x */ y < z",
        expect![[r#"
            1 Comment /* /* x */ y < z
        "#]],
    );
    check(
        Lang::JavaScript,
        "x = `a ${ b + `c",
        expect![[r#"
            1 Ident x
            1 Operator =
            1 Str `a ${ b + `c
        "#]],
    );
}

#[test]
fn tokens_cover_every_non_whitespace_byte_and_sit_on_char_boundaries() {
    let src = "é = 'ü' + \"ß\" # ñ\nλ = r'\\é'\n";
    for lang in Lang::ALL {
        let tokens = lex(src, lang);
        let mut last = 0;
        for t in &tokens {
            assert!(t.start >= last && t.end > t.start, "{lang}: {t:?}");
            assert!(src.is_char_boundary(t.start) && src.is_char_boundary(t.end));
            assert!(
                src[last..t.start].chars().all(char::is_whitespace),
                "{lang}: gap before {t:?}"
            );
            last = t.end;
        }
        assert!(src[last..].chars().all(char::is_whitespace));
    }
}

#[test]
fn line_index_maps_offsets() {
    let src = "ab\r\nc\n\nd";
    let index = LineIndex::new(src);
    assert_eq!(index.line_count(), 4);
    assert_eq!(index.line_of(0), 1);
    assert_eq!(index.line_of(4), 2);
    assert_eq!(index.line_of(7), 4);
    assert_eq!(index.col_of(src, 1), 2);
    assert_eq!(index.line_span(src, 1), Some((0, 2)));
    assert_eq!(index.line_span(src, 3), Some((6, 6)));
    assert_eq!(index.line_span(src, 4), Some((7, 8)));
    assert_eq!(index.line_span(src, 5), None);
    assert_eq!(index.line_span(src, 0), None);
}
