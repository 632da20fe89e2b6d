use roman::{from_roman, to_roman};

#[test]
fn to_roman_subtractive() {
    assert_eq!(to_roman(1994), "MCMXCIV");
}

#[test]
fn to_roman_small() {
    assert_eq!(to_roman(4), "IV");
    assert_eq!(to_roman(8), "VIII");
}

#[test]
fn from_roman_rejects_other_letters() {
    assert!(from_roman("ABC").is_err());
}

#[test]
fn from_roman_subtractive() {
    assert_eq!(from_roman("MCMXCIV"), Ok(1994));
}

#[test]
fn from_roman_additive() {
    assert_eq!(from_roman("III"), Ok(3));
}
