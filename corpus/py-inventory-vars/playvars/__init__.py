"""Variable precedence for an inventory of hosts and groups (ansible style)."""
