"""An admin site for the shop's staff."""
