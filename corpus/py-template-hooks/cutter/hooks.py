"""Finding the pre/post generation hook scripts of a template."""

import os

_HOOKS = ["pre_prompt", "pre_gen_project", "post_gen_project"]


def valid_hook(hook_file, hook_name):
    """True if `hook_file` is a script for `hook_name` (and not an editor backup)."""
    filename = os.path.basename(hook_file)
    basename = os.path.splitext(filename)[0]
    matching_hook = basename == hook_name
    supported_hook = hook_name in _HOOKS
    backup_file = filename.endswith("~")
    return matching_hook and supported_hook and backup_file


def find_hook(hook_name, hooks_dir="hooks"):
    """Absolute paths of the scripts for `hook_name`, or None if there are none."""
    if not os.path.isdir(hooks_dir):
        return None
    scripts = [
        os.path.abspath(os.path.join(hooks_dir, name))
        for name in sorted(os.listdir(hooks_dir))
        if valid_hook(name, hook_name)
    ]
    return scripts or None
