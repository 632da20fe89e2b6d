use humansize::{format_size, FixedAt, FormatSizeOptions, SizeFormatter, BINARY, DECIMAL, WINDOWS};

#[test]
fn test_sizes_decimal() {
    assert_eq!(format_size(0u32, DECIMAL), "0 B");
    assert_eq!(format_size(999u32, DECIMAL), "999 B");
    assert_eq!(format_size(1000u32, DECIMAL), "1 kB");
    assert_eq!(format_size(1023u32, DECIMAL), "1.02 kB");
    assert_eq!(format_size(1_500_000u32, DECIMAL), "1.50 MB");
    assert_eq!(format_size(5_000_000_000u64 as f64, DECIMAL), "5 GB");
}

#[test]
fn test_sizes_binary() {
    assert_eq!(format_size(1000u32, BINARY), "1000 B");
    assert_eq!(format_size(1024u32, BINARY), "1 KiB");
    assert_eq!(format_size(1536u32, BINARY), "1.50 KiB");
    assert_eq!(format_size(1024u32 * 1024 * 3, BINARY), "3 MiB");
}

#[test]
fn test_sizes_windows() {
    assert_eq!(format_size(1000u32, WINDOWS), "1000 B");
    assert_eq!(format_size(1024u32, WINDOWS), "1 kB");
    assert_eq!(format_size(1024u32 * 1024 * 700, WINDOWS), "700 MB");
}

#[test]
fn test_custom_options() {
    let semi_custom = FormatSizeOptions { space_after_value: false, decimal_places: 1, ..DECIMAL };
    assert_eq!(format_size(1_234_567u32, semi_custom), "1.2MB");

    let with_suffix = FormatSizeOptions { suffix: "/s", ..BINARY };
    assert_eq!(format_size(2048u32, with_suffix), "2 KiB/s");

    let fixed = FormatSizeOptions { fixed_at: Some(FixedAt::Kilo), ..DECIMAL };
    assert_eq!(format_size(2_500_000u32, fixed), "2500 kB");
}

#[test]
fn test_long_units() {
    let long = FormatSizeOptions { long_units: true, ..DECIMAL };
    assert_eq!(format_size(1000u32, long), "1 Kilobyte");
    assert_eq!(format_size(3_000_000u32, long), "3 Megabytes");
    assert_eq!(format_size(12u32, FormatSizeOptions { long_units: true, ..BINARY }), "12 Bytes");
}

#[test]
fn test_negative_and_formatter() {
    assert_eq!(format_size(-1_000_000i32, DECIMAL), "-1 MB");
    assert_eq!(format!("{}", SizeFormatter::new(2048u32, BINARY)), "2 KiB");
}
