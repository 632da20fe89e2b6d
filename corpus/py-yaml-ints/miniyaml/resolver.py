"""Implicit tag resolution for plain scalars (YAML 1.1 rules, as in PyYAML)."""

import re

BOOL_RE = re.compile(r'''^(?:yes|Yes|YES|no|No|NO
                        |true|True|TRUE|false|False|FALSE
                        |on|On|ON|off|Off|OFF)$''', re.X)

INT_RE = re.compile(r'''^(?:[-+]?0b[0-1_]+
                       |[-+]?0[0-7_]+
                       |[-+]?(?:0|[1-9][0-9_]*)
                       |[-+]?0x[0-9a-fA-F_]+
                       |[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$''', re.X)

FLOAT_RE = re.compile(r'''^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?
                         |\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?
                         |[-+]?\.(?:inf|Inf|INF)
                         |\.(?:nan|NaN|NAN))$''', re.X)

NULL_RE = re.compile(r'^(?:~|null|Null|NULL|)$')

IMPLICIT = [
    ('tag:yaml.org,2002:bool', BOOL_RE),
    ('tag:yaml.org,2002:int', INT_RE),
    ('tag:yaml.org,2002:float', FLOAT_RE),
    ('tag:yaml.org,2002:null', NULL_RE),
]


def resolve(value):
    for tag, regexp in IMPLICIT:
        if regexp.match(value):
            return tag
    return 'tag:yaml.org,2002:str'
