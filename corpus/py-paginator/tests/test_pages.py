import unittest

from webapp.pagination import PageError, Paginator


class PaginatorTest(unittest.TestCase):
    def test_partial_last_page(self):
        p = Paginator(range(45), per_page=20)
        self.assertEqual(p.num_pages, 3)
        self.assertEqual(p.page(3).items, list(range(40, 45)))

    def test_exact_multiple_has_no_empty_page(self):
        p = Paginator(range(40), per_page=20)
        self.assertEqual(p.num_pages, 2)
        self.assertFalse(p.page(2).has_next())

    def test_empty_list_has_one_page(self):
        p = Paginator([])
        self.assertEqual(p.num_pages, 1)
        self.assertEqual(p.page(1).items, [])

    def test_per_page_is_capped(self):
        self.assertEqual(Paginator(range(500), per_page=1000).per_page, 100)

    def test_page_out_of_range(self):
        with self.assertRaises(PageError):
            Paginator(range(5), per_page=2).page(0)


class PageTest(unittest.TestCase):
    def test_navigation(self):
        p = Paginator(range(5), per_page=2)
        self.assertTrue(p.page(1).has_next())
        self.assertFalse(p.page(1).has_previous())
        self.assertTrue(p.page(2).has_previous())

    def test_single_item_per_page(self):
        p = Paginator("abc", per_page=1)
        self.assertEqual(repr(p.page(3)), "<Page 3 of 3>")


if __name__ == "__main__":
    unittest.main()
