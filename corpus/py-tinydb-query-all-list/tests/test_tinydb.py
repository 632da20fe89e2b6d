import unittest

from tinydb import Query, TinyDB, where


class TestTinyDB(unittest.TestCase):
    def setUp(self):
        self.db = TinyDB()
        self.db.insert_multiple([
            {'name': 'john', 'age': 31, 'tags': ['admin', 'dev', 'ops'],
             'address': {'city': 'Berlin'}},
            {'name': 'jane', 'age': 27, 'tags': ['dev']},
            {'name': 'bob', 'age': 45, 'tags': ['ops', 'admin'],
             'address': {'city': 'Paris'}},
        ])

    def names(self, docs):
        return sorted(doc['name'] for doc in docs)

    def test_insert_ids(self):
        self.assertEqual(self.db.insert({'name': 'alice'}), 4)
        self.assertEqual(self.db.insert_multiple([{'x': 1}, {'x': 2}]), [5, 6])
        self.assertEqual(len(self.db), 6)

    def test_search_eq(self):
        docs = self.db.search(where('name') == 'jane')
        self.assertEqual(len(docs), 1)
        self.assertEqual(docs[0].doc_id, 2)

    def test_and_or(self):
        User = Query()
        self.assertEqual(self.names(self.db.search((User.age == 31) | (User.name == 'bob'))),
                         ['bob', 'john'])
        self.assertEqual(self.db.count((User.name == 'bob') & (User.age == 31)), 0)

    def test_nested_path(self):
        User = Query()
        self.assertEqual(self.names(self.db.search(User.address.city == 'Paris')), ['bob'])
        self.assertEqual(self.names(self.db.search(User.address.exists())), ['bob', 'john'])

    def test_any(self):
        User = Query()
        self.assertEqual(self.names(self.db.search(User.tags.any(['ops', 'qa']))), ['bob', 'john'])
        self.assertEqual(self.names(self.db.search(User.tags.any(User.fake.exists()))), [])

    def test_all_callable(self):
        self.assertEqual(self.names(self.db.search(Query().tags.all(lambda t: t != 'dev'))),
                         ['bob'])

    def test_all_list(self):
        User = Query()
        self.assertEqual(self.names(self.db.search(User.tags.all(['admin', 'ops']))),
                         ['bob', 'john'])

    def test_all_list_requires_every_item(self):
        User = Query()
        self.assertEqual(self.db.count(User.tags.all(['dev'])), 2)

    def test_update(self):
        self.db.update({'age': 28}, where('name') == 'jane')
        self.assertEqual(self.db.search(where('age') == 28)[0]['name'], 'jane')

    def test_remove(self):
        self.assertEqual(self.db.remove(where('age') == 45), [3])
        self.assertEqual(len(self.db), 2)
        self.assertEqual(self.db.insert({'name': 'eve'}), 4)

    def test_tables(self):
        self.db.table('log').insert({'msg': 'hi'})
        self.assertEqual(self.db.tables(), {'_default', 'log'})
        self.assertEqual(len(self.db.table('log')), 1)


if __name__ == '__main__':
    unittest.main()
