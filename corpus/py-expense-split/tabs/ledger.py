"""A group's expenses and the balances they leave."""

from collections import defaultdict

from .money import to_cents
from .split import split_even, split_weighted


class Ledger:
    def __init__(self, members):
        self.members = list(members)
        self.balance = defaultdict(int)

    def add_expense(self, payer, amount, among=None, weights=None):
        cents = to_cents(amount)
        if weights:
            shares = split_weighted(cents, weights)
        else:
            shares = split_even(cents, among or self.members)
        self.balance[payer] += cents
        for person, share in shares.items():
            self.balance[person] -= share
        return shares

    def balances(self):
        return {m: self.balance[m] for m in self.members}

    def settle(self):
        """Payments (from, to, cents) that bring every balance to zero, largest debts first."""
        debtors = sorted((b, m) for m, b in self.balances().items() if b < 0)
        creditors = sorted(((-b, m) for m, b in self.balances().items() if b > 0))
        payments = []
        while debtors and creditors:
            debt, who = debtors.pop(0)
            credit, to = creditors.pop(0)
            amount = min(-debt, -credit)
            payments.append((who, to, amount))
            if -debt > amount:
                debtors.insert(0, (debt + amount, who))
            if -credit > amount:
                creditors.insert(0, (credit + amount, to))
        return payments
