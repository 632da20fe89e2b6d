"""Hyphenation dictionaries, in the format of the LibreOffice .dic files."""

LANGUAGES = {
    'en_US': '''UTF-8
LEFTHYPHENMIN 2
RIGHTHYPHENMIN 3
% a small subset of the TeX hyphenation patterns
hy3ph
he2n
hena4
hen5at
1na
n2at
1tio
2io
o2n
a1b
om1p
ut1e
n1d
r1f
1ba
e1ly
'''
}
for _name in list(LANGUAGES):
    LANGUAGES.setdefault(_name.split('_')[0], LANGUAGES[_name])


def language_fallback(language):
    """Get a fallback language available in our dictionaries."""
    parts = language.replace('-', '_').lower().split('_')
    while parts:
        language = '_'.join(parts)
        for name in LANGUAGES:
            if name.lower() == language:
                return name
        parts.pop()
