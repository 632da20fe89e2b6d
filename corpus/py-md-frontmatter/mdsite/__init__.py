"""A static site generator's page loading."""
