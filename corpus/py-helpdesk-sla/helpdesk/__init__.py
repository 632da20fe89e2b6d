"""Support ticket statistics."""
