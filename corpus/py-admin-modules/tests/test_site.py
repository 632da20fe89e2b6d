import unittest

from backoffice.auth import User
from backoffice.site import AdminSite, PermissionDenied


def site():
    admin = AdminSite()
    admin.register("blog", "post")
    admin.register("blog", "comment")
    admin.register("shop", "order")
    admin.register("shop", "product")
    return admin


class AppListTest(unittest.TestCase):
    def test_superuser_sees_everything(self):
        root = User("root", is_staff=True, is_superuser=True)
        self.assertEqual(site().app_list(root), [("blog", ["post", "comment"]), ("shop", ["order", "product"])])

    def test_editor_sees_only_the_blog(self):
        editor = User("ed", is_staff=True, permissions=frozenset({"blog.change_post", "blog.view_comment"}))
        self.assertEqual(site().app_list(editor), [("blog", ["post", "comment"])])

    def test_staff_without_permissions_sees_no_apps(self):
        self.assertEqual(site().app_list(User("intern", is_staff=True)), [])

    def test_permissions_in_both_apps(self):
        clerk = User("clerk", is_staff=True, permissions=frozenset({"shop.view_order", "blog.view_post"}))
        self.assertEqual(site().app_list(clerk), [("blog", ["post"]), ("shop", ["order"])])

    def test_inactive_staff_is_refused(self):
        with self.assertRaises(PermissionDenied):
            site().app_list(User("gone", is_active=False, is_staff=True, is_superuser=True))

    def test_customer_is_refused(self):
        with self.assertRaises(PermissionDenied):
            site().app_list(User("bob", permissions=frozenset({"shop.view_order"})))


if __name__ == "__main__":
    unittest.main()
