from .tokens import OAuth2Token
from .utils import list_to_scope, scope_to_list
