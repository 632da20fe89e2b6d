"""A cut-down template engine: an environment, filters and filter pipelines."""
