class Munch(dict):
    """ A dictionary that provides attribute-style access.

        >>> b = Munch()
        >>> b.hello = 'world'
        >>> b['hello']
        'world'

        A Munch is a subclass of dict; it supports all the methods a dict does...
    """

    def __init__(self, *args, **kwargs):  # pylint: disable=super-init-not-called
        self.update(*args, **kwargs)

    def __contains__(self, k):
        """ A key is in a Munch if it is a key or an attribute of it. """
        try:
            return dict.__contains__(self, k) or hasattr(self, k)
        except Exception:  # pylint: disable=broad-except
            return False

    def __getattr__(self, k):
        """ Gets key if it exists, otherwise throws AttributeError.

            nb. __getattr__ is only called if key is not found in normal places.
        """
        try:
            # Throws exception if not in prototype chain
            return object.__getattribute__(self, k)
        except AttributeError:
            try:
                return self[k]
            except KeyError:
                raise KeyError(k)

    def __setattr__(self, k, v):
        """ Sets attribute k if it exists, otherwise sets key k. A KeyError
            raised by set-item (only likely if you subclass Munch) will
            propagate as an AttributeError instead.
        """
        try:
            # Throws exception if not in prototype chain
            object.__getattribute__(self, k)
        except AttributeError:
            try:
                self[k] = v
            except Exception:
                raise AttributeError(k)
        else:
            object.__setattr__(self, k, v)

    def __delattr__(self, k):
        """ Deletes attribute k if it exists, otherwise deletes key k. """
        try:
            object.__getattribute__(self, k)
        except AttributeError:
            try:
                del self[k]
            except KeyError:
                raise AttributeError(k)
        else:
            object.__delattr__(self, k)

    def toDict(self):
        """ Recursively converts a munch back into a dictionary. """
        from .convert import unmunchify
        return unmunchify(self)

    def __dir__(self):
        return list(self.keys())

    def __repr__(self):
        return '{0}({1})'.format(self.__class__.__name__, dict.__repr__(self))


class DefaultMunch(Munch):
    """ A Munch that returns a user-specified value for missing keys. """

    def __init__(self, *args, **kwargs):
        if args:
            default = args[0]
            args = args[1:]
        else:
            default = None
        super(DefaultMunch, self).__init__(*args, **kwargs)
        self.__default__ = default

    def __getattr__(self, k):
        """ Gets key if it exists, otherwise returns the default value."""
        try:
            return super(DefaultMunch, self).__getattr__(k)
        except AttributeError:
            return self.__default__

    def __getitem__(self, k):
        try:
            return super(DefaultMunch, self).__getitem__(k)
        except KeyError:
            return self.__default__
