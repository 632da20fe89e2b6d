"""MEID (Mobile Equipment Identifier).

The Mobile Equipment Identifier is used to identify a physical piece of
CDMA mobile station equipment.
"""
from stdnum import luhn
from stdnum.exceptions import InvalidChecksum, InvalidComponent, InvalidFormat, InvalidLength
from stdnum.util import clean, isdigits

_hex_alphabet = '0123456789ABCDEF'


def _cleanup(number):
    """Remove any grouping information from the number and removes surrounding
    whitespace."""
    return clean(number, ' -').strip().upper()


def _parse(number):
    number = _cleanup(number)
    if len(number) in (14, 15):
        # 14 or 15 digit hex representation
        if not all(x in _hex_alphabet for x in number):
            raise InvalidFormat()
        return number[0:14], number[14:]
    elif len(number) in (18, 19):
        # 18-digit decimal representation
        if not isdigits(number):
            raise InvalidFormat()
        return number[0:18], number[18:]
    raise InvalidLength()


def calc_check_digit(number):
    """Calculate the check digit for the number. The number should not
    already have a check digit."""
    # both the 18-digit decimal format and the 14-digit hex format
    # containing only decimal digits should use the decimal Luhn check
    if isdigits(number):
        return luhn.calc_check_digit(number)
    return luhn.calc_check_digit(number, alphabet=_hex_alphabet)


def validate(number, strip_check_digit=True):
    """Check if the number is a valid MEID number. This converts the
    representation format of the number (if it is decimal it is not converted
    to hexadecimal)."""
    nocd, cd = _parse(number)
    if cd and calc_check_digit(nocd) != cd:
        raise InvalidChecksum()
    if len(nocd) == 18:
        # convert to hex
        manufacturer_code, serial_num = int(nocd[0:10]), int(nocd[10:18])
        if manufacturer_code.bit_length() > 32 or serial_num.bit_length() > 24:
            raise InvalidComponent()
        nocd = '%08X%06X' % (manufacturer_code, serial_num)
        cd = calc_check_digit(nocd) if cd else ''
    return nocd if strip_check_digit else nocd + cd


def is_valid(number):
    """Check if the number is a valid MEID number."""
    try:
        return bool(validate(number))
    except ValueError:
        return False


def format(number, separator=' ', format=None, add_check_digit=False):
    """Reformat the number to the standard presentation format. The format
    can be specified as either 'hex' or 'dec'."""
    number, cd = _parse(number)
    if format == 'dec' and len(number) == 14:
        number = '%010d%08d' % (int(number[0:8], 16), int(number[8:14], 16))
        cd = calc_check_digit(number) if cd else ''
    elif format == 'hex' and len(number) == 18:
        number = '%08X%06X' % (int(number[0:10]), int(number[10:18]))
        cd = calc_check_digit(number) if cd else ''
    if add_check_digit and not cd:
        cd = calc_check_digit(number)
    if len(number) == 14:
        number = [number[i * 2:i * 2 + 2] for i in range(7)] + [cd]
    else:
        number = (number[:5], number[5:10], number[10:14], number[14:18], cd)
    return separator.join(x for x in number if x)
