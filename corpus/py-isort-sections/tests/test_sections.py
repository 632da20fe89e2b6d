import unittest

from miniisort import Config, sort_code_string


class SortTest(unittest.TestCase):
    def test_stdlib_before_third_party(self):
        self.assertEqual(sort_code_string("import requests\nimport sys\nimport os\n"),
                         "import os\nimport sys\n\nimport requests\n")

    def test_straight_imports_before_from_imports(self):
        self.assertEqual(sort_code_string("from os import path\nimport sys\n"), "import sys\nfrom os import path\n")

    def test_dotted_stdlib_module(self):
        self.assertEqual(sort_code_string("import requests\nimport os.path\n"),
                         "import os.path\n\nimport requests\n")

    def test_from_dotted_stdlib_package(self):
        config = Config(known_first_party={"myapp"})
        code = "from myapp.models import User\nfrom xml.etree import ElementTree\nimport attr\n"
        self.assertEqual(sort_code_string(code, config),
                         "from xml.etree import ElementTree\n\nimport attr\n\nfrom myapp.models import User\n")

    def test_known_first_party(self):
        config = Config(known_first_party={"myapp"})
        self.assertEqual(sort_code_string("import myapp.utils\nimport attr\n", config),
                         "import attr\n\nimport myapp.utils\n")

    def test_names_ordered_by_type(self):
        self.assertEqual(sort_code_string("from foo import b, Cls, CONST, a\n"), "from foo import CONST, Cls, a, b\n")

    def test_future_and_local_folder(self):
        code = "from . import views\nimport django\nfrom __future__ import annotations\n"
        self.assertEqual(sort_code_string(code),
                         "from __future__ import annotations\n\nimport django\n\nfrom . import views\n")

    def test_code_after_imports_is_kept(self):
        self.assertEqual(sort_code_string("import sys\nimport os\nprint(sys.argv)\n"),
                         "import os\nimport sys\n\nprint(sys.argv)\n")


if __name__ == "__main__":
    unittest.main()
