"""
Processors useful regardless of the logging framework.
"""

from __future__ import annotations

from typing import Any, Sequence

from ._utils import _items_sorter


class KeyValueRenderer:
    """
    Render ``event_dict`` as a list of ``Key=repr(Value)`` pairs.

    Args:
        sort_keys: Whether to sort keys when formatting.
        key_order: List of keys that should be rendered in this exact order.
            Missing keys will be rendered as ``None``, extra keys depending on
            *sort_keys* and the dict class.
        drop_missing: When ``True``, extra keys in *key_order* will be dropped
            rather than rendered as ``None``.
    """

    def __init__(
        self,
        sort_keys: bool = False,
        key_order: Sequence[str] | None = None,
        drop_missing: bool = False,
    ):
        self._ordered_items = _items_sorter(sort_keys, key_order, drop_missing)

    def __call__(self, _: Any, __: str, event_dict: dict[str, Any]) -> str:
        return " ".join(
            k + "=" + repr(v) for k, v in self._ordered_items(event_dict)
        )


def add_log_level(logger: Any, method_name: str, event_dict: dict[str, Any]) -> dict[str, Any]:
    """
    Add the log level to the event dict under the ``level`` key.
    """
    if method_name == "warn":
        method_name = "warning"
    elif method_name == "exception":
        method_name = "error"
    event_dict["level"] = method_name

    return event_dict
