"""Validation of user uploads: allowed types, sizes and stored file names."""
