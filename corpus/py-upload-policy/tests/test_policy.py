import unittest

from uploads.naming import extension, safe_name
from uploads.policy import MB, Rejected, UploadPolicy
from uploads.types import DOCUMENT_TYPES, IMAGE_TYPES


class NamingTest(unittest.TestCase):
    def test_simple_extension(self):
        self.assertEqual(extension("Holiday.JPG"), "jpg")
        self.assertEqual(extension("C:\\Users\\ann\\scan.pdf"), "pdf")

    def test_names_without_extension(self):
        self.assertEqual(extension("README"), "")
        self.assertEqual(extension(".profile"), "")

    def test_extension_of_a_name_with_several_dots(self):
        self.assertEqual(extension("report.2026-11.final.PDF"), "pdf")
        self.assertEqual(extension("backup.tar.gz"), "gz")

    def test_safe_name(self):
        self.assertEqual(safe_name("../../Résumé (final).pdf"), "Resume-final-.pdf")


class PolicyTest(unittest.TestCase):
    def setUp(self):
        self.policy = UploadPolicy(IMAGE_TYPES | DOCUMENT_TYPES, max_bytes=2 * MB)

    def test_accepts_an_image(self):
        self.assertEqual(self.policy.check("cat.png", 5000), ("cat.png", "image/png"))

    def test_rejects_too_large_and_unknown(self):
        with self.assertRaises(Rejected) as big:
            self.policy.check("video.png", 3 * MB)
        self.assertEqual(big.exception.reason, "larger than 2 MB")
        with self.assertRaises(Rejected):
            self.policy.check("setup.exe", 100)

    def test_accepts_dated_statement(self):
        self.assertEqual(
            self.policy.check("statement.2026.11.csv", 1200),
            ("statement.2026.11.csv", "text/csv"),
        )
