"""Declarative data models with validation and export (pydantic style)."""
