from .keypath_dict import benedict

__all__ = ["benedict"]
