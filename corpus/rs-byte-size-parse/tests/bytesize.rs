use bytesize::{ByteSize, GB, KB, KIB, MIB};

fn parse(s: &str) -> u64 {
    s.parse::<ByteSize>().unwrap().0
}

#[test]
fn test_arithmetic() {
    let x = ByteSize::mib(1);
    let y = ByteSize::kb(100);
    assert_eq!((x + y).as_u64(), x.as_u64() + y.as_u64());
    assert!(ByteSize::b(0) < ByteSize::kb(1));
}

#[test]
fn test_display() {
    assert_eq!(ByteSize::b(215).to_string(), "215 B");
    assert_eq!(ByteSize::kb(1).to_string(), "1000 B");
    assert_eq!(ByteSize::mib(3).to_string(), "3.0 MiB");
    assert_eq!(ByteSize::gb(12).to_string(), "11.2 GiB");
    assert_eq!(format!("{:>10}|", ByteSize::b(215)), "     215 B|");
}

#[test]
fn test_to_string_as_si() {
    assert_eq!(ByteSize::b(215).to_string_as(true), "215 B");
    assert_eq!(ByteSize::kb(42).to_string_as(true), "42.0 kB");
    assert_eq!(ByteSize::gb(12).to_string_as(true), "12.0 GB");
}

#[test]
fn test_parse_plain_and_binary() {
    assert_eq!(parse("0"), 0);
    assert_eq!(parse("500"), 500);
    assert_eq!(parse("1 KiB"), KIB);
    assert_eq!(parse("1.5 MiB"), 3 * MIB / 2);
    assert_eq!(parse("4 GiB"), 4 * 1_073_741_824);
}

#[test]
fn test_parse_si_units() {
    assert_eq!(parse("1 kB"), KB);
    assert_eq!(parse("44 MB"), 44_000_000);
    assert_eq!(parse("2.5 GB"), 2_500_000_000);
    assert_eq!(parse("1 TB"), 1_000_000_000_000);
}

#[test]
fn test_parse_roundtrip_si() {
    let size = ByteSize::gb(12);
    assert_eq!(parse(&size.to_string_as(true)), 12 * GB);
}

#[test]
fn test_parse_errors() {
    assert!("".parse::<ByteSize>().is_err());
    assert!("foobar".parse::<ByteSize>().is_err());
    assert!("1 XB".parse::<ByteSize>().is_err());
}
