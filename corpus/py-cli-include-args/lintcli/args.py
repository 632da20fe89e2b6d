"""A hand-rolled argv parser (the project predates argparse subcommands)."""

from .options import FORMATS, Options


class UsageError(Exception):
    pass


def split_list(value):
    """'a, b,,c' -> ['a', 'b', 'c']: list options may be given comma-separated."""
    return [item.strip() for item in value.split(",") if item.strip()]


def _take_value(argv, i, flag):
    if "=" in argv[i]:
        return argv[i].split("=", 1)[1], i + 1
    if i + 1 >= len(argv):
        raise UsageError(f"{flag} needs a value")
    return argv[i + 1], i + 2


def parse_args(argv):
    opts = Options()
    i = 0
    while i < len(argv):
        arg = argv[i]
        flag = arg.split("=", 1)[0]
        if flag in ("-q", "--quiet"):
            opts.quiet = True
            i += 1
        elif flag == "--include":
            value, i = _take_value(argv, i, flag)
            opts.includes.append(split_list(value))
        elif flag == "--exclude":
            value, i = _take_value(argv, i, flag)
            opts.excludes.extend(split_list(value))
        elif flag == "--max-line-length":
            value, i = _take_value(argv, i, flag)
            if not value.isdigit():
                raise UsageError(f"--max-line-length expects a number, got {value!r}")
            opts.max_line = int(value)
        elif flag == "--format":
            value, i = _take_value(argv, i, flag)
            if value not in FORMATS:
                raise UsageError(f"unknown format {value!r}")
            opts.output_format = value
        elif arg.startswith("-") and arg != "-":
            raise UsageError(f"unknown option {arg}")
        else:
            opts.paths.append(arg)
            i += 1
    if not opts.paths:
        opts.paths.append(".")
    return opts
