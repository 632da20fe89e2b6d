"""Form fields that render themselves as HTML."""
