"""Reference tests for segwit adresses (BIP 173 / BIP 350 vectors)."""
import binascii
import unittest

from bech32 import Encoding, bech32_decode, decode, encode


def segwit_scriptpubkey(witver, witprog):
    """Construct a Segwit scriptPubKey for a given witness program."""
    return bytes([witver + 0x50 if witver else 0, len(witprog)] + witprog)


VALID_BECH32 = [
    "A12UEL5L",
    "a12uel5l",
    "an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs",
    "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
    "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w",
    "?1ezyfcl",
]

VALID_BECH32M = [
    "A1LQFN3A",
    "a1lqfn3a",
    "abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx",
    "split1checkupstagehandshakeupstreamerranterredcaperredlc445v",
    "?1v759aa",
]

INVALID_CHECKSUM = [
    " 1nwldj5",
    "\x7f1axkwrx",
    "pzry9x0s0muk",
    "1pzry9x0s0muk",
    "x1b4n0q5v",
    "li1dgmt3",
    "A1G7SGD8",
    "10a06t8",
    "1qzzfhee",
]

VALID_ADDRESS = [
    ["BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "0014751e76e8199196d454941c45d1b3a323f1433bd6"],
    ["tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
     "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262"],
    ["BC1SW50QGDZ25J", "6002751e"],
    ["bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "5210751e76e8199196d454941c45d1b3a323"],
    ["tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
     "5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433"],
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
     "512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"],
]

INVALID_ADDRESS = [
    "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf",
    "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j",
    "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du",
    "bc1gmk9yu",
    "bc1qr508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
]


def decode_any(address):
    witver, witprog = decode("bc", address)
    if witver is None:
        witver, witprog = decode("tb", address)
    return witver, witprog


class TestSegwitAddress(unittest.TestCase):
    def test_valid_checksum(self):
        for test in VALID_BECH32:
            hrp, _, spec = bech32_decode(test)
            self.assertIsNotNone(hrp, test)
            self.assertEqual(spec, Encoding.BECH32)
        for test in VALID_BECH32M:
            hrp, _, spec = bech32_decode(test)
            self.assertIsNotNone(hrp, test)
            self.assertEqual(spec, Encoding.BECH32M)

    def test_invalid_checksum(self):
        for test in INVALID_CHECKSUM:
            hrp, _, _ = bech32_decode(test)
            self.assertIsNone(hrp, test)

    def test_valid_address(self):
        for address, hexscript in VALID_ADDRESS:
            witver, witprog = decode_any(address)
            self.assertIsNotNone(witver, address)
            scriptpubkey = segwit_scriptpubkey(witver, witprog)
            self.assertEqual(scriptpubkey, binascii.unhexlify(hexscript))

    def test_encode_round_trip(self):
        for address, _ in VALID_ADDRESS:
            hrp = address[:2].lower()
            witver, witprog = decode(hrp, address)
            self.assertEqual(encode(hrp, witver, witprog), address.lower())

    def test_invalid_address(self):
        for test in INVALID_ADDRESS:
            self.assertEqual(decode_any(test), (None, None), test)

    def test_excess_zero_padding_rejected(self):
        # a v0 program followed by one more all-zero 5-bit group, with a good checksum
        address = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kqkhhp9x"
        self.assertEqual(bech32_decode(address)[0], "bc")
        self.assertEqual(decode("bc", address), (None, None))

    def test_invalid_address_enc(self):
        self.assertIsNone(encode("bc", 0, [0] * 21))
        self.assertIsNone(encode("bc", 17, [0] * 32))
        self.assertIsNone(encode("bc", 1, [0] * 41))

    def test_wrong_hrp(self):
        address = "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"
        self.assertEqual(decode("tb", address), (None, None))


if __name__ == '__main__':
    unittest.main()
