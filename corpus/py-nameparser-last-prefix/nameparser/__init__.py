from .parser import HumanName

__all__ = ["HumanName"]
