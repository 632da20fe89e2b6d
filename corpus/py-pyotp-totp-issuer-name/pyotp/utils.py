import unicodedata
from hmac import compare_digest
from urllib.parse import quote, urlencode


def build_uri(secret, name, initial_count=None, issuer=None, algorithm=None,
              digits=None, period=None):
    """
    Returns the provisioning URI for the OTP; works for either TOTP or HOTP.
    This can then be encoded in a QR Code and used to provision the Google
    Authenticator app.
    """
    # initial_count may be 0 as a valid param
    otp_type = 'hotp' if initial_count is not None else 'totp'
    base_uri = 'otpauth://{0}/{1}?{2}'
    url_args = {'secret': secret}
    label = quote(name)
    if issuer is not None:
        label = quote(issuer) + ':' + label
        url_args['issuer'] = issuer
    if initial_count is not None:
        url_args['counter'] = initial_count
    if algorithm is not None and algorithm != 'sha1':
        url_args['algorithm'] = algorithm.upper()
    if digits is not None and digits != 6:
        url_args['digits'] = digits
    if period is not None and period != 30:
        url_args['period'] = period
    return base_uri.format(otp_type, label, urlencode(url_args).replace('+', '%20'))


def strings_equal(s1, s2):
    """Timing-attack resistant string comparison."""
    s1 = unicodedata.normalize('NFKC', s1)
    s2 = unicodedata.normalize('NFKC', s2)
    return compare_digest(s1.encode('utf-8'), s2.encode('utf-8'))
