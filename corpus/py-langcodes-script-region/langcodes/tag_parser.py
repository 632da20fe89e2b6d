"""A parser for BCP 47 language tags (RFC 5646): subtags have to appear in the
order language, extlang, script, territory, variant, extension."""

EXTLANG, SCRIPT, TERRITORY, VARIANT, EXTENSION = range(5)
SUBTAG_TYPES = ['extlang', 'script', 'territory', 'variant', 'extension', 'private']


class LanguageTagError(ValueError):
    pass


def parse_tag(tag):
    """Parse a language tag into a list of (type, subtag) pairs."""
    # BCP 47 is case-insensitive; CLDR treats underscores as hyphens.
    subtags = tag.lower().replace('_', '-').split('-')
    if not subtags[0].isalpha() or not 2 <= len(subtags[0]) <= 8:
        raise LanguageTagError('Expected a language code, got %r' % subtags[0])
    return [('language', subtags[0])] + parse_subtags(subtags[1:])


def parse_subtags(subtags, expect=EXTLANG):
    if not subtags:
        return []
    subtag = subtags[0]
    tag_length = len(subtag)
    tagtype = None
    if tag_length == 1:
        return parse_extension(subtags)
    elif tag_length == 2:
        if subtag.isalpha():
            tagtype = TERRITORY
    elif tag_length == 3:
        if subtag.isalpha():
            if expect <= EXTLANG:
                return parse_extlang(subtags)
            order_error(subtag, EXTLANG, expect)
        elif subtag.isdigit():
            tagtype = TERRITORY
    elif tag_length == 4:
        if subtag.isalpha():
            tagtype = SCRIPT
        elif subtag[0].isdigit():
            tagtype = VARIANT
    elif tag_length <= 8:
        tagtype = VARIANT
    if tagtype is None:
        raise LanguageTagError('Expected a valid subtag, got %r' % subtag)
    elif tagtype <= expect:
        order_error(subtag, tagtype, expect)
    if tagtype in (SCRIPT, TERRITORY):
        expect = tagtype + 1
    else:
        expect = tagtype
    if tagtype == SCRIPT:
        subtag = subtag.title()
    elif tagtype == TERRITORY:
        subtag = subtag.upper()
    return [(SUBTAG_TYPES[tagtype], subtag)] + parse_subtags(subtags[1:], expect)


def parse_extlang(subtags):
    index = 0
    parsed = []
    while index < len(subtags) and len(subtags[index]) == 3 and index < 3:
        parsed.append(('extlang', subtags[index]))
        index += 1
    return parsed + parse_subtags(subtags[index:], SCRIPT)


def parse_extension(subtags):
    subtag = subtags[0]
    if len(subtags) == 1:
        raise LanguageTagError("The subtag %r must be followed by something" % subtag)
    if subtag == 'x':
        return [('private', '-'.join(subtags))]
    boundary = 1
    while boundary < len(subtags) and len(subtags[boundary]) != 1:
        boundary += 1
    return ([('extension', '-'.join(subtags[:boundary]))]
            + parse_subtags(subtags[boundary:], EXTENSION))


def order_error(subtag, got, expected):
    options = SUBTAG_TYPES[expected:]
    expect_str = '%s, or %s' % (', '.join(options[:-1]), options[-1])
    raise LanguageTagError("This %s subtag, %r, is out of place. Expected %s."
                           % (SUBTAG_TYPES[got], subtag, expect_str))

