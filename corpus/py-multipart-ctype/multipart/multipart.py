from .utils import parse_options_header


class FormParserError(ValueError):
    """Base error class for our form parser."""


def get_form_parser_info(headers):
    """Pick the parser a request needs from its headers, as ``create_form_parser`` does.

    Returns ``(parser_name, options)`` where parser_name is one of ``"multipart"``,
    ``"urlencoded"`` or ``"octet-stream"``.
    """
    content_type = headers.get("Content-Type")
    if content_type is None:
        raise FormParserError("No Content-Type header given!")

    content_type, params = parse_options_header(content_type)
    boundary = params.get(b"boundary")

    if content_type == b"application/octet-stream":
        return "octet-stream", {"file_name": headers.get("X-File-Name")}
    elif content_type in (b"application/x-www-form-urlencoded", b"application/x-url-encoded"):
        return "urlencoded", {}
    elif content_type == b"multipart/form-data":
        if boundary is None:
            raise FormParserError("No boundary given")
        return "multipart", {"boundary": boundary}
    raise FormParserError("Unknown Content-Type: {}".format(content_type))


__all__ = ["FormParserError", "get_form_parser_info", "parse_options_header"]
