"""Infix to postfix conversion (Dijkstra's shunting-yard algorithm)."""

PRECEDENCE = {
    "+": 1,
    "-": 1,
    "*": 1,
    "/": 1,
}


def to_postfix(tokens):
    """Convert infix tokens (numbers, operators, parentheses) to postfix order."""
    output = []
    stack = []
    for token in tokens:
        if token == "(":
            stack.append(token)
        elif token == ")":
            while stack[-1] != "(":
                output.append(stack.pop())
            stack.pop()
        elif token in PRECEDENCE:
            while stack and stack[-1] != "(" and PRECEDENCE[stack[-1]] >= PRECEDENCE[token]:
                output.append(stack.pop())
            stack.append(token)
        else:
            output.append(token)
    while stack:
        output.append(stack.pop())
    return output
