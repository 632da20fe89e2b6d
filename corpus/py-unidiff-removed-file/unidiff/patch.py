"""Classes used by the unified diff parser to keep the diff data."""
from io import StringIO

from .constants import (DEV_NULL, LINE_TYPE_ADDED, LINE_TYPE_CONTEXT, LINE_TYPE_REMOVED,
                        RE_HUNK_BODY_LINE, RE_HUNK_HEADER, RE_SOURCE_FILENAME,
                        RE_TARGET_FILENAME)
from .errors import UnidiffParseError


class Line(object):
    """A diff line."""

    def __init__(self, value, line_type, source_line_no=None, target_line_no=None):
        self.source_line_no = source_line_no
        self.target_line_no = target_line_no
        self.line_type = line_type
        self.value = value

    def __str__(self):
        return '%s%s' % (self.line_type, self.value)

    is_added = property(lambda self: self.line_type == LINE_TYPE_ADDED)
    is_removed = property(lambda self: self.line_type == LINE_TYPE_REMOVED)
    is_context = property(lambda self: self.line_type == LINE_TYPE_CONTEXT)


class Hunk(list):
    """Each of the modified blocks of a file."""

    def __init__(self, src_start=0, src_len=0, tgt_start=0, tgt_len=0, section_header=''):
        super(Hunk, self).__init__()
        self.source_start = int(src_start)
        self.source_length = int(1 if src_len is None else src_len)
        self.target_start = int(tgt_start)
        self.target_length = int(1 if tgt_len is None else tgt_len)
        self.section_header = section_header

    added = property(lambda self: sum(1 for line in self if line.is_added))
    removed = property(lambda self: sum(1 for line in self if line.is_removed))


class PatchedFile(list):
    """Patch updated file, it is a list of Hunks."""

    def __init__(self, source='', target=''):
        super(PatchedFile, self).__init__()
        self.source_file = source
        self.target_file = target

    def _parse_hunk(self, header, diff):
        """Parse hunk details."""
        hunk = Hunk(*RE_HUNK_HEADER.match(header).groups())
        source_line_no, target_line_no = hunk.source_start, hunk.target_start
        expected_source_end = source_line_no + hunk.source_length
        expected_target_end = target_line_no + hunk.target_length
        for line in diff:
            valid_line = RE_HUNK_BODY_LINE.match(line)
            if not valid_line:
                raise UnidiffParseError('Hunk diff line expected: %s' % line)
            line_type, value = valid_line.group('line_type'), valid_line.group('value')
            original_line = Line(value, line_type=line_type)
            if line_type == LINE_TYPE_ADDED:
                original_line.target_line_no = target_line_no
                target_line_no += 1
            elif line_type == LINE_TYPE_REMOVED:
                original_line.source_line_no = source_line_no
                source_line_no += 1
            elif line_type == LINE_TYPE_CONTEXT:
                original_line.target_line_no = target_line_no
                original_line.source_line_no = source_line_no
                target_line_no += 1
                source_line_no += 1
            if source_line_no > expected_source_end or target_line_no > expected_target_end:
                raise UnidiffParseError('Hunk is longer than expected')
            hunk.append(original_line)
            if source_line_no == expected_source_end and target_line_no == expected_target_end:
                break
        if source_line_no < expected_source_end or target_line_no < expected_target_end:
            raise UnidiffParseError('Hunk is shorter than expected')
        self.append(hunk)

    @property
    def path(self):
        """Return the file path abstracted from VCS."""
        if self.source_file.startswith('a/') and self.target_file.startswith('b/'):
            return self.source_file[2:]
        if self.source_file.startswith('a/') and self.target_file == DEV_NULL:
            return self.source_file[2:]
        if self.target_file.startswith('b/') and self.source_file == DEV_NULL:
            return self.target_file[2:]
        return self.source_file

    added = property(lambda self: sum([hunk.added for hunk in self]))
    removed = property(lambda self: sum([hunk.removed for hunk in self]))

    @property
    def is_added_file(self):
        """Return True if this patch adds the file."""
        return (len(self) == 1 and self[0].source_start == 0 and
                self[0].source_length == 0)

    @property
    def is_removed_file(self):
        """Return True if this patch removes the file."""
        return (len(self) == 1 and self[0].target_start == 0 and
                self[0].source_length == 0)

    @property
    def is_modified_file(self):
        """Return True if this patch modifies the file."""
        return not (self.is_added_file or self.is_removed_file)


class PatchSet(list):
    """A list of PatchedFiles."""

    def __init__(self, f):
        super(PatchSet, self).__init__()
        current_file = source_file = None
        diff = iter(f)
        for line in diff:
            is_source_filename = RE_SOURCE_FILENAME.match(line)
            if is_source_filename:
                source_file = is_source_filename.group('filename')
                current_file = None
                continue
            is_target_filename = RE_TARGET_FILENAME.match(line)
            if is_target_filename:
                if current_file is not None:
                    raise UnidiffParseError('Target without source: %s' % line)
                current_file = PatchedFile(source_file, is_target_filename.group('filename'))
                self.append(current_file)
                continue
            if RE_HUNK_HEADER.match(line):
                if current_file is None:
                    raise UnidiffParseError('Unexpected hunk found: %s' % line)
                current_file._parse_hunk(line, diff)

    @classmethod
    def from_string(cls, data):
        return cls(StringIO(data))

    added_files = property(lambda self: [f for f in self if f.is_added_file])
    removed_files = property(lambda self: [f for f in self if f.is_removed_file])
    modified_files = property(lambda self: [f for f in self if f.is_modified_file])
    added = property(lambda self: sum([f.added for f in self]))
    removed = property(lambda self: sum([f.removed for f in self]))
