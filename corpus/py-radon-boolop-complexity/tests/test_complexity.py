import textwrap
import unittest

from radon.complexity import LINES, average_complexity, cc_rank, cc_visit, sorted_results


def complexity_of(code):
    blocks = cc_visit(textwrap.dedent(code))
    return {block.fullname: block.complexity for block in blocks}


class CCTestCase(unittest.TestCase):

    def test_simple_function(self):
        self.assertEqual(complexity_of('''
            def f(a):
                return a * 2
            '''), {'f': 1})

    def test_if_elif_else(self):
        self.assertEqual(complexity_of('''
            def f(a):
                if a > 0:
                    return 1
                elif a < 0:
                    return -1
                else:
                    return 0
            '''), {'f': 3})

    def test_loops_and_try(self):
        self.assertEqual(complexity_of('''
            def f(items):
                for item in items:
                    pass
                else:
                    pass
                try:
                    g()
                except ValueError:
                    pass
                except KeyError:
                    pass
            '''), {'f': 5})

    def test_boolean_operators(self):
        self.assertEqual(complexity_of('''
            def f(a, b, c):
                if a and b or c:
                    return True
                return False
            '''), {'f': 4})

    def test_comprehension_with_condition(self):
        self.assertEqual(complexity_of('''
            def f(xs):
                return [x for x in xs if x and x > 2]
            '''), {'f': 4})

    def test_class_methods(self):
        blocks = cc_visit(textwrap.dedent('''
            class A:
                def m(self, x):
                    return x if x else None
                def n(self):
                    pass
            '''))
        self.assertEqual([b.fullname for b in sorted_results(blocks, order=LINES)],
                         ['A', 'A.m', 'A.n'])
        self.assertEqual(blocks[0].real_complexity, 4)
        self.assertEqual(average_complexity(blocks), 7 / 3.)

    def test_rank(self):
        self.assertEqual([cc_rank(cc) for cc in (1, 5, 6, 10, 11, 20, 25, 35, 50)],
                         ['A', 'A', 'B', 'B', 'C', 'C', 'D', 'E', 'F'])
        self.assertRaises(ValueError, cc_rank, -1)


if __name__ == '__main__':
    unittest.main()
