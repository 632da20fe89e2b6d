from .analysis import analyze_scalar

RESOLVER_WORDS = {"", "~", "null", "Null", "NULL", "true", "True", "false", "False", "yes", "no"}


class Emitter:
    def __init__(self, flow_level=0, default_style=None):
        self.flow_level = flow_level
        self.default_style = default_style

    def choose_scalar_style(self, value, implicit=True):
        analysis = analyze_scalar(value)
        if self.default_style == '"':
            return '"'
        if implicit and value not in RESOLVER_WORDS and not value[:1].isdigit():
            if (self.flow_level and analysis.allow_flow_plain) or (
                not self.flow_level and analysis.allow_block_plain
            ):
                return ""
        if analysis.allow_single_quoted and not analysis.multiline:
            return "'"
        return '"'

    def process_scalar(self, value):
        style = self.choose_scalar_style(value)
        if style == "":
            return value
        if style == "'":
            return "'" + value.replace("'", "''") + "'"
        text = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return '"' + text + '"'

    def emit_mapping(self, mapping):
        return "".join("%s: %s\n" % (self.process_scalar(k), self.process_scalar(v))
                       for k, v in mapping.items())
