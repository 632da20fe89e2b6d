"""CLDR-style plural categories for a few locales."""


def _english(n):
    return "one" if n == 1 else "other"


def _french(n):
    return "one" if n in (0, 1) else "other"


def _slavic_few(n):
    """True for 2-4, 22-24, 32-34 ... but not 12-14."""
    return 2 <= n % 10 <= 4 and not (12 <= n % 100 < 14)


def _russian(n):
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if _slavic_few(n):
        return "few"
    return "many"


def _polish(n):
    if n == 1:
        return "one"
    if _slavic_few(n):
        return "few"
    return "many"


RULES = {
    "en": _english,
    "fr": _french,
    "ru": _russian,
    "pl": _polish,
}


def plural_category(locale, n):
    lang = locale.replace("-", "_").split("_")[0].lower()
    rule = RULES.get(lang, _english)
    return rule(abs(int(n)))
