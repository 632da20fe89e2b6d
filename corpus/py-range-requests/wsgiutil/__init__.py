"""HTTP helpers for a WSGI toolkit: header parsing, data structures, responses."""
