"""Docs, spans and a rule-based entity recognizer, after spaCy."""
