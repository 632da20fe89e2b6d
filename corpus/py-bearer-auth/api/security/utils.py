from typing import Optional, Tuple


def get_authorization_scheme_param(authorization_header_value: Optional[str]) -> Tuple[str, str]:
    """'Bearer abc' -> ('Bearer', 'abc')."""
    scheme, _, param = authorization_header_value.partition(" ")
    return scheme, param.strip()
