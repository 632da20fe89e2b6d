import re

from pyhocon import converters  # noqa: registers the typed getters on ConfigTree
from pyhocon.config_tree import ConfigTree, NoneValue
from pyhocon.exceptions import ConfigException

COMMENT_RE = re.compile(r'("(?:[^"\\]|\\.)*")|\s*(?:#|//).*$')
KEY_VALUE_RE = re.compile(r'^(?P<key>(?:"[^"]*"|[^\s:={"])+)\s*(?:[:=]\s*)?(?P<value>.*)$')
NUMBER_RE = re.compile(r'^-?\d+(\.\d+)?$')


class ConfigFactory(object):

    @classmethod
    def parse_string(cls, content):
        """Parse a HOCON string (objects, key/value pairs, lists, comments)"""
        root = ConfigTree()
        stack = [root]
        for lineno, raw_line in enumerate(content.splitlines(), 1):
            line = COMMENT_RE.sub(lambda m: m.group(1) or '', raw_line).strip()
            if not line:
                continue
            if line == '}' and len(stack) > 1:
                stack.pop()
                continue
            match = KEY_VALUE_RE.match(line)
            if match is None:
                raise ConfigException(u"Cannot parse line {lineno}: {line}".format(lineno=lineno, line=line))
            key, value = match.group('key'), match.group('value').strip()
            if value == '{':
                stack[-1].put(key, ConfigTree())
                stack.append(stack[-1].get(key))
            else:
                stack[-1].put(key, convert_value(value))
        return root


def convert_value(value):
    if value.startswith('[') and value.endswith(']'):
        return [convert_value(v.strip()) for v in value[1:-1].split(',') if v.strip()]
    if value.startswith('"') and value.endswith('"'):
        return value[1:-1]
    if value in ('true', 'false'):
        return value == 'true'
    if value == 'null':
        return NoneValue()
    if NUMBER_RE.match(value):
        return float(value) if '.' in value else int(value)
    return value
