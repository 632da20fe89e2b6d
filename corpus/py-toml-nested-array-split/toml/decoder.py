import re

_range = range


class TomlDecodeError(ValueError):
    """Base toml Exception / Error."""

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        emsg = '{} (line {} column {} char {})'.format(msg, lineno, colno, pos)
        ValueError.__init__(self, emsg)
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


_number_with_underscores = re.compile('([0-9])(_([0-9]))*')


def load(f, _dict=dict, decoder=None):
    """Parses named file or files as toml and returns a dictionary"""
    with open(f, encoding='utf-8') as ffile:
        return loads(ffile.read(), _dict, decoder)


def loads(s, _dict=dict, decoder=None):
    """Parses string as toml

    Args:
        s: String to be parsed
        _dict: (optional) Specifies the class of the returned toml dictionary

    Returns:
        Parsed toml file represented as a dictionary
    """
    if decoder is None:
        decoder = TomlDecoder(_dict)
    retval = decoder.get_empty_table()
    currentlevel = retval
    pos = 0
    for line in s.split('\n'):
        line = decoder.strip_comment(line).strip()
        pos += len(line) + 1
        if not line:
            continue
        if line.startswith('['):
            arrayoftables = line.startswith('[[')
            if arrayoftables:
                group = line[2:-2]
            else:
                group = line[1:-1]
            groups = [g.strip() for g in group.split('.')]
            currentlevel = retval
            for i in _range(len(groups)):
                group = groups[i]
                if group == '':
                    raise TomlDecodeError("Can't have a keygroup with an empty name", s, pos)
                last = i == len(groups) - 1
                if last and arrayoftables:
                    currentlevel.setdefault(group, []).append(decoder.get_empty_table())
                    currentlevel = currentlevel[group][-1]
                    continue
                if group not in currentlevel:
                    currentlevel[group] = decoder.get_empty_table()
                elif last and not isinstance(currentlevel[group], list):
                    raise TomlDecodeError("What? " + group + " already exists?", s, pos)
                currentlevel = currentlevel[group]
                if isinstance(currentlevel, list):
                    currentlevel = currentlevel[-1]
        elif '=' in line:
            decoder.load_line(line, currentlevel, s, pos)
        else:
            raise TomlDecodeError("Key name found without value. Reached end of line.", s, pos)
    return retval


class TomlDecoder(object):

    def __init__(self, _dict=dict):
        self._dict = _dict

    def get_empty_table(self):
        return self._dict()

    def strip_comment(self, line):
        openstr = False
        for i, c in enumerate(line):
            if c in ('"', "'"):
                openstr = not openstr
            elif c == '#' and not openstr:
                return line[:i]
        return line

    def load_line(self, line, currentlevel, s, pos):
        pair = line.split('=', 1)
        pair[0] = pair[0].strip()
        if not pair[0]:
            raise TomlDecodeError("Empty key name", s, pos)
        if pair[0][0] in ('"', "'") and pair[0][-1] == pair[0][0]:
            pair[0] = pair[0][1:-1]
        if pair[0] in currentlevel:
            raise TomlDecodeError("Duplicate keys!", s, pos)
        value, vtype = self.load_value(pair[1].strip())
        currentlevel[pair[0]] = value

    def load_value(self, v):
        if not v:
            raise ValueError("Empty value is invalid")
        if v == 'true':
            return (True, "bool")
        elif v == 'false':
            return (False, "bool")
        elif v[0] == '"' or v[0] == "'":
            quotechar = v[0]
            if v[-1] != quotechar or len(v) < 2:
                raise ValueError("Unterminated string found")
            v = v[1:-1]
            if quotechar == '"':
                v = self._unescape(v)
            return (v, "str")
        elif v[0] == '[':
            return (self.load_array(v), "array")
        elif v[0] == '{':
            inline_object = self.get_empty_table()
            self.load_inline_object(v, inline_object)
            return (inline_object, "inline_object")
        else:
            if _number_with_underscores.match(v) is None and v[0] not in '+-':
                raise ValueError("Invalid value: " + v)
            v = v.replace('_', '')
            lowerv = v.lower()
            if '.' in v or ('x' not in v and ('e' in lowerv or 'inf' in lowerv or 'nan' in lowerv)):
                return (float(v), "float")
            return (int(v, 0), "int")

    def _unescape(self, v):
        return (v.replace('\\n', '\n').replace('\\t', '\t')
                 .replace('\\"', '"').replace('\\\\', '\\'))

    def load_inline_object(self, line, currentlevel):
        candidate_groups = line[1:-1].split(',')
        for candidate_group in candidate_groups:
            if not candidate_group.strip():
                continue
            self.load_line(candidate_group.strip(), currentlevel, line, 0)

    def load_array(self, a):
        atype = None
        retval = []
        a = a.strip()
        if '[' not in a[1:-1] or "" != a[1:-1].split('[')[0].strip():
            a = a[1:-1].split(',')
        else:
            al = list(a[1:-1])
            a = []
            openarr = 0
            j = 0
            for i in _range(len(al)):
                if al[i] == '[':
                    openarr += 1
                elif al[i] == ']':
                    openarr -= 1
                elif al[i] == ',':
                    a.append(''.join(al[j:i]))
                    j = i + 1
            a.append(''.join(al[j:]))
        for i in _range(len(a)):
            a[i] = a[i].strip()
            if a[i] != '':
                nval, ntype = self.load_value(a[i])
                if atype:
                    if ntype != atype:
                        raise ValueError("Not a homogeneous array")
                else:
                    atype = ntype
                retval.append(nval)
        return retval
