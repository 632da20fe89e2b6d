import io
import unittest

import webvtt
from webvtt import Caption, MalformedCaptionError, MalformedFileError


SAMPLE = """WEBVTT

00:00:00.500 --> 00:00:07.000
Caption text #1

00:00:07.000 --> 00:00:11.890
Caption text #2 line 1
Caption text #2 line 2

00:00:11.890 --> 00:00:16.320
Caption text #3
"""

CUE_TAGS = """WEBVTT

1
00:00:16.500 --> 00:00:18.500
<v Roger Bingham>When the moon <00:00:17.500>hits your eye

2
00:00:18.500 --> 00:00:20.500
<i>Like a</i> <b>big-a pizza pie</b>

3
00:00:20.500 --> 00:00:21.500
<c.yellow>That's amore</c>
"""


def read(text):
    return webvtt.read_buffer(io.StringIO(text))


class WebVTTTestCase(unittest.TestCase):

    def test_read_captions(self):
        vtt = read(SAMPLE)
        self.assertEqual(len(vtt.captions), 3)
        self.assertEqual(vtt.captions[0].start, '00:00:00.500')
        self.assertEqual(vtt.captions[0].end, '00:00:07.000')
        self.assertEqual(vtt.captions[1].lines, ['Caption text #2 line 1', 'Caption text #2 line 2'])
        self.assertEqual(vtt.captions[2].text, 'Caption text #3')
        self.assertEqual(vtt.total_length, 16)

    def test_caption_identifiers(self):
        vtt = read(CUE_TAGS)
        self.assertEqual([c.identifier for c in vtt.captions], ['1', '2', '3'])
        self.assertEqual(vtt.captions[2].start, '00:00:20.500')

    def test_cue_tags_removed_from_text(self):
        vtt = read(CUE_TAGS)
        self.assertEqual(vtt.captions[0].text, 'When the moon hits your eye')
        self.assertEqual(vtt.captions[1].text, 'Like a big-a pizza pie')
        self.assertEqual(vtt.captions[2].text, "That's amore")

    def test_raw_text_keeps_cue_tags(self):
        vtt = read(CUE_TAGS)
        self.assertEqual(vtt.captions[1].raw_text, '<i>Like a</i> <b>big-a pizza pie</b>')
        self.assertEqual(vtt.captions[2].raw_text, "<c.yellow>That's amore</c>")

    def test_caption_text_from_string(self):
        caption = Caption('00:00:01.000', '00:00:02.500', 'Hello\n<b>World</b>')
        self.assertEqual(caption.lines, ['Hello', '<b>World</b>'])
        self.assertEqual(caption.text, 'Hello\nWorld')
        self.assertEqual(Caption(text='plain').text, 'plain')

    def test_timestamps(self):
        caption = Caption('01:14.815', '1:02:03.004')
        self.assertEqual(caption.start, '00:01:14.815')
        self.assertEqual(caption.end, '01:02:03.004')
        caption.end = '00:00:03,500'
        self.assertEqual(caption.end, '00:00:03.500')
        with self.assertRaises(MalformedCaptionError):
            Caption('00.00.01', '00:00:02.000')

    def test_malformed_file(self):
        with self.assertRaises(MalformedFileError):
            read('')
        with self.assertRaises(MalformedFileError):
            read('00:00:00.500 --> 00:00:07.000\nCaption text #1\n')
        with self.assertRaises(MalformedCaptionError):
            read('WEBVTT\n\n00:00:00.500 --> 00:00:07.000\n00:00:01.000 --> 00:00:02.000\ntext\n')


if __name__ == '__main__':
    unittest.main()
