"""Timesheets and the invoices billed from them."""
