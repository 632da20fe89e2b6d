import unittest

import tablib


class TablibTestCase(unittest.TestCase):
    def setUp(self):
        self.headers = ('first_name', 'last_name', 'gpa')
        self.john = ('John', 'Adams', 90)
        self.george = ('George', 'Washington', 67)
        self.founders = tablib.Dataset(headers=self.headers, title='Founders')
        self.founders.append(self.john)
        self.founders.append(self.george)

    def test_column_by_header(self):
        self.assertEqual(self.founders['last_name'], ['Adams', 'Washington'])

    def test_dict_export(self):
        self.assertEqual(self.founders.dict[1],
                         {'first_name': 'George', 'last_name': 'Washington', 'gpa': 67})

    def test_append_wrong_width(self):
        with self.assertRaises(tablib.InvalidDimensions):
            self.founders.append(('Thomas', 'Jefferson'))

    def test_csv_export(self):
        expected = (
            'first_name,last_name,gpa\r\n'
            'John,Adams,90\r\n'
            'George,Washington,67\r\n'
        )
        self.assertEqual(self.founders.export('csv'), expected)

    def test_tsv_export(self):
        expected = (
            'first_name\tlast_name\tgpa\r\n'
            'John\tAdams\t90\r\n'
            'George\tWashington\t67\r\n'
        )
        self.assertEqual(self.founders.export('tsv'), expected)

    def test_csv_import_pads_short_rows(self):
        data = tablib.Dataset().load('a,b,c\n1,2,3\n4,5\n', 'csv')
        self.assertEqual(data.headers, ['a', 'b', 'c'])
        self.assertEqual(data[1], ('4', '5', ''))

    def test_tsv_import(self):
        data = tablib.Dataset().load('name\tage\nAda\t36\n', 'tsv')
        self.assertEqual(data.dict, [{'name': 'Ada', 'age': '36'}])

    def test_csv_roundtrip_custom_delimiter(self):
        csv_text = self.founders.export('csv', delimiter=';')
        data = tablib.Dataset().load(csv_text, 'csv', delimiter=';')
        self.assertEqual(data['first_name'], ['John', 'George'])
        self.assertEqual(data.width, 3)

    def test_unknown_format(self):
        with self.assertRaises(tablib.UnsupportedFormat):
            self.founders.export('xlsx')
