import unittest

from webapp.app import App


def make_app():
    app = App()

    @app.route("/users/me")
    def current_user():
        return "current user"

    @app.route("/users/<int:user_id>")
    def show_user(user_id):
        return "user %d" % user_id

    @app.route("/users/<name>")
    def user_by_name(name):
        return "user named %s" % name

    @app.route("/users", methods=("POST",))
    def create_user():
        return "created"

    @app.route("/files/<path:rest>")
    def files(rest):
        return "file " + rest

    return app


class DispatchTest(unittest.TestCase):
    def setUp(self):
        self.app = make_app()

    def test_typed_parameter(self):
        self.assertEqual(self.app.handle("get", "/users/42"), (200, "user 42"))

    def test_path_converter(self):
        self.assertEqual(self.app.handle("GET", "/files/docs/a b.txt"), (200, "file docs/a b.txt"))

    def test_static_route_registered_first_wins(self):
        self.assertEqual(self.app.handle("GET", "/users/me"), (200, "current user"))

    def test_not_found_and_wrong_method(self):
        self.assertEqual(self.app.handle("GET", "/teams/1")[0], 404)
        self.assertEqual(self.app.handle("GET", "/users"), (405, "Method Not Allowed (allowed: POST)"))


if __name__ == "__main__":
    unittest.main()
