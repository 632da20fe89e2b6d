"""Building Python values from resolved plain scalars."""


class ConstructorError(ValueError):
    pass


class SafeConstructor:
    bool_values = {
        'yes': True, 'no': False,
        'true': True, 'false': False,
        'on': True, 'off': False,
    }

    def construct_yaml_null(self, value):
        return None

    def construct_yaml_bool(self, value):
        return self.bool_values[value.lower()]

    def construct_yaml_int(self, value):
        value = value.replace('_', '')
        sign = +1
        if value[0] == '-':
            sign = -1
        if value[0] == '+':
            value = value[1:]
        if value == '0':
            return 0
        elif value.startswith('0b'):
            return sign*int(value[2:], 2)
        elif value.startswith('0x'):
            return sign*int(value[2:], 16)
        elif value[0] == '0':
            return sign*int(value, 8)
        elif ':' in value:
            digits = [int(part) for part in value.split(':')]
            digits.reverse()
            base = 1
            value = 0
            for digit in digits:
                value += digit*base
                base *= 60
            return sign*value
        else:
            return sign*int(value)

    def construct_yaml_float(self, value):
        value = value.replace('_', '').lower()
        sign = +1
        if value[0] == '-':
            sign = -1
        if value[0] in '+-':
            value = value[1:]
        if value == '.inf':
            return sign*float('inf')
        elif value == '.nan':
            return float('nan')
        return sign*float(value)

    def construct_yaml_str(self, value):
        return value
