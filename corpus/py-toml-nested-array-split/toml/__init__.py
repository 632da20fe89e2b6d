"""Python module which parses and emits TOML.

Released under the MIT license.
"""

from toml import decoder

__version__ = "0.10.2"
_spec_ = "0.5.0"

load = decoder.load
loads = decoder.loads
TomlDecodeError = decoder.TomlDecodeError
TomlDecoder = decoder.TomlDecoder
