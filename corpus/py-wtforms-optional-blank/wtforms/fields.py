import itertools

from wtforms.validators import StopValidation, ValidationError


class Field:
    """
    Field base class
    """

    def __init__(self, label=None, validators=None, filters=(), default=None):
        self.label = label
        self.validators = list(validators or ())
        self.filters = filters
        self.default = default
        self.errors = []
        self.raw_data = None
        self.data = None

    def process(self, formdata):
        """Process incoming data: a list of submitted strings, or None."""
        self.raw_data = formdata
        if formdata:
            self.process_formdata(formdata)
        else:
            self.data = self.default
        for filter in self.filters:
            self.data = filter(self.data)

    def process_formdata(self, valuelist):
        if valuelist:
            self.data = valuelist[0]

    def validate(self, form=None, extra_validators=()):
        """
        Validates the field and returns True or False. `self.errors` will
        contain any errors raised during validation.
        """
        self.errors = []
        chain = itertools.chain(self.validators, extra_validators)
        self._run_validation_chain(form, chain)
        return len(self.errors) == 0

    def _run_validation_chain(self, form, validators):
        """
        Run a validation chain, stopping if any validator raises StopValidation.
        """
        for validator in validators:
            try:
                validator(form, self)
            except StopValidation as e:
                if e.args and e.args[0]:
                    self.errors.append(e.args[0])
                return True
            except ValidationError as e:
                self.errors.append(e.args[0])
        return False


class StringField(Field):
    """
    This field is the base for most of the more complicated fields, and
    represents an ``<input type="text">``.
    """

    def process_formdata(self, valuelist):
        if valuelist:
            self.data = valuelist[0]
        else:
            self.data = ""
