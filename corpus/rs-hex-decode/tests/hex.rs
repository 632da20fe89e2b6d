use hex::{decode, decode_to_slice, encode, encode_upper, FromHexError};

#[test]
fn test_encode() {
    assert_eq!(encode("foobar"), "666f6f626172");
    assert_eq!(encode_upper([0xde, 0xad, 0xbe, 0xef]), "DEADBEEF");
    assert_eq!(encode(""), "");
}

#[test]
fn test_decode() {
    assert_eq!(decode("666f6f626172"), Ok(b"foobar".to_vec()));
    assert_eq!(decode("DeAdBeEf"), Ok(vec![0xde, 0xad, 0xbe, 0xef]));
    assert_eq!(decode(""), Ok(vec![]));
}

#[test]
fn test_invalid_length() {
    assert_eq!(decode("1").unwrap_err(), FromHexError::OddLength);
    assert_eq!(decode("666f6f6261721").unwrap_err(), FromHexError::OddLength);
}

#[test]
fn test_invalid_char_reports_position() {
    assert_eq!(decode("66ag").unwrap_err(), FromHexError::InvalidHexCharacter { c: 'g', index: 3 });
    assert_eq!(decode("x6").unwrap_err(), FromHexError::InvalidHexCharacter { c: 'x', index: 0 });
}

#[test]
fn test_error_display() {
    let err = decode("0123456z").unwrap_err();
    assert_eq!(err.to_string(), "Invalid character 'z' at position 7");
    assert_eq!(FromHexError::OddLength.to_string(), "Odd number of digits");
}

#[test]
fn test_decode_to_slice() {
    let mut bytes = [0u8; 4];
    assert_eq!(decode_to_slice("6b697769", &mut bytes), Ok(()));
    assert_eq!(&bytes, b"kiwi");
    assert_eq!(decode_to_slice("6b6977", &mut bytes), Err(FromHexError::InvalidStringLength));
    assert_eq!(
        decode_to_slice("6b69776G", &mut bytes),
        Err(FromHexError::InvalidHexCharacter { c: 'G', index: 7 })
    );
}
