"""
Module containing the UniversalDetector detector class, which is the primary
class a user of ``chardet`` should use.
"""
import codecs
import re

from .probers import Latin1Prober, ProbingState, UTF8Prober


class UniversalDetector:
    MINIMUM_THRESHOLD = 0.20
    HIGH_BYTE_DETECTOR = re.compile(b"[\x80-\xFF]")

    def __init__(self):
        self.result = {"encoding": None, "confidence": 0.0, "language": None}
        self.done = False
        self._got_data = False
        self._high_byte = False
        self._charset_probers = [UTF8Prober(), Latin1Prober()]

    def feed(self, byte_str):
        if self.done or not byte_str:
            return
        if not self._got_data:
            if byte_str.startswith(codecs.BOM_UTF8):
                self.result = {"encoding": "UTF-8-SIG", "confidence": 1.0, "language": ""}
            elif byte_str.startswith((codecs.BOM_LE, codecs.BOM_BE)):
                self.result = {"encoding": "UTF-16", "confidence": 1.0, "language": ""}
            self._got_data = True
            if self.result["encoding"] is not None:
                self.done = True
                return
        if self.HIGH_BYTE_DETECTOR.search(byte_str):
            self._high_byte = True
        for prober in self._charset_probers:
            prober.feed(byte_str)

    def close(self):
        if self.done:
            return self.result
        self.done = True
        if not self._got_data:
            pass
        elif not self._high_byte:
            self.result = {"encoding": "ascii", "confidence": 1.0, "language": ""}
        else:
            max_prober_confidence, max_prober = 0.0, None
            for prober in self._charset_probers:
                if prober.state == ProbingState.NOT_ME:
                    continue
                confidence = prober.get_confidence()
                if confidence > max_prober_confidence:
                    max_prober_confidence, max_prober = confidence, prober
            if max_prober and max_prober_confidence > self.MINIMUM_THRESHOLD:
                self.result = {"encoding": max_prober.charset_name,
                               "confidence": max_prober_confidence, "language": ""}
        return self.result
