import unittest

from schemalite import Email, Integer, Schema, String, ValidationError


class UserSchema(Schema):
    name = String(required=True)
    email = Email(data_key="emailAddress", required=True)
    age = Integer(load_default=None)
    team_id = Integer(data_key="teamId", attribute="team")


class User:
    def __init__(self, name, email, age=None):
        self.name, self.email, self.age = name, email, age


class LoadTest(unittest.TestCase):
    def test_load_valid(self):
        data = {"name": "Ada", "emailAddress": "ada@example.org", "age": "36", "teamId": 4}
        self.assertEqual(
            UserSchema().load(data),
            {"name": "Ada", "email": "ada@example.org", "age": 36, "team": 4},
        )

    def test_defaults(self):
        loaded = UserSchema().load({"name": "Ada", "emailAddress": "ada@example.org"})
        self.assertEqual(loaded, {"name": "Ada", "email": "ada@example.org", "age": None})

    def test_missing_required(self):
        with self.assertRaises(ValidationError) as ctx:
            UserSchema().load({})
        self.assertEqual(set(ctx.exception.messages), {"name", "emailAddress"})

    def test_invalid_value(self):
        with self.assertRaises(ValidationError) as ctx:
            UserSchema().load({"name": 12, "emailAddress": "ada@example.org", "age": "old"})
        self.assertEqual(
            ctx.exception.messages,
            {"name": ["Not a valid string."], "age": ["Not a valid integer."]},
        )

    def test_errors_can_be_shown_next_to_form_inputs(self):
        data = {"name": "Ada", "emailAddress": "ada-at-example", "teamId": None}
        with self.assertRaises(ValidationError) as ctx:
            UserSchema().load(data)
        errors = ctx.exception.messages
        self.assertEqual(errors.get("emailAddress"), ["Not a valid email address."])
        self.assertEqual(errors.get("teamId"), ["Field may not be null."])
        self.assertLessEqual(set(errors), set(data))


class DumpTest(unittest.TestCase):
    def test_dump_object(self):
        dumped = UserSchema().dump(User("Ada", "ada@example.org", 36))
        self.assertEqual(dumped, {"name": "Ada", "emailAddress": "ada@example.org", "age": 36})

    def test_dump_dict_uses_attribute(self):
        self.assertEqual(UserSchema().dump({"name": "Bo", "team": 2}), {"name": "Bo", "teamId": 2})


if __name__ == "__main__":
    unittest.main()
