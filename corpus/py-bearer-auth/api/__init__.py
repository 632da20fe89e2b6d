"""A few pieces of a web framework: requests, HTTP errors and security dependencies (after FastAPI)."""
