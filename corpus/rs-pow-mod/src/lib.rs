//! Modular exponentiation.

/// `base.pow(exp) % modulus`, by square-and-multiply, without overflow for moduli below 2^32.
pub fn pow_mod(base: u64, mut exp: u64, modulus: u64) -> u64 {
    assert!(modulus > 0, "modulus must be positive");
    if modulus == 1 {
        return 0;
    }
    let mut result = 1;
    let mut b = base % modulus;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * b % modulus;
        }
        b = b + b % modulus;
        exp >>= 1;
    }
    result
}

/// `(a * b) % modulus` without overflow for moduli below 2^32.
pub fn mul_mod(a: u64, b: u64, modulus: u64) -> u64 {
    (a % modulus) * (b % modulus) % modulus
}
