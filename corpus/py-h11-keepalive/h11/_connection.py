# This contains the main Connection class. Everything in h11 revolves around this (reduced).
from ._events import Request, Response


def get_comma_header(headers, name):
    out = []
    for found_name, found_raw_value in headers:
        if found_name == name:
            found_raw_value = found_raw_value.lower()
            for found_split_value in found_raw_value.split(b","):
                found_split_value = found_split_value.strip()
                if found_split_value:
                    out.append(found_split_value)
    return out


# If we're in HTTP/1.1 keep-alive mode, then we need to send
# "Connection: close" or switch to HTTP/1.0 to end the connection.
def _keep_alive(event):
    connection = get_comma_header(event.headers, b"connection")
    if b"close" in connection:
        return False
    if getattr(event, "http_version", b"1.1") <= b"1.1":
        return False
    return True


def _body_framing(request_method, event):
    # Called when we enter SEND_BODY to figure out framing information for
    # this body.
    assert type(event) in (Request, Response)
    if type(event) is Response:
        if (
            event.status_code in (204, 304)
            or request_method == b"HEAD"
            or (request_method == b"CONNECT" and 200 <= event.status_code < 300)
        ):
            return ("content-length", (0,))
        assert event.status_code >= 200

    transfer_encodings = get_comma_header(event.headers, b"transfer-encoding")
    if transfer_encodings:
        assert transfer_encodings == [b"chunked"]
        return ("chunked", ())

    content_lengths = get_comma_header(event.headers, b"content-length")
    if content_lengths:
        return ("content-length", (int(content_lengths[0]),))

    if type(event) is Request:
        return ("content-length", (0,))
    else:
        return ("http/1.0", ())
