from .processors import Join, MapCompose, TakeFirst, arg_to_iter, clean_text


class Field:
    def __init__(self, input_processor=None, output_processor=None):
        self.input_processor = input_processor or MapCompose(clean_text)
        self.output_processor = output_processor or TakeFirst()


class ItemLoader:
    fields = {}

    def __init__(self):
        self._values = {name: [] for name in self.fields}

    def add_value(self, name, value):
        field = self.fields[name]
        self._values[name].extend(field.input_processor(arg_to_iter(value)))

    def get_output_value(self, name):
        return self.fields[name].output_processor(self._values[name])

    def load_item(self):
        return {name: self.get_output_value(name) for name in self.fields}


class ProductLoader(ItemLoader):
    fields = {
        "title": Field(),
        "price": Field(input_processor=MapCompose(clean_text, lambda v: v.lstrip("$"), float)),
        "currency": Field(output_processor=TakeFirst(default="USD")),
        "description": Field(output_processor=Join("\n")),
        "in_stock": Field(input_processor=MapCompose(lambda v: v == "yes"),
                          output_processor=TakeFirst(default=False)),
    }
