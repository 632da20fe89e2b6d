"""EditorConfig file parser

Based on code from ConfigParser.py file distributed with Python 2.6.

"""

import posixpath
import re
from collections import OrderedDict
from fnmatch import fnmatchcase
from os import sep
from os.path import dirname, normpath

from editorconfig import ParsingError


__all__ = ["EditorConfigParser"]


class EditorConfigParser(object):

    """Parser for EditorConfig-style configuration files"""

    # Regular expressions for parsing section headers and options.
    SECTCRE = re.compile(r"""\s*\[(?P<header>([^#;]|\\#|\\;)+)\]""")
    OPTCRE = re.compile(
        r"""\s*(?P<option>[^:=\s][^:=]*)\s*(?P<vi>[:=])\s*(?P<value>.*)$""")

    def __init__(self, filename):
        self.filename = filename
        self.options = OrderedDict()
        self.root_file = False

    def matches_filename(self, config_filename, glob):
        """Return True if section glob matches filename"""
        config_dirname = normpath(dirname(config_filename)).replace(sep, '/')
        glob = glob.replace("\\#", "#")
        glob = glob.replace("\\;", ";")
        if '/' in glob:
            if glob.find('/') == 0:
                glob = glob[1:]
            glob = posixpath.join(config_dirname, glob)
        else:
            glob = posixpath.join('**/', glob)
        return fnmatchcase(self.filename, glob)

    def read(self, filename):
        """Read and parse single EditorConfig file"""
        try:
            fp = open(filename, encoding='utf-8')
        except IOError:
            return
        self._read(fp, filename)
        fp.close()

    def _read(self, fp, fpname):
        """Parse a sectioned setup file, keeping only matching sections"""
        in_section = False
        matching_section = False
        for lineno, line in enumerate(fp, start=1):
            if lineno == 1 and line.startswith('\ufeff'):
                line = line[1:]  # Strip UTF-8 BOM
            # comment or blank line?
            if line.strip() == '' or line[0] in '#;':
                continue
            mo = self.SECTCRE.match(line)
            if mo:
                in_section = True
                matching_section = self.matches_filename(fpname, mo.group('header'))
                continue
            mo = self.OPTCRE.match(line)
            if not mo:
                raise ParsingError("%s:%d: %r" % (fpname, lineno, line))
            optname, vi, optval = mo.group('option', 'vi', 'value')
            if ';' in optval or '#' in optval:
                # ';' and '#' are comment delimiters only if
                # preceded by a spacing character
                m = re.search('(.*?) [;#]', optval)
                if m:
                    optval = m.group(1)
            optval = optval.strip()
            # allow empty values
            if optval == '""':
                optval = ''
            optname = optname.rstrip().lower()
            if not in_section and optname == 'root':
                self.root_file = (optval.lower() == 'true')
            if matching_section:
                self.options[optname] = optval
