"""Video page extraction helpers, youtube-dl style."""
