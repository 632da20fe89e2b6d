"""The Tornado web server and tools."""

version = "6.4"
version_info = (6, 4, 0, 0)
