"""A few more-itertools style helpers."""
