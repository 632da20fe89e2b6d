use base64::{encoded_len, DecodeError, STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD};

#[test]
fn encode_rfc4648_full_blocks() {
    assert_eq!(STANDARD.encode(""), "");
    assert_eq!(STANDARD.encode("foo"), "Zm9v");
    assert_eq!(STANDARD.encode("foobar"), "Zm9vYmFy");
}

#[test]
fn encode_rfc4648_partial_blocks_are_padded() {
    assert_eq!(STANDARD.encode("f"), "Zg==");
    assert_eq!(STANDARD.encode("fo"), "Zm8=");
    assert_eq!(URL_SAFE.encode([0xfb, 0xff]), "-_8=");
}

#[test]
fn encode_without_padding() {
    assert_eq!(STANDARD_NO_PAD.encode("f"), "Zg");
    assert_eq!(STANDARD_NO_PAD.encode("foob"), "Zm9vYg");
    assert_eq!(URL_SAFE_NO_PAD.encode([0xfb, 0xff]), "-_8");
}

#[test]
fn encoded_len_matches_output() {
    assert_eq!(encoded_len(1, true), 4);
    assert_eq!(encoded_len(1, false), 2);
    assert_eq!(encoded_len(6, true), 8);
    assert_eq!(encoded_len(5, false), 7);
}

#[test]
fn decode_checks_padding() {
    assert_eq!(STANDARD.decode("Zm9vYg=="), Ok(b"foob".to_vec()));
    assert_eq!(STANDARD.decode("Zm9vYg"), Err(DecodeError::InvalidPadding));
    assert_eq!(STANDARD_NO_PAD.decode("Zm9vYg"), Ok(b"foob".to_vec()));
    assert_eq!(STANDARD_NO_PAD.decode("Zm9vYg=="), Err(DecodeError::InvalidPadding));
    assert_eq!(STANDARD.decode("Zm9v!mFy"), Err(DecodeError::InvalidByte(4, b'!')));
}

#[test]
fn round_trip_arbitrary_lengths() {
    let data: Vec<u8> = (0..=255u8).collect();
    for len in 0..40 {
        let encoded = STANDARD.encode(&data[..len]);
        assert_eq!(encoded.len(), encoded_len(len, true), "length of {len} bytes");
        assert_eq!(STANDARD.decode(&encoded).unwrap(), &data[..len]);
    }
}
