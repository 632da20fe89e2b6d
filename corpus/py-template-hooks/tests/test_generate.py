import os
import tempfile
import unittest

from cutter.generate import plan
from cutter.hooks import find_hook


def make_repo(root, hooks=()):
    project = os.path.join(root, "{{cookiecutter.slug}}")
    os.makedirs(os.path.join(project, "src"))
    for rel in ("README.md", os.path.join("src", "{{cookiecutter.slug}}.py")):
        with open(os.path.join(project, rel), "w") as f:
            f.write("x\n")
    if hooks:
        os.makedirs(os.path.join(root, "hooks"))
        for name in hooks:
            with open(os.path.join(root, "hooks", name), "w") as f:
                f.write("# hook\n")
    return root


class PlanTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.root = self.tmp.name

    def hook(self, name):
        return ("hook", os.path.abspath(os.path.join(self.root, "hooks", name)))

    def test_template_without_hooks(self):
        make_repo(self.root)
        self.assertEqual(plan(self.root, {"slug": "demo"}), [
            ("render", os.path.join("demo", "README.md")),
            ("render", os.path.join("demo", "src", "demo.py")),
        ])

    def test_hooks_run_around_rendering(self):
        make_repo(self.root, ["pre_gen_project.py", "post_gen_project.sh", "pre_gen_project.py~"])
        steps = plan(self.root, {"slug": "demo"})
        self.assertEqual(steps[0], self.hook("pre_gen_project.py"))
        self.assertEqual(steps[-1], self.hook("post_gen_project.sh"))
        self.assertEqual(len(steps), 4)

    def test_only_other_stage_present(self):
        make_repo(self.root, ["post_gen_project.sh"])
        self.assertIsNone(find_hook("pre_gen_project", os.path.join(self.root, "hooks")))

    def test_unsupported_hook_name(self):
        make_repo(self.root, ["pre_gen_project.py", "cleanup.py"])
        self.assertIsNone(find_hook("cleanup", os.path.join(self.root, "hooks")))

    def test_editor_backups_are_not_hooks(self):
        make_repo(self.root, ["post_gen_project.py~"])
        self.assertIsNone(find_hook("post_gen_project", os.path.join(self.root, "hooks")))

    def test_missing_hooks_dir(self):
        self.assertIsNone(find_hook("pre_gen_project", os.path.join(self.root, "hooks")))

    def test_no_template_folder(self):
        with self.assertRaises(LookupError):
            plan(self.root, {})


if __name__ == "__main__":
    unittest.main()
