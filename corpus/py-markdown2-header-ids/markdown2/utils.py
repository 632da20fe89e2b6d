import re
import unicodedata

_slugify_strip_re = re.compile(r'[^\w\s-]')
_slugify_hyphenate_re = re.compile(r'[-\s]')


def _slugify(value):
    """
    Normalizes string, converts to lowercase, removes non-alpha characters,
    and converts spaces to hyphens.

    From Django's "django/template/defaultfilters.py".
    """
    value = unicodedata.normalize('NFKD', value).encode('ascii', 'ignore').decode()
    value = _slugify_strip_re.sub('', value).strip().lower()
    return _slugify_hyphenate_re.sub('-', value)


def _xml_escape_attr(attr):
    """Escape the given string for use in an HTML/XML tag attribute."""
    escaped = (attr
               .replace('&', '&amp;')
               .replace('"', '&quot;')
               .replace('<', '&lt;')
               .replace('>', '&gt;'))
    return escaped
