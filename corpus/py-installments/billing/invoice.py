"""Invoices with a payment plan."""
from billing.money import add_vat, fmt, installments


class Line:
    def __init__(self, description, unit_cents, quantity=1):
        self.description = description
        self.unit_cents = unit_cents
        self.quantity = quantity

    @property
    def cents(self):
        return self.unit_cents * self.quantity


class Invoice:
    def __init__(self, customer, months=1):
        self.customer = customer
        self.months = months
        self.lines = []

    def add(self, description, unit_cents, quantity=1):
        self.lines.append(Line(description, unit_cents, quantity))
        return self

    def net(self):
        return sum(line.cents for line in self.lines)

    def gross(self):
        return add_vat(self.net())

    def payment_plan(self):
        return installments(self.months, self.gross())

    def summary(self):
        return f"{self.customer}: {fmt(self.gross())} in {self.months} payment(s)"
