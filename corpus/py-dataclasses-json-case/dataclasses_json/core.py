from collections import namedtuple
from dataclasses import MISSING, fields

Override = namedtuple("Override", ["letter_case", "exclude"])


def _user_overrides_or_exts(cls):
    global_metadata = getattr(cls, "dataclass_json_config", None) or {}
    overrides = {}
    for field in fields(cls):
        field_config = dict(global_metadata)
        field_config.update(field.metadata.get("dataclasses_json", {}))
        overrides[field.name] = Override(field_config.get("letter_case"), field_config.get("exclude"))
    return overrides


def _decode_letter_case_overrides(field_names, overrides):
    """Override letter case of field names for decode"""
    names = {}
    for field_name in field_names:
        field_override = overrides.get(field_name)
        if field_override is not None:
            letter_case = field_override.letter_case
            if letter_case is not None:
                names[field_name] = letter_case(field_name)
    return names


def _decode_dataclass(cls, kvs, infer_missing):
    overrides = _user_overrides_or_exts(cls)
    kvs = {} if kvs is None and infer_missing else kvs
    field_names = [field.name for field in fields(cls)]
    decode_names = _decode_letter_case_overrides(field_names, overrides)
    kvs = {decode_names.get(k, k): v for k, v in kvs.items()}
    missing_fields = {field for field in fields(cls) if field.name not in kvs}
    for field in missing_fields:
        if field.default is not MISSING:
            kvs[field.name] = field.default
        elif infer_missing:
            kvs[field.name] = None
    init_kwargs = {f.name: kvs[f.name] for f in fields(cls) if f.init and f.name in kvs}
    return cls(**init_kwargs)


def _asdict(obj):
    overrides = _user_overrides_or_exts(type(obj))
    result = {}
    for field in fields(obj):
        override = overrides[field.name]
        if override.exclude is not None and override.exclude(getattr(obj, field.name)):
            continue
        key = override.letter_case(field.name) if override.letter_case else field.name
        result[key] = getattr(obj, field.name)
    return result
