from .config import Config
from .context import Context

__version__ = "2.2.0"
__all__ = ["Config", "Context"]
