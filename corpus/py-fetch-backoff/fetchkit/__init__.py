"""Fetching with retries and exponential backoff."""
