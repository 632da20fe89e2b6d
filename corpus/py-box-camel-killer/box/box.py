"""Box: a dict with attribute access (reduced)."""
from .converters import _safe_attr


class BoxKeyError(KeyError, AttributeError):
    """Key does not exist"""


class Box(dict):
    def __init__(self, *args, conversion_box=True, camel_killer_box=False, box_safe_prefix="x", **kwargs):
        object.__setattr__(self, "_box_config", {
            "conversion_box": conversion_box,
            "camel_killer_box": camel_killer_box,
            "box_safe_prefix": box_safe_prefix,
        })
        super().__init__()
        for k, v in dict(*args, **kwargs).items():
            self[k] = v

    def __setitem__(self, key, value):
        if isinstance(value, dict) and not isinstance(value, Box):
            value = Box(value, **self._box_config)
        super().__setitem__(key, value)

    def _conversion_checks(self, item):
        safe_item = _safe_attr(item, camel_killer=self._box_config["camel_killer_box"],
                               replacement_char=self._box_config["box_safe_prefix"])
        for k in self.keys():
            if safe_item == _safe_attr(k, replacement_char=self._box_config["box_safe_prefix"]):
                return k
        return None

    def __getattr__(self, item):
        try:
            return self[item]
        except KeyError:
            pass
        if self._box_config["conversion_box"] and item:
            k = self._conversion_checks(item)
            if k is not None:
                return self[k]
        raise BoxKeyError(item)

    def __setattr__(self, key, value):
        if self._box_config["conversion_box"]:
            k = self._conversion_checks(key)
            if k is not None:
                key = k
        self[key] = value

    def to_dict(self):
        return {k: v.to_dict() if isinstance(v, Box) else v for k, v in self.items()}
