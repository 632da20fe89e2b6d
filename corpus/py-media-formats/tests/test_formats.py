import unittest

from extractor.formats import extract_formats
from extractor.utils import determine_ext


class ExtractFormatsTest(unittest.TestCase):
    def test_formats_sorted_by_quality(self):
        config = {"sources": [
            {"src": "https://cdn.example.tv/v/81/1080.mp4?token=x", "label": "1080p", "bitrate": "4500000"},
            {"src": "https://cdn.example.tv/v/81/360.webm", "label": "640x360", "bitrate": "800000"},
            {"src": "", "label": "broken"},
        ]}
        formats = extract_formats(config)
        self.assertEqual([f["format_id"] for f in formats], ["640x360", "1080p"])
        self.assertEqual([f["ext"] for f in formats], ["webm", "mp4"])
        self.assertEqual(formats[0]["width"], 640)
        self.assertEqual(formats[1]["tbr"], 4500)

    def test_hls_manifest_uses_native_downloader(self):
        config = {"sources": [{"src": "https://cdn.example.tv/hls/81/master.m3u8?hdnea=st=1"}]}
        (fmt,) = extract_formats(config)
        self.assertEqual(fmt["ext"], "m3u8")
        self.assertEqual(fmt.get("protocol"), "m3u8_native")
        self.assertEqual(fmt["format_id"], "master.m3u8")

    def test_explicit_ext_wins(self):
        config = {"sources": [{"src": "https://cdn.example.tv/play?id=81", "ext": "flv", "label": "SD"}]}
        (fmt,) = extract_formats(config)
        self.assertEqual(fmt["ext"], "flv")
        self.assertEqual(fmt["format_id"], "SD")

    def test_determine_ext_without_extension(self):
        self.assertEqual(determine_ext("https://cdn.example.tv/stream/live"), "unknown_video")
        self.assertEqual(determine_ext(None, "mp4"), "mp4")


if __name__ == "__main__":
    unittest.main()
