"""Helpers that turn a single key/value pair into an XML element string."""
import numbers
from collections.abc import Iterable

from dicttoxml._names import escape_xml, make_attrstring, make_valid_xml_name


def wrap_cdata(s):
    """Wraps a string into CDATA sections"""
    s = str(s).replace(']]>', ']]]]><![CDATA[>')
    return '<![CDATA[' + s + ']]>'


def get_xml_type(val):
    """Returns the data type for the xml type attribute"""
    if type(val).__name__ == 'bool':
        return 'bool'
    if type(val).__name__ in ('str', 'int', 'float'):
        return type(val).__name__
    if isinstance(val, numbers.Number):
        return 'number'
    if val is None:
        return 'null'
    if isinstance(val, dict):
        return 'dict'
    if isinstance(val, Iterable):
        return 'list'
    return type(val).__name__


def convert_kv(key, val, attr_type, attr=None, cdata=False):
    """Converts a number or string into an XML element"""
    key, attr = make_valid_xml_name(key, dict(attr or {}))
    if attr_type:
        attr['type'] = get_xml_type(val)
    attrstring = make_attrstring(attr)
    return '<%s%s>%s</%s>' % (
        key, attrstring, wrap_cdata(val) if cdata else escape_xml(val), key)


def convert_bool(key, val, attr_type, attr=None, cdata=False):
    """Converts a boolean into an XML element"""
    key, attr = make_valid_xml_name(key, dict(attr or {}))
    if attr_type:
        attr['type'] = get_xml_type(val)
    attrstring = make_attrstring(attr)
    return '<%s%s>%s</%s>' % (key, attrstring, str(val).lower(), key)


def convert_none(key, val, attr_type, attr=None, cdata=False):
    """Converts a null value into an XML element"""
    key, attr = make_valid_xml_name(key, dict(attr or {}))
    if attr_type:
        attr['type'] = get_xml_type(val)
    attrstring = make_attrstring(attr)
    return '<%s%s></%s>' % (key, attrstring, key)
