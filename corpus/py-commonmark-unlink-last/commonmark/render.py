from commonmark.common import escape_xml


class Renderer(object):
    def render(self, ast):
        """Walks the AST and calls member methods for each Node type."""
        walker = ast.walker()
        self.buf = ''
        self.last_out = '\n'

        for node, entering in walker:
            if hasattr(self, node.t):
                getattr(self, node.t)(node, entering)

        return self.buf

    def lit(self, s):
        """Concatenate a literal string to the buffer."""
        self.buf += s
        self.last_out = s

    def cr(self):
        if self.last_out != '\n':
            self.lit('\n')



class HtmlRenderer(Renderer):
    def __init__(self, options={}):
        self.last_out = '\n'
        self.options = options

    def escape(self, text):
        return escape_xml(text)

    def tag(self, name, attrs=None):
        """Helper function to produce an HTML tag."""
        self.lit('<' + name)
        for attrib in attrs or []:
            self.lit(' ' + attrib[0] + '="' + attrib[1] + '"')
        self.lit('>')
        self.last_out = '>'

    def out(self, s):
        self.lit(self.escape(s))

    # Node methods #

    def text(self, node, entering=None):
        self.out(node.literal)

    def softbreak(self, node=None, entering=None):
        self.lit(self.options.get('softbreak', '\n'))

    def code(self, node, entering):
        self.tag('code')
        self.out(node.literal)
        self.tag('/code')

    def emph(self, node, entering):
        self.tag('em' if entering else '/em')

    def strong(self, node, entering):
        self.tag('strong' if entering else '/strong')

    def paragraph(self, node, entering):
        if entering:
            self.cr()
            self.tag('p')
        else:
            self.tag('/p')
            self.cr()
