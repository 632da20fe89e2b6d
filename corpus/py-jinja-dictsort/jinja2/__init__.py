from .exceptions import FilterArgumentError, TemplateError
from .filters import FILTERS

__all__ = ["FILTERS", "FilterArgumentError", "TemplateError"]
