"""Project generation from a template folder, after cookiecutter."""
