"""Import of CSV bank statements into transactions.

Rows that cannot be parsed do not stop the import: they are collected in
``errors`` as ``(line number, message)`` so the user can fix the file.
"""
import csv
import io
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from ledger.fields import REQUIRED_COLUMNS, parse_amount, parse_date


@dataclass(frozen=True)
class Transaction:
    date: date
    payee: str
    amount: Decimal


class StatementImporter:
    def __init__(self):
        self.transactions = []
        self.errors = []

    def load(self, text):
        reader = csv.DictReader(io.StringIO(text))
        missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or ())]
        if missing:
            raise ValueError(f"missing columns: {', '.join(missing)}")
        for line_no, row in enumerate(reader, start=2):
            try:
                txn = Transaction(parse_date(row["date"]), row["payee"].strip(), parse_amount(row["amount"]))
            except ValueError as exc:
                self.errors.append((line_no, str(exc)))
                continue
            self.transactions.append(txn)
        return self

    def balance(self):
        return sum((t.amount for t in self.transactions), Decimal("0.00"))
