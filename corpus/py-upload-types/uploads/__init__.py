"""Validating and storing user uploads."""
