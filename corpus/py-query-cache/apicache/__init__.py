"""A read-through cache in front of a slow JSON API."""
