# flake8: noqa
from dataclasses_json.api import DataClassJsonMixin, LetterCase, config

__all__ = ["DataClassJsonMixin", "LetterCase", "config"]
