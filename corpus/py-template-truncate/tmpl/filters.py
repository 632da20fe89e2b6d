"""Built-in filters. Filters marked with ``pass_environment`` get the
environment as their first argument."""


def pass_environment(f):
    f.pass_environment = True
    return f


def do_upper(s):
    return str(s).upper()


def do_title(s):
    return " ".join(word[:1].upper() + word[1:].lower() for word in str(s).split(" "))


def do_default(value, default_value="", boolean=False):
    if value is None or (boolean and not value):
        return default_value
    return value


@pass_environment
def do_truncate(env, s, length=255, killwords=False, end="...", leeway=None):
    """Return a truncated copy of the string. Unless ``killwords`` is true the
    last (possibly partial) word is discarded. Strings that are at most
    ``leeway`` characters longer than ``length`` are returned unchanged."""
    if leeway is None:
        leeway = env.policies["truncate.leeway"]
    assert length >= len(end), f"expected length >= {len(end)}, got {length}"
    assert leeway >= 0, f"expected leeway >= 0, got {leeway}"
    if len(s) <= length + leeway:
        return s
    if killwords:
        return s[: length - len(end) + 1] + end
    result = s[: length - len(end)].rsplit(" ", 1)[0]
    return result + end


@pass_environment
def do_wordcount(env, s):
    return len(str(s).split())


FILTERS = {
    "upper": do_upper,
    "title": do_title,
    "default": do_default,
    "truncate": do_truncate,
    "wordcount": do_wordcount,
}
