class PyAsn1Error(Exception):
    """Base pyasn1 exception"""


class ValueConstraintError(PyAsn1Error):
    """ASN.1 type constraints violation exception"""


class SubstrateUnderrunError(PyAsn1Error):
    """ASN.1 data structure deserialization error"""
