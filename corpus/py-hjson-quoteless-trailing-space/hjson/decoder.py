"""Implementation of HjsonDecoder
"""
from __future__ import absolute_import
import re

__all__ = ['HjsonDecoder', 'HjsonDecodeError']

WHITESPACE = ' \t\n\r'
PUNCTUATOR = '{}[],:'

NUMBER_RE = re.compile(r'[\t ]*(-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?[\t ]*')

BACKSLASH = {
    '"': '"', '\'': '\'', '\\': '\\', '/': '/',
    'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
}


class HjsonDecodeError(ValueError):
    """Subclass of ValueError with the following additional properties:

    msg: The unformatted error message
    doc: The Hjson document being parsed
    pos: The start index of doc where parsing failed
    lineno: The line corresponding to pos
    """
    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        ValueError.__init__(self, '%s: line %d' % (msg, lineno))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno


def getNext(s, end):
    """Skip whitespace and comments, return the next character and its index."""
    while 1:
        # Use a slice to prevent IndexError from being raised
        ch = s[end:end + 1]
        # Skip whitespace.
        while ch and ch in WHITESPACE:
            end += 1
            ch = s[end:end + 1]

        # Hjson allows comments
        ch2 = s[end + 1:end + 2]
        if ch == '#' or ch == '/' and ch2 == '/':
            end = getEol(s, end)
        elif ch == '/' and ch2 == '*':
            end += 2
            ch = s[end]
            while ch != '' and not (ch == '*' and s[end + 1] == '/'):
                end += 1
                ch = s[end]
            if ch != '':
                end += 2
        else:
            break

    return ch, end


def getEol(s, end):
    # skip until eol
    while 1:
        ch = s[end:end + 1]
        if ch == '\r' or ch == '\n' or ch == '':
            return end
        end += 1


def skipIndent(s, end, n):
    ch = s[end:end + 1]
    while ch != '' and ch in ' \t\r' and (n > 0 or n < 0):
        end += 1
        n -= 1
        ch = s[end:end + 1]
    return end


def scanstring(s, end, exitch='"'):
    """Scan the string s for a JSON string. End is the index of the
    character in s after the quote that started the JSON string."""
    chunks = []
    begin = end - 1
    while 1:
        ch = s[end:end + 1]
        if ch == '':
            raise HjsonDecodeError("Unterminated string starting at", s, begin)
        end += 1
        if ch == exitch:
            break
        if ch != '\\':
            chunks.append(ch)
            continue
        esc = s[end:end + 1]
        if esc == 'u':
            uni = s[end + 1:end + 5]
            if len(uni) != 4:
                raise HjsonDecodeError("Invalid \\uXXXX escape", s, end)
            chunks.append(chr(int(uni, 16)))
            end += 5
        elif esc in BACKSLASH:
            chunks.append(BACKSLASH[esc])
            end += 1
        else:
            raise HjsonDecodeError("Invalid \\X escape sequence %r" % esc, s, end)
    return ''.join(chunks), end


def mlscanstring(s, end):
    """Scan a multiline string"""
    string = ""
    triple = 0

    # we are at ''' - get indent
    indent = 0
    while 1:
        ch = s[end - indent - 1]
        if ch == '\n' or end - indent - 1 < 0:
            break
        indent += 1

    # skip white/to (newline)
    end = skipIndent(s, end + 3, -1)

    ch = s[end]
    if ch == '\n':
        end = skipIndent(s, end + 1, indent)

    # When parsing multiline string values, we must look for ' characters
    while 1:
        ch = s[end:end + 1]
        if ch == '':
            raise HjsonDecodeError("Bad multiline string", s, end)
        elif ch == '\'':
            triple += 1
            end += 1
            if triple == 3:
                if string and string[-1] == '\n':
                    string = string[:-1]  # remove last EOL
                return string, end
            else:
                continue
        else:
            while triple > 0:
                string += '\''
                triple -= 1

        if ch == '\n':
            string += ch
            end = skipIndent(s, end + 1, indent)
        else:
            if ch != '\r':
                string += ch
            end += 1


