"""A small pylint-like message collector and scorer."""
