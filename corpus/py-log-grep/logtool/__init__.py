"""Query application log files from the command line."""
