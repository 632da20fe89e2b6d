"""Core locale representation and locale data access."""

_LOCALE_DATA = {
    "en_US": {"number_symbols": {"decimal": ".", "group": ",", "minusSign": "-", "plusSign": "+"}},
    "de_DE": {"number_symbols": {"decimal": ",", "group": ".", "minusSign": "-", "plusSign": "+"}},
    "fr_FR": {"number_symbols": {"decimal": ",", "group": "\u202f", "minusSign": "-", "plusSign": "+"}},
    "de_CH": {"number_symbols": {"decimal": ".", "group": "\u2019", "minusSign": "-", "plusSign": "+"}},
}


class UnknownLocaleError(Exception):
    """Exception thrown when a locale is requested for which no locale data is available."""

    def __init__(self, identifier):
        Exception.__init__(self, "unknown locale %r" % identifier)
        self.identifier = identifier


class Locale:
    """Representation of a specific locale."""

    def __init__(self, language, territory=None):
        self.language = language
        self.territory = territory
        identifier = str(self)
        if identifier not in _LOCALE_DATA:
            raise UnknownLocaleError(identifier)
        self._data = _LOCALE_DATA[identifier]

    def __str__(self):
        return "_".join(filter(None, [self.language, self.territory]))

    def __repr__(self):
        return "Locale(%r, territory=%r)" % (self.language, self.territory)

    @classmethod
    def parse(cls, identifier, sep="_"):
        """Create a `Locale` instance for the given locale identifier ('de_DE', 'de-DE', or a Locale)."""
        if isinstance(identifier, Locale):
            return identifier
        parts = identifier.replace("-", sep).split(sep)
        return cls(parts[0].lower(), parts[1].upper() if len(parts) > 1 else None)

    @property
    def number_symbols(self):
        """Symbols used in number formatting: decimal, group, plus and minus signs."""
        return self._data["number_symbols"]
