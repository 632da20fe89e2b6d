"""A buffered metrics client that ships points in batches."""
