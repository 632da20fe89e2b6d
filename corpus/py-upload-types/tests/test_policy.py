import unittest

from uploads.policy import UploadPolicy, UploadRejected

POLICY = UploadPolicy({"jpg", "png", ".PDF"}, max_size=1000)


class AcceptTest(unittest.TestCase):
    def test_simple_image(self):
        upload = POLICY.accept("Cat.JPG", 200, "a1")
        self.assertEqual(upload.storage_name, "a1-Cat.jpg")
        self.assertEqual(upload.extension, "jpg")

    def test_path_and_spaces_are_removed(self):
        upload = POLICY.accept("C:\\Users\\ann\\My Report.pdf", 999, "b2")
        self.assertEqual(upload.storage_name, "b2-My_Report.pdf")

    def test_name_with_several_dots(self):
        upload = POLICY.accept("holiday.2024.06.beach.png", 10, "c3")
        self.assertEqual(upload.storage_name, "c3-holiday.2024.06.beach.png")

    def test_double_extension_is_rejected(self):
        with self.assertRaises(UploadRejected):
            POLICY.accept("invoice.pdf.exe", 10, "d4")

    def test_no_extension(self):
        with self.assertRaisesRegex(UploadRejected, r"\.\?"):
            POLICY.accept("Makefile", 10, "e5")

    def test_too_large(self):
        with self.assertRaisesRegex(UploadRejected, "too large"):
            POLICY.accept("scan.png", 1001, "f6")


if __name__ == "__main__":
    unittest.main()
