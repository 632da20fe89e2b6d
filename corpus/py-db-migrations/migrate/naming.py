"""Migration file names: ``0007_add_orders_index.sql``."""
import re

MIGRATION_RE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
FIRST_NUMBER = 1


def migration_filename(number, label):
    label = re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_")
    return f"{number:04d}_{label}.sql"
