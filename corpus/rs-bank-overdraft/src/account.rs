//! One account. Amounts are in cents.

use std::fmt;

/// How far below zero a balance may go.
pub const OVERDRAFT_LIMIT: i64 = 10_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AccountError {
    NonPositiveAmount,
    Overdrawn { balance: i64, wanted: i64 },
}

impl fmt::Display for AccountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AccountError::NonPositiveAmount => write!(f, "amount must be positive"),
            AccountError::Overdrawn { balance, wanted } => {
                write!(f, "cannot withdraw {wanted} from a balance of {balance}")
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    pub owner: String,
    balance: i64,
}

impl Account {
    pub fn new(owner: &str) -> Account {
        Account {
            owner: owner.to_string(),
            balance: 0,
        }
    }

    pub fn balance(&self) -> i64 {
        self.balance
    }

    pub fn deposit(&mut self, amount: i64) -> Result<i64, AccountError> {
        if amount <= 0 {
            return Err(AccountError::NonPositiveAmount);
        }
        self.balance += amount;
        Ok(self.balance)
    }

    /// Withdraws `amount` unless the balance would go below `-OVERDRAFT_LIMIT`.
    pub fn withdraw(&mut self, amount: i64) -> Result<i64, AccountError> {
        if amount <= 0 {
            return Err(AccountError::NonPositiveAmount);
        }
        if self.balance - amount <= -OVERDRAFT_LIMIT {
            return Err(AccountError::Overdrawn {
                balance: self.balance,
                wanted: amount,
            });
        }
        self.balance -= amount;
        Ok(self.balance)
    }
}
