import unittest

import tldextract


class ExtractTest(unittest.TestCase):
    def assertExtract(self, url, expected):
        self.assertEqual(tuple(tldextract.extract(url)), expected)

    def test_american(self):
        self.assertExtract("http://www.google.com", ("www", "google", "com"))

    def test_british(self):
        self.assertExtract("http://www.theregister.co.uk", ("www", "theregister", "co.uk"))

    def test_upper_case_host(self):
        self.assertExtract("http://WWW.TheRegister.CO.UK/news", ("WWW", "TheRegister", "CO.UK"))

    def test_wildcard_and_exception(self):
        self.assertExtract("http://www.foo.kawasaki.jp", ("", "www", "foo.kawasaki.jp"))
        self.assertExtract("http://www.city.kawasaki.jp", ("www", "city", "kawasaki.jp"))

    def test_punycode(self):
        self.assertExtract("http://xn--h1alffa9f.xn--p1ai", ("", "xn--h1alffa9f", "xn--p1ai"))
        self.assertExtract("http://Xn--h1alffa9f.XN--P1AI", ("", "Xn--h1alffa9f", "XN--P1AI"))

    def test_ip_and_port_and_userinfo(self):
        self.assertExtract("http://216.22.0.192/", ("", "216.22.0.192", ""))
        self.assertExtract("https://user:pass@www.google.com:8080/", ("www", "google", "com"))

    def test_registered_domain(self):
        self.assertEqual(tldextract.extract("http://forums.bbc.co.uk").registered_domain, "bbc.co.uk")
        self.assertEqual(tldextract.extract("http://localhost").registered_domain, "")


if __name__ == "__main__":
    unittest.main()
