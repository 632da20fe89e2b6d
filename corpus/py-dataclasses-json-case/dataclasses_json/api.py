import json

from dataclasses_json.cfg import LetterCase, config
from dataclasses_json.core import _asdict, _decode_dataclass

__all__ = ["DataClassJsonMixin", "LetterCase", "config"]


class DataClassJsonMixin:
    """
    DataClassJsonMixin is an ABC that functions as a Mixin.

    As with other ABCs, it should not be instantiated directly.
    """

    dataclass_json_config = None

    def to_dict(self, encode_json=False):
        return _asdict(self)

    def to_json(self, **kw):
        return json.dumps(self.to_dict(encode_json=False), **kw)

    @classmethod
    def from_dict(cls, kvs, *, infer_missing=False):
        return _decode_dataclass(cls, kvs, infer_missing)

    @classmethod
    def from_json(cls, s, *, infer_missing=False, **kw):
        kvs = json.loads(s, **kw)
        return cls.from_dict(kvs, infer_missing=infer_missing)
