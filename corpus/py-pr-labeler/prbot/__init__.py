"""A GitHub bot that labels pull requests."""
