"""Minimal WSGI-style response building."""
