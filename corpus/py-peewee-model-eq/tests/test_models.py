import unittest

from peewee import CharField, IntegerField, Model


class User(Model):
    username = CharField()
    age = IntegerField(default=0)


class Tweet(Model):
    content = CharField()


class TestModelAPIs(unittest.TestCase):
    def test_defaults_and_adapt(self):
        u = User(username='huey', age='7')
        self.assertEqual(u.username, 'huey')
        self.assertEqual(u.age, 7)
        self.assertEqual(User().age, 0)
        self.assertIsNone(User().id)

    def test_dirty_fields(self):
        u = User()
        self.assertEqual(u.dirty_fields, [User.age])
        u.username = 'mickey'
        self.assertEqual(u.dirty_fields, [User.username, User.age])
        self.assertTrue(u.is_dirty())

    def test_equality_same_model(self):
        self.assertEqual(User(id=1), User(id=1))
        self.assertNotEqual(User(id=1), User(id=2))
        self.assertEqual(len({User(id=1), User(id=1), User(id=2)}), 2)

    def test_equality_unsaved(self):
        # Instances without a primary key are never equal to one another.
        self.assertNotEqual(User(username='a'), User(username='a'))

    def test_equality_different_models(self):
        self.assertNotEqual(User(id=1), Tweet(id=1))
        self.assertNotIn(Tweet(id=3), [User(id=3)])

    def test_repr_and_id(self):
        u = User(id=42)
        self.assertEqual(u.get_id(), 42)
        self.assertEqual(repr(u), '<User: 42>')


if __name__ == '__main__':
    unittest.main()
