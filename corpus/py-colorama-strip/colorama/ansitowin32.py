# Copyright Jonathan Hartley 2013. BSD 3-Clause license, see LICENSE file.
import re

from .ansi import Style


def is_a_tty(stream):
    return hasattr(stream, 'isatty') and stream.isatty()


class AnsiToWin32(object):
    '''
    Implements a 'write()' method which, on Windows, will strip ANSI character
    sequences from the text, and if outputting to a tty, will convert them into
    win32 function calls. (Reduced: stripping and autoreset only.)
    '''
    ANSI_CSI_RE = re.compile('\001?\033\\[((?:\\d|;)*)([a-zA-Z])\002?')   # Control Sequence Introducer
    ANSI_OSC_RE = re.compile('\001?\033\\]([^\a]*)(\a)\002?')             # Operating System Command

    def __init__(self, wrapped, strip=None, autoreset=False):
        # The wrapped stream (normally sys.stdout or sys.stderr)
        self.wrapped = wrapped
        # should we reset colors to defaults after every .write()
        self.autoreset = autoreset
        # should we strip ANSI sequences from our output?
        if strip is None:
            strip = not getattr(wrapped, 'closed', False) and not is_a_tty(wrapped)
        self.strip = strip

    def should_wrap(self):
        '''
        True if this class is actually needed. If false, then the output
        stream will not be affected, nor will win32 calls be issued, so
        wrapping stdout is not actually required.
        '''
        return self.strip or self.autoreset

    def write(self, text):
        if self.strip:
            self.write_and_convert(text)
        else:
            self.wrapped.write(text)
            self.wrapped.flush()
        if self.autoreset:
            self.reset_all()

    def reset_all(self):
        if not self.strip and not getattr(self.wrapped, 'closed', False):
            self.wrapped.write(Style.RESET_ALL)

    def write_and_convert(self, text):
        '''
        Write the given text to our wrapped stream, stripping any ANSI
        sequences from the text.
        '''
        cursor = 0
        text = self.convert_osc(text)
        for match in self.ANSI_CSI_RE.finditer(text):
            start, end = match.span()
            self.write_plain_text(text, cursor, start)
        self.write_plain_text(text, cursor, len(text))

    def write_plain_text(self, text, start, end):
        if start < end:
            self.wrapped.write(text[start:end])
            self.wrapped.flush()

    def convert_osc(self, text):
        for match in self.ANSI_OSC_RE.finditer(text):
            start, end = match.span()
            text = text[:start] + text[end:]
        return text
