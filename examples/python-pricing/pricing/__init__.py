"""Price calculations for an online shop: discounts, bulk tiers and VAT."""
