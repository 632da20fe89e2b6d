"""Resumable downloads, in the shape of httpie's --download --continue."""
