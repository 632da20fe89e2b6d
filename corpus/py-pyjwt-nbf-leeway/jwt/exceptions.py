class InvalidTokenError(Exception):
    pass


class DecodeError(InvalidTokenError):
    pass


class InvalidSignatureError(DecodeError):
    pass


class ExpiredSignatureError(InvalidTokenError):
    pass


class ImmatureSignatureError(InvalidTokenError):
    pass
