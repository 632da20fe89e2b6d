use modpow::pow_mod;

#[test]
fn exponent_zero() {
    assert_eq!(pow_mod(7, 0, 13), 1);
}

#[test]
fn exponent_one() {
    assert_eq!(pow_mod(12, 1, 5), 2);
}

#[test]
fn modulus_one() {
    assert_eq!(pow_mod(9, 9, 1), 0);
}

#[test]
fn square() {
    assert_eq!(pow_mod(3, 2, 1000), 9);
}

#[test]
fn larger_exponent() {
    assert_eq!(pow_mod(2, 10, 1000), 24);
}
