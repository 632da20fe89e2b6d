"""A minimal element tree built with html.parser, standing in for BeautifulSoup."""

from html.parser import HTMLParser

VOID_ELEMENTS = {'br', 'hr', 'img', 'input', 'meta', 'link'}


class NavigableString(str):
    """A run of text between tags."""


class Tag(object):
    def __init__(self, name, attrs=None, parent=None):
        self.name = name
        self.attrs = dict(attrs or {})
        self.parent = parent
        self.children = []

    def get(self, key, default=None):
        return self.attrs.get(key, default)

    def find_parent(self, names):
        node = self.parent
        while node is not None and node.name not in names:
            node = node.parent
        return node


class _TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.current = Tag('[document]')

    def handle_starttag(self, tag, attrs):
        node = Tag(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID_ELEMENTS:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.name != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(NavigableString(data))


def parse(html):
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    return builder.root
