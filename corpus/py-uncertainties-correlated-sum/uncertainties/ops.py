"""
Arithmetic operators of AffineScalarFunc, with the derivatives used for
first-order error propagation.
"""

import operator

# Partial derivatives with respect to the first and the second argument,
# as functions of the nominal values (x, y):
ops_with_reflection = {
    'add': (lambda x, y: 1., lambda x, y: 1.),
    'sub': (lambda x, y: 1., lambda x, y: -1.),
    'mul': (lambda x, y: y, lambda x, y: x),
    'truediv': (lambda x, y: 1. / y, lambda x, y: -x / y**2),
}


class NotUpcast(Exception):
    """Raised when an object cannot be converted to a number with uncertainty."""


def add_arithmetic_ops(cls, linear_combination, to_affine_scalar):
    """Add the arithmetic operators (and their reflections) to cls."""
    for (op_name, (d_x, d_y)) in ops_with_reflection.items():
        func = getattr(operator, op_name)

        def op(self, other, func=func, d_x=d_x, d_y=d_y, swap=False):
            try:
                other = to_affine_scalar(other)
            except NotUpcast:
                return NotImplemented
            (x, y) = (other, self) if swap else (self, other)
            (xn, yn) = (x._nominal_value, y._nominal_value)
            linear_part = linear_combination([(d_x(xn, yn), x._linear_part),
                                              (d_y(xn, yn), y._linear_part)])
            return cls(func(xn, yn), linear_part)

        setattr(cls, '__%s__' % op_name, op)
        setattr(cls, '__r%s__' % op_name,
                lambda self, other, op=op: op(self, other, swap=True))
