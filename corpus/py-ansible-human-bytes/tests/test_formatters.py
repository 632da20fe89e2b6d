# -*- coding: utf-8 -*-
# Copyright 2019, Andrew Klychkov @Andersson007 <aaklychkov@mail.ru>
# Simplified BSD License (see licenses/simplified_bsd.txt or https://opensource.org/licenses/BSD-2-Clause)

import unittest

from module_utils.common.text.formatters import bytes_to_human, human_to_bytes
from module_utils.common.validation import check_type_bits, check_type_bytes


class TestHumanToBytes(unittest.TestCase):
    def test_human_to_bytes_number_unit(self):
        self.assertEqual(human_to_bytes('10M'), 10485760)
        self.assertEqual(human_to_bytes(10, 'M'), 10485760)
        self.assertEqual(human_to_bytes('1.5 KB'), 1536)

    def test_human_to_bytes_wrong_unit(self):
        with self.assertRaises(ValueError):
            human_to_bytes('10 Xb')
        with self.assertRaises(ValueError):
            human_to_bytes('10Mb')


class TestCheckTypeBytes(unittest.TestCase):
    def test_check_type_bytes(self):
        self.assertEqual(check_type_bytes('1K'), 1024)
        self.assertEqual(check_type_bits('1Mb'), 1048576)
        with self.assertRaises(TypeError):
            check_type_bytes('1 Xb')


class TestBytesToHuman(unittest.TestCase):
    def test_bytes_to_human(self):
        self.assertEqual(bytes_to_human(0), '0.00 Bytes')
        self.assertEqual(bytes_to_human(512), '512.00 Bytes')
        self.assertEqual(bytes_to_human(1536), '1.50 KB')
        self.assertEqual(bytes_to_human(5368709120), '5.00 GB')

    def test_bytes_to_human_exact_powers(self):
        self.assertEqual(bytes_to_human(1024), '1.00 KB')
        self.assertEqual(bytes_to_human(1048576), '1.00 MB')

    def test_bytes_to_human_isbits(self):
        self.assertEqual(bytes_to_human(4096, isbits=True), '4.00 Kb')

    def test_bytes_to_human_unit(self):
        self.assertEqual(bytes_to_human(1048576, unit='k'), '1024.00 KB')


if __name__ == '__main__':
    unittest.main()
