"""Shared expenses of a group: who paid what, who owes whom."""
