"""Checks a requirements file against the versions installed in an environment."""
