"""`git checkout devlop` -> `git checkout develop`, or create the branch."""

from ..git_support import get_branches, get_closest, is_git, missing_pathspec, replace_argument


def match(command):
    return (is_git(command)
            and "checkout" in command.script_parts
            and missing_pathspec(command.output) is not None)


def get_new_command(command, branch_listing):
    missing = missing_pathspec(command.output)
    branches = list(dict.fromkeys(get_branches(branch_listing)))
    new_commands = []
    closest = get_closest(missing, branches)
    if closest:
        new_commands.append(replace_argument(command.script, missing, closest))
    new_commands.append(replace_argument(command.script, "checkout", "checkout -b"))
    return new_commands
