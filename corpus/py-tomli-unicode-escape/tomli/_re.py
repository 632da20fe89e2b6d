import re

RE_NUMBER = re.compile(r"[+-]?(0|[1-9](?:_?[0-9])*)")
RE_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def match_to_number(match):
    return int(match.group().replace("_", ""), 0)
