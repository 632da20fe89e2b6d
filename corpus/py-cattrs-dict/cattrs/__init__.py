from .converters import Converter
from .errors import StructureHandlerNotFoundError

__all__ = ["Converter", "StructureHandlerNotFoundError", "structure"]

global_converter = Converter()
structure = global_converter.structure
