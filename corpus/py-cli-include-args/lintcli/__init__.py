"""Command line front end of a small linter."""
