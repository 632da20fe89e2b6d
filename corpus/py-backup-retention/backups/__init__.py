"""Snapshot retention for a backup tool."""
