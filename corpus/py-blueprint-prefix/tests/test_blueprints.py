import unittest

from minifw.app import App, NotFound
from minifw.blueprints import Blueprint


def make_admin():
    admin = Blueprint("admin", url_prefix="/admin")

    @admin.route("/")
    def index():
        return "admin home"

    @admin.route("/users/<user_id>")
    def user(user_id):
        return f"user {user_id}"

    return admin


class BlueprintTest(unittest.TestCase):
    def test_plain_app_routes(self):
        app = App("shop")

        @app.route("/hello/<name>")
        def hello(name):
            return f"hi {name}"

        self.assertEqual(app.dispatch("/hello/ann"), "hi ann")
        self.assertEqual(app.url_for("hello", name="bob"), "/hello/bob")

    def test_blueprint_routes_get_the_prefix(self):
        app = App("shop")
        app.register_blueprint(make_admin())
        self.assertEqual(app.dispatch("/admin/users/7"), "user 7")
        self.assertEqual(app.url_for("admin.user", user_id=3), "/admin/users/3")

    def test_prefix_given_at_registration(self):
        app = App("shop")
        app.register_blueprint(make_admin(), url_prefix="/staff/", name="staff")
        self.assertEqual(app.dispatch("/staff/"), "admin home")

    def test_blueprint_without_prefix(self):
        app = App("shop")
        bp = Blueprint("api")

        @bp.route("/status")
        def status():
            return "ok"

        app.register_blueprint(bp)
        self.assertEqual(app.dispatch("/status"), "ok")

    def test_duplicate_name_is_refused(self):
        app = App("shop")
        app.register_blueprint(make_admin())
        with self.assertRaises(ValueError):
            app.register_blueprint(make_admin())

    def test_unknown_path(self):
        app = App("shop")
        app.register_blueprint(make_admin())
        with self.assertRaises(NotFound):
            app.dispatch("/nowhere")

    def test_dotted_blueprint_name(self):
        with self.assertRaises(ValueError):
            Blueprint("admin.v2")


if __name__ == "__main__":
    unittest.main()
