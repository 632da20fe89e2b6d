import os
import shutil
import tempfile
import unittest
from unittest import mock

from tzlocal import ZoneInfoNotFoundError
from tzlocal.unix import _get_localzone_name
from tzlocal.utils import _tz_name_from_env


class TzLocalTest(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.root)
        patcher = mock.patch.dict(os.environ)
        patcher.start()
        self.addCleanup(patcher.stop)
        os.environ.pop("TZ", None)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)

    def test_env(self):
        os.environ["TZ"] = ":Africa/Harare"
        self.assertEqual(_get_localzone_name(self.root), "Africa/Harare")

    def test_env_path(self):
        self.write("usr/share/zoneinfo/Europe/Oslo", "TZif")
        self.assertEqual(_tz_name_from_env(os.path.join(self.root, "usr/share/zoneinfo/Europe/Oslo")),
                         "Europe/Oslo")

    def test_timezone_file(self):
        self.write("etc/timezone", "Africa/Harare\n")
        self.assertEqual(_get_localzone_name(self.root), "Africa/Harare")

    def test_sysconfig_clock(self):
        self.write("etc/sysconfig/clock", 'UTC=true\nZONE="America/New York"\n')
        self.assertEqual(_get_localzone_name(self.root), "America/New_York")

    def test_agreeing_configs(self):
        self.write("etc/timezone", "Europe/Berlin\n")
        self.write("etc/conf.d/clock", 'TIMEZONE="Europe/Berlin"\n')
        self.assertEqual(_get_localzone_name(self.root), "Europe/Berlin")

    def test_conflicting_configs(self):
        self.write("etc/timezone", "Europe/Berlin\n")
        self.write("etc/sysconfig/clock", 'ZONE="Europe/Paris"\n')
        with self.assertRaises(ZoneInfoNotFoundError):
            _get_localzone_name(self.root)

    def test_no_config(self):
        self.assertIsNone(_get_localzone_name(self.root))
