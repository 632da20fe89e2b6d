#######################################################################
# Errors raised while sorting a dependency graph.
#######################################################################


class CircularDependencyError(ValueError):
    def __init__(self, data):
        # Sort the data just to make the output consistent, for use in
        #  error messages.  That's convenient for doctests.
        s = 'Circular dependencies exist among these items: {{{}}}'.format(
            ', '.join('{!r}:{!r}'.format(key, value)
                      for key, value in sorted(data.items())))
        super(CircularDependencyError, self).__init__(s)
        self.data = data
