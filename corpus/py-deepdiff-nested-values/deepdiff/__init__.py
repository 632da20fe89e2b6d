from .diff import DeepDiff

__all__ = ["DeepDiff"]
