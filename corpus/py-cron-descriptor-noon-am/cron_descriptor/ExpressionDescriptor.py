import calendar

from .ExpressionParser import ExpressionParser


class DescriptionTypeEnum(object):
    FULL = 1
    TIMEOFDAY = 2
    MINUTES = 3
    HOURS = 4
    DAYOFWEEK = 5


class Options(object):
    """Options for parsing and describing a Cron Expression"""

    def __init__(self):
        self.throw_exception_on_parse_error = True
        self.verbose = False
        self.day_of_week_start_index_zero = True
        self.use_24hour_time_format = False


class ExpressionDescriptor(object):
    """Converts a Cron Expression into a human readable string"""

    _special_characters = ['/', '-', ',', '*']

    def __init__(self, expression, options=None, **kwargs):
        if options is None:
            options = Options()
        self._expression = expression
        self._options = options
        self._expression_parts = []

        # if kwargs in _options, overwrite it, if not raise exception
        for kwarg in kwargs:
            if hasattr(self._options, kwarg):
                setattr(self._options, kwarg, kwargs[kwarg])
            else:
                raise WrongArgumentException("Unknown {} configuration argument".format(kwarg))

        parser = ExpressionParser(self._expression, self._options)
        self._expression_parts = parser.parse()

    def get_description(self, description_type=DescriptionTypeEnum.FULL):
        """Generates a humanreadable string for the Cron Expression"""
        choices = {
            DescriptionTypeEnum.FULL: self.get_full_description,
            DescriptionTypeEnum.TIMEOFDAY: self.get_time_of_day_description,
            DescriptionTypeEnum.HOURS: self.get_hours_description,
            DescriptionTypeEnum.MINUTES: self.get_minutes_description,
            DescriptionTypeEnum.DAYOFWEEK: self.get_day_of_week_description,
        }
        return choices.get(description_type, self.get_full_description)()

    def get_full_description(self):
        time_segment = self.get_time_of_day_description()
        day_of_week_desc = self.get_day_of_week_description()
        return "{0}{1}".format(time_segment, day_of_week_desc)

    def get_time_of_day_description(self):
        """Generates a description for only the TIMEOFDAY portion of the expression"""
        minute_expression = self._expression_parts[1]
        hour_expression = self._expression_parts[2]

        if any(exp in minute_expression for exp in self._special_characters) is False and \
                any(exp in hour_expression for exp in self._special_characters) is False:
            # specific time of day (i.e. 10 14)
            return "At " + self.format_time(hour_expression, minute_expression)
        elif "-" in minute_expression and "," not in minute_expression and \
                any(exp in hour_expression for exp in self._special_characters) is False:
            # minute range in single hour (i.e. 0-10 11)
            minute_parts = minute_expression.split('-')
            return "Every minute between {0} and {1}".format(
                self.format_time(hour_expression, minute_parts[0]),
                self.format_time(hour_expression, minute_parts[1]))
        elif "," in hour_expression and "-" not in hour_expression and \
                any(exp in minute_expression for exp in self._special_characters) is False:
            # hours list with single minute (i.e. 30 6,14,16)
            hour_parts = hour_expression.split(',')
            description = "At"
            for i, hour_part in enumerate(hour_parts):
                description += " " + self.format_time(hour_part, minute_expression)
                if i < (len(hour_parts) - 2):
                    description += ","
                if i == len(hour_parts) - 2:
                    description += " and"
            return description

        # default time description
        minutes_description = self.get_minutes_description()
        hours_description = self.get_hours_description()
        description = minutes_description
        if description and hours_description:
            description += ", "
        return description + hours_description

    def get_minutes_description(self):
        """Generates a description for only the MINUTE portion of the expression"""
        minute_expression = self._expression_parts[1]
        if minute_expression == "*":
            return "Every minute"
        if minute_expression.startswith("*/"):
            return "Every {0} minutes".format(minute_expression[2:])
        if "-" in minute_expression:
            start, end = minute_expression.split("-")
            return "Minutes {0} through {1} past the hour".format(start, end)
        if "," in minute_expression:
            return "At {0} minutes past the hour".format(minute_expression.replace(",", " and "))
        return "At {0} minutes past the hour".format(minute_expression)

    def get_hours_description(self):
        """Generates a description for only the HOUR portion of the expression"""
        expression = self._expression_parts[2]
        if expression == "*":
            return ""
        if expression.startswith("*/"):
            return "every {0} hours".format(expression[2:])
        if "-" in expression:
            start, end = expression.split("-")
            return "between {0} and {1}".format(self.format_time(start, "0"), self.format_time(end, "59"))
        return "at " + ", ".join(self.format_time(h, "0") for h in expression.split(","))

    def get_day_of_week_description(self):
        """Generates a description for only the DAYOFWEEK portion of the expression"""
        expression = self._expression_parts[5]
        if expression == "*":
            return ""

        def get_day_name(s):
            return ExpressionDescriptor.number_to_day(int(s))

        if "-" in expression:
            start, end = expression.split("-")
            return ", {0} through {1}".format(get_day_name(start), get_day_name(end))
        return ", only on " + ", ".join(get_day_name(d) for d in expression.split(","))

    def format_time(self, hour_expression, minute_expression, second_expression=''):
        """Given time parts, will construct a formatted time description"""
        hour = int(hour_expression)
        period = ''
        if self._options.use_24hour_time_format is False:
            period = "PM" if (hour > 12) else "AM"
            if period:
                # add preceding space
                period = " " + period

            if hour > 12:
                hour -= 12

            if hour == 0:
                hour = 12

        minute = str(int(minute_expression))  # Removes leading zero if any
        second = ''
        if second_expression is not None and second_expression:
            second = "{}{}".format(":", str(int(second_expression)).zfill(2))

        return "{0}:{1}{2}{3}".format(str(hour).zfill(2), minute.zfill(2), second, period)

    @staticmethod
    def number_to_day(day_number):
        """Returns localized day name by its CRON number"""
        return [
            calendar.day_name[6],
            calendar.day_name[0],
            calendar.day_name[1],
            calendar.day_name[2],
            calendar.day_name[3],
            calendar.day_name[4],
            calendar.day_name[5],
            calendar.day_name[6],
        ][day_number]

    def __str__(self):
        return self.get_description()

    def __repr__(self):
        return self.get_description()


class WrongArgumentException(Exception):
    """Exception for cases when a wrong configuration argument is passed"""
    pass


def get_description(expression, options=None):
    """Generates a human readable string for the Cron Expression"""
    descripter = ExpressionDescriptor(expression, options)
    return descripter.get_description(DescriptionTypeEnum.FULL)
