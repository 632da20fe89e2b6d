"""A small reStructuredText directive toolkit in the style of docutils."""
