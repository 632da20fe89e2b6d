from hashlib import sha256

from .alphabets import BITCOIN_ALPHABET, scrub_input
from .codec import b58decode, b58encode


def b58encode_check(v, alphabet=BITCOIN_ALPHABET):
    """
    Encode a string using Base58 with a 4 character checksum
    """
    v = scrub_input(v)

    digest = sha256(sha256(v).digest()).digest()
    return b58encode(v + digest[:4], alphabet=alphabet)


def b58decode_check(v, alphabet=BITCOIN_ALPHABET):
    '''Decode and verify the checksum of a Base58 encoded string'''

    result = b58decode(v, alphabet=alphabet)
    result, check = result[:-4], result[-4:]
    digest = sha256(sha256(result).digest()).digest()

    if check != digest[:4]:
        raise ValueError("Invalid checksum")

    return result
