from typing import Optional

from ..http import HTTP_401_UNAUTHORIZED, HTTP_403_FORBIDDEN, HTTPException, Request
from .utils import get_authorization_scheme_param


class OAuth2PasswordBearer:
    """Reads a bearer token from the Authorization header."""

    def __init__(self, token_url: str, scheme_name: Optional[str] = None, auto_error: bool = True):
        self.token_url = token_url
        self.scheme_name = scheme_name or self.__class__.__name__
        self.auto_error = auto_error

    def __call__(self, request: Request) -> Optional[str]:
        authorization = request.headers.get("Authorization")
        scheme, param = get_authorization_scheme_param(authorization)
        if not authorization or scheme.lower() != "bearer":
            if self.auto_error:
                raise HTTPException(
                    status_code=HTTP_401_UNAUTHORIZED,
                    detail="Not authenticated",
                    headers={"WWW-Authenticate": "Bearer"},
                )
            return None
        return param


class APIKeyHeader:
    def __init__(self, name: str, auto_error: bool = True):
        self.name = name
        self.auto_error = auto_error

    def __call__(self, request: Request) -> Optional[str]:
        api_key = request.headers.get(self.name)
        if not api_key:
            if self.auto_error:
                raise HTTPException(status_code=HTTP_403_FORBIDDEN, detail="Not authenticated")
            return None
        return api_key
