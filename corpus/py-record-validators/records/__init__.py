"""Declarative record classes with per-field validators."""
