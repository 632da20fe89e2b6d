"""Beautiful Soup: Elixir and Tonic (reduced)."""

from html.parser import HTMLParser

from .builder import HTMLTreeBuilder
from .element import Tag

VOID_ELEMENTS = {"br", "hr", "img", "input", "link", "meta"}


class BeautifulSoup(Tag):
    ROOT_TAG_NAME = '[document]'

    def __init__(self, markup="", features="html.parser", multi_valued_attributes=None):
        super().__init__(self.ROOT_TAG_NAME)
        self.builder = HTMLTreeBuilder(multi_valued_attributes=multi_valued_attributes)
        self._stack = [self]
        parser = HTMLParser(convert_charrefs=True)
        parser.handle_starttag = self.handle_starttag
        parser.handle_endtag = self.handle_endtag
        parser.handle_data = lambda data: self._stack[-1].contents.append(data)
        parser.feed(markup)
        parser.close()

    def handle_starttag(self, name, attrs):
        attr_dict = {key: (value if value is not None else "") for key, value in attrs}
        attr_dict = self.builder._replace_cdata_list_attribute_values(name, attr_dict)
        tag = Tag(name, attr_dict, parent=self._stack[-1])
        self._stack[-1].contents.append(tag)
        if name not in VOID_ELEMENTS:
            self._stack.append(tag)

    def handle_endtag(self, name):
        for i in range(len(self._stack) - 1, 0, -1):
            if self._stack[i].name == name:
                del self._stack[i:]
                break
