from .util import get_local_user


def derive_shorthand(host_string):
    user_hostport = host_string.split("@", 1)
    hostport = user_hostport.pop()
    user = user_hostport[0] if user_hostport and user_hostport[0] else None

    # IPv6: can't reliably tell where addr ends and port begins, so don't
    # try (and don't bother adding special syntax either, user should avoid
    # this situation by using port=).
    if hostport.count(":") > 1:
        host = hostport
        port = None
    # IPv4: can split on ':' reliably.
    else:
        host_port = hostport.rsplit(":", 1)
        host = host_port.pop(0) or None
        port = host_port[0] if host_port and host_port[0] else None

    if port is not None:
        port = int(port)

    return {"user": user, "host": host, "port": port}


class Config(dict):
    """A tiny stand-in for fabric's Invoke-based config: user and port defaults."""

    def __init__(self, user=None, port=22):
        super().__init__(user=user or get_local_user(), port=port)


class Connection:
    """
    A connection to an SSH daemon, with methods for commands and file transfer.
    """

    def __init__(self, host, user=None, port=None, config=None):
        if config is None:
            config = Config()
        self.config = config

        shorthand = derive_shorthand(host)
        host = shorthand["host"]
        err = "You supplied the {} via both shorthand and kwarg! Please pick one."  # noqa
        if shorthand["user"] is not None:
            if user is not None:
                raise ValueError(err.format("user"))
            user = shorthand["user"]
        if shorthand["port"] is not None:
            if port is not None:
                raise ValueError(err.format("port"))
            port = shorthand["port"]

        self.host = host
        self.original_host = host
        self.user = user or self.config["user"]
        self.port = port or self.config["port"]

    def __repr__(self):
        bits = [("host", self.host)]
        if self.user != self.config["user"]:
            bits.append(("user", self.user))
        if self.port != self.config["port"]:
            bits.append(("port", self.port))
        return "<Connection {}>".format(" ".join("{}={}".format(*x) for x in bits))
