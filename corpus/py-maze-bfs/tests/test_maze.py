import unittest

from programs.maze import parse, shortest_path, solve

CORRIDOR = """
#######
#S...E#
#######
"""

OPEN_ROOM = """
S....
.....
.....
....E
"""

WALLED_OFF = """
S.#..
..#.E
..#..
"""

TWO_ROUTES = """
#########
#S......#
#.#####.#
#.#...#.#
#.#.#.#.#
#...#..E#
#########
"""


class MazeTest(unittest.TestCase):
    def test_parse_finds_ends(self):
        grid, start, end = parse(CORRIDOR)
        self.assertEqual((start, end), ((1, 1), (1, 5)))
        self.assertEqual(len(grid), 3)

    def test_parse_requires_both_ends(self):
        with self.assertRaises(ValueError):
            parse("S..\n...")

    def test_corridor(self):
        self.assertEqual(solve(CORRIDOR), 4)

    def test_unreachable(self):
        self.assertEqual(solve(WALLED_OFF), -1)

    def test_open_room(self):
        self.assertEqual(solve(OPEN_ROOM), 7)

    def test_path_takes_the_short_route(self):
        grid, start, end = parse(TWO_ROUTES)
        path = shortest_path(grid, start, end)
        self.assertEqual(len(path) - 1, 10)
        self.assertEqual(path[0], start)
        self.assertEqual(path[-1], end)


if __name__ == "__main__":
    unittest.main()
