import re

# Use Unicode characters instead of their ascii pseudo-replacements
UNICODE_SNOB = False

# Marker to use for marking tables for padding post processing
TABLE_MARKER_FOR_PAD = "special_marker_for_table_padding"

# Wrap list items.
WRAP_LIST_ITEMS = False

# Wrap links (and the paragraphs that contain them).
WRAP_LINKS = True

# Wrap tables
WRAP_TABLES = False

# Wrap text to this width; 0 for no wrapping
BODY_WIDTH = 78

UL_ITEM_MARK = "*"

RE_SPACE = re.compile(r"\s\+")

RE_ORDERED_LIST_MATCHER = re.compile(r"\d+\.\s")
RE_UNORDERED_LIST_MATCHER = re.compile(r"[-\*\+]\s")

# to find links in the text
RE_LINK = re.compile(r"(\[.*?\] ?\(.*?\))|(\[.*?\]:.*?)")

# to find table separators
RE_TABLE = re.compile(r" \| ")
