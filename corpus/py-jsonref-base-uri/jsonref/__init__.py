from jsonref.core import (
    JsonLoader, JsonRef, JsonRefError, jsonloader, loads, replace_refs,
)

__version__ = "1.1.0"
__all__ = [
    "JsonLoader", "JsonRef", "JsonRefError", "jsonloader", "loads",
    "replace_refs",
]
