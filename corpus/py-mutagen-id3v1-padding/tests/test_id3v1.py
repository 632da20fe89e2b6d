import io
import unittest

from mutagen._frames import COMM, TALB, TCON, TDRC, TIT2, TPE1, TRCK
from mutagen._id3v1 import MakeID3v1, ParseID3v1, find_id3v1


def field(text, size, pad=b"\x00"):
    return text.ljust(size, pad)


def raw_tag(title=b"", artist=b"", album=b"", year=b"", comment=b"", track=0, genre=255, pad=b"\x00"):
    return (b"TAG" + field(title, 30, pad) + field(artist, 30, pad) + field(album, 30, pad)
            + field(year, 4, pad) + field(comment, 29, pad) + bytes([track, genre]))


class TestParseID3v1(unittest.TestCase):

    def test_null_padded_fields(self):
        frames = ParseID3v1(raw_tag(b"Title", b"Artist", b"Album", b"2004", b"Comment", 7, 17))
        self.assertEqual(frames["TIT2"], "Title")
        self.assertEqual(frames["TPE1"], "Artist")
        self.assertEqual(frames["TALB"], "Album")
        self.assertEqual(frames["TDRC"], "2004")
        self.assertEqual(frames["COMM"], "Comment")
        self.assertEqual(+frames["TRCK"], 7)
        self.assertEqual(frames["TCON"].genres, ["Rock"])

    def test_space_padded_fields(self):
        frames = ParseID3v1(raw_tag(b"Title", b"Artist", b"Album", b"1999", pad=b" "))
        self.assertEqual(frames["TIT2"], "Title")
        self.assertEqual(frames["TPE1"], "Artist")
        self.assertEqual(frames["TALB"], "Album")

    def test_winamp_space_padded_comment(self):
        data = raw_tag(b"Title", comment=b"great song", pad=b" ")[:-2] + b" \xff"
        frames = ParseID3v1(data)
        self.assertNotIn("TRCK", frames)
        self.assertEqual(frames["COMM"], "great song")

    def test_short_year_field(self):
        frames = ParseID3v1(b"TAG" + b"\x00" * 90 + b"1" + b"\x00" * 29 + b"\x00\xff")
        self.assertEqual(frames["TDRC"], "1")
        self.assertIsNone(ParseID3v1(b"TAG" + b"\x00" * 100))

    def test_latin1_and_unknown_genre(self):
        frames = ParseID3v1(raw_tag("Caf\xe9".encode("latin1"), genre=200))
        self.assertEqual(frames["TIT2"], "Caf\xe9")
        self.assertEqual(frames["TCON"].genres, ["Unknown"])


class TestFindAndMake(unittest.TestCase):

    def test_find_id3v1(self):
        fileobj = io.BytesIO(b"\xff\xfb" * 300 + raw_tag(b"Song", track=3))
        frames, offset = find_id3v1(fileobj)
        self.assertEqual(offset, -128)
        self.assertEqual(frames["TIT2"], "Song")
        self.assertEqual(find_id3v1(io.BytesIO(b"\xff\xfb" * 300)), (None, 0))

    def test_make_roundtrip(self):
        tags = {"TIT2": TIT2(text="A title that is longer than thirty characters"),
                "TPE1": TPE1(text="Band"), "TALB": TALB(text="Record"), "TDRC": TDRC(text="2010"),
                "COMM": COMM(text="Nice"), "TRCK": TRCK(text="4/12"), "TCON": TCON(text="Jazz")}
        data = MakeID3v1(tags)
        self.assertEqual(len(data), 128)
        frames = ParseID3v1(data)
        self.assertEqual(frames["TIT2"], "A title that is longer than th")
        self.assertEqual(+frames["TRCK"], 4)
        self.assertEqual(frames["TCON"].genres, ["Jazz"])
        self.assertEqual(MakeID3v1({})[-2:], b"\x00\xff")


if __name__ == "__main__":
    unittest.main()
