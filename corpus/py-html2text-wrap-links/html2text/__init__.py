"""html2text: Turn HTML into equivalent Markdown-structured text."""
from textwrap import wrap

from . import config
from .utils import skipwrap

__version__ = (2020, 1, 16)


class HTML2Text:
    def __init__(self, bodywidth: int = config.BODY_WIDTH) -> None:
        self.body_width = bodywidth
        self.wrap_links = config.WRAP_LINKS
        self.wrap_list_items = config.WRAP_LIST_ITEMS
        self.wrap_tables = config.WRAP_TABLES
        self.ul_item_mark = config.UL_ITEM_MARK

    def optwrap(self, text: str) -> str:
        """
        Wrap all paragraphs in the provided text.
        """
        if not self.body_width:
            return text

        result = ""
        newlines = 0
        for para in text.split("\n"):
            if len(para) > 0:
                if not skipwrap(para, self.wrap_links, self.wrap_list_items, self.wrap_tables):
                    indent = ""
                    if para.startswith("  " + self.ul_item_mark):
                        # list item continuation: add a double indent to the
                        # new lines
                        indent = "    "
                    wrapped = wrap(para, self.body_width, break_long_words=False,
                                   subsequent_indent=indent)
                    result += "\n".join(wrapped)
                    if para.endswith("  "):
                        result += "  \n"
                        newlines = 1
                    elif indent:
                        result += "\n"
                        newlines = 1
                    else:
                        result += "\n\n"
                        newlines = 2
                else:
                    # Warning for the tempted!!!
                    # Be aware that obvious replacement of this with
                    # line.isspace()
                    # DOES NOT work! Explanations are welcome.
                    if not config.RE_SPACE.match(para):
                        result += para + "\n"
                        newlines = 1
            else:
                if newlines < 2:
                    result += "\n"
                    newlines += 1
        return result
