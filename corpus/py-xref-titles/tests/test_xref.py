import unittest

from pydomain.util import split_explicit_title
from pydomain.xref import make_xref


class SplitExplicitTitleTest(unittest.TestCase):
    def test_explicit_title(self):
        self.assertEqual(split_explicit_title('the parser <docutils.parsers.rst.Parser>'),
                         (True, 'the parser', 'docutils.parsers.rst.Parser'))

    def test_no_title(self):
        self.assertEqual(split_explicit_title('os.path.join'), (False, 'os.path.join', 'os.path.join'))


class PyXRefTest(unittest.TestCase):
    def test_plain_function(self):
        node = make_xref('func', 'os.path.join')
        self.assertEqual(node['reftarget'], 'os.path.join')
        self.assertEqual(node['title'], 'os.path.join()')
        self.assertFalse(node['refspecific'])

    def test_tilde_shows_last_component(self):
        node = make_xref('meth', '~sphinx.application.Sphinx.add_role')
        self.assertEqual(node['reftarget'], 'sphinx.application.Sphinx.add_role')
        self.assertEqual(node['title'], 'add_role()')

    def test_tilde_class(self):
        node = make_xref('class', '~collections.OrderedDict')
        self.assertEqual(node['title'], 'OrderedDict')

    def test_leading_dot_is_specific(self):
        node = make_xref('attr', '.Config.source_suffix')
        self.assertEqual(node['reftarget'], 'Config.source_suffix')
        self.assertEqual(node['title'], 'Config.source_suffix')
        self.assertTrue(node['refspecific'])

    def test_explicit_title_is_kept(self):
        node = make_xref('func', 'joining paths <os.path.join()>')
        self.assertEqual(node['title'], 'joining paths')
        self.assertEqual(node['reftarget'], 'os.path.join()')
        self.assertTrue(node['refexplicit'])

    def test_bang_disables_link(self):
        node = make_xref('mod', '!sphinx.ext.autodoc')
        self.assertFalse(node['linked'])
        self.assertEqual(node['title'], 'sphinx.ext.autodoc')


if __name__ == '__main__':
    unittest.main()
