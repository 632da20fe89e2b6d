import unittest

from cron_descriptor import ExpressionDescriptor, Options, DescriptionTypeEnum, FormatException, get_description


class TestFormats(unittest.TestCase):

    def setUp(self):
        self.options = Options()

    def test_every_minute(self):
        self.assertEqual("Every minute", get_description("* * * * *"))

    def test_every_5_minutes(self):
        self.assertEqual("Every 5 minutes", get_description("*/5 * * * *"))
        self.assertEqual("Every 5 minutes", get_description("0/5 * * * *"))

    def test_time_of_day_certain_days_of_week(self):
        self.assertEqual("At 11:30 PM, Monday through Friday", get_description("30 23 * * MON-FRI"))

    def test_daily_at_time(self):
        self.assertEqual("At 11:30 AM", get_description("30 11 * * *"))

    def test_midnight(self):
        self.assertEqual("At 12:00 AM", get_description("0 0 * * *"))

    def test_noon(self):
        self.assertEqual("At 12:00 PM", get_description("0 12 * * *"))

    def test_minute_span(self):
        self.assertEqual("Every minute between 12:00 PM and 12:10 PM", get_description("0-10 12 * * *"))

    def test_multiple_times_of_day(self):
        self.assertEqual("At 06:30 AM, 02:30 PM and 04:30 PM", get_description("30 6,14,16 * * *"))

    def test_hour_range(self):
        self.assertEqual("Every minute, between 09:00 AM and 05:59 PM", get_description("* 9-17 * * *"))

    def test_24_hour_format(self):
        self.options.use_24hour_time_format = True
        descriptor = ExpressionDescriptor("0 12 * * SUN", self.options)
        self.assertEqual("At 12:00, only on Sunday", descriptor.get_description())

    def test_day_of_week_description(self):
        descriptor = ExpressionDescriptor("0 8 * * 1,3,5", self.options)
        self.assertEqual(", only on Monday, Wednesday, Friday",
                         descriptor.get_description(DescriptionTypeEnum.DAYOFWEEK))

    def test_too_few_parts(self):
        self.assertRaises(FormatException, get_description, "* * *")


if __name__ == "__main__":
    unittest.main()
