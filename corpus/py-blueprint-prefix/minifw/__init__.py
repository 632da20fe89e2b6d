"""A micro web framework: an app, blueprints and URL building."""
