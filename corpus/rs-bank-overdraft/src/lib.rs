//! A toy bank: accounts with an overdraft limit and a ledger of transfers.

pub mod account;
pub mod ledger;

pub use account::{Account, AccountError, OVERDRAFT_LIMIT};
pub use ledger::Ledger;
