"""Abstractions over S3's upload/download operations (reduced)."""
