"""Security schemes usable as dependencies."""
