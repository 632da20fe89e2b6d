"""A trimmed-down Pygments: token types and an HTML formatter."""
