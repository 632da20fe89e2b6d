"""A small subset of pip's index handling: links, wheel names and candidate selection."""
