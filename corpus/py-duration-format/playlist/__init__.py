"""Playlist tools: durations, subtitle timestamps and summaries."""
