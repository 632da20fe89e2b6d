import re


class FormatException(Exception):
    """Exception for cases when something has wrong format"""
    pass


class ExpressionParser(object):
    """Parses a cron expression into its parts: second, minute, hour, day of month,
    month, day of week and year"""

    _expression = ''
    _options = None

    _cron_days = {
        0: 'SUN', 1: 'MON', 2: 'TUE', 3: 'WED', 4: 'THU', 5: 'FRI', 6: 'SAT'
    }

    _cron_months = {
        1: 'JAN', 2: 'FEB', 3: 'MAR', 4: 'APR', 5: 'MAY', 6: 'JUN',
        7: 'JUL', 8: 'AUG', 9: 'SEP', 10: 'OCT', 11: 'NOV', 12: 'DEC'
    }

    def __init__(self, expression, options):
        self._expression = expression
        self._options = options

    def parse(self):
        """Parses the cron expression string

        Returns:
            A 7 part string array, one part for each component of the cron expression
            (seconds, minutes, etc.)
        Raises:
            FormatException: if the expression is empty or has a wrong number of parts
        """
        parsed = ['', '', '', '', '', '', '']

        if self._expression is None or len(self._expression) == 0:
            raise FormatException("Error: Expression is None or empty")

        expression_parts_temp = self._expression.split()
        expression_parts_temp_length = len(expression_parts_temp)
        if expression_parts_temp_length < 5:
            raise FormatException(
                "Error: Expression only has {0} parts.  At least 5 part are required.".format(
                    expression_parts_temp_length))
        elif expression_parts_temp_length == 5:
            # 5 part cron so shift array past seconds element
            for i, expression_part_temp in enumerate(expression_parts_temp):
                parsed[i + 1] = expression_part_temp
        elif expression_parts_temp_length == 6:
            parsed[:6] = expression_parts_temp
        else:
            raise FormatException(
                "Error: Expression has too many parts ({0}).  Expression must not have more than 6 parts.".format(
                    expression_parts_temp_length))

        self.normalize_expression(parsed)
        return parsed

    def normalize_expression(self, expression_parts):
        """Converts cron expression components into consistent, predictable formats."""
        # convert ? to * only for DOM and DOW
        expression_parts[3] = expression_parts[3].replace("?", "*")
        expression_parts[5] = expression_parts[5].replace("?", "*")

        # convert 0/, 1/ to */
        if expression_parts[0].startswith("0/"):
            expression_parts[0] = expression_parts[0].replace("0/", "*/")
        if expression_parts[1].startswith("0/"):
            expression_parts[1] = expression_parts[1].replace("0/", "*/")
        if expression_parts[2].startswith("0/"):
            expression_parts[2] = expression_parts[2].replace("0/", "*/")

        # convert SUN-SAT format to 0-6 format
        for day_number in self._cron_days:
            expression_parts[5] = expression_parts[5].upper().replace(self._cron_days[day_number], str(day_number))

        # convert JAN-DEC format to 1-12 format
        for month_number in self._cron_months:
            expression_parts[4] = expression_parts[4].upper().replace(
                self._cron_months[month_number], str(month_number))

        # convert 0 second to (empty)
        if expression_parts[0] == "0":
            expression_parts[0] = ''

        # Loop through all parts and apply global normalization
        for i, expression_part in enumerate(expression_parts):
            # convert all '*/1' to '*'
            if expression_part == "*/1":
                expression_parts[i] = "*"
            # handle a leading zero padded number like 05
            if re.match(r'^0\d$', expression_parts[i]):
                expression_parts[i] = expression_parts[i][1:]
