import json
import re
from collections import OrderedDict


class ConfigFileParserException(Exception):
    """Raised when config file parsing failed."""


class ConfigFileParser(object):
    """This abstract class can be extended to add support for new config file
    formats"""

    def parse(self, stream):
        """Parses the keys and values from a config file."""
        raise NotImplementedError("parse(..) not implemented")


class DefaultConfigFileParser(ConfigFileParser):
    """Based on a simplified subset of INI and YAML formats. Here is the
    supported syntax:

        # this is a comment
        ; this is also a comment (.ini style)
        ---            # lines that start with --- are ignored (yaml style)
        [section]      # .ini-style section names are treated as comments
        key = value    # the key and value can be separated by '=', ':' or whitespace
        flag           # a key on its own stands for flag = true
        fruit = [apple, orange, lemon]   # lists are also supported
    """

    def get_syntax_description(self):
        return ("Config file syntax allows: key=value, flag=true, stuff=[a,b,c] "
                "(for details, see syntax at https://goo.gl/R74nmi).")

    def parse(self, stream):
        """Parses the keys + values from a config file."""
        items = OrderedDict()
        for i, line in enumerate(stream):
            line = line.strip()
            if not line or line[0] in ["#", ";", "["] or line.startswith("---"):
                continue

            white_space = "\\s*"
            key = r"(?P<key>[^:=;#\s]+?)"
            value = white_space + r"[:=\s]" + white_space + "(?P<value>.+?)"
            comment = white_space + "(?P<comment>\\s[;#].*)?"

            key_only_match = re.match("^" + key + comment + "$", line)
            if key_only_match:
                key = key_only_match.group("key")
                items[key] = "true"

            key_value_match = re.match("^" + key + value + comment + "$", line)
            if key_value_match:
                key = key_value_match.group("key")
                value = key_value_match.group("value")

                if value.startswith("[") and value.endswith("]"):
                    # handle special case of k=[1,2,3] or other json-like syntax
                    try:
                        value = json.loads(value)
                    except Exception:
                        # for backward compatibility with legacy format (eg. where config value is [a, b, c] instead of proper json ["a", "b", "c"]
                        value = [elem.strip() for elem in value[1:-1].split(",")]

                items[key] = value
                continue

            raise ConfigFileParserException("Unexpected line {} in {}: {}".format(
                i, getattr(stream, 'name', 'stream'), line))
        return items
