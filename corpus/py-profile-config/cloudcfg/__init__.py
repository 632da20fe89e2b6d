"""Profile-based client configuration, boto style."""
