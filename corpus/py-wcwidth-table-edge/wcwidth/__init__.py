"""wcwidth module, https://github.com/jquast/wcwidth (reduced)."""
from .wcwidth import _bisearch, wcswidth, wcwidth

__all__ = ("wcwidth", "wcswidth")
