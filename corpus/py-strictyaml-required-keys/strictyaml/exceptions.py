class StrictYAMLError(Exception):
    pass


class YAMLValidationError(StrictYAMLError):
    def __init__(self, context, problem, line=None):
        self.context = context
        self.problem = problem
        self.line = line
        super().__init__(str(self))

    def __str__(self):
        where = "" if self.line is None else " (line {0})".format(self.line)
        return "{0}\n{1}{2}".format(self.context, self.problem, where)
