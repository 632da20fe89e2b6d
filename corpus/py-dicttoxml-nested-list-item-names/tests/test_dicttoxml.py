import datetime
import unittest

from dicttoxml import dicttoxml

HEAD = '<?xml version="1.0" encoding="UTF-8" ?>'


def singular(parent):
    return parent[:-1] if parent.endswith('s') else 'item'


class DictToXmlTest(unittest.TestCase):
    def test_simple_dict(self):
        xml = dicttoxml({'name': 'Ryan', 'age': 42, 'ratio': 0.5})
        self.assertEqual(xml.decode('utf-8'), HEAD + '<root><name type="str">Ryan</name>'
                         '<age type="int">42</age><ratio type="float">0.5</ratio></root>')

    def test_no_root_no_types(self):
        xml = dicttoxml({'a': 1, 'b': None, 'c': True}, root=False, attr_type=False)
        self.assertEqual(xml, b'<a>1</a><b></b><c>true</c>')

    def test_custom_root(self):
        xml = dicttoxml({'x': 'y'}, custom_root='doc', attr_type=False)
        self.assertEqual(xml, (HEAD + '<doc><x>y</x></doc>').encode('utf-8'))

    def test_list_default_item_names(self):
        xml = dicttoxml({'colors': ['red', 'blue']}, root=False)
        self.assertEqual(xml, b'<colors type="list"><item type="str">red</item>'
                              b'<item type="str">blue</item></colors>')

    def test_custom_item_func_names_items_after_parent(self):
        xml = dicttoxml({'colors': ['red', 'blue']}, root=False, attr_type=False,
                        item_func=singular)
        self.assertEqual(xml, b'<colors><color>red</color><color>blue</color></colors>')

    def test_custom_item_func_nested(self):
        data = {'shop': {'fruits': ['apple', {'name': 'kiwi', 'tags': ['green']}]}}
        xml = dicttoxml(data, root=False, attr_type=False, item_func=singular)
        self.assertEqual(xml, b'<shop><fruits><fruit>apple</fruit><fruit><name>kiwi</name>'
                              b'<tags><tag>green</tag></tags></fruit></fruits></shop>')

    def test_top_level_list(self):
        xml = dicttoxml([1, 'two'], custom_root='values', attr_type=False, item_func=singular)
        self.assertEqual(xml, (HEAD + '<values><value>1</value><value>two</value></values>')
                         .encode('utf-8'))

    def test_escaping_and_cdata(self):
        self.assertEqual(dicttoxml({'q': 'a < b & "c"'}, root=False, attr_type=False),
                         b'<q>a &lt; b &amp; &quot;c&quot;</q>')
        self.assertEqual(dicttoxml({'q': 'a < b'}, root=False, attr_type=False, cdata=True),
                         b'<q><![CDATA[a < b]]></q>')

    def test_invalid_keys(self):
        xml = dicttoxml({'123': 1, 'my key': 2, '<bad>': 3}, root=False, attr_type=False)
        self.assertEqual(xml, b'<n123>1</n123><my_key>2</my_key>'
                              b'<key name="&lt;bad&gt;">3</key>')

    def test_datetime_and_nested_dict(self):
        data = {'when': datetime.date(2020, 1, 31), 'inner': {'ok': False}}
        xml = dicttoxml(data, root=False)
        self.assertEqual(xml, b'<when type="str">2020-01-31</when>'
                              b'<inner type="dict"><ok type="bool">false</ok></inner>')


if __name__ == '__main__':
    unittest.main()
