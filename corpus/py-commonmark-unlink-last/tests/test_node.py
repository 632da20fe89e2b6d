import unittest

from commonmark import HtmlRenderer, Node


def text(literal):
    return Node('text', literal=literal)


def paragraph(*children):
    para = Node('paragraph')
    for child in children:
        para.append_child(child)
    return para


def document(*children):
    doc = Node('document')
    for child in children:
        doc.append_child(child)
    return doc


def render(ast):
    return HtmlRenderer().render(ast)


class TestNode(unittest.TestCase):

    def test_render_tree(self):
        emph = Node('emph')
        emph.append_child(text('world'))
        strong = Node('strong')
        strong.append_child(text('Title & "more"'))
        doc = document(paragraph(strong), paragraph(text('hello '), emph, text('!')))
        self.assertEqual(render(doc), '<p><strong>Title &amp; &quot;more&quot;</strong></p>\n<p>hello <em>world</em>!</p>\n')

    def test_walker_order(self):
        strong = Node('strong')
        strong.append_child(text('b'))
        doc = document(paragraph(text('a'), strong))
        events = [(node.t, entering) for node, entering in doc.walker()]
        self.assertEqual(events, [
            ('document', True), ('paragraph', True), ('text', True),
            ('strong', True), ('text', True), ('strong', False),
            ('paragraph', False), ('document', False)])

    def test_empty_containers(self):
        doc = document(paragraph(), paragraph(Node('emph')))
        events = [(node.t, entering) for node, entering in doc.walker()]
        self.assertEqual(len(events), 8)
        self.assertEqual(render(doc), '<p></p>\n<p><em></em></p>\n')

    def test_unlink_middle_child(self):
        middle = Node('code', literal='x < y')
        para = paragraph(text('a'), middle, text('b'))
        self.assertEqual(render(para), '<p>a<code>x &lt; y</code>b</p>\n')
        middle.unlink()
        self.assertEqual(render(para), '<p>ab</p>\n')

    def test_move_child_between_parents(self):
        moved = text('world')
        first = paragraph(text('hello '), moved)
        second = paragraph(text('new '))
        second.append_child(moved)
        self.assertEqual(render(document(second, first)), '<p>new world</p>\n<p>hello </p>\n')

    def test_unlink_last_child_then_append(self):
        para = paragraph(text('one'), text(' two'), Node('softbreak'))
        para.last_child.unlink()
        para.append_child(text(' three'))
        self.assertEqual(render(para), '<p>one two three</p>\n')

    def test_normalize_merges_adjacent_text(self):
        emph = Node('emph')
        emph.append_child(text('x'))
        para = paragraph(emph, text('a'), text('b'))
        para.normalize()
        self.assertEqual(render(para), '<p><em>x</em>ab</p>\n')
        para.append_child(text('!'))
        self.assertEqual(render(para), '<p><em>x</em>ab!</p>\n')


if __name__ == '__main__':
    unittest.main()
