"""A micro web framework: routes, dispatch, responses."""
