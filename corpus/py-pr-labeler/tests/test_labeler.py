import unittest

from prbot.labeler import handle_event


def payload(action="opened", base="main", head="fix-typo", title="Fix typo", files=(), labels=(), draft=False):
    return {
        "action": action,
        "pull_request": {
            "number": 42,
            "title": title,
            "user": {"login": "octocat"},
            "head": {"ref": head, "sha": "abc123"},
            "base": {"ref": base, "sha": "def456"},
            "draft": draft,
            "labels": [{"name": name} for name in labels],
        },
        "files": [{"filename": name} for name in files],
    }


class HandleEventTest(unittest.TestCase):
    def test_docs_change(self):
        self.assertEqual(handle_event(payload(files=["docs/install.rst", "README.md"])), {"documentation"})

    def test_existing_labels_are_not_added_again(self):
        event = payload(files=["tests/test_api.py", ".github/ci.yml"], labels=["tests"])
        self.assertEqual(handle_event(event), {"ci"})

    def test_pull_request_into_release_branch(self):
        event = payload(base="release/2.4", head="fix-crash", files=["src/app.py"])
        self.assertEqual(handle_event(event), {"backport"})

    def test_release_named_feature_branch_into_main(self):
        event = payload(base="main", head="release/notes-tweak", files=["CHANGES.md"])
        self.assertEqual(handle_event(event), {"documentation"})

    def test_draft(self):
        self.assertEqual(handle_event(payload(draft=True)), {"work in progress"})

    def test_closed_is_ignored(self):
        self.assertEqual(handle_event(payload(action="closed", files=["docs/a.md"])), set())


if __name__ == "__main__":
    unittest.main()
