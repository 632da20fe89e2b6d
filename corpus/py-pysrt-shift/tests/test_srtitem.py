import unittest

from pysrt import SubRipItem, SubRipTime


class TestSubRipTime(unittest.TestCase):
    def test_from_string(self):
        self.assertEqual(SubRipTime.from_string('01:02:03,004'), SubRipTime(1, 2, 3, 4))
        self.assertEqual(SubRipTime.from_string('00:00:01.500').ordinal, 1500)
        self.assertRaises(ValueError, SubRipTime.from_string, '1:2')

    def test_descriptors(self):
        t = SubRipTime(1, 2, 3, 4)
        self.assertEqual((t.hours, t.minutes, t.seconds, t.milliseconds), (1, 2, 3, 4))
        t.minutes = 59
        self.assertEqual(str(t), '01:59:03,004')

    def test_shift(self):
        t = SubRipTime(0, 0, 10)
        t.shift(seconds=-4, milliseconds=250)
        self.assertEqual(str(t), '00:00:06,250')


class TestSubRipItem(unittest.TestCase):
    SOURCE = '1\n00:00:01,500 --> 00:00:04,000\nHello\nWorld\n'

    def test_round_trip(self):
        item = SubRipItem.from_string(self.SOURCE)
        self.assertEqual(item.text, 'Hello\nWorld')
        self.assertEqual(str(item), self.SOURCE)

    def test_duration(self):
        item = SubRipItem.from_string(self.SOURCE)
        self.assertEqual(item.duration, SubRipTime(0, 0, 2, 500))

    def test_shift_forward(self):
        item = SubRipItem.from_string(self.SOURCE)
        item.shift(minutes=1)
        self.assertEqual(str(item), '1\n00:01:01,500 --> 00:01:04,000\nHello\nWorld\n')

    def test_shift_before_start_of_video(self):
        item = SubRipItem.from_string(self.SOURCE)
        item.shift(seconds=-3)
        self.assertEqual(str(item), '1\n00:00:00,000 --> 00:00:01,000\nHello\nWorld\n')


if __name__ == '__main__':
    unittest.main()