def scantfnns(s, end):
    """Scan s until eol. return string, True, False, None or a number"""
    chf, begin = getNext(s, end)
    end = begin

    if chf in PUNCTUATOR:
        raise HjsonDecodeError("Found a punctuator character when expecting a quoteless string (check your syntax)", s, end)

    while 1:
        ch = s[end:end + 1]

        isEol = ch == '\r' or ch == '\n' or ch == ''
        if isEol or ch == ',' or ch == '}' or ch == ']' or ch == '#' or \
                ch == '/' and (s[end + 1:end + 2] == '/' or s[end + 1:end + 2] == '*'):
            word = s[begin:end].strip()
            if word == 'null':
                return None, end
            elif word == 'true':
                return True, end
            elif word == 'false':
                return False, end
            m = NUMBER_RE.match(word)
            if m and m.end() == len(word):
                integer, frac, exp = m.groups()
                if frac or exp:
                    return float(integer + (frac or '') + (exp or '')), end
                return int(integer), end

            if isEol:
                return s[begin:end], end

        end += 1


def scanKeyName(s, end):
    """Scan the string s for a Hjson key name (quoteless or quoted)."""
    ch, end = getNext(s, end)

    if ch == '"' or ch == '\'':
        return scanstring(s, end + 1, ch)

    begin = end
    while 1:
        ch = s[end:end + 1]
        if ch == '':
            raise HjsonDecodeError("Bad key name (eof)", s, end)
        if ch == ':':
            if begin == end:
                raise HjsonDecodeError("Found ':' but no key name (for an empty key name use quotes)", s, begin)
            return s[begin:end], end
        elif ch in WHITESPACE or ch in PUNCTUATOR:
            raise HjsonDecodeError("Found whitespace in your key name (use quotes to include)", s, begin)
        end += 1


class HjsonDecoder(object):
    """Hjson decoder

    Performs the following translations in decoding by default:
    objects become OrderedDicts (or dicts with *object_pairs_hook=dict*),
    arrays become lists, quoteless and quoted strings become str, integral
    numbers become int and other numbers float.
    """

    def __init__(self, object_hook=None, object_pairs_hook=None):
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        """Return the Python representation of ``s`` (a ``str`` instance
        containing a Hjson document)."""
        ch, end = getNext(s, 0)
        obj, end = self.scan_once(s, end)
        ch, end = getNext(s, end)
        if end != len(s):
            raise HjsonDecodeError("Extra data", s, end)
        return obj

    def scan_once(self, s, idx):
        ch, idx = getNext(s, idx)
        if ch == '"' or ch == '\'':
            if s[idx:idx + 3] == "'''":
                return mlscanstring(s, idx)
            return scanstring(s, idx + 1, ch)
        elif ch == '{':
            return self.parse_object(s, idx + 1)
        elif ch == '[':
            return self.parse_array(s, idx + 1)
        return scantfnns(s, idx)

    def parse_object(self, s, end):
        pairs = []
        ch, end = getNext(s, end)
        while ch != '}':
            if ch == '':
                raise HjsonDecodeError("Expecting '}' (eof)", s, end)
            key, end = scanKeyName(s, end)
            ch, end = getNext(s, end)
            if ch != ':':
                raise HjsonDecodeError("Expecting ':' delimiter", s, end)
            value, end = self.scan_once(s, end + 1)
            pairs.append((key, value))
            ch, end = getNext(s, end)
            if ch == ',':
                ch, end = getNext(s, end + 1)
        end += 1

        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs), end
        obj = dict(pairs)
        if self.object_hook is not None:
            obj = self.object_hook(obj)
        return obj, end

    def parse_array(self, s, end):
        values = []
        ch, end = getNext(s, end)
        while ch != ']':
            if ch == '':
                raise HjsonDecodeError("Expecting ']' (eof)", s, end)
            value, end = self.scan_once(s, end)
            values.append(value)
            ch, end = getNext(s, end)
            if ch == ',':
                ch, end = getNext(s, end + 1)
        return values, end + 1
