from typing import Any, Dict, Optional

from ._utils import split_key
from .dictconfig import DictConfig


class OmegaConf:
    """OmegaConf primary class"""

    def __init__(self) -> None:
        raise NotImplementedError("Use one of the static construction functions")

    @staticmethod
    def create(obj: Optional[Dict[str, Any]] = None) -> DictConfig:
        return DictConfig(obj if obj is not None else {})

    @staticmethod
    def merge(*configs: Any) -> DictConfig:
        """Merge a list of previously created configs into a single one"""
        target = DictConfig(configs[0]._to_raw() if isinstance(configs[0], DictConfig) else configs[0])
        for other in configs[1:]:
            OmegaConf._merge_into(target, other)
        return target

    @staticmethod
    def _merge_into(dest: DictConfig, src: Any) -> None:
        for key in src:
            src_value = src._content[key] if isinstance(src, DictConfig) else src[key]
            dest_value = dest._content.get(key)
            if isinstance(dest_value, DictConfig) and isinstance(src_value, (dict, DictConfig)):
                OmegaConf._merge_into(dest_value, src_value)
            else:
                dest[key] = src_value

    @staticmethod
    def select(cfg: DictConfig, key: str, *, default: Any = None) -> Any:
        node: Any = cfg
        for k in split_key(key):
            if not isinstance(node, DictConfig) or k not in node:
                return default
            node = node[k]
        return node

    @staticmethod
    def to_container(cfg: DictConfig, *, resolve: bool = False) -> Dict[str, Any]:
        result: Dict[str, Any] = {}
        for key in cfg.keys():
            value = cfg[key] if resolve else cfg._content[key]
            if isinstance(value, DictConfig):
                value = OmegaConf.to_container(value, resolve=resolve)
            result[key] = value
        return result
