from .box import Box
from .converters import _camel_killer, _safe_attr

__all__ = ["Box"]
