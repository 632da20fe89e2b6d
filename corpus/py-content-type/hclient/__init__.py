"""A small HTTP client toolkit: header parsing and response helpers."""
