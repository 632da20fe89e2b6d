import unittest

from ua_parser import user_agent_parser

CHROME = ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
          "(KHTML, like Gecko) Chrome/96.0.4664.110 Safari/537.36")
FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:95.0) Gecko/20100101 Firefox/95.0"
SAFARI = ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 "
          "(KHTML, like Gecko) Version/15.1 Safari/605.1.15")
ANDROID = ("Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 "
           "(KHTML, like Gecko) Chrome/90.0.4430 Mobile Safari/537.36")


class ParseTest(unittest.TestCase):
    def testFirefox(self):
        result = user_agent_parser.ParseUserAgent(FIREFOX)
        self.assertEqual(result, {"family": "Firefox", "major": "95", "minor": "0", "patch": None})

    def testChromeFullVersion(self):
        result = user_agent_parser.ParseUserAgent(CHROME)
        self.assertEqual((result["family"], result["major"], result["minor"], result["patch"]),
                         ("Chrome", "96", "0", "4664"))

    def testSafariFamilyReplacement(self):
        result = user_agent_parser.ParseUserAgent(SAFARI)
        self.assertEqual(result, {"family": "Safari", "major": "15", "minor": "1", "patch": None})

    def testDollarOneReplacement(self):
        result = user_agent_parser.ParseUserAgent("Python-urllib/3.9")
        self.assertEqual(result["family"], "Python-urllib client")
        self.assertEqual((result["major"], result["minor"]), ("3", "9"))

    def testUnknownIsOther(self):
        self.assertEqual(user_agent_parser.ParseUserAgent("curl-ish thing")["family"], "Other")
        self.assertEqual(user_agent_parser.ParseOS("curl-ish thing")["family"], "Other")

    def testOSReplacement(self):
        result = user_agent_parser.ParseOS(CHROME)
        self.assertEqual((result["family"], result["major"]), ("Windows", "10"))

    def testMacOSVersion(self):
        result = user_agent_parser.ParseOS(SAFARI)
        self.assertEqual((result["major"], result["minor"], result["patch"]), ("10", "15", "7"))

    def testParseAll(self):
        result = user_agent_parser.Parse(ANDROID)
        self.assertEqual(result["os"]["family"], "Android")
        self.assertEqual(result["os"]["major"], "11")
        self.assertEqual(result["user_agent"]["patch"], "4430")
        self.assertEqual(result["string"], ANDROID)


if __name__ == "__main__":
    unittest.main()
