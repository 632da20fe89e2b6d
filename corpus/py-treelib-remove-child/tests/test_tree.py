#!/usr/bin/env python
# -*- coding: utf-8 -*-
import unittest

from treelib import Node, Tree
from treelib.exceptions import DuplicatedNodeIdError, LoopError, NodeIDAbsentError


class TreeCase(unittest.TestCase):

    def setUp(self):
        tree = Tree()
        tree.create_node("Hárry", "hárry")
        tree.create_node("Jane", "jane", parent="hárry")
        tree.create_node("Bill", "bill", parent="hárry")
        tree.create_node("Diane", "diane", parent="jane")
        tree.create_node("George", "george", parent="bill")
        tree.create_node("Mark", "mark", parent="jane")
        self.tree = tree

    def test_tree(self):
        self.assertEqual(self.tree.root, "hárry")
        self.assertEqual(self.tree["jane"].tag, "Jane")
        self.assertTrue("george" in self.tree)
        self.assertFalse("alice" in self.tree)
        self.assertEqual([n.tag for n in self.tree.children("jane")], ["Diane", "Mark"])

    def test_add_node_errors(self):
        with self.assertRaises(DuplicatedNodeIdError):
            self.tree.create_node("Jane", "jane", parent="bill")
        with self.assertRaises(NodeIDAbsentError):
            self.tree.create_node("Alice", "alice", parent="nobody")
        with self.assertRaises(ValueError):
            self.tree.create_node("Root", "root")

    def test_expand_tree(self):
        self.assertEqual(list(self.tree.expand_tree()),
                         ["hárry", "jane", "diane", "mark", "bill", "george"])
        self.assertEqual(list(self.tree.expand_tree("bill")), ["bill", "george"])

    def test_leaves_and_depth(self):
        self.assertEqual([n.identifier for n in self.tree.leaves()], ["diane", "mark", "george"])
        self.assertEqual([n.identifier for n in self.tree.leaves("jane")], ["diane", "mark"])
        self.assertEqual(self.tree.level("hárry"), 0)
        self.assertEqual(self.tree.level("george"), 2)
        self.assertEqual(self.tree.depth(), 2)

    def test_remove_node(self):
        self.tree.create_node("Jill", "jill", parent="george")
        self.assertEqual(self.tree.remove_node("jill"), 1)
        self.assertEqual(self.tree.remove_node("jane"), 3)
        self.assertEqual(list(self.tree.expand_tree()), ["hárry", "bill", "george"])
        self.assertTrue(self.tree["george"].is_leaf())
        self.assertFalse("diane" in self.tree)
        with self.assertRaises(NodeIDAbsentError):
            self.tree.remove_node("mark")

    def test_move_node(self):
        self.tree.move_node("diane", "bill")
        self.assertEqual([n.identifier for n in self.tree.children("bill")], ["george", "diane"])
        self.assertEqual([n.identifier for n in self.tree.children("jane")], ["mark"])
        self.assertEqual(self.tree["diane"].bpointer, "bill")
        with self.assertRaises(LoopError):
            self.tree.move_node("jane", "mark")

    def test_node_pointers(self):
        node = Node("Root", "root")
        self.assertTrue(node.is_root())
        node.update_fpointer("a")
        node.update_fpointer("b", Node.ADD)
        node.update_fpointer(None)
        self.assertEqual(node.fpointer, ["a", "b"])
        node.update_fpointer("c", Node.INSERT)
        self.assertEqual(node.fpointer, ["c"])
        node.update_bpointer("parent")
        self.assertFalse(node.is_root())
        self.assertEqual(Node(identifier="n1").tag, "n1")


if __name__ == '__main__':
    unittest.main()
