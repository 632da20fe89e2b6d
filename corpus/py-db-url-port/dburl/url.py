"""The URL object: immutable pieces of a database connection string."""

from urllib.parse import quote


class URL:
    def __init__(self, drivername, username=None, password=None, host=None, port=None,
                 database=None, query=None):
        self.drivername = drivername
        self.username = username
        self.password = password
        self.host = host
        self.port = port
        self.database = database
        self.query = dict(query or {})

    @property
    def backend(self):
        return self.drivername.partition("+")[0]

    def set(self, **changes):
        values = {key: getattr(self, key) for key in
                  ("drivername", "username", "password", "host", "port", "database", "query")}
        values.update(changes)
        return URL(**values)

    def render_as_string(self, hide_password=True):
        s = self.drivername + "://"
        if self.username is not None:
            s += quote(self.username, safe=" +")
            if self.password is not None:
                s += ":" + ("***" if hide_password else quote(self.password, safe=" +"))
            s += "@"
        if self.host is not None:
            s += f"[{self.host}]" if ":" in self.host else self.host
        if self.port is not None:
            s += f":{self.port}"
        if self.database is not None:
            s += "/" + self.database
        if self.query:
            s += "?" + "&".join(f"{k}={v}" for k, v in sorted(self.query.items()))
        return s

    def __str__(self):
        return self.render_as_string(hide_password=False)

    def __repr__(self):
        return self.render_as_string()
