from collections.abc import Mapping, Sequence
from typing import Any, Union, get_args, get_origin

from .errors import StructureHandlerNotFoundError

NoneType = type(None)


def is_sequence(type_) -> bool:
    origin = get_origin(type_)
    return origin in (list, Sequence) or type_ is list


def is_mapping(type_) -> bool:
    origin = get_origin(type_)
    return origin in (dict, Mapping) or type_ is dict


def is_union_type(type_) -> bool:
    return get_origin(type_) is Union


class Converter:
    """Converts between structured and unstructured data."""

    def __init__(self) -> None:
        self._primitives = (int, float, str, bytes, bool)

    def structure(self, obj: Any, cl: Any) -> Any:
        """Convert unstructured Python data structures to structured data."""
        return self._structure_func(cl)(obj, cl)

    def _structure_func(self, cl):
        if cl is Any:
            return lambda obj, _: obj
        if cl in self._primitives:
            return self._structure_call
        if is_union_type(cl):
            return self._structure_optional
        if is_mapping(cl):
            return self._structure_dict
        if is_sequence(cl):
            return self._structure_list
        raise StructureHandlerNotFoundError(f"Unsupported type: {cl!r}.", type_=cl)

    @staticmethod
    def _structure_call(obj, cl):
        return cl(obj)

    def _structure_list(self, obj, cl):
        args = get_args(cl)
        elem_type = args[0] if args else Any
        handler = self._structure_func(elem_type)
        return [handler(e, elem_type) for e in obj]

    def _structure_dict(self, obj: Mapping, cl: Any) -> dict:
        args = get_args(cl)
        key_type, val_type = args if args else (Any, Any)
        if key_type is Any and val_type is Any:
            return dict(obj)
        key_handler = self._structure_func(key_type)
        val_handler = self._structure_func(val_type)
        return {key_handler(k, val_type): val_handler(v, val_type) for k, v in obj.items()}

    def _structure_optional(self, obj, union):
        if obj is None:
            return None
        other = [t for t in get_args(union) if t is not NoneType]
        if len(other) != 1:
            raise StructureHandlerNotFoundError(f"Unsupported union: {union!r}.", type_=union)
        return self._structure_func(other[0])(obj, other[0])
