"""Reorder planning for a small warehouse."""
