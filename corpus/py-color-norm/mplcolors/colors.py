"""Normalization of data values into the [0, 1] interval."""


def _as_list(value):
    if isinstance(value, (list, tuple)):
        return [float(v) for v in value], False
    return [float(value)], True


class Normalize:
    """Linearly maps vmin..vmax to 0..1; unset limits are taken from the first data seen."""

    def __init__(self, vmin=None, vmax=None, clip=False):
        self.vmin = vmin
        self.vmax = vmax
        self.clip = clip

    def autoscale(self, A):
        """Sets vmin and vmax to the minimum and maximum of A."""
        self.vmin = min(A)
        self.vmax = max(A)

    def autoscale_None(self, A):
        """Sets only the limits that are still None."""
        if self.vmin is None and len(A):
            self.vmin = min(A)
        if self.vmin is None and len(A):
            self.vmax = max(A)

    def scaled(self):
        return self.vmin is not None and self.vmax is not None

    def __call__(self, value, clip=None):
        if clip is None:
            clip = self.clip
        values, is_scalar = _as_list(value)
        self.autoscale_None(values)
        vmin, vmax = float(self.vmin), float(self.vmax)
        if vmin > vmax:
            raise ValueError("minvalue must be less than or equal to maxvalue")
        if vmin == vmax:
            result = [0.0 for _ in values]
        else:
            if clip:
                values = [min(max(v, vmin), vmax) for v in values]
            result = [(v - vmin) / (vmax - vmin) for v in values]
        return result[0] if is_scalar else result

    def inverse(self, value):
        if not self.scaled():
            raise ValueError("Not invertible until both vmin and vmax are set")
        return self.vmin + value * (self.vmax - self.vmin)
