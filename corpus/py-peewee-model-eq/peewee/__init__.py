from .fields import AutoField, CharField, Field, IntegerField
from .model import Model

__version__ = '3.17.1'
__all__ = ['AutoField', 'CharField', 'Field', 'IntegerField', 'Model']
