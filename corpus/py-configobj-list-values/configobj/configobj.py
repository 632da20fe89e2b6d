"""Parsing of config files into nested ConfigObj / Section objects."""

import re

from configobj.section import Section


class ConfigObjError(SyntaxError):
    """This is the base class for all errors that ConfigObj raises."""

    def __init__(self, message='', line_number=None, line=''):
        self.line = line
        self.line_number = line_number
        SyntaxError.__init__(self, message)


class ParseError(ConfigObjError):
    """This error indicates that a line is badly written."""


class ConfigObj(Section):
    """An object to read, create, and write config files."""

    _keyword = re.compile(r'''^\s*([^=]*?)\s*=\s*(.*)$''')
    _sectionmarker = re.compile(r'''^(\s*)((?:\[\s*)+)(.*?)((?:\s*\])+)\s*$''')
    _quotes = ('"', "'")

    def __init__(self, infile=None, list_values=True):
        Section.__init__(self, self, 0, self)
        self.list_values = list_values
        self.initial_comment = []
        if infile is not None:
            self._parse(infile.splitlines() if isinstance(infile, str) else list(infile))

    def _parse(self, infile):
        """Actually parse the config file."""
        this_section = self
        for line_number, line in enumerate(infile, 1):
            sline = line.strip()
            if not sline or sline.startswith('#'):
                continue
            mat = self._sectionmarker.match(line)
            if mat is not None:
                (indent, sect_open, sect_name, sect_close) = mat.groups()
                cur_depth = sect_open.count('[')
                if cur_depth != sect_close.count(']'):
                    raise ParseError('Cannot compute the section depth', line_number, line)
                if cur_depth > this_section.depth + 1:
                    raise ParseError('Section too nested', line_number, line)
                parent = this_section
                while parent.depth >= cur_depth:
                    parent = parent.parent
                this_section = Section(parent, cur_depth, self, name=sect_name)
                parent[sect_name] = this_section
                continue
            mat = self._keyword.match(line)
            if mat is None:
                raise ParseError('Invalid line (%r)' % sline, line_number, line)
            key, value = mat.groups()
            this_section[self._unquote(key)] = self._handle_value(value)

    def _unquote(self, value):
        """Return an unquoted version of a value"""
        if len(value) >= 2 and value[0] == value[-1] and value[0] in self._quotes:
            value = value[1:-1]
        return value

    def _strip_comment(self, value):
        """Remove an inline comment that is outside any quotes."""
        quote = None
        for index, char in enumerate(value):
            if quote is None and char in self._quotes:
                quote = char
            elif char == quote:
                quote = None
            elif quote is None and char == '#':
                return value[:index]
        return value

    def _handle_value(self, value):
        """Given a value string, unquote, remove comment, handle lists."""
        value = self._strip_comment(value).strip()
        if not self.list_values or not value:
            return value
        if value[0] in self._quotes and self._unquote(value) != value:
            return self._unquote(value)
        if ',' not in value:
            return value
        items = value.split(',')
        if not items[-1].strip():
            # a trailing comma makes a list, even of one member
            items = items[:-1]
        return [self._unquote(item) for item in items]
