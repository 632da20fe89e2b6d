# -*- coding: utf-8 -*-
''' Tests for the BaseRequest wrapper. '''
import unittest

from bottle import BaseRequest, path_shift


class TestPathShift(unittest.TestCase):
    def test_shift_forward(self):
        self.assertEqual(path_shift('/a', '/b/c', 1), ('/a/b', '/c'))
        self.assertEqual(path_shift('/', '/a/b/', 2), ('/a/b', '/'))

    def test_shift_backward(self):
        self.assertEqual(path_shift('/a/b', '/c', -1), ('/a', '/b/c'))

    def test_shift_too_far(self):
        self.assertRaises(AssertionError, path_shift, '/a', '/b', 2)
        self.assertRaises(AssertionError, path_shift, '/a', '/b', -2)


class TestRequest(unittest.TestCase):
    def test_path(self):
        for key, value in (('', '/'), ('x', '/x'), ('/x', '/x'), ('//x', '/x')):
            r = BaseRequest({'PATH_INFO': key})
            self.assertEqual(r.path, value)

    def test_method(self):
        self.assertEqual(BaseRequest({}).method, 'GET')
        self.assertEqual(BaseRequest({'REQUEST_METHOD': 'put'}).method, 'PUT')

    def test_script_name(self):
        self.assertEqual(BaseRequest({}).script_name, '/')
        self.assertEqual(BaseRequest({'SCRIPT_NAME': 'x/'}).script_name, '/x/')

    def test_fullpath(self):
        r = BaseRequest({'SCRIPT_NAME': '/app', 'PATH_INFO': '/users/1'})
        self.assertEqual(r.fullpath, '/app/users/1')

    def test_request_path_shift(self):
        r = BaseRequest({'SCRIPT_NAME': '/app', 'PATH_INFO': '/a/b'})
        r.path_shift(1)
        self.assertEqual(r.script_name, '/app/a/')
        self.assertEqual(r.path, '/b')
        self.assertEqual(r.fullpath, '/app/a/b')

    def test_request_path_shift_back(self):
        r = BaseRequest({'SCRIPT_NAME': '/app/a', 'PATH_INFO': '/b'})
        r.path_shift(-1)
        self.assertEqual(r.environ['SCRIPT_NAME'], '/app')
        self.assertEqual(r.environ['PATH_INFO'], '/a/b')


if __name__ == '__main__':
    unittest.main()
