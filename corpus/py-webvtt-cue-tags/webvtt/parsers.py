import re

from .errors import MalformedFileError, MalformedCaptionError
from .structures import Caption

TIMEFRAME_LINE_PATTERN = re.compile(
    r'\s*((?:\d+:)?\d{2}:\d{2}.\d{3})\s*-->\s*((?:\d+:)?\d{2}:\d{2}.\d{3})')


class WebVTTParser(object):
    def read_from_buffer(self, buffer):
        lines = [line.rstrip('\n\r') for line in buffer.readlines()]
        if not lines or not re.match('^WEBVTT', lines[0]):
            raise MalformedFileError('The file does not have a valid format')
        captions = []
        for block in self._compute_blocks(lines[1:]):
            if self._is_cue_block(block):
                captions.append(self._parse_cue_block(block))
        return captions

    def _compute_blocks(self, lines):
        blocks = [[]]
        for line in lines:
            if line:
                blocks[-1].append(line)
            else:
                blocks.append([])
        return [block for block in blocks if block]

    def _is_cue_block(self, lines):
        return (len(lines) >= 2 and re.match(TIMEFRAME_LINE_PATTERN, lines[0]) or
                len(lines) >= 3 and '-->' not in lines[0] and
                re.match(TIMEFRAME_LINE_PATTERN, lines[1]))

    def _parse_cue_block(self, lines):
        caption = Caption()
        cue_timings = None
        for line_number, line in enumerate(lines):
            if '-->' in line:
                if cue_timings is not None:
                    raise MalformedCaptionError('Duplicated cue timings')
                match = re.match(TIMEFRAME_LINE_PATTERN, line)
                if not match:
                    raise MalformedCaptionError('Invalid cue timings: {}'.format(line))
                cue_timings = match.groups()
            elif line_number == 0:
                caption.identifier = line
            else:
                caption.add_line(line)
        caption.start, caption.end = cue_timings
        return caption
