# High level events that make up HTTP/1.1 conversations (reduced).
from dataclasses import dataclass, field
from typing import List, Tuple

Headers = List[Tuple[bytes, bytes]]


def normalize_and_validate(headers):
    return [(name.lower(), value.strip()) for name, value in headers]


@dataclass
class Request:
    method: bytes
    target: bytes
    headers: Headers = field(default_factory=list)
    http_version: bytes = b"1.1"

    def __post_init__(self):
        self.headers = normalize_and_validate(self.headers)


@dataclass
class Response:
    status_code: int
    headers: Headers = field(default_factory=list)
    http_version: bytes = b"1.1"

    def __post_init__(self):
        self.headers = normalize_and_validate(self.headers)
