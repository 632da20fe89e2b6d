//! VAT classes and their rates.

pub const STANDARD_RATE_BP: u32 = 2_000;
pub const REDUCED_RATE_BP: u32 = 700;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaxClass {
    Standard,
    Reduced,
    Exempt,
}

impl TaxClass {
    pub fn rate_bp(self) -> u32 {
        match self {
            TaxClass::Standard => STANDARD_RATE_BP,
            TaxClass::Reduced => REDUCED_RATE_BP,
            TaxClass::Exempt => 0,
        }
    }
}
