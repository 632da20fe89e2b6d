"""Layered settings: built-in defaults, a deployment profile, then environment variables."""
