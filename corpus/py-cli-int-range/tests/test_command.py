import unittest

from clikit.core import Command, Option
from clikit.types import BadParameter, IntRange


def serve(port, workers, backlog):
    return (port, workers, backlog)


def make_command():
    return Command(
        "serve",
        [
            Option("port", IntRange(0, 65536, max_open=True), default=8000),
            Option("workers", IntRange(1, 32, clamp=True), default=4),
            Option("backlog", IntRange(0, 1024, min_open=True, max_open=True, clamp=True), default=128),
        ],
        serve,
    )


class CommandTest(unittest.TestCase):
    def test_defaults(self):
        self.assertEqual(make_command().main([]), (8000, 4, 128))

    def test_values_inside_the_range(self):
        self.assertEqual(make_command().main(["--port", "65535", "--workers", "32"]), (65535, 32, 128))

    def test_port_out_of_range(self):
        with self.assertRaises(BadParameter) as ctx:
            make_command().main(["--port", "70000"])
        self.assertEqual(ctx.exception.param_hint, "--port")

    def test_exclusive_upper_bound_is_rejected(self):
        with self.assertRaises(BadParameter):
            make_command().main(["--port", "65536"])

    def test_clamping(self):
        self.assertEqual(make_command().main(["--workers", "100", "--backlog", "0"]), (8000, 32, 1))
        self.assertEqual(make_command().main(["--workers", "0"]), (8000, 1, 128))

    def test_clamping_an_exclusive_bound(self):
        self.assertEqual(make_command().main(["--backlog", "1024"]), (8000, 4, 1023))

    def test_not_a_number(self):
        with self.assertRaises(BadParameter):
            make_command().main(["--workers", "many"])

    def test_unknown_option(self):
        with self.assertRaises(BadParameter):
            make_command().main(["--verbose", "1"])

    def test_describe(self):
        self.assertEqual(IntRange(0, 10, min_open=True)._describe(), "0 < x <= 10")


if __name__ == "__main__":
    unittest.main()
