"""Command line option parsing with typed, validated parameters."""
