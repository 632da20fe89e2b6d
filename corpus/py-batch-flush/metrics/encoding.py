"""Line protocol: `name,tag=value field=value timestamp`."""


def _escape(text):
    return str(text).replace(" ", "\\ ").replace(",", "\\,").replace("=", "\\=")


def encode_point(name, value, tags=None, timestamp=None):
    line = _escape(name)
    for key in sorted(tags or {}):
        line += f",{_escape(key)}={_escape(tags[key])}"
    line += f" value={value}"
    if timestamp is not None:
        line += f" {int(timestamp * 1e9)}"
    return line


def encode_batch(points):
    return "\n".join(points) + "\n" if points else ""
