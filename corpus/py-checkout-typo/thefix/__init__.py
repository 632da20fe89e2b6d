"""Corrects the previous console command (a small cousin of thefuck)."""
