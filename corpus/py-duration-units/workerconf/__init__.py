"""Configuration loading for the background worker."""
