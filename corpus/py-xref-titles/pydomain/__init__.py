"""Cross-reference roles of the Python domain (``:py:func:``, ``:py:meth:`` ...)."""
