"""Pluggable report exporters."""
