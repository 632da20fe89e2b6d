# -*- coding: utf-8 -*-
import unittest

import inflection


class PluralizeTest(unittest.TestCase):

    def test_pluralize_regular(self):
        for singular, plural in [("search", "searches"), ("query", "queries"),
                                 ("wife", "wives"), ("matrix", "matrices"),
                                 ("status", "statuses"), ("day", "days")]:
            self.assertEqual(inflection.pluralize(singular), plural)

    def test_pluralize_irregular(self):
        self.assertEqual(inflection.pluralize("person"), "people")
        self.assertEqual(inflection.pluralize("child"), "children")
        self.assertEqual(inflection.pluralize("Salesman"), "Salesmen")

    def test_pluralize_is_idempotent_for_plurals(self):
        self.assertEqual(inflection.pluralize("people"), "people")
        self.assertEqual(inflection.pluralize("mice"), "mice")

    def test_uncountable(self):
        self.assertEqual(inflection.pluralize("Sheep"), "Sheep")
        self.assertEqual(inflection.singularize("information"), "information")

    def test_singularize(self):
        for plural, singular in [("searches", "search"), ("queries", "query"),
                                 ("people", "person"), ("children", "child"),
                                 ("databases", "database")]:
            self.assertEqual(inflection.singularize(plural), singular)


class CaseTest(unittest.TestCase):

    def test_camelize_and_underscore(self):
        self.assertEqual(inflection.camelize("device_type"), "DeviceType")
        self.assertEqual(inflection.camelize("device_type", False), "deviceType")
        self.assertEqual(inflection.underscore("HTMLTidyGenerator"), "html_tidy_generator")

    def test_humanize_and_parameterize(self):
        self.assertEqual(inflection.humanize("employee_salary"), "Employee salary")
        self.assertEqual(inflection.humanize("author_id"), "Author")
        self.assertEqual(inflection.parameterize("Donald E. Knuth"), "donald-e-knuth")

    def test_ordinalize(self):
        self.assertEqual([inflection.ordinalize(n) for n in (1, 2, 3, 11, 22, 104)],
                         ["1st", "2nd", "3rd", "11th", "22nd", "104th"])


if __name__ == '__main__':
    unittest.main()
