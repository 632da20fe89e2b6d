"""A tiny Hypothesis-like data generation core."""
