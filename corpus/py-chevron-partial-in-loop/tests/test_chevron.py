import unittest

import chevron


class ExpandedCoverage(unittest.TestCase):
    def test_variable_and_escape(self):
        result = chevron.render('Hello, {{ name }}! {{ html }}', {'name': 'World', 'html': '<b>&"'})
        self.assertEqual(result, 'Hello, World! &lt;b&gt;&amp;&quot;')

    def test_unescaped(self):
        args = {'template': '{{{ html }}} {{& html }}', 'data': {'html': '<i>'}}
        self.assertEqual(chevron.render(**args), '<i> <i>')

    def test_dot_notation_and_missing_key(self):
        args = {'template': '{{ person.name }} [{{ person.age }}] [{{ missing }}]',
                'data': {'person': {'name': 'Ada', 'age': 0}}}
        self.assertEqual(chevron.render(**args), 'Ada [0] []')

    def test_list_section(self):
        args = {'template': '{{# items }}<{{ . }}>{{/ items }}', 'data': {'items': [1, 2, 3]}}
        self.assertEqual(chevron.render(**args), '<1><2><3>')

    def test_inverted_section_and_comment(self):
        args = {'template': '{{! note }}{{^ items }}none{{/ items }}{{# flag }}yes{{/ flag }}',
                'data': {'items': [], 'flag': True}}
        self.assertEqual(chevron.render(**args), 'noneyes')

    def test_nested_scopes(self):
        args = {'template': '{{# user }}{{ name }} of {{ team }}{{/ user }}',
                'data': {'user': {'name': 'Bo'}, 'team': 'red'}}
        self.assertEqual(chevron.render(**args), 'Bo of red')

    def test_partial(self):
        args = {'template': '[{{> greet }}]', 'data': {'who': 'you'},
                'partials_dict': {'greet': 'hi {{ who }}'}}
        self.assertEqual(chevron.render(**args), '[hi you]')

    def test_partial_in_list_section(self):
        args = {'template': '<ul>{{# people }}{{> item }}{{/ people }}</ul>',
                'data': {'people': [{'name': 'Ann'}, {'name': 'Ben'}]},
                'partials_dict': {'item': '<li>{{ name }}</li>'}}
        self.assertEqual(chevron.render(**args), '<ul><li>Ann</li><li>Ben</li></ul>')

    def test_nested_list_sections_with_partial(self):
        args = {'template': '{{# rows }}{{# cells }}{{> cell }}{{/ cells }};{{/ rows }}',
                'data': {'rows': [{'cells': [1, 2]}, {'cells': [3]}]},
                'partials_dict': {'cell': '({{ . }})'}}
        self.assertEqual(chevron.render(**args), '(1)(2);(3);')

    def test_unclosed_section(self):
        with self.assertRaises(chevron.ChevronError):
            chevron.render('{{# section }} oops', {})

    def test_mismatched_end(self):
        with self.assertRaises(chevron.ChevronError):
            chevron.render('{{# a }}{{/ b }}', {})


if __name__ == '__main__':
    unittest.main()
