import unittest

from anytree import AsciiStyle, LoopError, Node, PreOrderIter, RenderTree


def make_tree():
    udo = Node("Udo")
    marc = Node("Marc", parent=udo)
    lian = Node("Lian", parent=marc)
    Node("Loui", parent=marc)
    Node("Lazy", parent=lian)
    Node("Dan", parent=udo)
    return udo


class NodeTest(unittest.TestCase):

    def test_path_and_depth(self):
        udo = make_tree()
        lazy = udo.children[0].children[0].children[0]
        self.assertEqual(repr(lazy), "Node('/Udo/Marc/Lian/Lazy')")
        self.assertEqual(lazy.depth, 3)
        self.assertIs(lazy.root, udo)

    def test_height(self):
        udo = make_tree()
        self.assertEqual(udo.height, 3)
        self.assertEqual(udo.children[0].height, 2)
        self.assertEqual(udo.children[1].height, 0)

    def test_height_of_unbalanced_subtree(self):
        marc = make_tree().children[0]
        self.assertEqual([c.name for c in marc.children], ["Lian", "Loui"])
        self.assertEqual(max(node.depth for node in marc.descendants) - marc.depth, marc.height)

    def test_loop_detection(self):
        udo = make_tree()
        with self.assertRaises(LoopError):
            udo.parent = udo.children[0]

    def test_reparent(self):
        udo = make_tree()
        dan = udo.children[1]
        dan.parent = udo.children[0]
        self.assertEqual([c.name for c in udo.children[0].children], ["Lian", "Loui", "Dan"])
        self.assertEqual([c.name for c in udo.children], ["Marc"])

    def test_iterators(self):
        udo = make_tree()
        self.assertEqual([n.name for n in PreOrderIter(udo)], ["Udo", "Marc", "Lian", "Lazy", "Loui", "Dan"])
        self.assertEqual([n.name for n in PreOrderIter(udo, maxlevel=2)], ["Udo", "Marc", "Dan"])

    def test_render(self):
        expected = "\n".join([
            "Udo",
            "|-- Marc",
            "|   |-- Lian",
            "|   |   +-- Lazy",
            "|   +-- Loui",
            "+-- Dan",
        ])
        self.assertEqual(RenderTree(make_tree(), style=AsciiStyle()).by_attr(), expected)


if __name__ == "__main__":
    unittest.main()
