"""Implements the hashids algorithm in python. For more information, visit http://hashids.org/"""
from ._util import _hash, _index_from_ratio, _is_uint, _reorder, _split, _unhash

__version__ = '1.3.1'
RATIO_SEPARATORS = 3.5
RATIO_GUARDS = 12


class Hashids(object):
    """Hashes and restores values using the "hashids" algorithm."""
    ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890'

    def __init__(self, salt='', alphabet=ALPHABET):
        separators = ''.join(x for x in 'cfhistuCFHISTU' if x in alphabet)
        alphabet = ''.join(x for i, x in enumerate(alphabet)
                           if alphabet.index(x) == i and x not in separators)
        len_alphabet, len_separators = len(alphabet), len(separators)
        if len_alphabet + len_separators < 16:
            raise ValueError('Alphabet must contain at least 16 unique characters.')
        separators = _reorder(separators, salt)
        min_separators = _index_from_ratio(len_alphabet, RATIO_SEPARATORS)
        number_of_missing_separators = min_separators - len_separators
        if number_of_missing_separators > 0:
            separators += alphabet[:number_of_missing_separators]
            alphabet = alphabet[number_of_missing_separators:]
            len_alphabet = len(alphabet)
        alphabet = _reorder(alphabet, salt)
        num_guards = _index_from_ratio(len_alphabet, RATIO_GUARDS)
        if len_alphabet < 3:
            guards = separators[:num_guards]
            separators = separators[num_guards:]
        else:
            guards = alphabet[:num_guards]
            alphabet = alphabet[num_guards:]
        self._salt, self._alphabet = salt, alphabet
        self._guards, self._separators = guards, separators

    def encode(self, *values):
        """Builds a hash from the passed `values`."""
        if not (values and all(_is_uint(x) for x in values)):
            return ''
        alphabet, salt, separators = self._alphabet, self._salt, self._separators
        len_alphabet = len(alphabet)
        values_hash = sum(x % (i + 100) for i, x in enumerate(values))
        encoded = lottery = alphabet[values_hash % len(alphabet)]
        for i, value in enumerate(values):
            alphabet_salt = (lottery + salt + alphabet)[:len_alphabet]
            alphabet = _reorder(alphabet, alphabet_salt)
            last = _hash(value, alphabet)
            encoded += last
            value %= ord(last[0]) + i
            encoded += separators[value % len(separators)]
        return encoded[:-1]

    def _decode(self, hashid):
        parts = tuple(_split(hashid, self._guards))
        hashid = parts[1] if 2 <= len(parts) <= 3 else parts[0]
        if not hashid:
            return
        lottery_char, hashid = hashid[0], hashid[1:]
        alphabet = self._alphabet
        for part in _split(hashid, self._separators):
            alphabet_salt = (lottery_char + self._salt + alphabet)[:len(alphabet)]
            alphabet = _reorder(alphabet, alphabet_salt)
            yield _unhash(part, alphabet)

    def decode(self, hashid):
        """Restore a tuple of numbers from the passed `hashid`."""
        if not hashid or not isinstance(hashid, str):
            return ()
        try:
            numbers = tuple(self._decode(hashid))
            return numbers if hashid == self.encode(*numbers) else ()
        except ValueError:
            return ()
