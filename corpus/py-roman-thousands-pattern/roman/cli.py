import argparse

from .convert import fromRoman, toRoman


def parse_args(argv=None):
    parser = argparse.ArgumentParser(
        prog='roman',
        description='convert between roman and arabic numerals'
    )
    parser.add_argument('number', help='the value to convert')
    parser.add_argument(
        '-r', '--reverse',
        action='store_true',
        default=False,
        help='convert roman to numeral (case insensitive) [default: False]')
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    if args.reverse:
        u = args.number.upper()
        r = fromRoman(u)
        print(r)
    else:
        i = int(args.number)
        n = toRoman(i)
        print(n)
    return 0
