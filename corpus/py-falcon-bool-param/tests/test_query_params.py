import unittest

import falcon
from falcon import Request


def make_request(query_string):
    return Request({'QUERY_STRING': query_string, 'PATH_INFO': '/', 'REQUEST_METHOD': 'GET'})


class TestQueryParams(unittest.TestCase):
    def test_simple(self):
        req = make_request('marker=deadbeef&limit=25')
        self.assertEqual(req.get_param('marker'), 'deadbeef')
        self.assertEqual(req.get_param('limit'), '25')
        self.assertIsNone(req.get_param('offset'))

    def test_multiple_values_last_wins(self):
        req = make_request('ant=4&ant=5')
        self.assertEqual(req.get_param('ant'), '5')

    def test_required_missing(self):
        req = make_request('')
        with self.assertRaises(falcon.HTTPMissingParam):
            req.get_param('marker', required=True)
        with self.assertRaises(falcon.HTTPMissingParam):
            req.get_param_as_bool('echo', required=True)

    def test_boolean(self):
        req = make_request('echo=true&doit=false&bogus=bar&t1=True&f1=False&t2=yes&f2=no')
        self.assertIs(req.get_param_as_bool('echo'), True)
        self.assertIs(req.get_param_as_bool('doit'), False)
        self.assertIs(req.get_param_as_bool('t1'), True)
        self.assertIs(req.get_param_as_bool('f1'), False)
        self.assertIs(req.get_param_as_bool('t2'), True)
        self.assertIs(req.get_param_as_bool('f2'), False)
        self.assertIsNone(req.get_param_as_bool('missing'))
        with self.assertRaises(falcon.HTTPInvalidParam):
            req.get_param_as_bool('bogus')

    def test_boolean_blank(self):
        req = make_request('blank&blank2=')
        self.assertIs(req.get_param_as_bool('blank'), True)
        self.assertIs(req.get_param_as_bool('blank2'), True)

    def test_boolean_blank_as_false(self):
        req = make_request('blank&blank2=&verbose=1')
        self.assertIs(req.get_param_as_bool('blank', blank_as_true=False), False)
        self.assertIs(req.get_param_as_bool('blank2', blank_as_true=False), False)
        self.assertIs(req.get_param_as_bool('verbose', blank_as_true=False), True)


if __name__ == '__main__':
    unittest.main()
