import unittest
from dataclasses import dataclass, field
from typing import Optional

from dataclasses_json import DataClassJsonMixin, LetterCase, config


@dataclass
class CamelCasePerson(DataClassJsonMixin):
    given_name: str = field(metadata=config(letter_case=LetterCase.CAMEL))


@dataclass
class FieldNamePerson(DataClassJsonMixin):
    given_name: str = field(metadata=config(field_name="givenName"))
    age: int = 0


@dataclass
class CamelCaseProtectedPerson(DataClassJsonMixin):
    dataclass_json_config = config(letter_case=LetterCase.CAMEL)["dataclasses_json"]
    given_name: str
    family_name: Optional[str] = None


@dataclass
class Plain(DataClassJsonMixin):
    name: str
    nickname: Optional[str]


class TestLetterCase(unittest.TestCase):
    def test_camel_encode(self):
        self.assertEqual(CamelCasePerson("Alice").to_json(), '{"givenName": "Alice"}')

    def test_pascal_and_kebab_helpers(self):
        self.assertEqual(LetterCase.PASCAL("given_name"), "GivenName")
        self.assertEqual(LetterCase.KEBAB("given_name"), "given-name")

    def test_camel_decode(self):
        self.assertEqual(CamelCasePerson.from_json('{"givenName": "Alice"}'), CamelCasePerson("Alice"))

    def test_from_dict_field_name(self):
        person = FieldNamePerson.from_dict({"givenName": "Alice", "age": 3})
        self.assertEqual(person, FieldNamePerson("Alice", 3))

    def test_class_level_config_roundtrip(self):
        person = CamelCaseProtectedPerson("Alice", "Smith")
        self.assertEqual(person.to_dict(), {"givenName": "Alice", "familyName": "Smith"})
        self.assertEqual(CamelCaseProtectedPerson.from_dict(person.to_dict()), person)

    def test_infer_missing(self):
        self.assertEqual(Plain.from_dict({"name": "Bob"}, infer_missing=True), Plain("Bob", None))
        with self.assertRaises(TypeError):
            Plain.from_dict({"name": "Bob"})
