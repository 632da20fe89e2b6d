import unittest

from csvsniff import Error, Sniffer


class TestSniffer(unittest.TestCase):
    header1 = '''\
"venue","city","state","date","performers"
'''
    sample1 = '''\
"Harry's", Arlington Heights, IL, 2/1/03, Kimi Hayes
"Shark City", Glendale Heights, IL, 12/28/02, Prezence
"Tommy's Place", Blue Island, IL, 12/28/02, Blue Sunday/White Crow
"Stonecutters Seafood and Chop House", Lemont, IL, 12/19/02, Week Back
'''
    sample_numbers = 'name,age,score\r\nAlice,30,88.5\r\nBob,25,92\r\nCarol,41,79.25\r\n'

    def test_sniff_delimiter(self):
        sniffer = Sniffer()
        dialect = sniffer.sniff(self.sample1)
        self.assertEqual(dialect.delimiter, ",")
        self.assertEqual(dialect.quotechar, '"')
        self.assertTrue(dialect.skipinitialspace)

    def test_sniff_tab_and_semicolon(self):
        sniffer = Sniffer()
        self.assertEqual(sniffer.sniff("a\tb\tc\n1\t2\t3\n").delimiter, "\t")
        self.assertEqual(sniffer.sniff("a;b\n1,5;2,5\n").delimiter, ";")

    def test_sniff_failure(self):
        with self.assertRaises(Error):
            Sniffer().sniff("abc\ndef,ghi\n")

    def test_has_header_text_columns(self):
        sniffer = Sniffer()
        self.assertIs(sniffer.has_header(self.sample1), False)
        self.assertIs(sniffer.has_header(self.header1 + self.sample1), True)

    def test_has_header_numeric_columns(self):
        self.assertIs(Sniffer().has_header(self.sample_numbers), True)

    def test_has_header_no_header(self):
        self.assertIs(Sniffer().has_header('1,2,3\r\n4,5,6\r\n7,8,9\r\n'), False)


if __name__ == '__main__':
    unittest.main()
