"""Evaluate arithmetic in reverse Polish notation."""

import operator

OPERATORS = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
}


def rpn_eval(expression):
    """Evaluate a space-separated RPN expression such as "3 4 + 2 *"."""
    stack = []
    for token in expression.split():
        if token in OPERATORS:
            if len(stack) < 2:
                raise ValueError(f"not enough operands for {token}")
            right = stack.pop()
            left = stack.pop()
            stack.append(OPERATORS[token](right, left))
        else:
            stack.append(float(token))
    if len(stack) != 1:
        raise ValueError("malformed expression")
    return stack[0]
