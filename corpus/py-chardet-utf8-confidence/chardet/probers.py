class ProbingState:
    DETECTING = 0
    FOUND_IT = 1
    NOT_ME = 2


class UTF8Prober:
    ONE_CHAR_PROB = 0.5

    def __init__(self):
        self.state = ProbingState.DETECTING
        self._num_mb_chars = 0
        self._pending = 0

    @property
    def charset_name(self):
        return "utf-8"

    def feed(self, byte_str):
        for byte in byte_str:
            if self._pending:
                if byte & 0xC0 != 0x80:
                    self.state = ProbingState.NOT_ME
                    break
                self._pending -= 1
            elif byte >= 0xF0:
                self._pending, self._num_mb_chars = 3, self._num_mb_chars + 1
            elif byte >= 0xE0:
                self._pending, self._num_mb_chars = 2, self._num_mb_chars + 1
            elif byte >= 0xC2:
                self._pending, self._num_mb_chars = 1, self._num_mb_chars + 1
            elif byte >= 0x80:
                self.state = ProbingState.NOT_ME
                break
        return self.state

    def get_confidence(self):
        unlike = 0.99
        if self._num_mb_chars < 6:
            unlike *= self.ONE_CHAR_PROB * self._num_mb_chars
            return 1.0 - unlike
        return unlike


class Latin1Prober:
    def __init__(self):
        self.state = ProbingState.DETECTING

    @property
    def charset_name(self):
        return "ISO-8859-1"

    def feed(self, byte_str):
        return self.state

    def get_confidence(self):
        # lower than other probers so that they win when they are sure
        return 0.73 * 0.5
