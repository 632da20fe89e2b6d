import unittest

import dns.exception
import dns.name


class NameTestCase(unittest.TestCase):
    def setUp(self):
        self.origin = dns.name.from_text('example.')

    def testFromTextAbsolute(self):
        n = dns.name.from_text('www.dnspython.org.')
        self.assertEqual(n.labels, (b'www', b'dnspython', b'org', b''))
        self.assertTrue(n.is_absolute())

    def testFromTextRelativeWithOrigin(self):
        n = dns.name.from_text('foo.bar', self.origin)
        self.assertEqual(n.to_text(), 'foo.bar.example.')

    def testToTextOmitFinalDot(self):
        n = dns.name.from_text('www.dnspython.org.')
        self.assertEqual(n.to_text(omit_final_dot=True), 'www.dnspython.org')

    def testEmptyLabel(self):
        with self.assertRaises(dns.exception.EmptyLabel):
            dns.name.from_text('a..b')

    def testSubdomain(self):
        n = dns.name.from_text('www.dnspython.org.')
        self.assertTrue(n.is_subdomain(dns.name.from_text('dnspython.org.')))
        self.assertFalse(n.is_subdomain(dns.name.from_text('python.org.')))

    def testSubdomainMixedCase(self):
        n = dns.name.from_text('mail.DNSPython.org.')
        self.assertTrue(n.is_subdomain(dns.name.from_text('dnspython.ORG.')))

    def testCompareIgnoresCase(self):
        n1 = dns.name.from_text('WWW.Example.COM.')
        n2 = dns.name.from_text('www.example.com.')
        self.assertEqual(n2, n1)
        self.assertEqual(hash(n1), hash(n2))

    def testRelativize(self):
        n = dns.name.from_text('a.b.Example.')
        self.assertEqual(n.relativize(self.origin).to_text(), 'a.b')
        other = dns.name.from_text('a.b.org.')
        self.assertIs(other.relativize(self.origin), other)


if __name__ == '__main__':
    unittest.main()
