"""Load a Python source file, tokenize it, check coding style."""

import inspect
import re

from pycodestyle.checks import MAX_LINE_LENGTH, init_checks_registry

NOQA_REGEX = re.compile(r'# no(?:qa|pep8)\b', re.I)


class Checker:
    """Load a Python source file, tokenize it, check coding style."""

    def __init__(self, filename=None, lines=None, max_line_length=MAX_LINE_LENGTH):
        self.filename = filename or 'stdin'
        if lines is None:
            with open(filename, encoding='utf-8') as f:
                lines = f.readlines()
        self.lines = lines
        self.max_line_length = max_line_length
        self.indent_char = None
        self.multiline = False
        self.errors = []

    def init_checker_state(self, line):
        self.noqa = bool(NOQA_REGEX.search(line))
        if self.indent_char is None and line[:1] in ' \t':
            self.indent_char = line[0]
        if line.count('"""') % 2:
            self.multiline = not self.multiline

    def run_check(self, check, physical_line):
        """Run a check plugin, passing the arguments it names."""
        arguments = []
        for name in inspect.signature(check).parameters:
            arguments.append(physical_line if name == 'physical_line' else getattr(self, name))
        return check(*arguments)

    def report_error(self, line_number, offset, text):
        code = text[:4]
        self.errors.append((line_number, offset + 1, code, text[5:]))

    def check_physical(self, line_number, line):
        self.init_checker_state(line)
        for check in init_checks_registry():
            result = self.run_check(check, line)
            if result is not None:
                offset, text = result
                self.report_error(line_number, offset, text)

    def check_all(self):
        """Run all checks on the input file."""
        for line_number, line in enumerate(self.lines, start=1):
            self.check_physical(line_number, line)
        return self.errors
