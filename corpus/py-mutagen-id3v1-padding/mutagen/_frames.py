# Copyright (C) 2005  Michael Urman
# SPDX-License-Identifier: GPL-2.0-or-later


class Frame(object):
    """Fundamental unit of ID3 data."""

    def __init__(self, encoding=0, text=None, **kwargs):
        self.encoding = encoding
        self.text = [text] if isinstance(text, str) else list(text or [])
        for key, value in kwargs.items():
            setattr(self, key, value)

    @property
    def FrameID(self):
        return type(self).__name__

    def __str__(self):
        return u"\u0000".join(self.text)

    def __eq__(self, other):
        return str(self) == other

    __hash__ = object.__hash__

    def __repr__(self):
        return "%s(encoding=%d, text=%r)" % (self.FrameID, self.encoding, self.text)


class TextFrame(Frame):
    """Text strings."""


class NumericPartTextFrame(TextFrame):
    """Multivalue numerical parts, like track numbers: '4/15'; +frame is the first part."""

    def __pos__(self):
        return int(self.text[0].split("/")[0])


class TIT2(TextFrame):
    "Title"


class TPE1(TextFrame):
    "Lead Artist/Performer/Soloist/Group"


class TALB(TextFrame):
    "Album"


class TDRC(TextFrame):
    "Recording Time"


class TRCK(NumericPartTextFrame):
    "Track Number"


class COMM(TextFrame):
    "User comment"


class TCON(TextFrame):
    """Content type (Genre)"""

    GENRES = [
        u"Blues", u"Classic Rock", u"Country", u"Dance", u"Disco", u"Funk", u"Grunge",
        u"Hip-Hop", u"Jazz", u"Metal", u"New Age", u"Oldies", u"Other", u"Pop", u"R&B",
        u"Rap", u"Reggae", u"Rock", u"Techno", u"Industrial", u"Alternative", u"Ska",
    ]

    @property
    def genres(self):
        """A list of genres parsed from the raw text data ('17' is 'Rock')."""
        genres = []
        for value in self.text:
            if value.isdigit():
                number = int(value)
                genres.append(self.GENRES[number] if number < len(self.GENRES) else u"Unknown")
            elif value:
                genres.append(value)
        return genres
