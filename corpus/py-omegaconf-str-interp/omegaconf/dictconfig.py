from typing import Any, Dict, Iterator, Optional

from ._utils import ConfigAttributeError, ConfigKeyError, resolve_value


class DictConfig:
    def __init__(self, content: Dict[str, Any], parent: Optional["DictConfig"] = None) -> None:
        object.__setattr__(self, "_parent", parent)
        object.__setattr__(self, "_content", {})
        for key, value in content.items():
            self[key] = value

    def _get_root(self) -> "DictConfig":
        root = self
        while root._parent is not None:
            root = root._parent
        return root

    def __setitem__(self, key: str, value: Any) -> None:
        if isinstance(value, dict):
            value = DictConfig(value, parent=self)
        elif isinstance(value, DictConfig):
            value = DictConfig(value._to_raw(), parent=self)
        self._content[key] = value

    def __setattr__(self, key: str, value: Any) -> None:
        self[key] = value

    def __getitem__(self, key: str) -> Any:
        if key not in self._content:
            raise ConfigKeyError(f"Key '{key}' is not in struct")
        return resolve_value(self._get_root()._to_raw(), self._content[key])

    def __getattr__(self, key: str) -> Any:
        if key.startswith("__"):
            raise AttributeError(key)
        try:
            return self[key]
        except ConfigKeyError as e:
            raise ConfigAttributeError(str(e)) from None

    def __contains__(self, key: object) -> bool:
        return key in self._content

    def __iter__(self) -> Iterator[str]:
        return iter(self._content)

    def keys(self):
        return self._content.keys()

    def _to_raw(self) -> Dict[str, Any]:
        return {
            k: v._to_raw() if isinstance(v, DictConfig) else v
            for k, v in self._content.items()
        }

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DictConfig):
            return self._to_raw() == other._to_raw()
        if isinstance(other, dict):
            return self._to_raw() == other
        return NotImplemented
