"""python-json-logger: a JSON formatter for the standard library's logging (reduced)."""
