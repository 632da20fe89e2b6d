'''crcmod is a Python module for gererating objects that compute the Cyclic
Redundancy Check.  Any 8, 16 or 32 bit polynomial can be used.

The following are the public components of this module.

Crc -- a class that creates instances providing the same interface as the
algorithms in the hashlib module in the Python standard library.  These
instances also provide a method for generating a C/C++ function to compute
the CRC.

mkCrcFun -- create a Python function to compute the CRC using the specified
polynomial and initial value.  This provides a much simpler interface if
all you need is a function for CRC calculation.
'''
from crcmod.crcmod import Crc, mkCrcFun

# The pure Python table-driven functions are used; no extension module.
__all__ = ['Crc', 'mkCrcFun']

__version__ = '1.7'
