use modpow::{mul_mod, pow_mod};

#[test]
fn exponent_zero() {
    assert_eq!(pow_mod(7, 0, 13), 1);
}

#[test]
fn exponent_one() {
    assert_eq!(pow_mod(12, 1, 5), 2);
}

#[test]
fn multiply_large_numbers() {
    assert_eq!(mul_mod(4_000_000_007, 3_000_000_019, 1_000_000_007), 42);
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
