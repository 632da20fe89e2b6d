import tempfile
import unittest
from pathlib import Path

from lintkit.locate import find_config
from lintkit.settings import load_settings


class SettingsTest(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.root = Path(self._tmp.name).resolve()
        self.pkg = self.root / "src" / "pkg"
        self.pkg.mkdir(parents=True)

    def tearDown(self):
        self._tmp.cleanup()

    def write(self, relpath, text):
        path = self.root / relpath
        path.write_text(text, encoding="utf-8")
        return path

    def test_no_config_gives_defaults(self):
        settings = load_settings(self.pkg)
        self.assertEqual(settings["max-line-length"], 100)
        self.assertEqual(settings["select"], ("E", "W"))

    def test_setup_cfg_in_parent(self):
        self.write("setup.cfg", "[metadata]\nname = demo\n\n[lintkit]\nmax-line-length = 88\nexclude = build, .venv\n")
        settings = load_settings(self.pkg)
        self.assertEqual(settings["max-line-length"], 88)
        self.assertEqual(settings["exclude"], ("build", ".venv"))
        self.assertEqual(settings["source"], str(self.root / "setup.cfg"))

    def test_setup_cfg_without_section(self):
        self.write("setup.cfg", "[metadata]\nname = demo\n")
        self.assertEqual(load_settings(self.root)["max-line-length"], 100)

    def test_nearest_directory_wins(self):
        self.write("setup.cfg", "[lintkit]\nmax-line-length = 88\n")
        self.write("src/lintkit.ini", "[lintkit]\nmax-line-length = 120\n")
        self.assertEqual(load_settings(self.pkg)["max-line-length"], 120)

    def test_dedicated_file_beats_setup_cfg(self):
        rc = self.write(".lintkitrc", "[lintkit]\nselect =\n    E\n    W\n    C90\n")
        self.write("setup.cfg", "[lintkit]\nselect = E\n")
        self.assertEqual(find_config(self.pkg), rc)
        self.assertEqual(load_settings(self.pkg)["select"], ("E", "W", "C90"))

    def test_custom_names(self):
        self.write("tox.ini", "[lintkit]\n")
        self.assertEqual(find_config(self.pkg, names=("tox.ini",)), self.root / "tox.ini")


if __name__ == "__main__":
    unittest.main()
