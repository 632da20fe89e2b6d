"""Partial updates (HTTP PATCH): fields absent from the request, or null, are left alone."""

from .validate import VALIDATORS, InvalidField


def apply_patch(product, patch):
    """Validates every field first, then applies them; returns the names of changed fields."""
    unknown = set(patch) - set(VALIDATORS) - {"sku"}
    if unknown:
        raise InvalidField(sorted(unknown)[0], "unknown field")
    if "sku" in patch and patch["sku"] != product.sku:
        raise InvalidField("sku", "cannot be changed")
    clean = {}
    for field, validator in VALIDATORS.items():
        value = patch.get(field)
        if not value:
            continue
        clean[field] = validator(value)
    changed = []
    for field, value in clean.items():
        if getattr(product, field) != value:
            setattr(product, field, value)
            changed.append(field)
    return changed
