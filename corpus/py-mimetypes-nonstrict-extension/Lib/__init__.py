"""A copy of the pure-Python mimetypes module of the standard library (Lib/)."""
