import random as random_module

from faker.providers import BaseProvider
from faker.providers.address import Provider as AddressProvider

mod_random = random_module.Random()


class Generator:
    def __init__(self, **config):
        self.providers = []
        self.__config = dict(config)
        self.__random = mod_random
        for provider in (BaseProvider, AddressProvider):
            self.add_provider(provider)

    def add_provider(self, provider):
        if isinstance(provider, type):
            provider = provider(self)
        self.providers.insert(0, provider)
        for method_name in dir(provider):
            # skip 'private' method
            if method_name.startswith("_"):
                continue
            faker_function = getattr(provider, method_name)
            if callable(faker_function):
                # add all faker method to generator
                setattr(self, method_name, faker_function)

    @property
    def random(self):
        return self.__random

    def seed_instance(self, seed=None):
        """Calls random.seed"""
        if self.__random == mod_random:
            # create per-instance random obj when first time seed_instance() is called
            self.__random = random_module.Random()
        self.__random.seed(seed)
        return self
