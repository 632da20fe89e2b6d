"""An in-memory session store with an injectable clock."""

from datetime import datetime, timedelta, timezone

from . import tokens

IDLE_TIMEOUT = timedelta(minutes=30)
MAX_LIFETIME = timedelta(hours=12)


def utcnow():
    return datetime.now(timezone.utc)


class Session:
    def __init__(self, sid, user, now):
        self.id = sid
        self.user = user
        self.created = now
        self.last_seen = now
        self.data = {}


class SessionStore:
    def __init__(self, key, clock=utcnow, idle=IDLE_TIMEOUT, lifetime=MAX_LIFETIME):
        self.key = key
        self.clock = clock
        self.idle = idle
        self.lifetime = lifetime
        self._sessions = {}

    def create(self, user):
        s = Session(tokens.new_id(), user, self.clock())
        self._sessions[s.id] = s
        return tokens.sign(s.id, self.key)

    def expired(self, session, now):
        if (now - session.last_seen).total_seconds() > self.idle.total_seconds():
            return True
        age = (now - session.created).seconds
        return age > self.lifetime.total_seconds()

    def get(self, cookie):
        """The live session for a cookie value (and marks it active), or None."""
        sid = tokens.unsign(cookie, self.key)
        session = self._sessions.get(sid) if sid else None
        if session is None:
            return None
        now = self.clock()
        if self.expired(session, now):
            del self._sessions[sid]
            return None
        session.last_seen = now
        return session

    def __len__(self):
        return len(self._sessions)
