"""Products as stored in the catalogue."""

from dataclasses import dataclass, field


@dataclass
class Product:
    sku: str
    name: str
    price_cents: int
    stock: int = 0
    active: bool = True
    tags: list = field(default_factory=list)

    @property
    def sold_out(self):
        return self.stock == 0
