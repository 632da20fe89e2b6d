import io
import os
import sys
import unittest
from unittest import mock

from termcolor import colored, cprint


class FakeStdout(io.StringIO):
    def __init__(self, tty):
        super().__init__()
        self._tty = tty

    def isatty(self):
        return self._tty

    def fileno(self):
        return 1


def env(**values):
    clean = {k: v for k, v in os.environ.items()
             if k not in ("ANSI_COLORS_DISABLED", "NO_COLOR", "FORCE_COLOR", "TERM")}
    clean.update(values)
    return mock.patch.dict(os.environ, clean, clear=True)


class TestColored(unittest.TestCase):
    def test_basic_on_tty(self):
        with env(TERM="xterm"), mock.patch.object(sys, "stdout", FakeStdout(True)):
            self.assertEqual(colored("text", "red"), "\x1b[31mtext\x1b[0m")
            self.assertEqual(colored("text", "green", "on_blue", ["bold"]),
                             "\x1b[1m\x1b[44m\x1b[32mtext\x1b[0m")

    def test_not_a_tty(self):
        with env(TERM="xterm"), mock.patch.object(sys, "stdout", FakeStdout(False)):
            self.assertEqual(colored("text", "red"), "text")

    def test_cprint_to_pipe_is_plain(self):
        fake = FakeStdout(False)
        with env(TERM="xterm"), mock.patch.object(sys, "stdout", fake):
            cprint("hello", "cyan")
        self.assertEqual(fake.getvalue(), "hello\n")

    def test_dumb_terminal(self):
        with env(TERM="dumb"), mock.patch.object(sys, "stdout", FakeStdout(True)):
            self.assertEqual(colored("text", "red"), "text")

    def test_env_overrides(self):
        with env(NO_COLOR="1"), mock.patch.object(sys, "stdout", FakeStdout(True)):
            self.assertEqual(colored("text", "red"), "text")
        with env(FORCE_COLOR="1"), mock.patch.object(sys, "stdout", FakeStdout(False)):
            self.assertEqual(colored("text", "red"), "\x1b[31mtext\x1b[0m")

    def test_force_color_argument(self):
        with env(), mock.patch.object(sys, "stdout", FakeStdout(False)):
            self.assertEqual(colored("x", "blue", force_color=True), "\x1b[34mx\x1b[0m")
            self.assertEqual(colored("x", "blue", no_color=True, force_color=True), "x")


if __name__ == "__main__":
    unittest.main()
