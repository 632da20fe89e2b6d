"""The sign-up form: runs validators per field and collects errors."""
from . import validators as v


class SignupForm:
    fields = {
        "username": [v.required, v.username],
        "email": [v.required, v.email],
        "password": [v.required, v.password],
    }

    def __init__(self, data):
        self.data = dict(data)
        self.errors = {}

    def is_valid(self):
        self.errors = {}
        for name, checks in self.fields.items():
            value = self.data.get(name)
            for check in checks:
                message = check(value)
                if message:
                    self.errors[name] = message
                    break
        if not self.errors and self.data["password"].lower() == self.data["username"]:
            self.errors["password"] = "Password must differ from the username."
        return not self.errors

    def cleaned(self):
        if not self.is_valid():
            raise ValueError("form has errors: %s" % sorted(self.errors))
        return {"username": self.data["username"], "email": self.data["email"].strip().lower()}
