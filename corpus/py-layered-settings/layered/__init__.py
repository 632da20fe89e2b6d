"""Settings merged from built-in defaults, a system file, a user file and the environment."""
