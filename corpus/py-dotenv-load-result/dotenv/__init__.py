from .main import dotenv_values, get_key, load_dotenv

__all__ = ['get_key', 'load_dotenv', 'dotenv_values']
