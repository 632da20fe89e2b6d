"""gitignore-style exclusion rules for a file sync tool."""
