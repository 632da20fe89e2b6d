"""Plain-text tables for command-line output."""
