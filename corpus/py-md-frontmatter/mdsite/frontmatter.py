"""Front matter: a block of `key: value` lines between two `---` lines at the top of a file."""

DELIMITER = "---"


def parse_value(raw):
    raw = raw.strip()
    if raw.startswith("[") and raw.endswith("]"):
        return [item.strip() for item in raw[1:-1].split(",") if item.strip()]
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    if raw.isdigit():
        return int(raw)
    return raw.strip("\"'")


def split(text):
    """(metadata dict, body) of a document; documents without front matter get {}."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != DELIMITER:
        return {}, text
    end = None
    for i in range(1, len(lines)):
        if lines[i].strip() == DELIMITER:
            end = i
    if end is None:
        raise ValueError("front matter is not closed")
    meta = {}
    for line in lines[1:end]:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            continue  # tolerate stray lines
        meta[key.strip()] = parse_value(value)
    return meta, "\n".join(lines[end + 1:]).lstrip("\n")
