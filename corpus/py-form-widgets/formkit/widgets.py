"""Widgets render one form field."""

from .html import tag


class Input:
    input_type = "text"

    def __init__(self, name, required=False, **attrs):
        self.name = name
        self.required = required
        self.attrs = attrs

    def build_attrs(self, value):
        attrs = dict(self.attrs, type=self.input_type, name=self.name, id=f"id_{self.name}")
        attrs["required"] = self.required
        attrs["value"] = value if value not in (None, "") else None
        return attrs

    def render(self, value=None):
        return tag("input", self.build_attrs(value))


class EmailInput(Input):
    input_type = "email"


class CheckboxInput(Input):
    input_type = "checkbox"

    def build_attrs(self, value):
        attrs = super().build_attrs(None)
        attrs["checked"] = bool(value)
        return attrs


class Textarea(Input):
    def render(self, value=None):
        attrs = self.build_attrs(None)
        del attrs["type"], attrs["value"]
        return tag("textarea", attrs, value or "")
