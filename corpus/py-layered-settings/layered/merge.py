"""Deep merge of nested settings dictionaries."""


def deep_merge(base, override):
    """Merges `override` into `base` in place: nested dicts are merged key by key,
    anything else in `override` replaces the value in `base`."""
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            deep_merge(base[key], value)
        else:
            base[key] = value
    return base


def flatten(tree, prefix=""):
    """{'db': {'port': 5432}} -> {'db.port': 5432}"""
    out = {}
    for key, value in tree.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, name + "."))
        else:
            out[name] = value
    return out
