import re
from enum import Enum
from typing import Any, List


class OmegaConfBaseException(Exception):
    """Base class for all OmegaConf errors"""


class ConfigKeyError(OmegaConfBaseException, KeyError):
    """Thrown from DictConfig when a regular dict access would have caused a KeyError."""

    def __str__(self) -> str:
        return str(self.args[0])


class ConfigAttributeError(OmegaConfBaseException, AttributeError):
    """Thrown from a config object when a regular access would have caused an AttributeError."""


class InterpolationResolutionError(OmegaConfBaseException, ValueError):
    """Base class for exceptions raised when resolving an interpolation."""


_INTERPOLATION = re.compile(r"\$\{([^${}]+)\}")


class ValueKind(Enum):
    VALUE = 0
    INTERPOLATION = 1
    STR_INTERPOLATION = 2


def get_value_kind(value: Any) -> ValueKind:
    """
    Determine the kind of a value
    Examples:
    VALUE: "10", "20", True
    INTERPOLATION: "${foo}", "${foo.bar}"
    STR_INTERPOLATION: "foo_${foo}", "http://${host}:${port}"
    """
    if not isinstance(value, str) or "${" not in value:
        return ValueKind.VALUE
    if _INTERPOLATION.fullmatch(value):
        return ValueKind.INTERPOLATION
    return ValueKind.STR_INTERPOLATION


def split_key(key: str) -> List[str]:
    """Split a dot-separated key into its parts, ignoring empty parts."""
    return [k for k in key.split(".") if k != ""]


def select_value(root: Any, key: str) -> Any:
    node = root
    for k in split_key(key):
        if not isinstance(node, dict) or k not in node:
            raise InterpolationResolutionError(
                f"Interpolation key '{key}' not found"
            )
        node = node[k]
    return resolve_value(root, node)


def resolve_value(root: Any, value: Any) -> Any:
    kind = get_value_kind(value)
    if kind == ValueKind.VALUE:
        return value
    if kind == ValueKind.INTERPOLATION:
        # a lone interpolation keeps the type of the node it points to
        return select_value(root, _INTERPOLATION.fullmatch(value).group(1).strip())
    return _INTERPOLATION.sub(
        lambda m: select_value(root, m.group(1).strip()), value
    )
