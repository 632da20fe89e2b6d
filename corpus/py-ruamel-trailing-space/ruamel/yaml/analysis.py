class ScalarAnalysis:
    def __init__(self, scalar, empty, multiline, allow_flow_plain, allow_block_plain,
                 allow_single_quoted, allow_double_quoted):
        self.scalar = scalar
        self.empty = empty
        self.multiline = multiline
        self.allow_flow_plain = allow_flow_plain
        self.allow_block_plain = allow_block_plain
        self.allow_single_quoted = allow_single_quoted
        self.allow_double_quoted = allow_double_quoted


def analyze_scalar(scalar):
    """Work out which scalar styles can represent `scalar` faithfully."""
    if not scalar:
        return ScalarAnalysis(scalar=scalar, empty=True, multiline=False, allow_flow_plain=False,
                              allow_block_plain=True, allow_single_quoted=True,
                              allow_double_quoted=True)
    flow_indicators = block_indicators = special_characters = False
    if scalar[0] in "#,[]{}&*!|>'\"%@`" or scalar.startswith(("- ", "? ")):
        flow_indicators = block_indicators = True
    if ": " in scalar or " #" in scalar or scalar.endswith(":"):
        flow_indicators = block_indicators = True
    if any(ch in ",?[]{}" for ch in scalar):
        flow_indicators = True
    line_breaks = "\n" in scalar
    if any(not (ch == "\n" or " " <= ch <= "\x7e") for ch in scalar):
        special_characters = True
    leading_space = scalar.startswith(" ")
    leading_break = scalar.startswith("\n")
    trailing_space = scalar.endswith(" ")
    trailing_break = scalar.endswith("\n")

    allow_flow_plain = allow_block_plain = allow_single_quoted = True
    if leading_space or leading_break or trailing_break:
        allow_flow_plain = allow_block_plain = False
    if line_breaks or special_characters:
        allow_flow_plain = allow_block_plain = allow_single_quoted = False
    if flow_indicators:
        allow_flow_plain = False
    if block_indicators:
        allow_block_plain = False
    return ScalarAnalysis(scalar=scalar, empty=False, multiline=line_breaks,
                          allow_flow_plain=allow_flow_plain, allow_block_plain=allow_block_plain,
                          allow_single_quoted=allow_single_quoted, allow_double_quoted=True)
