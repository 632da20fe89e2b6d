use ini::{EscapePolicy, Ini, WriteOption};

fn write(ini: &Ini) -> String {
    let mut buf = Vec::new();
    ini.write_to(&mut buf).unwrap();
    String::from_utf8(buf).unwrap()
}

#[test]
fn load_sections_and_general_section() {
    let ini = Ini::load_from_str("name = demo\n\n[server]\nhost = 0.0.0.0\nport: 8080\n").unwrap();
    assert_eq!(ini.get_from(None, "name"), Some("demo"));
    assert_eq!(ini.get_from(Some("server"), "host"), Some("0.0.0.0"));
    assert_eq!(ini.get_from(Some("server"), "port"), Some("8080"));
    assert_eq!(ini.get_from(Some("client"), "port"), None);
}

#[test]
fn comments_are_skipped() {
    let ini = Ini::load_from_str("; top comment\n[a]\n# another\nk = v\n").unwrap();
    assert_eq!(ini.get_from(Some("a"), "k"), Some("v"));
}

#[test]
fn escapes_in_values() {
    let ini = Ini::load_from_str("[paths]\nwin = C:\\\\Users\\\\ada\nmsg = line1\\nline2\nsemi = a\\;b\n").unwrap();
    assert_eq!(ini.get_from(Some("paths"), "win"), Some("C:\\Users\\ada"));
    assert_eq!(ini.get_from(Some("paths"), "msg"), Some("line1\nline2"));
    assert_eq!(ini.get_from(Some("paths"), "semi"), Some("a;b"));
}

#[test]
fn duplicate_keys_get_first() {
    let ini = Ini::load_from_str("[s]\nk = 1\nk = 2\n").unwrap();
    assert_eq!(ini.get_from(Some("s"), "k"), Some("1"));
}

#[test]
fn missing_key_is_an_error() {
    let err = Ini::load_from_str("[s]\nk = 1\n= 2\n").unwrap_err();
    assert_eq!(err.line, 3);
    assert_eq!(err.msg, "missing key");
}

#[test]
fn write_plain_values() {
    let ini = Ini::load_from_str("a = 1\n[db]\nuser = root\n").unwrap();
    assert_eq!(write(&ini), "a=1\n\n[db]\nuser=root\n");
}

#[test]
fn write_escapes_backslashes_and_newlines() {
    let ini = Ini::load_from_str("[paths]\nwin = C:\\\\tmp\nmsg = a\\nb\n").unwrap();
    assert_eq!(write(&ini), "[paths]\nwin=C:\\\\tmp\nmsg=a\\nb\n");
}

#[test]
fn write_then_load_round_trips() {
    let ini = Ini::load_from_str("[s]\nwin = C:\\\\new\\\\dir\n").unwrap();
    let reloaded = Ini::load_from_str(&write(&ini)).unwrap();
    assert_eq!(reloaded.get_from(Some("s"), "win"), Some("C:\\new\\dir"));
}

#[test]
fn write_with_reserved_policy() {
    let ini = Ini::load_from_str("[s]\nurl = http\\://x/?a\\=1\n").unwrap();
    let mut buf = Vec::new();
    let opt = WriteOption { escape_policy: EscapePolicy::Reserved, kv_separator: " = " };
    ini.write_to_opt(&mut buf, opt).unwrap();
    assert_eq!(String::from_utf8(buf).unwrap(), "[s]\nurl = http\\://x/?a\\=1\n");
}
