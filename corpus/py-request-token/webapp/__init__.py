"""A minimal async-free web framework core, modelled on sanic's request handling."""
