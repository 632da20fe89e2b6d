"""Upstream server lists for a reverse proxy."""
