# Copyright Jonathan Hartley 2013. BSD 3-Clause license, see LICENSE file.
import unittest

from colorama import Back, Cursor, Fore, Style, clear_line, clear_screen, set_title


class AnsiTest(unittest.TestCase):
    def testForeAttributes(self):
        self.assertEqual(Fore.BLACK, '\033[30m')
        self.assertEqual(Fore.RED, '\033[31m')
        self.assertEqual(Fore.RESET, '\033[39m')
        self.assertEqual(Fore.LIGHTBLACK_EX, '\033[90m')
        self.assertEqual(Fore.LIGHTCYAN_EX, '\033[96m')
        self.assertEqual(Fore.LIGHTWHITE_EX, '\033[97m')

    def testBackAttributes(self):
        self.assertEqual(Back.BLACK, '\033[40m')
        self.assertEqual(Back.CYAN, '\033[46m')
        self.assertEqual(Back.RESET, '\033[49m')
        self.assertEqual(Back.LIGHTBLACK_EX, '\033[100m')
        self.assertEqual(Back.LIGHTRED_EX, '\033[101m')

    def testBackLightColorsDifferFromFore(self):
        for name in ('LIGHTRED_EX', 'LIGHTGREEN_EX', 'LIGHTBLUE_EX', 'LIGHTCYAN_EX', 'LIGHTWHITE_EX'):
            self.assertNotEqual(getattr(Back, name), getattr(Fore, name), name)

    def testStyleAttributes(self):
        self.assertEqual(Style.DIM, '\033[2m')
        self.assertEqual(Style.NORMAL, '\033[22m')
        self.assertEqual(Style.RESET_ALL, '\033[0m')

    def testCursorAndScreen(self):
        self.assertEqual(Cursor.POS(3, 5), '\033[5;3H')
        self.assertEqual(Cursor.UP(2), '\033[2A')
        self.assertEqual(clear_screen(), '\033[2J')
        self.assertEqual(clear_line(1), '\033[1K')
        self.assertEqual(set_title('hi'), '\033]2;hi\a')

    def testHighlightedLine(self):
        line = Back.LIGHTCYAN_EX + Fore.BLACK + 'warning' + Style.RESET_ALL
        self.assertEqual(line, '\033[106m\033[30mwarning\033[0m')


if __name__ == '__main__':
    unittest.main()
