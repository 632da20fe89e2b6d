"""Promotions for the shop: coupon codes and the discounts they grant."""

from promo.coupons import Coupon, CouponBook
from promo.checkout import Checkout

__all__ = ["Coupon", "CouponBook", "Checkout"]
