# Copyright Jonathan Hartley 2013. BSD 3-Clause license, see LICENSE file.
from io import StringIO
import unittest

from colorama import AnsiToWin32, Fore, Style
from colorama.ansi import set_title


class TtyStringIO(StringIO):
    def isatty(self):
        return True


class AnsiToWin32Test(unittest.TestCase):
    def testStripIsTrueOnPipe(self):
        self.assertTrue(AnsiToWin32(StringIO()).strip)
        self.assertFalse(AnsiToWin32(TtyStringIO()).strip)

    def testShouldWrap(self):
        self.assertFalse(AnsiToWin32(TtyStringIO()).should_wrap())
        self.assertTrue(AnsiToWin32(TtyStringIO(), autoreset=True).should_wrap())

    def testWritePlainText(self):
        stream = StringIO()
        AnsiToWin32(stream).write('abc\ndef')
        self.assertEqual(stream.getvalue(), 'abc\ndef')

    def testWriteStripsAnsi(self):
        stream = StringIO()
        AnsiToWin32(stream).write(Fore.RED + 'red' + Style.RESET_ALL + ' plain')
        self.assertEqual(stream.getvalue(), 'red plain')

    def testWriteStripsSequencesInTheMiddle(self):
        stream = StringIO()
        AnsiToWin32(stream).write('abc\033[1;33mdef\033[0mghi\033[2Kjkl')
        self.assertEqual(stream.getvalue(), 'abcdefghijkl')

    def testOscIsStripped(self):
        stream = StringIO()
        AnsiToWin32(stream).write(set_title('my window') + 'hello')
        self.assertEqual(stream.getvalue(), 'hello')

    def testNoStripPassesThrough(self):
        stream = TtyStringIO()
        AnsiToWin32(stream, autoreset=True).write(Fore.GREEN + 'ok')
        self.assertEqual(stream.getvalue(), '\033[32mok\033[0m')


if __name__ == '__main__':
    unittest.main()
