"""Locale-aware number formatting, a small slice of Babel."""
