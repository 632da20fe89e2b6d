"""A minimal client-side cookie jar."""
