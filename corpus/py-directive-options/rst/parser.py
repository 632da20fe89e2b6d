"""Parsing the field list of options that follows a directive's first line."""

from . import directives


class DirectiveError(Exception):
    pass


class Image:
    """The option spec of the ``image`` directive."""

    option_spec = {
        'alt': directives.unchanged,
        'width': directives.nonnegative_int,
        'align': directives.align,
        'class': directives.class_option,
        'name': directives.unchanged,
        'inline': directives.flag,
    }


def parse_option_lines(lines):
    """Turn ``:name: value`` lines into (name, raw value) pairs."""
    for line in lines:
        line = line.strip()
        if not line.startswith(':') or line.count(':') < 2:
            raise DirectiveError('invalid option block: %r' % line)
        name, _, value = line[1:].partition(':')
        yield name.strip(), (value.strip() or None)


def extract_options(directive, lines):
    """Return the converted options dict for ``directive``."""
    options = {}
    for name, value in parse_option_lines(lines):
        convertor = directive.option_spec.get(name)
        if convertor is None:
            raise DirectiveError('unknown option: "%s"' % name)
        if name in options:
            raise DirectiveError('duplicate option "%s"' % name)
        try:
            options[name] = convertor(value)
        except (ValueError, TypeError) as detail:
            raise DirectiveError('invalid option value: (option: "%s"; value: %r)\n%s'
                                 % (name, value, ' '.join(detail.args)))
    return options
