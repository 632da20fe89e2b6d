"""Invoices with per-line tax, amounts in Decimal."""
