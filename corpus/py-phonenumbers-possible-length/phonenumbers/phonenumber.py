class PhoneNumber(object):
    """Class representing international telephone numbers."""

    def __init__(self, country_code=None, national_number=None, extension=None):
        self.country_code = country_code
        self.national_number = national_number
        self.extension = extension

    def __eq__(self, other):
        if not isinstance(other, PhoneNumber):
            return False
        return (self.country_code == other.country_code and
                self.national_number == other.national_number and
                self.extension == other.extension)

    def __repr__(self):
        return "PhoneNumber(country_code=%r, national_number=%r, extension=%r)" % (
            self.country_code, self.national_number, self.extension)


class PhoneNumberDesc(object):
    """Class representing the description of a set of phone numbers."""

    def __init__(self, possible_length=None, possible_length_local_only=None):
        self.possible_length = tuple(possible_length or ())
        self.possible_length_local_only = tuple(possible_length_local_only or ())


class PhoneMetadata(object):
    """Class representing metadata for international telephone numbers for a region."""

    _region_metadata = {}
    _country_code_metadata = {}

    def __init__(self, id, country_code, general_desc):
        self.id = id
        self.country_code = country_code
        self.general_desc = general_desc
        PhoneMetadata._region_metadata[id] = self
        PhoneMetadata._country_code_metadata.setdefault(country_code, self)

    @classmethod
    def metadata_for_country_code(cls, country_code):
        return cls._country_code_metadata.get(country_code)


PhoneMetadata('US', 1, PhoneNumberDesc(possible_length=(10,), possible_length_local_only=(7,)))
PhoneMetadata('GB', 44, PhoneNumberDesc(possible_length=(7, 9, 10), possible_length_local_only=(4, 5, 6)))
PhoneMetadata('DE', 49, PhoneNumberDesc(possible_length=range(4, 16), possible_length_local_only=(2, 3)))
