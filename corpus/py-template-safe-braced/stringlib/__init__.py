from .template import Template
from .formatting import capwords

__all__ = ["Template", "capwords"]
