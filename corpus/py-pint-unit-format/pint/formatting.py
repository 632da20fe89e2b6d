"""
    pint.formatting
    ~~~~~~~~~~~~~~~

    Format units for pint.
"""


def _pretty_fmt_exponent(num):
    return "{:n}".format(num)


def formatter(items, as_ratio=True, single_denominator=False, product_fmt=" * ",
              division_fmt=" / ", power_fmt="{} ** {}", parentheses_fmt="({0})",
              exp_call=lambda x: f"{x:n}"):
    """Format a list of (name, exponent) pairs."""
    if not items:
        return ""

    fun = exp_call

    pos_terms, neg_terms = [], []

    for key, value in sorted(items):
        if value == 1:
            pos_terms.append(key)
        elif value > 0:
            pos_terms.append(power_fmt.format(key, fun(value)))
        elif value == -1 and as_ratio:
            neg_terms.append(key)
        else:
            if as_ratio:
                neg_terms.append(power_fmt.format(key, fun(value)))
            else:
                neg_terms.append(power_fmt.format(key, fun(value)))

    if not as_ratio:
        # Show as Product: positive * negative terms ** -1
        return product_fmt.join(pos_terms + neg_terms)

    pos_ret = product_fmt.join(pos_terms) or "1"
    if not neg_terms:
        return pos_ret

    if single_denominator:
        neg_ret = product_fmt.join(neg_terms)
        if len(neg_terms) > 1:
            neg_ret = parentheses_fmt.format(neg_ret)
    else:
        neg_ret = division_fmt.join(neg_terms)

    return division_fmt.join([pos_ret, neg_ret])
