use miniini::Ini;

const SAMPLE: &str = "\
; deployment settings
name = shop

[server]
Host = 0.0.0.0
port = 8080

[database]
url = postgres://shop@db/shop?sslmode=require
# replicas are read-only
password = \"p=ss;word\"
";

#[test]
fn reads_sections_and_keys() {
    let ini = Ini::parse(SAMPLE).unwrap();
    assert_eq!(ini.get("", "name"), Some("shop"));
    assert_eq!(ini.get("server", "host"), Some("0.0.0.0"));
    assert_eq!(ini.get("server", "PORT"), Some("8080"));
    assert_eq!(ini.sections().collect::<Vec<_>>(), vec!["", "database", "server"]);
}

#[test]
fn defaults_for_missing_keys() {
    let ini = Ini::parse(SAMPLE).unwrap();
    assert_eq!(ini.get_or("server", "workers", "4"), "4");
    assert_eq!(ini.get("cache", "size"), None);
}

#[test]
fn values_may_contain_equals_signs() {
    let ini = Ini::parse(SAMPLE).unwrap();
    assert_eq!(ini.get("database", "url"), Some("postgres://shop@db/shop?sslmode=require"));
    assert_eq!(ini.get("database", "password"), Some("p=ss;word"));
}

#[test]
fn errors_name_the_line() {
    let err = Ini::parse("[server]\nport 8080\n").unwrap_err();
    assert_eq!(err.line_no, 2);
    let err = Ini::parse("[server\n").unwrap_err();
    assert_eq!(err.message, "unclosed section header");
}
