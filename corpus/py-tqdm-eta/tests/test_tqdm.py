import unittest

from tqdm import tqdm

format_meter = tqdm.format_meter


class TestFormat(unittest.TestCase):
    def test_format_interval(self):
        format_interval = tqdm.format_interval
        self.assertEqual(format_interval(60), '01:00')
        self.assertEqual(format_interval(6160), '1:42:40')
        self.assertEqual(format_interval(238113), '66:08:33')

    def test_format_sizeof(self):
        format_sizeof = tqdm.format_sizeof
        self.assertEqual(format_sizeof(1), '1.00')
        self.assertEqual(format_sizeof(99), '99.0')
        self.assertEqual(format_sizeof(9999), '10.0k')
        self.assertEqual(format_sizeof(1024, 'B', 1024), '1.00kB')
        self.assertEqual(format_sizeof(-1500), '-1.50k')

    def test_format_meter_no_total(self):
        self.assertEqual(format_meter(0, 1000, 13), '  0%|          | 0/1000 [00:13<?, ?it/s]')
        self.assertEqual(format_meter(231, None, 10), '231it [00:10, 23.10it/s]')
        self.assertEqual(format_meter(1200, 1000, 10), '1200it [00:10, 120.00it/s]')

    def test_format_meter(self):
        self.assertEqual(
            format_meter(231, 1000, 392),
            ' 23%|##3       | 231/1000 [06:32<21:44,  0.59it/s]')
        self.assertEqual(
            format_meter(10000, 1000, 13),
            '10000it [00:13, 769.23it/s]')

    def test_format_meter_ncols_and_prefix(self):
        self.assertEqual(
            format_meter(20, 100, 12, ncols=0, prefix='desc'),
            'desc:  20% 20/100 [00:12<00:48,  1.67it/s]')

    def test_format_meter_unit_scale(self):
        self.assertEqual(
            format_meter(100000, 1000000, 10, unit_scale=True, unit='B', postfix='hi'),
            ' 10%|#         | 100k/1.00M [00:10<01:30, 10.0kB/s, hi]')


if __name__ == '__main__':
    unittest.main()
