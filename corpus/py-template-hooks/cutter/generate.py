"""Plans the steps that generating a project from a template takes."""

import os

from .hooks import find_hook


def render_path(path, context):
    for key, value in context.items():
        path = path.replace("{{cookiecutter.%s}}" % key, str(value))
    return path


def template_dir(repo_dir):
    for name in sorted(os.listdir(repo_dir)):
        if name.startswith("{{") and name.endswith("}}") and "cookiecutter" in name:
            return os.path.join(repo_dir, name)
    raise LookupError(f"no project template found in {repo_dir}")


def plan(repo_dir, context):
    """[("hook", script) ..., ("render", output path) ..., ("hook", script) ...]"""
    hooks_dir = os.path.join(repo_dir, "hooks")
    steps = [("hook", s) for s in find_hook("pre_gen_project", hooks_dir) or []]
    root = template_dir(repo_dir)
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(folder, name), repo_dir)
            steps.append(("render", render_path(rel, context)))
    steps += [("hook", s) for s in find_hook("post_gen_project", hooks_dir) or []]
    return steps
