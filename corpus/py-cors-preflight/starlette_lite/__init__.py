"""A small slice of Starlette: headers, responses and the CORS middleware."""
