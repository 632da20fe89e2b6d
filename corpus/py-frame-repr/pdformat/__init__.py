"""Display helpers, after pandas.io.formats.printing and pandas._config."""
