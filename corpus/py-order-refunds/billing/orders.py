"""Orders as they arrive from the shop front (prices are JSON numbers)."""
from dataclasses import dataclass, field

from .money import ZERO, to_money


@dataclass
class OrderLine:
    sku: str
    unit_price: float
    quantity: int


@dataclass
class Order:
    number: str
    lines: list
    discount_rate: float = 0.0
    refunded: dict = field(default_factory=dict)

    @classmethod
    def from_json(cls, data):
        lines = [OrderLine(l["sku"], l["price"], l["qty"]) for l in data["lines"]]
        return cls(data["number"], lines, data.get("discount", 0.0))

    def line(self, sku):
        for line in self.lines:
            if line.sku == sku:
                return line
        raise KeyError(sku)

    def charge_for(self, line, quantity):
        """What `quantity` units of `line` cost after the order's discount."""
        return to_money(line.unit_price * quantity * (1 - self.discount_rate))

    def total(self):
        return sum((self.charge_for(l, l.quantity) for l in self.lines), ZERO)
