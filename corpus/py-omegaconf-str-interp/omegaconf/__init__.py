from .dictconfig import DictConfig
from ._utils import ConfigAttributeError, ConfigKeyError, InterpolationResolutionError
from .omegaconf import OmegaConf

__all__ = [
    "DictConfig",
    "OmegaConf",
    "ConfigAttributeError",
    "ConfigKeyError",
    "InterpolationResolutionError",
]
