"""Collection classes and helpers."""
from typing import Any, Dict, List, Optional


class immutabledict(Dict[str, Any]):
    """A dictionary that is not publicly mutable."""

    def _readonly(self, *arg: Any, **kw: Any) -> None:
        raise TypeError("%s object is immutable" % self.__class__.__name__)

    __setitem__ = __delitem__ = setdefault = update = pop = popitem = clear = _readonly

    def union(self, other: Dict[str, Any]) -> "immutabledict":
        new = dict(self)
        new.update(other or {})
        return immutabledict(new)


def to_list(x: Any, default: Optional[List[Any]] = None) -> Optional[List[Any]]:
    if x is None:
        return default
    if not isinstance(x, (list, tuple)):
        return [x]
    return list(x)
