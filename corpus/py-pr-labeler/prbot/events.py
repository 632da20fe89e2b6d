"""Turn webhook payloads into plain objects."""

from dataclasses import dataclass, field


@dataclass
class PullRequest:
    number: int
    title: str
    author: str
    source_branch: str
    target_branch: str
    draft: bool = False
    files: list = field(default_factory=list)
    labels: set = field(default_factory=set)


def parse_pull_request(payload):
    """Build a PullRequest from a ``pull_request`` webhook payload."""
    pr = payload["pull_request"]
    return PullRequest(
        number=pr["number"],
        title=pr["title"].strip(),
        author=pr["user"]["login"],
        source_branch=pr["head"]["ref"],
        target_branch=pr["head"]["ref"],
        draft=pr.get("draft", False),
        files=[f["filename"] for f in payload.get("files", [])],
        labels={label["name"] for label in pr.get("labels", [])},
    )
