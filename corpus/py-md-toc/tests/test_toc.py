import unittest

from mdtoc import build_toc, render_toc
from mdtoc.slugs import slugify

DOC = """# Project

Intro text.

## Install

## Usage

### Options

```
# not a heading
```

## FAQ ##
"""


class SlugTest(unittest.TestCase):
    def test_slugify_punctuation(self):
        self.assertEqual(slugify("What's new?"), "whats-new")

    def test_slugify_keeps_dashes(self):
        self.assertEqual(slugify("Pre-release notes"), "pre-release-notes")


class TocTest(unittest.TestCase):
    def test_titles_and_levels(self):
        toc = build_toc(DOC)
        self.assertEqual([(e.level, e.title) for e in toc],
                         [(1, "Project"), (2, "Install"), (2, "Usage"), (3, "Options"), (2, "FAQ")])

    def test_max_level(self):
        toc = build_toc(DOC, max_level=2)
        self.assertNotIn("Options", [e.title for e in toc])

    def test_render_nested(self):
        text = render_toc(build_toc("## A\n### B\n"))
        self.assertEqual(text, "- [A](#a)\n  - [B](#b)\n")

    def test_repeated_headings_get_distinct_anchors(self):
        md = "## Example\n\ntext\n\n## Example\n\n## Example\n"
        self.assertEqual([e.anchor for e in build_toc(md)], ["example", "example-1", "example-2"])

    def test_repeated_title_in_other_case(self):
        md = "# Notes\n## Setup\n# API\n## Setup\n"
        anchors = [e.anchor for e in build_toc(md)]
        self.assertEqual(anchors, ["notes", "setup", "api", "setup-1"])


if __name__ == "__main__":
    unittest.main()
