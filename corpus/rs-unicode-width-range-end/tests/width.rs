use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

#[test]
fn ascii() {
    assert_eq!("hello, world".width(), 12);
    assert_eq!('a'.width(), Some(1));
    assert_eq!('\x00'.width(), Some(0));
}

#[test]
fn control_characters() {
    assert_eq!('\x1b'.width(), None);
    assert_eq!('\x7f'.width(), None);
    assert_eq!('\u{85}'.width(), None);
    assert_eq!("a\tb\n".width(), 2);
}

#[test]
fn cjk_and_fullwidth() {
    assert_eq!("你好".width(), 4);
    assert_eq!("한국어".width(), 6);
    assert_eq!("Ｈｅｌｌｏ".width(), 10);
    assert_eq!('\u{1100}'.width(), Some(2));
}

#[test]
fn combining_marks_are_zero_width() {
    assert_eq!('\u{301}'.width(), Some(0));
    assert_eq!("e\u{301}te\u{301}".width(), 3);
    assert_eq!("\u{200b}zero\u{200d}width".width(), 9);
}

#[test]
fn emoji_are_wide() {
    assert_eq!('😀'.width(), Some(2));
    assert_eq!('🚀'.width(), Some(2));
    assert_eq!('🙏'.width(), Some(2));
}

#[test]
fn terminal_status_line() {
    let line = "⏩ build ☕ break";
    assert_eq!(line.width(), 17);
}

#[test]
fn ambiguous_width_in_cjk_context() {
    assert_eq!('α'.width(), Some(1));
    assert_eq!('α'.width_cjk(), Some(2));
    assert_eq!("±1°".width(), 3);
    assert_eq!("±1°".width_cjk(), 5);
}

#[test]
fn private_use_and_unassigned() {
    assert_eq!('\u{e000}'.width(), Some(1));
    assert_eq!('\u{e000}'.width_cjk(), Some(2));
    assert_eq!('\u{10ffff}'.width(), Some(1));
}
