# A highish-level implementation of the HTTP/1.1 wire protocol (RFC 7230) (reduced).
from ._connection import _body_framing, _keep_alive
from ._events import Request, Response

__all__ = ("Request", "Response", "_body_framing", "_keep_alive")
