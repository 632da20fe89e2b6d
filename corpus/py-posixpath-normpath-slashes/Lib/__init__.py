"""A copy of the pure-Python path modules of the standard library (Lib/)."""
