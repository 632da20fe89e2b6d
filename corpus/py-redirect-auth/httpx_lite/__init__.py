"""A small slice of httpx: URLs and redirect handling."""
