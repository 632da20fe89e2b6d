"""w3lib: a library of web-related functions (reduced)."""
