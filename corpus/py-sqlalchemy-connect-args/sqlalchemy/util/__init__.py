from ._collections import immutabledict as immutabledict
from ._collections import to_list as to_list
