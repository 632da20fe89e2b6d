import warnings
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any, Union

from .currencies import DEFAULT_CURRENCY_CODE, Currency, get_currency


def force_decimal(amount: object) -> Decimal:
    """Given an amount of unknown type, type cast it to be a Decimal."""
    if isinstance(amount, Decimal):
        return amount
    return Decimal(amount)


class Money:
    """
    A Money instance is a combination of data - an amount and a
    currency - along with operators that handle the semantics of money
    operations in a better way than just dealing with raw Decimal or
    ($DEITY forbid) floats.
    """

    def __init__(self, amount: object = Decimal("0"),
                 currency: Union[Currency, str] = DEFAULT_CURRENCY_CODE) -> None:
        self.amount = force_decimal(amount)
        if not isinstance(currency, Currency):
            currency = get_currency(str(currency).upper())
        self.currency = currency

    def __repr__(self) -> str:
        return f"Money('{self.amount}', '{self.currency}')"

    def __str__(self) -> str:
        return f"{self.currency.code} {self.amount:,.2f}"

    def __hash__(self) -> int:
        return hash((self.amount, self.currency))

    def __pos__(self) -> "Money":
        return self.__class__(amount=self.amount, currency=self.currency)

    def __neg__(self) -> "Money":
        return self.__class__(amount=-self.amount, currency=self.currency)

    def __add__(self, other: Any) -> "Money":
        if other == 0:
            # This allows things like 'sum' to work on list of Money instances,
            # just like list of Decimal.
            return self
        if not isinstance(other, Money):
            return NotImplemented
        if self.currency == other.currency:
            return self.__class__(amount=self.amount + other.amount,
                                  currency=self.currency)
        raise TypeError("Cannot add or subtract two Money instances with "
                        "different currencies.")

    def __sub__(self, other: Any) -> "Money":
        return self.__add__(-other)

    def __mul__(self, other: Any) -> "Money":
        if isinstance(other, Money):
            raise TypeError("Cannot multiply two Money instances.")
        if isinstance(other, float):
            warnings.warn("Multiplying Money instances with floats is deprecated",
                          DeprecationWarning)
        return self.__class__(amount=(self.amount * force_decimal(other)),
                              currency=self.currency)

    def __truediv__(self, other: Any) -> Union["Money", Decimal]:
        if isinstance(other, Money):
            if self.currency != other.currency:
                raise TypeError("Cannot divide two different currencies.")
            return self.amount / other.amount
        return self.__class__(amount=self.amount / force_decimal(other),
                              currency=self.currency)

    def round(self, ndigits: int = 0) -> "Money":
        """Rounds the amount using the current ``decimal`` rounding algorithm."""
        amount = self.amount.quantize(Decimal("1e%d" % -ndigits), ROUND_HALF_EVEN)
        return self.__class__(amount=amount, currency=self.currency)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Money) and self.amount == other.amount
                and self.currency == other.currency)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Money):
            raise TypeError("Cannot compare non-Money and Money instances.")
        if self.currency != other.currency:
            raise TypeError("Cannot compare Money instances with different currencies.")
        return self.amount < other.amount

    def __bool__(self) -> bool:
        return bool(self.amount)

    __radd__ = __add__
    __rmul__ = __mul__
