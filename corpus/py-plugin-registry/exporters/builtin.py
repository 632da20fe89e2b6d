"""The exporters that ship with the application."""

import csv
import io
import json


def export_json(rows):
    return json.dumps(rows, indent=2, sort_keys=True)


def export_csv(rows):
    if not rows:
        return ""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=sorted(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def export_markdown(rows):
    if not rows:
        return ""
    keys = sorted(rows[0])
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    lines += ["| " + " | ".join(str(r[k]) for k in keys) + " |" for r in rows]
    return "\n".join(lines) + "\n"


BUILTIN = {"json": export_json, "csv": export_csv, "markdown": export_markdown}
ALIASES = {"md": "markdown"}
