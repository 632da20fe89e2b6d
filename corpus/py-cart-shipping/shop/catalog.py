"""Products the shop sells."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price_cents: int
    weight_grams: int = 0


CATALOG = {
    "MUG-01": Product("MUG-01", "Enamel mug", 1250, 350),
    "TEE-02": Product("TEE-02", "Cotton tee", 1990, 180),
    "BAG-03": Product("BAG-03", "Canvas tote", 1500, 220),
    "PEN-04": Product("PEN-04", "Fountain pen", 3760, 40),
}


def lookup(sku):
    try:
        return CATALOG[sku]
    except KeyError:
        raise KeyError(f"unknown product {sku!r}") from None
