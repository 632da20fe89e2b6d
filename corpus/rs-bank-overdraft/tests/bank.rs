use bank::{Account, AccountError, Ledger, OVERDRAFT_LIMIT};

#[test]
fn deposits_and_withdrawals() {
    let mut a = Account::new("ada");
    a.deposit(5_000).unwrap();
    assert_eq!(a.withdraw(2_000), Ok(3_000));
}

#[test]
fn may_go_down_to_the_overdraft_limit() {
    let mut a = Account::new("bob");
    assert_eq!(a.withdraw(OVERDRAFT_LIMIT), Ok(-OVERDRAFT_LIMIT));
}

#[test]
fn not_one_cent_beyond_the_limit() {
    let mut a = Account::new("cy");
    assert_eq!(
        a.withdraw(OVERDRAFT_LIMIT + 1),
        Err(AccountError::Overdrawn {
            balance: 0,
            wanted: OVERDRAFT_LIMIT + 1
        })
    );
}

#[test]
fn refuses_negative_amounts() {
    assert_eq!(
        Account::new("di").deposit(-5),
        Err(AccountError::NonPositiveAmount)
    );
}

#[test]
fn transfer_to_the_limit() {
    let mut l = Ledger::default();
    l.open("ann", 2_000);
    l.open("ben", 0);
    l.transfer("ann", "ben", 12_000).unwrap();
    assert_eq!(l.balance("ann"), Some(-10_000));
    assert_eq!(l.balance("ben"), Some(12_000));
    assert_eq!(l.transfers, 1);
}

#[test]
fn failed_transfer_changes_nothing() {
    let mut l = Ledger::default();
    l.open("ann", 0);
    l.open("ben", 0);
    assert!(l.transfer("ann", "ben", 20_000).is_err());
    assert_eq!(l.balance("ben"), Some(0));
    assert_eq!(l.transfers, 0);
}
