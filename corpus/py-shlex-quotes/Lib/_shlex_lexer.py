"""The lexical analyzer class behind shlex.split (POSIX mode, whitespace_split=True)."""
from io import StringIO


class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."
    def __init__(self, instream, comments=False):
        if isinstance(instream, str):
            instream = StringIO(instream)
        self.instream = instream
        self.commenters = '#' if comments else ''
        self.whitespace = ' \t\r\n'
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.token = ''

    def __iter__(self):
        return self

    def __next__(self):
        token = self.read_token()
        if token is None:
            raise StopIteration
        return token

    def read_token(self):
        quoted = False
        escapedstate = ' '
        while True:
            nextchar = self.instream.read(1)
            if self.state is None:
                self.token = ''        # past end of file
                break
            elif self.state in (' ', 'a'):
                if not nextchar:
                    self.state = None  # end of file
                    break
                elif nextchar in self.whitespace or nextchar in self.commenters:
                    if nextchar in self.commenters:
                        self.instream.readline()
                    self.state = ' '
                    if self.token or quoted:
                        break   # emit current token
                elif nextchar in self.quotes:
                    self.state = nextchar
                elif nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                else:
                    self.token += nextchar
                    self.state = 'a'
            elif self.state in self.quotes:
                quoted = True
                if not nextchar:      # end of file
                    raise ValueError("No closing quotation")
                if nextchar == self.state:
                    self.state = 'a'
                elif nextchar in self.escape and self.state in self.quotes:
                    escapedstate = self.state
                    self.state = nextchar
                else:
                    self.token += nextchar
            elif self.state in self.escape:
                if not nextchar:      # end of file
                    raise ValueError("No escaped character")
                # In posix shells, only the quote itself or the escape
                # character may be escaped within quotes.
                if (escapedstate in self.quotes and
                        nextchar != self.state and nextchar != escapedstate):
                    self.token += self.state
                self.token += nextchar
                self.state = escapedstate
        result = self.token
        self.token = ''
        if not quoted and result == '':
            result = None
        return result
