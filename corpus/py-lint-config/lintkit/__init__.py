"""A linter's configuration handling."""
