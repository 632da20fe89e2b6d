from .. import BaseProvider


class Provider(BaseProvider):
    city_suffixes = ("ville", "burgh", "ton", " Falls")
    street_suffixes = ("Street", "Avenue", "Road", "Lane")
    building_number_formats = ("%##", "%#", "%")
    postcode_formats = ("%####", "%####-####")
    last_names = ("Smith", "Johnson", "Garcia", "Miller")

    def city_suffix(self):
        return self.random_element(self.city_suffixes)

    def building_number(self):
        """:example: '791'"""
        return self.numerify(self.random_element(self.building_number_formats))

    def street_name(self):
        """:example: 'Crist Parks'"""
        return f"{self.random_element(self.last_names)} {self.random_element(self.street_suffixes)}"

    def street_address(self):
        """:example: '791 Crist Parks'"""
        return f"{self.building_number()} {self.street_name()}"

    def postcode(self):
        """:example: 86039-9874"""
        return self.bothify(self.random_element(self.postcode_formats)).upper()
