import unittest

import semantic_version
from semantic_version import SimpleSpec, Version


class VersionTestCase(unittest.TestCase):

    def test_parse(self):
        v = Version('1.2.3-alpha.1+build.5')
        self.assertEqual((v.major, v.minor, v.patch), (1, 2, 3))
        self.assertEqual(v.prerelease, ('alpha', '1'))
        self.assertEqual(v.build, ('build', '5'))
        self.assertEqual(str(v), '1.2.3-alpha.1+build.5')

    def test_validate(self):
        self.assertTrue(semantic_version.validate('0.1.0'))
        self.assertFalse(semantic_version.validate('0.1'))

    def test_release_order(self):
        self.assertLess(Version('1.9.0'), Version('1.10.0'))
        self.assertEqual(semantic_version.compare('2.0.0', '1.99.99'), 1)

    def test_prerelease_lower_than_release(self):
        self.assertLess(Version('1.0.0-rc.1'), Version('1.0.0'))

    def test_numeric_prerelease_identifiers(self):
        self.assertLess(Version('1.0.0-beta.2'), Version('1.0.0-beta.11'))
        self.assertLess(Version('1.0.0-1'), Version('1.0.0-alpha'))

    def test_longer_prerelease_is_greater(self):
        self.assertEqual(semantic_version.compare('1.0.0-alpha', '1.0.0-alpha.1'), -1)

    def test_semver_spec_ordering(self):
        # The example from the SemVer 2.0.0 specification, item 11.
        ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta',
                   '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0']
        shuffled = [ordered[i] for i in (3, 7, 0, 5, 1, 6, 4, 2)]
        self.assertEqual([str(v) for v in sorted(Version(s) for s in shuffled)], ordered)

    def test_build_ignored(self):
        self.assertEqual(Version('1.0.0+a'), Version('1.0.0+b'))

    def test_simple_spec(self):
        spec = SimpleSpec('>=1.2.0,<2.0.0')
        self.assertTrue(spec.match(Version('1.4.0')))
        self.assertFalse(spec.match(Version('2.0.0')))
        versions = [Version(s) for s in ('0.9.0', '1.2.0', '1.7.3', '2.1.0')]
        self.assertEqual(str(spec.select(versions)), '1.7.3')


if __name__ == '__main__':
    unittest.main()
