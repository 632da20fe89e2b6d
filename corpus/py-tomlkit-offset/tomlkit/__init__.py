from .api import value

__all__ = ["value"]
