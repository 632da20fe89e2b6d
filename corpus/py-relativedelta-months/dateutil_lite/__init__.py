"""Extensions to the standard datetime module (a slice of python-dateutil)."""
