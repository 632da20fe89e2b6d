"""A tiny subset of YAML: one ``key: value`` pair per line, plain scalars only."""

from .constructor import ConstructorError, SafeConstructor
from .resolver import resolve

__all__ = ['ConstructorError', 'load', 'load_scalar']

_constructor = SafeConstructor()


def load_scalar(text):
    tag = resolve(text)
    kind = tag.rsplit(':', 1)[1]
    return getattr(_constructor, 'construct_yaml_' + kind)(text)


def load(stream):
    data = {}
    for lineno, line in enumerate(stream.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith('#'):
            continue
        key, sep, value = line.partition(':')
        if not sep:
            raise ConstructorError('line %d: expected "key: value"' % lineno)
        data[key.strip()] = load_scalar(value.strip())
    return data
