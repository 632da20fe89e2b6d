"""
Converts a Python dictionary or other native data type into a valid XML string.

Supports item (`int`, `float`, `bool`, `str`, `None`, `datetime`) and
collection (`list`, `set`, `tuple` and `dict`) data types.
"""
import numbers
from collections.abc import Iterable

from dicttoxml._names import make_attrstring, make_valid_xml_name
from dicttoxml._nodes import convert_bool, convert_kv, convert_none, get_xml_type

__version__ = '1.7.16'

default_item_func = lambda x: 'item'


def _convert_value(key, val, parent, attr, attr_type, item_func, cdata):
    """Routes a value to the right converter, for dict members and list items"""
    if type(val) == bool:
        return convert_bool(key, val, attr_type, attr, cdata)
    if isinstance(val, numbers.Number) or isinstance(val, str):
        return convert_kv(key, val, attr_type, attr, cdata)
    if hasattr(val, 'isoformat'):  # datetime
        return convert_kv(key, val.isoformat(), attr_type, attr, cdata)
    if val is None:
        return convert_none(key, val, attr_type, attr, cdata)
    if attr_type:
        attr['type'] = get_xml_type(val)
    if isinstance(val, dict):
        inner = convert_dict(val, parent, attr_type, item_func, cdata)
    elif isinstance(val, Iterable):
        inner = convert_list(val, parent, attr_type, item_func, cdata)
    else:
        raise TypeError('Unsupported data type: %s (%s)' % (val, type(val).__name__))
    return '<%s%s>%s</%s>' % (key, make_attrstring(attr), inner, key)


def convert(obj, attr_type, item_func, cdata, parent='root'):
    """Routes the elements of an object to the right function to convert them
    based on their data type"""
    if isinstance(obj, dict):
        return convert_dict(obj, parent, attr_type, item_func, cdata)
    if isinstance(obj, Iterable) and not isinstance(obj, str):
        return convert_list(obj, parent, attr_type, item_func, cdata)
    return _convert_value(item_func(parent), obj, parent, {}, attr_type, item_func, cdata)


def convert_dict(obj, parent, attr_type, item_func, cdata):
    """Converts a dict into an XML string."""
    output = []
    for key, val in obj.items():
        key, attr = make_valid_xml_name(key, {})
        output.append(_convert_value(key, val, parent, attr, attr_type, item_func, cdata))
    return ''.join(output)


def convert_list(items, parent, attr_type, item_func, cdata):
    """Converts a list into an XML string."""
    output = []
    item_name = item_func(parent)
    for item in items:
        output.append(_convert_value(item_name, item, item_name, {}, attr_type, item_func, cdata))
    return ''.join(output)


def dicttoxml(obj, root=True, custom_root='root', attr_type=True,
              item_func=default_item_func, cdata=False):
    """Converts a python object into XML.
    Arguments:
    - root specifies whether the output is wrapped in an XML root element
      Default is True
    - custom_root allows you to specify a custom root element.
      Default is 'root'
    - attr_type specifies whether elements get a data type attribute.
      Default is True
    - item_func generates the element name for items in a list from the
      name of their parent. Default is 'item'
    - cdata specifies whether string values should be wrapped in CDATA sections.
      Default is False
    """
    output = []
    if root:
        output.append('<?xml version="1.0" encoding="UTF-8" ?>')
        output.append('<%s>%s</%s>' % (
            custom_root, convert(obj, attr_type, item_func, cdata, parent=custom_root),
            custom_root))
    else:
        output.append(convert(obj, attr_type, item_func, cdata, parent=''))
    return ''.join(output).encode('utf-8')
