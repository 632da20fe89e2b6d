use envfile::{parse_line, EnvFile};

const ENV: &str = r#"
# service configuration
export APP_ENV=staging
PORT = 8080
GREETING="Hello,\n\"world\""
RAW='no $expansion here'
LOG_LEVEL=info   # overridden in prod
"#;

#[test]
fn simple_values_and_export_prefix() {
    let env = EnvFile::parse(ENV).unwrap();
    assert_eq!(env.get("APP_ENV"), Some("staging"));
    assert_eq!(env.get("PORT"), Some("8080"));
    assert_eq!(env.get("LOG_LEVEL"), Some("info"));
}

#[test]
fn quoted_values() {
    let env = EnvFile::parse(ENV).unwrap();
    assert_eq!(env.get("GREETING"), Some("Hello,\n\"world\""));
    assert_eq!(env.get("RAW"), Some("no $expansion here"));
}

#[test]
fn values_may_contain_equals_signs() {
    let env = EnvFile::parse("DATABASE_URL=postgres://app@db:5432/app?sslmode=require\n").unwrap();
    assert_eq!(env.get("DATABASE_URL"), Some("postgres://app@db:5432/app?sslmode=require"));
}

#[test]
fn base64_secret() {
    let parsed = parse_line("SECRET_KEY=c2VjcmV0LWtleQ==").unwrap();
    assert_eq!(parsed, Some(("SECRET_KEY".to_string(), "c2VjcmV0LWtleQ==".to_string())));
}

#[test]
fn errors_name_the_line() {
    let err = EnvFile::parse("A=1\nthis is not valid\n").unwrap_err();
    assert_eq!(err.to_string(), "line 2: expected KEY=value, got \"this is not valid\"");
    let err = EnvFile::parse("A=1\n\nB=\"open\n").unwrap_err();
    assert_eq!(err.line, 3);
}

#[test]
fn overlay_local_file() {
    let base = EnvFile::parse("A=1\nB=2\n").unwrap();
    let local = EnvFile::parse("B=20\nC=30\n").unwrap();
    let merged = base.overlay(&local);
    assert_eq!(merged.keys(), vec!["A", "B", "C"]);
    assert_eq!(merged.get("B"), Some("20"));
}
