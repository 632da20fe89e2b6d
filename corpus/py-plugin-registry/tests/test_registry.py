import unittest

from exporters.registry import Registry, UnknownExporterError

ROWS = [{"sku": "A-1", "qty": 3}, {"sku": "B-2", "qty": 0}]


class RegistryTest(unittest.TestCase):
    def setUp(self):
        self.registry = Registry()

    def test_builtin_csv(self):
        self.assertEqual(self.registry.get("csv")(ROWS), "qty,sku\n3,A-1\n0,B-2\n")

    def test_alias_and_case(self):
        self.assertIs(self.registry.get("MD"), self.registry.get("markdown"))

    def test_register_plugin(self):
        self.registry.register("tsv", lambda rows: "tsv", aliases=["tab"])
        self.assertEqual(self.registry.get("tab")(ROWS), "tsv")
        with self.assertRaises(ValueError):
            self.registry.register("json", lambda rows: "")

    def test_unknown_name_suggests_close_match(self):
        with self.assertRaises(UnknownExporterError) as ctx:
            self.registry.get("jsno")
        self.assertEqual(ctx.exception.suggestion, "json")
        self.assertIn("did you mean 'json'", str(ctx.exception))

    def test_export_all_reports_unknown_formats(self):
        outputs, errors = self.registry.export_all(ROWS, ["json", "xlsx"])
        self.assertEqual(list(outputs), ["json"])
        self.assertEqual(errors, ["no exporter named 'xlsx'"])

    def test_markdown(self):
        self.assertEqual(self.registry.get("markdown")(ROWS[:1]), "| qty | sku |\n|---|---|\n| 3 | A-1 |\n")


if __name__ == "__main__":
    unittest.main()
