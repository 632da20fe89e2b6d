import re

_whitespace_only_re = re.compile('^[ \t]+$', re.MULTILINE)
_leading_whitespace_re = re.compile('(^[ \t]*)(?:[^ \t\n])', re.MULTILINE)


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    margin = None
    text = _whitespace_only_re.sub('', text)
    for indent in _leading_whitespace_re.findall(text):
        if margin is None or margin.startswith(indent):
            margin = indent
        elif not indent.startswith(margin):
            margin = next((margin[:i] for i, (x, y) in enumerate(zip(margin, indent)) if x != y), '')
    if margin:
        text = re.sub(r'(?m)^' + margin, '', text)
    return text


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'.

    If 'predicate' is provided, 'prefix' will only be added to the lines
    where 'predicate(line)' is True. If 'predicate' is not provided,
    it will default to adding 'prefix' to all non-empty lines that do not
    consist solely of whitespace characters.
    """
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines():
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
