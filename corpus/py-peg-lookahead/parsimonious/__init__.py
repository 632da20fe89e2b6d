"""A PEG parser: expressions that match text and build parse trees of Nodes."""
