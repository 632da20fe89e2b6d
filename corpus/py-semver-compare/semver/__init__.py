"""Python helper for Semantic Versioning (https://semver.org)."""

from ._compare import _cmp, _nat_cmp
from .version import Version

__all__ = ["Version"]
