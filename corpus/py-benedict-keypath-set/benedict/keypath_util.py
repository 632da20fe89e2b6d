import re

KEY_INDEX_RE = r"(?:\[[\'\"]*(\-?[\d]+)[\'\"]*\]){1}$"


def _split_key_indexes(key):
    """Splits key indexes: eg. 'item[0][1]' -> ['item', 0, 1]."""
    if "[" in key and key.endswith("]"):
        keys = []
        while True:
            matches = re.findall(KEY_INDEX_RE, key)
            if matches:
                key = re.sub(KEY_INDEX_RE, "", key)
                keys.insert(0, int(matches[0]))
                continue
            keys.insert(0, key)
            break
        return keys
    return [key]


def parse_keys(keypath, separator="."):
    if isinstance(keypath, (list, tuple)):
        return list(keypath)
    keys = []
    for key in str(keypath).split(separator):
        keys += _split_key_indexes(key)
    return keys
