"""
jsonlines implementation
"""

import builtins
import io
import json
import numbers

TYPE_MAPPING = {
    dict: dict,
    list: list,
    str: str,
    int: int,
    float: float,
    numbers.Number: numbers.Number,
    bool: bool,
}


class Error(Exception):
    """
    Base error class.
    """

    pass


class InvalidLineError(Error, ValueError):
    """
    Error raised when an invalid line is encountered.

    This happens when the line does not contain valid JSON, or if a
    specific data type has been requested, and the line contained a
    different data type.

    The original line itself is stored on the exception instance as the
    ``.line`` attribute, and the line number as ``.lineno``.
    """

    def __init__(self, msg, line, lineno):
        msg = "{} (line {})".format(msg, lineno)
        self.line = line.rstrip()
        self.lineno = lineno
        super().__init__(msg)


class ReaderWriterBase:
    """
    Base class with shared behaviour for both the reader and writer.
    """

    _fp = None
    _closed = False
    _should_close_fp = False

    def close(self):
        """
        Close this reader/writer.

        This closes the underlying file if that file has been opened by
        this reader/writer. When an already opened file-like object was
        provided, the caller is responsible for closing it.
        """
        if self._closed:
            return
        self._closed = True
        if self._fp is not None and self._should_close_fp:
            self._fp.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()
        return False


class Reader(ReaderWriterBase):
    """
    Reader for the jsonlines format.

    The `file_or_iterable` argument must be a file-like object that is
    iterable, or any other iterable that produces lines of text.
    """

    def __init__(self, file_or_iterable, *, loads=None):
        if isinstance(file_or_iterable, io.TextIOBase):
            self._fp = file_or_iterable
        self._file_or_iterable = file_or_iterable
        self._line_iter = enumerate(file_or_iterable, 1)
        self._loads = loads or json.loads

    def read(self, *, type=None, allow_none=False, skip_empty=False):
        """
        Read and decode a line.

        The optional `type` argument specifies the expected data type.
        Supported types are ``dict``, ``list``, ``str``, ``int``,
        ``float``, and ``bool``. When specified, non-conforming lines
        result in :py:exc:`InvalidLineError`.

        By default, input lines containing ``null`` (in JSON) are
        considered invalid, and will cause :py:exc:`InvalidLineError`.
        The `allow_none` argument can be used to change this behaviour,
        in which case ``None`` will be returned instead.

        If `skip_empty` is set to ``True``, empty lines and lines
        containing only whitespace are silently skipped.
        """
        if self._closed:
            raise RuntimeError("reader is closed")
        if type is not None and type not in TYPE_MAPPING:
            raise ValueError("invalid type specified")

        try:
            lineno, line = next(self._line_iter)
            while skip_empty and not line.rstrip():
                lineno, line = next(self._line_iter)
        except StopIteration:
            raise EOFError from None

        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as orig_exc:
                raise InvalidLineError(
                    "line is not valid utf-8: {}".format(orig_exc), line, lineno
                ) from orig_exc

        try:
            value = self._loads(line)
        except ValueError as orig_exc:
            raise InvalidLineError(
                "line contains invalid json: {}".format(orig_exc), line, lineno
            ) from orig_exc

        if value is None:
            if allow_none:
                return None
            raise InvalidLineError("line contains null value", line, lineno)

        if type is not None:
            valid = isinstance(value, TYPE_MAPPING[type])
            if type in (int, numbers.Number):
                valid = valid and not isinstance(value, bool)
            if not valid:
                raise InvalidLineError(
                    "line does not match requested type", line, lineno
                )

        return value

    def iter(self, type=None, allow_none=False, skip_empty=False, skip_invalid=False):
        """
        Iterate over all lines.

        This is the iterator equivalent to repeatedly calling
        :py:meth:`~Reader.read()`. If no arguments are specified, this is
        the same as directly iterating over this :py:class:`Reader`
        instance.

        When `skip_invalid` is set to ``True``, invalid lines will be
        silently ignored.

        See :py:meth:`~Reader.read()` for a description of the other
        arguments.
        """
        try:
            while True:
                try:
                    yield self.read(type=type, allow_none=allow_none)
                except InvalidLineError:
                    if not skip_invalid:
                        raise
        except EOFError:
            pass

    def __iter__(self):
        """
        See :py:meth:`~Reader.iter()`.
        """
        return self.iter()

    def __repr__(self):
        return "<jsonlines.Reader at 0x{:x} wrapping {!r}>".format(
            id(self), self._file_or_iterable
        )


class Writer(ReaderWriterBase):
    """
    Writer for the jsonlines format.

    The `fp` argument must be a file-like object with a ``.write()``
    method accepting text.

    The `compact` argument can be used to produce smaller output.

    The `sort_keys` argument can be used to sort keys in json objects,
    and will produce deterministic output.
    """

    def __init__(self, fp, *, compact=False, sort_keys=False, dumps=None, flush=False):
        self._fp = fp
        self._flush = flush
        if dumps is None:
            encoder_kwargs = dict(ensure_ascii=False, sort_keys=sort_keys)
            if compact:
                encoder_kwargs.update(separators=(",", ":"))
            dumps = json.JSONEncoder(**encoder_kwargs).encode
        self._dumps = dumps

    def write(self, obj):
        """
        Encode and write a single object.
        """
        if self._closed:
            raise RuntimeError("writer is closed")
        line = self._dumps(obj)
        self._fp.write(line)
        self._fp.write("\n")
        if self._flush:
            self._fp.flush()

    def write_all(self, iterable):
        """
        Encode and write multiple objects.
        """
        for obj in iterable:
            self.write(obj)


def open(file, mode="r", **kwargs):
    """
    Open a jsonlines file for reading or writing.

    This is a convenience function to open a file and wrap it in either a
    :py:class:`Reader` or :py:class:`Writer` instance, depending on the
    specified `mode`.
    """
    if mode not in {"r", "w", "a"}:
        raise ValueError("'mode' must be either 'r', 'w', or 'a'")
    cls = Reader if mode == "r" else Writer
    encoding = "utf-8-sig" if mode == "r" else "utf-8"
    fp = builtins.open(file, mode=mode + "t", encoding=encoding)
    instance = cls(fp, **kwargs)
    instance._should_close_fp = True
    return instance
