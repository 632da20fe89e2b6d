"""Plain-text tables for terminal output."""
