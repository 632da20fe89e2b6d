"""Order pricing for the web shop."""
