"""A small slice of prompt_toolkit: Document and Buffer."""
