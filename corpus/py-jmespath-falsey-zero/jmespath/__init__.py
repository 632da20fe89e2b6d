from jmespath import parser
from jmespath.visitor import TreeInterpreter

__version__ = "1.0.1"


def compile(expression):
    return parser.Parser().parse(expression)


def search(expression, data):
    return TreeInterpreter().visit(compile(expression), data)
