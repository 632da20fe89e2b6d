use uuid::{ErrorKind, Uuid, Variant, Version};

const ID: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";

#[test]
fn parse_hyphenated() {
    let uuid = Uuid::parse_str(ID).unwrap();
    assert_eq!(uuid.as_u128(), 0x67e5504410b1426f9247bb680e5fe0c8);
    assert_eq!(uuid.to_string(), ID);
}

#[test]
fn parse_simple_and_uppercase() {
    let simple = Uuid::parse_str("67E5504410B1426F9247BB680E5FE0C8").unwrap();
    assert_eq!(simple, Uuid::parse_str(ID).unwrap());
}

#[test]
fn parse_braced() {
    let braced = Uuid::parse_str("{67e55044-10b1-426f-9247-bb680e5fe0c8}").unwrap();
    assert_eq!(braced.hyphenated().to_string(), ID);
}

#[test]
fn parse_urn() {
    let urn = Uuid::parse_str("urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8");
    assert_eq!(urn.map(|u| u.to_string()), Ok(ID.to_string()));
}

#[test]
fn urn_round_trip() {
    let uuid = Uuid::from_u128(0xa1a2a3a4b1b2c1c2d1d2d3d4d5d6d7d8);
    let urn = uuid.urn().to_string();
    assert_eq!(urn, "urn:uuid:a1a2a3a4-b1b2-c1c2-d1d2-d3d4d5d6d7d8");
    assert_eq!(Uuid::parse_str(&urn), Ok(uuid));
}

#[test]
fn version_and_variant() {
    let uuid = Uuid::parse_str(ID).unwrap();
    assert_eq!(uuid.get_version(), Some(Version::Random));
    assert_eq!(uuid.get_variant(), Variant::RFC4122);
    assert_eq!(Uuid::nil().get_version(), Some(Version::Nil));
    assert!(Uuid::nil().is_nil());
}

#[test]
fn invalid_strings() {
    let err = Uuid::parse_str("67e55044-10b1-426f-9247-bb680e5fe0cz").unwrap_err();
    assert_eq!(err.0, ErrorKind::Char { character: 'z', index: 36 });
    let err = Uuid::parse_str("67e5504410b1426f").unwrap_err();
    assert_eq!(err.0, ErrorKind::SimpleLength { len: 16 });
    assert!(Uuid::parse_str("67e55044-10b1-426f-9247bb680e5fe0c8").is_err());
    assert!(Uuid::parse_str("{67e55044-10b1-426f-9247-bb680e5fe0c8").is_err());
}
