import secrets

from . import utils  # noqa
from .otp import OTP  # noqa
from .totp import TOTP  # noqa


def random_base32(length=32, chars=list('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')):
    # Note: the otpauth scheme DOES NOT use base32 padding for secret lengths not divisible by 8.
    if length < 32:
        raise ValueError('Secrets should be at least 160 bits')
    return ''.join(secrets.choice(chars) for _ in range(length))
