import unittest

import humps


class TestHumps(unittest.TestCase):
    def test_camelize(self):
        self.assertEqual(humps.camelize("jack_in_the_box"), "jackInTheBox")
        self.assertEqual(humps.camelize("rubber_baby_buggy_bumpers"), "rubberBabyBuggyBumpers")
        self.assertEqual(humps.camelize("_hello_world"), "_helloWorld")
        self.assertEqual(humps.camelize("API"), "API")

    def test_pascalize(self):
        self.assertEqual(humps.pascalize("jack_in_the_box"), "JackInTheBox")
        self.assertEqual(humps.pascalize("bad_customer_id"), "BadCustomerId")

    def test_decamelize(self):
        self.assertEqual(humps.decamelize("jackInTheBox"), "jack_in_the_box")
        self.assertEqual(humps.decamelize("getHTTPResponseCode"), "get_http_response_code")
        self.assertEqual(humps.depascalize("JackInTheBox"), "jack_in_the_box")

    def test_flat_dict(self):
        actual = humps.camelize({"first_name": "Ann", "last_name": "Lee", "age": 40})
        self.assertEqual(actual, {"firstName": "Ann", "lastName": "Lee", "age": 40})

    def test_list_of_dicts(self):
        actual = humps.decamelize([{"userId": 1}, {"userId": 2, "isAdmin": True}])
        self.assertEqual(actual, [{"user_id": 1}, {"user_id": 2, "is_admin": True}])

    def test_nested_dict(self):
        actual = humps.camelize({"user_info": {"first_name": "Ann", "home_address": {"zip_code": "1000"}}})
        self.assertEqual(actual, {"userInfo": {"firstName": "Ann", "homeAddress": {"zipCode": "1000"}}})

    def test_dict_with_list_of_dicts(self):
        actual = humps.decamelize({"orderItems": [{"itemId": 7, "unitPrice": 3}], "orderId": 1})
        self.assertEqual(actual, {"order_items": [{"item_id": 7, "unit_price": 3}], "order_id": 1})

    def test_values_are_not_converted(self):
        actual = humps.camelize({"tag_names": ["snake_case", "other_tag"]})
        self.assertEqual(actual, {"tagNames": ["snake_case", "other_tag"]})

    def test_predicates(self):
        self.assertTrue(humps.is_camelcase("jackInTheBox"))
        self.assertFalse(humps.is_camelcase("jack_in_the_box"))
        self.assertTrue(humps.is_pascalcase("JackInTheBox"))
        self.assertTrue(humps.is_snakecase("jack_in_the_box"))
        self.assertTrue(humps.is_camelcase({"fooBar": {"bazQux": 1}}))


if __name__ == "__main__":
    unittest.main()
