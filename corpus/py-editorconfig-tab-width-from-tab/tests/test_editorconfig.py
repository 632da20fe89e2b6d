import os
import unittest

from editorconfig import PathError, VersionError, get_properties
from editorconfig.handler import EditorConfigHandler

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fixtures')


def props(*parts):
    return dict(get_properties(os.path.join(FIXTURES, *parts)))


class GetPropertiesTest(unittest.TestCase):
    def test_space_indentation(self):
        self.assertEqual(props('main.py'), {
            'end_of_line': 'lf', 'insert_final_newline': 'true',
            'indent_style': 'space', 'indent_size': '4', 'tab_width': '4',
            'charset': 'utf-8'})

    def test_unmatched_file_gets_star_section(self):
        self.assertEqual(props('notes.txt'),
                         {'end_of_line': 'lf', 'insert_final_newline': 'true'})

    def test_indent_style_tab_implies_indent_size(self):
        result = props('Makefile')
        self.assertEqual(result['indent_style'], 'tab')
        self.assertEqual(result['indent_size'], 'tab')
        self.assertNotIn('tab_width', result)

    def test_tab_width_used_for_tab_indent(self):
        result = props('server.go')
        self.assertEqual(result['indent_size'], '8')
        self.assertEqual(result['tab_width'], '8')

    def test_explicit_indent_size_tab(self):
        result = props('data.tsv')
        self.assertEqual(result, {'end_of_line': 'lf', 'insert_final_newline': 'true',
                                  'indent_size': 'tab'})

    def test_glob_with_slash_is_relative_to_config(self):
        self.assertEqual(props('lib', 'deep', 'app.js')['indent_size'], '2')
        self.assertNotIn('indent_size', props('app.js'))

    def test_nested_file_overrides_parent(self):
        result = props('sub', 'tool.py')
        self.assertEqual(result['indent_size'], '2')
        self.assertEqual(result['tab_width'], '2')
        self.assertEqual(result['indent_style'], 'space')
        self.assertEqual(result['trim_trailing_whitespace'], 'true')

    def test_relative_path_rejected(self):
        with self.assertRaises(PathError):
            get_properties('relative/main.py')

    def test_future_version_rejected(self):
        handler = EditorConfigHandler(os.path.join(FIXTURES, 'main.py'),
                                      version=(99, 0, 0))
        with self.assertRaises(VersionError):
            handler.get_configurations()


if __name__ == '__main__':
    unittest.main()
