class ChevronError(SyntaxError):
    pass


_TAG_TYPES = {
    '!': 'comment',
    '#': 'section',
    '^': 'inverted section',
    '/': 'end',
    '>': 'partial',
    '{': 'no escape?',
    '&': 'no escape',
}


def grab_literal(template, l_del):
    """Parse a literal from the template"""
    try:
        # Look for the next tag and move the template to it
        literal, template = template.split(l_del, 1)
        return (literal, template)
    except ValueError:
        # There are no more tags in the template?
        return (template, '')


def parse_tag(template, l_del, r_del):
    """Parse a tag from a template"""
    try:
        tag, template = template.split(r_del, 1)
    except ValueError:
        raise ChevronError('unclosed tag')

    # Find the type meaning of the first character
    tag_type = _TAG_TYPES.get(tag[0], 'variable')
    # If the type is not a variable, then that first character is not needed
    if tag_type != 'variable':
        tag = tag[1:]

    # If we might be a no html escape tag and we have a third curly brace
    if tag_type == 'no escape?':
        if l_del == '{{' and r_del == '}}' and template.startswith('}'):
            template = template[1:]
            tag_type = 'no escape'

    # Strip the whitespace off the key and return
    return ((tag_type, tag.strip()), template)


def tokenize(template, def_ldel='{{', def_rdel='}}'):
    """Tokenize a mustache template

    Yields (tag_type, tag_key) tuples; tag_type is one of 'literal',
    'section', 'inverted section', 'end', 'partial', 'no escape', 'variable'.
    """
    open_sections = []
    while template:
        literal, template = grab_literal(template, def_ldel)

        # If the template is completed, then the last literal is the end
        if not template:
            yield ('literal', literal)
            break

        tag, template = parse_tag(template, def_ldel, def_rdel)
        tag_type, tag_key = tag

        if tag_type in ('section', 'inverted section'):
            open_sections.append(tag_key)
        elif tag_type == 'end':
            last_section = open_sections.pop() if open_sections else None
            if tag_key != last_section:
                raise ChevronError('Trying to close tag "{0}"\n'
                                   'last open tag is "{1}"'.format(tag_key, last_section))

        if literal != '':
            yield ('literal', literal)
        if tag_type != 'comment':
            yield (tag_type, tag_key)

    if open_sections:
        raise ChevronError('Unexpected EOF\n'
                           'the tag "{0}" was never closed'.format(open_sections[-1]))
