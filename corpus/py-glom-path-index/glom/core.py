"""The core of glom: evaluate a spec against a target (reduced)."""

_MISSING = object()


class GlomError(Exception):
    """The base exception for all the errors that might be raised from glom."""


class PathAccessError(GlomError, AttributeError, KeyError, IndexError):
    def __init__(self, exc, path, part_idx):
        self.exc = exc
        self.path = path
        self.part_idx = part_idx

    def __str__(self):
        return "could not access %r, part %r of %r, got error: %r" % (
            self.path.parts[self.part_idx], self.part_idx, self.path, self.exc)


class Path:
    """Path objects specify explicit paths when the default 'a.b.c' syntax won't do."""

    def __init__(self, *parts):
        self.parts = tuple(parts)

    @classmethod
    def from_text(cls, text):
        return cls(*text.split("."))


def _get_step(target, part):
    if isinstance(target, (list, tuple)):
        return target[int(part)]
    try:
        return target[part]
    except (KeyError, TypeError):
        return getattr(target, part)


def _t_eval(target, path):
    cur = target
    for i, part in enumerate(path.parts):
        try:
            cur = _get_step(cur, part)
        except (AttributeError, KeyError, TypeError) as e:
            raise PathAccessError(e, path, i)
    return cur


class Coalesce:
    def __init__(self, *subspecs, default=_MISSING):
        self.subspecs = subspecs
        self.default = default


def glom(target, spec, default=_MISSING):
    """Access or construct a value from a given *target* based on *spec*."""
    try:
        if isinstance(spec, (str, Path)):
            return _t_eval(target, spec if isinstance(spec, Path) else Path.from_text(spec))
        if isinstance(spec, dict):
            return {k: glom(target, v) for k, v in spec.items()}
        if isinstance(spec, Coalesce):
            for sub in spec.subspecs:
                try:
                    return glom(target, sub)
                except GlomError:
                    continue
            if spec.default is not _MISSING:
                return spec.default
            raise GlomError("no valid values found for %r" % (spec.subspecs,))
        if callable(spec):
            return spec(target)
        raise TypeError("unsupported spec type: %r" % (spec,))
    except GlomError:
        if default is _MISSING:
            raise
        return default
