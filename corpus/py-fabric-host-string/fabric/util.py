import getpass


def get_local_user():
    """
    Return the local executing username, or ``None`` if one can't be found.
    """
    try:
        return getpass.getuser()
    except KeyError:
        return None
