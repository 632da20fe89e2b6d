"""A streaming multipart/form-data parser (reduced)."""

from .multipart import FormParserError, get_form_parser_info, parse_options_header

__all__ = ["FormParserError", "get_form_parser_info", "parse_options_header"]
