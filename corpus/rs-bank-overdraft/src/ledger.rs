//! Transfers between named accounts, all or nothing.

use crate::account::{Account, AccountError};
use std::collections::BTreeMap;

#[derive(Debug, Default)]
pub struct Ledger {
    accounts: BTreeMap<String, Account>,
    pub transfers: usize,
}

impl Ledger {
    pub fn open(&mut self, owner: &str, initial: i64) -> &mut Account {
        let acc = self
            .accounts
            .entry(owner.to_string())
            .or_insert_with(|| Account::new(owner));
        if initial > 0 {
            acc.deposit(initial).expect("positive");
        }
        acc
    }

    pub fn balance(&self, owner: &str) -> Option<i64> {
        self.accounts.get(owner).map(Account::balance)
    }

    /// Moves `amount` from `from` to `to`; on an error nothing changes.
    pub fn transfer(&mut self, from: &str, to: &str, amount: i64) -> Result<(), AccountError> {
        let source = self.accounts.get_mut(from).expect("unknown source account");
        source.withdraw(amount)?;
        let target = self.accounts.get_mut(to).expect("unknown target account");
        target.deposit(amount)?;
        self.transfers += 1;
        Ok(())
    }
}
