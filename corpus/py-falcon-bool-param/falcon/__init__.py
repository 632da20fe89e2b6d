"""Primary package for Falcon, the minimalist web API framework."""
from falcon.errors import HTTPInvalidParam, HTTPMissingParam
from falcon.request import Request, RequestOptions

__all__ = ('Request', 'RequestOptions', 'HTTPInvalidParam', 'HTTPMissingParam')
