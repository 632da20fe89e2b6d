"""A trimmed-down coverage.py reporting layer."""
