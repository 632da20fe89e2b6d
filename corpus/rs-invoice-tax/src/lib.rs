//! Invoices with per-line discounts and VAT, in integer cents.

pub mod invoice;
pub mod money;
pub mod tax;

pub use invoice::{Invoice, Line, Summary};
pub use tax::TaxClass;
