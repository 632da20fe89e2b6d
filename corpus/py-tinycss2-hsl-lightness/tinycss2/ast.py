class Node:
    __slots__ = ['line', 'column', 'value']
    type = None

    def __init__(self, line, column, value=None):
        self.line = line
        self.column = column
        self.value = value


class ParseError(Node):
    __slots__ = []
    type = 'error'


class WhitespaceToken(Node):
    __slots__ = []
    type = 'whitespace'


class LiteralToken(Node):
    """Token that represents one or more characters as in the CSS source (, : ; etc.)."""
    __slots__ = []
    type = 'literal'

    def __eq__(self, other):
        return self.value == other or self is other


class IdentToken(Node):
    __slots__ = ['lower_value']
    type = 'ident'

    def __init__(self, line, column, value):
        Node.__init__(self, line, column, value)
        self.lower_value = value.lower()


class NumberToken(Node):
    __slots__ = ['int_value', 'is_integer', 'representation']
    type = 'number'

    def __init__(self, line, column, value, int_value, representation):
        Node.__init__(self, line, column, value)
        self.int_value = int_value
        self.is_integer = int_value is not None
        self.representation = representation


class PercentageToken(NumberToken):
    __slots__ = []
    type = 'percentage'


class FunctionBlock(Node):
    __slots__ = ['name', 'lower_name', 'arguments']
    type = 'function'

    def __init__(self, line, column, name, arguments):
        Node.__init__(self, line, column)
        self.name = name
        self.lower_name = name.lower()
        self.arguments = arguments
