import re

RE_NUMBER = re.compile(r"[+-]?(0|[1-9](?:_?[0-9])*)")


def match_to_number(match):
    return int(match.group().replace("_", ""), 0)
