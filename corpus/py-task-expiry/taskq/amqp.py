"""Task message protocol (version 2): everything the worker needs is in the headers."""

import uuid
from datetime import datetime, timedelta, timezone


def utcnow():
    return datetime.now(timezone.utc)


def as_task_v2(name, args=(), kwargs=None, task_id=None, countdown=None, eta=None,
               expires=None, retries=0, now=None):
    now = now or utcnow()
    if countdown is not None:
        eta = now + timedelta(seconds=countdown)
    if isinstance(expires, (int, float)):
        expires = now + timedelta(seconds=expires)
    headers = {
        "lang": "py",
        "task": name,
        "id": task_id or str(uuid.uuid4()),
        "eta": eta.isoformat() if eta else None,
        "expires": expires.isoformat() if expires else None,
        "retries": retries,
    }
    body = (tuple(args), dict(kwargs or {}))
    return {"headers": headers, "body": body}
