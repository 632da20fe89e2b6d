import math
import re

_ident_re = re.compile(r'^[A-Za-z_$][A-Za-z0-9_$]*$')
_reserved_words = frozenset((
    'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default',
    'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for',
    'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
    'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with'))
_escapes = {'\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t',
            '\b': '\\b', '\f': '\\f', '\v': '\\v', '\0': '\\0',
            '\u2028': '\\u2028', '\u2029': '\\u2029'}


def dump(obj, fp, **kwargs):
    """Serialize ``obj`` to a JSON5-formatted stream to ``fp``."""
    fp.write(dumps(obj, **kwargs))


def dumps(obj, *, skipkeys=False, ensure_ascii=True, allow_nan=True, indent=None,
          separators=None, sort_keys=False, quote_keys=False, trailing_commas=True):
    """Serialize ``obj`` to a JSON5-formatted string.

    Supports the same arguments as ``json.dumps()``, plus ``quote_keys`` (keys
    that are valid identifiers are left unquoted unless it is True) and
    ``trailing_commas`` (a comma after the last item when ``indent`` is set).
    """
    if separators is None:
        separators = (', ', ': ') if indent is None else (',', ': ')
    opts = dict(skipkeys=skipkeys, ensure_ascii=ensure_ascii, allow_nan=allow_nan,
                indent=indent, separators=separators, sort_keys=sort_keys,
                quote_keys=quote_keys, trailing_commas=trailing_commas)
    return _dumps(obj, opts, set(), 1, is_key=False)[1]


def _dumps(obj, opts, seen, level, is_key):
    s = None
    if obj is True:
        s = 'true'
    if obj is False:
        s = 'false'
    if obj is None:
        s = 'null'
    if isinstance(obj, str):
        if is_key and _ident_re.match(obj) and not opts['quote_keys'] \
                and obj not in _reserved_words:
            return True, obj
        return True, _dump_str(obj, opts['ensure_ascii'])
    if isinstance(obj, float):
        s = _dump_float(obj, opts['allow_nan'])
    elif isinstance(obj, int) and s is None:
        s = str(obj)
    if is_key:
        if s is not None:
            return True, '"%s"' % s
        if opts['skipkeys']:
            return False, None
        raise TypeError('invalid key %s' % repr(obj))
    if s is not None:
        return True, s

    indent = opts['indent']
    if indent is not None:
        indent = ' ' * indent if isinstance(indent, int) else indent
        indent_str = '\n' + indent * level
        end_str = (',' if opts['trailing_commas'] else '') + '\n' + indent * (level - 1)
    else:
        indent_str = end_str = ''
    item_sep, kv_sep = opts['separators']
    item_sep += indent_str

    if id(obj) in seen:
        raise ValueError('Circular reference detected.')
    seen.add(id(obj))
    if hasattr(obj, 'keys') and hasattr(obj, '__getitem__'):
        s = _dump_dict(obj, opts, seen, level + 1, item_sep, kv_sep, indent_str, end_str)
    elif hasattr(obj, '__getitem__') and hasattr(obj, '__iter__'):
        s = _dump_array(obj, opts, seen, level + 1, item_sep, indent_str, end_str)
    else:
        raise TypeError('%s is not JSON5 serializable' % repr(obj))
    seen.remove(id(obj))
    return False, s


def _dump_dict(obj, opts, seen, level, item_sep, kv_sep, indent_str, end_str):
    if not obj:
        return '{}'
    if opts['sort_keys']:
        keys = sorted(obj.keys())
    else:
        keys = obj.keys()
    items = []
    for key in obj:
        valid_key, key_str = _dumps(key, opts, seen, level, is_key=True)
        if valid_key:
            items.append(key_str + kv_sep + _dumps(obj[key], opts, seen, level, False)[1])
    return '{' + indent_str + item_sep.join(items) + end_str + '}'


def _dump_array(obj, opts, seen, level, item_sep, indent_str, end_str):
    if not obj:
        return '[]'
    return ('[' + indent_str +
            item_sep.join([_dumps(el, opts, seen, level, False)[1] for el in obj]) +
            end_str + ']')


def _dump_float(obj, allow_nan):
    if allow_nan:
        if math.isnan(obj):
            return 'NaN'
        if obj == float('inf'):
            return 'Infinity'
        if obj == float('-inf'):
            return '-Infinity'
    elif math.isnan(obj) or obj in (float('inf'), float('-inf')):
        raise ValueError('Out of range float values are not JSON compliant')
    return repr(obj)


def _dump_str(obj, ensure_ascii):
    ret = ['"']
    for ch in obj:
        if ch in _escapes:
            ret.append(_escapes[ch])
        elif not ensure_ascii or 32 <= ord(ch) < 128:
            ret.append(ch)
        elif ord(ch) < 65536:
            ret.append('\\u%04x' % ord(ch))
        else:
            val = ord(ch) - 0x10000
            ret.append('\\u%04x\\u%04x' % (0xd800 + (val >> 10), 0xdc00 + (val & 0x3ff)))
    return ''.join(ret) + '"'
