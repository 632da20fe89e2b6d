"""A small HTTP client toolkit: sessions, auth helpers and URL utilities."""
