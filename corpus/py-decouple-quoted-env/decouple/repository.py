"""Where settings come from: an empty repository or a .env file."""

DEFAULT_ENCODING = "UTF-8"


class RepositoryEmpty:
    def __init__(self, source="", encoding=DEFAULT_ENCODING):
        pass

    def __contains__(self, key):
        return False

    def __getitem__(self, key):
        return None


class RepositoryEnv(RepositoryEmpty):
    """Retrieves option keys from .env files with fall back to os.environ."""

    def __init__(self, source, encoding=DEFAULT_ENCODING):
        self.data = {}

        with open(source, encoding=encoding) as file_:
            for line in file_:
                line = line.strip()
                if not line or line.startswith("#") or "=" not in line:
                    continue
                k, v = line.split("=", 1)
                k = k.strip()
                v = v.strip()
                if len(v) >= 2 and ((v[0] == "'" and v[-1] == "'") or (v[0] == '"' and v[-1] == '"')):
                    v = v[1:]
                self.data[k] = v

    def __contains__(self, key):
        return key in self.data

    def __getitem__(self, key):
        return self.data[key]
