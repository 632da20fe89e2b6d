"""Basic token types and the standard tokens."""


class _TokenType(tuple):
    parent = None

    def split(self):
        buf = []
        node = self
        while node is not None:
            buf.append(node)
            node = node.parent
        buf.reverse()
        return buf

    def __init__(self, *args):
        self.subtypes = set()

    def __contains__(self, val):
        return self is val or (type(val) is self.__class__ and val[: len(self)] == self)

    def __getattr__(self, val):
        if not val or not val[0].isupper():
            return tuple.__getattribute__(self, val)
        new = _TokenType(self + (val,))
        setattr(self, val, new)
        self.subtypes.add(new)
        new.parent = self
        return new

    def __repr__(self):
        return "Token" + (self and "." or "") + ".".join(self)


Token = _TokenType()
Text = Token.Text
Whitespace = Text.Whitespace
Error = Token.Error
Keyword = Token.Keyword
Name = Token.Name
Literal = Token.Literal
String = Literal.String
Number = Literal.Number
Operator = Token.Operator
Comment = Token.Comment

STANDARD_TYPES = {
    Token: "",
    Text: "",
    Whitespace: "w",
    Error: "err",
    Keyword: "k",
    Keyword.Constant: "kc",
    Name: "n",
    Name.Builtin: "nb",
    Name.Builtin.Pseudo: "bp",
    Name.Function: "nf",
    Name.Class: "nc",
    Literal: "l",
    String: "s",
    String.Doc: "sd",
    Number: "m",
    Number.Integer: "mi",
    Operator: "o",
    Comment: "c",
    Comment.Single: "c1",
}
