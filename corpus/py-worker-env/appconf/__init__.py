"""Application settings read from environment variables."""
