import re
from enum import Enum


def camelcase(string):
    """Convert string into camel case: ``foo_bar`` -> ``fooBar``."""
    string = re.sub(r"^[\-_\.]", "", str(string))
    if not string:
        return string
    return string[0].lower() + re.sub(r"[\-_\.\s]([a-z])", lambda m: m.group(1).upper(), string[1:])


def kebabcase(string):
    return re.sub(r"_", "-", string)


def pascalcase(string):
    camel = camelcase(string)
    return camel[:1].upper() + camel[1:]


class LetterCase(Enum):
    CAMEL = camelcase
    KEBAB = kebabcase
    PASCAL = pascalcase


def config(metadata=None, *, letter_case=None, field_name=None, exclude=None):
    if metadata is None:
        metadata = {}
    lib_metadata = metadata.setdefault("dataclasses_json", {})
    if field_name is not None:
        letter_case = lambda _, name=field_name: name  # noqa: E731
    if letter_case is not None:
        lib_metadata["letter_case"] = letter_case
    if exclude is not None:
        lib_metadata["exclude"] = exclude
    return metadata
