"""Evaluate a parsed JMESPath AST against Python data."""


class Visitor:
    def visit(self, node, *args, **kwargs):
        method = getattr(self, "visit_%s" % node["type"], self.default_visit)
        return method(node, *args, **kwargs)

    def default_visit(self, node, *args, **kwargs):
        raise NotImplementedError("default_visit")


class TreeInterpreter(Visitor):
    def visit_field(self, node, value):
        try:
            return value.get(node["value"])
        except AttributeError:
            return None

    def visit_subexpression(self, node, value):
        result = value
        for child in node["children"]:
            result = self.visit(child, result)
            if result is None:
                return None
        return result

    def visit_or_expression(self, node, value):
        matched = self.visit(node["children"][0], value)
        if self._is_false(matched):
            matched = self.visit(node["children"][1], value)
        return matched

    def visit_and_expression(self, node, value):
        left_matched = self.visit(node["children"][0], value)
        if self._is_false(left_matched):
            return left_matched
        return self.visit(node["children"][1], value)

    def visit_not_expression(self, node, value):
        original_result = self.visit(node["children"][0], value)
        if type(original_result) is int and original_result == 0:
            # Special case for 0, !0 should be false, not true.
            return False
        return self._is_false(original_result)

    def _is_false(self, value):
        # This looks weird, but we're explicitly using equality checks
        # because the truth/false values are different between
        # python and jmespath.
        return (value == "" or value == [] or value == {} or value is None or
                value == False)  # noqa: E712
