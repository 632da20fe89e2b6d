import unittest

from uritemplate import URITemplate, expand, partial, variables


def merge_dicts(*args):
    d = {}
    for arg in args:
        d.update(arg)
    return d


class RFCTemplateExamples(object):
    var = {'var': 'value'}
    hello = {'hello': 'Hello World!'}
    path = {'path': '/foo/bar'}
    x = {'x': '1024'}
    y = {'y': '768'}
    empty = {'empty': ''}
    list_ex = {'list': ['red', 'green', 'blue']}


class TestURITemplate(unittest.TestCase):
    examples = RFCTemplateExamples

    def check(self, var, cases):
        for template, expected in cases:
            self.assertEqual(URITemplate(template).expand(var), expected, template)

    def test_level_1(self):
        var = merge_dicts(self.examples.var, self.examples.hello)
        self.check(var, [('{var}', 'value'), ('{hello}', 'Hello%20World%21')])

    def test_level_2(self):
        var = merge_dicts(self.examples.var, self.examples.hello, self.examples.path)
        self.check(var, [
            ('{+var}', 'value'), ('{+hello}', 'Hello%20World!'),
            ('{+path}/here', '/foo/bar/here'), ('here?ref={+path}', 'here?ref=/foo/bar'),
            ('X{#var}', 'X#value'), ('X{#hello}', 'X#Hello%20World!'),
        ])

    def test_level_3(self):
        var = merge_dicts(self.examples.var, self.examples.hello, self.examples.path,
                          self.examples.x, self.examples.y, self.examples.empty)
        self.check(var, [
            ('map?{x,y}', 'map?1024,768'), ('{x,hello,y}', '1024,Hello%20World%21,768'),
            ('{+x,hello,y}', '1024,Hello%20World!,768'), ('{#path,x}/here', '#/foo/bar,1024/here'),
            ('X{.var}', 'X.value'), ('X{.x,y}', 'X.1024.768'),
            ('{/var}', '/value'), ('{/var,x}/here', '/value/1024/here'),
            ('{;x,y}', ';x=1024;y=768'), ('{;x,y,empty}', ';x=1024;y=768;empty'),
            ('{?x,y}', '?x=1024&y=768'), ('{?x,y,empty}', '?x=1024&y=768&empty='),
            ('?fixed=yes{&x}', '?fixed=yes&x=1024'), ('{&x,y,empty}', '&x=1024&y=768&empty='),
        ])

    def test_level_4_lists(self):
        var = merge_dicts(self.examples.path, self.examples.list_ex)
        self.check(var, [
            ('{list}', 'red,green,blue'), ('{list*}', 'red,green,blue'),
            ('{+list}', 'red,green,blue'), ('X{.list}', 'X.red,green,blue'),
            ('X{.list*}', 'X.red.green.blue'), ('{/list}', '/red,green,blue'),
            ('{/list*}', '/red/green/blue'), ('{;list*}', ';list=red;list=green;list=blue'),
            ('{?list}', '?list=red,green,blue'), ('{?list*}', '?list=red&list=green&list=blue'),
            ('{&list*}', '&list=red&list=green&list=blue'),
        ])

    def test_level_4_prefix_values(self):
        var = merge_dicts(self.examples.var, self.examples.hello, self.examples.path)
        self.check(var, [
            ('{var:3}', 'val'), ('{var:30}', 'value'), ('{+path:6}/here', '/foo/b/here'),
            ('{#path:6}/here', '#/foo/b/here'), ('X{.var:3}', 'X.val'),
            ('{/var:1,var}', '/v/value'), ('{;hello:5}', ';hello=Hello'),
            ('{?var:3}', '?var=val'), ('{&var:3}', '&var=val'),
        ])

    def test_variables(self):
        self.assertEqual(variables('{foo}{/bar*}{?baz:2,qux}'), {'foo', 'bar', 'baz', 'qux'})
        self.assertEqual(URITemplate('{/path:4}').variable_names, {'path'})
        self.assertEqual(variables('https://example.com/'), set())

    def test_api_expand_and_partial(self):
        self.assertEqual(expand('https://api.github.com{/end}', {'end': 'users'}),
                         'https://api.github.com/users')
        self.assertEqual(expand('https://api.github.com{/end}', end='repos'),
                         'https://api.github.com/repos')
        self.assertEqual(str(partial('{/user}{/repo}', user='sigmavirus24')),
                         '/sigmavirus24{/repo}')
        self.assertEqual(expand('{?q,page:1}', q='uri template', page='23'),
                         '?q=uri%20template&page=2')


if __name__ == '__main__':
    unittest.main()
