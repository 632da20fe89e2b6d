from __future__ import annotations

import json as _json
import typing as t


def dumps(obj: t.Any, **kwargs: t.Any) -> str:
    """Serialize data as JSON, the way the default app JSON provider does."""
    kwargs.setdefault("ensure_ascii", True)
    kwargs.setdefault("sort_keys", True)
    return _json.dumps(obj, **kwargs)


def loads(s: str | bytes, **kwargs: t.Any) -> t.Any:
    """Deserialize data as JSON."""
    if isinstance(s, bytes):
        s = s.decode("utf-8")
    return _json.loads(s, **kwargs)
