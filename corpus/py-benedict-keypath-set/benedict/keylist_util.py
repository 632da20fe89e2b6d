def _get_or_new_item_value(item, key, subkey):
    try:
        value = item[key]
        if not isinstance(value, (dict, list)):
            raise TypeError
    except (KeyError, IndexError, TypeError):
        value = [] if isinstance(subkey, int) else {}
        _set_item_value(item, key, value)
    return value


def _set_item_value(item, key, value):
    if isinstance(item, list) and isinstance(key, int):
        # insert index
        item.extend([None] * (key - len(item) + 1))
    item[key] = value


def get_item(d, keys):
    item = d
    for key in keys:
        try:
            item = item[key]
        except (KeyError, IndexError, TypeError):
            return None
    return item


def set_item(d, keys, value):
    item = d
    for i in range(len(keys) - 2):
        item = _get_or_new_item_value(item, keys[i], keys[i + 1])
    _set_item_value(item, keys[-1], value)
