"""A tiny parser for the block-mapping subset of YAML that StrictYAML accepts."""

from strictyaml.exceptions import YAMLValidationError


def _indent(line):
    return len(line) - len(line.lstrip(" "))


def _parse_block(lines, start, indent):
    """Parse a mapping at the given indent; returns ((mapping, line), next index)."""
    mapping = {}
    index = start
    while index < len(lines):
        number, text = lines[index]
        if _indent(text) < indent:
            break
        if _indent(text) > indent:
            raise YAMLValidationError("while scanning a mapping", "unexpected indentation", number)
        key, sep, value = text.strip().partition(":")
        if not sep:
            raise YAMLValidationError("while scanning a mapping", "could not find expected ':'", number)
        if key in mapping:
            raise YAMLValidationError("while parsing a mapping", "found duplicate key", number)
        value = value.strip()
        if value:
            mapping[key] = (value.strip("\"'"), number)
            index += 1
        else:
            child_indent = _indent(lines[index + 1][1]) if index + 1 < len(lines) else indent
            mapping[key], index = _parse_block(lines, index + 1, child_indent)
    return (mapping, lines[start][0] if start < len(lines) else 1), index


def load(yaml_string, schema):
    """Parse the first YAML document in a string and validate it against the schema."""
    lines = [
        (number, line.rstrip())
        for number, line in enumerate(yaml_string.splitlines(), 1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    chunk, _ = _parse_block(lines, 0, _indent(lines[0][1]) if lines else 0)
    return schema.validate(chunk)
