"""
Test crontab ranges and slices.
"""
import unittest

from crontab import CronItem


class RangeTestCase(unittest.TestCase):
    """Test range and slice rendering"""
    def setUp(self):
        self.job = CronItem('/usr/bin/backup.sh', comment='backup')

    def test_01_every(self):
        self.job.minute.every(15)
        self.assertEqual(self.job.render(), '*/15 * * * * /usr/bin/backup.sh # backup')

    def test_02_on(self):
        self.job.minute.on(5)
        self.job.hour.on(3, 4)
        self.assertEqual(str(self.job.minute), '5')
        self.assertEqual(str(self.job.hour), '3,4')

    def test_03_setall_simple(self):
        self.job.setall('30 2 1 * *')
        self.assertEqual(self.job.render(), '30 2 1 * * /usr/bin/backup.sh # backup')
        self.job.setall('@daily')
        self.assertEqual(str(self.job.hour), '0')

    def test_04_setall_ranges(self):
        self.job.setall('0 9-17 * * 1-5')
        self.assertEqual(self.job.render(), '0 9-17 * * 1-5 /usr/bin/backup.sh # backup')

    def test_05_named_ranges(self):
        self.job.setall('0 3 * JAN-MAR MON-FRI')
        self.assertEqual(str(self.job.month), 'JAN-MAR')
        self.assertEqual(str(self.job.dow), 'MON-FRI')

    def test_06_step_over_full_range(self):
        self.job.setall('*/10 */2 * * *')
        self.assertEqual(str(self.job.minute), '*/10')
        self.assertEqual(str(self.job.hour), '*/2')

    def test_07_invalid_values(self):
        self.assertRaises(ValueError, self.job.setall, '61 * * * *')
        self.assertRaises(ValueError, self.job.setall, '* * 0 * *')
        self.assertRaises(KeyError, self.job.hour.on, 'noon')
        self.assertRaises(ValueError, self.job.setall, '* * *')

    def test_08_disabled(self):
        self.job.enable(False)
        self.assertEqual(self.job.render(), '# * * * * * /usr/bin/backup.sh # backup')


if __name__ == '__main__':
    unittest.main()
