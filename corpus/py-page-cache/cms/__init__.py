"""A tiny CMS: pages and how they are served over HTTP."""
