"""User accounts: registration and password rules."""
