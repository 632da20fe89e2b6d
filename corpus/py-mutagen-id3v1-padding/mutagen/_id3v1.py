# Copyright (C) 2005  Michael Urman
#               2006  Lukas Lalinsky
#               2013  Christoph Reiter
# SPDX-License-Identifier: GPL-2.0-or-later

from struct import error as StructError, unpack

from ._frames import TCON, TRCK, TIT2, TPE1, TALB, TDRC, COMM


def find_id3v1(fileobj):
    """Returns a tuple of (id3tag, offset_to_end) or (None, 0)"""
    # id3v1 is always at the end (after apev2)
    extra_read = b"APETAGEX".index(b"TAG")
    old_pos = fileobj.tell()
    fileobj.seek(-128 - extra_read, 2)
    data = fileobj.read(128 + extra_read)
    fileobj.seek(old_pos, 0)
    try:
        idx = data.index(b"TAG")
    except ValueError:
        return (None, 0)
    # if TAG is part of APETAGEX assume this is an APEv2 tag
    if b"APETAGEX" in data and idx == data.index(b"APETAGEX") + extra_read:
        return (None, 0)
    tag = ParseID3v1(data[idx:])
    if tag is None:
        return (None, 0)
    offset = idx - len(data)
    return (tag, offset)


def ParseID3v1(data):
    """Parse an ID3v1 tag, returning a {frame_name: frame} dict of ID3v2.4 frames or None."""
    if 128 < len(data) or len(data) < 124:
        return None

    # Issue #69 - Previous versions of Mutagen, when encountering
    # out-of-spec TDRC and TYER frames of less than four characters,
    # wrote only the characters available - e.g. "1" or "" - into the
    # year field. To parse those, reduce the size of the year field.
    # Amazingly, "0s" works as a struct format string.
    unpack_fmt = "3s30s30s30s%ds29sBB" % (len(data) - 124)
    try:
        tag, title, artist, album, year, comment, track, genre = unpack(unpack_fmt, data)
    except StructError:
        return None
    if tag != b"TAG":
        return None

    def fix(data):
        return data.split(b"\x00")[0].decode('latin1')

    title, artist, album, year, comment = map(fix, [title, artist, album, year, comment])

    frames = {}
    if title:
        frames["TIT2"] = TIT2(encoding=0, text=title)
    if artist:
        frames["TPE1"] = TPE1(encoding=0, text=[artist])
    if album:
        frames["TALB"] = TALB(encoding=0, text=album)
    if year:
        frames["TDRC"] = TDRC(encoding=0, text=year)
    if comment:
        frames["COMM"] = COMM(encoding=0, lang="eng", desc="ID3v1 Comment", text=comment)
    # Don't read a track number if it looks like the comment was
    # padded with spaces instead of nulls (thanks, WinAmp).
    if track and ((track != 32) or (data[-3] == b'\x00'[0])):
        frames["TRCK"] = TRCK(encoding=0, text=str(track))
    if genre != 255:
        frames["TCON"] = TCON(encoding=0, text=str(genre))
    return frames


def MakeID3v1(id3):
    """Return an ID3v1.1 tag string from a dict of ID3v2.4 frames."""
    v1 = {}
    for v2id, name in {"TIT2": "title", "TPE1": "artist", "TALB": "album"}.items():
        text = id3[v2id].text[0].encode('latin1', 'replace')[:30] if v2id in id3 else b""
        v1[name] = text + (b"\x00" * (30 - len(text)))

    cmnt = id3["COMM"].text[0].encode('latin1', 'replace')[:28] if "COMM" in id3 else b""
    v1["comment"] = cmnt + (b"\x00" * (29 - len(cmnt)))

    try:
        v1["track"] = bytes([+id3["TRCK"]]) if "TRCK" in id3 else b"\x00"
    except ValueError:
        v1["track"] = b"\x00"

    genres = id3["TCON"].genres if "TCON" in id3 else []
    v1["genre"] = bytes([TCON.GENRES.index(genres[0])]) if genres and genres[0] in TCON.GENRES else b"\xff"

    year = str(id3["TDRC"]).encode('ascii') if "TDRC" in id3 else b""
    v1["year"] = (year + b"\x00\x00\x00\x00")[:4]

    return (b"TAG" + v1["title"] + v1["artist"] + v1["album"] + v1["year"]
            + v1["comment"] + v1["track"] + v1["genre"])
