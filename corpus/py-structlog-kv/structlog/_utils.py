"""
Generic utilities shared by the processors.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence


def _items_sorter(
    sort_keys: bool,
    key_order: Sequence[str] | None,
    drop_missing: bool,
) -> Callable[[dict[str, Any]], list[tuple[str, Any]]]:
    """
    Return a function to sort items from an ``event_dict``.

    See `KeyValueRenderer` for an explanation of the parameters.
    """
    if key_order:

        def ordered_items(event_dict: dict[str, Any]) -> list[tuple[str, Any]]:
            items = []
            for key in key_order:  # type: ignore[union-attr]
                value = event_dict.pop(key, None)
                if value is not None and not drop_missing:
                    items.append((key, value))

            items += sorted(event_dict.items())

            return items

    elif sort_keys:

        def ordered_items(event_dict: dict[str, Any]) -> list[tuple[str, Any]]:
            return sorted(event_dict.items())

    else:
        ordered_items = operator_items

    return ordered_items


def operator_items(event_dict: dict[str, Any]) -> list[tuple[str, Any]]:
    return list(event_dict.items())
