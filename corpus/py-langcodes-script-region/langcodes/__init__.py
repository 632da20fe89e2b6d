"""langcodes knows the standardized codes that refer to languages."""

from .data_dicts import DEFAULT_SCRIPTS, LANGUAGE_REPLACEMENTS, TERRITORY_REPLACEMENTS
from .tag_parser import LanguageTagError, parse_tag


class Language:
    ATTRIBUTES = ['language', 'extlangs', 'script', 'territory', 'variants',
                  'extensions', 'private']

    def __init__(self, **kwargs):
        for attr in self.ATTRIBUTES:
            setattr(self, attr, kwargs.get(attr))

    @classmethod
    def get(cls, tag, normalize=True):
        """Create a Language object from a language tag string."""
        data = {}
        for typ, value in parse_tag(tag):
            if typ == 'extlang' and normalize and 'language' in data:
                data['language'] = value
            elif typ in ('extlang', 'variant', 'extension'):
                data.setdefault(typ + 's', []).append(value)
            else:
                data[typ] = value
        if normalize:
            if data.get('language') in LANGUAGE_REPLACEMENTS:
                data['language'] = LANGUAGE_REPLACEMENTS[data['language']]
            if data.get('territory') in TERRITORY_REPLACEMENTS:
                data['territory'] = TERRITORY_REPLACEMENTS[data['territory']]
        return cls(**data)

    def simplify_script(self):
        """Remove the script from the tag when it is the language's usual one."""
        if self.script and DEFAULT_SCRIPTS.get(self.language) == self.script:
            return Language(**dict(vars(self), script=None))
        return self

    def to_tag(self):
        """Convert a Language back to a standard language tag, as a string."""
        subtags = [self.language or 'und']
        subtags.extend(self.extlangs or [])
        subtags.extend(s for s in (self.script, self.territory) if s)
        subtags.extend((self.variants or []) + (self.extensions or []))
        if self.private:
            subtags.append(self.private)
        return '-'.join(subtags)


def standardize_tag(tag):
    """Fix case, replace deprecated values and drop a redundant script."""
    return Language.get(tag, normalize=True).simplify_script().to_tag()

