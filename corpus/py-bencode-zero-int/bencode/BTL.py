"""bencode.py - exceptions."""


class BTFailure(Exception):
    """BitTorrent Exception."""


class BencodeDecodeError(BTFailure):
    """Bencode decode error."""
