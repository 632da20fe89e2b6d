import codecs
import re
from typing import IO, Iterator, NamedTuple, Optional

_binding = re.compile(
    r"^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.]*)[ \t]*(?:=[ \t]*(.*?))?[ \t]*$"
)
_single_quoted = re.compile(r"^'([^']*)'")
_double_quoted = re.compile(r'^"((?:\\.|[^"\\])*)"')
_comment = re.compile(r"[ \t]+#.*$")

_escape_sequence = re.compile(r"\\[\\'\"abfnrtv]")


class Binding(NamedTuple):
    key: Optional[str]
    value: Optional[str]
    original: str
    error: bool


def decode_escapes(regex, string: str) -> str:
    def decode_match(match) -> str:
        return codecs.decode(match.group(0), 'unicode-escape')  # type: ignore

    return regex.sub(decode_match, string)


def parse_value(raw: str) -> str:
    m = _single_quoted.match(raw)
    if m:
        return m.group(1)
    m = _double_quoted.match(raw)
    if m:
        return decode_escapes(_escape_sequence, m.group(1))
    return _comment.sub("", raw).strip()


def parse_stream(stream: IO[str]) -> Iterator[Binding]:
    for line in stream.read().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = _binding.match(line)
        if m is None:
            yield Binding(key=None, value=None, original=line, error=True)
        elif m.group(2) is None:
            yield Binding(key=m.group(1), value=None, original=line, error=False)
        else:
            yield Binding(key=m.group(1), value=parse_value(m.group(2)), original=line,
                          error=False)
