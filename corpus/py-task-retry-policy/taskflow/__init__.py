"""A central task scheduler with retry and disable policies, after luigi."""
